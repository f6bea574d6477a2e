"""A game won mid-hand says how it ended ("You reached 100 with
a 5") under the result, and that line pushed the race rows and the record cards down
under the Replay / Export buttons, the cards' numbers cut in half. The panel's steps
squeeze so the cards always end above the buttons, at 100 % and 200 % text, in 2 and
4 players, with or without that line; nothing squeezes when it fits."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from engine.game import Outcome
from game.scenes.game_over.progress import Progress, ProgressCards
from game.scenes.game_over.scene import GameOverScene, fit_steps
from tests.game_harness import run_until, table_app


def _over(monkeypatch, players, reached, scale, undo=False):
    if undo:  # the undo note's line over the cards (it ran the cards under the buttons)
        import game.scenes.game_over.scene as scene_mod
        monkeypatch.setattr(scene_mod, "undo_note",
                            lambda _t: "Undo used: no records this game")
    app, table = table_app(players=players, seed=3, text_scale=scale)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    g = table.game
    scores = (100, 55) if players == 2 else (100, 85)
    fake = SimpleNamespace(outcome=Outcome(0, scores, g.teams), teams=g.teams,
                           rules=g.rules, target=100, seed=1)
    wrap = SimpleNamespace(game=fake, names=table.names, human_entry=table.human_entry,
                           config=table.config, text=table.text)
    if reached:
        monkeypatch.setattr(GameOverScene, "reached",
                            property(lambda self: "You reached 100 with a 5"))
    over = GameOverScene(app, wrap)
    over.cards = ProgressCards(Progress("medium", 1, 1, 1, 30, 50, True, True),
                               over.cards.area if over.cards else pygame.Rect(330, 0, 620, 78),
                               over.celebrate)
    app.push(over)
    over.update(5.0)  # the count-up done
    return app, over


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("reached", [True, False])
@pytest.mark.parametrize("undo", [False, True])
def test_the_record_cards_end_above_the_buttons(monkeypatch, players, reached, scale, undo):
    app, over = _over(monkeypatch, players, reached, scale, undo)
    try:
        over.draw(app.screen)
        vp = app.vp
        buttons = [vp.rect(b.rect) for b in over.menu.buttons]
        cards = [vp.rect(r) for r in over.cards.rects()]
        assert cards
        for c in cards:
            for b in buttons:
                assert not c.colliderect(b), (c, b)
            assert c.bottom <= min(b.top for b in buttons)
    finally:
        app.set_text_scale(1.0)


def test_the_steps_squeeze_only_when_they_must():
    steps = [(64, 54), (36, 28), (8, 0)]
    assert fit_steps(200, steps) == [64, 36, 8]  # they fit: as they are
    fitted = fit_steps(100, steps)
    assert sum(fitted) <= 100 and all(f >= least for f, (_s, least) in zip(fitted, steps))
    assert fit_steps(10, steps) == [54, 28, 0]  # never below the least
    assert sum(fit_steps(120, steps, repeat={0: 2}) + [0]) <= 120 + 64  # a row twice
