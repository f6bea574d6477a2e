"""The title's opening (#16): the cross's tiles laid one by one with a soft
click, one shine across the logo, then still: no redraw until the player acts."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import storage  # noqa: E402
from game.scenes.menus import title as title_mod  # noqa: E402
from game.scenes.menus.title import INTRO, LAND, SHINE, SHINE_AT, TitleScene  # noqa: E402
from tests.game.menus.test_game_menus import new_app  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()


@pytest.fixture
def app(home):
    a = new_app()
    yield a
    while a.stack:
        a.stack.pop().exit()
    pygame.event.clear()


def start(app) -> TitleScene:
    scene = TitleScene(app)
    app.push(scene)
    return scene


def tiles_drawn(monkeypatch, scene, app, t) -> int:
    calls = []
    real = title_mod.draw_tile
    monkeypatch.setattr(title_mod, "draw_tile", lambda *a, **k: calls.append(a) or real(*a, **k))
    scene.time = t
    scene.draw(app.screen)
    monkeypatch.setattr(title_mod, "draw_tile", real)
    return len(calls)


def test_tiles_are_laid_one_by_one(app, monkeypatch):
    scene = start(app)
    counts = [tiles_drawn(monkeypatch, scene, app, t) for t in (0.0, LAND[0], LAND[2] + 0.01,
                                                               LAND[-1] + 0.01)]
    assert counts == [0, 1, 3, 7]


def test_each_tile_lands_with_a_click(app):
    start(app)
    app.audio.played.clear()
    for _ in range(int((LAND[-1] + 0.2) * 60)):
        app.frame(1 / 60)
    assert app.audio.played.count("place") == len(LAND)


def test_reduced_motion_shows_all_at_once_silently(app, monkeypatch):
    app.settings.reduced_motion = True
    scene = start(app)
    app.audio.played.clear()
    assert tiles_drawn(monkeypatch, scene, app, 0.0) == 7
    app.frame(1 / 60)
    app.frame(2.0)
    assert "place" not in app.audio.played
    assert not scene.animating()


def test_logo_shines_once(app):
    scene = start(app)

    def logo_pixels(t):
        scene.time = t
        app.screen.fill((0, 0, 0))
        scene.draw(app.screen)
        r = app.vp.rect((440, 40, 400, 120))
        return pygame.image.tobytes(app.screen.subsurface(r), "RGB")

    still = logo_pixels(INTRO + 1)
    assert logo_pixels(SHINE_AT + SHINE / 2) != still
    assert logo_pixels(SHINE_AT + SHINE + 0.05) == logo_pixels(INTRO + 2)


def test_idle_once_the_opening_ends(app):
    start(app)
    t = 0.0
    while t < INTRO + 0.5:
        app.frame(1 / 30)
        t += 1 / 30
    before = app.draws
    for _ in range(120):
        app.frame(1 / 30)
    assert app.draws == before
