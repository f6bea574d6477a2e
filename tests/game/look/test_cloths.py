"""Table cloths: Options' "Table" row, the cloths unlocked by goals,
the choice kept in the settings, the felt of the art and of every plain fill re-tinted."""

from __future__ import annotations

import pytest

from game import storage
from game.goals import GoalBook
from game.maps import load_map
from game.settings import CLOTHS as SETTINGS_CLOTHS
from game.settings import Settings
from game.ui import THEME, set_theme
from game.ui.cloth import CLOTH_IDS, CLOTHS, DEFAULT_CLOTH, cloth_unlocked, usable_cloth
from tests.game_harness import make_app  # sets the dummy drivers before pygame loads


class _Stats:
    def __init__(self, *earned):
        self.goals = GoalBook()
        for goal_id in earned:
            self.goals.earned[goal_id] = "2026-12-01"


@pytest.fixture
def app():
    a = make_app()
    a.stats = _Stats()
    yield a
    while a.stack:
        a.stack.pop().exit()
    set_theme("classic")


def _options(app):
    from game.scenes.options.cloth import ClothRow
    from game.scenes.options.scene import OptionsScene
    sc = OptionsScene(app)
    row = next(r for r in sc.rows.rows if isinstance(r, ClothRow))
    return sc, row


def test_the_settings_list_every_cloth():
    assert SETTINGS_CLOTHS == CLOTH_IDS
    assert CLOTHS[DEFAULT_CLOTH].goal is None
    assert [c.goal for c in CLOTHS.values() if c.goal] == ["first_win", "play20", "streak3"]


def test_the_choice_persists(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.save_settings(Settings(cloth="wine"))
    loaded = storage.load_settings()
    loaded = loaded[0] if isinstance(loaded, tuple) else loaded
    assert loaded.cloth == "wine"
    for bad in ("purple", 3, None, ""):
        s, problems = Settings.from_json_checked({"cloth": bad})
        assert s.cloth == "green" and problems == ["cloth"]


def test_a_locked_cloth_is_shown_with_its_goal_and_refused(app):
    sc, row = _options(app)
    assert row.text() == "Green felt"
    assert row.step(1)  # on to Blue felt: shown, not chosen
    assert row.text() == "Blue felt - locked: First win"
    assert row.locked()
    assert app.settings.cloth == "green" and THEME.cloth == "green"
    assert THEME.felt == CLOTHS["green"].felt
    row.step(1)
    assert row.text() == "Wine felt - locked: Twenty"
    row.step(1)
    assert row.text() == "Walnut - locked: Hat trick"
    sc.exit()  # leaving saves: still green
    assert app.settings.cloth == "green"


def test_a_locked_cloth_in_the_settings_falls_back_to_green(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.save_settings(Settings(cloth="walnut", speed="instant"))
    from game.__main__ import build_parser
    from game.main import make_app as real_make_app
    a = real_make_app(build_parser().parse_args([]))
    try:
        assert a.settings.cloth == "green" and THEME.cloth == "green"
    finally:
        set_theme("classic")
    assert usable_cloth("walnut", _Stats("streak3").goals) == "walnut"
    assert usable_cloth("walnut", None) == "green"
    assert usable_cloth("nope", _Stats().goals) == "green"


def test_the_unlock_follows_the_goal(app):
    assert not cloth_unlocked("blue", app.stats.goals)
    app.stats.goals.add({"first_win": 1})  # the goal earned (as a game's facts do)
    assert cloth_unlocked("blue", app.stats.goals)
    sc, row = _options(app)  # the next time Options opens
    row.step(1)
    assert row.text() == "Blue felt" and not row.locked()
    assert app.settings.cloth == "blue" and THEME.cloth == "blue"
    assert THEME.felt == CLOTHS["blue"].felt and THEME.felt_dark == CLOTHS["blue"].felt_dark
    row.step(1)  # Wine is still locked: the table keeps blue
    assert row.locked() and app.settings.cloth == "blue"
    sc.exit()
    assert app.settings.cloth == "blue"


def test_the_art_follows_the_cloth_and_high_contrast_wins(app):
    app.stats = _Stats("first_win", "play20", "streak3")
    m = load_map("table_2p.tmx")
    size = (1280, 720)
    seen = {}
    for cloth in CLOTH_IDS:
        app.set_cloth(cloth)
        bg = m.background(size)
        seen[cloth] = tuple(bg.get_at((640, 360)))[:3]
        assert tuple(bg.get_at((4, 4)))[:3] == tuple(  # the wooden rail keeps its wood
            load_map("table_2p.tmx").background(size).get_at((4, 4)))[:3]
    r, g, b = seen["green"]
    assert g > r and g > b
    r, g, b = seen["blue"]
    assert b > g > r
    r, g, b = seen["wine"]
    assert r > b > g
    r, g, b = seen["walnut"]
    assert r > g > b
    app.set_cloth("wine")
    app.set_theme("contrast")  # the accessibility theme's own felt wins
    assert THEME.felt == (10, 40, 26) and THEME.cloth == "green"
    app.set_theme("colorblind")  # it sets no felt: the cloth stays
    assert THEME.felt == CLOTHS["wine"].felt and THEME.cloth == "wine"
    app.set_theme("classic")


def test_a_menu_screen_redraws_its_felt_when_the_cloth_changes(app):
    import pygame
    app.stats = _Stats("first_win")
    sc, row = _options(app)
    surf = pygame.Surface((1280, 720))
    sc.draw_chrome(surf)
    at = (160, 400)  # the felt beside the sheet, inside the rail
    before = tuple(surf.get_at(at))[:3]
    row.step(1)  # Blue felt, unlocked
    sc.draw_chrome(surf)
    r, g, b = tuple(surf.get_at(at))[:3]
    assert (r, g, b) != before and b > g


def test_the_board_layer_is_cut_again_from_the_new_cloth(app):
    """The board keeps its landed tiles as a layer cut from the felt: a new cloth (Options
    opened from the pause menu) cuts it again, no patch of the old cloth left."""
    import pygame

    from game.render.board import BoardView
    from game.render.text import TextCache
    from game.render.tiles import TileArt
    app.stats = _Stats("first_win")
    m = load_map("table_2p.tmx")
    board = BoardView(app.vp, TextCache(app.fonts), TileArt(), m.anchor("layout"), inline=False)
    surf = pygame.Surface((1280, 720))
    board.draw_tiles(surf, m.background, None)
    app.set_cloth("blue")
    board.draw_tiles(surf, m.background, None)
    centre = board.camera.rect.center
    assert tuple(surf.get_at(centre))[:3] == tuple(m.background((1280, 720)).get_at(centre))[:3]


def test_a_locked_cloth_never_shrinks_the_other_values():
    import pygame
    a = make_app(text_scale=2.0, language="pl")
    a.stats = _Stats()
    try:
        a.set_language("pl")
        sc, row = _options(a)
        surf = pygame.Surface((1280, 720))
        sc.rows.focus(sc.rows.rows.index(row))
        sc.draw(surf)
        size = row.value_size
        row.step(1)  # "Niebieskie sukno - do odblokowania: Pierwsze zwycięstwo": the longest
        sc.draw(surf)
        assert row.locked() and row.value_size == size
    finally:
        a.set_language("en")
        set_theme("classic")


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_at_large_text_the_note_line_says_what_unlocks_it(lang):
    """At 200 % the Polish words do not fit the value: it shows the name by a padlock,
    the line under the title says it whole, at a legible size."""
    import pygame

    from game import i18n, ui
    a = make_app(text_scale=2.0, language=lang)
    a.stats = _Stats()
    try:
        a.set_language(lang)
        sc, row = _options(a)
        sc.rows.focus(sc.rows.rows.index(row))
        row.step(1)
        surf = pygame.Surface((1280, 720))
        with ui.record_text() as log:
            sc.draw(surf)
        whole = row.text()
        drawn = [d for d in log if d.text == whole]
        name = i18n._("Blue felt")
        assert whole.startswith(name) and len(whole) > len(name)
        if lang == "pl":
            assert row.abridged and any(d.text == name for d in log)
        assert drawn and all(d.px >= 20 for d in drawn), [(d.text, d.px) for d in log][-6:]
    finally:
        a.set_language("en")
        set_theme("classic")


def test_the_goals_cards_not_yet_earned_are_in_the_cloth(app):
    from game.scenes.records.goals import locked_fill
    for cloth in CLOTH_IDS:
        app.stats = _Stats("first_win", "play20", "streak3")
        app.set_cloth(cloth)
        r, g, b = locked_fill()
        fr, fg, fb = CLOTHS[cloth].felt
        assert sorted(range(3), key=(r, g, b).__getitem__) == \
            sorted(range(3), key=(fr, fg, fb).__getitem__)  # the cloth's hue


def test_the_tutorial_outlines_and_tray_are_in_the_cloth(app):
    from game.scenes.tutorial.board import area_edge, bone_fill
    app.stats = _Stats("play20")
    app.set_cloth("wine")
    for colour in (area_edge(), bone_fill()):
        r, g, b = colour
        assert r > b > g  # wine, not the old fixed green
