"""The table cloth's surface (the felt read flat and empty, the hand's
tray sat flat on it): every cloth carries the generated weave (tools/make_felt.py),
a pool of light under the board, and the trays cast a soft shadow."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game import felt
from game.maps import TableMap
from game.render.furniture import draw_rack
from game.ui.cloth import CLOTH_IDS
from game.ui.theme import set_theme

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 36))
    yield
    set_theme("classic")
    pygame.display.quit()


def _luma(p) -> float:
    return 0.299 * p.r + 0.587 * p.g + 0.114 * p.b


def _block(surf, x, y, b=16) -> float:
    px = [surf.get_at((x + i, y + j)) for i in range(b) for j in range(b)]
    return sum(_luma(p) for p in px) / len(px)


def mottle(surf, x0=512, y0=256, n=8, b=16) -> float:
    """The felt's texture at the scale of a tile or two: how much neighbouring
    16 px blocks differ, % of their light (the map's 16 px felt tiles repeat: ~0.2)."""
    ms = [[_block(surf, x0 + i * b, y0 + j * b, b) for i in range(n)] for j in range(n)]
    d = [abs(ms[j][i + 1] - ms[j][i]) for j in range(n) for i in range(n - 1)]
    base = sum(map(sum, ms)) / (n * n)
    return 100 * sum(d) / len(d) / base


@pytest.mark.parametrize("cloth", CLOTH_IDS)
def test_every_cloth_carries_the_weave(display, cloth):
    set_theme("classic", cloth)
    surf = TableMap("table_2p.tmx").design_surface()
    assert mottle(surf) > 0.4, cloth


def test_the_board_sits_in_a_pool_of_light(display, monkeypatch):
    set_theme("classic", "green")
    lit = TableMap("table_2p.tmx").design_surface()
    monkeypatch.setattr(felt, "pool_of_light", lambda *a: None)
    plain = TableMap("table_2p.tmx").design_surface()
    middle = (600, 320)  # the play area's middle: lighter
    assert _block(lit, *middle) > _block(plain, *middle) + 6
    corner = (48, 560)  # felt by the rail, far outside the pool: as it was
    assert abs(_block(lit, *corner, 8) - _block(plain, *corner, 8)) < 1.5


def test_a_tray_casts_a_soft_shadow(display):
    felt_colour = (30, 110, 66)
    surf = pygame.Surface((400, 200))
    surf.fill(felt_colour)
    rack = pygame.Rect(50, 40, 300, 80)
    draw_rack(surf, rack, 8, 3)
    below = [_luma(surf.get_at((200, rack.bottom + dy))) for dy in (4, 8, 12)]
    plain = _luma(pygame.Color(*felt_colour))
    assert below[0] < below[1] < below[2] <= plain  # soft: fading out
    assert below[1] < 0.85 * plain  # 8 px under the tray still in its shadow
    assert _luma(surf.get_at((200, rack.bottom + 40))) == pytest.approx(plain, abs=1)


def test_the_weave_is_the_generators_output_and_tiles():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_felt
    finally:
        sys.path.pop(0)
    field = make_felt.build()
    img = pygame.image.load(str(ROOT / "assets" / "images" / make_felt.FILENAME))
    assert img.get_size() == (make_felt.SIZE, make_felt.SIZE)
    assert pygame.image.tobytes(img, "RGBA") == bytes(make_felt.rgba(field))
    lo, hi = min(field), max(field)
    assert make_felt.LOW <= lo < hi <= make_felt.HIGH  # darkens only, subtly
