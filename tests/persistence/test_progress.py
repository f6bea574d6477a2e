"""Progression: the statistics keep the win streak and say which personal bests
the game just counted broke; the game-over screen shows the record against these bots,
the streak, the game's best play and hand with a "New best!" flare, a win's confetti
over the panel, and "Play again" focused after a loss."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from engine.game import Outcome
from game import storage
from game.config import GameConfig
from game.scenes.game_over.scene import PANEL, GameOverScene
from game.stats import Stats
from game.ui.text import record_text
from tests.game_harness import run_until, table_app

WIN, LOSS = Outcome(0, (250, 100)), Outcome(1, (100, 250))


def test_the_streak_counts_wins_in_a_row_and_is_kept(tmp_path):
    cfg = GameConfig()
    st = Stats(tmp_path / "stats.json")
    for i, out in enumerate((WIN, WIN, WIN, LOSS, WIN)):
        st.record_game_once(f"g{i}", cfg, out, 0, (10 + i, "1-4"), 20)
    assert st.streak == {"current": 1, "best": 3}
    st.record_game(cfg, LOSS, 0, assisted=True, save=False)  # undo used: a loss all the same
    assert st.streak == {"current": 0, "best": 3} and st.record_against(cfg) == (4, 6)
    back = Stats.load(tmp_path / "stats.json")
    assert back.streak == {"current": 1, "best": 3} and back.problem is None
    assert back.record_against(cfg) == (4, 5)
    assert Stats.load(tmp_path / "none.json").streak == {"current": 0, "best": 0}


def test_last_says_which_bests_the_game_broke():
    cfg = GameConfig()
    st = Stats()
    st.save = lambda: None  # in memory only
    st.record_game_once("a", cfg, WIN, 0, (20, "1-4"), 40)
    assert st.last["game_id"] == "a" and st.last["new_best_play"] and st.last["new_best_hand"]
    st.record_game_once("b", cfg, WIN, 0, (15, "1-4"), 50)
    assert not st.last["new_best_play"] and st.last["new_best_hand"]
    assert st.last["streak"] == 2 and st.last["new_best_streak"]
    st.record_game_once("c", cfg, LOSS, 0, (25, "1-4"), 10)
    assert st.last["new_best_play"] and not st.last["won"] and st.last["streak"] == 0


@pytest.mark.parametrize("streak", [{"current": 4, "best": 2}, {"current": -1, "best": 3},
                                    "3", {"current": True, "best": 1}])
def test_a_bad_streak_is_set_aside_never_overwritten(tmp_path, streak):
    cfg = GameConfig()
    good = Stats()
    good.record_game_once("a", cfg, WIN, 0, (20, "1-4"), 40)
    doc = good.to_json()
    doc["streak"] = streak
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(doc))
    bad = path.read_bytes()
    st = Stats.load(path)
    storage.take_problems()
    assert st.streak == {"current": 0, "best": 0} and st.problem
    assert st.record_against(cfg) == (1, 1)  # the rest kept
    aside = sorted(tmp_path.glob("stats.bad-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == bad


def _over(won: bool, stats=True, **table_extra):
    app, table = table_app(players=2, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    g = table.game
    out = Outcome(0 if won else 1, (252, 188) if won else (188, 252), g.teams)
    if stats:
        app.stats = Stats()
        app.stats.save = lambda: None  # in memory only
        app.stats.record_game_once("old", table.config, WIN, 0, (30, "1-4"), 40)
        app.stats.record_game_once("now", table.config, out, 0, (25, "6-6"), 45)
    fake = SimpleNamespace(outcome=out, teams=g.teams, rules=g.rules, target=g.target, seed=1)
    parts = dict(game=fake, names=table.names, human_entry=table.human_entry,
                 config=table.config, text=table.text, game_id="now", best_play=(25, "6-6"),
                 best_hand=45)
    wrap = SimpleNamespace(**{**parts, **table_extra})
    over = GameOverScene(app, wrap)
    app.push(over)
    return app, over


def _texts(app, over, t: float):
    while over.t < t:
        over.update(1 / 60)
    with record_text() as log:
        over.draw(app.screen)
    return {d.text: d for d in log}


def test_game_over_shows_progress_and_flares_a_new_best():
    app, over = _over(True)
    drawn = _texts(app, over, 0.3)
    assert "New best!" not in drawn  # the flare comes after the title
    drawn = _texts(app, over, 2.0)
    for words in ("Wins vs Easy", "2 / 2", "Win streak", "Best play", "+25",
                  "Best hand", "45", "New best!"):
        assert words in drawn, words
    panel = app.vp.rect(PANEL)
    # all but the level strip's, beside the panel (tests/game/game_over/test_game_over_level.py)
    strip = app.vp.rect(over.level.rect(app.fonts, over.t, False))
    assert all(panel.contains(d.rect) for d in drawn.values() if not strip.contains(d.rect))
    assert sum(strip.contains(d.rect) for d in drawn.values()) >= 2
    assert over.animating()


def test_no_flare_for_a_game_counted_before():
    app, over = _over(True, game_id="other")
    drawn = _texts(app, over, 2.0)
    assert "Win streak" in drawn and "New best!" not in drawn


def test_no_cards_without_statistics():
    app, over = _over(True, stats=False)
    assert "Win streak" not in _texts(app, over, 2.0)


def test_a_loss_is_gentle_with_play_again_focused():
    from game.scenes.game_over.scene import KEY_READY
    app, over = _over(False)
    over.update(KEY_READY)  # the keyboard's focus comes once the result has been seen
    assert over.menu.buttons[over.menu.index].label == "Play again"
    assert not over.celebrate
    drawn = _texts(app, over, 2.0)
    assert "Play again" in drawn and "0" in drawn  # the streak is broken, said plainly


def test_a_win_rains_confetti_round_the_panel():
    app, over = _over(True)
    while over.t < 1.4:
        over.update(1 / 60)
    assert over.confetti is not None and over.confetti.alive
    plain = app.screen.copy()
    over.confetti, keep = None, over.confetti
    over.draw(plain)
    over.confetti = keep
    over.draw(app.screen)
    panel = app.vp.rect(PANEL)
    w, h = app.screen.get_size()
    diff = [(x, y) for x in range(0, w, 3) for y in range(0, h, 3)
            if app.screen.get_at((x, y)) != plain.get_at((x, y))]
    assert len(diff) > 30  # paper falls where it is seen...
    # ...round the panel, behind it: never over its words or cards
    assert not any(panel.inflate(-40, -40).collidepoint(p) for p in diff)
