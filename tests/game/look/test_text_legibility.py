"""Legibility (issue 16): at 1280x720 and 100 % text, no text on any screen is drawn
smaller than 16 px, and every text has a contrast of at least 4.5:1 (WCAG AA)
against what is behind it, in every theme and language.

Every text goes through :mod:`game.ui.text`, whose recorder logs each draw with its
pixel size and its measured contrast (see :func:`game.ui.record_text`).
"""

from __future__ import annotations

import pygame
import pytest

from game import ui
from game.ui.text import blit_text, draw_text
from tests.i18n.test_i18n import _screens, world  # noqa: F401 - the shared screen walk

MIN_PX = 16
MIN_CONTRAST = 4.5
THEMES = ("classic", "colorblind", "contrast")
#: The table cloths besides the default green (game.ui.cloth), each checked below.
CLOTHS = ("blue", "wine", "walnut")
LANGS = ("en", "zh_CN", "pl")


def test_the_recorder_measures_size_and_contrast():
    pygame.font.init()
    surf = pygame.Surface((300, 80))
    surf.fill((120, 120, 120))
    font = pygame.font.Font(None, 20)
    with ui.record_text(contrast=True) as log:
        draw_text(surf, font, "grey on grey", (140, 140, 140), (10, 10), shadow=False)
        draw_text(surf, pygame.font.Font(None, 40), "white on grey", (255, 255, 255),
                  (10, 30), shadow=True)
        img = font.render("no size", True, (0, 0, 0))
        blit_text(surf, img, img.get_rect(), "no size")
    assert [d.text for d in log] == ["grey on grey", "white on grey", "no size"]
    low, high, unknown = log
    assert low.px == font.point_size < MIN_PX and low.contrast < 1.5
    assert high.px >= MIN_PX and 3.0 < high.contrast < 4.5  # white on mid grey: 4.4 ratio
    assert unknown.px is None and unknown.contrast is None
    assert ui.contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert ui.contrast_ratio((140, 140, 140), (120, 120, 120)) == pytest.approx(1.313, abs=0.001)


def test_a_recorder_that_does_not_measure_contrast_refuses_to_make_one_up():
    """Measuring contrast is slow pixel work, so only ``record_text(contrast=True)``
    does it; a test that reads the contrast of an unmeasured draw fails loudly rather
    than passing on a None."""
    from game.ui.text import ContrastNotMeasured
    pygame.font.init()
    surf = pygame.Surface((300, 40))
    surf.fill((120, 120, 120))
    font = pygame.font.Font(None, 20)
    with ui.record_text() as log:
        draw_text(surf, font, "just the words", (255, 255, 255), (10, 10))
    assert [d.text for d in log] == ["just the words"] and log[0].px == font.point_size
    with pytest.raises(ContrastNotMeasured, match="just the words"):
        _ = log[0].contrast


def problems_of(log, name) -> list[str]:
    out = []
    for d in log:
        if d.px is None:
            out.append(f"{name}: {d.text!r} drawn outside ui's text helpers (size unknown)")
            continue
        if d.px < MIN_PX:
            out.append(f"{name}: {d.text!r} at {d.px} px")
        if d.contrast is not None and d.contrast < MIN_CONTRAST:
            out.append(f"{name}: {d.text!r} contrast {d.contrast:.2f} (colour {d.color})")
    return out


def _walk(app, table, names=None) -> dict[str, list[str]]:
    found = {}
    for name, make in _screens(app, table):
        if names is not None and name not in names:
            continue
        scene = make()
        if scene is not table:
            scene.enter()
        try:
            app.screen.fill((0, 0, 0))
            if not getattr(scene, "opaque", True) and scene is not table:
                table.draw(app.screen)  # an overlay is seen over the table
            with ui.record_text(contrast=True) as log:
                scene.draw(app.screen)
            assert log, f"{name}: no text drawn"
            found[name] = problems_of(log, name)
        finally:
            app.capture_key(None)
            if scene is not table:
                scene.exit()
    return found


#: Screens of the menus and dialogs (the shell); the table, summary, game over,
#: replay and tutorial are drawn by the play pipeline and are checked below.
MENU_SCREENS = ("title", "menu", "new_game_2", "new_game_3", "new_game_4", "new_game_61",
                "stats", "goals", "goals_earned", "pause", "confirm", "options_0", "options_10", "options_23") + tuple(
    f"rules_{i}" for i in range(8))


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("lang", LANGS)
def test_menu_screens_are_legible(world, lang, theme):  # noqa: F811
    app, table = world
    app.set_language(lang)
    app.set_theme(theme)
    try:
        found = _walk(app, table, set(MENU_SCREENS))
    finally:
        app.set_theme("classic")
        app.set_language("en")
    problems = [p for ps in found.values() for p in ps]
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("theme", THEMES)
def test_play_screens_are_legible(world, theme):  # noqa: F811
    """The table, summary, game over, replay and tutorial (English; the menus test all
    three languages)."""
    app, table = world
    app.set_theme(theme)
    try:
        found = _walk(app, table)
    finally:
        app.set_theme("classic")
    problems = [p for name, ps in found.items() if name not in MENU_SCREENS for p in ps]
    counts = ", ".join(f"{name} {len(ps)}" for name, ps in found.items()
                       if name not in MENU_SCREENS and ps)
    assert not problems, (f"{len(problems)} problems ({counts}):\n"
                          + "\n".join(problems[:60]))


@pytest.mark.parametrize("lang", LANGS)
def test_menu_screens_are_legible_with_a_pad(world, lang):  # noqa: F811
    """The controls lines for a gamepad (shown while the player uses one) too."""
    app, table = world
    app.set_language(lang)
    app.input.device = "pad"
    try:
        found = _walk(app, table, set(MENU_SCREENS))
    finally:
        app.input.device = "keyboard"
        app.set_language("en")
    problems = [p for ps in found.values() for p in ps]
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("theme", ("classic", "colorblind"))
@pytest.mark.parametrize("cloth", CLOTHS)
def test_every_screen_is_legible_on_every_cloth(world, cloth, theme):  # noqa: F811
    """Every screen, menus and play, on each table cloth (the felt and every plain felt
    fill change colour; high contrast sets its own felt, checked above)."""
    app, table = world
    app.set_theme(theme)
    app.set_cloth(cloth)
    try:
        found = _walk(app, table)
    finally:
        app.set_cloth("green")
        app.set_theme("classic")
    problems = [p for ps in found.values() for p in ps]
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:60])
