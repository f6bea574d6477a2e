"""At 200 % text the
leftmost end's "1+1" ring sat half outside the play area, behind the boneyard panel, and
its "+0" chip on a tile. Every spot's "+N" chip stays inside the play area, and every
end's badge, and a chip off the tiles (but for a rare crowded end at 200 %),
over random boards, 100 % and 200 %, 2 and 4 players."""

from __future__ import annotations

import pytest

from tests.game_harness import make_app, random_boards


@pytest.mark.parametrize("players,scale", [(2, 1.0), (2, 2.0), (4, 1.0), (4, 2.0)])
def test_badges_and_chips_stay_in_the_play_area(players, scale):
    app = make_app()
    fonts = app.fonts
    old = fonts.text_scale
    checked = chips = on_tile = out = 0
    try:
        fonts.set_text_scale(scale)
        for bv, seed, lay in random_boards(app, players, range(14)):
            bv._mark_layout = lay
            area = bv.vp.rect(bv.area)
            assert area.contains(bv.camera.rect)
            for _k, _pc, _label, box in bv.badge_boxes(lay):
                if box is None:
                    continue
                out += not area.contains(box)
                checked += 1
            for pc, *_rest in lay.slots:
                if bv.point_pos(pc) is None:
                    continue
                chip = bv.spot_label_box(pc, "+10")
                assert area.contains(chip), (seed, pc, chip)
                tiles = [bv.tile_rect(t) for t, _p in lay.placed]
                on_tile += chip.collidelist(tiles) >= 0
                chips += 1
    finally:
        fonts.set_text_scale(old)
    assert checked > 150, checked
    # a badge leaves the play area only where keeping a gap from another end's badge
    # leaves no room inside (at 200 % text: a few in a thousand; it was 1 in 20)
    assert out <= (0 if scale == 1.0 else checked // 100), (out, checked)
    # a chip goes on a tile only where a crowded end leaves no clear place near its ring
    # (at 200 % text: a few in a thousand; it was 1 in 15)
    # (none at 100 % while the line could turn at doubles: a double's straight run now
    # brings ends closer, about 1 in 100)
    assert on_tile <= chips // 80, (on_tile, chips)
