"""Small fast helpers shared by the bots: what a play would total, and scores.

Everything here reads a :class:`engine.layout.Layout` without changing it. The
layout stays the authority on the rules: ``tests/bots/test_bots.py`` checks
:func:`play_total` against :meth:`Layout.apply` in many random positions.
"""

from __future__ import annotations

from ..layout import Layout
from ..moves import OPEN_CODE
from ..tiles import HI, LO, PIPS, TILE_OF_BIT, WITH

__all__ = ["play_total", "points_of", "best_reply_points", "entry_of"]


def play_total(layout: Layout, code: int) -> int:
    """The counted-end total right after playing legal move ``code`` onto ``layout``."""
    tile = code >> 8
    lo = LO[tile]
    hi = HI[tile]
    pc = code & 255
    if pc == OPEN_CODE:
        return lo + hi  # an opening double counts its two halves once, in both rulesets
    for s in layout.slots:
        if s[0] == pc:
            break
    else:  # pragma: no cover - callers pass legal moves only
        raise ValueError(f"move code {code} does not fit the layout")
    if lo == hi:
        add = lo if (layout.inline and layout.sniff < 0) else lo + lo
    else:
        add = hi if s[1] == lo else lo
    return layout.total - s[2] + add


def points_of(total: int, divisor: int) -> int:
    """Points a counted total scores (RULES.md 1.5 and 3)."""
    return total // divisor if total > 0 and total % 5 == 0 else 0


def best_reply_points(layout: Layout, tiles: int, divisor: int) -> int:
    """The most any tile of mask ``tiles`` could score played onto ``layout`` now."""
    best = 0
    if not layout.placed:
        m = tiles
        while m:
            low = m & -m
            m ^= low
            t = PIPS[TILE_OF_BIT[low]]
            if t % 5 == 0 and t // divisor > best:
                best = t // divisor
        return best
    total = layout.total
    inline_first_double = layout.inline and layout.sniff < 0
    for s in layout.slots:
        p = s[1]
        m = tiles & WITH[p]
        base = total - s[2]
        while m:
            low = m & -m
            m ^= low
            tile = TILE_OF_BIT[low]
            lo = LO[tile]
            hi = HI[tile]
            if lo == hi:
                t = base + (lo if inline_first_double else lo + lo)
            else:
                t = base + (hi if p == lo else lo)
            if t > 0 and t % 5 == 0 and t // divisor > best:
                best = t // divisor
    return best


def entry_of(seat: int, teams: bool) -> int:
    """The score entry of ``seat``: its team (seat & 1) in partnership play."""
    return seat & 1 if teams else seat
