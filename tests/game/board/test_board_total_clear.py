"""The Total box never overlaps a tile on the board, however the line
grows and the camera moves through a hand, in 2, 3 and 4 players (the box sits in the
strip above the play area; a bigger play area must keep it so; at 100 % text the 3- and
4-player tables' taller play area, with the box in the top row). A tile that outgrows the
view is laid out where the camera has yet to zoom out to: by the time it lands (a play's
flight, 0.3 s at the briskest) the camera has brought it inside the play area."""

from __future__ import annotations

import pytest

from game.maps import load_map, table_map_name
from game.render.board import BoardView
from game.ui import Viewport
from tests.conftest import random_hand

#: Seconds after the play starts that its tile lands (present/director.py: a bot's
#: flight at Normal speed).
LANDS = 0.3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_total_box_never_overlaps_a_tile(players):
    vp = Viewport((1280, 720))
    tmap = load_map(table_map_name(players))
    # (at 100 % text: the box in the top row where the map has a taller play area)
    total = vp.rect(tmap.anchors.get("total_top", tmap.anchor("total")))
    # (was ``== (players > 2)``: the 2-player table has a narrower taller area too now,
    # taken only while a line grown up and down shows larger there)
    assert "layout_tall" in tmap.anchors
    checked = 0
    for seed in range(12):
        bv = None
        for g in random_hand("american", players, seed):
            if bv is None:
                bv = BoardView(vp, None, None, tmap.anchor("layout"), g.rules.inline_sniff,
                               tmap.anchors.get("layout_tall"))
                assert bv.area.top < tmap.anchor("total").bottom or players == 2
            if not bv.sync(list(g.layout.placed), [s[0] for s in g.layout.slots]):
                continue
            new = g.layout.placed[-1][0]
            for step in range(1, 9):  # through the camera's move as well as after it
                bv.update(0.05)
                for t, _p in g.layout.placed:
                    if t == new and step * 0.05 < LANDS - 1e-9:
                        continue  # still in the air
                    r = bv.tile_rect(t)
                    assert not r.colliderect(total), (seed, len(g.layout.placed), step, r)
                    checked += 1
    assert checked > 1000
