"""Up to four kinds of mark sat on
one end - its disc or "3+3" pill, the spot ring, the "+N" chip, the sniff's tag - on
each other. No spot ring crosses another end's mark or ring, no "+N" chip touches any
ring, badge or tag, and a "+0" is never drawn (a ring alone means no points), over many
random layouts, 100 % and 200 % text, 2 and 4 players."""

from __future__ import annotations

import math

import pygame
import pytest

from tests.game_harness import make_app, marked_boards, random_boards


def _capsule(ring):
    """A ring as drawn (rounded by half its height): its middle segment and radius."""
    r = ring.h / 2
    return ring.left + r, ring.right - r, ring.centery, r


def _ring_hits_ring(a, b) -> bool:
    ax0, ax1, ay, ar = _capsule(a)
    bx0, bx1, by, br = _capsule(b)
    dx = max(0.0, bx0 - ax1, ax0 - bx1)
    return math.hypot(dx, ay - by) < ar + br


def _ring_hits_box(ring, box) -> bool:
    x0, x1, y, r = _capsule(ring)
    dx = max(0.0, box.left - x1, x0 - box.right)
    dy = max(0.0, box.top - y, y - box.bottom)
    return math.hypot(dx, dy) < r


def _marks(bv, lay):
    badges = {}
    for _k, pc, _l, box in bv.badge_boxes(lay):
        if box is None:
            box = bv.whole_box(lay, lay.sniff)
        if box is not None:
            badges[pc] = box
    pcs = [s[0] for s in lay.slots if bv.point_pos(s[0]) is not None]
    rings = {pc: bv.ring_box(pc, lay) for pc in pcs}
    return badges, rings, pcs


@pytest.mark.parametrize("players,scale", [(2, 1.0), (2, 2.0), (4, 1.0), (4, 2.0)])
def test_no_two_marks_overlap(players, scale):
    checked = 0
    for bv, seed, lay in marked_boards(players, scale, range(10)):
        badges, rings, pcs = _marks(bv, lay)
        for pc in pcs:
            ring = rings[pc]
            for other in pcs:
                if other != pc:
                    assert not _ring_hits_ring(ring, rings[other]), (seed, pc, other)
            for bpc, box in badges.items():
                if bpc != pc:
                    assert not _ring_hits_box(ring, box), (seed, pc, bpc, ring, box)
            chip = bv.spot_label_box(pc, "+10", lay)
            for other in pcs:
                assert not _ring_hits_box(rings[other], chip), (seed, pc, other, chip)
            for bpc, box in badges.items():
                assert not chip.colliderect(box), (seed, pc, bpc, chip, box)
            checked += 1
    assert checked > 150, checked


def test_a_spot_that_scores_nothing_has_no_chip():
    app = make_app()
    for bv, _seed, lay in random_boards(app, 2, range(1)):
        if len(lay.placed) < 3:
            continue
        bv._mark_layout = lay
        pc = lay.slots[0][0]
        surf = pygame.Surface(app.vp.size if hasattr(app.vp, "size") else (1280, 720))
        seen = []
        real = bv.spot_label_box
        bv.spot_label_box = lambda p, label, layout=None, seen=seen, real=real: (
            seen.append(label) or real(p, label, layout))
        bv.draw_spots(surf, [pc], [pc], {pc: 0}, focus=pc)
        assert "+0" not in seen
        bv.draw_spots(surf, [pc], [pc], {pc: 10}, focus=pc)
        assert "+10" in seen
        return
