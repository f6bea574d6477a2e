"""One rule for a game in which undo was used (game.stats.UNDO_RULE): it is not
counted, not in games, wins, the win rate, the streak, the records or the goals. After
a won game with undo the menu's strip, the Statistics screen and the game-over screen
all show figures by that rule ("Games won 1 · Best streak 0" and a 50 % win rate with
"Most wins in a row 0" read as a contradiction), and all three say it in its words."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from types import SimpleNamespace

import pygame
import pytest

from engine.game import Outcome
from game import storage
from game.i18n import _
from game.scenes.game_over.progress import undo_note
from game.scenes.game_over.scene import GameOverScene
from game.scenes.records.stats import StatsScene
from game.scenes.table.undo import UNDO_QUESTION
from game.stats import UNDO_RULE, Stats
from game.ui.text import record_text
from tests.game.menus.test_game_menus import to_menu
from tests.game_harness import run_until, table_app

RULE = "A game with undo is not counted: not in games, wins, streaks, records or goals."


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()


def _texts(app, scene) -> list[str]:
    with record_text() as log:
        scene.draw(app.screen)
    return [d.text for d in log]


@pytest.mark.parametrize("before", [0, 1])
def test_a_won_game_with_undo_counts_for_nothing_on_every_screen(home, before):
    """``before`` won games without undo, then a won game with undo."""
    app, table = table_app(players=2, seed=3)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        g = table.game
        won = Outcome(0, (252, 188), g.teams)
        app.stats = Stats()
        app.stats.save = lambda: None  # in memory only
        for i in range(before):
            app.stats.record_game_once(f"old{i}", table.config, won, 0, (30, "1-4"), 40)
        app.stats.record_game_once("now", table.config, won, 0, (25, "6-6"), 45,
                                   assisted=True)
        # the game over: no figure at all, the rule in its words
        fake = SimpleNamespace(outcome=won, teams=g.teams, rules=g.rules, target=g.target,
                               seed=1)
        over = GameOverScene(app, SimpleNamespace(
            game=fake, names=table.names, human_entry=table.human_entry, config=table.config,
            text=table.text, game_id="now", best_play=(25, "6-6"), best_hand=45,
            assisted=True))
        app.push(over)
        while over.t < 2.0:
            over.update(1 / 60)
        drawn = _texts(app, over)
        assert RULE in " ".join(drawn)  # (wrapped on the plate)
        for words in ("Win streak", "Best play", "Best hand", "+25", "New best!",
                      f"{before + 1} / {before + 1}"):
            assert words not in drawn, words
        app.pop()
    finally:
        table.worker.close()
    # the menu's strip: the wins and the streak agree (the game with undo in neither)
    app.push(StatsScene(app))
    stats_screen = app.top
    head = dict((label, value) for value, label in stats_screen.headline())
    assert head["Games"] == str(before)
    assert head["Win rate"] == ("100%" if before else "-")
    assert head["Most wins in a row"] == str(before)
    assert head["Best play"] == ("30" if before else "-")  # the +25 set no record
    drawn = _texts(app, stats_screen)
    assert RULE in drawn  # the footnote under the records
    assert "1 (1 won)" in drawn  # kept apart, in its own column
    row = [t for t in drawn if t in ("0", "1", "100%", "-")]
    assert "50%" not in drawn and row  # the row's figures count no game with undo
    app.pop()
    while app.stack:
        app.stack.pop().exit()
    menu = to_menu(app)
    strip = menu.status["strip"]
    assert f"Games won: {before}" in strip and f"Best streak: {before}" in strip
    # the first undo's notice and its question say the same rule
    assert undo_note(True).words() == RULE == _(UNDO_RULE)
    assert UNDO_QUESTION.endswith(RULE)
    pygame.event.clear()
