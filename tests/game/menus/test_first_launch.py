"""The first launch leads a newcomer in: with nothing of the player's in the data folder
the game opens on two big choices side by side, "Learn to play (about 10 minutes)" and
"Quick game to 100"; a returning player starts on the title and the home menu as
always. Mouse, keys and pad drive it; its words are translated."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.__main__ import build_parser
from game.config import BOT_LEVELS
from game.main import first_scene
from game.scenes.menus.menu import MenuScene
from game.scenes.menus.new_game import NewGameScene
from game.scenes.menus.title import TitleScene
from game.scenes.menus.welcome import WelcomeScene, first_launch
from game.ui import record_text
from tests.game.menus.test_game_menus import PAD_A, PAD_RIGHT, app, click, frames, home, key, pad  # noqa: F401


def start(app):  # noqa: F811
    scene = first_scene(app, build_parser().parse_args([]))
    app.push(scene)
    frames(app)
    return scene


def shown(scene, app):  # noqa: F811
    with record_text() as log:
        scene.draw(app.screen)
    return [d.text for d in log]


def test_a_first_launch_offers_the_two_big_choices_side_by_side(app):  # noqa: F811
    assert first_launch()
    welcome = start(app)
    assert isinstance(welcome, WelcomeScene)
    texts = shown(welcome, app)
    assert "Learn to play" in texts and "About 10 minutes" in texts
    assert "Quick game to 100" in texts and "Main menu" in texts
    learn, quick, more = (b.rect for b in welcome.buttons)
    # side by side, the same size, the way to the home menu small under them
    assert learn.y == quick.y and learn.size == quick.size and learn.right < quick.x
    assert more.top > learn.bottom and more.w * more.h < learn.w * learn.h / 2


@pytest.mark.parametrize("name", ["settings.json", "stats.json", "autosave.json",
                                  "tutorial.json", "stats.bad-20260101-120000.json"])
def test_a_returning_player_starts_on_the_title(home, name):  # noqa: F811
    from tests.game.menus.test_game_menus import new_app
    (home / name).write_text("{}")
    a = new_app()
    try:
        assert not first_launch()
        assert isinstance(start(a), TitleScene)
        key(a, pygame.K_RETURN)
        assert isinstance(a.top, MenuScene)  # the usual home menu
    finally:
        while a.stack:
            a.stack.pop().exit()


def test_keys_choose_the_quick_game(app):  # noqa: F811
    welcome = start(app)
    assert welcome.focused() == "Learn to play"
    key(app, pygame.K_RIGHT)
    assert welcome.focused() == "Quick game to {target}"
    key(app, pygame.K_DOWN)
    assert welcome.focused() == "Main menu"
    key(app, pygame.K_UP)  # back to the big choice it came from
    assert welcome.focused() == "Quick game to {target}"
    key(app, pygame.K_RETURN)
    assert app.top.name == "table" and len(app.stack) == 1
    cfg = app.top.config
    assert (cfg.ruleset, cfg.players, cfg.target) == ("american", 2, 100)


def test_the_quick_game_is_against_the_gentlest_bot_and_the_form_keeps_its_choice(app):  # noqa: F811
    """A newcomer's first game: against Easy (it lost 100-30 to Medium in two hands).
    The new-game form is not changed by it, and keeps what the player chooses there."""
    form = dict(app.settings.new_game)
    welcome = start(app)
    welcome.select("Quick game to {target}")
    assert app.top.name == "table"
    cfg = app.top.config
    assert BOT_LEVELS[0] == "easy" and cfg.levels[1] == "easy"
    assert app.settings.new_game == form
    ng = NewGameScene(app)
    ng.levels[0] = "hard"  # the player's own choice, kept for the next game
    ng.remember()
    assert NewGameScene(app).levels[0] == "hard"


def test_a_click_chooses_learn_to_play(app):  # noqa: F811
    welcome = start(app)
    click(app, welcome.buttons[0].rect.center)
    assert app.top.name == "tutorial" and len(app.stack) == 1


def test_the_pad_chooses_too(app):  # noqa: F811
    start(app)
    pad(app, PAD_RIGHT)
    pad(app, PAD_A)
    assert app.top.name == "table"


@pytest.mark.parametrize("how", ["main menu", "esc"])
def test_main_menu_leads_home_and_the_next_start_is_a_returning_ones(app, how):  # noqa: F811
    welcome = start(app)
    if how == "esc":
        key(app, pygame.K_ESCAPE)
    else:
        key(app, pygame.K_DOWN)
        assert welcome.focused() == "Main menu"
        key(app, pygame.K_RETURN)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    assert not first_launch()


@pytest.mark.parametrize("lang", ["pl", "zh_CN"])
def test_the_welcome_speaks_the_players_language(app, lang):  # noqa: F811
    welcome = start(app)
    app.set_language(lang)
    try:
        texts = " ".join(shown(welcome, app))
        for english in ("Learn to play", "About 10 minutes", "Quick game", "Main menu",
                        "hands"):
            assert english not in texts, english
        assert "100" in texts and "10" in texts
    finally:
        app.set_language("en")
        i18n.set_language("en")

