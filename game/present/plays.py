"""A play on the timeline (a mixin of :class:`~.director.Director`): the tile leaves
its seat's rack and settles on the board, the seat's plate lit while it is that seat's
move; the last play held lit; the game won by a play mid-hand.

A bot's tile first rises out of its own rack, turning over to its face (a "lift" beat,
LIFT / LIFT_ALONE seconds: the eye is at the seat as it leaves), then flies from there
(the flight's source is the seat's hand slot, ``game.render.overlays``), eased in and
out over BOT_FLIGHT seconds: one tile in the air at a time, each bot's move its own beat
(the table's pace, ``scenes/table/pace``)."""

from __future__ import annotations

import math

from engine.events import GameEnd, Play
from engine.tiles import HI, LO

from .view import Flight, LastAction
from .words import Msg

__all__ = ["PlayBeats", "BOT_FLIGHT", "BOT_FLIGHT_ALONE", "REPLY_HOLD", "REPLY_HOLD_AFTER_SCORE",
           "LIFT", "LIFT_ALONE", "MY_FLIGHT", "HOLD_LAST", "REACH_HOLD", "REACH_MIN",
           "WIN_SKIP_AFTER", "GAME_END_HOLD"]

#: A bot's tile from its rack to its place (s, Normal), after its LIFT: 0.36 s in the air
#: in all, a flight a player can follow from the seat (0.3 s with no lift read as a
#: tile popping onto the board, fs_129).
BOT_FLIGHT = 0.28
#: With 2 players the one bot's reply is the only move to follow: its tile lifts longer
#: and travels longer, an ease the eye can follow from the rack to its place (new
#: players found 0.34 s after a 0.55 s beat "too fast to follow"), and the player's
#: turn lights REPLY_HOLD after a reply that scores nothing has landed (a scoring reply
#: has its own read: its ends light and add up; the 2-player budget's slack, 1.47 ->
#: 1.75 s, is spent here and on the lift, the scoring reply's 3.0 s has none).
#: 3-4 players keep BOT_FLIGHT (4 s for three bots).
BOT_FLIGHT_ALONE = 0.46
REPLY_HOLD = 0.68
#: ... and after a quiet reply to the player's own scoring play, which had its breath
#: (MINE_SCORE_HOLD, scenes/table/pace) before the bot's tile: that round keeps its
#: length (the lift's time taken from this hold).
REPLY_HOLD_AFTER_SCORE = 0.3
#: A bot's tile first rises out of its rack, turning over to its face, on a beat of its
#: own (s, Normal), so the eye is at the seat when it leaves (new players: "North
#: replied within 0.3-0.5 s", the tile seen only on the board); then it flies, eased in
#: and out from the lifted point. Shorter with 3-4 players (three bots in 4 s).
LIFT_ALONE = 0.13
LIFT = 0.08
#: The player's own tile: eased in and out.
MY_FLIGHT = 0.38
#: The last play of a hand stays on the board, its counted ends lit, this long (normal
#: speed) before anything covers it.
HOLD_LAST = 1.4
#: A play that reaches the target mid-hand: its "+N" lands, then "North wins" with
#: "North reached 100 with a 15" under it holds over the final board (the play lit,
#: the hands still held turned up) this long (s, Normal; at least REACH_MIN) from the
#: reach beat's start, then GAME_END_HOLD more, before the game-over screen: >= 2.8 s
#: of banner after the "+N" lands (else the win came too abruptly, and
#: the player saw no word of how the last hand ended). A game won at a hand's end gets
#: the same win on the table once that hand's summary is closed.
REACH_HOLD, REACH_MIN = 3.0, 2.5
WIN_SKIP_AFTER = 0.6  # (s) a skip (Space, a click) stops at the win's banner until then
#: The final board stays this long (s, Normal) before the game-over screen covers it.
GAME_END_HOLD = 0.8


class PlayBeats:
    """The play beats (``self`` is the :class:`~.director.Director`)."""

    def _acted(self, seat: int) -> LastAction:
        """The seat's last action, a new one if its last turn is over."""
        act = self.view.last_action.get(seat)
        if act is None or act.done:
            act = self.view.last_action[seat] = LastAction()
        return act

    def _play(self, ev: Play, layout, gate) -> None:
        v = self.view
        mv = ev.move
        hold: dict = {}

        def start():
            hand = v.hands[ev.seat]
            idx = hand.index(mv.tile) if mv.tile in hand else max(0, len(hand) - 1)
            f = Flight("play", ev.seat, mv.tile, True, idx, max(1, len(hand)), mv.code & 255,
                       dropped=v.drop_tile == mv.tile)
            v.drop_tile = -1
            if mv.tile in hand:
                hand.remove(mv.tile)
            v.board.append((mv.tile, mv.code & 255))
            v.flights.append(f)
            v.lit = (-1, 0.0)
            v.lit_points, v.lit_age, v.tally, v.tally_done = None, {}, [], False
            v.callouts.clear()  # the last play's callout does not linger over this one
            v.mover = ev.seat  # its plate stays lit while its tile travels
            hold["f"] = f

        def rise(p):
            hold["f"].lift = p

        def step(p):
            f = hold["f"]
            f.t = p
            if f.lift >= 0:
                f.lift = 1.0

        def land():
            f = hold.get("f")
            if f in v.flights:
                v.flights.remove(f)
            if layout is not None:
                v.layout = layout
            v.last_tile = mv.tile
            act = self._acted(ev.seat)
            act.tile, act.points, act.done = mv.tile, ev.points, True
            v.last_move = Msg("play", ev.seat, {"move": mv, "total": ev.total,
                                                "points": ev.points,
                                                "scores": tuple(ev.scores),
                                                "sniff": getattr(layout, "sniff", -1),
                                                "inline": getattr(layout, "inline", False)})
            self.log_move(ev.seat, v.last_move)
            v.status = None
            self._hook("sound", "double" if LO[mv.tile] == HI[mv.tile] else "place")
            self._hook("shot", "play")
        # a bot's tile leaves its rack at once and settles on the board, easing out
        # (it never sits over the Total box by the top rack); the player's own eases
        # in and out
        mine = ev.seat == v.shown_seat
        self.last_play = ev  # the game's closing play, if it reaches the target
        if ev.seat == self.player:
            self.mine_scored = bool(ev.points)
        alone = len(v.hands) == 2
        flight = MY_FLIGHT if mine else BOT_FLIGHT_ALONE if alone else BOT_FLIGHT
        lift = 0.0 if mine or self.timing.still else self.d(LIFT_ALONE if alone else LIFT)
        if lift > 0:  # a bot's tile rises out of its rack, turning over, then flies
            def lifting():
                start()
                hold["f"].lift = 0.0
            self.then("lift", lift, start=lifting, step=rise, easing="linear")
        self.then("play", self.timing.fly(flight), start=None if lift > 0 else start,
                  step=step, land=land, gate=gate,
                  easing="easeInOutCubic" if mine else "easeInOutSine" if lift > 0
                  else "easeOutCubic")
        if ev.points:
            self._payoff(ev, layout)
        else:
            self.turn_scored(ev.seat, 0)

    def hold_last(self) -> None:
        """The last play stays on the board with its counted ends lit (>= 1.2 s at
        normal speed) before anything covers it."""
        v = self.view

        def light():
            tile = v.layout.placed[-1][0] if v.layout is not None and v.layout.placed else -1
            v.lit = (tile, math.inf)
        self.then("hold_last", self.d(HOLD_LAST), start=light)

    def _game_end(self, ev: GameEnd, mid_hand: bool = False) -> None:
        v = self.view
        if not mid_hand:  # won at a hand's end: after that hand's summary, the win
            def cheer():  # itself on the final board ("You win!", its fanfare)
                v.banner, v.banner_t = f"reach:{ev.winner}", 0.0
                v.closing = None
            hold = self.d(REACH_HOLD)
            if self.timing.scale > 0:
                hold = max(REACH_MIN, hold)
            self.then("reach", hold, start=cheer)
        else:  # the play that reached the target gets its beat: its "+N" flies
            last = self.last_play

            def reach():  # and "North wins" shows before the game-over screen, the
                v.banner, v.banner_t = f"reach:{ev.winner}", 0.0  # hands left turned
                v.closing = None if last is None else (last.seat, last.points)
                if last is not None:  # face up as at a hand's end; the
                    v.lit = (last.move.tile, math.inf)  # winning play stays lit
                self._turn_up()
            hold = self.d(REACH_HOLD)
            if self.timing.scale > 0:
                hold = max(REACH_MIN, hold)
            self.then("reach", hold, start=reach,  # a 0.5 s flip
                      step=lambda p: self._flip(min(1.0, p * max(hold, 1e-6) / 0.5)))

        def finish():
            v.scores = [float(x) for x in ev.scores]
            v.status = Msg("game_over")
            self.held = True
            self._hook("on_game_end", ev)
        self.then("game_end", self.d(GAME_END_HOLD), land=finish)
