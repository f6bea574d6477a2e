"""The title's opening (#16): the cross's tiles laid one by one with a soft
click, one shine across the logo, then still: no redraw until the player acts. The
opening is decoration (#31): short (1.5 s on the title's clock), the words shown and any
input acted on from the title's first frame."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import storage  # noqa: E402
from game.scenes.menus import title as title_mod  # noqa: E402
from game.scenes.menus.menu import MenuScene  # noqa: E402
from game.scenes.menus.title import (  # noqa: E402
    DROP,
    INTRO,
    LAND,
    SHINE,
    SHINE_AT,
    TitleScene,
)
from tests.game.menus.test_game_menus import PAD_A, new_app  # noqa: E402


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


def test_the_opening_lasts_at_most_one_and_a_half_seconds(app):
    assert LAND[0] - DROP >= 0  # nothing falls before the first frame
    assert LAND[-1] <= INTRO and SHINE_AT + SHINE <= INTRO <= 1.5
    scene = start(app)
    t = 0.0
    while t < 1.5:  # 1.5 s on the title's clock, at 60 frames a second
        app.frame(1 / 60)
        t += 1 / 60
    assert not scene.animating()
    before = app.draws
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert app.draws <= before + 1  # at most the last picture once more, then still


def pixels(app, scene, t, design_rect):
    scene.time = t
    app.screen.fill((0, 0, 0))
    scene.draw(app.screen)
    return pygame.image.tobytes(app.screen.subsurface(app.vp.rect(design_rect)), "RGB")


#: The logo and subtitle, and the prompt ("Press any key or click to start").
LOGO, PROMPT = (232, 26, 816, 190), (240, 594, 800, 48)


def test_the_words_are_there_from_the_first_frame(app):
    """The logo, the subtitle and the prompt at the title's first frame look as in the
    still title: no fade-in or dim prompt to wait for."""
    scene = start(app)
    first = [pixels(app, scene, 1 / 60, r) for r in (LOGO, PROMPT)]
    still = [pixels(app, scene, INTRO + 1, r) for r in (LOGO, PROMPT)]
    assert first == still
    # the prompt does pulse once in between, and is bright again as the opening ends
    assert pixels(app, scene, INTRO / 2, PROMPT) != still[1]


@pytest.mark.parametrize("how", ["key", "click", "pad A"])
def test_input_in_the_first_frame_opens_the_menu_at_once(app, how):
    start(app)
    if how == "key":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                             unicode=" ", scancode=0))
    elif how == "click":
        pos = app.vp.point((640, 360))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    else:
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=PAD_A,
                                             instance_id=0, which=0))
    app.frame(1 / 60)  # the title's first frame
    assert isinstance(app.top, MenuScene)
    assert app.key_capture is None


def test_input_during_the_opening_is_not_held_back(app):
    scene = start(app)
    for _ in range(12):  # a fifth of a second in: tiles still falling
        app.frame(1 / 60)
    assert scene.animating()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.frame(1 / 60)
    assert isinstance(app.top, MenuScene)


def test_reduced_motion_shows_the_still_title_at_once(app):
    scene = start(app)
    still = pixels(app, scene, INTRO + 1, (0, 0, 1280, 720))
    app.settings.reduced_motion = True
    app.frame(1 / 60)
    assert not scene.animating()
    assert pixels(app, scene, scene.time, (0, 0, 1280, 720)) == still
