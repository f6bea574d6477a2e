"""The tutorial's lessons as plain data, and the logic of one step (no drawing).

Seven lessons walk through the worked figures of the rule book (seed 000, the
test vectors of ``examples.json``, copied to ``assets/tutorial/examples.json``)
in order, then staged hands for drawing, passing, blocking, the end of a hand
and winning. Every step is replayed through the engine:

* a **figure step** names an example of ``examples.json``; the plays before
  ``upto - count`` are already on the table and the player makes the last
  ``count`` plays on an engine :class:`~engine.layout.Layout`;
* a **staged step** deals an explicit hand to an engine :class:`~engine.Game`
  (``Deal``), replays ``setup`` (both seats, with the engine's forced draws and
  passes) and the player (seat 0) makes ``plays``;
* an **info step** only shows text.

:class:`StepSession` runs one step: which tiles the player holds, where the
attach points are, what a try at a spot does. Legality, totals, counted ends,
points, draws, passes and the end of a hand all come from the engine; a refused
try gets the engine's reason in plain words (:func:`explain`). Nothing here
computes a score.

:class:`Progress` remembers the step the player reached (``tutorial.json`` in
``game.storage.data_dir()``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from engine import Game
from engine.errors import IllegalMoveError, InvalidNotationError
from engine.events import Draw, GameEnd, HandEnd, Pass, Play
from engine.layout import Layout
from engine.moves import BRANCH_A, BRANCH_B, HIGH, LOW, OPEN_CODE, SIDE_NAMES, Move
from engine.rules import AMERICAN
from engine.tiles import HI, LO, NAME, parse_tile

from .i18n import N_, _
from .resources import asset_path
from .texts import engine_reason

__all__ = [
    "Deal", "Step", "Lesson", "LESSONS", "STEPS", "HUMAN", "load_examples", "tile_label",
    "Mark", "layout_marks", "StepSession", "Attempt", "PlayResult", "explain", "Progress",
    "step_index", "lesson_of", "figure_plays",
]

#: The player's seat in staged hands (bottom of the screen).
HUMAN = 0


# -- the data -------------------------------------------------------------------------
@dataclass(frozen=True)
class Deal:
    """An explicit deal for a staged step: every hand, the boneyard in drawing order."""
    players: int
    leader: int
    hands: tuple
    boneyard: tuple
    scores: tuple | None = None
    target: int | None = None


@dataclass(frozen=True)
class Step:
    """One screen of the tutorial.

    ``text`` is shown before the play, ``after`` once it is made. ``figure``
    names an example of ``examples.json``: after the step the table shows its
    first ``upto`` plays (all when ``None``), the last ``count`` of them made by
    the player. ``deal``/``setup``/``plays`` describe a staged hand instead.
    ``draw`` makes the player draw (the engine's forced draws, one per click)
    before the play.
    """
    id: str
    title: str
    text: str
    after: str = ""
    figure: str | None = None
    upto: int | None = None
    count: int = 1
    deal: Deal | None = None
    setup: tuple = ()
    plays: tuple = ()
    draw: bool = False
    #: Shown when a drawn tile fits (draw steps).
    fits: str = ""
    #: The rule book's order for adding up the counted ends, where its text gives the
    #: sum but the figure's test vector does not: ((tile, value), ...).
    book: tuple = ()

    @property
    def kind(self) -> str:
        if self.deal is not None:
            return "staged"
        if self.figure is not None:
            return "figure"
        return "info"


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    steps: tuple
    #: Counted in "Lesson n of 7" (the welcome and the end are not).
    numbered: bool = True


# Staged hands (two players unless said). The player is seat 0 ("You", bottom).
_MUST_PLAY = Deal(
    players=2, leader=1,
    hands=(("0-0", "0-2", "1-1", "1-3", "3-4", "4-4", "6-6"),
           ("0-5", "1-6", "2-3", "2-5", "3-5", "4-6", "5-5")),
    boneyard=("0-1", "0-3", "0-4", "0-6", "1-2", "1-4", "1-5", "2-2", "2-4", "2-6", "3-3",
              "3-6", "4-5", "5-6"),
)
_DRAW = Deal(
    players=2, leader=1,
    hands=(("0-0", "0-2", "2-4", "2-5", "4-5", "5-6", "6-6"),
           ("0-6", "1-1", "1-2", "1-3", "1-5", "3-3", "3-6")),
    boneyard=("0-4", "2-2", "3-4", "0-1", "0-3", "0-5", "1-4", "1-6", "2-3", "2-6", "3-5",
              "4-4", "4-6", "5-5"),
)
_PASS_BLOCK = Deal(
    players=2, leader=1,
    hands=(("0-0", "0-1", "0-5", "1-1", "1-5", "4-6", "5-5"),
           ("1-4", "1-6", "2-3", "2-4", "3-3", "3-5", "4-4")),
    boneyard=("4-5", "5-6", "3-4", "2-5", "6-6", "0-4", "0-6", "2-2", "2-6", "0-2", "3-6",
              "1-2", "1-3", "0-3"),
)
_PASS_SETUP = ("3-3", "3-4@3-3:a", "2-3@3-3:b", "4-5@3-4:high", "3-5@4-5:high",
               "2-5@2-3:low", "3-6@3-3:branch-b", "5-6@3-6:high", "1-3@3-3:branch-a",
               "1-5@1-3:low", "0-3@3-5:low")
_DOMINO = Deal(
    players=2, leader=1,
    hands=(("0-0", "0-1", "0-6", "1-2", "2-2", "2-3", "4-5"),
           ("0-2", "1-1", "3-3", "3-4", "3-5", "4-6", "5-6")),
    boneyard=("0-5", "1-4", "0-3", "4-4", "2-6", "1-3", "2-5", "1-6", "3-6", "6-6", "2-4",
              "5-5", "0-4", "1-5"),
)
_DOMINO_SETUP = ("0-2", "0-0@0-2:low", "0-5@0-0:b", "0-6@0-0:branch-a", "5-6@0-5:high",
                 "0-1@0-0:branch-b", "4-6@5-6:high", "1-2@0-2:high", "1-1@0-1:high",
                 "4-5@4-6:low", "3-5@4-5:high", "2-3@3-5:low", "1-4@1-1:b")
_PARTNERS = Deal(
    players=4, leader=1,
    hands=(("0-3", "0-4", "3-5", "4-6", "5-6"),
           ("0-0", "0-5", "1-5", "2-2", "6-6"),
           ("1-3", "1-4", "2-5", "4-5", "5-5"),
           ("0-2", "1-1", "2-3", "2-6", "3-3")),
    boneyard=("4-4", "3-6", "3-4", "0-1", "1-2", "1-6", "2-4", "0-6"),
)
_PARTNERS_SETUP = ("2-2", "2-5@2-2:b", "0-2@2-2:a", "5-6@2-5:high", "0-0@0-2:low",
                   "3-6@5-6:high", "2-3@2-2:branch-b", "0-3@3-6:low", "0-5@0-0:b",
                   "1-3@2-3:high", "1-1@1-3:low", "3-5@0-5:high", "1-5@1-1:b",
                   "5-5@1-5:high", "2-6@2-2:branch-a", "4-6@2-6:high", "3-4@3-5:low",
                   "4-5@5-5:b", "0-1@0-3:low")
_WIN = Deal(
    players=2, leader=1, scores=(235, 245), target=250,
    hands=(("0-1", "0-4", "1-2", "1-5", "2-3", "2-4", "6-6"),
           ("0-0", "0-6", "1-1", "3-3", "3-6", "4-4", "5-5")),
    boneyard=("0-2", "0-3", "0-5", "1-3", "1-4", "1-6", "2-2", "2-5", "2-6", "3-4", "3-5",
              "4-5", "4-6", "5-6"),
)

LESSONS: tuple = (
    Lesson("welcome", N_("Welcome"), numbered=False, steps=(
        Step("welcome", N_("Welcome to Sniff"),
             N_("Seven short lessons teach American Sniff with the rule book's own pictures. "
                "You make every play yourself.")),
    )),
    Lesson("scoring", N_("Scoring basics"), steps=(
        Step("scoring-open-1-4", N_("Count the ends"),
             N_("Open the game with [1|4]. After every play, add up the open ends."),
             N_("Numbers on solid discs are the ends that count. A total of 5, 10, 15 and so "
                "on scores that many points."),
             figure="opening-1-4"),
        Step("scoring-double-1-1", N_("A total that does not score"),
             N_("Put [1|1] on the 1 end of [1|4]."),
             N_("A double at an end counts both halves. 6 is not a multiple of 5, so this play "
                "scores nothing."),
             figure="sniff-at-end-1-1"),
        Step("scoring-double-6-6", N_("Make a multiple of 5"),
             N_("Open with [3|6], then put [6|6] on its 6 end."),
             N_("[6|6] at the end counts 12, the open 3 counts 3: a total of 15 scores 15."),
             figure="double-six-at-end", count=2),
        Step("scoring-zero", N_("Zero scores nothing"),
             N_("Open with [0|0]."),
             N_("The total is 0. Zero is not a positive multiple of 5, so it scores nothing."),
             figure="opening-0-0"),
    )),
    Lesson("doubles", N_("Doubles at the end"), steps=(
        Step("doubles-end-4-4", N_("A double at the end"),
             N_("Put [4|4] on the 4 end of [1|4]."),
             N_("Each double at an outer end counts both halves. ([1|1] is outlined, with a "
                "corner mark: it is the sniff, lesson 3.)"),
             figure="end-double-4-4"),
        Step("doubles-covered", N_("A covered double"),
             N_("Cover [4|4] with [3|4]."),
             N_("[4|4] is inside the layout now and counts nothing. Only the new 3 end counts."),
             figure="end-double-covered-3-4"),
        Step("doubles-opening-2-2", N_("An opening double"),
             N_("Open with [2|2]."),
             N_("An opening double counts its two halves once: 4, not 8. No score."),
             figure="opening-double-2-2"),
    )),
    Lesson("sniff", N_("The sniff"), steps=(
        Step("sniff-open-4-4", N_("The first double is the sniff"),
             N_("Open with [4|4]. The first double of a hand is the sniff: it is outlined, "
                "with a corner mark."),
             N_("Its straight sides (the hollow rings) take tiles. It counts both halves: 8."),
             figure="sniff-text-example", upto=1),
        Step("sniff-one-side", N_("One side covered"),
             N_("Put [4|6] on a straight side of the sniff."),
             N_("One straight side is still open, so the sniff still counts both halves."),
             figure="sniff-text-example", upto=2),
        Step("sniff-both-sides", N_("Both sides covered"),
             N_("Put [1|4] on the other straight side."),
             N_("Both straight sides are covered: the sniff's two side branches open, and each "
                "counts one half."),
             figure="sniff-text-example", upto=3,
             book=(("4-6", 6), ("1-4", 1), ("4-4", 4), ("4-4", 4))),
        Step("sniff-cover-branch", N_("Cover a branch"),
             N_("Put [2|4] on a side branch of the sniff."),
             N_("The new 2 end replaces that branch. The other branch still counts one half."),
             figure="sniff-text-example", upto=4),
    )),
    Lesson("branches", N_("The branches"), steps=(
        Step("branches-open", N_("Open the branches"),
             N_("[1|1] is the sniff. Put [1|2] on its open straight side."),
             N_("Both straight sides are covered, so both branches open. Each counts 1."),
             figure="branches-open-1-2"),
        Step("branches-cover-one", N_("Cover one branch"),
             N_("Put [1|5] on a side branch."),
             N_("The 5 end replaces that branch's 1. The other branch still counts 1."),
             figure="branch-covered-1-5"),
        Step("branches-grow", N_("A branch grows"),
             N_("Put [5|5] on the 5, then [0|5] on the double."),
             N_("A branch grows like any arm. The open 0 counts nothing, but it is still an end."),
             figure="branch-arm-grows-0-5", count=2),
        Step("branches-cover-both", N_("Both branches covered"),
             N_("Put [1|3] on the last branch."),
             N_("Both branches are covered: the sniff counts nothing now. Only the four outer "
                "ends count."),
             figure="both-branches-covered-1-3"),
    )),
    Lesson("drawing", N_("Drawing, passing, blocking"), steps=(
        Step("drawing-must-play", N_("Play when you can"),
             N_("Your opponent opened with [2|5]. Your [0|2] fits, so you must play it. "
                "(Try the boneyard.)"),
             N_("When a tile fits, you play it. You never draw by choice."),
             deal=_MUST_PLAY, setup=("2-5",), plays=("0-2@2-5:low",)),
        Step("drawing-draw", N_("Draw until a tile fits"),
             N_("No tile of yours fits [1|3]. Click the boneyard to draw, one tile at a time."),
             N_("A drawn tile that fits must be played at once."),
             deal=_DRAW, setup=("1-3",), plays=("3-4@1-3:high",), draw=True,
             fits=N_("[3|4] fits! You must play it now.")),
        Step("drawing-pass", N_("Passing"),
             N_("The boneyard is empty. Put [0|5] on the 0 end."),
             N_("Your opponent has no tile that fits and nothing to draw, so they pass. "
                "Only then may a player pass."),
             deal=_PASS_BLOCK, setup=_PASS_SETUP, plays=("0-5@0-3:low",)),
        Step("drawing-block", N_("The block"),
             N_("Your turn again. Put [5|5] on the 5 end of [2|5]."),
             N_("Every end shows 5 and all the 5s are out. Nobody can play and the boneyard is "
                "empty: the hand is blocked."),
             deal=_PASS_BLOCK, setup=_PASS_SETUP + ("0-5@0-3:low",), plays=("5-5@2-5:high",)),
    )),
    Lesson("hand-end", N_("End of a hand"), steps=(
        Step("hand-end-domino", N_("Going out"),
             N_("Play your last tile: [2|2] on the 2 end."),
             N_("You went out. Each hand left is rounded to the nearest 5 and taken off its "
                "owner's score: 13 rounds to 15."),
             deal=_DOMINO, setup=_DOMINO_SETUP, plays=("2-2@2-3:low",)),
        Step("hand-end-partners", N_("Partners"),
             N_("Four players: North is your partner. Play your last tile, [0|4], on the 4 end "
                "of [4|6]."),
             N_("Each hand is rounded on its own: West's 12 and East's 6 cost 10 + 5 = 15, "
                "not 18 rounded to 20."),
             deal=_PARTNERS, setup=_PARTNERS_SETUP, plays=("0-4@4-6:low",)),
    )),
    Lesson("winning", N_("Winning"), steps=(
        Step("winning-target", N_("Reach the target"),
             N_("First to 250 wins. You have 235. Put [6|6] on the 6 end."),
             N_("15 points take you to 250: you win at once, with tiles still in the hands."),
             deal=_WIN, setup=("3-6",), plays=("6-6@3-6:high",)),
    )),
    Lesson("done", N_("Done"), numbered=False, steps=(
        Step("done", N_("You're ready"),
             N_("That is all of American Sniff. Start a game from the main menu: New game.")),
    )),
)

#: Every step in order: (lesson index, step index within the lesson, Step).
STEPS: tuple = tuple((li, si, s) for li, les in enumerate(LESSONS)
                     for si, s in enumerate(les.steps))


def step_index(step_id: str) -> int:
    """Index in :data:`STEPS` of the step called ``step_id``. Raises ``KeyError``."""
    for i, (_li, _si, s) in enumerate(STEPS):
        if s.id == step_id:
            return i
    raise KeyError(step_id)


def lesson_of(index: int) -> Lesson:
    return LESSONS[STEPS[index][0]]


# -- the rule book's figures -----------------------------------------------------------
_EXAMPLES: dict | None = None


def load_examples() -> dict:
    """``id -> example`` from ``assets/tutorial/examples.json`` (cached)."""
    global _EXAMPLES
    if _EXAMPLES is None:
        with open(asset_path("tutorial", "examples.json"), encoding="utf-8") as f:
            doc = json.load(f)
        _EXAMPLES = {e["id"]: e for e in doc["examples"]}
    return _EXAMPLES


def figure_plays(step: Step, examples: dict | None = None) -> tuple[list[str], list[str]]:
    """``(setup, plays)`` of a figure step, read from its example."""
    ex = (examples or load_examples())[step.figure]
    upto = len(ex["plays"]) if step.upto is None else step.upto
    plays = ex["plays"][:upto]
    return plays[:upto - step.count], plays[upto - step.count:]


def tile_label(tile: int) -> str:
    """``[1|4]``, as the rule book writes a tile."""
    return f"[{LO[tile]}|{HI[tile]}]"


def _label_names(text: str) -> str:
    """Rewrite engine notation ``1-4`` inside ``text`` as ``[1|4]``."""
    return re.sub(r"\b([0-6])-([0-6])\b", lambda m: f"[{m.group(1)}|{m.group(2)}]", text)


# -- what the table shows ---------------------------------------------------------------
@dataclass(frozen=True)
class Mark:
    """A number on the table. ``kind`` "solid": a counted end worth ``value``;
    "ring": an attach point that counts nothing, showing its pips. ``pc`` is where
    it sits (``anchor << 3 | side``: an attach point, or a Sniff 61 side tile's outer
    end), or ``None`` for the sniff counted as a whole (drawn on the tile). ``tile``
    is the tile the value belongs to. (From :meth:`engine.Layout.marks`.)"""
    kind: str
    pc: int | None
    tile: int
    value: int
    #: The pips a tile must show to attach here (None: not an attach point).
    pips: int | None = None


def layout_marks(layout: Layout) -> list[Mark]:
    """Every attach point and counted end of ``layout``, read from the engine."""
    attach = dict((pc, pips) for pc, pips, *_ in layout.slots)
    return [Mark("solid" if kind == "end" else "ring", pc, tile, value, attach.get(pc))
            for kind, pc, tile, value in layout.marks()]


def order_counted(marks, book=None) -> list[Mark]:
    """The counted marks in the order to light them: the rule book's order
    (``book``: ``[[tile name, value], ...]``) where given, else the engine's."""
    solid = [m for m in marks if m.kind == "solid"]
    solid.sort(key=lambda m: (NAME[m.tile], SIDE_NAMES[m.pc & 7] if m.pc is not None else ""))
    if not book:
        return solid
    out, rest = [], list(solid)
    for name, value in book:
        for m in rest:
            if NAME[m.tile] == name and m.value == value:
                out.append(m)
                rest.remove(m)
                break
    return out + rest


# -- explaining a refused try ---------------------------------------------------------------
def _where(tile: int, pc: int, layout: Layout) -> str:
    """Where a play goes, in words: "on the 4 end of [1|4]" (translated)."""
    if pc == OPEN_CODE:
        return _("to open the layout")
    anchor, side = pc >> 3, pc & 7
    if side in (LOW, HIGH):
        pips = LO[anchor] if side == LOW else HI[anchor]
        return _("on the {pips} end of {tile}").format(pips=pips, tile=tile_label(anchor))
    if side in (BRANCH_A, BRANCH_B):
        return _("on a side branch of the sniff")
    if anchor == layout.sniff:
        return _("on a straight side of the sniff")
    return _("on the open side of {tile}").format(tile=tile_label(anchor))


def explain(error: Exception) -> str:
    """One plain line, in the player's language, for the engine's reason (an
    :class:`IllegalMoveError`); see :func:`game.texts.engine_reason`."""
    return engine_reason(error)


# -- one step, live ---------------------------------------------------------------------
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

    def __init__(self, step: Step, examples: dict | None = None):
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
        if self.kind == "figure":
            ex = (examples or load_examples())[step.figure]
            setup, plays = figure_plays(step, examples)
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
        if tile == mv.tile:
            return _("That spot is legal too, but this step follows the rule book's picture: "
                     "see the ring with the arrow.")
        where = _where(mv.tile, mv.code & 255, self.layout)
        return _("This step plays {tile} {where}: see the ring with the arrow.").format(
            tile=tile_label(mv.tile), where=where)

    def play_message(self) -> str:
        """What to do now, as an instruction: "Play [1|4] on ...: see the ring ..."."""
        mv = self.wanted
        if mv is None:
            return ""
        where = _where(mv.tile, mv.code & 255, self.layout)
        return _("Play {tile} {where}: see the ring with the arrow.").format(
            tile=tile_label(mv.tile), where=where)

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
        if code != self.wanted.code:
            return Attempt(False, self.want_message(tile))
        return Attempt(True, "", self._apply(self.queue.pop(0)))

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


# -- progress ---------------------------------------------------------------------------
class Progress:
    """The step the player reached and the steps done, in ``tutorial.json``.

    ``path`` None: ``game.storage.data_dir() / "tutorial.json"``. A bad file is
    set aside by ``game.storage.read_json`` and the tutorial starts afresh.
    """

    FILE = "tutorial.json"

    def __init__(self, path=None):
        self.path = path
        self.step: str | None = None
        self.done: set[str] = set()
        self.finished = False

    def _path(self):
        if self.path is not None:
            return self.path
        from . import storage
        return storage.data_dir() / self.FILE

    @classmethod
    def load(cls, path=None) -> Progress:
        p = cls(path)
        try:
            from . import storage
            data, _problem = storage.read_json(p._path(), 64 * 1024, N_("tutorial progress"))
        except (ImportError, OSError):
            data = None
        if isinstance(data, dict):
            ids = {s.id for _li, _si, s in STEPS}
            step = data.get("step")
            if isinstance(step, str) and step in ids:
                p.step = step
            done = data.get("done")
            if isinstance(done, list):
                p.done = {d for d in done if isinstance(d, str) and d in ids}
            p.finished = data.get("finished") is True
        return p

    def to_json(self) -> dict:
        order = [s.id for _li, _si, s in STEPS]
        return {"step": self.step, "done": [i for i in order if i in self.done],
                "finished": self.finished}

    def save(self) -> str | None:
        """Write the file; return None, or a message when it could not be written."""
        try:
            from . import storage
            storage.atomic_write_json(self._path(), self.to_json())
        except (ImportError, OSError, ValueError, TypeError) as e:
            return _("Tutorial progress could not be saved ({error}).").format(
                error=getattr(e, "strerror", None) or e)
        return None

    @property
    def start_index(self) -> int:
        """Where to resume: the saved step, or the first."""
        if self.step is None or self.finished:
            return 0
        return step_index(self.step)

