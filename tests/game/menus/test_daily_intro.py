"""The daily deal starts with an intro card (what it is, what counts as winning
it, today's best, the daily streak), and a daily streak (days in a row with a daily deal
won) is kept in stats.json and shown on the menu row and the card."""
# ruff: noqa: E402, F811

from __future__ import annotations

import datetime

import pygame

from game.config import GameConfig
from game.daily import daily_config, today
from game.goals import GoalBook
from game.scenes.menus.daily_intro import DailyIntroScene
from game.stats import Stats
from game.ui import record_text
from tests.game.menus.test_game_menus import PAD_A, PAD_B, app, click, home, key, pad, to_menu  # noqa: F401
from tests.game.menus.test_goals import count, played


def _drawn(app) -> str:
    with record_text() as log:
        app.top.draw(app.screen)
    return " | ".join(d.text for d in log)


def _day(offset: int) -> str:
    return (datetime.date.today() + datetime.timedelta(days=offset)).isoformat()


def test_the_daily_streak_counts_days_in_a_row_won_and_breaks_on_a_missed_day():
    book = GoalBook()
    assert book.daily_streak_on(_day(0)) == 0
    book.record_daily_win("2026-11-28")
    book.record_daily_win("2026-11-28")  # a second win that day: still one day
    book.record_daily_win("2026-11-29")
    book.record_daily_win("2026-11-30")
    assert book.daily_streak_on("2026-11-30") == 3
    assert book.daily_streak_on("2026-12-01") == 3  # not played yet today: it stands
    assert book.daily_streak_on("2026-12-02") == 0  # a day missed: broken
    book.record_daily_win("2026-12-02")
    assert book.daily_streak == {"current": 1, "best": 3, "last": "2026-12-02"}
    back, problem = GoalBook.from_json_checked(book.to_json())
    assert problem is None and back.daily_streak == book.daily_streak
    for bad in ({"current": 4, "best": 2, "last": "2026-12-02"}, {"current": 1},
                {"current": 1, "best": 1, "last": "yesterday"}):
        doc = book.to_json()
        doc["daily_streak"] = bad
        back, problem = GoalBook.from_json_checked(doc)
        # flagged; the days won are kept all the same, and the streak worked out again
        assert problem == "goals" and back.daily_streak == book.daily_streak


def test_a_won_daily_deal_grows_the_streak_in_stats_json_and_a_lost_or_undo_one_not(
        tmp_path):
    games = [played(seed) for seed in range(1, 12)]
    won = next(g for g in games if g.outcome.winner == g.seat_entry(0))
    lost = next(g for g in games if g.outcome.winner != g.seat_entry(0))
    path = tmp_path / "stats.json"
    st = Stats(path)
    cfg = daily_config(today())
    count(st, won, daily_config(_day(-1)), f"daily-{_day(-1)}-a")
    count(st, lost, cfg, f"daily-{_day(0)}-b")
    assert st.goals.daily_streak_on(today()) == 1  # yesterday's win; today's loss: no day
    count(st, won, cfg, f"daily-{_day(0)}-c", assisted=True)
    assert st.goals.daily_streak_on(today()) == 1  # undo: counts for nothing
    count(st, won, cfg, f"daily-{_day(0)}-d")
    assert Stats.load(path).goals.daily_streak_on(today()) == 2
    count(st, won, GameConfig(), "plain-e")  # not a daily deal
    assert Stats.load(path).goals.daily_streak_on(today()) == 2


def test_daily_deal_opens_its_intro_card_enter_starts_esc_goes_back(app):
    menu = to_menu(app)
    app.stats.goals.record_daily(today(), 35)
    app.stats.goals.record_daily_win(_day(-1))
    menu.select("Daily deal")
    card = app.top
    assert isinstance(card, DailyIntroScene)
    drawn = _drawn(app)
    for words in ("Today's deal", today(), "try to beat your best",
                  "Beat Medium to 100", "Won by 35",
                  "1 game played", "Daily streak", "1 day", "Best streak"):
        assert words in drawn, (words, drawn)
    key(app, pygame.K_ESCAPE)
    assert app.top is menu
    menu.select("Daily deal")
    pad(app, PAD_B)
    assert app.top is menu
    menu.select("Daily deal")
    key(app, pygame.K_RETURN)
    assert app.top.name == "table" and app.top.game_id.startswith(f"daily-{today()}-")


def test_the_card_starts_by_pad_a_and_by_a_click_and_says_not_played_yet(app):
    menu = to_menu(app)
    menu.select("Daily deal")
    assert "Not played yet" in _drawn(app)
    assert "Daily streak | 0 days" in _drawn(app)
    pad(app, PAD_A)
    assert app.top.name == "table"
    menu = to_menu(app)
    menu.select("Daily deal")
    card = app.top
    click(app, card.menu.buttons[1].rect.center)  # design px
    # the first deal left a save: the question before replacing it comes next
    assert app.top.name == "confirm" and card not in app.stack


def test_the_menu_row_shows_the_daily_streak(app):
    menu = to_menu(app)
    assert "Streak" not in _drawn(app)
    app.stats.goals.record_daily_win(_day(-1))
    app.stats.goals.record_daily_win(_day(0))
    menu.build()
    assert "Streak: 2 days" in _drawn(app)


def test_the_card_shows_the_date_todays_result_the_streak_and_the_best(app):
    """The card was bare (no date, no result, 120 px of blank).
    It shows the date, today's result (won or lost, by how much, games played), the
    daily streak and the best streak, in boxes that fill the card to its buttons."""
    from game.scenes.menus.daily_intro import PANEL
    menu = to_menu(app)
    goals = app.stats.goals
    for d in (-3, -2, -1):
        goals.record_daily_win(_day(d - 2))  # an old 3-day run: the best streak
    goals.record_daily_win(_day(-1))
    goals.record_daily(today(), -10)
    goals.record_daily(today(), -20)
    menu.select("Daily deal")
    card = app.top
    with record_text() as log:
        card.draw(app.screen)
    drawn = [d.text for d in log]
    for words in (today(), "Lost by 10", "2 games played", "Daily streak", "1 day",
                  "Best streak", "3 days"):
        assert words in drawn, (words, drawn)
    # the figures fill the card: the boxes' words reach down near the buttons
    vp = app.vp
    lowest = max(d.rect.bottom for d in log if d.text in ("2 games played", "your record"))
    assert lowest > vp.point((0, PANEL.bottom - 150))[1]
    for lang in ("pl", "zh_CN"):
        app.set_language(lang)
        try:
            with record_text() as log:
                card.draw(app.screen)
            assert "Lost by 10" not in [d.text for d in log]
        finally:
            app.set_language("en")
