"""One rule for a game in which undo was used (game.stats.UNDO_RULE), kinder since a
newcomer found "Games won: 0" after winning a game with one Undo harsh: it counts
as played and won, in the games, the wins, the win rate, the streak and (the rule
changed: "one Undo cancels the whole game's XP" punished a learner for trying it, when
Hint is free) the XP, on every screen (the menu's strip, the Statistics screen, the game
over) and the goals (they were withheld too: a newcomer found that punishing); only the
best play / best hand records are withheld, which the game over says in one line, the
first undo's question in the rule's words (its notice after in a short line)."""

from __future__ import annotations

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

# the rule changed: a game with undo earns its XP now (it earned none)
RULE = "Games with undo count for wins, streaks, XP and goals, but not for records."
NOTE = "Undo used: no records this game"


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
        app.stats.record_game_once("now", table.config, won, 0, (25, "6-6"), 45,
                                   assisted=True)  # (its XP: test_an_assisted_win_earns...)
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
        assert said == [NOTE]  # once (the rule changed: it no longer says "no XP")
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
    assert undo_note(True).words() == "Undone: no records this game"
    pygame.event.clear()


def test_an_assisted_win_earns_the_same_xp_and_goals_as_without_undo_but_no_record(home):
    """The same won game counted twice, in two fresh statistics: with undo it earns the
    same XP (the level bar fills as for any game) and the same goals, but no best play /
    best hand; and its game over fills the bar, shows the goals, and says, in one line,
    what it did not earn."""
    from game.config import GameConfig
    from tests.game.menus.test_goals import played

    g = next(g for g in (played(s) for s in range(40)) if g.outcome.winner == 0)
    config, entry = GameConfig(), g.seat_entry(0)
    plain, helped = Stats(), Stats()
    for st, assisted in ((plain, False), (helped, True)):
        st.save = lambda: None  # in memory only
        st.record_game_once("g", config, g.outcome, entry, (25, "6-6"), 45,
                            assisted=assisted, record=g.to_record())
    assert plain.xp > 0 and helped.xp == plain.xp
    assert helped.last["xp"] == plain.last["xp"]
    assert counted_both(plain) == counted_both(helped) == (1, 1)
    assert plain.last["goals"] and helped.last["goals"] == plain.last["goals"]  # first_win..
    assert helped.goals.to_json() == plain.goals.to_json()  # the same goal progress
    assert plain.best_play and plain.best_hand
    assert not helped.best_play and not helped.best_hand  # set no record
    assert not helped.last["new_best_play"] and not helped.last["new_best_hand"]
    # its game over: the bar fills with the XP; the note names only goals and records
    app, table = table_app(players=2, seed=3)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        app.stats = helped
        fake = SimpleNamespace(outcome=g.outcome, teams=g.teams, rules=g.rules,
                               target=g.target, seed=1)
        over = GameOverScene(app, SimpleNamespace(
            game=fake, names=table.names, human_entry=entry, config=config,
            text=table.text, game_id="g", best_play=(25, "6-6"), best_hand=45,
            assisted=True))
        app.push(over)
        assert over.level.gained == plain.xp and over.level.before == 0
        while over.t < 6.0:
            over.update(1 / 60)
        drawn = _texts(app, over)
        assert f"+{plain.xp} XP" in drawn
        assert NOTE in drawn and not any("no XP" in t for t in drawn)
        assert over.goals is None  # no "Not counted" strip: it earned its goals
        assert not any("Not counted" in t for t in drawn)
        app.pop()
    finally:
        table.worker.close()
    pygame.event.clear()


def counted_both(st) -> tuple[int, int]:
    from game.stats import counted
    return counted(st.totals())
