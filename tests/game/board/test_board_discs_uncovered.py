"""An open end's disc was hidden under
the tile next to it on a wrapped arm. The tile flying in was laid out on the board while
the marks still showed the landed layout: the end it covers kept its disc, under it. An
end's disc (and ring) is never under a tile on the board, landed or flying in. Walked
over many random hands of 2 and 4 players, both rule sets."""

from __future__ import annotations

import copy

import pytest

from game.maps import load_map, table_map_name
from game.render.board import BoardView
from game.ui import Viewport
from tests.conftest import random_hand


def _view(players, inline):
    vp = Viewport((1280, 720))
    return BoardView(vp, None, None, load_map(table_map_name(players)).anchor("layout"), inline)


def _covered(bv, layout):
    """The marks of ``layout`` lying on a tile of the board (its rect less 1 px)."""
    rects = [bv.tile_rect(t).inflate(-2, -2) for t in bv.geom.order]
    return [(pc, label) for _k, pc, label, box in bv.badge_boxes(layout)
            if box is not None and box.collidelist(rects) >= 0]


@pytest.mark.parametrize("ruleset", ["american", "sniff61"])
@pytest.mark.parametrize("players", [2, 4])
def test_no_end_disc_lies_under_a_tile_landed_or_flying_in(players, ruleset):
    checked = 0
    for seed in range(30):
        bv = landed = None
        for g in random_hand(ruleset, players, seed):
            if bv is None:
                bv = _view(players, g.rules.inline_sniff)
            board = list(g.layout.placed)
            if landed is not None and len(board) > len(landed.placed):
                # the new tile in flight: on the board, the marks still the landed ones
                bv.sync(board, [s[0] for s in landed.slots])
                bv.update(5.0)
                assert not _covered(bv, landed), (seed, len(board), _covered(bv, landed))
                checked += 1
            bv.sync(board, [s[0] for s in g.layout.slots])
            bv.update(5.0)
            assert not _covered(bv, g.layout), (seed, len(board), "landed")
            landed = copy.deepcopy(g.layout)
    assert checked > 300
