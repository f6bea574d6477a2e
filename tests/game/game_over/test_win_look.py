"""The win screen's light rays were flat, blocky olive wedges and
its confetti plain rectangles. Now the rays are soft (a gradient across each ray, fading
out from the centre, no hard edge) and warm gold, and the paper is of mixed shapes in
the table's palette; once the celebration is over nothing is redrawn."""

from __future__ import annotations

import math

import pygame

from game.render.confetti import MIN_SIZE, PAPER, RECT, STRIP, Confetti
from game.scenes.game_over.trophy import draw_rays


def _rays(turn: float = 0.0, cache=None) -> pygame.Surface:
    surf = pygame.Surface((1280, 720))
    surf.fill((4, 8, 6))
    draw_rays(surf, (640, 130), 900, turn, 1.0, {} if cache is None else cache)
    return surf


def test_the_rays_are_soft_warm_gold_and_fade_out():
    surf = _rays()
    # across a ray at a fixed distance: the light rises and falls in small steps
    # (no hard edge), a ray's middle brighter than the gap between two rays
    d = 420
    row = []
    for i in range(400):
        a = math.pi / 2 - 0.4 + 0.8 * i / 400
        x, y = 640 + d * math.cos(a), 130 + d * math.sin(a)
        row.append(surf.get_at((round(x), round(y)))[:3])
    lum = [r + g + b for r, g, b in row]
    assert max(lum) - min(lum) > 60  # rays and gaps
    steps = [abs(q - p) for p, q in zip(lum, lum[1:])]
    assert max(steps) <= 12, max(steps)  # soft: no blocky edge
    r, g, b = max(row, key=sum)
    assert r > g * 1.3 and g > b * 1.5  # warm gold, not olive (r close to g)
    # it fades out: dimmer far from the centre than near it along the same ray
    near = sum(surf.get_at((640, 130 + 300))[:3])
    far = sum(surf.get_at((640, 130 + 580))[:3])
    assert near > far + 30


def test_the_rays_are_kept_while_still():
    cache: dict = {}
    _rays(0.5, cache)
    img = cache["rays"]
    _rays(0.5, cache)
    assert cache["rays"] is img  # still: not drawn again
    _rays(0.6, cache)
    assert cache["rays"] is not img


def test_confetti_is_paper_that_tumbles_in_a_few_bright_colours():
    """Issue 16, "the confetti looks like noise": every piece is a sheet or a strip
    of paper at least MIN_SIZE design px long (never a dot), in a few bright colours of
    the table's palette, and it tumbles: its visible width follows |cos(spin)| (edge-on
    it is a sliver, face-on its full width) while it spins."""
    c = Confetti(pygame.Rect(0, 0, 1280, 720), count=160, seed=3).start()
    assert {p[9] for p in c.particles} == {RECT, STRIP}
    assert all(p[6] >= MIN_SIZE for p in c.particles)  # 720 high: 1 px a design px
    assert all(p[5] != 0 for p in c.particles)  # every piece spins
    assert 3 <= len(PAPER) <= 6 and all(max(col) >= 190 for col in PAPER)  # bright
    blue, pink = (86, 180, 233), (204, 121, 167)
    assert blue not in PAPER and pink not in PAPER

    def width(spin):
        p = [30, 30, 0, 0, spin, 1, 20, 0, 0, RECT, 0.0, 0, 0]
        surf = pygame.Surface((60, 60))
        Confetti.piece(surf, p, (255, 255, 255))
        return pygame.mask.from_threshold(surf, (255, 255, 255), (1, 1, 1, 255)
                                          ).get_bounding_rects()[0].w
    assert width(0.0) >= 18  # face-on: its full width
    assert width(math.pi / 3) in range(8, 12)  # |cos| = 1/2: half as wide
    assert width(math.pi / 2) <= 3  # edge-on: a sliver
    # its back shows a shade darker as it tumbles over
    surf = pygame.Surface((60, 60))
    Confetti.piece(surf, [30, 30, 0, 0, math.pi, 1, 20, 0, 0, RECT, 0.0, 0, 0],
                   (255, 255, 255))
    assert 0 < surf.get_at((30, 30)).r < 200
    # spinning as it falls, the width it shows changes frame to frame
    c.update(0.5)
    p = next(p for p in c.particles if c.t >= p[8])
    seen = set()
    for _k in range(20):
        c.update(1 / 30)
        xs = [x for x, _y in Confetti.corners(p)]
        seen.add(round(max(xs) - min(xs)))
    assert len(seen) > 4


def test_confetti_bursts_from_both_sides_falls_with_drag_and_is_gone_after_3_s():
    area = pygame.Rect(0, 0, 1280, 720)
    c = Confetti(area, count=120, seed=4).start()
    xs = [p[0] for p in c.particles]
    assert sum(x < 120 for x in xs) > 40 and sum(x > 1160 for x in xs) > 40  # two cannons
    for _k in range(30):  # 1 s
        c.update(1 / 30)
    # up and in from the sides, then floating down no faster than the drag lets it
    assert sum(160 < p[0] < 1120 for p in c.particles) > 20
    assert all(p[3] <= area.h * 0.3 + 1e-6 for p in c.particles)
    for _k in range(int(2.3 * 30)):
        c.update(1 / 30)
    assert not c.alive  # faded out after about 3 s
    assert Confetti(area, reduced_motion=True).start().particles == []
