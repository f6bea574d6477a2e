"""A whole game from the title screen to game over through the real scene loop,
by posted key presses only: title → main menu → New game (ruleset and players
set with the keys) → Start → the table, where the human's seat is played by
the same scripted key presses as ``python -m game --autoplay`` and bots play
every other seat → hand summaries → game over."""

from __future__ import annotations

import pygame
import pytest

from game.autoplay import HumanAutoplay
from game.scenes.game_over.scene import GameOverScene
from game.scenes.menus.title import TitleScene
from game.scenes.table.scene import TableScene
from tests.game_harness import frame, key, make_app


def settle(app, n=3):
    for _ in range(n):
        app.frame(1 / 60)


@pytest.mark.parametrize("ruleset,players", [("american", 2), ("sniff61", 3),
                                             ("american", 4)])
def test_title_to_game_over_by_keys(ruleset, players, tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app([], speed="instant")
    app.push(TitleScene(app))
    settle(app)
    assert app.top.name == "title"
    key(pygame.K_RETURN)
    settle(app)
    assert app.top.name == "menu"
    key(pygame.K_RETURN)  # the first enabled item: New game (no save to continue)
    settle(app)
    ng = app.top
    assert ng.name == "new_game"
    # the focus starts on Start (Enter would start at once): Up to row 0 (the focus
    # stops at the form's ends: Down from Start stays there)
    for _ in range(len(ng.rows.rows)):
        if ng.rows.index == 0:
            break
        key(pygame.K_UP)
        settle(app)
    assert ng.rows.index == 0
    # row 0: the rules; row 1: the players (Right steps each value on)
    if ruleset == "sniff61":
        key(pygame.K_RIGHT)
        settle(app)
    assert ng.config().ruleset == ruleset
    key(pygame.K_DOWN)
    settle(app)
    for _ in range(players - ng.config().players):
        key(pygame.K_RIGHT)
        settle(app)
    assert ng.config().players == players
    for _ in range(len(ng.rows.rows)):  # down to Start, the last row
        if ng.rows.index == len(ng.rows.rows) - 1:
            break
        key(pygame.K_DOWN)
        settle(app)
    assert ng.rows.index == len(ng.rows.rows) - 1
    key(pygame.K_RETURN)
    settle(app)
    table = app.top
    assert isinstance(table, TableScene) and table.human == 0
    assert (table.game.rules.name, table.game.players) == (ruleset, players)
    table.game.target = {"american": 120, "sniff61": 25}[ruleset]  # a short game
    driver = HumanAutoplay(app)
    counted = 0
    seen = set()
    while not isinstance(app.top, GameOverScene):
        driver.tick()
        counted += frame(app)
        seen.add(app.top.name)
        assert app.running and counted < 40000, table.debug_state()
    g = table.game
    assert g.phase == "over" and max(g.scores) >= g.target
    assert sum(len(d["moves"]) for d in g.deals) > 0
    # the human really played: some of the plays were seat 0's
    assert any(e.kind == "play" and e.seat == 0 for e in g.log)
    assert g.hand_no >= 1 and "summary" in seen  # more than one hand, summaries shown



def test_autoplay_presses_again_when_a_press_was_set_aside(monkeypatch):
    """``--autoplay --seed 3`` stalled at its 9th play for good: the human drew a tile
    that fits, and the Enter that should play it came while the table still guarded
    against presses meant for the draw, so it was set aside and the driver never
    pressed again. A press that changed nothing is made again a second later, and a
    position that moved on is answered at once."""
    from types import SimpleNamespace

    import game.autoplay as auto

    pressed = []
    monkeypatch.setattr(auto, "_press", pressed.append)
    table = SimpleNamespace(name="table", awaiting_draw=False, human_turn=True, steps=[1] * 9,
                            game=SimpleNamespace(drawn=12),
                            director=SimpleNamespace(landed=[]))
    app = make_app([], speed="instant")
    app.stack.append(table)
    driver = HumanAutoplay(app)
    driver.tick()
    assert len(pressed) == 3  # Right, Enter (lifts), Enter (plays)
    for _ in range(auto.RETRY_FRAMES):
        driver.tick()
    assert len(pressed) == 3  # a second to take effect ...
    driver.tick()
    assert len(pressed) == 6  # ... then the same presses again
    table.steps.append(1)  # the move was made: the next position is answered at once
    driver.tick()
    assert len(pressed) == 9
