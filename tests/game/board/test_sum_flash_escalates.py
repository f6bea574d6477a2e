"""A score's reward grows with its points: the flash round the sum of the ends as
the "+N" pops is none for a 5, a thin ring for a 10 or 15, a wider, brighter one for
20-25, and from 30 a second ring and the sum's plate lit (no words); none under
reduced motion, none once its moment is over."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.render.fx_sum import SUM_FLASH_SPAN, flash_weight, sum_flash

BOX = pygame.Rect(300, 200, 200, 40)


def _flash(points, t=SUM_FLASH_SPAN * 0.3, divisor=1, still=False):
    surf = pygame.Surface((800, 500))
    surf.fill((10, 60, 30))
    c = SimpleNamespace(points=points, t=t, divisor=divisor)
    lit = sum_flash(surf, BOX, [c], 1.0, still)
    ring = 0 if lit is None else sum(surf.get_at((x, BOX.centery))[0]
                                     for x in range(lit.left, BOX.left))
    return lit, ring, surf.get_at(BOX.center)[0]


def test_the_flash_round_the_sum_grows_with_the_points():
    assert [flash_weight(p) for p in (5, 10, 15, 20, 25, 30, 45)] == [0, 1, 1, 2, 2, 3, 3]
    assert _flash(5)[0] is None  # a 5: its own small pop only
    (r10, l10, in10), (r20, l20, in20), (r30, l30, in30) = (_flash(p) for p in (10, 20, 30))
    assert r10.contains(BOX) and r10.w < r20.w < r30.w  # wider each step
    assert 0 < l10 < l20 < l30  # brighter each step
    assert in10 == in20 == 10 < in30  # from 30 the plate itself lights


def test_sniff61_points_count_before_the_divisor():
    assert _flash(4, divisor=5)[0] is not None  # 4 points = a total of 20
    assert _flash(1, divisor=5)[0] is None  # a total of 5


def test_no_flash_under_reduced_motion_nor_after_its_moment():
    assert _flash(30, still=True)[0] is None
    assert _flash(30, t=SUM_FLASH_SPAN)[0] is None
