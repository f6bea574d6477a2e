"""Going out (a domino) at a hand's end: the others' pips taken off their scores, shown
as beats of the director (each other hand's pips count into a "-N" that flies to its
score)."""

from __future__ import annotations

from engine.events import HandEnd

from .view import Deduction

__all__ = ["deduct"]


def _rounded(pips: int) -> int:
    """A hand's pips rounded to the nearest 5 (1-2 down, 3-4 up), as the rules take them."""
    return (pips + 2) // 5 * 5


def deduct(director, ev: HandEnd) -> None:
    """Going out earns no bonus: the others' pips are taken off their scores. Each
    other hand's pips count up into a "-N" by the hand, which then flies to its
    score (the score counts down as it lands)."""
    v = director.view
    entries = max(1, len(ev.change))
    # each hand rounded on its own (1-2 pips cost nothing)
    losers = [(s, p) for s, p in enumerate(ev.pips)
              if s != ev.seat and _rounded(p) > 0 and ev.change[s % entries] < 0]
    if not losers:
        return

    def count_start():
        v.deductions = [Deduction(s, s % entries, p, _rounded(p)) for s, p in losers]
        director.emit("sound", "focus")

    def count(p):
        for dd in v.deductions:
            dd.shown = round(dd.pips * p)

    def rounded():
        for dd in v.deductions:
            dd.shown, dd.counted = dd.amount, True

    def fly(p):
        for dd in v.deductions:
            dd.t = p

    def landed():
        v.deductions = []
        director.emit("sound", "pass")
        director.count_up(list(ev.scores))
    director.then("deduct_count", director.d(0.8), start=count_start, step=count,
                  land=rounded, easing="easeOutCubic")
    director.then("deduct_hold", director.d(0.4))
    director.then("deduct_fly", director.timing.fly(0.6), step=fly, land=landed,
                  easing="easeInOutCubic")
    director.then("deduct_rest", director.d(0.6))
