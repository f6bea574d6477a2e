"""A big score feels like a reward: from 20 points the board is knocked a few
px as the callout pops, sparks of light burst from the counted ends and the chime is
brighter; from 30 more again; nothing moves under reduced motion."""

from __future__ import annotations

import random
import sys
import zlib
from pathlib import Path

import pygame

from game.present.view import Callout, TableView
from game.render import fx_burst as fx
from game.scenes.table.payoff import BoardPayoff

ROOT = Path(__file__).resolve().parents[3]


def _peak(points: int, reduced: bool = False) -> float:
    steps = [fx.punch_offset(points, p / 200, reduced) for p in range(200)]
    return max(abs(dx) + abs(dy) for dx, dy in steps)


def test_big_scores_punch_the_board_briefly_and_harder_from_30():
    assert _peak(15) == 0  # a small score does not move the board
    assert 3 <= _peak(20) <= 6
    assert _peak(30) > _peak(20) and _peak(30) <= 10  # a few px, never a quake
    # it rings out within a quarter of a second or so of the callout's ~2 s clock
    assert fx.punch_offset(35, fx.PUNCH_SPAN, False) == (0, 0)
    assert fx.PUNCH_SPAN * 2.0 <= 0.3
    assert _peak(45, reduced=True) == 0  # reduced motion: nothing moves


def test_spark_burst_flies_out_from_the_ends_and_ends():
    ends = [(100.0, 100.0), (300.0, 120.0)]
    assert not fx.SparkBurst(ends, 0).start().alive  # no points: no sparks
    five = fx.SparkBurst(ends, 5).start()  # a twinkle for a 5 (the player's side's)
    small = fx.SparkBurst(ends, 15).start()  # more from 10, sized to the points
    assert 0 < len(five.sparks) < len(small.sparks)
    med = fx.SparkBurst(ends, 20).start()
    big = fx.SparkBurst(ends, 30).start()
    assert len(big.sparks) > len(med.sparks) > 2 * len(small.sparks) > 0
    med.t = 0.05
    near = med.positions()
    med.t = 0.4
    far = med.positions()
    assert near and far
    def spread(sparks):
        return max(min(abs(x - ex) + abs(y - ey) for ex, ey in ends) for x, y, _r, _c in sparks)
    assert spread(near) < 40 < spread(far)  # from the ends outwards
    assert not fx.SparkBurst(ends, 40, reduced_motion=True).start().alive
    med.t = med.duration
    assert not med.alive and med.positions() == []


def test_sparks_draw_light_on_the_felt():
    surf = pygame.Surface((400, 240))
    surf.fill((20, 70, 40))
    burst = fx.SparkBurst([(200, 120)], 30, seed=3).start()
    burst.t = 0.15
    burst.draw(surf)
    lit = sum(1 for x in range(0, 400, 2) for y in range(0, 240, 2)
              if sum(surf.get_at((x, y))[:3]) > 20 + 70 + 40 + 120)
    assert lit > 10  # brighter than the felt where sparks are


class _Camera:
    rect = pygame.Rect(50, 50, 300, 200)


class _Board:
    camera = _Camera()

    def point_pos(self, pc):
        return {1: (100.0, 100.0), 2: (250.0, 150.0)}.get(pc)

    def marks(self, layout):
        return []

    badge_radius = 14.0

    def badge_centre(self, layout, pc):
        return None


class _Vp:
    scale = 1.0


def _view(points: int, t: float) -> TableView:
    v = TableView(2, False)
    v.callouts = [Callout(f"+{points}", points, tile=7, t=t)]
    v.lit_age = {1: 0.5, 2: 0.2}
    return v


def _board_surface():
    surf = pygame.Surface((400, 300))
    surf.fill((0, 0, 0))
    pygame.draw.rect(surf, (200, 200, 200), (150, 120, 40, 20))  # a tile on the board
    pygame.draw.rect(surf, (90, 90, 250), (0, 0, 40, 30))  # the HUD, off the board
    return surf


def _lit(surf) -> int:
    return sum(1 for x in range(0, surf.get_width(), 2) for y in range(0, surf.get_height(), 2)
               if sum(surf.get_at((x, y))[:3]) > 60)


def test_table_payoff_knocks_only_the_board_and_sparks_from_the_ends():
    pay = BoardPayoff(_Vp(), _Board())
    for points, moved in ((15, False), (25, True)):
        surf = _board_surface()
        before = pygame.image.tobytes(surf, "RGB")
        pay.punch(surf, _view(points, 0.02), still=False)
        changed = pygame.image.tobytes(surf, "RGB") != before
        assert changed == moved, points
        assert surf.get_at((10, 10))[:3] == (90, 90, 250)  # the HUD stays put
    surf = _board_surface()
    before = pygame.image.tobytes(surf, "RGB")
    pay.punch(surf, _view(40, 0.02), still=True)  # reduced motion
    assert pygame.image.tobytes(surf, "RGB") == before
    assert pay.ends(_view(25, 0.1)) == [(100.0, 100.0), (250.0, 150.0)]
    surf = pygame.Surface((400, 300))
    pay.sparks(surf, _view(25, 0.08), still=False)
    assert _lit(surf) > 10
    dark = pygame.Surface((400, 300))
    pay.sparks(dark, _view(25, 0.08), still=True)
    assert _lit(dark) == 0


def _high_share(name: str) -> float:
    sys.path.insert(0, str(ROOT))
    from tools import make_sounds as m
    rng = random.Random(zlib.crc32(name.encode()))
    s, _a, _b = m.SOUNDS[name](rng)
    s = s[: m.n_samples(0.6)]
    hi = m.highpass(s, 3500)
    return sum(x * x for x in hi) / sum(x * x for x in s)


def test_big_score_chimes_sound_brighter():
    small, medium, big = (_high_share(f"score_{k}") for k in ("small", "medium", "big"))
    assert small < medium < big
    assert medium > 0.07 and big > 0.125  # a shimmer of high bells over the chime
