"""Player level and XP: XP read from each finished game's record, kept
with the statistics in the same write, in full for a game with undo too; the level curve;
the tile sets each level unlocks."""

from __future__ import annotations

import json

import pytest

from engine.events import HandEnd
from game.config import GameConfig
from game.daily import daily_config, daily_game_id
from game.levels import (
    DAILY_XP,
    FINISH_XP,
    HAND_XP,
    POINTS_PER_XP,
    WIN_XP,
    game_xp,
    lay_tiles,
    level_of,
    level_of_xp,
    step,
    unlocked_at,
    xp_for_level,
)
from game.settings import TILE_SETS as SETTINGS_TILE_SETS
from game.settings import Settings
from game.stats import Stats
from game.ui import THEME
from game.ui.tilesets import TILE_SET_IDS, TILE_SETS, tiles_unlocked, usable_tiles
from tests.game.menus.test_goals import count, played


def _expected(g, won_xp: int) -> int:
    """Seat 0's XP read straight from the engine's log (independent of game.levels)."""
    hands = sum(1 for e in g.log if isinstance(e, HandEnd) and e.seat == 0)
    xp = max(0, g.outcome.scores[0]) // POINTS_PER_XP + HAND_XP * hands + FINISH_XP
    return xp + (won_xp if g.outcome.winner == 0 else 0)


def test_xp_of_a_recorded_game_in_exact_figures(tmp_path):
    g = played(3)
    stats = Stats(tmp_path / "stats.json")
    assert count(stats, g, GameConfig(), "g3") == (True, None)
    # seed 3: seat 0 wins 110 to 85 against Medium, going out in one hand
    assert stats.last["xp"] == {"before": 0, "parts": {"points": 22, "hands": 10,
                                                       "finish": 20, "win": 40}}
    assert stats.xp == 92 == _expected(g, WIN_XP["medium"])
    # kept on disk in the same write as the game's counts
    doc = json.loads((tmp_path / "stats.json").read_text())
    assert doc["xp"] == 92 and "g3" in doc["counted"]
    assert Stats.load(tmp_path / "stats.json").xp == 92


@pytest.mark.parametrize("seed", range(4))
def test_xp_adds_up_game_by_game(tmp_path, seed):
    stats = Stats(tmp_path / "stats.json")
    total = 0
    for k in range(3):
        g = played(seed * 10 + k)
        count(stats, g, GameConfig(), f"g{seed}-{k}")
        total += _expected(g, WIN_XP["medium"])
        assert stats.xp == total
    count(stats, g, GameConfig(), f"g{seed}-2")  # counted once only
    assert stats.xp == total


def test_hard_bots_and_the_daily_deal_earn_more(tmp_path):
    g = next(g for g in (played(s) for s in range(20)) if g.outcome.winner == 0)
    hard = GameConfig(levels=["hard", "hard", "hard"])
    assert game_xp(g.to_record(), hard, 0, 0, g.outcome)["win"] == WIN_XP["hard"] == 60
    assert game_xp(g.to_record(), GameConfig(), 0, 0, g.outcome)["win"] == 40
    stats = Stats(tmp_path / "stats.json")
    count(stats, g, GameConfig(), daily_game_id("2026-12-01"))  # the id alone: no
    assert "daily" not in stats.last["xp"]["parts"]
    xp = stats.xp
    count(stats, g, daily_config("2026-12-01"), daily_game_id("2026-12-01"))
    assert stats.last["xp"]["parts"]["daily"] == DAILY_XP
    assert stats.xp == xp + _expected(g, 40) + DAILY_XP


def test_a_game_with_undo_earns_its_xp_in_full(tmp_path):
    # The rule changed: a game with undo used to earn no XP ("one Undo cancels the whole
    # game's XP" punished a learner for trying it); it now earns its XP as any game.
    stats = Stats(tmp_path / "stats.json")
    g = played(3)
    count(stats, g, GameConfig(), "u1", assisted=True)
    assert stats.xp == 92 == _expected(g, WIN_XP["medium"])  # as test_xp_of_a_recorded_game
    assert stats.last["xp"] == {"before": 0, "parts": {"points": 22, "hands": 10,
                                                       "finish": 20, "win": 40}}
    assert level_of(stats) == (1, 92, 100)


def test_the_level_curve():
    assert [step(n) for n in (1, 2, 3, 9)] == [100, 225, 350, 1100]
    assert xp_for_level(2) == 100 and xp_for_level(3) == 325 and xp_for_level(10) == 5400
    assert level_of_xp(0) == (1, 0, 100)
    assert level_of_xp(99) == (1, 99, 100)
    assert level_of_xp(100) == (2, 0, 225)
    assert level_of_xp(5399) == (9, 1099, 1100)
    assert level_of_xp(5400) == (10, 0, 1225)
    assert level_of(None) == (1, 0, 100)


def test_the_first_level_up_comes_in_a_game_or_two_and_level_ten_in_30_to_40():
    per_game = []
    for s in range(30):
        g = played(s, target=250)
        per_game.append(_expected(g, WIN_XP["medium"]))
    mean = sum(per_game) / len(per_game)
    assert max(per_game[0], per_game[0] + per_game[1]) >= 100  # a game or two
    assert 30 <= xp_for_level(10) / mean <= 40, mean


def test_a_bad_xp_entry_is_set_aside_and_the_rest_kept(tmp_path):
    path = tmp_path / "stats.json"
    stats = Stats(path)
    count(stats, played(3), GameConfig(), "g3")
    doc = json.loads(path.read_text())
    for bad in (-5, "lots", 1.5, True, None):
        doc["xp"] = bad
        path.write_text(json.dumps(doc))
        loaded = Stats.load(path)
        assert loaded.xp == 0 and loaded.counted == ["g3"] and loaded.problem
        doc = json.loads(path.read_text()) if path.exists() else doc
    doc.pop("xp")  # an older file: no XP yet
    path.write_text(json.dumps(doc))
    assert Stats.load(path).xp == 0


def test_levels_unlock_the_tile_sets():
    assert SETTINGS_TILE_SETS == TILE_SET_IDS
    assert TILE_SETS["ivory"].level == 1
    assert [(t, TILE_SETS[t].level) for t in TILE_SET_IDS[1:]] == [
        ("coloured", 3), ("onyx", 5), ("wood", 8)]
    assert unlocked_at(3) == ["coloured"] and unlocked_at(5) == ["onyx"]
    assert unlocked_at(2) == [] and unlocked_at(1) == []
    assert not tiles_unlocked("onyx", 4) and tiles_unlocked("onyx", 5)
    assert usable_tiles("onyx", 4) == "ivory" and usable_tiles("onyx", 6) == "onyx"
    assert usable_tiles("nope", 99) == "ivory" and usable_tiles(None, 99) == "ivory"


def test_a_stale_settings_file_with_a_locked_set_falls_back_to_ivory(tmp_path, monkeypatch):
    from game import storage
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.save_settings(Settings(tiles="wood", speed="instant"))
    from game.__main__ import build_parser
    from game.main import make_app as real_make_app
    try:
        a = real_make_app(build_parser().parse_args([]))
        assert a.settings.tiles == "ivory" and THEME.tiles == "ivory"
        a.stats.xp = xp_for_level(8)
        a.settings.tiles = "wood"
        assert lay_tiles(a.settings, a.stats) == "wood" and THEME.tiles == "wood"
    finally:
        THEME.tiles = "ivory"
    for bad in ("purple", 3, None, ""):
        s, problems = Settings.from_json_checked({"tiles": bad})
        assert s.tiles == "ivory" and problems == ["tiles"]
