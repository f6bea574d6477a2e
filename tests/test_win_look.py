"""Round 11 (r9a LOOKS 4): the win screen's light rays were flat, blocky olive wedges and
its confetti plain rectangles. Now the rays are soft (a gradient across each ray, fading
out from the centre, no hard edge) and warm gold, and the paper is of mixed shapes in
the table's palette; once the celebration is over nothing is redrawn."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.render.confetti import DISC, RECT, STREAMER, Confetti
from game.render.fx import CONFETTI_COLOURS
from game.scenes.game_over_trophy import draw_rays


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


def test_confetti_is_of_mixed_shapes_in_the_tables_palette_and_turns():
    c = Confetti(pygame.Rect(0, 0, 1280, 720), count=160, seed=3).start()
    shapes = [p[9] for p in c.particles]
    for shape in (RECT, DISC, STREAMER):
        assert shapes.count(shape) >= 16, shape
    assert all(0 <= p[7] < len(CONFETTI_COLOURS) for p in c.particles)
    blue, pink = (86, 180, 233), (204, 121, 167)
    assert blue not in CONFETTI_COLOURS and pink not in CONFETTI_COLOURS
    # a turning square is drawn at a slant, not as an upright box
    surf = pygame.Surface((60, 60))
    Confetti.piece(surf, [30, 30, 0, 0, 1.0, 0, 16, 0, 0, RECT], (255, 255, 255))
    box = surf.get_bounding_rect()
    filled = sum(surf.get_at((x, y))[0] > 0 for x in range(box.left, box.right)
                 for y in range(box.top, box.bottom))
    assert filled < 0.85 * box.w * box.h  # not an axis-aligned rectangle
    # a streamer is long and thin
    surf.fill((0, 0, 0))
    Confetti.piece(surf, [30, 30, 0, 0, 0.0, 0, 8, 0, 0, STREAMER], (255, 255, 255))
    box = surf.get_bounding_rect()
    assert max(box.w, box.h) >= 24
