"""The main menu as a home screen (#16): the big play button, the grid's focus
by arrows and pad, nothing overlapping at any text size and language."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import storage  # noqa: E402
from game.i18n import _ as tr  # noqa: E402
from game.scenes.menus.menu import ENTRIES  # noqa: E402
from game.scenes.menus.menu_draw import chip_rect  # noqa: E402
from game.ui import record_text  # noqa: E402
from tests.game.menus.test_game_menus import (  # noqa: E402
    PAD_DOWN,
    PAD_LEFT,
    PAD_RIGHT,
    PAD_UP,
    key,
    new_app,
    pad,
    to_menu,
)


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


def focused(menu) -> str:
    return menu.menu.buttons[menu.menu.index].label


def rect_of(menu, label) -> pygame.Rect:
    return pygame.Rect(menu.menu.buttons[ENTRIES.index(label)].rect)


def with_save(app):
    app.saves = SimpleNamespace(has_save=lambda: True, continue_game=lambda: None)


def test_primary_is_new_game_without_a_save(app):
    menu = to_menu(app)
    assert focused(menu) == "New game"
    big = rect_of(menu, "New game")
    assert all(big.w > rect_of(menu, e).w for e in ENTRIES if e not in ("Continue", "New game"))
    assert not menu.enabled("Continue")
    with record_text() as log:
        menu.draw(app.screen)
    words = [d.text for d in log]
    assert "New game" in words and "Continue" not in words


def test_primary_is_continue_with_a_save_and_new_game_one_step_away(app):
    with_save(app)
    menu = to_menu(app)
    assert focused(menu) == "Continue"
    cont, new = rect_of(menu, "Continue"), rect_of(menu, "New game")
    assert cont.w > new.w and cont.y == new.y  # New game beside it, smaller
    key(app, pygame.K_RIGHT)
    assert focused(menu) == "New game"
    with record_text() as log:
        menu.draw(app.screen)
    words = [d.text for d in log]
    assert "Continue" in words and "New game" in words


def test_arrow_focus_order_across_the_grid(app):
    menu = to_menu(app)
    seen = [focused(menu)]
    for _ in range(len(ENTRIES) - 1):  # Right: reading order, row by row
        key(app, pygame.K_RIGHT)
        seen.append(focused(menu))
    assert seen == [e for e in ENTRIES if menu.enabled(e)] + ["New game"] * (
        len(seen) - sum(menu.enabled(e) for e in ENTRIES))
    # Down: to the nearest entry of the row below, then round to the top
    menu.focus("New game")
    key(app, pygame.K_DOWN)
    assert focused(menu) in ("Daily deal", "Tutorial")
    menu.focus("Daily deal")
    key(app, pygame.K_DOWN)
    assert focused(menu) in ("Options", "Statistics")
    menu.focus("Quit")
    key(app, pygame.K_UP)
    assert focused(menu) == "Tutorial"
    key(app, pygame.K_UP)
    assert focused(menu) == "New game"
    menu.focus("Rules")
    key(app, pygame.K_DOWN)
    assert focused(menu) == "New game"
    key(app, pygame.K_LEFT)
    assert focused(menu) == "Quit"


@pytest.mark.parametrize("saved", [False, True])
def test_every_entry_reachable_by_keys_and_pad(app, saved):
    if saved:
        with_save(app)
    menu = to_menu(app)
    for presses in ((pygame.K_RIGHT, pygame.K_DOWN), (pygame.K_LEFT, pygame.K_UP),
                    (PAD_RIGHT, PAD_DOWN), (PAD_LEFT, PAD_UP)):
        reached = {focused(menu)}
        for button in presses:
            for _ in range(12):
                (pad if button in (PAD_RIGHT, PAD_DOWN, PAD_LEFT, PAD_UP) else key)(app, button)
                reached.add(focused(menu))
        if presses[0] in (pygame.K_RIGHT, pygame.K_LEFT, PAD_RIGHT, PAD_LEFT):
            assert reached == {e for e in ENTRIES if menu.enabled(e)}, presses
        else:
            assert reached <= {e for e in ENTRIES if menu.enabled(e)}


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("saved", [False, True])
def test_nothing_overlaps(app, lang, scale, saved):
    if saved:
        with_save(app)
    app.set_language(lang)
    app.set_text_scale(scale)
    menu = to_menu(app)
    vp = app.vp
    screen = app.screen.get_rect()
    shown = [b for b in menu.menu.buttons if b.enabled]
    boxes = [vp.rect(b.rect) for b in shown]
    for i, a in enumerate(boxes):
        assert screen.contains(a)
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
    goals = menu.menu.buttons[ENTRIES.index("Goals")]
    chip = chip_rect(vp, app.fonts, goals.rect, menu.status["Goals"])
    assert all(not chip.colliderect(r) for b, r in zip(shown, boxes) if b is not goals)
    with record_text() as log:
        menu.draw(app.screen)
    inside = [chip] + boxes  # the chip sits on the Goals button's corner
    for d in log:
        if d.text in ("SNIFF",) or d.text.startswith("v"):
            continue
        if any(r.collidepoint(d.rect.center) for r in inside):
            box = next(r for r in inside if r.collidepoint(d.rect.center))
            assert box.contains(d.rect), (d.text, d.rect, box)
            hits = [r for r in boxes if r.colliderect(d.rect)]
            assert len(hits) <= 1, d.text
    app.set_language("en")
    app.set_text_scale(1.0)


def test_tutorial_card_counts_lessons_done(app):
    from game.tutorial import LESSONS, STEPS
    from game.tutorial.progress import Progress
    menu = to_menu(app)
    # the true count: the 7 numbered lessons, not the welcome and the goodbye
    numbered = [les for les in LESSONS if les.numbered]
    assert len(numbered) == 7
    assert menu.status["Tutorial"] == "Learn to play: 7 lessons"
    p = Progress()
    p.done = {s.id for li, _si, s in STEPS if li < 3}  # the welcome and two lessons
    assert p.save() is None
    menu.build()
    # (the card once said "7 lessons" while the player was half-way through)
    assert menu.status["Tutorial"] == "Continue lesson 3"
    assert menu.lessons == (True, True, False, False, False, False, False)
    # stopped inside lesson 5 (its first step done, the next one saved as the place)
    fifth = [s for li, _si, s in STEPS if li == 5]
    p.done |= {fifth[0].id}
    p.step = fifth[1].id
    assert p.save() is None
    menu.build()
    assert menu.status["Tutorial"] == "Continue lesson 5"
    assert menu.lessons == (True, True, False, False, False, False, False)
    p.done = {s.id for _li, _si, s in STEPS}
    p.step = None
    assert p.save() is None
    menu.build()
    assert menu.status["Tutorial"] == "All 7 lessons done"
    assert menu.lessons == (True,) * 7


def test_tutorial_card_draws_a_tick_per_lesson_inside_it(app):
    """The card shows the lessons done at a glance: a pill per lesson under its words,
    filled (the theme's green) for each lesson done, all inside the card."""
    from game.scenes.menus.menu import ENTRIES
    from game.tutorial import STEPS
    from game.tutorial.progress import Progress
    from game.ui import THEME
    menu = to_menu(app)
    p = Progress()
    p.done = {s.id for li, _si, s in STEPS if li < 3}
    assert p.save() is None
    menu.build()
    app.draw()
    card = app.vp.rect(menu.menu.buttons[ENTRIES.index("Tutorial")].rect)
    green = [x for x in range(card.x, card.right) for y in range(card.y, card.bottom, 2)
             if tuple(app.screen.get_at((x, y)))[:3] == tuple(THEME.good)[:3]]
    assert green, "no lesson ticks"
    xs = sorted(set(green))
    runs = 1 + sum(1 for a, b in zip(xs, xs[1:]) if b - a > 2)
    assert runs == 2  # the two lessons done (the five to do: outlines in the ink)


def test_player_strip_shows_wins_and_best_streak(app):
    menu = to_menu(app)
    assert "strip" not in menu.status  # nothing played yet: no strip
    app.stats.streak = {"current": 1, "best": 4}
    app.stats.rows[("american", 2, "medium")] = {"games": 9, "wins": 6, "assisted_games": 1,
                                                 "assisted_wins": 1}
    menu.build()
    words = menu.status["strip"]
    # the game with undo counts as won (game.stats.UNDO_RULE): 7, not 6
    assert "Games won: 7" in words and "Best streak: 4" in words and "0 of 16" in words


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_controls_line_clear_of_version_and_chip_off_the_star(app, lang, scale):
    """At 200 % the controls line ran into the version ("(pad: D-pad, A, B)v0.1.0")
    and the grown goals chip sat on the Goals button's star, then all but touched the
    Tutorial card above it."""
    from game import __version__
    app.set_language(lang)
    app.set_text_scale(scale)
    menu = to_menu(app)
    vp = app.vp
    with record_text() as log:
        menu.draw(app.screen)
    version = next(d.rect for d in log if d.text == f"v{__version__}")
    hints = next(d.rect for d in log if d.text == tr(menu.shown_hints()))
    assert not hints.inflate(vp.length(8), 0).colliderect(version), (hints, version)
    assert abs(hints.centerx - vp.point((640, 0))[0]) <= vp.length(2)  # still centred
    goals = menu.menu.buttons[ENTRIES.index("Goals")]
    chip = chip_rect(vp, app.fonts, goals.rect, menu.status["Goals"])
    star_top = vp.rect(goals.rect).top + vp.length(18)  # menu_draw.ICON_TOP
    assert chip.bottom < star_top, (chip, star_top)
    # and clear of the Tutorial card above it (at 200 % it all but touched it)
    card = vp.rect(menu.menu.buttons[ENTRIES.index("Tutorial")].rect)
    assert chip.top >= card.bottom + vp.length(8), (chip, card)
    words = next(d.rect for d in log if d.text == menu.status["Goals"])
    assert chip.contains(words)
    app.set_language("en")
    app.set_text_scale(1.0)
