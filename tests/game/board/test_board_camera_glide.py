"""The camera glides, never jumps, and does not
re-centre after every tile (the play area's foot moved with the
status lines and the board snapped to it; each zoom out re-centred the
layout, so the sniff walked 50 px a play: each zoom glides now, briskly)."""

from __future__ import annotations

import pygame
import pytest

from game.maps import load_map, table_map_name
from game.render.board import BoardView
from game.render.camera import Camera
from game.ui import Viewport
from tests.conftest import random_hand


def _view(players, inline):
    vp = Viewport((1280, 720))
    return BoardView(vp, None, None, load_map(table_map_name(players)).anchor("layout"), inline)


def _screen(bv):
    return [bv.camera.to_screen(bv.geom.tiles[t].cx, bv.geom.tiles[t].cy) for t in bv.geom.order]


def _step(a, b):
    return max((max(abs(p[0] - q[0]), abs(p[1] - q[1])) for p, q in zip(a, b)), default=0.0)


@pytest.mark.parametrize("players", [2, 4])
def test_a_new_floor_glides_the_board_instead_of_jumping(players):
    """The play area's foot moves (the lines under the board): this frame every tile is
    where it was, then the board glides there, no frame moving a tile over 10 px."""
    checked = 0
    for seed in range(6):
        bv = None
        for n, g in enumerate(random_hand("american", players, seed)):
            if bv is None:
                bv = _view(players, g.rules.inline_sniff)
            bv.sync(list(g.layout.placed), [s[0] for s in g.layout.slots], snap=True)
            if n not in (6, 10) or not bv.geom.order:
                continue
            full = bv._full
            for bottom in (full.bottom - full.h // 4, None):
                before = _screen(bv)
                bv.set_floor(bottom)
                assert _step(before, _screen(bv)) <= 1.0, (seed, n, bottom)
                prev = _screen(bv)
                for _ in range(60):
                    bv.update(1 / 60)
                    now = _screen(bv)
                    assert _step(prev, now) <= 10.0, (seed, n, bottom)
                    prev = now
                assert not bv.moving
                area = bv.camera.rect
                x0, y0 = bv.camera.to_screen(*bv.geom.bbox()[:2])
                x1, y1 = bv.camera.to_screen(*bv.geom.bbox()[2:])
                assert area.inflate(2, 2).contains(pygame.Rect(x0, y0, x1 - x0, y1 - y0))
                checked += 1
    assert checked >= 12


def test_a_short_move_is_brisk_and_a_long_one_never_lurches():
    cam = Camera(pygame.Rect(0, 0, 900, 320), 58.0)
    cam.fit((-6.0, -2.0, 6.0, 2.0))
    cam.snap()
    cam.fit((-6.0, -2.0, 6.0, 3.2), keep=True)  # a small pan
    assert cam.tzoom == 58.0 and cam.tcy > 0.3
    frames = 0
    while cam.moving or frames == 0:
        cam.update(1 / 60)
        frames += 1
    assert frames <= round(0.36 * 60)
    cam.fit((-6.0, -2.4, 11.0, 2.4), keep=True)  # a zoom out and a pan at once
    # the points at the view's corners (the fastest on the screen)
    a, b = cam.to_world(*cam.rect.topleft), cam.to_world(*cam.rect.bottomright)
    prev = cam.to_screen(*a), cam.to_screen(*b)
    for _ in range(60):
        cam.update(1 / 60)
        now = cam.to_screen(*a), cam.to_screen(*b)
        assert _step(prev, now) <= 10.0
        prev = now
    assert not cam.moving
