"""The goals and the daily deal on screen: the menu's rows and tags, the Goals screen by
keys, pad and mouse, and the toast at the game over when a goal is reached."""
# ruff: noqa: E402, F811

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.config import GameConfig
from game.daily import daily_config, daily_seed, today
from game.goals import GOALS
from game.persistence import Persistence
from game.scenes.game_over.scene import CARD_AFTER, INPUT_HOLD, KEY_READY, GameOverScene
from game.scenes.menus.daily_intro import DailyIntroScene
from game.scenes.menus.menu import ENTRIES
from game.scenes.records.goals import GoalsScene
from game.scenes.records.goals_earned import GoalsEarnedScene
from game.scenes.table.summary import SummaryScene
from game.stats import UNDO_RULE, Stats
from game.ui import record_text
from game.widgets import ConfirmScene
from tests.game.menus.test_game_menus import (  # noqa: F401 - the fixtures and the input helpers
    PAD_DOWN,
    PAD_RIGHT,
    app,
    click,
    home,
    key,
    pad,
    to_menu,
    wheel,
)
from tests.game_harness import run_until, table_app


def _drawn(app) -> list[str]:
    with record_text() as log:
        app.top.draw(app.screen)
    return [d.text for d in log]


def test_the_menu_has_daily_deal_and_goals_with_their_tags(app):
    menu = to_menu(app)
    assert menu.labels == list(ENTRIES)
    assert ENTRIES.index("Daily deal") == ENTRIES.index("New game") + 1
    drawn = _drawn(app)
    assert "Not played today" in drawn and f"0 of {len(GOALS)}" in drawn
    app.stats.goals.record_daily(today(), 35)
    app.stats.goals.add({"first_win": 1})
    menu.build()
    drawn = _drawn(app)
    assert "Today: +35" in drawn and f"1 of {len(GOALS)}" in drawn
    app.stats.goals.record_daily(today(), -60)  # the best of the day stays
    assert "Today: +35" in _drawn(app)


def _start_daily(app, menu) -> None:
    """Daily deal, then Enter on its intro card."""
    menu.select("Daily deal")
    assert isinstance(app.top, DailyIntroScene)
    key(app, pygame.K_RETURN)


def test_daily_deal_starts_todays_seeded_game(app):
    menu = to_menu(app)
    _start_daily(app, menu)
    table = app.top
    assert table.name == "table" and table.config.seed == daily_seed(today())
    assert table.game.seed == daily_seed(today()) and table.config.target == 100
    assert table.game_id.startswith(f"daily-{today()}-")
    assert table.config.players == 2 and table.config.level(1) == "medium"


def test_the_daily_deal_says_so_on_the_table_and_in_progress_in_the_menu(app):
    """The table's header names the daily deal, and the menu row says it is in
    progress while its game is saved unfinished (not "Not played today")."""
    menu = to_menu(app)
    _start_daily(app, menu)
    table = app.top
    app.top.update(0.1)
    drawn = _drawn(app)
    assert "Daily deal: to 100" in drawn and "American Sniff: to 100" not in drawn
    game_id, config = table.game_id, table.config
    app.saves = SimpleNamespace(has_save=lambda: True, continue_game=lambda: None,
                                load=lambda: SimpleNamespace(game_id=game_id, config=config))
    menu = to_menu(app)
    assert "In progress" in _drawn(app) and "Not played today" not in _drawn(app)
    # yesterday's unfinished deal, an ordinary game saved, or one whose id alone says
    # "daily" (anyone can write that): today's is not in progress
    for gid, cfg in (("daily-2020-01-01-abc", daily_config("2020-01-01")),
                     ("3f2a9c", GameConfig()), (f"daily-{today()}-abc", GameConfig())):
        app.saves = SimpleNamespace(has_save=lambda: True, continue_game=lambda: None,
                                    load=lambda g=gid, c=cfg: SimpleNamespace(game_id=g,
                                                                              config=c))
        menu.build()
        assert "Not played today" in _drawn(app)


def test_an_ordinary_game_keeps_its_rules_in_the_header(tmp_path):
    app, table = table_app(seed=3)
    app.top.update(0.1)
    assert "American Sniff: to 250" in _drawn(app)


def test_daily_deal_asks_before_replacing_a_saved_game(app):
    app.saves = SimpleNamespace(has_save=lambda: True, continue_game=lambda: None)
    menu = to_menu(app)
    _start_daily(app, menu)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_the_goals_screen_by_keys_pad_and_mouse(app):
    menu = to_menu(app)
    menu.select("Goals")
    key(app, pygame.K_RIGHT, n=1)  # the menu's click has settled
    goals = app.top
    assert isinstance(goals, GoalsScene)
    goals.focus = 0
    key(app, pygame.K_RIGHT)
    assert goals.focus == 1
    key(app, pygame.K_DOWN)
    assert goals.focus == 3
    for _ in range(len(GOALS)):
        pad(app, PAD_DOWN)
    assert goals.focus == len(GOALS) - 1
    assert goals.scroll > 0 and goals.card_rect(goals.focus) is not None  # scrolled to it
    pad(app, PAD_RIGHT)
    assert goals.focus == len(GOALS) - 1
    first = goals.scroll
    wheel(app, 1)
    assert goals.scroll < first
    r = goals.card_rect(goals.scroll * 2)
    click(app, app.vp.rect(r).center)
    assert goals.focus == goals.scroll * 2
    key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_the_goals_screen_shows_earned_and_locked_with_progress(app):
    app.stats.goals.add({"first_win": 1, "domino": 4, "domino10": 4, "play30": 22},
                        today="2026-11-30")
    app.push(GoalsScene(app))
    drawn = _drawn(app)
    assert f"2 of {len(GOALS)} goals earned" in drawn  # First win, Domino! (4 outs)
    assert "Earned 2026-11-30" in drawn and "4 / 10" in drawn and "22 / 30" in drawn
    assert "First win" in drawn and "Win a game" in drawn
    order = [g.id for g, _v, _d in app.stats.goals.rows()]
    assert order[:2] == ["first_win", "domino"]  # earned first
    # what a game with undo counts for: the one rule the undo notice and Statistics
    # say ("Goals count games played without Undo." here said the opposite)
    assert UNDO_RULE in drawn


def _play_on(app, table, done) -> None:
    """Play the human's first legal move each turn (closing each hand's summary)
    until ``done()``."""
    def step():
        if done():
            return True
        if app.top is table and table.human_turn:
            c = table.game.legal_codes()[0]
            table.try_play(c >> 8, c & 255)
        elif isinstance(app.top, SummaryScene) and app.top.shown >= len(app.top.lines):
            app.top.close()
        return False
    run_until(app, step, max_frames=20000)


def _play_to_the_end(app, table) -> None:
    """Play on until the game over is up; nothing about goals is shown before it."""
    def done():
        if any(isinstance(sc, GameOverScene) for sc in app.stack):
            return True
        assert not any(isinstance(sc, GoalsEarnedScene) for sc in app.stack)
        return False
    _play_on(app, table, done)


def test_goals_reached_show_in_a_strip_beside_the_result_never_over_it(tmp_path):
    """A "2 goals reached!" card sat over "North wins" and the
    score. The goals come CARD_AFTER in (fake clock), as a strip clear of the panel;
    no card is pushed over the game over; a click on the strip opens the Goals."""
    app, table = table_app(seed=3)
    app.stats = Stats(tmp_path / "stats.json")
    app.stats.goals.progress["games10"] = 9  # the next game finished earns "Regular"
    app.persistence = Persistence(None, lambda: app.stats)
    table.game.target = 10
    _play_to_the_end(app, table)
    over = app.top
    assert isinstance(over, GameOverScene)
    from game.scenes.game_over.scene import PANEL
    assert over.goals is not None and not over.goals.shown
    assert "Regular" not in _drawn(app)  # the result is seen first
    run_until(app, lambda: over.goals.shown, max_frames=400)
    assert over.t >= CARD_AFTER and app.top is over  # no card over the result
    assert [g.id for g in over.goals.goals] == app.stats.last["goals"]
    assert "games10" in [g.id for g in over.goals.goals]
    over.update(1.0)
    for scale in (1.0, 2.0):
        app.set_text_scale(scale)
        drawn = _drawn(app)
        assert "Regular" in drawn and over.title in drawn and app.top is over
        r = over.goals.rect(app.fonts, over.t, False)
        assert not r.colliderect(PANEL) and pygame.Rect(0, 0, 1280, 720).contains(r)
    app.set_text_scale(1.0)
    assert Stats.load(tmp_path / "stats.json").goals.is_earned("games10")
    click(app, over.goals.rect(app.fonts, over.t, True).center)
    assert isinstance(app.top, GoalsScene) and app.stack[-2] is over


def test_no_card_when_nothing_was_earned_and_see_goals_opens_them(tmp_path):
    app, table = table_app(seed=3)
    app.stats = Stats(tmp_path / "stats.json")
    app.persistence = Persistence(None, lambda: app.stats)
    for g in GOALS:  # everything earned already: nothing new to show
        app.stats.goals.earned[g.id] = "2026-01-01"
    table.game.target = 10
    _play_to_the_end(app, table)
    run_until(app, lambda: isinstance(app.top, GameOverScene), max_frames=10)
    run_until(app, lambda: app.top.t > CARD_AFTER + 0.2, max_frames=400)
    assert isinstance(app.top, GameOverScene)  # nothing earned: no card, ever
    assert app.top.goals is None
    app.push(GoalsEarnedScene(app, ["first_win", "domino"]))
    app.top.see_goals()
    assert isinstance(app.top, GoalsScene) and isinstance(app.stack[-2], GameOverScene)


def test_many_goals_at_once_fit_the_card_at_200_percent(app):
    ids = [g.id for g in GOALS]
    for scale in (1.0, 2.0):
        app.set_text_scale(scale)
        card = GoalsEarnedScene(app, ids)
        app.push(card)
        card.update(1.0)
        drawn = _drawn(app)
        assert 1 <= card.shown() < len(ids) and any("more on the Goals screen" in t
                                                     for t in drawn)
        p = app.vp.rect(card.panel())
        assert app.screen.get_rect().contains(p)
        assert all(p.contains(app.vp.rect(b.rect)) for b in card.menu.buttons)
        app.pop()
    app.set_text_scale(1.0)


def test_the_game_over_takes_no_input_at_first_and_enter_only_finishes_the_count(tmp_path):
    """Enter pressed on from the last play went straight to "Play again" and
    skipped the result. The screen ignores input for INPUT_HOLD s; a confirm in it only
    finishes the score's count-up; after it, Enter is "Play again" as before."""
    app, table = table_app(seed=3, speed="normal")
    table.game.target = 10
    _play_to_the_end(app, table)
    over = app.top
    assert isinstance(over, GameOverScene) and over.t < INPUT_HOLD
    # the winner's score, as its race bar (and a win's headline) counts it up (
    # a loss's title says the final score at once, "North wins — 100 to 85")
    final = over.outcome.scores[over.outcome.winner]
    assert final >= 10 and over.counting(final) != final  # still counting up
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)
    assert app.top is over and over.counting(final) == final  # counted up, no more
    run_until(app, lambda: over.t >= INPUT_HOLD, max_frames=400)
    key(app, pygame.K_RETURN)  # no button has the keyboard's focus yet (KEY_READY)
    assert app.top is over and over.menu.index < 0
    run_until(app, lambda: over.t >= KEY_READY, max_frames=400)
    assert over.menu.buttons[over.menu.index].label == "Play again"
    key(app, pygame.K_RETURN)  # "Play again"
    assert app.top is not over and app.top.name == "table" and app.top is not table


def test_enter_every_two_seconds_never_plays_again_unseen(tmp_path):
    """Enter pressed every 2-3 s from the last hand (to play hints) went
    through the win into a new game unseen. A key only plays again once "Play again"
    has the focus, KEY_READY s in."""
    app, table = table_app(seed=3, speed="normal")
    table.game.target = 10
    _play_to_the_end(app, table)
    over = app.top
    assert isinstance(over, GameOverScene)
    while over.t < KEY_READY - 0.1:
        key(app, pygame.K_RETURN)
        assert app.top is over
        run_until(app, lambda t=over.t: over.t >= min(t + 2.0, KEY_READY - 0.1),
                  max_frames=400)
    key(app, pygame.K_RETURN)
    assert app.top is over


def _to_the_last_play(app, table) -> None:
    """Play on until the game is decided (its last play may still be on its way)."""
    _play_on(app, table, lambda: table.game.outcome is not None)


def _mash_enter(app, seconds: float, every: float = 0.1) -> None:
    """Enter every ``every`` s until the game over is up, then for ``seconds`` more."""
    from tests.game_harness import DT, frame
    t, before = 0.0, 0
    while t < seconds:
        if not any(isinstance(sc, GameOverScene) for sc in app.stack) and before < 200:
            t, before = 0.0, before + 1
        for kind in (pygame.KEYDOWN, pygame.KEYUP):  # pressed and let go each time
            pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0,
                                                 unicode="", scancode=0))
        n = round(every / DT)
        for _i in range(n):
            frame(app)
        t += n * DT


@pytest.mark.parametrize("goal", [True, False])
def test_mashed_enter_never_skips_the_win_into_a_new_game(tmp_path, goal):
    """Enter mashed on from the last play went through "5 goals reached",
    "You win!" and "Play again": a new game started unseen. A stream of Enter every
    0.1 s for 6 s (from the game's last play) leaves the game-over screen up (the card closed, if one came)."""
    app, table = table_app(seed=3, speed="normal")
    app.stats = Stats(tmp_path / "stats.json")
    if goal:
        app.stats.goals.progress["games10"] = 9  # the game earns "Regular"
    else:
        for g in GOALS:
            app.stats.goals.earned[g.id] = "2026-01-01"
    app.persistence = Persistence(None, lambda: app.stats)
    table.game.target = 10
    _to_the_last_play(app, table)
    assert not any(isinstance(sc, GameOverScene) for sc in app.stack)
    _mash_enter(app, 6.0)
    over = [sc for sc in app.stack if isinstance(sc, GameOverScene)]
    assert over and app.top is over[0], [sc.name for sc in app.stack]
    assert over[0].t > 3.0 and (not goal or over[0].goals.shown)
    # one deliberate press, after a pause, is Play again as before
    run_until(app, lambda: over[0].t >= over[0].last_confirm + 0.6, max_frames=100)
    key(app, pygame.K_RETURN)
    assert app.top.name == "table" and app.top is not table


def test_the_goals_card_takes_no_press_at_first():
    from game.scenes.records.goals_earned import HOLD
    app, _table = table_app(seed=3)
    card = GoalsEarnedScene(app, ["first_win"])
    app.push(card)
    key(app, pygame.K_RETURN)
    assert app.top is card and card.t < HOLD
    card.update(HOLD)
    key(app, pygame.K_RETURN)
    assert app.top is not card


@pytest.mark.parametrize("language", ["en", "pl", "zh_CN"])
def test_the_goals_count_and_the_undo_rule_never_run_into_each_other(app, language):
    """ga_98: at 200 % "6 of 16 goals earned" ran into "Games with undo count…": the
    rule starts a clear gap after the count, at every text size and language."""
    from game import i18n
    i18n.set_language(language)
    try:
        app.stats.goals.add({"first_win": 1, "domino": 4}, today="2026-11-30")
        app.push(GoalsScene(app))
        for scale in (1.0, 1.5, 2.0):
            app.set_text_scale(scale)
            with record_text() as log:
                app.top.draw(app.screen)
            count = [d.rect for d in log if d.text and "16" in d.text and d.rect.y < 200]
            rule = [d.rect for d in log if d.text == i18n._(UNDO_RULE)]
            assert len(count) == 1 and len(rule) == 1, (scale, count, rule)
            assert count[0].right + app.vp.length(12) <= rule[0].left, (scale, count, rule)
            assert app.screen.get_rect().contains(rule[0])
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")
