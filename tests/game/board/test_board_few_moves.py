"""The camera moves rarely (new players: "the board shrinks and recentres after almost
every play"): when the layout outgrows the view, one move frames the next plays on its
open ends (a pan when that fits, else a zoom out past the layout's own need), and the
tiles keep their size. Measured as tools/board_stats.py measures it on the table's play
area at 100 % text (before: a median of 5, 5 and 6.5 moves a hand at 2, 3 and 4 players)."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.render.camera import Camera
from tests.game.board.test_board_fills_table import _board_stats

#: players -> (the most camera moves a hand, median; the least median tile long side, px)
LIMITS = {2: (5.0, 86), 3: (4.0, 76), 4: (5.0, 76)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_camera_moves_a_few_times_a_hand_and_the_tiles_stay_large(players):
    s = _board_stats().summary(players, 30, text_scale=1.0)
    most, least = LIMITS[players]
    assert s["moves_median"] <= most, s["moves_median"]
    assert s["median"] >= least, s["median"]


def test_a_move_frames_the_next_plays_ahead():
    cam = Camera(pygame.Rect(0, 0, 900, 320), 58.0)
    cam.fit((-6.0, -2.0, 6.0, 2.0))
    cam.snap()
    cam.fit((-6.0, -2.0, 8.0, 2.0), keep=True, ahead=(-6.0, -2.0, 12.0, 2.0))
    cam.snap()
    x0, y0 = cam.to_world(*cam.rect.topleft)
    x1, y1 = cam.to_world(*cam.rect.bottomright)
    assert x0 <= -6.0 and x1 >= 12.0 - 1e-6, (x0, x1)  # room for the next plays, at once
    assert cam.zoom < 58.0
    # a pan when the next plays fit at this scale: the scale holds
    cam = Camera(pygame.Rect(0, 0, 900, 320), 40.0)
    cam.fit((-6.0, -2.0, 6.0, 2.0))
    cam.snap()
    cam.fit((-6.0, -2.0, 12.0, 2.0), keep=True, ahead=(-6.0, -2.0, 15.0, 2.0))
    assert cam.tzoom == 40.0 and cam.tcx > 3.0, (cam.tzoom, cam.tcx)
