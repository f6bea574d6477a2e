"""A spot's "+N" preview chip covered the
end badges ("1+1", "3+3", "4+4") at 200 % text and even at 100 % in 4 players. A chip
never overlaps a badge, over many random layouts, 100 % and 200 %, 2 and 4 players."""

from __future__ import annotations

import pytest

from tests.game_harness import marked_boards


@pytest.mark.parametrize("players,scale", [(2, 1.0), (2, 2.0), (4, 1.0), (4, 2.0)])
def test_preview_chips_never_cover_a_badge(players, scale):
    checked = 0
    for bv, seed, lay in marked_boards(players, scale, range(12)):
        badges = [b for _k, _pc, _l, b in bv.badge_boxes(lay) if b is not None]
        for pc, *_rest in lay.slots:
            if bv.point_pos(pc) is None:
                continue
            chip = bv.spot_label_box(pc, "+10")
            assert bv.camera.rect.contains(chip), (seed, pc, chip)
            hit = chip.collidelist(badges)
            assert hit < 0, (seed, pc, chip, badges[hit])
            checked += 1
    assert checked > 150, checked
