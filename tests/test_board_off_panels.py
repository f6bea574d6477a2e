"""Round 12 (r10b bug 12, t22: the left end's ring 35 px from the boneyard panel before
the line bent): the layout, its end marks and spot rings too, keeps about a tile's
width off the side panels (the boneyard, side hands), over many random hands, 2, 3
and 4 players."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest
from conftest import random_hand
from game_harness import make_app

from game.maps import load_map, table_map_name
from game.render.board import BoardView
from game.render.hands import HandView
from game.render.text import TextCache
from game.render.tiles import TileArt


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_layout_keeps_a_tile_width_off_the_side_panels(players):
    app = make_app()
    vp = app.vp
    m = load_map(table_map_name(players))
    area = m.anchor("layout")
    panels = [m.anchor("boneyard")] + [HandView.from_map(vp, TileArt(), m, s, 0).rect
                                       for s in range(players)]
    side = [vp.rect(p) for p in panels if p.top < area.bottom and p.bottom > area.top]
    assert side
    checked = 0
    for seed in range(12):
        bv = None
        for g in random_hand("american", players, seed):
            if bv is None:
                bv = BoardView(vp, TextCache(app.fonts), TileArt(), area,
                               g.rules.inline_sniff)
                bv.keep_off(panels)
            lay = g.layout
            bv.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
            bv._mark_layout = lay
            marks = [bv.tile_rect(t) for t, _p in lay.placed]
            marks += [bv.ring_box(s[0], lay) for s in lay.slots]
            tile_w = bv.camera.unit  # a tile's width on the screen now
            for r in (r for r in marks if r is not None):
                for p in side:
                    if r.bottom <= p.top or r.top >= p.bottom:
                        continue
                    gap = r.left - p.right if p.centerx < r.centerx else p.left - r.right
                    assert gap >= 0.75 * tile_w, (seed, len(lay.placed), r, p, tile_w)
                    checked += 1
    assert checked > 100, checked
