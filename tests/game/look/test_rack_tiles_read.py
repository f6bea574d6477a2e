"""Issue 16, "Board and tiles": a fresh player misread the rack's [4|4] as [4|6]
and [1|1] as [1|2]. The player's own tiles are larger (a 122 px long side at 1280x720,
was 104), each half's pips stay apart from each other and clearly apart from the other
half's (the gap across the groove wider than the rows inside a half), and the brass pin
between the halves is a small rivet, not a pip-sized dot."""

from __future__ import annotations

import math

import pygame
import pytest

from game.maps import load_map, table_map_name
from game.render.hands import HandView
from game.render.tiles import pip_centres
from game.ui import Viewport

#: The long side of the player's own tiles at 1280x720 (design px), a usual hand.
RACK_LONG_SIDE = 122
#: No two pip centres of a half closer than this many pip radii (a gap of half a radius).
PIP_APART = 2.5
#: The step between the halves' nearest rows of pips at least this many times the
#: widest step between two rows inside a half.
ACROSS = 1.2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_racks_tiles_are_large_at_1280x720(players):
    vp = Viewport((1280, 720))
    m = load_map(table_map_name(players))
    hand = HandView.from_map(vp, None, m, 0, 0)
    for n in range(1, 9):  # a dealt hand and a draw or two
        rects = [r for _t, r in hand.rects(list(range(n)))]
        assert min(r.h for r in rects) >= RACK_LONG_SIDE, (n, rects[0])
        assert min(r.w for r in rects) >= RACK_LONG_SIDE // 2, (n, rects[0])


def _faces():
    return [(a, b) for a in range(7) for b in range(a, 7)]


@pytest.mark.parametrize("unit", [24, 30, 40, 48, 56, 62, 80])
@pytest.mark.parametrize("vertical", [True, False])
def test_pips_of_a_half_never_merge_and_the_halves_read_apart(unit, vertical):
    for first, second in _faces():
        pips = pip_centres(first, second, vertical, unit)
        assert len(pips) == first + second
        r = pips[0][3] if pips else 1.0
        rows = {0: set(), 1: set()}  # each half's rows across the long axis
        for half in (0, 1):
            mine = [(x, y) for h, x, y, _r in pips if h == half]
            for i, p in enumerate(mine):
                d = [math.dist(p, q) for j, q in enumerate(mine) if j != i]
                if d:
                    assert min(d) >= PIP_APART * r, (first, second, unit, vertical, min(d), r)
            rows[half] = {round(y if vertical else x, 3) for x, y in mine}
        # the rows of pips along the long axis: the step between a half's rows is
        # clearly smaller than the step across the groove (a [4|4]'s four rows read as
        # two pairs, not as one grid of eight)
        steps = [b - a for half in (0, 1) for a, b in zip(sorted(rows[half]),
                                                          sorted(rows[half])[1:])]
        if rows[0] and rows[1] and steps:
            across = min(rows[1]) - max(rows[0])
            assert across >= ACROSS * max(steps), (first, second, unit, vertical, across,
                                                   steps)


def test_the_pin_is_no_pip(art):
    """The brass pin between the halves of a [1|1] is well smaller than its pips (it
    was about as large, and the tile read as three pips in a row)."""
    u = 62
    img = art.face(1, 1, True, u)
    mid = pygame.Rect(0, u - u // 4, u, u // 2)
    brass = sum(1 for x in range(mid.left, mid.right) for y in range(mid.top, mid.bottom)
                if (c := img.get_at((x, y))).r > c.g > c.b and c.r - c.b > 60)
    top = img.subsurface(pygame.Rect(0, 0, u, u)).copy()
    mask = pygame.mask.from_threshold(top, (25, 25, 30, 255), (45, 45, 45, 255))
    pip = max(c.count() for c in mask.connected_components())
    assert 0 < brass < 0.75 * pip, (brass, pip)
