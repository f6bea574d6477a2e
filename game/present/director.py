"""The director: the engine's events as a timeline of beats.

Each engine event becomes one or more *beats* played one after another: a tile
flies, lands, the counted ends light, the score counts up, ONE "+N" callout rises,
a sound plays. A beat changes the :class:`~game.present.view.TableView` when it
lands, never before, so whatever the screen states (status line, turn arrow, tile
counts, boneyard, scores, the last move) is true of what it shows.

Pure Python, in seconds; durations scale with :class:`Timing` (the game speed and
reduced motion). The scene feeds events in (``feed``), steps time (``update``), and
asks ``busy`` / ``skip()``; hooks tell it when a summary or the game over is due.
"""

from __future__ import annotations

import math
from collections import deque

from engine.events import Deal, Draw, GameEnd, HandEnd, LeadDraw, Pass, Play

from .beats import Beat, Effect, Timing
from .deduction import deduct
from .draws import DrawBeats
from .plays import (
    GAME_END_HOLD,
    HOLD_LAST,
    REACH_HOLD,
    REACH_MIN,
    REPLY_HOLD,
    REPLY_HOLD_AFTER_SCORE,
    WIN_SKIP_AFTER,
    PlayBeats,
)
from .scoring import CALLOUT_FLIGHT, SUM_REVEAL, ScoreBeats
from .view import Flight, LastAction, Note, TableView
from .words import Msg

__all__ = ["Timing", "Beat", "Director", "HOLD_LAST", "CALLOUT_FLIGHT", "SUM_REVEAL",
           "REACH_HOLD", "REACH_MIN", "WIN_SKIP_AFTER", "GAME_END_HOLD"]

#: How many log lines the director keeps (``recent``): every seat's doings since the
#: player's last turn, draws included (with 4 kept, two bots' draws pushed
#: West's play out of the 4-player log).
RECENT_KEPT = 400
#: The moves in ``recent`` that are never the log line (:meth:`Director.log_aside`).
ASIDE = ("draws", "passes")
#: A hand's end: the "Domino!" / "Blocked" banner and the hands turned up stay at
#: least this long (normal speed) before the summary covers the table, also when no
#: deduction beat follows (a 2-player bot domino over a player at 0).
HAND_END_HOLD = 3.0
#: The hands turned face up are looked at this long (s, Normal) before their pips
#: count: "Domino!", the reveal, then the count, the cost's flight and the lead, all
#: within about 3 s of the last tile (the players' "going out feels flat").
SHOW_HANDS = 0.4
#: The deal's beats (s, normal speed): a round of the draw for the lead (a tied one
#: longer: "a tie" is read), the tied tiles going back, the leader named, the shuffle,
#: and the whole deal however many tiles (a 4-player start once took ~8 s).
LEAD_ROUND, LEAD_TIE, LEAD_AGAIN, LEAD_SHOW = 0.8, 1.25, 0.35, 0.6
SHUFFLE, DEAL_SPAN = 0.45, 1.0


class Director(PlayBeats, DrawBeats, ScoreBeats):
    """Turns engine events into beats that change ``view``.

    Hooks (all optional): ``sound(name)``, ``score_sound(points)``, ``shot(tag)``,
    ``board_order(points)`` (the counted ends' points as the board shows them, left /
    top first: a scoring play adds them up in that order),
    ``on_hand_end(ev)`` (push the summary: the director then waits until
    ``release()``), ``on_game_end(ev)``.
    """

    def __init__(self, view: TableView, timing: Timing | None = None, **hooks):
        self.view = view
        self.timing = timing or Timing()
        self.beats: deque[Beat] = deque()
        self.effects: list[Effect] = []
        self.held = False
        self.hooks = hooks
        #: Every beat that landed, in order: ``(name, clock)`` (for tests and traces).
        self.landed: list[tuple[str, float]] = []
        self.clock = 0.0
        self._init_draws()
        #: The clock at which the last count-up of the scores is done.
        self.counted_at = 0.0
        #: A draw of the shown hand becomes the log line (the live table); a replay keeps
        #: the last play there, as its jumps show it.
        self.draws_in_log = True
        #: The hand's log lines so far, newest last, a few kept: ``(seat, Msg)``.
        self.recent: list = []
        self._stamps: list = []  # (tiles placed, boneyard) after each of ``recent``
        #: The player's seat: its turn (rings, previews, "Your turn") begins only once
        #: the last play's score has finished (not while the bot's points still fly).
        self.player: int | None = None
        #: The last play fed (the game's closing play when it reaches the target).
        self.last_play: Play | None = None
        #: The player's last play scored (its breath came before the bot's reply).
        self.mine_scored = False

    def log_move(self, seat: int, msg) -> None:
        """A move became the log line (the table shows the ones before it, smaller)."""
        self.recent = (self.recent + [(seat, msg)])[-RECENT_KEPT:]
        v = self.view  # where the hand stood after it (an undo drops what came later)
        if seat != v.shown_seat:  # another seat's move is the news now: a note about
            v.note = Note()  # the player's own doing (a refusal, an undo) ends
        self._stamps = (self._stamps + [(len(v.board), v.boneyard)])[-RECENT_KEPT:]

    def log_aside(self, seat: int, msg) -> None:
        """A move only the history drawer lists (a hidden hand's draw, a pass): kept in
        ``recent`` with the others, the log line and the notes left as they are."""
        v = self.view
        self.recent = (self.recent + [(seat, msg)])[-RECENT_KEPT:]
        self._stamps = (self._stamps + [(len(v.board), v.boneyard)])[-RECENT_KEPT:]

    def take_back(self, placed: int, boneyard: int) -> None:
        """Moves were taken back: the hand now has ``placed`` tiles on the board and
        ``boneyard`` in the boneyard. The log forgets every move made after that, and
        the log line and each seat's last play say the last move still made."""
        v = self.view
        stamps = self._stamps
        kept = [i for i, (p, b) in enumerate(stamps) if p <= placed and b >= boneyard]
        self.recent = [self.recent[i] for i in kept if i < len(self.recent)]
        self._stamps = [stamps[i] for i in kept]
        v.last_move = next((m for _s, m in reversed(self.recent) if m.key not in ASIDE), None)
        v.last_action = {}
        for seat, msg in self.recent:
            if msg.key == "play":
                v.last_action[seat] = LastAction(tile=msg.data["move"].tile,
                                                 points=msg.data["points"], done=True)

    def restore_log(self, entries) -> None:
        """Continue: the hand's log lines rebuilt from the save's moves (without them the
        player saw nothing of what the bots had just done); ``entries`` are
        ``(seat, Msg, tiles placed, boneyard)`` after each move, oldest first."""
        entries = list(entries)[-RECENT_KEPT:]
        self.recent = [(seat, msg) for seat, msg, _p, _b in entries]
        self._stamps = [(p, b) for _s, _m, p, b in entries]
        self.take_back(len(self.view.board), self.view.boneyard)  # last move, last plays

    # -- hooks -------------------------------------------------------------------------
    def _hook(self, name: str, *args) -> None:
        f = self.hooks.get(name)
        if f is not None:
            f(*args)

    def emit(self, name: str, *args) -> None:
        """Call hook ``name`` (a sound, a shot ...) if the scene gave one."""
        self._hook(name, *args)

    def d(self, seconds: float) -> float:
        return self.timing.d(seconds)

    # -- state -------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A beat is running or pending (input to the board waits)."""
        return bool(self.beats)

    @property
    def animating(self) -> bool:
        """Anything moves or is due: beats, effects, or the view's own timers."""
        return bool(self.beats or self.effects) or self.view.moving

    def release(self) -> None:
        """The summary (or another overlay) the director waited for is gone."""
        self.held = False

    # -- time --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.view.tick(dt)
        for e in list(self.effects):
            if e.update(dt):
                self.effects.remove(e)
        self._run(dt)

    def _run(self, dt: float) -> None:
        guard = 0
        while self.beats and guard < 10000:
            guard += 1
            b = self.beats[0]
            if self.held:
                return
            if not b.started:
                b.started = True
                if b.start is not None:
                    b.start()
                if self.held:
                    return
            left = b.duration - b.t
            use = min(dt, max(0.0, left))
            b.t += use
            dt -= use
            if b.step is not None:
                p = 1.0 if b.duration <= 0 else min(1.0, b.t / b.duration)
                b.step(b.easing(p))
            if b.t < b.duration:
                return
            if b.gate is not None and not b.gate():
                return
            self.beats.popleft()
            if b.land is not None:
                b.land()
            self.landed.append((b.name, self.clock))

    def skip(self) -> None:
        """Run every pending beat to its end now (Space): each still lands in order, so
        what the screen states stays true; it stops at the win's banner until that has
        shown WIN_SKIP_AFTER s (a press hurrying the winning "+N" hid "You win!")."""
        for _k in range(10000):
            if not self.beats or self.held:
                break
            b = self.beats[0]
            if b.name == "reach" and b.t < WIN_SKIP_AFTER and self.timing.scale > 0:
                break
            if b.gate is not None and b.started and b.t >= b.duration and not b.gate():
                break
            self._run(b.duration - b.t + 1e-6)  # to its end, no further (the win holds)
        for e in self.effects:
            e.step(1.0)
        self.effects.clear()
        self.view.flights.clear()
        self.view.callouts.clear()

    def then(self, name: str, duration: float, start=None, step=None, land=None, gate=None,
             easing: str = "linear") -> Beat:
        b = Beat(name, duration, start, step, land, gate, easing)
        self.beats.append(b)
        return b

    def effect(self, duration: float, step, delay: float = 0.0) -> None:
        if duration <= 0 and delay <= 0:
            step(1.0)
            return
        self.effects.append(Effect(duration, step, delay))

    # -- events --------------------------------------------------------------------------
    def feed(self, events, layouts=None, turn_after: int | None = None, gate=None) -> None:
        """Queue beats for ``events`` (as one engine step returned them). ``layouts``
        maps an event's index to the engine's layout after it (for plays); the
        turn arrow shows ``turn_after`` once the last beat has landed; ``gate()``
        must be true before a play lands."""
        layouts = layouts or {}
        events = list(events)
        if not events:
            return
        def turn_off():
            self.view.turn = None
        self.then("turn_off", 0.0, start=turn_off)
        scorer = None  # the seat of a scoring play just fed: another seat's move
        for i, ev in enumerate(events):  # waits for its "+N" to land and count (fs_100:
            move = isinstance(ev, (Draw, Pass, Play))  # the player's draw was asked
            if move and scorer is not None and ev.seat != scorer:  # for while the
                self.then("settle", 0.0, gate=self.score_seen)  # bot's "+5" still sat
                scorer = None  # on the board and its row had not moved)
            if isinstance(ev, LeadDraw):
                self._lead(ev)
            elif isinstance(ev, Deal):
                self._deal(ev)
            elif isinstance(ev, Draw):
                self._draw(ev)
            elif isinstance(ev, Pass):
                self._pass(ev)
            elif isinstance(ev, Play):
                self._play(ev, layouts.get(i), gate)
                scorer = ev.seat if ev.points else None
            elif isinstance(ev, HandEnd):
                self._hand_end(ev)
            elif isinstance(ev, GameEnd):
                self._game_end(ev, not any(isinstance(e, HandEnd) for e in events[:i]))

        mine = turn_after is not None and turn_after == self.player
        plays = [ev for ev in events if isinstance(ev, Play)]
        if mine and len(self.view.hands) == 2 and plays and plays[-1].seat != self.player \
                and not plays[-1].points:  # the one bot's quiet reply: seen landed
            self.then("reply_hold", self.d(  # before the player's turn lights (shorter
                REPLY_HOLD_AFTER_SCORE if self.mine_scored else REPLY_HOLD))  # after
            # the player's own score: they had their breath before the bot's tile)
        if turn_after is not None:  # anyone's turn lights once the "+N" has landed on
            # its row and the row has counted (issue 16 payoff 1: a bot's glow began
            # while the "+5" still flew and the scorer's score read 0); the player's
            # once the "+N" is gone too: one beat at a time
            self.then("settle", 0.0, gate=self.score_done if mine else self.score_seen)

        def turn_on():
            self.view.turn, self.view.mover = turn_after, None
            if turn_after is not None:
                self.view.status = None
            if mine:  # the board is still for the player's turn: the last score's sum
                self.clear_sum()  # and lit ends go ("Your turn" beside "3 + 5 + 2 +
                # 0 = 10" and "10 -> 7" read as the player's score going down)
        self.then("turn", 0.0, land=turn_on)
        self.view.turn = None  # the turn arrow goes off at once: a move is coming

    def score_seen(self) -> bool:
        """The last "+N" has landed on its row and the row's count is done (its light
        may still pop: the player's turn need not wait for it)."""
        flying = any(c.t < CALLOUT_FLIGHT[1] for c in self.view.callouts)
        return not flying and self.clock >= self.counted_at - 1e-9 and all(
            getattr(e.step, "callout", False) for e in self.effects)

    def score_done(self) -> bool:
        """The last score is over: its "+N" has landed, its row counted and its light
        popped (the player's turn waits for all of it)."""
        return self.score_seen() and not self.view.callouts and not self.effects

    def clear_sum(self) -> None:
        """A scoring play's sum and its lit ends (lit for a while) go now."""
        v = self.view
        if 0 < v.lit[1] < math.inf:
            v.lit = (-1, 0.0)
            v.lit_points, v.lit_age, v.tally, v.tally_done = None, {}, [], False

    def _lead(self, ev: LeadDraw) -> None:
        """The draw for the lead: a tied round shows "a tie" while it is up, its tiles go
        back for a beat, the redraw turns up."""
        v, last = self.view, len(ev.rounds) - 1
        for i, rnd in enumerate(ev.rounds):
            def show(rnd=rnd, first=i == 0, tie=i < last):
                if first:  # the last hand's board, hands and banner go first
                    v.reset_hand()
                    self.recent, self._stamps = [], []
                v.lead_tiles = list(rnd)
                v.status = Msg("lead_tie" if tie else "lead_draw")
                self._hook("sound", "draw")
            self.then("lead_round", self.d(LEAD_TIE if i < last else LEAD_ROUND), start=show)
            if i < last:  # the tied tiles go back: the redraw is seen to happen
                self.then("lead_again", self.d(LEAD_AGAIN), start=lambda: (
                    setattr(v, "lead_tiles", []), setattr(v, "status", Msg("lead_draw"))))

        def leader():
            v.leader = ev.leader
            v.status = Msg("leads", ev.leader)
        self.then("lead", self.d(LEAD_SHOW), start=leader,
                  land=lambda: setattr(v, "lead_tiles", []))

    def _deal(self, ev: Deal) -> None:
        v = self.view
        n = v.players
        self.turn_scored(-1, 0)  # a new hand: no run carries over

        def reset():
            v.reset_hand()
            v.deals += 1
            self.recent, self._stamps = [], []
            v.leader = ev.leader
            v.shuffle = 0.0
            v.status = Msg("shuffle")
            self._hook("sound", "shuffle")
        self.then("shuffle", self.d(SHUFFLE), start=reset,
                  step=lambda p: setattr(v, "shuffle", -1.0 if self.timing.still else p),
                  land=lambda: setattr(v, "shuffle", -1.0))
        k = len(ev.hands[0])
        order = [((ev.leader + j) % n, r) for r in range(k) for j in range(n)]
        # the whole deal within DEAL_SPAN however many seats: 20 tiles at 0.07 s each
        # kept a 4-player table "Dealing" for 6 s with the lead draw
        fly = self.timing.fly(0.28)
        gap = self.timing.fly(min(0.07, (DEAL_SPAN - 0.28) / max(1, len(order) - 1)))
        flights: list[Flight | None] = [None] * len(order)

        beat = None

        def dealing():  # the words follow the beats: the tiles fly now
            v.status = Msg("dealing")
            v.deal_room = k  # landed tiles hold their final slots (no re-centring)

        def run(_p):
            t = beat.t
            for i, (seat, r) in enumerate(order):
                t0 = i * gap
                f = flights[i]
                if f is None and t >= t0:
                    tile = ev.hands[seat][r]
                    f = Flight("deal", seat, tile, seat == v.shown_seat, r, k)
                    flights[i] = f
                    v.flights.append(f)
                    v.boneyard -= 1
                if f is not None and f in v.flights:
                    f.t = 1.0 if fly <= 0 else min(1.0, (t - t0) / fly)
                    if f.t >= 1.0:
                        v.flights.remove(f)
                        v.hands[seat].append(f.tile)
                        self._hook("sound", "deal")

        def dealt():
            run(1.0)
            v.deal_room = 0
            v.hands[v.shown_seat].sort()
            v.boneyard = ev.boneyard
            v.status = Msg("hand_leads", ev.leader, {"hand": ev.hand_no + 1})
            self._hook("shot", "deal")
        beat = self.then("deal", (len(order) - 1) * gap + fly, start=dealing, step=run,
                         land=dealt)

    def _pass(self, ev: Pass) -> None:
        v = self.view

        def mark():
            act = self._acted(ev.seat)
            act.passed, act.done = True, True
            v.passes[ev.seat] = max(0.6, self.d(1.4))
            v.status = Msg("passes", ev.seat)
            self.log_aside(ev.seat, v.status)
            self._hook("sound", "pass")
        self.then("pass", self.d(0.5), start=mark)
        self.turn_scored(ev.seat, 0)

    def _hand_end(self, ev: HandEnd) -> None:
        v = self.view
        self.hold_last()

        def turn_up():
            v.status = Msg("domino", ev.seat) if ev.how == "domino" else Msg("blocked")
            v.banner = "domino" if ev.how == "domino" else "blocked"
            v.banner_t = 0.0
            v.hands = [list(h) for h in ev.hands]
            self._hook("sound", "domino" if ev.how == "domino" else "hand_end")
            self._turn_up()
        self.then("turn_up", self.d(0.5), start=turn_up, step=self._flip,
                  easing="easeInOutSine")
        self.then("show_hands", self.d(SHOW_HANDS))
        shown = len(self.beats)
        deduct(self, ev)  # the pips fly (going out, a block won or every hand paying)
        if len(self.beats) == shown:  # no deduction to watch: the banner still holds
            self.then("hold_banner", self.d(HAND_END_HOLD - 0.5 - SHOW_HANDS))

        def summary():
            for e in self.effects:
                e.step(1.0)
            self.effects.clear()
            v.scores = [float(x) for x in ev.scores]
            self.held = True
            self._hook("on_hand_end", ev)
        self.then("hand_end", 0.0, land=summary)

    def _turn_up(self) -> None:
        """Every hand still face down starts turning face up."""
        v = self.view
        for s in range(v.players):
            if not v.face_up[s]:
                v.face_up[s] = True
                v.flip[s] = 0.0 if self.timing.scale > 0 and not self.timing.still else 1.0

    def _flip(self, p: float) -> None:
        """The hands turning up, ``p`` of the way (0 -> 1)."""
        v = self.view
        for s in range(v.players):
            if v.flip[s] < 1.0 or s != v.shown_seat:
                v.flip[s] = max(v.flip[s], p)
