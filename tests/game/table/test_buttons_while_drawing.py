"""A new player (fr_105, fr_106, fr_173, fr_174): while the table said "No play — draw:
click the boneyard", a click on Menu or History showed the button pressed and opened
nothing (the wait for the draw took every click that missed the boneyard, as a refused
press). The corner buttons work there as on any turn; a click elsewhere still draws
nothing."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.table.history import HistoryScene
from tests.game.table.test_table_payoff import _human_draw_table
from tests.game_harness import frame


def _real_click(app, pos) -> None:
    """A click through the real event path: pointer there, button down, a frame, up."""
    post = pygame.event.post
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frame(app)
    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app)


def _button(table, label: str):
    return next(b for b in table.all_buttons() if b.label == label)


@pytest.mark.parametrize("label,opens", [("Menu (Esc)", "pause"), ("History (L)", "history")])
def test_menu_and_history_clicks_work_while_the_player_must_draw(label, opens):
    app, table = _human_draw_table()
    assert table.awaiting_draw
    app.draw()  # (the HUD placed the buttons)
    drawn = table.game.drawn
    hand = list(table.view.hands[table.human])
    pos = app.vp.rect(_button(table, label).rect).center
    assert not table.boneyard.hit(pos)
    _real_click(app, pos)
    top = app.top
    assert top is not table, f"a click on {label} opened nothing while the table waited"
    assert top.name == opens, top.name
    if opens == "history":
        assert isinstance(top, HistoryScene)
    # nothing was drawn by the click, and the table still waits for the draw
    assert table.game.drawn == drawn and table.view.hands[table.human] == hand
    assert table.awaiting_draw
    app.pop()
    frame(app)
    assert app.top is table and table.awaiting_draw


def test_a_click_on_the_felt_still_draws_nothing_while_the_player_must_draw():
    app, table = _human_draw_table()
    app.draw()
    hand = list(table.view.hands[table.human])
    yard = app.vp.rect(table.boneyard.rect)
    felt = (yard.centerx, yard.bottom + app.vp.length(60))  # the felt under the boneyard
    assert not table.boneyard.hit(felt) and table.controller.button_at(felt) is None
    _real_click(app, felt)
    assert app.top is table and table.awaiting_draw
    assert table.view.hands[table.human] == hand
