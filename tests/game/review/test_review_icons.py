"""The review's "You played" / "Best play" tiles are drawn at a readable size, a double
upright as on the table (they were 52x26 px, a double lying flat)."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from engine.tiles import HI, LO
from game.render.tiles import TileArt
from game.scenes.review.scene import ICON_ROW, PANEL, play_icon
from game.ui.viewport import Viewport


def _tile(a: int, b: int) -> int:
    return next(t for t in range(28) if (LO[t], HI[t]) == (min(a, b), max(a, b)))


def test_a_double_stands_upright_and_fills_its_row():
    pygame.init()
    vp = Viewport((1280, 720))
    img = play_icon(TileArt(), vp, _tile(1, 1))
    w, h = img.get_size()
    assert h > w  # upright
    assert h >= 56 and w >= 28, (w, h)


def test_an_ordinary_tile_lies_at_a_readable_size():
    pygame.init()
    vp = Viewport((1280, 720))
    img = play_icon(TileArt(), vp, _tile(0, 5))
    w, h = img.get_size()
    assert w > h
    assert h >= 34 and w >= 68, (w, h)


def test_the_row_keeps_inside_the_panel():
    # the head (30 px), the icon row, the reason line (28), the summary's 30 px box
    # (drawn from 2 px above its line)
    assert 8 + 30 + ICON_ROW + 2 + 28 - 2 + 30 <= PANEL.h
