"""Each open end's count reads as its end's: on the end's axis, one small fixed gap
beyond the end's edge (the same gap at every end), never diagonal, never nearer another
tile than its own; a double's "5+5" tab against its double. (A "0" sat diagonally off
the top of its tile in the tutorial, "5" discs stood off their ends by uneven gaps, and
"5+5" tags hung below-left of their doubles: a mark that did not fit where the camera's
edge was moved aside.) Over many random board states: both rule sets, 2 to 4 players,
100 % and 200 % text; and no mark overlaps a tile or another mark."""

from __future__ import annotations

import pytest

from game.render.board_marks import _steps
from tests.game_harness import make_app, random_boards


def _dist(box, rect) -> float:
    """Px between the centre of ``box`` and the nearest point of ``rect``."""
    cx, cy = box.center
    dx = max(rect.left - cx, 0, cx - rect.right)
    dy = max(rect.top - cy, 0, cy - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def test_a_mark_tries_its_axis_before_it_goes_aside():
    steps = _steps(2, (40, 30))
    axis = [s for s in steps if s[1] == 0]
    assert list(steps[:len(axis)]) == axis and axis[0] == (0, 0)  # its place first, then on ahead
    assert all(a >= 0 for a, _b in steps)  # never back towards its end


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("ruleset,players", [("american", 2), ("american", 3),
                                             ("american", 4), ("sniff61", 2),
                                             ("sniff61", 4)])
def test_every_count_sits_on_its_ends_axis_a_fixed_gap_beyond_it(ruleset, players, scale):
    app = make_app()
    app.fonts.set_text_scale(scale)
    seen = pills = crowded = 0
    for bv, seed, lay in random_boards(app, players, range(6), ruleset):
        bv._mark_layout = lay
        cam = bv.camera
        marks = [b for b in bv.badge_boxes(lay) if b[3] is not None]
        tiles = {t: bv.tile_rect(t) for t, _p in lay.placed}
        for i, (_k, pc, label, box) in enumerate(marks):
            # on no tile (with its lit halo) and on no other mark
            halo = box.inflate(2 * bv.badge_halo, 2 * bv.badge_halo)
            assert halo.collidelist(list(tiles.values())) < 0, (seed, pc, label, box)
            for _k2, pc2, _l2, other in marks[:i]:
                assert not box.colliderect(other), (seed, pc, pc2, box, other)
            (ex, ey), (dx, dy) = bv.end_edge(pc)
            ox, oy = box.centerx - ex, box.centery - ey
            aside = abs(ox * dy - oy * dx)
            # (measured from the sniff's outline)
            outline = max(1, cam.unit // 12) + 1 if pc >> 3 == lay.sniff else 0
            gap = ox * dx + oy * dy - (box.w if dx else box.h) / 2 - outline
            seen += 1
            pills += "+" in label
            if aside > 2 or gap > bv.end_gap + 2 * max(2, bv.vp.length(2)):
                # a walled-in end (another arm's tile across its axis): rare, and even
                # then its mark is nearer its own tile than any other
                crowded += 1
                own = _dist(box, tiles[pc >> 3])
                assert all(own <= _dist(box, r) + 1 for t, r in tiles.items()), (seed, pc)
                continue
            assert gap >= bv.end_gap - 1, (seed, pc, label, gap)
            if "+" in label:  # a double's tab against its double (its own tile)
                reach = bv.end_gap + outline + max(box.size) / 2 + 1
                assert _dist(box, tiles[pc >> 3]) <= reach, (seed, pc, label, box)
    assert seen > 300 and pills > 3, (seen, pills)
    assert crowded * 200 <= seen, (crowded, seen)
