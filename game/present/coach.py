"""The coach's one truth about a hand: which of the player's choices it flags and how
many points each is worth, in the game's own scoring units.

The engine's review (:class:`engine.bots.review.Decision`) values each choice by
simulation: ``loss`` is an expected difference of the scores over the rest of the
hand (e.g. 22.3), not a score a player can make. :func:`coach_report` turns the
decisions into what the player is shown -- the hand summary's coach line, the review's
panel and the statistics all read it, so they never disagree:

* a choice's points are its loss rounded to what the ruleset can score (American
  Sniff: a multiple of 5; Sniff 61: whole points), said as "about" that many;
* a choice is flagged ("to look at again") when those points are at least one
  scoring unit, or when the best play would have won the game at once (then its
  points are what the two plays scored apart: exact, not simulated);
* the hand's points to gain are the sum of the flagged choices' points.

Pure Python (no pygame).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules import get_ruleset

__all__ = ["Flag", "CoachReport", "coach_report", "score_unit", "END_SWING"]

#: A difference at least this many raw points (American units), and well beyond what
#: the two plays score now and give the next player, comes from the hand's end (going
#: out first, a block, the pips deducted): the coach says so.
END_SWING = 15


def score_unit(ruleset) -> int:
    """The smallest score the ruleset gives: 5 in American Sniff (a play scores its
    total, a multiple of 5; a hand's end deducts pips rounded to 5), 1 in Sniff 61 (a
    total of 10 scores 2; the hand's bonus is pips / 5, rounded)."""
    return max(1, 5 // get_ruleset(ruleset).points_divisor)


def to_unit(x: float, unit: int) -> int:
    """``x`` rounded to the nearest multiple of ``unit`` (halves up), never below 0."""
    return max(0, int(float(x) / unit + 0.5) * unit)


@dataclass(frozen=True)
class Flag:
    """One choice as the coach shows it. ``points``: what it is worth in scoring units
    (0 for a choice not flagged); ``mark``: ``best``/``good`` (not flagged) or
    ``inaccuracy``/``mistake``/``blunder``; ``cause``: why the best play was better --
    ``best``, ``good``, ``wins`` (it won the game at once), ``scores`` (it scored
    more now), ``reply`` (yours let the next player score more at once), ``end`` (the
    hand's end: going out first, the pips left) or ``later`` (later in the hand)."""

    index: int
    decision: object
    points: int
    mark: str
    cause: str

    @property
    def flagged(self) -> bool:
        return self.mark not in ("best", "good")


@dataclass(frozen=True)
class CoachReport:
    """Every reviewed choice of a hand as :class:`Flag`, in order, and the unit."""

    unit: int
    choices: tuple

    @property
    def flags(self) -> list[Flag]:
        """The flagged choices: the plays to look at again."""
        return [f for f in self.choices if f.flagged]

    @property
    def total(self) -> int:
        """The hand's points to gain: the sum of what each flagged choice says."""
        return sum(f.points for f in self.flags)

    @property
    def goods(self) -> int:
        return sum(f.mark == "good" for f in self.choices)

    def __len__(self) -> int:
        return len(self.choices)

    def __getitem__(self, i: int) -> Flag:
        return self.choices[i]


def _mark(raw: int) -> str:
    """The mark of a flagged choice from its points in raw (American) units."""
    if raw <= 5:
        return "inaccuracy"
    if raw <= 10:
        return "mistake"
    return "blunder"


def _flag(i: int, d, unit: int) -> Flag:
    div = 5 // unit  # points to raw pips: 1 in American, 5 in Sniff 61
    if getattr(d, "mark", "best") == "best":
        return Flag(i, d, 0, "best", "best")
    reason = getattr(d, "reason", "later")
    if reason == "wins":
        pts = max(unit, d.best_points - d.played_points)
        return Flag(i, d, pts, "blunder", "wins")
    pts = to_unit(d.loss, unit)
    if pts < unit:
        return Flag(i, d, 0, "good", "good")
    if not hasattr(d, "best_points"):  # a bare mark and loss: no why known
        return Flag(i, d, pts, _mark(pts * div), "later")
    now_gain = d.best_points - d.played_points
    reply_gain = d.played_reply - d.best_reply
    near = abs(now_gain) + abs(reply_gain)
    from_end = pts * div >= END_SWING and pts > 2 * near
    if now_gain > 0:
        cause = "scores"
    elif from_end:
        cause = "end"
    elif reply_gain > 0:
        cause = "reply"
    else:
        cause = "later"
    return Flag(i, d, pts, _mark(pts * div), cause)


def coach_report(decisions, unit: int) -> CoachReport:
    """The coach's report on ``decisions`` (reviewed choices, in order) in a ruleset
    whose smallest score is ``unit`` (:func:`score_unit`): THE one function the hand
    summary, the review and the statistics read."""
    return CoachReport(unit, tuple(_flag(i, d, unit) for i, d in enumerate(decisions)))
