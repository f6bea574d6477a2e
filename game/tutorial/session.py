"""One step of the tutorial, live: the position, the player's tiles, their tries.

:class:`StepSession` runs one step: which tiles the player holds, where the
attach points are, what a try at a spot does. Legality, totals, counted ends,
points, draws, passes and the end of a hand all come from the engine; a refused
try gets the engine's reason in plain words (:func:`~.figures.explain`).
Nothing here computes a score, and nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import Game
from engine.errors import IllegalMoveError, InvalidNotationError
from engine.events import Draw, GameEnd, HandEnd, Pass, Play
from engine.layout import Layout
from engine.moves import OPEN_CODE, SIDE_NAMES, Move
from engine.rules import AMERICAN
from engine.tiles import HI, LO, NAME, parse_tile

from ..i18n import _
from .figures import (
    Mark,
    explain,
    figure_plays,
    layout_marks,
    load_examples,
    mirror_move,
    order_counted,
    tile_label,
    where,
)
from .lessons import HUMAN, Step

__all__ = ["StepSession", "Attempt", "PlayResult"]


@dataclass
class PlayResult:
    """What one play did, for the screen: the layout after it, its marks (the
    counted ones in lighting order), total and points, and the engine's events
    (staged steps: the Play, then forced draws/passes, HandEnd, GameEnd)."""
    seat: int
    move: Move
    layout: Layout
    marks: list
    counted: list
    total: int
    points: int
    scores: tuple | None = None
    events: list = field(default_factory=list)

    @property
    def hand_end(self) -> HandEnd | None:
        return next((e for e in self.events if isinstance(e, HandEnd)), None)

    @property
    def game_end(self) -> GameEnd | None:
        return next((e for e in self.events if isinstance(e, GameEnd)), None)

    @property
    def passes(self) -> list[int]:
        return [e.seat for e in self.events if isinstance(e, Pass)]


@dataclass
class Attempt:
    """The answer to a try: ``ok`` (the play was made / a tile was drawn), a message
    for the player, the result of a play, the tile drawn."""
    ok: bool
    message: str = ""
    result: PlayResult | None = None
    drawn: int | None = None


class StepSession:
    """One step, live: the position on the table, the player's tiles, their tries."""

    def __init__(self, step: Step, examples: dict | None = None, mirror=frozenset()):
        self.step = step
        self.kind = step.kind
        self.examples = examples
        self.game: Game | None = None
        self._layout: Layout | None = None
        self.book_order = None
        self.setup_events: list = []
        self.hidden: list[int] = []  # tiles the engine drew for the player, not yet shown
        self.results: list[PlayResult] = []
        self.hint_used = False
        #: The sniff's "sides"/"ends" where the player took the other one than the
        #: step's (:attr:`Step.either`): the lesson's later steps follow that choice.
        self.flipped: frozenset = frozenset()
        if self.kind == "figure":
            ex = (examples or load_examples())[step.figure]
            setup, plays = figure_plays(step, examples, mirror)
            self.example = ex
            if step.book:
                self.book_order = [list(b) for b in step.book]
            elif step.upto is None or step.upto == len(ex["plays"]):
                self.book_order = ex["counted_ends"]
            self._layout = Layout(AMERICAN.inline_sniff)
            for p in setup:
                self._layout.play(p)
            self.queue = [Move.parse(p) for p in plays]
            self.offered = sorted(m.tile for m in self.queue)
        elif self.kind == "staged":
            d = step.deal
            g = Game("american", d.players, target=d.target,
                     scores=list(d.scores) if d.scores is not None else None, seed=0)
            g.deal([[parse_tile(t) for t in h] for h in d.hands],
                   [parse_tile(t) for t in d.boneyard], leader=d.leader)
            for p in step.setup:
                self.setup_events = g.play(p)
            self.game = g
            self.queue = [Move.parse(p) for p in step.plays]
            self.offered = []
            if step.draw:
                self.hidden = [e.tile for e in self.setup_events
                               if isinstance(e, Draw) and e.seat == HUMAN]
        else:
            self.queue = []
            self.offered = []

    # -- the position -----------------------------------------------------------------
    @property
    def layout(self) -> Layout | None:
        if self.game is not None:
            return self.game.layout
        return self._layout

    @property
    def players(self) -> int:
        return self.game.players if self.game is not None else 1

    @property
    def scores(self) -> tuple | None:
        return tuple(self.game.scores) if self.game is not None else None

    @property
    def hand(self) -> list[int]:
        """The tiles the player holds now (sorted), as shown."""
        if self.game is not None:
            tiles = self.game.hand_tiles(HUMAN)
            return sorted(t for t in tiles if t not in self.hidden)
        if self._layout is None:
            return []
        placed = {t for t, _ in self._layout.placed}
        return [t for t in self.offered if t not in placed]

    def hand_sizes(self) -> list[int]:
        if self.game is None:
            return []
        out = [len(self.game.hand_tiles(s)) for s in range(self.players)]
        out[HUMAN] -= len(self.hidden)
        return out

    @property
    def boneyard(self) -> int | None:
        """Tiles in the boneyard as shown (None when the step has none)."""
        if self.game is None:
            return None
        return self.game.boneyard_size + len(self.hidden)

    @property
    def wanted(self) -> Move | None:
        """The play this step wants next from the player."""
        return self.queue[0] if self.queue and not self.bot_to_move else None

    def accepts(self, code: int) -> bool:
        """True when the step takes the play ``code`` now: its own play, or the same
        tile on the sniff's other long side or end where the step leaves it open."""
        mv = self.wanted
        if mv is None:
            return False
        return code == mv.code or code == self._other(mv).code

    def _other(self, mv: Move) -> Move:
        """``mv`` on the sniff's other side or end the step leaves open (:attr:`Step.
        either`), else ``mv`` itself."""
        lay = self.layout
        if not self.step.either or lay is None or lay.sniff < 0:
            return mv
        return mirror_move(mv, lay.sniff, {self.step.either})

    @property
    def bot_to_move(self) -> bool:
        g = self.game
        return bool(self.queue) and g is not None and g.phase == "play" and g.turn != HUMAN

    @property
    def must_draw(self) -> bool:
        return bool(self.hidden)

    @property
    def finished(self) -> bool:
        return not self.queue and not self.hidden

    def points(self) -> list[int]:
        """Attach-point codes on the table; ``[OPEN_CODE]`` for the empty table."""
        lay = self.layout
        if lay is None:
            return []
        return [s[0] for s in lay.slots] or [OPEN_CODE]

    def marks(self) -> list[Mark]:
        lay = self.layout
        return layout_marks(lay) if lay is not None and lay.placed else []

    def want_message(self, tile: int | None = None) -> str:
        mv = self.wanted
        if mv is None:
            return ""
        place = where(mv.tile, mv.code & 255, self.layout)
        if tile == mv.tile:
            return _("That spot works too, but this step plays it {where}.").format(
                where=place)
        return _("This step plays {tile} {where}.").format(tile=tile_label(mv.tile),
                                                           where=place)

    def tile_reason(self, tile: int) -> str:
        """Why ``tile`` is not the tile to play now, in plain words, for a note by that
        tile in the hand ("" when it is the step's tile, or nothing is to be played)::

            [1|3] fits nowhere: no end of the line shows 1 or 3.
            [6|6] comes next: this step plays [3|6] first.
        """
        mv = self.wanted
        if mv is None or tile == mv.tile or tile not in self.hand:
            return ""
        legal = []
        for pc in self.points():
            try:
                self.check(tile, pc)
            except (IllegalMoveError, InvalidNotationError):
                continue
            legal.append(pc)
        if legal:
            if any(m.tile == tile for m in self.queue[1:]):  # its turn comes next
                return _("{tile} comes next: this step plays {want} first.").format(
                    tile=tile_label(tile), want=tile_label(mv.tile))
            return _("{tile} fits, but this step plays {want}.").format(
                tile=tile_label(tile), want=tile_label(mv.tile))
        lay = self.layout
        shown = {pips for _pc, pips, *_rest in lay.slots} if lay is not None else set()
        halves = sorted({LO[tile], HI[tile]})
        if shown & set(halves):  # a number matches, yet the engine refuses: its reason
            pc = next(pc for pc, pips, *_rest in lay.slots if pips in halves)
            try:
                self.check(tile, pc)
                msg = ""
            except (IllegalMoveError, InvalidNotationError) as e:
                msg = explain(e)
        elif len(halves) == 1:
            msg = _("{tile} fits nowhere: no end of the line shows {a}.").format(
                tile=tile_label(tile), a=halves[0])
        else:
            msg = _("{tile} fits nowhere: no end of the line shows {a} or {b}.").format(
                tile=tile_label(tile), a=halves[0], b=halves[1])
        if self.hidden:
            msg = _("{reason} None of your tiles fits: draw from the boneyard.").format(
                reason=msg)
        return msg

    def shown_message(self) -> str:
        """After "show me": what was shown and what to do now, not the step's
        instruction again (the panel said "Put [4|4] on the 4 end of [1|4]." and, under
        it, "Play [4|4] on the 4 end of [1|4]."): the tile is picked, its spot has the
        arrow."""
        mv = self.wanted
        if mv is None:
            return ""
        return _("Shown: {tile} goes where the arrow points. Play it there.").format(
            tile=tile_label(mv.tile))

    def preview(self, tile: int, spots) -> dict[int, int]:
        """Points ``tile`` would score at each of ``spots`` (legal attach points), asked
        of the engine."""
        out = {}
        for pc in spots:
            lay = self.layout.copy()
            out[pc] = AMERICAN.points(lay.apply(tile << 8 | pc))
        return out

    # -- tries ---------------------------------------------------------------------------
    def check(self, tile: int, pc: int) -> None:
        """Raise :class:`IllegalMoveError` if the engine refuses ``tile`` at ``pc``."""
        code = tile << 8 | pc
        if self.game is not None:
            self.game.check(code)
        else:
            if tile not in self.hand:
                raise IllegalMoveError(f"{Move.from_code(code)}: {NAME[tile]} is not in "
                                       f"seat {HUMAN}'s hand")
            self._layout.check(code)

    def try_play(self, tile: int, pc: int) -> Attempt:
        """The player tries ``tile`` at attach point ``pc`` (``OPEN_CODE`` to open).

        Refused (nothing changes) with the engine's reason in plain words, or
        with what the step wants when the spot is legal but not the lesson's.
        """
        if self.wanted is None:
            return Attempt(False, "")
        try:
            self.check(tile, pc)
        except (IllegalMoveError, InvalidNotationError) as e:
            msg = explain(e)
            if self.hidden:
                msg = _("{reason} None of your tiles fits: draw from the boneyard.").format(
                    reason=msg)
            return Attempt(False, msg)
        code = tile << 8 | pc
        if not self.accepts(code):
            return Attempt(False, self.want_message(tile))
        mv = self.queue.pop(0)
        if code != mv.code:  # the other side or end the step leaves open
            self.flipped = self.flipped | {self.step.either}
            mv = Move.from_code(code)
            self.queue = [self._other(m) for m in self.queue]  # (its plays after it too)
        return Attempt(True, "", self._apply(mv))

    def bot_play(self) -> PlayResult:
        """Make the scripted play of the seat to move (not the player's)."""
        if not self.bot_to_move:
            raise IllegalMoveError("it is the player's turn")
        return self._apply(self.queue.pop(0))

    def draw(self) -> Attempt:
        """The player asks to draw from the boneyard."""
        g = self.game
        if g is None:
            return Attempt(False, _("There is no boneyard in this lesson."))
        if self.hidden:
            tile = self.hidden.pop(0)
            if tile == g.drawn:
                fits = _(self.step.fits) if self.step.fits else _(
                    "{tile} fits! You must play it now.").format(tile=tile_label(tile))
                return Attempt(True, fits, drawn=tile)
            return Attempt(True, _("{tile} does not fit. Draw again.").format(
                tile=tile_label(tile)), drawn=tile)
        if self.wanted is None:
            return Attempt(False, "")
        if g.drawn >= 0:
            return Attempt(False, _("You drew {tile} and it fits, so you must play it. No more "
                                    "drawing.").format(tile=tile_label(g.drawn)))
        playable = sorted({c >> 8 for c in g.legal_codes()})
        if playable:
            names = _(" or ").join(tile_label(t) for t in playable)
            return Attempt(False, _("{tiles} fits, so you must play. You may not draw by "
                                    "choice.").format(tiles=names))
        return Attempt(False, _("The boneyard is empty."))

    def _apply(self, move: Move) -> PlayResult:
        if self.game is not None:
            g = self.game
            seat = g.turn
            events = g.play(move)
            play = events[0]
            assert isinstance(play, Play)
            lay = g.layout.copy()
            total, points, scores = play.total, play.points, play.scores
        else:
            seat = HUMAN
            lay = self._layout
            total = lay.play(move)
            points = AMERICAN.points(total)
            lay = lay.copy()
            events, scores = [], None
        marks = layout_marks(lay)
        book = self.book_order if not self.queue else None
        res = PlayResult(seat, move, lay, marks, order_counted(marks, book), total, points,
                         scores, events)
        self.results.append(res)
        return res

    def complete(self) -> list[PlayResult]:
        """Make every remaining play at once (draws included): the step as finished."""
        out = []
        while self.hidden:
            self.draw()
        while self.queue:
            out.append(self._apply(self.queue.pop(0)))
        return out

    # -- for the tests: what is on the table, in the shape of `python -m engine replay` --
    def shown(self) -> dict:
        lay = self.layout
        marks = self.marks()
        attach = sorted((NAME[m.pc >> 3], SIDE_NAMES[m.pc & 7], m.pips)
                        for m in marks if m.pc is not None)
        counted = sorted((NAME[m.tile], m.value) for m in marks if m.kind == "solid")
        last = self.results[-1] if self.results else None
        return {
            "sniff": NAME[lay.sniff] if lay is not None and lay.sniff >= 0 else None,
            "attach_points": [list(a) for a in attach],
            "counted_ends": [list(c) for c in counted],
            "total": lay.total if lay is not None and lay.placed else 0,
            "points": last.points if last is not None else 0,
        }
