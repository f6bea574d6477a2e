"""free_spot: the free place nearest the wanted one, else the place covering least.
Pure geometry, checked against a brute force over the same rows."""

from __future__ import annotations

import random

import pygame

from game.render.placement import free_spot, overlap

AREA = pygame.Rect(100, 50, 400, 300)


def _plate(centre, size):
    r = pygame.Rect(0, 0, *size)
    r.center = centre
    return r


def test_overlap_sums_what_each_block_covers():
    r = pygame.Rect(0, 0, 10, 10)
    assert overlap(r, []) == 0
    assert overlap(r, [pygame.Rect(5, 5, 10, 10), pygame.Rect(0, 0, 2, 2)]) == 25 + 4
    assert overlap(r, [pygame.Rect(20, 20, 5, 5)]) == 0


def test_nothing_in_the_way_gives_the_wanted_place_kept_inside_the_area():
    assert free_spot(AREA, [], (40, 20), (300, 200)) == (300, 200)
    x, y = free_spot(AREA, [], (40, 20), (0, 0))  # clamped into the area
    assert AREA.contains(_plate((x, y), (40, 20)))


def test_a_free_place_beside_a_block():
    block = pygame.Rect(260, 180, 80, 40)
    x, y = free_spot(AREA, [block, (0, 0, 0, 0)], (40, 20), (300, 200))  # empty rects ignored
    r = _plate((x, y), (40, 20))
    assert not r.colliderect(block) and AREA.contains(r)
    assert abs(x - 300) + 2 * abs(y - 200) <= 61  # just past the block's nearest edge


def test_no_free_place_gives_the_least_covered_one_or_none():
    wall = [pygame.Rect(AREA.left, AREA.top, AREA.w, AREA.h - 30)]  # a strip stays free
    x, y = free_spot(AREA, wall, (40, 40), (300, 60))  # too tall for the strip
    assert overlap(_plate((x, y), (40, 40)), wall) == 40 * 10  # as little as it can
    assert free_spot(AREA, wall, (40, 40), (300, 60), free_only=True) is None
    # wider than the area: no row fits at all
    assert free_spot(AREA, [], (500, 20), (300, 200)) == (250, 200)  # centred as it can
    assert free_spot(AREA, [pygame.Rect(0, 0, 900, 900)], (500, 20), (300, 200),
                     free_only=True) is None


def test_the_free_place_is_never_covered_and_never_farther_than_a_brute_force():
    rng = random.Random(5)
    for _case in range(150):
        blocks = [pygame.Rect(rng.randrange(80, 480), rng.randrange(40, 330),
                              rng.randrange(5, 120), rng.randrange(5, 90))
                  for _b in range(rng.randrange(0, 9))]
        size = (rng.randrange(10, 120), rng.randrange(10, 60))
        want = (rng.randrange(80, 520), rng.randrange(30, 370))
        got = free_spot(AREA, blocks, size, want, step=(14, 10), free_only=True)
        w, h = size
        ys = range(AREA.top + h // 2, AREA.bottom - h + h // 2 + 1, 10)
        xs = range(AREA.left + w // 2, AREA.right - w + w // 2 + 1)
        best = None
        for y in ys:
            for x in xs:
                r = _plate((x, y), size)
                if r.collidelist(blocks) < 0:
                    cost = abs(x - want[0]) + 2 * abs(y - want[1])
                    best = cost if best is None else min(best, cost)
        if got is None:
            assert best is None
            continue
        r = _plate(got, size)
        assert AREA.contains(r) and r.collidelist(blocks) < 0
        if best is not None:
            assert abs(got[0] - want[0]) + 2 * abs(got[1] - want[1]) <= best
