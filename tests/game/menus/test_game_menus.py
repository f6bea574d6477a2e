"""The menu screens, settings and statistics storage (headless, SDL dummy drivers).

Every screen is driven the way a player drives it: real pygame events (keys,
mouse clicks, gamepad buttons) posted to the queue and run through
``App.frame``. Files go to a temporary ``SNIFF_HOME``.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.events import Outcome  # noqa: E402
from game import storage  # noqa: E402
from game.__main__ import build_parser  # noqa: E402
from game.actions import DEFAULT_KEYS, Action, Input  # noqa: E402
from game.config import GameConfig  # noqa: E402
from game.main import make_app  # noqa: E402
from game.scene import Scene  # noqa: E402
from game.scenes.menus.menu import ENTRIES, MenuScene  # noqa: E402
from game.scenes.menus.new_game import NewGameScene, seat_names, target_choices  # noqa: E402
from game.scenes.menus.pause import PauseScene  # noqa: E402
from game.scenes.menus.title import TitleScene  # noqa: E402
from game.scenes.options.scene import OptionsScene, rebind  # noqa: E402
from game.scenes.records.stats import StatsScene  # noqa: E402
from game.scenes.rules.scene import DIAGRAMS_61, DIAGRAMS_AMERICAN, SECTIONS, RulesScene  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.stats import Stats, level_summary  # noqa: E402
from game.widgets import ButtonRow, ConfirmScene, SliderRow  # noqa: E402

PAD_A = pygame.CONTROLLER_BUTTON_A
PAD_B = pygame.CONTROLLER_BUTTON_B
PAD_START = pygame.CONTROLLER_BUTTON_START
PAD_UP = pygame.CONTROLLER_BUTTON_DPAD_UP
PAD_DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
PAD_LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
PAD_RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT


# -- fixtures and helpers ------------------------------------------------------------
@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()


def new_app(*argv):
    app = make_app(build_parser().parse_args(list(argv)))
    pygame.event.clear()
    return app


@pytest.fixture
def app(home):
    a = new_app()
    yield a
    while a.stack:
        a.stack.pop().exit()
    pygame.event.clear()


def frames(app, n=2):
    for _ in range(n):
        app.frame(1 / 60)


def key(app, k, mod=0, n=2):
    """A key pressed and let go (as a keyboard does: a KEYDOWN again before its KEYUP
    is an auto-repeat, which results screens ignore)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="",
                                         scancode=0))
    frames(app, n)


def pad(app, button, n=2):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                         instance_id=0, which=0))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button,
                                         instance_id=0, which=0))
    frames(app, n)


def click(app, design_pos, button=1, n=2):
    pos = app.vp.point(design_pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, n)


def wheel(app, y, n=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    frames(app, n)


def row_center(scene, i):
    return scene.rows.row_rect(i).center


def value_center(scene, i):
    return scene.rows.inner_rect(scene.rows.row_rect(i)).center


def arrow_center(scene, i, side):
    left, right = scene.rows.arrow_rects(scene.rows.row_rect(i))
    return (left if side < 0 else right).center


def to_menu(app):
    app.push(TitleScene(app))
    frames(app)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, MenuScene)
    return app.top


def row_values(scene):
    return [r.text() for r in scene.rows.rows]


# -- title and main menu -----------------------------------------------------------------
@pytest.mark.parametrize("how", ["unbound key", "enter", "pad A", "click"])
def test_title_goes_to_menu_on_any_input(app, how):
    app.push(TitleScene(app))
    frames(app, 3)
    assert app.top.name == "title"
    if how == "unbound key":
        key(app, pygame.K_F7)
    elif how == "enter":
        key(app, pygame.K_RETURN)
    elif how == "pad A":
        pad(app, PAD_A)
    else:
        click(app, (640, 360))
    assert isinstance(app.top, MenuScene)
    assert len(app.stack) == 1
    # the title's "any key" capture is gone: keys drive the menu again
    assert app.key_capture is None


def test_menu_entries_and_disabled_items(app):
    menu = to_menu(app)
    assert menu.labels == list(ENTRIES)
    assert not menu.enabled("Continue")  # no saves yet
    assert menu.enabled("New game") and menu.enabled("Quit")
    import importlib.util
    has_tutorial = importlib.util.find_spec("game.scenes.tutorial.scene") is not None
    assert menu.enabled("Tutorial") == has_tutorial
    # the focus starts on the big button (New game without a save) and skips disabled
    # ones: up from the top row wraps to the nearest of the bottom row (a grid)
    assert menu.menu.buttons[menu.menu.index].label == "New game"
    key(app, pygame.K_UP)
    assert menu.menu.buttons[menu.menu.index].label in ("Statistics", "Goals")
    key(app, pygame.K_DOWN)
    assert menu.menu.buttons[menu.menu.index].label == "New game"
    key(app, pygame.K_LEFT)  # left from the first entry: round to the last (Quit)
    assert menu.menu.buttons[menu.menu.index].label == "Quit"


def test_menu_tutorial_entry(app):
    import importlib.util
    menu = to_menu(app)
    if importlib.util.find_spec("game.scenes.tutorial.scene") is None:
        assert not menu.enabled("Tutorial")
        menu.select("Tutorial")
        assert app.top is menu
    else:
        menu.select("Tutorial")
        frames(app)
        assert app.top is not menu and app.top.name == "tutorial"


def test_menu_continue_enabled_by_saves(app):
    calls = []
    app.saves = SimpleNamespace(has_save=lambda: True,
                                continue_game=lambda: calls.append("continue"))
    menu = to_menu(app)
    assert menu.enabled("Continue")
    assert menu.menu.buttons[menu.menu.index].label == "Continue"
    key(app, pygame.K_RETURN)
    assert calls == ["continue"]


def test_menu_each_entry_opens_its_screen(app):
    menu = to_menu(app)
    for label, cls in (("Rules", RulesScene), ("Options", OptionsScene),
                       ("Statistics", StatsScene), ("New game", NewGameScene)):
        menu.select(label)
        frames(app)
        assert isinstance(app.top, cls), label
        key(app, pygame.K_ESCAPE)
        assert app.top is menu, label
    # BACK on the main menu goes to the title; Quit stops the app
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    menu = to_menu(app)
    menu.select("Quit")
    assert not app.running


def test_menu_by_mouse_and_pad(app):
    menu = to_menu(app)
    b = menu.menu.buttons[ENTRIES.index("Options")]
    click(app, b.rect.center)
    assert isinstance(app.top, OptionsScene)
    pad(app, PAD_B)
    assert app.top is menu
    # pad: the D-pad along the grid from New game (reading order) to Rules, then A
    target = ENTRIES.index("Rules")
    for _ in range(10):
        if menu.menu.index == target:
            break
        pad(app, PAD_RIGHT)
    assert menu.menu.index == target
    pad(app, PAD_A)
    assert isinstance(app.top, RulesScene)


# -- new game ---------------------------------------------------------------------------------
def open_new_game(app):
    menu = to_menu(app)
    menu.select("New game")
    frames(app)
    assert isinstance(app.top, NewGameScene)
    return app.top


def test_seat_names_and_targets():
    assert seat_names("american", 2) == {1: "North (opponent)"}
    assert seat_names("american", 3) == {1: "West", 2: "East"}
    assert seat_names("american", 4)[2] == "North (partner)"
    assert "partner" not in " ".join(seat_names("sniff61", 4).values())
    assert 250 in target_choices("american", 2) and 200 in target_choices("american", 4)
    assert 61 in target_choices("sniff61", 3)
    assert all(t < 200 for t in target_choices("sniff61", 2))


def test_setup_rows_use_the_tables_seat_names(app):
    """The 4-player rows said "Left opponent / Partner (across) / Right
    opponent" beside a preview (and a table) naming West / North / East. Each bot's row
    starts with the name the preview and the table give it, in every language."""
    from game import i18n
    ng = open_new_game(app)
    for players in (2, 3, 4):
        ng._set_players(players)
        for lang in ("en", "pl", "zh_CN"):
            i18n.set_language(lang)
            try:
                rows = [r for r in ng.rows.rows if getattr(r, "context", None) == "seat"]
                shown = [r.shown_label for r in rows]
                names = [n for n, _lv in ng.preview_seats()[1:]]
                assert len(shown) == len(names) == players - 1
                for label, name in zip(shown, names):
                    assert label.startswith(name), (lang, label, name)
                text = " ".join(ng.summary())
                assert all(n in text for n in names), (lang, text)
                assert "the left" not in text and "right (" not in text
            finally:
                i18n.set_language("en")


def test_new_game_rows_with_keys_then_start(app):
    ng = open_new_game(app)
    labels = [r.label for r in ng.rows.rows]
    assert labels == ["Rules", "Players", "North (opponent)", "Target", "Start"]
    assert ng.rows.index == 4                 # the focus opens on Start
    for _ in range(4):                        # up to the first row, and no further
        key(app, pygame.K_UP)                 # (no wrap round to Start)
    assert ng.rows.index == 0
    key(app, pygame.K_RIGHT)                  # American -> Sniff 61
    assert ng.ruleset == "sniff61"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)                  # 2 -> 3 players
    assert ng.players == 3
    assert [r.label for r in ng.rows.rows][2:4] == ["West", "East"]
    assert ng.rows.index == 1                 # the focus stays on Players after the rebuild
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)                  # Left: medium -> hard
    key(app, pygame.K_DOWN)
    key(app, pygame.K_LEFT)                   # Right: medium -> easy
    assert ng.levels[:2] == ["hard", "easy"]
    key(app, pygame.K_DOWN)
    assert ng.effective_target() == 61
    key(app, pygame.K_RIGHT)                  # target 61 -> 81
    assert ng.target == 81
    key(app, pygame.K_TAB)                    # Tab moves on too: Start
    assert isinstance(ng.rows.current, ButtonRow)
    key(app, pygame.K_RETURN)
    from game.scenes.table.scene import TableScene
    assert isinstance(app.top, TableScene)
    assert len(app.stack) == 1
    cfg = app.top.config
    assert (cfg.ruleset, cfg.players, cfg.target) == ("sniff61", 3, 81)
    assert cfg.levels[1:3] == ["hard", "easy"] and cfg.human == 0
    # remembered, on disk too
    saved, problem = storage.load_settings()
    assert problem is None
    assert saved.new_game == {"ruleset": "sniff61", "players": 3,
                              "levels": ["hard", "easy", "medium"], "target": 81}
    # and the next new-game screen starts from it
    app.reset(MenuScene(app))
    app.top.select("New game")
    ng2 = app.top
    assert (ng2.ruleset, ng2.players, ng2.target, ng2.levels[:2]) == ("sniff61", 3, 81,
                                                                     ["hard", "easy"])
    assert isinstance(ng2.rows.current, ButtonRow)  # the remembered setup opens on Start
    assert ng2.rows.current.label == "Start"


def test_new_game_rows_with_mouse_clicks(app):
    ng = open_new_game(app)
    click(app, arrow_center(ng, 1, +1))      # players 2 -> 3
    assert ng.players == 3
    click(app, arrow_center(ng, 1, +1))      # 3 -> 4
    assert ng.players == 4
    assert [r.label for r in ng.rows.rows][2:5] == ["West (opponent)", "North (partner)",
                                                    "East (opponent)"]
    assert ng.rows.rows[1].text() == "4 (2 teams)"
    click(app, arrow_center(ng, 3, -1))      # partner medium -> easy
    click(app, value_center(ng, 4))          # a click on the value cycles: medium -> hard
    assert ng.levels == ["medium", "easy", "hard"]
    assert ng.effective_target() == 200
    click(app, arrow_center(ng, 5, -1))      # target 200 -> 150
    assert ng.target == 150
    click(app, arrow_center(ng, 0, -1))      # American is the first: the arrow stops
    assert ng.ruleset == "american"
    click(app, arrow_center(ng, 0, +1))      # American -> Sniff 61: 150 not valid there
    assert ng.ruleset == "sniff61" and ng.target is None and ng.effective_target() == 61
    click(app, arrow_center(ng, 0, +1))      # Sniff 61 is the last: the arrow stops
    assert ng.ruleset == "sniff61"
    click(app, arrow_center(ng, 0, -1))      # back to American: its 150 kept
    assert ng.ruleset == "american" and ng.target == 150
    start = len(ng.rows.rows) - 1
    click(app, row_center(ng, start))
    from game.scenes.table.scene import TableScene
    assert isinstance(app.top, TableScene)
    cfg = app.top.config
    assert (cfg.ruleset, cfg.players, cfg.target) == ("american", 4, 150)
    assert cfg.levels[1:4] == ["medium", "easy", "hard"]


def test_new_game_rows_with_gamepad(app):
    ng = open_new_game(app)
    for _ in range(4):                        # from Start up to the ruleset
        pad(app, PAD_UP)
    pad(app, PAD_RIGHT)                       # ruleset
    assert ng.ruleset == "sniff61"
    pad(app, PAD_LEFT)
    assert ng.ruleset == "american"
    pad(app, PAD_DOWN)
    pad(app, PAD_RIGHT)                       # 3 players
    pad(app, PAD_DOWN)
    pad(app, PAD_LEFT)                        # left: easy
    pad(app, PAD_DOWN)
    pad(app, PAD_RIGHT)                       # right medium -> hard
    pad(app, PAD_DOWN)
    pad(app, PAD_RIGHT)                       # target 200 -> 250
    assert (ng.players, ng.levels[:2], ng.target) == (3, ["easy", "hard"], 250)
    pad(app, PAD_UP)
    assert ng.rows.index == 3
    pad(app, PAD_DOWN)
    pad(app, PAD_DOWN)
    assert isinstance(ng.rows.current, ButtonRow)
    pad(app, PAD_A)
    from game.scenes.table.scene import TableScene
    assert isinstance(app.top, TableScene)
    assert app.top.config.players == 3 and app.top.config.target == 250


@pytest.mark.parametrize("how", ["key", "pad"])
def test_new_game_enter_starts_and_never_changes_a_row(app, how):
    """The focus opens on Start; Enter (or A) on any row starts the game with the
    rows as shown; only Left/Right change a row."""
    ng = open_new_game(app)
    assert ng.rows.current.label == "Start"
    before = (ng.ruleset, ng.players, list(ng.levels), ng.target)
    if how == "key":
        for _ in range(4):                    # Rules, the first row
            key(app, pygame.K_UP)
        assert ng.rows.index == 0
        key(app, pygame.K_RETURN)
    else:
        for _ in range(4):
            pad(app, PAD_UP)
        pad(app, PAD_A)
    from game.scenes.table.scene import TableScene
    assert isinstance(app.top, TableScene)
    cfg = app.top.config
    assert (cfg.ruleset, cfg.players, cfg.target) == (before[0], before[1], before[3])


def test_new_game_preview_draws_the_table_with_seats_names_and_levels(app):
    """Issue 16 #15: the preview is the real table art with a tag per seat naming the
    seat as the table will and the bot's level."""
    from game.ui import record_text
    ng = open_new_game(app)
    for players in (2, 3, 4):
        ng.players = players
        ng.levels = ["hard", "easy", "medium"]
        ng.build()
        with record_text() as log:
            ng.draw(app.screen)
        preview = app.vp.rect(ng.PREVIEW)
        tags = [d.text for d in log if preview.contains(d.rect)]
        names = {2: ["You", "North · Hard"], 3: ["You", "West · Hard", "East · Easy"],
                 4: ["You", "West · Hard", "North · Easy", "East · Medium"]}[players]
        assert sorted(tags) == sorted(names)
        # the table's felt is drawn, not a placeholder: many colours inside the preview
        colours = {tuple(app.screen.get_at((preview.x + x, preview.y + y)))
                   for x in range(5, preview.w - 5, 23) for y in range(5, preview.h - 5, 17)}
        assert len(colours) > 20


def test_new_game_back_keeps_menu_and_remembers(app):
    ng = open_new_game(app)
    for _ in range(4):  # up to Rules
        key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)
    click(app, (100, 62))  # the Back button
    assert isinstance(app.top, MenuScene)
    assert app.settings.new_game["ruleset"] == "sniff61"
    assert storage.load_settings()[0].new_game["ruleset"] == "sniff61"
    assert ng is not app.top


# -- options ---------------------------------------------------------------------------------
def options_row(scene, label):
    for i, r in enumerate(scene.rows.rows):
        if r.label == label:
            return i
    raise KeyError(label)


def test_options_change_and_persist(app):
    menu = to_menu(app)
    menu.select("Options")
    op = app.top
    assert op.rows.rows[0].label == "Language"  # first row; the volumes follow
    key(app, pygame.K_DOWN)
    assert isinstance(op.rows.current, SliderRow)
    key(app, pygame.K_LEFT)                   # effects 0.8 -> 0.7
    key(app, pygame.K_LEFT)                   # -> 0.6
    assert app.settings.effects_volume == pytest.approx(0.6)
    assert app.audio.effects_volume == pytest.approx(0.6)
    key(app, pygame.K_DOWN)
    pad(app, PAD_RIGHT)                       # music 0.5 -> 0.6 (pad)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)                  # game speed normal -> fast
    assert app.settings.game_speed == "fast"
    key(app, pygame.K_RIGHT)                  # stays fast (no wrap round to slow)
    assert app.settings.game_speed == "fast"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)                  # animations normal -> fast
    assert app.settings.speed == "fast" and app.settings.time_scale == 0.5
    key(app, pygame.K_RIGHT)                  # fast -> instant
    key(app, pygame.K_DOWN)
    assert app.settings.auto_draw is True     # on for a new player
    key(app, pygame.K_RIGHT)                  # stays on (every stepper stops at its ends)
    assert app.settings.auto_draw is True
    key(app, pygame.K_LEFT)                   # auto-draw off
    assert app.settings.auto_draw is False
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)                 # fullscreen on (harmless under dummy)
    assert app.settings.fullscreen is True
    i = options_row(op, "Score display")
    op.rows.focus(i)  # scrolled into view (the Table and Tiles rows come before it)
    click(app, arrow_center(op, i, +1))       # mouse: tally
    i = options_row(op, "Undo allowed")
    op.rows.focus(i)
    assert app.settings.undo_allowed is True  # on by default
    click(app, row_center(op, i))             # the click turns it off
    i = options_row(op, "Reduced motion")
    op.rows.focus(i)
    key(app, pygame.K_RETURN)
    # a click on the slider bar sets the value
    op.rows.focus(options_row(op, "Music volume"))  # scrolled into view
    inner = op.rows.inner_rect(op.rows.row_rect(options_row(op, "Music volume")))
    click(app, (inner.x + 4, inner.centery))
    assert app.settings.music_volume == pytest.approx(0.0)
    click(app, (inner.x + 6 + round(inner.w * 0.62 * 0.3), inner.centery))
    assert app.settings.music_volume == pytest.approx(0.3)
    key(app, pygame.K_ESCAPE)                 # leave: saved
    assert isinstance(app.top, MenuScene)
    fresh, problem = storage.load_settings()
    assert problem is None
    assert fresh.effects_volume == pytest.approx(0.6)
    assert fresh.music_volume == pytest.approx(0.3)
    assert fresh.speed == "instant" and fresh.fullscreen is True
    assert fresh.game_speed == "fast" and fresh.auto_draw is False
    assert fresh.score_style == "tally" and not fresh.undo_allowed and fresh.reduced_motion
    # a fresh app picks them up
    app2 = new_app()
    assert app2.settings.speed == "instant" and app2.audio.effects_volume == pytest.approx(0.6)


def test_options_rebind_key(app):
    app.push(OptionsScene(app))
    op = app.top
    i = options_row(op, "Hint")
    op.rows.focus(i)
    key(app, pygame.K_RETURN)
    assert op.waiting == "hint"
    key(app, pygame.K_j)                      # the new key
    assert op.waiting is None
    assert app.settings.keys["hint"][0] == "j"
    assert app.input.keymap[pygame.K_j] == Action.HINT
    assert pygame.K_h not in app.input.keymap  # h was hint's only key
    # take a key from another action: they swap
    op.rows.focus(options_row(op, "Undo"))
    key(app, pygame.K_RETURN)
    key(app, pygame.K_j)
    assert app.settings.keys["undo"][0] == "j"
    assert app.settings.keys["hint"] == ["u"]
    # Esc cancels
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)
    assert app.settings.keys["undo"][0] == "j" and isinstance(app.top, OptionsScene)
    # pad B cancels too
    key(app, pygame.K_RETURN)
    pad(app, PAD_B)
    assert op.waiting is None and isinstance(app.top, OptionsScene)
    # Tab cannot be bound
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB)
    assert "tab" not in json.dumps(app.settings.keys)
    # persist, then reset to defaults
    key(app, pygame.K_ESCAPE)
    assert storage.load_settings()[0].keys["undo"][0] == "j"
    app.push(OptionsScene(app))
    op = app.top
    op.rows.focus(options_row(op, "Reset keys to defaults"))
    key(app, pygame.K_RETURN)
    assert app.settings.keys == DEFAULT_KEYS
    key(app, pygame.K_ESCAPE)
    assert storage.load_settings()[0].keys == DEFAULT_KEYS


def test_rebind_never_leaves_an_action_without_keys():
    keys = {k: list(v) for k, v in DEFAULT_KEYS.items()}
    for action, new in (("confirm", "escape"), ("back", "return"), ("up", "x"), ("up", "w"),
                        ("hint", "down")):
        keys = rebind(keys, action, new)
        assert keys[action][0] == new
        assert all(keys[a] for a in keys), keys
        flat = [k for v in keys.values() for k in v]
        assert len(flat) == len(set(flat)), keys


def test_options_scroll_shows_focused_row(app):
    app.push(OptionsScene(app))
    op = app.top
    for _ in range(len(op.rows.rows)):
        key(app, pygame.K_DOWN, n=1)
        r = op.rows.row_rect(op.rows.index)
        assert op.rows.area.top - 1 <= r.top and r.bottom <= op.rows.area.bottom + 1
    wheel(app, 1)
    wheel(app, -3)
    assert 0 <= op.rows.scroll <= op.rows.max_scroll


# -- pause ---------------------------------------------------------------------------------------
class Below(Scene):
    name = "below"

    def __init__(self, app):
        super().__init__(app)
        self.resumed = 0
        self.inputs = []

    def resume(self):
        self.resumed += 1

    def handle(self, inp):
        self.inputs.append(inp.action)

    def draw(self, surf):
        surf.fill((0, 90, 0))


@pytest.mark.parametrize("how", ["escape", "p", "pad start", "pad B", "resume click"])
def test_pause_overlay_resumes(app, how):
    below = Below(app)
    app.push(below)
    app.push(PauseScene(app))
    frames(app)
    assert app.top.opaque is False
    # the overlay dims what is below: the centre-top is darker than the table's colour
    px = app.screen.get_at(app.vp.point((100, 100)))
    assert px.g < 90
    if how == "escape":
        key(app, pygame.K_ESCAPE)
    elif how == "p":
        key(app, pygame.K_p)
    elif how == "pad start":
        pad(app, PAD_START)
    elif how == "pad B":
        pad(app, PAD_B)
    else:
        click(app, app.top.menu.buttons[0].rect.center)
    assert app.top is below and below.resumed == 1
    assert below.inputs == []  # the key that closed the pause did not reach the table


def test_pause_options_rules_main_menu_quit(app):
    below = Below(app)
    app.push(below)
    app.push(PauseScene(app))
    pause = app.top
    pause.select("Options")
    assert isinstance(app.top, OptionsScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is pause
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)                 # Rules
    assert isinstance(app.top, RulesScene)
    pad(app, PAD_B)
    assert app.top is pause
    pause.select("Main menu")
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)                 # cancel
    assert app.top is pause
    pause.select("Main menu")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    app.push(PauseScene(app))
    app.top.select("Quit")
    click(app, app.top.menu.buttons[1].rect.center)
    assert not app.running


def test_table_pause_and_back_to_menu(app):
    ng = open_new_game(app)
    ng.start()
    from game.scenes.table.scene import TableScene
    table = app.top
    assert isinstance(table, TableScene)
    frames(app, 3)
    key(app, pygame.K_p)
    assert isinstance(app.top, PauseScene)
    frames(app, 2)  # the table is drawn below the overlay
    key(app, pygame.K_p)
    assert app.top is table


# -- rules -----------------------------------------------------------------------------------------
def test_rules_diagram_captions_come_from_the_engine():
    opening, one_side, both, four = DIAGRAMS_AMERICAN
    assert (opening.total, opening.points) == (5, 5)
    assert opening.caption == "4 + 1 = 5: scores 5 points"
    assert (one_side.total, one_side.points) == (10, 10)
    assert (both.total, both.points) == (12, 0)
    assert (four.total, four.points) == (10, 10)
    inline, side = DIAGRAMS_61
    assert (inline.total, inline.points) == (10, 2)
    assert (side.total, side.points) == (5, 1)
    assert side.caption.endswith("scores 1 point")
    titles = [t for t, _ in SECTIONS]
    assert "American Sniff" in titles and "Sniff 61" in titles


def test_rules_controls_follow_key_bindings(app):
    app.settings.keys = rebind(app.settings.keys, "hint", "j")
    app.push(RulesScene(app))
    frames(app)
    text = " ".join(" ".join(b[3]) for b in app.top.blocks if b[0] == "b")
    assert "J hint" in text and "Esc / Backspace backs out" in text


def test_rules_scroll_and_sections(app):
    app.push(RulesScene(app))
    rs = app.top
    frames(app)
    assert rs.scroll == 0 and rs.max_scroll > 300
    key(app, pygame.K_DOWN, n=30)
    assert rs.scroll > 0
    wheel(app, -1, n=30)
    s1 = rs.scroll
    wheel(app, 1, n=30)
    assert rs.scroll < s1
    pad(app, PAD_DOWN, n=30)
    assert rs.scroll > 0
    # sections: Tab / right / pad right jump forward, left back, clicks anywhere
    rs.jump(0, instant=True)
    key(app, pygame.K_TAB, n=40)
    assert rs.focus_section == 1 and rs.scroll == pytest.approx(rs.section_y[1], abs=1)
    pad(app, PAD_RIGHT, n=40)
    assert rs.focus_section == 2
    key(app, pygame.K_LEFT, n=40)
    assert rs.focus_section == 1
    last = len(SECTIONS) - 1
    click(app, rs.section_rect(last).center, n=60)
    assert rs.focus_section == last and rs.scroll == pytest.approx(rs.max_scroll, abs=1)
    for _ in range(5):
        key(app, pygame.K_DOWN, n=5)
    assert rs.scroll <= rs.max_scroll
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, RulesScene)


# -- statistics ------------------------------------------------------------------------------------
def test_stats_record_and_reload(home):
    st = Stats.load()
    assert st.empty and st.problem is None
    cfg = GameConfig(ruleset="american", players=2, levels=["medium", "hard"])
    st.record_game(cfg, Outcome(0, (250, 120)), 0, (30, "6-6@3-6:high"), 85, False)
    st.record_game(cfg, Outcome(1, (200, 250)), 0, (20, "1-4"), 90, False)
    st.record_game(cfg, Outcome(0, (250, 10)), 0, (60, "5-5@0-5:a"), 200, True)  # undo used
    cfg4 = GameConfig(ruleset="american", players=4, levels=["medium", "easy", "hard", "easy"])
    st.record_game(cfg4, Outcome(1, (10, 200), True), 1, None, 0, False)
    st.record_game(GameConfig(demo=True), Outcome(0, (250, 0)), None, None, 0, False)
    again = Stats.load()
    rows = {(r, p, b): c for r, p, b, c in again.table()}
    assert rows[("american", 2, "hard")] == {"games": 2, "wins": 1, "assisted_games": 1,
                                             "assisted_wins": 1}
    assert rows[("american", 4, "mixed")]["wins"] == 1
    assert len(rows) == 2  # the demo game is not counted
    assert again.best_play["american"]["points"] == 30  # the assisted 60 sets no record
    assert again.best_play["american"]["notation"] == "6-6@3-6:high"
    assert again.best_hand["american"]["points"] == 90
    assert level_summary(cfg4) == "mixed" and level_summary(cfg) == "hard"


def test_stats_screen_reset_with_confirmation(app):
    cfg = GameConfig(players=3, levels=["medium", "easy", "easy"])
    app.stats.record_game(cfg, Outcome(0, (200, 0, 0)), 0, (15, "0-5"), 40, False)
    app.push(StatsScene(app))
    frames(app)
    key(app, pygame.K_RIGHT)                  # focus "Reset statistics"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_RETURN)                 # the dialog's focus starts on Cancel
    assert isinstance(app.top, StatsScene) and not app.stats.empty
    key(app, pygame.K_RETURN)
    pad(app, PAD_RIGHT)
    pad(app, PAD_A)                           # Reset
    assert isinstance(app.top, StatsScene) and app.stats.empty
    assert Stats.load().empty


def test_stats_screen_scrolls_many_rows(app):
    for ruleset in ("american", "sniff61"):
        for players in (2, 3, 4):
            for level in ("easy", "medium", "hard"):
                cfg = GameConfig(ruleset=ruleset, players=players, levels=[level] * 4)
                app.stats.record_game(cfg, Outcome(1, (0,) * players), 0, None, 0, False,
                                      save=False)
    app.push(StatsScene(app))
    sc = app.top
    frames(app)
    n = len(app.stats.table())
    assert n == 18 > sc.visible_rows()
    for _ in range(30):
        key(app, pygame.K_DOWN, n=1)
    assert sc.scroll == n - sc.visible_rows()
    wheel(app, 1)
    assert sc.scroll == n - sc.visible_rows() - 1


# -- storage: bad files ----------------------------------------------------------------------------
def _nested(depth):
    return "[" * depth + "]" * depth


BAD_FILES = {
    "corrupted": b"\x00\xff\xfe garbage {{{",
    "not json": b"speed = fast\n",
    "truncated": b'{"effects_volume": 0.3, "speed": "fa',
    "empty": b"",
    "blank": b"  \n\t ",
    "huge": None,  # made in the test: just over the cap
    "deeply nested": _nested(100_000).encode(),
    "nested past the cap": ('{"keys": ' + _nested(60) + "}").encode(),
    "wrong type list": b"[1, 2, 3]",
    "wrong type string": b'"settings"',
    "wrong type number": b"42",
    "nan": b'{"effects_volume": NaN}',
}


def _write_bad(path, kind, cap):
    data = BAD_FILES[kind]
    if data is None:
        data = b'{"pad": "' + b"x" * (cap + 10) + b'"}'
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def _bad_copies(folder, stem):
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{stem}.bad-"))


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_settings_file(home, kind):
    other = storage.stats_path()
    storage.atomic_write_json(other, {"format": "sniff-stats/1", "rows": []})
    other_bytes = other.read_bytes()
    path = storage.settings_path()
    data = _write_bad(path, kind, storage.SETTINGS_MAX_BYTES)
    settings, problem = storage.load_settings()
    assert settings == Settings()
    assert problem and "settings" in problem and "kept as" in problem
    bad = _bad_copies(path.parent, "settings")
    assert len(bad) == 1 and bad[0].read_bytes() == data  # renamed aside, never deleted
    assert bad[0].name in problem and bad[0].suffix == ".json"
    assert not path.exists()
    assert other.read_bytes() == other_bytes
    assert storage.take_problems() == [problem]
    # the game goes on: saving writes a good file beside the kept one
    assert storage.save_settings(settings) is None
    assert storage.load_settings() == (settings, None)


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_stats_file(home, kind):
    other = storage.settings_path()
    storage.save_settings(Settings(speed="slow"))
    other_bytes = other.read_bytes()
    path = storage.stats_path()
    data = _write_bad(path, kind, storage.STATS_MAX_BYTES)
    st = Stats.load()
    assert st.empty
    assert st.problem and "statistics" in st.problem
    bad = _bad_copies(path.parent, "stats")
    assert len(bad) == 1 and bad[0].read_bytes() == data
    assert other.read_bytes() == other_bytes
    assert storage.load_settings()[0].speed == "slow"
    # recording works again and is saved
    st.record_game(GameConfig(), Outcome(0, (250, 0)), 0, (10, "1-4"), 10, False)
    assert Stats.load().totals()["games"] == 1


def test_partly_wrong_settings_keep_the_good_fields(home):
    path = storage.settings_path()
    doc = {"speed": "fast", "effects_volume": "loud", "music_volume": 0.2,
           "new_game": {"ruleset": "sniff61", "players": 9}, "keys": {"hint": [5]},
           "future_option": True}
    path.write_text(json.dumps(doc))
    settings, problem = storage.load_settings()
    assert settings.speed == "fast" and settings.music_volume == 0.2
    assert settings.effects_volume == Settings().effects_volume
    assert settings.new_game["ruleset"] == "sniff61" and settings.new_game["players"] == 2
    assert settings.keys["hint"] == DEFAULT_KEYS["hint"]
    assert "effects_volume" in problem and "kept as" in problem
    bad = _bad_copies(path.parent, "settings")
    assert len(bad) == 1 and json.loads(bad[0].read_text()) == doc
    # the repaired settings were written back and now load cleanly
    assert storage.load_settings() == (settings, None)


def test_partly_wrong_stats_keep_the_good_rows(home):
    path = storage.stats_path()
    good = {"ruleset": "american", "players": 2, "bots": "easy", "games": 3, "wins": 2,
            "assisted_games": 0, "assisted_wins": 0}
    doc = {"format": "sniff-stats/1",
           "rows": [good, {"ruleset": "chess", "players": 2, "bots": "easy", "games": 1},
                    {"ruleset": "american", "players": 3, "bots": "easy", "games": -4},
                    {"ruleset": "american", "players": 3, "bots": "easy", "games": 1,
                     "wins": 5}],
           "best_play": {"american": {"points": "many"}},
           "best_hand": {"sniff61": {"points": 12, "date": "2025-01-01", "players": 2,
                                     "bots": "easy"}}}
    path.write_text(json.dumps(doc))
    st = Stats.load()
    assert st.table() == [("american", 2, "easy", {k: good[k] for k in
                                                   ("games", "wins", "assisted_games",
                                                    "assisted_wins")})]
    assert st.best_hand["sniff61"]["points"] == 12 and not st.best_play
    assert "rows" in st.problem and "best_play" in st.problem
    assert len(_bad_copies(path.parent, "stats")) == 1
    assert Stats.load().problem is None


def test_bad_files_are_never_overwritten_or_deleted(home):
    path = storage.settings_path()
    for i in range(3):
        path.write_bytes(b"{broken %d" % i)
        storage.load_settings()
    bad = _bad_copies(path.parent, "settings")
    assert sorted(p.read_bytes() for p in bad) == [b"{broken 0", b"{broken 1", b"{broken 2"]


def test_bad_settings_show_a_toast_at_start(home):
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"speed": "fast"')
    app = new_app()
    assert app.settings == Settings()
    app.push(TitleScene(app))
    frames(app, 2)
    texts = app.toasts.texts()
    assert any("settings" in t and "kept as" in t for t in texts), texts
    # the toast is on screen: pixels at the top centre changed from the bare title screen
    app.toasts.items.clear()
    frames(app, 1)
    plain = app.screen.copy()
    app.toast(texts[0])
    frames(app, 1)
    top = app.vp.point((640, 40))
    assert app.screen.get_at(top) != plain.get_at(top)
    # and it fades away
    for _ in range(12):
        app.frame(1.0)
    assert app.toasts.texts() == []
    app.stack.clear()


# -- storage: writing ------------------------------------------------------------------------------
def test_atomic_write_leaves_no_temp_files(home):
    path = home / "sub" / "thing.json"
    storage.atomic_write_json(path, {"a": 1})
    storage.atomic_write_json(path, {"a": 2, "b": [1, 2]})
    assert sorted(p.name for p in path.parent.iterdir()) == ["thing.json"]
    assert json.loads(path.read_text()) == {"a": 2, "b": [1, 2]}


def test_atomic_write_failure_keeps_the_old_file(home, monkeypatch):
    path = home / "thing.json"
    storage.atomic_write_json(path, {"old": True})

    def boom(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(storage.os, "replace", boom)
    with pytest.raises(OSError):
        storage.atomic_write_json(path, {"new": True})
    monkeypatch.undo()
    assert json.loads(path.read_text()) == {"old": True}
    assert [p.name for p in home.iterdir()] == ["thing.json"]
    with pytest.raises(ValueError):
        storage.atomic_write_json(path, {"nan": float("nan")})
    assert json.loads(path.read_text()) == {"old": True}
    assert [p.name for p in home.iterdir()] == ["thing.json"]


def test_save_failure_is_reported_not_raised(home, monkeypatch):
    def boom(path, obj):
        raise OSError(13, "Permission denied")
    monkeypatch.setattr(storage, "atomic_write_json", boom)
    msg = storage.save_settings(Settings())
    assert msg and "could not be saved" in msg
    assert Stats(home / "stats.json").save()
    assert len(storage.take_problems()) == 2


def test_files_live_under_sniff_home(home):
    assert storage.settings_path().parent == home
    assert storage.stats_path().parent == home
    assert storage.read_json(home / "missing.json") == (None, None)


def test_files_default_to_platformdirs(monkeypatch):
    import platformdirs
    monkeypatch.delenv("SNIFF_HOME", raising=False)
    assert str(storage.data_dir()) == platformdirs.user_data_dir("sniff", appauthor=False)
    assert str(storage.config_dir()) == platformdirs.user_config_dir("sniff", appauthor=False)


def test_settings_json_roundtrip_and_no_pickle(home):
    s = Settings(speed="slow", score_style="tally", undo_allowed=True,
                 new_game={"ruleset": "sniff61", "players": 4,
                           "levels": ["easy", "hard", "medium"], "target": 81})
    storage.save_settings(s)
    text = storage.settings_path().read_text(encoding="utf-8")
    assert json.loads(text)["speed"] == "slow"
    assert storage.load_settings() == (s, None)


# -- every screen at other window sizes --------------------------------------------------------
@pytest.mark.parametrize("size", ["1024x768", "1920x1080", "800x600"])
def test_screens_fit_other_window_sizes(home, size):
    app = new_app("--size", size)
    w, h = app.screen.get_size()
    assert (w, h) == tuple(int(x) for x in size.split("x"))
    screen = pygame.Rect(0, 0, w, h)
    app.push(TitleScene(app))
    frames(app)
    key(app, pygame.K_RETURN)
    menu = app.top
    for b in menu.menu.buttons:
        assert screen.contains(app.vp.rect(b.rect))
    for cls in (NewGameScene, OptionsScene, RulesScene, StatsScene):
        app.push(cls(app))
        frames(app)
        sc = app.top
        if hasattr(sc, "rows"):
            for i in range(len(sc.rows.rows)):
                sc.rows.focus(i)
                if sc.rows.index == i:
                    assert screen.contains(app.vp.rect(sc.rows.row_rect(i)))
        frames(app)
        key(app, pygame.K_ESCAPE)
    app.push(PauseScene(app))
    frames(app)
    for b in app.top.menu.buttons:
        assert screen.contains(app.vp.rect(b.rect))
    # a live resize re-lays out the rules text
    app.push(RulesScene(app))
    frames(app)
    pygame.display.set_mode((1100, 900), pygame.RESIZABLE)
    app.on_resize()
    frames(app)
    assert app.top._layout_key[0] == (1100, 900)
    app.stack.clear()


def test_unused_inputs_are_harmless(app):
    """Every action on every screen, from every device kind, never raises."""
    menu = to_menu(app)
    screens = [NewGameScene, OptionsScene, RulesScene, StatsScene]
    for cls in screens:
        app.push(cls(app))
        sc = app.top
        for a in Action:
            if a in (Action.BACK, Action.CONFIRM):
                continue
            sc.handle(Input(a, app.vp.point((5, 5)) if a in (Action.POINT, Action.PRESS,
                                                            Action.RELEASE) else None))
            frames(app, 1)
        assert app.top is sc, cls
        key(app, pygame.K_ESCAPE)
        assert app.top is menu


# -- issue 16 defects on the menu screens --------------------------------------------
def _confirm_pixels(app, fill) -> list:
    from game.scenes.menus.pause import PauseScene
    app.screen.fill(fill)
    PauseScene(app).draw(app.screen)
    confirm = ConfirmScene(app, "Quit Sniff?", lambda: None, yes="Quit")
    confirm.draw(app.screen)
    panel = app.vp.rect((300, 262, 680, 200)).inflate(-20, -20)
    return [tuple(app.screen.get_at((x, y))) for x in range(panel.x, panel.right, 7)
            for y in range(panel.y, panel.bottom, 5)]


def test_confirmation_dialog_is_opaque(app):
    """#6: nothing of the pause menu (or anything else) shows through a dialog."""
    assert _confirm_pixels(app, (255, 0, 0)) == _confirm_pixels(app, (0, 0, 255))


def test_stats_show_tiles_not_engine_notation(app):
    """#7: the best play is shown as the tiles and words a player knows."""
    from game.scenes.records.stats import StatsScene, play_tiles
    from game.stats import Stats
    from game.ui import record_text
    assert play_tiles("6-6@3-6:high") == ((6, 6), (3, 6))
    assert play_tiles("1-4") == ((1, 4), None)
    assert play_tiles("nonsense") is None and play_tiles(None) is None
    app.stats = Stats.load()
    app.stats.record_game(GameConfig(ruleset="american", players=4),
                          Outcome(0, (250, 100), True), 0, (25, "6-6@4-6:high"), 85, False)
    sc = StatsScene(app)
    with record_text() as log:
        sc.draw(app.screen)
    shown = " | ".join(d.text for d in log)
    assert "American Sniff: 25 points" in shown and "on" in shown.split(" | ")
    assert "@" not in shown and "high" not in shown and "6-6" not in shown


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_title_prompt_names_the_device_in_use(app, device):
    """#9: the title asks for what the player's device can do, not "any key / A"."""
    from game.scenes.menus.title import TitleScene
    from game.ui import record_text
    title = TitleScene(app)
    app.push(title)
    if device == "pad":
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=0,
                                             value=30000, instance_id=0, which=0))
    else:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                             buttons=(0, 0, 0)))
    frames(app, 2)
    assert app.input.device == device
    with record_text() as log:
        title.draw(app.screen)
    texts = [d.text for d in log]
    want = "Press A to start" if device == "pad" else "Press any key or click to start"
    assert want in texts
    assert not any("/" in t and "A" in t for t in texts)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_logo_keeps_its_size_from_title_to_menu(app, scale):
    """#16: SNIFF is the same size and place on the title and the menu (any text size)."""
    from game.scenes.menus.menu import MenuScene
    from game.scenes.menus.title import TitleScene
    from game.ui import record_text
    app.set_text_scale(scale)
    rects = []
    for scene in (TitleScene(app), MenuScene(app)):
        with record_text() as log:
            scene.draw(app.screen)
        rects.append(next(d.rect for d in log if d.text == "SNIFF"))
    assert rects[0] == rects[1]


@pytest.mark.parametrize("which", ["new_game", "options"])
def test_menu_frames_do_not_show_through_new_game_and_options(app, which):
    """#16: the menu's frames (its background art) are covered by the screen's sheet:
    inside the sheet the picture is the same whatever is under it."""
    scene = app.scene(which)
    sheet = app.vp.rect(scene.sheet_rect)
    cached = []
    for fill in ((255, 0, 0), (0, 0, 255)):
        static = pygame.Surface(app.screen.get_size())
        static.fill(fill)
        from game.widgets import screen as screen_mod
        real = screen_mod.draw_background
        screen_mod.draw_background = lambda surf, name="menu.tmx", f=fill: surf.fill(f)
        try:
            scene.draw_static_chrome(static)
        finally:
            screen_mod.draw_background = real
        cached.append([tuple(static.get_at((x, y))) for x in range(sheet.x + 30, sheet.right - 30, 41)
                       for y in range(sheet.y + 30, sheet.bottom - 30, 37)])
    assert cached[0] == cached[1]


def test_controls_line_follows_the_device_in_use(app):
    """The menu screens' controls line names the pad's buttons while a pad is used."""
    from game.ui import record_text
    op = app.scene("options")
    app.push(op)
    frames(app)

    def footer():
        with record_text() as log:
            op.draw(app.screen)
        return [d.text for d in log]

    assert op.hints in footer()
    pad(app, PAD_DOWN)
    assert app.input.device == "pad" and op.pad_hints in footer()
    key(app, pygame.K_UP)
    assert op.hints in footer()


def test_new_game_over_a_saved_game_asks_first(app):
    """The pause menu says "It is saved; Continue picks it up", but New game → Start
    threw that save away without a word. With a saved game, Start asks first: Cancel
    keeps it (and stays on New game), "New game" replaces it."""
    from game.scenes.table.scene import TableScene
    real = app.saves
    app.saves = SimpleNamespace(has_save=lambda: True)
    try:
        ng = open_new_game(app)
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, ConfirmScene) and "saved game" in app.top.question
        key(app, pygame.K_ESCAPE)  # Cancel: still on New game, nothing started
        assert app.top is ng and not ng.started
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, ConfirmScene)
        confirm = app.top
        confirm.menu.buttons[1].on_click()  # "New game"
        assert isinstance(app.top, TableScene)
    finally:
        app.saves = real


def test_new_game_without_a_saved_game_starts_at_once(app):
    from game.scenes.table.scene import TableScene
    real = app.saves
    app.saves = SimpleNamespace(has_save=lambda: False)
    try:
        open_new_game(app)
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, TableScene)
    finally:
        app.saves = real
