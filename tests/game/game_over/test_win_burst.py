"""The win's moment on the game-over screen: the trophies land bursting with gold
sparks as the fanfare plays, and a key or a click in the moment skips to its end (the
score counted up, the trophies standing) without pressing any button."""

from __future__ import annotations

import pytest

from game.actions import Action, Input
from game.scenes.game_over.scene import INPUT_HOLD, GameOverScene
from game.scenes.game_over.trophy import TROPHY_AT, TROPHY_SETTLED
from tests.game_harness import frame, table_app


def _won(seed: int = 5):
    app, table = table_app(players=2, seed=seed, speed="normal")
    g = table.game
    g.deal()
    g.scores[0] = g.target
    g.phase, g.winner = "over", 0
    table.over_shown = False
    table._game_over()
    over = app.top
    assert isinstance(over, GameOverScene) and over.celebrate
    return app, over


def test_the_trophies_land_bursting_with_sparks():
    app, over = _won()
    while over.t < TROPHY_AT + 0.35:
        frame(app, 1 / 30)
    assert over.burst is not None and len(over.burst.sparks) >= 40
    assert over.burst.alive  # still flying
    while over.t < TROPHY_AT + 1.2:
        frame(app, 1 / 30)
    assert not over.burst.alive  # brief


@pytest.mark.parametrize("inp", [Input(Action.CONFIRM), Input(Action.PRESS, (640, 600), "mouse"),
                                 Input(Action.SKIP)])
def test_a_key_or_click_skips_the_moment_to_its_end(inp):
    app, over = _won()
    frame(app, 0.1)
    assert over.t < TROPHY_AT
    score = over.table.game.scores[0]
    assert over.counting(score) < score  # still counting up
    over.handle(inp)
    assert over.t >= TROPHY_SETTLED and over.t < INPUT_HOLD
    assert over.counting(score) == score and over.burst_done
    assert app.top is over  # it pressed no button
