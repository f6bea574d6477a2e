"""The chance of winning the game from two sides' scores between hands.

The Expert bot plays for the game: a finished hand is worth the probability
that its side goes on to win from the scores after it. The tables are data
(:mod:`engine.bots.winprob_data`) made by ``tools/make_winprob.py`` from
simulated games (see ``bench/RESULTS.md``): for the 2-player American game to
250, the 4-player partnership game to 200 and the 2-player Sniff 61 game to 61.
A table holds ``P(win | my score, their score)`` in thousandths on a grid of
scores; :class:`WinTable` interpolates between grid points and clamps outside.

:func:`table_for` returns ``None`` when no table fits (3 players alone, or a
target other than the one the table was made for): the bot then plays for
points.
"""

from __future__ import annotations

__all__ = ["WinTable", "table_for"]


class WinTable:
    """``table(mine, theirs) -> probability`` that the side with ``mine`` wins."""

    __slots__ = ("target", "lo", "step", "rows", "n")

    def __init__(self, target: int, lo: int, step: int, rows):
        self.target = target
        self.lo = lo
        self.step = step
        self.rows = rows
        self.n = len(rows)
        if any(len(r) != self.n for r in rows):
            raise ValueError("a win table must be square")

    def __call__(self, mine: float, theirs: float) -> float:
        target = self.target
        if mine >= target:
            return 1.0
        if theirs >= target:
            return 0.0
        top = self.n - 1
        x = (mine - self.lo) / self.step
        y = (theirs - self.lo) / self.step
        x = 0.0 if x < 0 else (top if x > top else x)
        y = 0.0 if y < 0 else (top if y > top else y)
        i = int(x)
        j = int(y)
        i1 = i + 1 if i < top else i
        j1 = j + 1 if j < top else j
        fx = x - i
        fy = y - j
        r0 = self.rows[i]
        r1 = self.rows[i1]
        a = r0[j] + (r0[j1] - r0[j]) * fy
        b = r1[j] + (r1[j1] - r1[j]) * fy
        return (a + (b - a) * fx) / 1000.0


def table_for(ruleset: str, players: int, target: int) -> WinTable | None:
    """The table for this game, or ``None`` (no table made for it)."""
    from .winprob_data import TABLES

    entry = TABLES.get((ruleset, players))
    if entry is None or entry[0] != target:
        return None
    return WinTable(*entry)
