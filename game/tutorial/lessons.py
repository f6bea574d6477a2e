"""The tutorial's lessons as plain data: seven lessons, each a few steps.

The lessons walk through the worked figures of the rule book (seed 000, the test
vectors of ``examples.json``, copied to ``assets/tutorial/examples.json``) in
order, then staged hands for drawing, passing, blocking, the end of a hand and
winning:

* a **figure step** names an example of ``examples.json``; the plays before
  ``upto - count`` are already on the table and the player makes the last
  ``count`` plays on an engine :class:`~engine.layout.Layout`;
* a **staged step** deals an explicit hand to an engine :class:`~engine.Game`
  (``Deal``), replays ``setup`` (both seats, with the engine's forced draws and
  passes) and the player (seat 0) makes ``plays``;
* an **info step** only shows text.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_

__all__ = ["Deal", "Step", "Lesson", "LESSONS", "STEPS", "HUMAN", "step_index", "lesson_of"]

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
    #: The play may go on either side of the sniff the text leaves open: "sides" (its
    #: long sides, left or right) or "ends" (its ends, top or bottom). The step takes
    #: the other one too, and the lesson's later steps follow the player's choice.
    either: str = ""
    #: The text points at the pips tag by the player's tiles (what the hand's end would
    #: cost them now): the tag is ringed until the play is made.
    tag: bool = False

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
    #: What the player has learnt, in a line or two each: the lesson's "Lesson
    #: complete" card says it back.
    learnt: tuple = ()


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
             N_("Seven short lessons teach American Sniff. This is a tile, [1|4]: one half "
                "shows 1 pip, the other 4. You make every play yourself.")),
    )),
    Lesson("scoring", N_("Scoring basics"),
           learnt=(N_("After every play, add up the numbers at the ends of the line."),
                   N_("A total of 5, 10, 15 and so on scores that many points; any other total, and 0, "
                   "scores nothing."),),
           steps=(
        Step("scoring-open-1-4", N_("Count the ends"),
             N_("Start the game with [1|4]: put it on the table."),
             N_("The solid discs are the line's two ends. The box at right adds them up: "
                "1 + 4 = 5, a multiple of 5, scores 5."),
             figure="opening-1-4"),
        Step("scoring-double-1-1", N_("A total that does not score"),
             N_("Put [1|1] on the 1 end of [1|4]."),
             N_("A double at an end counts both halves: \"1+1\" adds 2. With the 4 that "
                "makes 6, not a multiple of 5: no points."),
             figure="sniff-at-end-1-1"),
        Step("scoring-double-6-6", N_("Make a multiple of 5"),
             N_("Start with [3|6], then put [6|6] on its 6 end."),
             N_("[6|6] at the end counts both halves, 6 + 6 = 12, and the 3 at the other end "
                "counts 3: 15 scores 15."),
             figure="double-six-at-end", count=2),
    )),
    Lesson("doubles", N_("Doubles at the end"),
           learnt=(N_("A double at an end of the line counts both halves."),
                   N_("A covered double counts nothing; a double that starts the game counts its "
                   "halves once."),),
           steps=(
        Step("doubles-end-4-4", N_("A double at the end"),
             N_("Put [4|4] on the 4 end of [1|4]."),
             N_("A double at an end of the line counts both halves: \"4+4\" adds 8."),
             figure="end-double-4-4"),
        Step("doubles-covered", N_("A covered double"),
             N_("Cover [4|4] with [3|4]."),
             N_("[4|4] is inside the line now and counts nothing. Only the new 3 end counts."),
             figure="end-double-covered-3-4"),
        Step("doubles-opening-2-2", N_("A double to start"),
             N_("Start with [2|2]."),
             N_("Tiles can go left and right of it, but it counts its two halves only once: "
                "2 + 2 = 4 (not 8), the solid 4 under it. No score."),
             figure="opening-double-2-2"),
        Step("scoring-zero", N_("Zero scores nothing"),
             N_("Start with [0|0]."),
             N_("Its solid 0: both halves count 0, and 0 scores nothing."),
             figure="opening-0-0"),
    )),
    Lesson("sniff", N_("The sniff"),
           learnt=(N_("The first double of a hand is the sniff: tiles go next to it first, left "
                   "and right."),
                   N_("With both sides covered, its top and bottom open too, each counting one "
                   "half."),),
           steps=(
        Step("sniff-open-4-4", N_("The first double is the sniff"),
             N_("Start with [4|4]. The first double of a hand is called the sniff."),
             N_("The outline and the diamond mark the sniff. Tiles go next to it first, left "
                "and right. Like [2|2], it counts its two halves once: 4 + 4 = 8."),
             figure="sniff-text-example", upto=1),
        Step("sniff-one-side", N_("One side covered"),
             N_("Put [4|6] next to [4|4]."),
             N_("Its other side is still open, so the sniff still counts both halves."),
             figure="sniff-text-example", upto=2, either="sides"),
        Step("sniff-both-sides", N_("Both sides covered"),
             N_("Put [1|4] next to [4|4], on its other side."),
             N_("Both sides are covered, so the sniff's top and bottom open. Each counts one "
                "half, 4."),
             figure="sniff-text-example", upto=3,
             book=(("4-6", 6), ("1-4", 1), ("4-4", 4), ("4-4", 4))),
        Step("sniff-cover-branch", N_("Cover the top or bottom"),
             N_("Put [2|4] on the top or bottom of [4|4]."),
             N_("Its 2 now counts instead of that 4. The sniff's other 4 still counts."),
             figure="sniff-text-example", upto=4, either="ends"),
    )),
    Lesson("branches", N_("Lines from the sniff"),
           learnt=(N_("A line from the sniff grows like any other: its last number counts."),
                   N_("With all four sides of the sniff covered, only the four outer ends "
                   "count."),),
           steps=(
        Step("branches-open", N_("Open its top and bottom"),
             N_("[1|1] is the sniff. Put [1|2] next to it."),
             N_("Both sides are covered, so the sniff's top and bottom open. Each counts 1."),
             figure="branches-open-1-2"),
        Step("branches-cover-one", N_("Cover one of them"),
             N_("Put [1|5] on the top or bottom of [1|1]."),
             N_("Its 5 now counts instead of that 1. The sniff's other 1 still counts."),
             figure="branch-covered-1-5", either="ends"),
        Step("branches-grow", N_("The line grows"),
             N_("Put [5|5] on the 5, then [0|5] on the double."),
             N_("A line from the sniff grows like any other. The 0 at its end counts nothing, "
                "but a tile with a 0 can still go there."),
             figure="branch-arm-grows-0-5", count=2),
        Step("branches-cover-both", N_("All four sides covered"),
             N_("Put [1|3] on [1|1], where it is still open."),
             N_("All four sides of the sniff are covered: it counts nothing now. Only the four "
                "outer ends count."),
             figure="both-branches-covered-1-3"),
    )),
    Lesson("drawing", N_("Drawing, passing, blocking"),
           learnt=(N_("Play when a tile fits; draw only when none does."),
                   N_("Pass only with nothing to play and nothing to draw. When nobody can play, the "
                   "hand is blocked."),),
           steps=(
        Step("drawing-must-play", N_("Play when you can"),
             N_("Your opponent started with [2|5]. Your [0|2] fits, so you must play it. "
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
    Lesson("hand-end", N_("End of a hand"),
           learnt=(N_("Going out ends the hand: each hand left is rounded to 5 and taken off its "
                   "owner's score."),
                   N_("With partners, each hand is rounded on its own."),),
           steps=(
        Step("hand-end-domino", N_("Going out"),
             N_("Go out: [2|2] on the 2 end. The −5 by your tiles: what they'd cost if "
                "the hand ended now."),
             N_("You went out. Each hand left is rounded to the nearest 5 and taken off its "
                "owner's score: 13 rounds to 15."),
             deal=_DOMINO, setup=_DOMINO_SETUP, plays=("2-2@2-3:low",), tag=True),
        Step("hand-end-partners", N_("Partners"),
             N_("Four players: North is your partner. Play your last tile, [0|4], on the 4 end "
                "of [4|6]."),
             N_("Each hand is rounded on its own: West's 12 and East's 6 cost 10 + 5 = 15, "
                "not 18 rounded to 20."),
             deal=_PARTNERS, setup=_PARTNERS_SETUP, plays=("0-4@4-6:low",)),
    )),
    Lesson("winning", N_("Winning"),
           learnt=(N_("The first to reach the target wins at once, even with tiles still in the "
                   "hands."),),
           steps=(
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
