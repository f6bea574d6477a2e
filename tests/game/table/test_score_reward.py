"""A score feels like a reward sized to its points: the
"+N" is big and bold, pops past full size and glows (more the bigger it is); each
counted end flashes as it lights, in turn with the sum; sparks from 10 points, fuller
from 20 and 30; a band of warm light sweeps over the board from 20; none of the motion
under reduced motion."""

from __future__ import annotations

import pygame
import pytest

from game.render import fx_burst
from game.render.fx import ScoreCallout, callout_size
from game.scenes.table.payoff import FLASH_SECONDS, BoardPayoff
from game.ui import Fonts
from tests.game.table.test_payoff_fx import _Board, _view, _Vp


@pytest.fixture(scope="module")
def fonts():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    yield Fonts()
    pygame.display.quit()


def _warm(surf, rect) -> int:
    """Warm-lit pixels of ``surf`` in ``rect`` (red over the dark background)."""
    return sum(1 for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2)
               if surf.get_at((x, y)).r > 30)


def _glow_around(fonts, points: int, t: float, still: bool = False) -> int:
    c = ScoreCallout(fonts, points, (300, 200), still).start()
    c.t = t
    surf = pygame.Surface((600, 400))
    c.draw(surf)
    r = c.rect()
    ring = r.inflate(r.h, r.h)
    return _warm(surf, ring) - _warm(surf, r)


def test_the_callout_is_big_pops_past_full_size_and_glows(fonts):
    assert callout_size(5) >= 38 and callout_size(20) >= 56 and callout_size(50) >= 80
    big = ScoreCallout(fonts, 30, (300, 200)).start()
    small = ScoreCallout(fonts, 5, (300, 200)).start()
    peak = {}
    for c in (big, small):
        c.t, top = 0.0, 0.0
        while c.t < 0.6:
            top = max(top, c.scale())
            c.t += 0.01
        peak[c.points] = top
    assert peak[30] >= 1.35 and peak[5] >= 1.15 and peak[30] > peak[5]
    # a glow round the plate, brightest as it pops, more for a bigger score
    assert _glow_around(fonts, 30, 0.25) > _glow_around(fonts, 5, 0.25) > 0
    assert _glow_around(fonts, 30, 0.25) > _glow_around(fonts, 30, 1.5) > 0
    assert _glow_around(fonts, 30, 1.0, still=True) > 0  # a steady glow when still


def test_a_sweep_of_light_crosses_the_board_from_20_points():
    rect = pygame.Rect(50, 40, 300, 200)
    assert not fx_burst.LightSweep(rect, 15).start().alive
    assert not fx_burst.LightSweep(rect, 40, reduced_motion=True).start().alive
    xs = []
    for points in (20, 30):
        sweep = fx_burst.LightSweep(rect, points).start()
        lit = []
        for t in (0.2, 0.35, 0.5):
            sweep.t = t
            surf = pygame.Surface((400, 300))
            sweep.draw(surf)
            cols = [x for x in range(0, 400, 2) if any(surf.get_at((x, y)).r > 8
                                                       for y in range(0, 300, 4))]
            assert cols and min(cols) >= rect.left and max(cols) < rect.right  # on the board only
            lit.append(sum(cols) / len(cols))
            assert not any(surf.get_at((x, 20)).r for x in range(0, 400, 2))
        assert lit[0] < lit[1] < lit[2]  # left to right
        xs.append(sweep.peak)
    assert xs[1] > xs[0]  # brighter from 30


def test_the_counted_ends_flash_in_turn_as_they_light():
    pay = BoardPayoff(_Vp(), _Board())
    v = _view(25, 0.0)
    v.callouts = []
    v.lit_age = {1: 0.1}  # the first end has just lit: it flashes, alone
    surf = pygame.Surface((400, 300))
    assert pay.flashes(surf, v) == [(100.0, 100.0)]
    assert _warm(surf, pygame.Rect(60, 60, 80, 80)) > 10
    assert surf.get_at((100, 100))[:3] == (0, 0, 0)  # not over the badge's number
    v.lit_age = {1: FLASH_SECONDS + 0.1, 2: 0.05}  # then the next, as the sum adds it
    surf = pygame.Surface((400, 300))
    assert pay.flashes(surf, v) == [(250.0, 150.0)]
    assert _warm(surf, pygame.Rect(60, 60, 80, 80)) == 0
    still = pygame.Surface((400, 300))
    pay.sparks(still, v, still=True)
    assert _warm(still, still.get_rect()) == 0  # reduced motion: no flash


def test_sparks_are_sized_to_the_points():
    counts = [fx_burst.sparks_per_end(p) for p in (5, 10, 15, 20, 30, 45)]
    assert 0 < counts[0] < counts[1] == counts[2] < counts[3] < counts[4] == counts[5]
    assert fx_burst.sparks_per_end(0) == 0
    assert counts[3] >= 20 and counts[4] >= 30


def test_the_score_sound_is_a_ladder_of_coins_and_chimes():
    import random
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
    from tools import make_sounds as m
    coins = [len(m.SCORE_COINS[k]) for k in ("small", "medium", "big")]
    assert 0 < coins[0] < coins[1] < coins[2]
    chimes = [len(m.SCORE_CHIMES[k][0]) for k in ("small", "medium", "big")]
    assert chimes[0] < chimes[1] < chimes[2]
    clink = m.coin(random.Random(1))
    bright = m.highpass(clink, 2000)
    assert sum(x * x for x in bright) > 0.4 * sum(x * x for x in clink)  # metallic


def test_the_sweep_of_light_has_no_hard_edge_at_the_boards_bounds():
    """A hard-edged light rectangle behind a +20 flash. The sweep fades
    out towards every side of the board: at its bounds it adds (next to) nothing, and no
    step between neighbouring pixels there is a visible edge."""
    rect = pygame.Rect(60, 40, 400, 240)
    for points in (20, 40):
        sweep = fx_burst.LightSweep(rect, points).start()
        brightest = 0
        for t in (0.15, 0.25, 0.35, 0.45, 0.55):
            sweep.t = t
            surf = pygame.Surface((520, 320))
            sweep.draw(surf)
            def red(xs, ys, surf=surf):
                return max(surf.get_at((x, y)).r for x in xs for y in ys)
            cols, rows = range(rect.left, rect.right), range(rect.top, rect.bottom)
            brightest = max(brightest, red(range(rect.left, rect.right, 3),
                                           range(rect.top, rect.bottom, 3)))
            # at its bounds it adds (next to) nothing, and a few px in it is still faint
            assert red(cols, (rect.top, rect.bottom - 1)) <= 2, (points, t)
            assert red((rect.left, rect.right - 1), rows) <= 2, (points, t)
            assert red(cols, range(rect.top, rect.top + 4)) <= 3
            assert red(cols, range(rect.bottom - 4, rect.bottom)) <= 3
            assert red(range(rect.left, rect.left + 4), rows) <= 3
            assert red(range(rect.right - 4, rect.right), rows) <= 3
            assert red(range(0, rect.left), rows) == 0 == red(range(rect.right, 520), rows)
        assert brightest >= 30  # the light is there, away from the edges
