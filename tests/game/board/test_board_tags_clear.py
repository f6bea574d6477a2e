"""A double's "N+N" tag sat on the
edge of a tile (its lit halo over the tile's outline). Every badge as drawn (with the
halo it has when lit) is clear of every tile as drawn (the sniff with its outline), on
random boards of 2 and 4 players at 100 % and 200 % text, and on the tutorial's board
and its welcome examples."""

from __future__ import annotations

import pytest

from engine.layout import Layout
from game.render.board import BoardView
from game.render.text import TextCache
from game.render.tiles import TileArt
from tests.game_harness import make_app, random_boards


def _overlaps(bv, lay) -> list:
    """(badge box as drawn, tile) pairs that touch."""
    vp = bv.vp
    halo = vp.length(6)  # the lit halo round a disc or pill (draw_badges)
    sh = max(1, bv.camera.unit // 12)
    tiles = []
    for t, _p in lay.placed:
        r = bv.tile_rect(t)
        if r is not None:
            tiles.append((t, r.inflate(sh * 2 + 2, sh * 2 + 2) if t == lay.sniff else r))
    bad = []
    for _k, pc, label, box in bv.badge_boxes(lay):
        if box is None:
            box = bv.whole_box(lay, lay.sniff)
            drawn = box.inflate(2 * bv.whole_halo, 2 * bv.whole_halo)
        else:
            drawn = box.inflate(2 * halo, 2 * halo)
        for t, r in tiles:
            if drawn.colliderect(r):
                bad.append((pc, label, drawn, t, r))
    return bad


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players,ruleset", [(2, "american"), (4, "american"),
                                             (2, "sniff61"), (4, "sniff61")])
def test_no_tag_overlaps_a_tile_on_random_boards(scale, players, ruleset):
    app = make_app()
    fonts = app.fonts
    old = fonts.text_scale
    checked, bad = 0, []
    try:
        fonts.set_text_scale(scale)
        for bv, seed, lay in random_boards(app, players, range(25), ruleset):
            bv._mark_layout = lay
            found = _overlaps(bv, lay)
            bad += [(seed, *f) for f in found]
            checked += 1
    finally:
        fonts.set_text_scale(old)
    assert checked > 100
    assert not bad, bad[:5]


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_no_tag_overlaps_a_tile_on_the_tutorial_boards(scale):
    """The tutorial's board (a smaller area) and its welcome examples: their own
    openings, and the first plays of random hands laid out there."""
    from game.scenes.tutorial.board import BOARD
    from game.scenes.tutorial.legend import EXAMPLES
    from tests.conftest import random_hand

    app = make_app()
    fonts = app.fonts
    old = fonts.text_scale
    layouts = []
    for plays in (("1-4",), ("4-4",), ("6-6",), ("0-0",), ("3-3",)):
        lay = Layout(True)
        for p in plays:
            lay.play(p)
        layouts.append(lay)
    for seed in range(8):
        for k, g in enumerate(random_hand("american", 2, seed)):
            if k < 6:
                layouts.append(g.layout.copy())
            if k >= 6:
                break
    checked, bad = 0, []
    try:
        fonts.set_text_scale(scale)
        for rect in [BOARD] + [r for _p, r in EXAMPLES]:
            for lay in layouts:
                if rect != BOARD and len(lay.placed) > 1:
                    continue  # the examples show one tile
                bv = BoardView(app.vp, TextCache(fonts), TileArt(), rect, inline=True)
                bv.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
                bv._mark_layout = lay
                bad += [(rect, lay.placed, *f) for f in _overlaps(bv, lay)]
                checked += 1
    finally:
        fonts.set_text_scale(old)
    assert checked >= 40, checked
    assert not bad, bad[:5]


def test_a_spot_ring_goes_with_its_badge_when_it_moves_off_the_tiles():
    """A badge moved on off the tiles takes its spot ring (and "+N", arrow) along: the
    ring is drawn on the badge, not half over it where the end's point is, and a click
    on the badge picks that spot."""
    app = make_app()
    moved = 0
    for players in (2, 4):
        for bv, seed, lay in random_boards(app, players, range(12)):
            bv._mark_layout = lay
            open_pcs = [s[0] for s in lay.slots]
            for _k, pc, _l, box in bv.badge_boxes(lay):
                if box is None or pc is None:
                    continue
                p = bv.point_pos(pc)
                if abs(p[0] - box.centerx) + abs(p[1] - box.centery) < 4:
                    continue
                assert bv.spot_pos(pc) == box.center, (seed, pc)
                if pc in open_pcs:
                    assert bv.spot_at(box.center, open_pcs) == pc, (seed, pc)
                moved += 1
    assert moved >= 10, moved
