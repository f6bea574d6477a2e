"""The daily deal is known by a checked field, never by its id, and its results are kept
by date: a forged id counts nothing and blocks nothing, an impossible date is refused,
and a clock put forward then back never drops today's result."""

from __future__ import annotations

import datetime
import json

import pytest

from engine.game import Game
from game.config import GameConfig
from game.daily import daily_config, daily_date_for, daily_game_id, in_progress, today
from game.goals import GoalBook, daily_date
from game.persistence import Snapshot
from game.saves import SaveError, check_save
from game.stats import Stats
from tests.game.menus.test_goals import count, played


def _day(offset: int) -> str:
    return (datetime.date.today() + datetime.timedelta(days=offset)).isoformat()


def _won_and_lost() -> tuple[Game, Game]:
    games = [played(seed) for seed in range(1, 12)]
    won = next(g for g in games if g.outcome.winner == g.seat_entry(0))
    lost = next(g for g in games if g.outcome.winner != g.seat_entry(0))
    return won, lost


def _result(g: Game) -> int:
    s = list(g.outcome.scores)
    mine = s.pop(g.seat_entry(0))
    return mine - max(s)


@pytest.mark.parametrize("bad", ["9999-99-99", "2026-02-30", "2026-13-01", "20261130",
                                 "2026-11-30x", " 2026-11-3", "1999-12-31", "2200-01-01",
                                 "", None, 20261130, ["2026-11-30"]])
def test_an_impossible_or_out_of_range_date_is_no_daily_date(bad):
    assert daily_date(bad) is None
    assert daily_date_for(GameConfig(daily=bad)) is None
    assert daily_date_for(GameConfig(), f"daily-{bad}-abc") is None


def test_a_real_date_is_a_daily_date_and_only_its_own_deal_is_that_day():
    assert daily_date("2026-11-30") == "2026-11-30" == daily_date("2026-11-30")
    assert daily_date_for(daily_config("2026-11-30")) == "2026-11-30"
    other_seed = GameConfig(ruleset="american", players=2, target=100, seed=5,
                            daily="2026-11-30")
    assert daily_date_for(other_seed) is None  # a "daily" field on another game
    # the id alone (an ordinary game, or a save edited by hand) is no daily deal
    assert daily_date_for(GameConfig(), daily_game_id("2099-12-31")) is None


def test_a_forged_daily_id_counts_nothing_and_blocks_no_later_daily_result(tmp_path):
    won, lost = _won_and_lost()
    path = tmp_path / "stats.json"
    st = Stats(path)
    count(st, won, GameConfig(), "daily-2099-12-31-deadbeef")  # an ordinary game
    assert st.goals.days == {} and st.goals.daily_streak == {}
    assert not st.goals.is_earned("daily")
    count(st, lost, daily_config(today()), daily_game_id(today()))
    back = Stats.load(path)
    assert back.goals.daily_best(today()) == _result(lost) and not back.problem
    assert back.goals.daily_played(today()) == 1


def test_a_clock_put_forward_then_back_keeps_every_days_result(tmp_path):
    won, lost = _won_and_lost()
    path = tmp_path / "stats.json"
    st = Stats(path)
    ahead = _day(5)
    count(st, won, daily_config(ahead), daily_game_id(ahead))  # the clock put forward
    count(st, won, daily_config(_day(-1)), daily_game_id(_day(-1)))  # and back again
    count(st, lost, daily_config(today()), daily_game_id(today()))
    count(st, won, daily_config(today()), daily_game_id(today()))
    back = Stats.load(path)
    assert not back.problem
    goals = back.goals
    assert goals.daily_best(today()) == max(_result(won), _result(lost))
    assert goals.daily_played(today()) == 2
    assert goals.daily_best(ahead) == _result(won) and goals.daily_played(ahead) == 1
    assert goals.daily_streak_on(today()) == 2  # yesterday and today, both won
    assert goals.daily_streak_on(_day(1)) == 2  # tomorrow, not played yet: it stands
    assert goals.daily_streak["best"] == 2


def test_a_win_recorded_late_joins_the_run_it_completes():
    book = GoalBook()
    for day in ("2026-11-28", "2026-11-30", "2026-12-01"):
        book.record_daily_win(day)
    assert book.daily_streak == {"current": 2, "best": 2, "last": "2026-12-01"}
    book.record_daily_win("2026-11-29")  # a deal of the 29th finished after the 1st
    assert book.daily_streak == {"current": 4, "best": 4, "last": "2026-12-01"}
    with pytest.raises(ValueError):
        book.record_daily("9999-99-99", 5)
    with pytest.raises(ValueError):
        book.record_daily_win("2026-02-30")
    assert len(book.days) == 4


def test_an_older_stats_file_is_read_with_its_day_and_its_streak():
    doc = {"progress": {}, "earned": {},
           "daily": {"date": "2026-11-30", "best": 35, "played": 2},
           "daily_streak": {"current": 3, "best": 5, "last": "2026-11-30"}}
    book, problem = GoalBook.from_json_checked(doc)
    assert problem is None
    assert book.daily_best("2026-11-30") == 35 and book.daily_played("2026-11-30") == 2
    assert book.daily_streak == {"current": 3, "best": 5, "last": "2026-11-30"}
    assert book.daily_streak_on("2026-12-01") == 3
    again, problem = GoalBook.from_json_checked(json.loads(json.dumps(book.to_json())))
    assert problem is None and again.to_json() == book.to_json()


def test_bad_days_in_stats_are_dropped_and_the_file_set_aside(tmp_path):
    path = tmp_path / "stats.json"
    st = Stats(path)
    st.goals.record_daily("2026-11-30", 35)
    st.save()
    doc = json.loads(path.read_text())
    doc["goals"]["daily"]["9999-99-99"] = {"best": 1, "played": 1}
    doc["goals"]["daily"]["2026-12-01"] = {"best": "lots"}
    text = json.dumps(doc)
    path.write_text(text)
    back = Stats.load(path)
    assert back.problem and "goals" in back.problem
    assert list(back.goals.days) == ["2026-11-30"] and back.goals.daily_best("2026-11-30") == 35
    kept = [p for p in tmp_path.iterdir() if p.name != "stats.json"]
    assert len(kept) == 1 and kept[0].read_text() == text  # the bad file kept as it was


def _save_doc(config: GameConfig, game_id: str) -> dict:
    g = Game(config.ruleset, config.players, target=config.effective_target, seed=config.seed)
    g.deal()
    return Snapshot.of(g, config, game_id=game_id).save_doc()


def test_a_daily_save_keeps_its_date_and_a_forged_one_is_refused():
    date = today()
    doc = json.loads(json.dumps(_save_doc(daily_config(date), daily_game_id(date))))
    assert doc["config"]["daily"] == date
    loaded = check_save(doc)
    assert loaded.config.daily == date and daily_date_for(loaded.config) == date
    for bad in ("9999-99-99", "2026-02-30", 20261130, "2099-12-31"):  # the last: not its seed
        forged = json.loads(json.dumps(doc))
        forged["config"]["daily"] = bad
        with pytest.raises(SaveError, match="config.daily"):
            check_save(forged)
    plain = json.loads(json.dumps(_save_doc(GameConfig(seed=7), "daily-2099-12-31-abc")))
    assert "daily" not in plain["config"]
    assert daily_date_for(check_save(plain).config, "daily-2099-12-31-abc") is None


def test_an_older_daily_save_is_known_by_its_id_and_its_seed():
    date = today()
    doc = _save_doc(daily_config(date), daily_game_id(date))
    del doc["config"]["daily"]  # saved by a version before the field
    loaded = check_save(json.loads(json.dumps(doc)))

    class Saves:
        def load(self):
            return loaded

    assert loaded.config.daily is None and in_progress(Saves(), date)
    assert not in_progress(Saves(), _day(-1))
