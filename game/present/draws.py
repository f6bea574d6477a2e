"""The draws on the timeline (a mixin of :class:`~.director.Director`): a tile flies
from the boneyard to a hand; the human's draw by hand waits for a click on the
boneyard (Enter / A) for each tile: one click, one tile (a click that drew two with
Auto-draw off surprised the player; Auto-draw draws them all without a click). The
further tiles of a turn that no click waits for (a bot's, Auto-draw's) fly briskly."""

from __future__ import annotations

from engine.events import Draw

from ..texts import tile_label
from .view import Flight, Note
from .words import Msg

__all__ = ["DrawBeats", "DRAW_FLIGHT", "RUN_FLIGHT", "RUN_REST", "SHOWN_RUN", "SHOWN_REST"]

#: A drawn tile's flight from the boneyard to its hand (s, times the animation speed;
#: reduced motion shortens it to a fade in place).
DRAW_FLIGHT = 0.45
#: The flight and the rest after it of each further tile of a turn's draws that no click
#: waited for (a bot's, Auto-draw's): about 0.3 s a tile at Normal.
RUN_FLIGHT, RUN_REST = 0.26, 0.04
#: The same for the player's own run of draws (Auto-draw): about 0.32 s a tile, a clear
#: beat apart (each lands, rests, then the next lifts off; ten tiles at 0.42 s were a
#: long wait, and what came is marked in the hand till the next play: view.drawn_new).
SHOWN_RUN, SHOWN_REST = 0.22, 0.10


class DrawBeats:
    """The draw beats and the wait for the human's draw, on a director (which has
    ``view``, ``timing``, ``hooks``, ``beats``, ``then``, ``d``, ``_hook``,
    ``_acted``)."""

    def _init_draws(self) -> None:
        self._draw_go = False
        #: A click / Enter / A came during a draw's flight: the next draw goes at once.
        self._draw_queued = False
        #: The seat of each draw that waits for a click (``await_draw`` beat -> seat).
        self._await_seat: dict = {}

    def _draw(self, ev: Draw) -> None:
        v = self.view
        hold: dict = {}
        by_hand = self.hooks.get("manual_draw")
        if by_hand is not None:
            # the human with no play draws by hand: the beat waits for a click on the
            # boneyard (Enter / A) unless auto-draw is on (asked again while waiting)
            def ask():
                hold["wait"] = bool(by_hand(ev.seat))
                if hold["wait"]:
                    v.awaiting_draw = ev.seat
                    v.turn = ev.seat  # drawing is part of the turn: its cues stay lit
                    v.status = None
                    # a press queued during the last draw's flight draws this one
                    self._draw_go, self._draw_queued = self._draw_queued, False

            def ready():
                return not hold.get("wait") or self._draw_go or not by_hand(ev.seat)

            def done():
                v.awaiting_draw = None
                self._draw_go = False
                self._await_seat.pop(beat, None)
            beat = self.then("await_draw", 0.0, start=ask, gate=ready, land=done)
            self._await_seat[beat] = ev.seat

        def start():
            # a further tile of one turn's draws that no click waited for (a bot's,
            # auto-draw's): brisker, about 0.3 s a tile at Normal
            if self._acted(ev.seat).drew >= 1 and not hold.get("wait"):
                # a run: brisker; the player's own (auto-draw) a little less brisk, so
                # each tile is seen lifting off the pile and landing in the tray
                mine = ev.seat == v.shown_seat
                fly["b"].duration = self.timing.fly(SHOWN_RUN if mine else RUN_FLIGHT)
                rest.duration = self.d(SHOWN_REST if mine else RUN_REST)
            v.status = Msg("draws", ev.seat)
            v.mover = ev.seat  # its plate lit while it draws
            hand = v.hands[ev.seat]
            n = len(hand) + 1
            shown = ev.seat == v.shown_seat
            # a hand shown face up is sorted: the tile flies to the slot it will keep
            slot = sorted(hand + [ev.tile]).index(ev.tile) if shown else n - 1
            f = Flight("draw", ev.seat, ev.tile, shown, slot, n)
            hold["f"] = f
            v.flights.append(f)
            v.boneyard -= 1
            self._hook("sound", "draw")

        def step(p):
            hold["f"].t = p

        def land():
            f = hold["f"]
            if f in v.flights:
                v.flights.remove(f)
            v.hands[ev.seat].append(ev.tile)
            if ev.seat != v.shown_seat:  # a hidden hand's draw: the history lists it
                self.log_aside(ev.seat, Msg("draws", ev.seat))
            self._acted(ev.seat).drew += 1
            if ev.seat == v.shown_seat:
                v.hands[ev.seat].sort()
                # which tile was drawn: named on the status line, lit in the hand a moment
                # (a hidden hand's draw is only "North draws")
                keep = max(2.0, self.d(2.5))
                v.fresh = {ev.tile: keep}
                drew = self._acted(ev.seat).drew
                # a tile drawn by a click is said alone ("You drew 2: [0|3]" after the
                # second click read as two tiles drawn by it); a run no click waited
                # for (auto-draw) says how many
                msg = Msg("drew", ev.seat, {"tile": tile_label(ev.tile)}) \
                    if drew < 2 or hold.get("wait") else \
                    Msg("drew_n", ev.seat, {"count": drew, "tile": tile_label(ev.tile)})
                v.note = Note(msg, "good", keep)
                # the log line says the latest action, not the play before the draws
                if self.draws_in_log:
                    v.last_move = msg
                    self.log_move(ev.seat, v.last_move)
        # a visible slide from the boneyard into the hand, easing out as it arrives (a
        # quarter second read as a tile popping up in the hand)
        fly = {"b": self.then("draw", self.timing.fly(DRAW_FLIGHT), start=start, step=step,
                              land=land, easing="easeOutCubic")}
        rest = self.then("draw_rest", self.d(0.06))

    @property
    def awaiting_draw(self) -> int | None:
        """The seat whose draw waits for a click on the boneyard (None: no such wait)."""
        b = self.beats[0] if self.beats else None
        if b is not None and b.name == "await_draw" and b.started:
            return self.view.awaiting_draw
        return None

    def draw_now(self) -> bool:
        """The waiting seat draws ONE tile (a click on the boneyard, Enter, A); a press
        during a draw's flight draws the next one as soon as that one waits. False if
        no draw waits (nor will right after the flight)."""
        if self.awaiting_draw is None:
            if self.next_draw_waits() is None or self._draw_queued:
                return False  # (a second press in one flight draws no second tile)
            self._draw_queued = True  # during a draw's flight: the next draw goes at once
            return True
        if self._draw_go:
            return False  # this draw is under way: one press, one tile
        self._draw_go = True
        return True

    def next_draw_waits(self) -> int | None:
        """While a draw flies (or rests), the seat whose next draw, right after it, will
        wait for a click; None otherwise."""
        for b in self.beats:
            if b.name in ("draw", "draw_rest"):
                continue
            return self._await_seat.get(b) if b.name == "await_draw" and not b.started \
                else None
        return None

