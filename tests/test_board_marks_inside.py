"""Round 8 (r6b bug 1: 35_table200, 38_table_zh200, 40_table_pl200): at 200 % text the
leftmost end's "1×2" ring sat half outside the play area, behind the boneyard panel, and
its "+0" chip on a tile. Every end's badge and every spot's "+N" chip
stay inside the play area, over random boards, 100 % and 200 %, 2 and 4 players."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest
from game_harness import make_app, random_boards


@pytest.mark.parametrize("players,scale", [(2, 1.0), (2, 2.0), (4, 1.0), (4, 2.0)])
def test_badges_and_chips_stay_in_the_play_area(players, scale):
    app = make_app()
    fonts = app.fonts
    old = fonts.text_scale
    checked = 0
    try:
        fonts.set_text_scale(scale)
        for bv, seed, lay in random_boards(app, players, range(14)):
            bv._mark_layout = lay
            area = bv.vp.rect(bv.area)
            assert area.contains(bv.camera.rect)
            for _k, pc, label, box in bv.badge_boxes(lay):
                if box is None:
                    continue
                assert area.contains(box), (seed, pc, label, box, area)
                checked += 1
            for pc, *_rest in lay.slots:
                if bv.point_pos(pc) is None:
                    continue
                chip = bv.spot_label_box(pc, "+10")
                assert area.contains(chip), (seed, pc, chip)
                tiles = [bv.tile_rect(t) for t, _p in lay.placed]
                hit = chip.collidelist(tiles)
                assert hit < 0, (seed, pc, chip, tiles[hit])
    finally:
        fonts.set_text_scale(old)
    assert checked > 150, checked
