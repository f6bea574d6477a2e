"""The camera is calm (it was not: the
layout re-centred and re-zoomed after almost every play, the ring you were about to click
moved). While the layout fits, scale and centre hold; when it outgrows the view, one zoom
out with headroom for several plays (a few a hand), never back in within a hand."""

from __future__ import annotations

import pytest

from game.maps import load_map, table_map_name
from game.render.board import BoardView
from game.ui import Viewport
from tests.conftest import random_hand


def _view(players, inline):
    vp = Viewport((1280, 720))
    return BoardView(vp, None, None, load_map(table_map_name(players)).anchor("layout"), inline)


@pytest.mark.parametrize("players", [2, 4])
def test_the_camera_moves_far_less_often_than_the_tiles_are_played(players):
    plays = moves = zooms = held = 0
    for seed in range(10):
        bv = None
        n = hand_moves = 0
        for g in random_hand("american", players, seed):
            if bv is None:
                bv = _view(players, g.rules.inline_sniff)
            cam = bv.camera
            before = (cam.tzoom, cam.tcx, cam.tcy)
            shown = {t: bv.tile_center(t) for t in bv.geom.order}
            if not bv.sync(list(g.layout.placed), [s[0] for s in g.layout.slots]):
                continue
            n += 1
            bv.update(5.0)  # the move (if any) done
            after = (cam.tzoom, cam.tcx, cam.tcy)
            assert after[0] <= before[0], (seed, n)  # never zooms back in within a hand
            if n > 1 and after != before:
                hand_moves += 1
                zooms += after[0] != before[0]
            elif n > 1:
                # a play that needs no camera move: every tile already on the board
                # keeps its place on the screen, to the pixel
                for t, at in shown.items():
                    now = bv.tile_center(t)
                    assert abs(now[0] - at[0]) < 0.5 and abs(now[1] - at[1]) < 0.5, (seed, t)
                held += 1
        # a few moves a hand, never one a play (a third of the plays at most, with turns
        # at doubles; a double never turns now, nor does the tile on it, and a sniff's
        # branch that meets one runs on past the bounds: up to two in five)
        assert hand_moves * 5 <= 2 * n + 5, (seed, hand_moves, n)
        plays += n
        moves += hand_moves
    assert moves * 3 <= plays, (moves, plays)  # it was about two in three
    assert zooms * 5 <= plays, (zooms, plays)  # (a sixth with turns at doubles)
    # (twice as many plays held the camera still as moved it, with turns at doubles)
    assert held * 10 >= moves * 19 and zooms > 0, (held, moves, zooms)
