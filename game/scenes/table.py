"""The table: the layout, the hands, the HUD, the animations and the human's input.

Every rule question goes to the engine: which moves are legal
(``Game.legal_codes``), what a play scores (``Layout.apply`` on a copy and
``Ruleset.points``), why a move is refused (``Game.check``). This scene keeps a
*shown* state (hands, layout, scores, boneyard) that catches up with the
engine's state event by event, as the animations finish.
"""

from __future__ import annotations

import math
import random
from collections import deque

import pygame

from engine import Game
from engine.errors import IllegalMoveError
from engine.events import Deal, Draw, GameEnd, HandEnd, LeadDraw, Pass, Play
from engine.layout import Layout
from engine.moves import OPEN_CODE, SIDE_NAMES, Move
from engine.tiles import HI, LO, PIPS

from ..actions import Action
from ..bots_worker import BotWorker
from ..config import GameConfig
from ..i18n import N_, _, ngettext
from ..maps import load_map, table_map_name
from ..persistence import DONE, Snapshot, new_game_id
from ..render import Camera, LayoutGeometry, TileArt
from ..render.text import TextCache
from ..texts import (
    engine_reason,
    hint_reason,
    level_name,
    ruleset_title,
    seat_name,
    side_name,
    team_name,
    tile_label,
)
from ..tween import Timeline, Tween, lerp
from ..ui import THEME, Button, draw_cross, draw_sniff_mark, draw_spot_arrow, follow_drag
from .base import Scene

__all__ = ["TableScene", "seat_names", "draw_tally", "push_pause", "main_menu"]

#: Largest tile unit on the layout (design px): an early layout is not huge.
MAX_UNIT = 40
#: The unit the arms' bounds are measured in: arms turn to keep this size legible.
REF_UNIT = 27


def push_pause(app) -> bool:
    """Push the pause overlay (``game.scenes.pause``) if that screen exists."""
    try:
        from .pause import PauseScene
    except ImportError:
        return False
    app.push(PauseScene(app))
    return True


def main_menu(app) -> None:
    """Back to the main menu (or the title screen), whichever exists."""
    try:
        from .menu import MenuScene
        app.reset(MenuScene(app))
        return
    except ImportError:
        pass
    try:
        from .title import TitleScene
        app.reset(TitleScene(app))
    except ImportError:
        app.quit()


def seat_names(players: int, human: int | None) -> list[str]:
    """The seats' names in the player's language (the human is "You")."""
    names = {2: ["South", "North"], 3: ["South", "West", "East"],
             4: ["South", "West", "North", "East"]}[players]
    if human is not None:
        names[human] = "You"
    return [seat_name(n) for n in names]


def entry_name(game: Game, names, entry: int) -> str:
    if game.teams:
        return team_name(names[entry], names[entry + 2])
    return names[entry]


def draw_tally(surf, rect, value: int, stroke_value: int, color, width: int = 2) -> None:
    """The rule book's paper tally (RULES.md 1.9): each stroke is ``stroke_value``
    points; a block of ten strokes is a big X with a small x in each of its four
    spaces. Drawn stroke by stroke, block after block, left to right in ``rect``."""
    strokes = max(0, value) // stroke_value
    if strokes <= 0:
        return
    h = rect.h
    bw = h  # a block is square
    gap = max(2, h // 5)
    x = rect.x
    while strokes > 0:
        n = min(10, strokes)
        strokes -= n
        b = pygame.Rect(x, rect.y, bw, h)
        lines = [((b.left, b.top), (b.right, b.bottom)), ((b.right, b.top), (b.left, b.bottom))]
        q = h / 4
        cx, cy = b.centerx, b.centery
        small = q * 0.55
        for sx, sy in ((cx, b.top + q * 0.75), (b.right - q * 0.75, cy),
                       (cx, b.bottom - q * 0.75), (b.left + q * 0.75, cy)):
            lines.append(((sx - small, sy - small), (sx + small, sy + small)))
            lines.append(((sx + small, sy - small), (sx - small, sy + small)))
        for a, c in lines[:n]:
            pygame.draw.line(surf, color, a, c, width)
        x += bw + gap
        if x + bw > rect.right + 1 and strokes > 0:
            break


class Sprite:
    """A tile moving across the table (deal, draw, play)."""

    __slots__ = ("first", "second", "face", "src", "dst", "v0", "v1", "u0", "u1", "t",
                 "alpha")

    def __init__(self, first, second, face, src, dst, v0, v1, u0, u1):
        self.first, self.second, self.face = first, second, face
        self.src, self.dst = src, dst  # screen points or callables returning one
        self.v0, self.v1 = v0, v1  # vertical at start / end
        self.u0, self.u1 = u0, u1  # unit (px) at start / end, or callables
        self.t = 0.0
        self.alpha = 255


def _val(x):
    return x() if callable(x) else x


class Popup:
    """Text rising and fading (``+15``)."""

    __slots__ = ("text", "pos", "color", "t", "size")

    def __init__(self, text, pos, color, size=34):
        self.text, self.pos, self.color, self.size = text, pos, color, size
        self.t = 0.0


class TableScene(Scene):
    name = "table"

    def __init__(self, app, config: GameConfig, game: Game | None = None, resume=None):
        super().__init__(app)
        self.config = config
        self.game = game or Game(config.ruleset, config.players, target=config.target,
                                 seed=config.seed)
        self.players = self.game.players
        self.human = config.human
        #: The seat whose hand is shown face up: the human's, or South's in a demo.
        self.shown_seat = 0 if self.human is None else self.human
        self.map = load_map(table_map_name(self.players))
        self.art = TileArt()
        self.text = TextCache(app.fonts)
        self.timeline = Timeline()
        fast = config.demo or app.settings.speed in ("fast", "instant")
        self.worker = BotWorker(fast=fast)
        self.pending = None
        self.hint_pending = None
        self.events: deque = deque()
        self.rng = random.Random(self.game.seed)
        # -- shown state --------------------------------------------------------
        n = self.players
        self.shown_hands: list[list[int]] = [[] for _k in range(n)]
        self.face_up = [s == self.shown_seat for s in range(n)]
        self.flip = [1.0] * n  # 0..1 progress of turning a hand face up
        self.shown_layout = Layout(self.game.rules.inline_sniff)
        self.geom = LayoutGeometry([], self.game.rules.inline_sniff, self._bounds())
        self.shown_scores = [float(s) for s in self.game.scores]
        self.shown_bone = 28
        self.lead_tiles: list = []  # (seat, tile) shown during the draw for the lead
        self.leader_mark = -1
        self.sprites: list[Sprite] = []
        self.popups: list[Popup] = []
        self.markers: dict[int, float] = {}  # seat -> seconds left of the "Pass" marker
        self.last_play = ""
        self.status_note = ""
        self.toast = ("", THEME.ink, 0.0)
        self.shake: dict[int, float] = {}  # hand tile -> seconds left of the shake
        self.bad_ring: tuple = (-1, 0.0)
        self.shuffle_t = -1.0
        self.hold = False  # waiting for an overlay (hand summary, game over)
        self.started = False
        self.over_shown = False
        # -- the human's choice -------------------------------------------------
        self.sel: int | None = None
        self.spot_idx = 0
        self.hover: int | None = None
        self.drag: dict | None = None
        self.preview_cache: dict[int, dict[int, int]] = {}
        self.hint_text = ""
        self.assisted = False
        self.best_play: tuple | None = None
        self.hand_points = 0
        self.best_hand = 0
        self.steps: list[int] = []  # seat of each engine step, for undo
        #: The game's id for the statistics (kept by the save: Continue never recounts).
        self.game_id = getattr(resume, "game_id", "") or new_game_id()
        #: When the last engine step's save is on disk: its animation waits for it.
        self.save_ticket = DONE
        # -- layout on screen ---------------------------------------------------
        self.camera = Camera(app.vp.rect(self.map.anchor("layout")),
                             app.vp.length(MAX_UNIT) * 1.0)
        self.buttons = [
            # a little wider than the map's anchor, to its left: room for longer languages
            Button(N_("Hint (H)"), self.map.anchor("btn_hint").inflate(44, 0).move(-22, 0),
                   self.request_hint),
            Button(N_("Menu (Esc)"), self.map.anchor("btn_menu"), self.open_pause),
        ]
        hint = self.map.anchor("btn_hint").inflate(44, 0).move(-22, 0)
        #: Shown (above Hint) only when undo is allowed in the options.
        self.undo_button = Button(N_("Undo (U)"), (hint.x, hint.y - hint.h - 10, hint.w, hint.h),
                                  self.undo)
        self.time = 0.0
        self._layer_key = None
        self._layer = None
        self._layer_rect = None
        if resume is not None:
            self._resume(resume)

    def _resume(self, loaded) -> None:
        """Continue a saved game (``game.saves.Loaded``): show the engine's position at
        once, without replaying animations; a hand end or game end the save stopped at
        plays out as usual (summary, next deal, game over)."""
        g = self.game
        self.assisted = loaded.assisted
        self.steps = [-1 if isinstance(e, Deal) else e.seat for e in g.log or ()
                      if isinstance(e, (Deal, Play))]
        self.recount(len(loaded.ends))
        if g.hand_no >= 0:
            self._sync_from_engine()
            self.leader_mark = g.leader
            self.camera.snap()
        self.events.extend((ev, None) for ev in loaded.ends)

    def recount(self, skip_last: int = 0) -> None:
        """Best play, points this hand and best hand worked out from the engine's log
        (on Continue and after an undo), leaving out the last ``skip_last`` events."""
        log = list(self.game.log or ())
        log = log[:len(log) - skip_last]
        he = self.human_entry
        best, points, best_hand = None, 0, 0
        for ev in log:
            if isinstance(ev, Deal):
                points = 0
            elif isinstance(ev, Play) and he is not None and ev.points and \
                    self.entry_of(ev.seat) == he:
                if ev.seat == self.human and (best is None or ev.points > best[0]):
                    best = (ev.points, str(ev.move))
                points += ev.points
            elif isinstance(ev, HandEnd) and he is not None:
                points += max(0, ev.change[he])
                best_hand = max(best_hand, points)
        self.best_play, self.hand_points, self.best_hand = best, points, best_hand

    # -- helpers ----------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """The seats' names, in the language now shown."""
        return seat_names(self.players, self.human)

    @property
    def still(self) -> bool:
        """Reduced motion: tiles appear in place (a short fade), no flights, no rising
        numbers, no camera moves, no shuffle swirl."""
        return bool(self.app.settings.reduced_motion)

    def _says(self, seat: int, you: str, other: str, **kw) -> str:
        """``you`` (the human's form) or ``other`` formatted with the seat's ``name``."""
        if seat == self.human:
            return _(you).format(**kw)
        return _(other).format(name=self.names[seat], **kw)

    @staticmethod
    def move_text(mv: Move) -> str:
        """A move in words: "[1|1] on [1|4] (low end)", "[1|4] to open"."""
        if mv.is_opening:
            return _("{tile} to open").format(tile=tile_label(mv.tile))
        return _("{tile} on {anchor} ({side})").format(
            tile=tile_label(mv.tile), anchor=tile_label(mv.anchor),
            side=side_name(SIDE_NAMES[mv.side]))

    def play_text(self, seat: int, mv: Move, total: int, points: int) -> str:
        """The status line for a play: who played what where, the total, the points."""
        tile = tile_label(mv.tile)
        if mv.is_opening:
            text = self._says(seat, N_("You lead {tile}: total {total}"),
                              N_("{name} leads {tile}: total {total}"), tile=tile, total=total)
        else:
            text = self._says(seat, N_("You play {tile} on {anchor} ({side}): total {total}"),
                              N_("{name} plays {tile} on {anchor} ({side}): total {total}"),
                              tile=tile, anchor=tile_label(mv.anchor),
                              side=side_name(SIDE_NAMES[mv.side]), total=total)
        if points:
            text = _("{play}, +{points}").format(play=text, points=points)
        return text

    @property
    def scale(self) -> float:
        return self.app.settings.time_scale

    def dur(self, seconds: float) -> float:
        return seconds * self.scale

    def _bounds(self):
        r = self.map.anchor("layout")
        return (max(4.0, r.w / (2 * REF_UNIT) - 1.3), max(2.5, r.h / (2 * REF_UNIT) - 1.3))

    def entry_of(self, seat: int) -> int:
        return self.game.seat_entry(seat)

    @property
    def human_entry(self) -> int | None:
        return None if self.human is None else self.entry_of(self.human)

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    @property
    def human_turn(self) -> bool:
        g = self.game
        return (self.human is not None and g.phase == "play" and g.turn == self.human
                and not self.events and not self.busy and not self.hold)

    # -- scene protocol -------------------------------------------------------------
    def enter(self) -> None:
        self.app.audio.play("shuffle")

    def exit(self) -> None:
        self.worker.close()

    def resume(self) -> None:
        self.hold = False
        self.text.clear()

    def resize(self) -> None:
        self.camera.set_rect(self.app.vp.rect(self.map.anchor("layout")),
                             self.app.vp.length(MAX_UNIT) * 1.0)
        self._fit_camera(snap=True)
        self.text.clear()

    def focus_lost(self) -> None:
        if self.app.top is self and self.human is not None:
            self.open_pause()

    # -- the game flow ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.timeline.update(dt)
        self.camera.update(dt, self.scale)
        if self.still:
            self.camera.snap()  # reduced motion: no camera moves
        self._tick_effects(dt)
        guard = 0
        if self.events and not self.save_ticket.done:
            # a move is shown only once its save is on disk (usually long done: the
            # write had a frame; a stuck disk is waited for 2 s at most, then play goes on)
            self.save_ticket.wait(2.0)
        while not self.busy and self.events and not self.hold and guard < 64:
            self._animate(self.events.popleft())
            self.timeline.update(0.0)
            guard += 1
        if not self.busy and not self.events and not self.hold:
            self._advance()
        if self.hint_pending is not None and self.hint_pending.ready():
            self._take_hint()

    def _tick_effects(self, dt: float) -> None:
        for p in self.popups:
            p.t += dt / max(0.35, self.dur(1.2) or 0.35)
        self.popups = [p for p in self.popups if p.t < 1.0]
        for s in list(self.markers):
            self.markers[s] -= dt
            if self.markers[s] <= 0:
                del self.markers[s]
        for t in list(self.shake):
            self.shake[t] -= dt
            if self.shake[t] <= 0:
                del self.shake[t]
        text, color, left = self.toast
        if left > 0:
            self.toast = (text, color, left - dt)
        if self.bad_ring[1] > 0:
            self.bad_ring = (self.bad_ring[0], self.bad_ring[1] - dt)

    def _advance(self) -> None:
        g = self.game
        if g.phase == "over":
            if not self.over_shown:
                self._game_over()
            return
        if g.phase == "deal":
            self.queue(g.deal())
            self.steps.append(-1)
            self._autosave()
            return
        seat = g.turn
        if seat == self.human:
            return
        if self.pending is None:
            view = g.view(seat)
            seed = None if self.config.seed is None else (
                self.config.seed * 7919 + len(self.steps) * 31 + seat)
            think = 0.0 if self.scale <= 0 else self.dur(0.55 if not self.config.demo else 0.3)
            self.pending = self.worker.request(view, self.config.level(seat), seed, think)
        elif self.pending.ready():
            pending, self.pending = self.pending, None
            move = pending.result()
            self.apply(move)

    def apply(self, move: Move) -> list:
        """Play ``move`` for the seat to move and queue its events for animation."""
        seat = self.game.turn
        events = self.game.play(move)
        self.steps.append(seat)
        self._autosave()
        self.queue(events)
        return events

    def _autosave(self) -> None:
        """Save the engine's position (``app.saves``, game.saves) after every step."""
        persistence = getattr(self.app, "persistence", None)
        if persistence is not None and self.human is not None:
            self.save_ticket = persistence.save_move(self.snapshot())

    def snapshot(self) -> Snapshot:
        """What the save and the statistics need, as data (game.persistence)."""
        return Snapshot.of(self.game, self.config, game_id=self.game_id,
                           assisted=self.assisted, best_play=self.best_play,
                           best_hand=self.best_hand)

    def queue(self, events) -> None:
        layout = self.game.layout.copy()
        for ev in events:
            if isinstance(ev, Play):
                self.events.append((ev, layout))
            else:
                self.events.append((ev, None))

    # -- animations of the engine's events -------------------------------------------
    def _animate(self, item) -> None:
        ev, layout = item
        if isinstance(ev, LeadDraw):
            self._anim_lead(ev)
        elif isinstance(ev, Deal):
            self._anim_deal(ev)
        elif isinstance(ev, Play):
            self._anim_play(ev, layout)
        elif isinstance(ev, Draw):
            self._anim_draw(ev)
        elif isinstance(ev, Pass):
            self._anim_pass(ev)
        elif isinstance(ev, HandEnd):
            self._anim_hand_end(ev)
        elif isinstance(ev, GameEnd):
            self._anim_game_end(ev)

    def _anim_lead(self, ev: LeadDraw) -> None:
        tl = self.timeline
        for rnd in ev.rounds:
            def show(rnd=rnd):
                self.lead_tiles = list(rnd)
                self.status_note = _("Drawing for the lead")
                self.app.audio.play("draw")
            tl.then(show, Tween(self.dur(1.0), easing="linear"))

        def done():
            self.leader_mark = ev.leader
            self.status_note = self._says(ev.leader, N_("You lead"), N_("{name} leads"))
        tl.then(done, Tween(self.dur(0.8), easing="linear"))

        def clear():
            self.lead_tiles = []
        tl.then(clear)

    def _anim_deal(self, ev: Deal) -> None:
        tl = self.timeline
        n = self.players

        def reset():
            self.shown_hands = [[] for _k in range(n)]
            self.face_up = [s == self.shown_seat for s in range(n)]
            self.flip = [1.0] * n
            self.shown_layout = Layout(self.game.rules.inline_sniff)
            self.geom = LayoutGeometry([], self.game.rules.inline_sniff, self._bounds())
            self.camera.fit(self.geom.bbox())
            self.camera.snap()
            self.shown_bone = 28
            self.leader_mark = ev.leader
            self.last_play = ""
            self.hand_points = 0
            self.sel = None
            self.preview_cache.clear()
            self.shuffle_t = 0.0
            self.status_note = _("Shuffling")
            self.app.audio.play("shuffle")
        tl.then(reset, Tween(self.dur(0.7), lambda v: setattr(self, "shuffle_t", v),
                             easing="linear"))
        tl.then(lambda: setattr(self, "shuffle_t", -1.0))
        k = len(ev.hands[0])
        tweens = []
        i = 0
        step = self.dur(0.07)
        for r in range(k):
            for j in range(n):
                seat = (ev.leader + j) % n
                tile = ev.hands[seat][r]
                tweens.append(self._fly_to_hand(seat, tile, i * step, self.dur(0.28), "deal"))
                i += 1
        tl.then(*tweens)

        def dealt():
            self.shown_hands[self.shown_seat].sort()
            self.shown_bone = ev.boneyard
            self.status_note = self._says(ev.leader, N_("Hand {hand}: you lead"),
                                          N_("Hand {hand}: {name} leads"), hand=ev.hand_no + 1)
            self.app.screenshot("deal")
        tl.then(dealt)

    def _fly_to_hand(self, seat: int, tile: int, delay: float, duration: float,
                     sound: str) -> Tween:
        vp = self.app.vp
        face = seat == self.shown_seat
        src = vp.point(self.map.anchor("boneyard").center)
        vertical = self._hand_vertical(seat)
        sp = Sprite(0, 0, False, src, None, True, vertical, vp.length(14),
                    vp.length(self._hand_unit(seat)))
        holder = {}

        def start(v):
            if "on" not in holder:
                holder["on"] = True
                n = len(self.shown_hands[seat]) + 1
                slots = self._hand_slots(seat, n)
                cx, cy = slots[-1][0], slots[-1][1]
                sp.dst = vp.point((cx, cy))
                sp.first, sp.second = LO[tile], HI[tile]
                sp.face = face
                self.sprites.append(sp)
                self.shown_bone = max(0, self.shown_bone - 1)
            sp.t = v

        def done():
            if sp in self.sprites:
                self.sprites.remove(sp)
            self.shown_hands[seat].append(tile)
            self.app.audio.play(sound)
        return Tween(duration, start, done, delay=delay, easing="easeOutCubic")

    def _anim_draw(self, ev: Draw) -> None:
        self.status_note = self._says(ev.seat, N_("You draw"), N_("{name} draws"))
        self.timeline.then(self._fly_to_hand(ev.seat, ev.tile, 0.0, self.dur(0.3), "draw"),
                           Tween(self.dur(0.12), easing="linear"))

    def _anim_pass(self, ev: Pass) -> None:
        def mark():
            self.markers[ev.seat] = max(0.6, self.dur(1.4))
            self.app.audio.play("pass")
            self.status_note = self._says(ev.seat, N_("You pass"), N_("{name} passes"))
        self.timeline.then(mark, Tween(self.dur(0.5), easing="linear"))

    def _anim_play(self, ev: Play, layout: Layout) -> None:
        tl = self.timeline
        vp = self.app.vp
        seat = ev.seat
        mv = ev.move
        tile = mv.tile
        holder: dict = {}

        def begin():
            hand = self.shown_hands[seat]
            idx = hand.index(tile) if tile in hand else len(hand) - 1
            slots = self._hand_slots(seat, max(1, len(hand)))
            slot = slots[min(idx, len(slots) - 1)]
            src = vp.point((slot[0], slot[1]))
            if tile in hand:
                hand.remove(tile)
            self.geom.add(tile, mv.code & 255)
            if self.geom.crowded:  # rare: lay the whole hand out again with more room
                self.geom = LayoutGeometry.build(layout.placed, layout.inline, self._bounds())
            pl = self.geom.tiles[tile]
            self._fit_camera(extra=True, layout=layout)
            cam = self.camera

            def dst():
                return cam.to_screen(pl.cx, pl.cy)
            sp = Sprite(pl.first, pl.second, True, src, dst, self._hand_vertical(seat),
                        pl.vertical, vp.length(self._hand_unit(seat)), lambda: cam.unit)
            holder["sp"] = sp
            self.sprites.append(sp)
            self.sel = None
            self.hover = None
            self.preview_cache.clear()

        def move(v):
            holder["sp"].t = v

        def land():
            sp = holder.get("sp")
            if sp in self.sprites:
                self.sprites.remove(sp)
            self.shown_layout = layout
            self.app.audio.play("place")
            text = self.play_text(seat, mv, ev.total, ev.points)
            if ev.points:
                self.app.audio.score(ev.points, self.game.rules.points_divisor)
                if self.scale > 0:
                    for pos in self._counted_positions(layout):
                        self.popups.append(Popup(f"+{ev.points}", pos, THEME.focus))
                entry = self.entry_of(seat)
                old = self.shown_scores[entry]
                new = float(ev.scores[entry])

                def roll(v, entry=entry, old=old, new=new):
                    self.shown_scores[entry] = lerp(old, new, v)
                tl.add(Tween(self.dur(0.9), roll, delay=self.dur(0.25), blocking=False))
                if seat is not None and self.human is not None and \
                        self.entry_of(seat) == self.human_entry:
                    if seat == self.human and (self.best_play is None
                                               or ev.points > self.best_play[0]):
                        self.best_play = (ev.points, str(mv))
                    self.hand_points += ev.points
            self.last_play = text
            self.status_note = ""
            self.app.screenshot("play")
        tl.then(begin, Tween(self.dur(0.38), move, land, easing="easeInOutCubic"))

    def _anim_hand_end(self, ev: HandEnd) -> None:
        tl = self.timeline
        n = self.players

        def turn_up():
            self.shown_hands = [list(h) for h in ev.hands]
            self.app.audio.play("hand_end")
            for s in range(n):
                if not self.face_up[s]:
                    self.face_up[s] = True
                    self.flip[s] = 0.0

        def flip(v):
            for s in range(n):
                if s != self.shown_seat:
                    self.flip[s] = v
        if ev.how == "domino":
            self.status_note = self._says(ev.seat, N_("You dominoed!"), N_("{name} dominoed!"))
        else:
            self.status_note = _("Blocked: nobody can play")
        tl.then(turn_up, Tween(self.dur(0.5), flip, easing="easeInOutSine"),
                Tween(self.dur(0.9), easing="linear"))

        def summary():
            for i in range(len(ev.change)):
                self.shown_scores[i] = float(ev.scores[i])
            he = self.human_entry
            if he is not None and ev.change[he] > 0:
                self.hand_points += ev.change[he]
            self.best_hand = max(self.best_hand, self.hand_points)
            from .summary import SummaryScene
            self.hold = True
            self.app.push(SummaryScene(self.app, self, ev))
        tl.then(summary)

    def _anim_game_end(self, ev: GameEnd) -> None:
        def finish():
            self.shown_scores = [float(s) for s in ev.scores]
            self._game_over()
        self.timeline.then(Tween(self.dur(0.8), easing="linear"), finish)

    def _game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        self.app.games_finished += 1
        persistence = getattr(self.app, "persistence", None)
        if persistence is not None and self.human is not None:
            # counted at most once per game id, then the save removed
            persistence.finish_game(self.snapshot(), self.game.outcome)
        from .game_over import GameOverScene
        self.hold = True
        self.app.push(GameOverScene(self.app, self))

    # -- geometry on screen ---------------------------------------------------------
    def _fit_camera(self, snap=False, extra=False, layout=None) -> None:
        lay = layout or self.shown_layout
        pts = [s[0] for s in lay.slots]
        box = self.geom.bbox(points=pts, margin=0.35)
        self.camera.fit(box)
        if snap:
            self.camera.snap()

    def _hand_vertical(self, seat: int) -> bool:
        return self.map.prop(f"hand_{seat}", "orientation", "horizontal") == "horizontal"

    def _hand_unit(self, seat: int) -> float:
        r = self.map.anchor(f"hand_{seat}")
        if seat == self.shown_seat:
            return min(r.h / 2.15, 40)
        if self._hand_vertical(seat):
            return min(r.h / 2.1, 22)
        return min(r.w / 2.1, 22)

    def _hand_slots(self, seat: int, n: int):
        """Design-space (cx, cy, unit) of each of ``n`` tiles in ``seat``'s hand area."""
        r = self.map.anchor(f"hand_{seat}")
        u = self._hand_unit(seat)
        if self._hand_vertical(seat):
            gap = u * (0.28 if seat == self.shown_seat else 0.12)
            step = u + gap
            if n * step > r.w:
                step = r.w / max(1, n)
                u = min(u, step * 0.92)
            x0 = r.centerx - step * (n - 1) / 2
            return [(x0 + i * step, r.centery, u) for i in range(n)]
        gap = u * 0.12
        step = u + gap
        if n * step > r.h:
            step = r.h / max(1, n)
            u = min(u, step * 0.92)
        y0 = r.centery - step * (n - 1) / 2
        return [(r.centerx, y0 + i * step, u) for i in range(n)]

    def _counted_positions(self, layout) -> list:
        out = []
        for pos, _v, _kind in self._badges(layout):
            out.append(pos)
        return out

    def _point_pos(self, pc: int, dist: float = 0.62):
        """Screen position of attach point ``pc`` (ahead of its edge)."""
        pos = self.geom.point_world(pc, dist)
        return None if pos is None else self.camera.to_screen(*pos)

    def _badges(self, layout):
        """``(screen pos, value, kind)``: counted ends ("solid") and attach-only points
        ("ring", value = pips shown there) of ``layout``, all read from the engine."""
        out = []
        for kind, pc, tile, value in layout.marks():
            if pc is None:  # the sniff counted whole: on the tile itself
                pl = self.geom.tiles.get(tile)
                pos = None if pl is None else self.camera.to_screen(pl.cx, pl.cy)
            else:
                pos = self._point_pos(pc)
            if pos is not None:
                out.append((pos, value, "solid" if kind == "end" else "ring"))
        return out

    # -- the human's input ---------------------------------------------------------------
    def legal_spots(self, tile: int) -> list[int]:
        """Attach-point codes where ``tile`` may go now (from the engine's legal moves)."""
        if not self.human_turn:
            return []
        spots = [c & 255 for c in self.game.legal_codes() if c >> 8 == tile]
        return sorted(spots, key=self._spot_order)

    def _spot_order(self, pc: int):
        pos = self._point_pos(pc) or (0, 0)
        return (pos[0], pos[1])

    def playable_tiles(self) -> list[int]:
        if not self.human_turn:
            return []
        tiles = {c >> 8 for c in self.game.legal_codes()}
        return [t for t in self.shown_hands[self.human] if t in tiles]

    def preview(self, tile: int) -> dict[int, int]:
        """Points each legal spot of ``tile`` would score, asked of the engine."""
        p = self.preview_cache.get(tile)
        if p is None:
            p = {}
            for pc in self.legal_spots(tile):
                lay = self.game.layout.copy()
                total = lay.apply(tile << 8 | pc)
                p[pc] = self.game.rules.points(total)
            self.preview_cache[tile] = p
        return p

    def hand_tile_rects(self, seat: int):
        """Screen rects of ``seat``'s shown tiles, in hand order: [(tile, rect)]."""
        vp = self.app.vp
        hand = self.shown_hands[seat]
        out = []
        vertical = self._hand_vertical(seat)
        for tile, (cx, cy, u) in zip(hand, self._hand_slots(seat, len(hand))):
            w, h = (u, 2 * u) if vertical else (2 * u, u)
            lift = 0.0
            if seat == self.human:
                if tile == self.sel:
                    lift = u * 0.4
                elif tile == self.hover:
                    lift = u * 0.2
            r = vp.rect((cx - w / 2, cy - h / 2 - lift, w, h))
            out.append((tile, r))
        return out

    def tile_at(self, pos):
        if self.human is None:
            return None
        for tile, r in reversed(self.hand_tile_rects(self.human)):
            if r.collidepoint(pos):
                return tile
        return None

    def spot_at(self, pos):
        """The attach point (code) whose ring is under ``pos``, or None."""
        if not self.human_turn:
            return None
        best, bd = None, None
        radius = max(self.app.vp.length(20), self.camera.unit * 0.6)
        pts = [s[0] for s in self.game.layout.slots] or [OPEN_CODE]
        for pc in pts:
            p = self._point_pos(pc)
            if p is None:
                continue
            d = math.hypot(p[0] - pos[0], p[1] - pos[1])
            if d <= radius and (bd is None or d < bd):
                best, bd = pc, d
        return best

    def handle(self, inp) -> None:
        a = inp.action
        if a == Action.PAUSE:
            self.open_pause()
            return
        if a == Action.POINT:
            self._point(inp.pos)
            return
        if self.busy:
            if a in (Action.CONFIRM, Action.PRESS, Action.SKIP):
                self.timeline.finish_all()
                self.camera.snap()
            return
        if a == Action.SKIP:
            return
        if a == Action.PRESS:
            self._press(inp.pos)
            return
        if a == Action.RELEASE:
            self._release(inp.pos)
            return
        if a == Action.BACK:
            if self.drag is not None:
                self.drag = None
                return
            if self.sel is not None:
                self.sel = None
                return
            if inp.source != "mouse":
                self.open_pause()
            return
        if a == Action.HINT:
            self.request_hint()
            return
        if a == Action.UNDO:
            self.undo()
            return
        if not self.human_turn:
            return
        playable = self.playable_tiles()
        if not playable:
            return
        if a in (Action.LEFT, Action.RIGHT):
            step = 1 if a == Action.RIGHT else -1
            if self.sel not in playable:
                self.select(playable[0] if step > 0 else playable[-1])
            else:
                i = playable.index(self.sel)
                self.select(playable[(i + step) % len(playable)])
        elif a in (Action.UP, Action.DOWN, Action.NEXT, Action.PREV):
            if self.sel not in playable:
                self.select(playable[0])
                return
            spots = self.legal_spots(self.sel)
            step = 1 if a in (Action.DOWN, Action.NEXT) else -1
            self.spot_idx = (self.spot_idx + step) % max(1, len(spots))
        elif a == Action.CONFIRM:
            if self.sel not in playable:
                self.select(playable[0])
                return
            spots = self.legal_spots(self.sel)
            self.try_play(self.sel, spots[self.spot_idx % len(spots)])

    def select(self, tile: int | None) -> None:
        self.sel = tile
        self.spot_idx = 0
        if tile is not None:
            self.app.audio.play("click")

    def try_play(self, tile: int, pc: int) -> bool:
        """Play ``tile`` at attach point ``pc`` if the engine allows it; else say why."""
        if not self.human_turn:
            return False
        code = tile << 8 | pc
        try:
            self.game.check(code)
        except IllegalMoveError as e:
            self.refuse(tile, engine_reason(e), pc)
            return False
        self.hint_text = ""
        self.apply(Move.from_code(code))
        return True

    def refuse(self, tile: int | None, reason: str, pc: int = -1) -> None:
        self.toast = (reason[:1].upper() + reason[1:], THEME.bad, 2.2)
        if tile is not None:
            self.shake[tile] = 0.45
        self.bad_ring = (pc, 0.6)
        self.app.audio.play("pass")

    def _point(self, pos) -> None:
        if pos is None:
            return
        if self.drag is not None:
            follow_drag(self.drag, pos, self.app.vp)
        self.hover = self.tile_at(pos)
        for b in self.buttons:
            b.hover = b.hit(self.app.vp, pos)
        self.undo_button.hover = self.undo_button.hit(self.app.vp, pos)

    def _press(self, pos) -> None:
        if pos is None:
            return
        buttons = self.buttons + ([self.undo_button] if self.undo_shown else [])
        for b in buttons:
            if b.hit(self.app.vp, pos):
                self.app.audio.play("click")
                b.on_click()
                return
        tile = self.tile_at(pos)
        if tile is not None:
            self.drag = {"tile": tile, "start": pos, "pos": pos, "moved": False}
            return
        spot = self.spot_at(pos)
        if spot is not None and self.sel is not None:
            self.try_play(self.sel, spot)
            return
        self.sel = None

    def _release(self, pos) -> None:
        drag, self.drag = self.drag, None
        if drag is None or pos is None:
            return
        tile = drag["tile"]
        if drag["moved"]:
            spot = self.spot_at(pos)
            if spot is not None:
                self.try_play(tile, spot)
            return
        if not self.human_turn:
            return
        if tile == self.sel:
            self.sel = None
            return
        if tile in self.playable_tiles():
            self.select(tile)
        else:
            self.sel = None
            if self.game.drawn >= 0:
                reason = _("You drew {tile}: you must play that tile.").format(
                    tile=tile_label(self.game.drawn))
            else:
                reason = _("{tile} fits nowhere on the layout.").format(tile=tile_label(tile))
            self.refuse(tile, reason)

    def request_hint(self) -> None:
        if not self.human_turn or self.hint_pending is not None:
            return
        self.hint_pending = self.worker.hint(self.game.view(self.human))
        self.hint_text = _("Thinking of a hint...")

    def _take_hint(self) -> None:
        pending, self.hint_pending = self.hint_pending, None
        try:
            h = pending.result()
        except Exception as e:  # noqa: BLE001 - a failed hint only says so
            self.hint_text = _("No hint ({error})").format(error=e)
            return
        if not self.human_turn:
            self.hint_text = ""
            return
        mv = h.move
        self.select(mv.tile)
        spots = self.legal_spots(mv.tile)
        if mv.code & 255 in spots:
            self.spot_idx = spots.index(mv.code & 255)
        self.hint_text = _("Hint: {move} ({reason})").format(move=self.move_text(mv),
                                                              reason=hint_reason(h.reason))

    @property
    def undo_shown(self) -> bool:
        """The Undo button is on screen (undo allowed in the options, a human playing)."""
        return self.app.settings.undo_allowed and self.human is not None

    def can_undo(self) -> bool:
        """Undo is on (Options), the game is at rest in a hand, and the human has
        played in this hand (a hand already summarized is never taken back)."""
        g = self.game
        if (not self.app.settings.undo_allowed or self.human is None or g.phase != "play"
                or self.events or self.busy or self.hold):
            return False
        steps = self.steps
        start = len(steps) - 1 - steps[::-1].index(-1) if -1 in steps else 0
        return any(steps[i] == self.human for i in range(start, len(steps)))

    def undo(self) -> None:
        """Take back the human's last play and the bots' plays after it (engine undo),
        if undo is allowed; the game is then marked assisted for the statistics."""
        if not self.can_undo():
            if self.app.settings.undo_allowed and self.human_turn:
                self.toast = (_("Nothing to take back in this hand"), THEME.ink, 2.0)
            return
        steps = self.steps
        start = len(steps) - 1 - steps[::-1].index(-1) if -1 in steps else 0
        mine = [i for i in range(start, len(steps)) if steps[i] == self.human]
        self.pending = None  # a bot's choice for the position being taken back
        self.hint_pending = None
        self.hint_text = ""
        self.timeline.finish_all()  # score roll-ups of the plays being taken back
        for _k in range(len(steps) - mine[-1]):
            steps.pop()
            self.game.undo()
        self.assisted = True
        self.recount()
        self._sync_from_engine()
        self.drag = None
        self.hover = None
        self.markers.clear()
        self.popups.clear()
        self.shake.clear()
        self.last_play = ""
        self.status_note = ""
        self.toast = (_("Move taken back"), THEME.ink, 2.0)
        self.app.audio.play("draw")
        self._autosave()

    def _sync_from_engine(self) -> None:
        g = self.game
        self.shown_hands = [sorted(g.hand_tiles(s)) if s == self.human else g.hand_tiles(s)
                            for s in range(self.players)]
        self.shown_layout = g.layout.copy()
        self.geom = LayoutGeometry.build(g.layout.placed, g.rules.inline_sniff, self._bounds())
        self.shown_scores = [float(s) for s in g.scores]
        self.shown_bone = g.boneyard_size
        self.sel = None
        self.preview_cache.clear()
        self._fit_camera()

    def button_enabled(self, b) -> bool:
        """Whether HUD button ``b`` can be used now (Hint only on the human's turn)."""
        return self.human_turn if b.on_click == self.request_hint else True

    def open_pause(self) -> None:
        if self.app.top is self:
            push_pause(self.app)

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.blit(self.map.background(surf.get_size()), (0, 0))
        self._draw_layout(surf)
        self._draw_boneyard(surf)
        for s in range(self.players):
            self._draw_hand(surf, s)
            self._draw_label(surf, s)
        self._draw_scores(surf)
        self._draw_status(surf)
        self._draw_total(surf)
        for b in self.buttons:
            b.enabled = self.button_enabled(b)
            b.draw(surf, vp, self.app.fonts)
        if self.undo_shown:
            self.undo_button.enabled = self.can_undo()
            self.undo_button.draw(surf, vp, self.app.fonts)
        self._draw_lead(surf)
        self._draw_shuffle(surf)
        for sp in self.sprites:
            self._draw_sprite(surf, sp)
        self._draw_drag(surf)
        self._draw_popups(surf)

    def _draw_layout(self, surf) -> None:
        """The placed tiles, from a cached layer over the layout area: redrawn only when
        the camera moves or a tile lands, so a still frame costs one blit."""
        cam = self.camera
        shown = self.shown_layout
        key = (cam.unit, round(cam.cx, 3), round(cam.cy, 3), len(shown.placed), shown.sniff,
               surf.get_size(), id(self.geom), cam.rect.topleft, THEME.name)
        if key != self._layer_key:
            self._layer_key = key
            area = cam.rect.inflate(self.app.vp.length(80), self.app.vp.length(60))
            area = area.clip(surf.get_rect())
            layer = self.map.background(surf.get_size()).subsurface(area).copy()
            self._draw_tiles(layer, (-area.x, -area.y))
            self._layer, self._layer_rect = layer, area
        surf.blit(self._layer, self._layer_rect)
        self._draw_badges(surf)

    def _draw_tiles(self, surf, offset) -> None:
        cam = self.camera
        u = cam.unit
        art = self.art
        shown = self.shown_layout
        placed = {t for t, _ in shown.placed}
        sh = max(1, u // 12)
        ox, oy = offset
        for t in self.geom.order:
            if t not in placed:
                continue
            pl = self.geom.tiles[t]
            img = art.face(pl.first, pl.second, pl.vertical, u)
            x, y = cam.to_screen(pl.cx, pl.cy)
            r = img.get_rect(center=(round(x + ox), round(y + oy)))
            pygame.draw.rect(surf, (8, 40, 26), r.move(sh, sh), border_radius=max(2, u // 6))
            surf.blit(img, r)
            if t == shown.sniff:  # an outline and a corner mark (not the colour alone)
                ring = r.inflate(sh * 2 + 2, sh * 2 + 2)
                pygame.draw.rect(surf, THEME.accent, ring, width=max(2, u // 9),
                                 border_radius=max(3, u // 5))
                draw_sniff_mark(surf, ring, u)

    def _draw_badges(self, surf) -> None:
        vp = self.app.vp
        shown = self.shown_layout
        if self.busy or self.events:
            badges = self._badges(shown) if shown.placed else []
            spots_for, previews, focus = {}, {}, None
        else:
            badges = self._badges(shown) if shown.placed else []
            tile = self.sel if self.sel is not None else (
                self.drag["tile"] if self.drag else self.hover)
            spots = self.legal_spots(tile) if tile is not None else []
            spots_for = set(spots)
            previews = self.preview(tile) if spots else {}
            focus = None
            if self.sel is not None and spots:
                focus = spots[self.spot_idx % len(spots)]
        r = max(vp.length(12), min(self.camera.unit * 0.42, vp.length(19)))
        fsize = max(15, min(r / vp.scale * 1.15, 22))
        disc = pygame.Rect(0, 0, round(r * 1.6), round(r * 1.6))
        for pos, value, kind in badges:
            disc.center = pos
            if kind == "solid":  # a counted end: a solid disc
                pygame.draw.circle(surf, (20, 20, 20), (pos[0] + 2, pos[1] + 2), r)
                pygame.draw.circle(surf, THEME.badge, pos, r)
                pygame.draw.circle(surf, THEME.ring, pos, r, max(2, round(r / 7)))
                self.text.draw(surf, str(value), fsize, THEME.badge_ink, pos, "center", True,
                               False, box=disc)
            else:  # an attach point that counts nothing: a hollow ring
                pygame.draw.circle(surf, THEME.ring, pos, r, max(2, round(r / 6)))
                self.text.draw(surf, str(value), fsize * 0.9, THEME.ring, pos, "center", True,
                               True, box=disc)
        # where the chosen tile may go, and what each spot would score
        if self.human_turn:
            pts = [s[0] for s in self.game.layout.slots] or [OPEN_CODE]
            bad_pc, bad_left = self.bad_ring
            for pc in pts:
                pos = self._point_pos(pc)
                if pos is None:
                    continue
                if pc in spots_for:
                    glow = THEME.focus if pc == focus else THEME.accent
                    pygame.draw.circle(surf, glow, pos, r + vp.length(5), vp.length(4))
                    if pc == focus:  # the chosen spot: a double ring and an arrow
                        pygame.draw.circle(surf, THEME.ink_dark, pos, r + vp.length(10),
                                           vp.length(2))
                        ex = self.geom.exits.get(pc)
                        ddx, ddy = (ex.dx, ex.dy) if ex is not None else (0, -1)
                        # across the open side, where the preview number is not
                        draw_spot_arrow(surf, pos, r + vp.length(10), THEME.focus,
                                        vp.length(20), (-ddy, ddx) if (ddx or ddy) else (0, 1))
                    pts_ = previews.get(pc, 0)
                    label = f"+{pts_}" if pts_ else "+0"
                    lr = self.text.get(label, 20, THEME.ink, True).get_rect()
                    e = self.geom.exits.get(pc)
                    dx, dy = (e.dx, e.dy) if e is not None else (0, -1)
                    # outside the ring, on the open side: never over the tiles
                    reach = r + vp.length(8) + (lr.w / 2 if dx else lr.h / 2)
                    lr.center = (round(pos[0] + dx * reach), round(pos[1] + dy * reach))
                    box = lr.inflate(vp.length(10), vp.length(4))
                    pygame.draw.rect(surf, (20, 20, 20), box, border_radius=vp.length(6))
                    pygame.draw.rect(surf, glow, box, 2, border_radius=vp.length(6))
                    surf.blit(self.text.get(label, 20, glow if pts_ else THEME.ink_dim, True), lr)
                elif pc == OPEN_CODE:
                    pygame.draw.circle(surf, THEME.ring, pos, r + vp.length(3), vp.length(3))
                if pc == bad_pc and bad_left > 0:  # a refused spot: a ring and an X
                    pygame.draw.circle(surf, THEME.bad, pos, r + vp.length(7), vp.length(4))
                    draw_cross(surf, pos, r, THEME.bad, vp.length(4))

    def _draw_boneyard(self, surf) -> None:
        vp = self.app.vp
        r = self.map.anchor("boneyard")
        n = self.shown_bone
        u = min(r.h / 2.6, 20)
        img = self.art.back(True, vp.length(u))
        show = min(n, 7)
        for i in range(show):
            p = vp.point((r.centerx - (show - 1) * u * 0.32 + i * u * 0.64 - u / 2,
                          r.y + 4 + (i % 2) * 3))
            surf.blit(img, p)
        box = vp.rect((r.x - 20, r.bottom - 24, r.w + 40, 24))
        self.text.draw(surf, _("Boneyard {n}").format(n=n), 17, THEME.ink,
                       vp.point((r.centerx, r.bottom)), "midbottom", True, box=box)

    def _draw_hand(self, surf, seat: int) -> None:
        vp = self.app.vp
        hand = self.shown_hands[seat]
        if not hand:
            return
        vertical = self._hand_vertical(seat)
        playable = set(self.playable_tiles()) if seat == self.human else set()
        my_turn = seat == self.human and self.human_turn
        dragging = self.drag["tile"] if self.drag and self.drag["moved"] else None
        for tile, rect in self.hand_tile_rects(seat):
            if tile == dragging:
                continue
            upx = rect.w if vertical else rect.h
            if tile in self.shake:
                rect = rect.move(round(math.sin(self.shake[tile] * 60) * vp.length(5)), 0)
            f = self.flip[seat]
            if self.face_up[seat]:
                img = self.art.face(LO[tile], HI[tile], vertical, upx)
            else:
                img = self.art.back(vertical, upx)
            if f < 1.0 and self.still:
                f = 1.0  # reduced motion: hands turn face up at once
            if f < 1.0:
                if f < 0.5:
                    img = self.art.back(vertical, upx)
                k = abs(1 - 2 * f)
                w = max(1, round(img.get_width() * k))
                img = pygame.transform.scale(img, (w, img.get_height()))
            ir = img.get_rect(center=rect.center)
            pygame.draw.rect(surf, (8, 40, 26), ir.move(2, 3), border_radius=max(2, upx // 6))
            surf.blit(img, ir)
            if my_turn and playable and tile not in playable:
                dim = pygame.Surface(ir.size, pygame.SRCALPHA)
                dim.fill((10, 30, 20, 120))
                surf.blit(dim, ir)
            if seat == self.human and tile == self.sel:
                pygame.draw.rect(surf, THEME.focus, ir.inflate(6, 6), 3,
                                 border_radius=max(3, upx // 5))
            elif my_turn and tile in playable:
                pygame.draw.rect(surf, THEME.accent, ir.inflate(4, 4), 2,
                                 border_radius=max(3, upx // 5))

    def _draw_label(self, surf, seat: int) -> None:
        vp = self.app.vp
        g = self.game
        r = vp.rect(self.map.anchor(f"label_{seat}"))
        turn = g.phase == "play" and g.turn == seat and not self.events
        fill = THEME.box if not turn else (120, 80, 20)
        pygame.draw.rect(surf, fill, r, border_radius=vp.length(8))
        pygame.draw.rect(surf, THEME.accent if turn else THEME.panel_edge, r,
                         vp.length(3 if turn else 2), border_radius=vp.length(8))
        if turn:  # the seat to play: an arrow too, not only the colour
            a = vp.length(7)
            pts = [(r.x + vp.length(5), r.centery - a), (r.x + vp.length(5) + a, r.centery),
                   (r.x + vp.length(5), r.centery + a)]
            pygame.draw.polygon(surf, THEME.focus, pts)
        name = self.names[seat]
        if seat != self.human:
            name = _("{name} ({level})").format(name=name,
                                                level=level_name(self.config.level(seat)))
        if seat == self.leader_mark and g.phase == "play":
            name += " *"
        n = len(self.shown_hands[seat])
        small = r.h < vp.length(40)
        size = 16 if small else 18
        inner = r.inflate(-vp.length(24), 0)
        tiles = ngettext("{n} tile", "{n} tiles", n).format(n=n)
        if small:
            self.text.draw(surf, _("{name}  {tiles}").format(name=name, tiles=tiles), size,
                           THEME.ink, r.center, "center", box=inner)
        else:
            top = pygame.Rect(inner.x, r.y, inner.w, r.h // 2)
            self.text.draw(surf, name, size, THEME.ink, (r.centerx, r.centery - vp.length(1)),
                           "midbottom", True, box=top)
            self.text.draw(surf, tiles, 16, THEME.ink_dim,
                           (r.centerx, r.centery + vp.length(1)), "midtop",
                           box=pygame.Rect(inner.x, r.centery, inner.w, r.h // 2))
        if turn and seat != self.human and self.pending is not None:
            dots = "." * (1 if self.still else 1 + int(self.time * 3) % 3)
            self.text.draw(surf, _("thinking") + dots, 15, THEME.focus,
                           (r.centerx, r.bottom + vp.length(2)), "midtop",
                           max_w=r.w + vp.length(40))
        if seat in self.markers:
            m = self.text.get(_("PASS"), 22, THEME.ink_dark, True, max_w=r.w)
            mr = m.get_rect(center=r.center)  # over the label: never over anything else
            pygame.draw.rect(surf, THEME.focus, mr.inflate(vp.length(14), vp.length(6)),
                             border_radius=vp.length(8))
            surf.blit(m, mr)

    def _draw_scores(self, surf) -> None:
        vp = self.app.vp
        g = self.game
        r = vp.rect(self.map.anchor("scores"))
        pygame.draw.rect(surf, THEME.box, r, border_radius=vp.length(10))
        pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2), border_radius=vp.length(10))
        pad = vp.length(8)
        title = _("{rules}: to {target}").format(rules=ruleset_title(g.rules.title),
                                                 target=g.target)
        self.text.draw(surf, title, 17, THEME.focus, (r.x + pad, r.y + pad), "topleft", True,
                       box=pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, vp.length(22)))
        n = len(g.scores)
        row_top = r.y + pad + vp.length(24)
        row_h = min((r.bottom - pad - row_top) / max(1, n), vp.length(58))
        tally = self.app.settings.score_style == "tally"
        for e in range(n):
            y = row_top + e * row_h
            name = entry_name(g, self.names, e)
            score = round(self.shown_scores[e])
            turn_entry = g.phase == "play" and not self.events and self.entry_of(g.turn) == e
            col = THEME.focus if turn_entry else THEME.ink
            num = self.text.draw(surf, str(score), 22, col, (r.right - pad, y - vp.length(2)),
                                 "topright", True,
                                 box=pygame.Rect(r.x + pad, y - vp.length(2), r.w - 2 * pad,
                                                 vp.length(26)))
            x0 = r.x + pad
            if turn_entry:  # whose turn: a marker as well as the colour
                a = vp.length(5)
                pygame.draw.polygon(surf, col, [(x0, y + vp.length(4)),
                                                (x0 + a, y + vp.length(4) + a),
                                                (x0, y + vp.length(4) + 2 * a)])
                x0 += vp.length(9)
            self.text.draw(surf, name, 17, col, (x0, y), "topleft", bold=turn_entry,
                           box=pygame.Rect(x0, y - vp.length(2), num.x - x0 - vp.length(6),
                                           vp.length(24)))
            if tally:
                sv = 5 if g.rules.points_divisor == 1 else 1
                th = max(vp.length(10), round(row_h * 0.42))
                tr = pygame.Rect(r.x + pad, round(y + row_h * 0.5), r.w - 2 * pad, th)
                if tr.bottom <= r.bottom:
                    draw_tally(surf, tr, score, sv, THEME.ink, max(1, vp.length(2)))

    def _draw_status(self, surf) -> None:
        vp = self.app.vp
        r = vp.rect(self.map.anchor("status"))
        g = self.game
        lines = []
        if self.human_turn:
            if g.drawn >= 0:
                lines.append((_("Your turn: play the {tile} you drew").format(
                    tile=tile_label(g.drawn)), THEME.focus))
            elif g.layout.empty:
                lines.append((_("Your lead: any tile may open"), THEME.focus))
            else:
                lines.append((_("Your turn: pick a tile, then a ring"), THEME.focus))
        elif self.status_note:
            lines.append((self.status_note, THEME.ink))
        elif g.phase == "play" and not self.events:
            lines.append((_("{name} to play").format(name=self.names[g.turn]), THEME.ink))
        if self.last_play:
            lines.append((self.last_play, THEME.ink_dim))
        text, color, left = self.toast
        if left > 0:
            lines.insert(0, (text, color))
        elif self.hint_text and self.human_turn:
            lines.insert(0, (self.hint_text, THEME.good))
        lines = lines[:2]
        fs = 18 if len(lines) < 2 else 15
        step = r.h / max(1, len(lines))
        for i, (text, color) in enumerate(lines):
            box = pygame.Rect(r.x, round(r.y + step * i), r.w, round(step))
            self.text.draw(surf, text, fs, color, box.center, "center", box=box)

    def _draw_total(self, surf) -> None:
        vp = self.app.vp
        r = vp.rect(self.map.anchor("total"))
        total = self.shown_layout.total if self.shown_layout.placed else 0
        scoring = self.game.rules.points(total) > 0
        pygame.draw.rect(surf, (25, 25, 25), r, border_radius=vp.length(12))
        pygame.draw.rect(surf, THEME.accent if scoring else THEME.panel_edge, r, vp.length(3),
                         border_radius=vp.length(12))
        if scoring:  # a scoring total: a second border as well as the colour
            pygame.draw.rect(surf, THEME.accent, r.inflate(-vp.length(8), -vp.length(8)),
                             vp.length(1), border_radius=vp.length(9))
        inner = r.inflate(-vp.length(10), 0)
        self.text.draw(surf, _("Total"), 15, THEME.ink_dim, (r.centerx, r.y + vp.length(3)),
                       "midtop", box=pygame.Rect(inner.x, r.y + vp.length(3), inner.w,
                                                 vp.length(18)))
        self.text.draw(surf, str(total), 30, THEME.focus if scoring else THEME.ink,
                       (r.centerx, r.bottom - vp.length(2)), "midbottom", True)

    def _draw_lead(self, surf) -> None:
        if not self.lead_tiles:
            return
        vp = self.app.vp
        for seat, tile in self.lead_tiles:
            lr = self.map.anchor(f"label_{seat}")
            hr = self.map.anchor(f"hand_{seat}")
            c = ((lr.centerx + hr.centerx) / 2, (lr.centery + hr.centery) / 2)
            c = (lerp(c[0], 640, 0.35), lerp(c[1], 360, 0.35))
            img = self.art.face(LO[tile], HI[tile], False, vp.length(30))
            rr = img.get_rect(center=vp.point(c))
            surf.blit(img, rr)
            self.text.draw(surf, f"{PIPS[tile]}", 20, THEME.focus, rr.midbottom, "midtop", True)

    def _draw_shuffle(self, surf) -> None:
        if self.shuffle_t < 0 or self.still:
            return
        vp = self.app.vp
        c = self.map.anchor("layout").center
        img = self.art.back(False, vp.length(18))
        for i in range(12):
            a = i * 2.4 + self.shuffle_t * 9
            rad = 40 * math.sin(self.shuffle_t * math.pi)
            p = (c[0] + math.cos(a) * rad * (1 + i % 3 * 0.4), c[1] + math.sin(a) * rad * 0.6)
            surf.blit(img, img.get_rect(center=vp.point(p)))

    def _draw_sprite(self, surf, sp: Sprite) -> None:
        if sp.dst is None:
            return
        t = sp.t
        src, dst = _val(sp.src), _val(sp.dst)
        if self.still:  # reduced motion: the tile fades in where it lands
            u = max(4, round(_val(sp.u1)))
            img = (self.art.face(sp.first, sp.second, sp.v1, u) if sp.face
                   else self.art.back(sp.v1, u)).copy()
            img.set_alpha(round(255 * t))
            surf.blit(img, img.get_rect(center=(round(dst[0]), round(dst[1]))))
            return
        x = lerp(src[0], dst[0], t)
        y = lerp(src[1], dst[1], t) - math.sin(t * math.pi) * 20
        u = max(4, round(lerp(_val(sp.u0), _val(sp.u1), t)))
        if sp.face:
            img = self.art.face(sp.first, sp.second, sp.v1, u)
        else:
            img = self.art.back(sp.v1, u)
        if sp.v0 != sp.v1:
            img = pygame.transform.rotate(img, (1 - t) * 90)
        surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_drag(self, surf) -> None:
        d = self.drag
        if d is None or not d["moved"]:
            return
        t = d["tile"]
        u = self.app.vp.length(self._hand_unit(self.human))
        img = self.art.face(LO[t], HI[t], True, u)
        surf.blit(img, img.get_rect(center=d["pos"]))

    def _draw_popups(self, surf) -> None:
        vp = self.app.vp
        for p in self.popups:
            rise = 0 if self.still else vp.length(50) * p.t  # reduced motion: no rising
            y = p.pos[1] - vp.length(26) - rise
            img = self.text.get(p.text, p.size, p.color, True)
            img2 = img.copy()
            img2.set_alpha(round(255 * (1 - max(0, p.t - 0.6) / 0.4)))
            surf.blit(img2, img2.get_rect(center=(p.pos[0], y)))

    # -- for tests ------------------------------------------------------------------------
    def debug_state(self) -> dict:
        return {"phase": self.game.phase, "turn": self.game.turn, "events": len(self.events),
                "busy": self.busy, "hold": self.hold, "shown_placed": len(self.shown_layout.placed)}

