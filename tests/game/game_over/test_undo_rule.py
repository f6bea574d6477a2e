"""One rule for a game in which undo was used (game.stats.UNDO_RULE), kinder since a
newcomer found "Games won: 0" after winning a game with one Undo harsh: it counts
as played and won, in the games, the wins, the win rate and the streak, on every screen
(the menu's strip, the Statistics screen, the game over); only what measures skill is
withheld: the XP, the goals and the best play / best hand records, which the game over
says in one line, the first undo's question in the rule's words (its notice after in a
short line)."""
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
from game.scenes.game_over.scene import GameOverScene
from game.scenes.records.stats import StatsScene
from game.scenes.table.undo import UNDO_QUESTION, undo_note
from game.stats import UNDO_RULE, Stats
from game.ui.text import record_text
from tests.game.menus.test_game_menus import to_menu
from tests.game_harness import run_until, table_app

RULE = "Games with undo count in games, wins and streaks, but earn no XP, goals or records."


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
def test_a_won_game_with_undo_counts_as_won_on_every_screen(home, before):
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
        xp = app.stats.xp
        app.stats.record_game_once("now", table.config, won, 0, (25, "6-6"), 45,
                                   assisted=True)
        assert app.stats.xp == xp  # no XP for it
        # the game over: the wins and the streak count it; no record, said in one line
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
        assert f"{before + 1} / {before + 1}" in drawn  # wins against these bots
        cards = {label: (figure, new) for label, figure, new in over.cards.progress.cards()}
        assert cards["Win streak"] == (str(before + 1), before + 1 > 1)  # a run of 2: a best
        assert not cards["Best play"][1] and not cards["Best hand"][1]  # set no record
        said = [t for t in drawn if "Undo used" in t or "undo" in t.lower()]
        assert said == ["Undo used: no XP, goals or records this game"]  # once
        app.pop()
    finally:
        table.worker.close()
    # the Statistics screen: the game with undo in the games, the wins and the streak
    app.push(StatsScene(app))
    stats_screen = app.top
    head = dict((label, value) for value, label in stats_screen.headline())
    assert head["Games"] == str(before + 1)
    assert head["Win rate"] == "100%"
    assert head["Most wins in a row"] == str(before + 1)
    assert head["Best play"] == ("30" if before else "-")  # the +25 set no record
    drawn = _texts(app, stats_screen)
    assert RULE in drawn  # the footnote under the records
    assert "1 (1 won)" in drawn  # how many of the games used undo, in its own column
    assert "50%" not in drawn and "100%" in drawn
    app.pop()
    while app.stack:
        app.stack.pop().exit()
    menu = to_menu(app)
    strip = menu.status["strip"]
    assert f"Games won: {before + 1}" in strip and f"Best streak: {before + 1}" in strip
    # the question before the first undo says the rule; the notice after it says
    # what it costs in one short line (test_undo_while_bot_plays: readable)
    assert RULE == _(UNDO_RULE) and UNDO_QUESTION.endswith(RULE)
    assert undo_note(True).words() == "Undone: no XP, goals or records this game"
    pygame.event.clear()
