"""The player's hand in the tray (board brief, issue 16): big tiles (about a 100 px long
side at 1280x720), 7 to 15 of them fit, smaller only when needed, and the chosen tile's
lift stays clear of the status captions above the tray."""

from __future__ import annotations

import pytest

from game.maps import load_map, table_map_name
from game.render.hands import HandView
from game.ui import Viewport


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_hand_tiles_are_big_fit_and_lift_clear_of_the_status(players, size):
    vp = Viewport(size)
    m = load_map(table_map_name(players))
    hand = HandView.from_map(vp, None, m, 0, 0)
    tray = vp.rect(m.anchor("hand_0"))
    status = vp.rect(m.anchor("status"))
    two_lines_bottom = status.centery + vp.length(25)  # the status line's two plates
    k = size[0] / 1280
    for n in range(1, 16):
        tiles = list(range(n))
        rects = [r for _t, r in hand.rects(tiles)]
        long_side = max(r.h for r in rects)
        if n <= 11:  # a usual hand: no smaller than it needs to be
            assert long_side >= 100 * k - 1, (n, long_side)
        assert long_side >= 90 * k - 1, (n, long_side)
        for a, b in zip(rects, rects[1:]):
            assert a.right <= b.left, (n, a, b)  # side by side, never overlapping
        assert rects[0].left >= tray.left and rects[-1].right <= tray.right, n
        for sel in (tiles[0], tiles[-1]):
            lifted = dict(hand.rects(tiles, sel=sel))[sel]
            assert lifted.top > two_lines_bottom, (n, lifted.top, two_lines_bottom)
            assert lifted.top < rects[0].top  # a visible lift
            assert lifted.bottom <= tray.bottom + 1
