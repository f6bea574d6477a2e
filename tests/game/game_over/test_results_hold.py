"""Results screens are never skipped by accident (issue 16): the hand summary, the
game over and the goals card act on a key / pad press only if it began after the
screen appeared and after its hold; a key held on (or auto-repeating) never counts,
presses in the hold are dropped, and mouse clicks wait for the hold too."""

from __future__ import annotations

import pygame

import tests.game.menus.test_goals_screens as goals_tests
from game.actions import Action, Input, InputMapper
from game.scenes.game_over.scene import INPUT_HOLD, KEY_READY, GameOverScene
from game.scenes.records.goals_earned import HOLD, GoalsEarnedScene
from game.scenes.table.summary import INPUT_GUARD
from tests.game.summary.test_summary_focus import _summary
from tests.game_harness import frame, run_until, table_app


def _down(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _up(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def test_a_key_down_again_while_held_is_a_repeat_not_a_fresh_press():
    m = InputMapper()
    assert m.translate(_down(pygame.K_RETURN)) == [Input(Action.CONFIRM)]
    again = m.translate(_down(pygame.K_RETURN))
    assert again[0].action == Action.CONFIRM and again[0].repeat and not again[0].fresh
    m.translate(_up(pygame.K_RETURN))
    assert m.translate(_down(pygame.K_RETURN))[0].fresh
    pad = pygame.CONTROLLER_BUTTON_A
    down = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pad, instance_id=0)
    assert m.translate(down)[0].fresh
    assert m.translate(down)[0].repeat


def test_the_summary_holds_its_full_second_at_fast_speed_too():
    """At fast speed the scores count up in 0.8 s; the hold used to end with them, so an
    Enter mashed on at 0.9 s dealt the next hand before the headline was read."""
    app, table, s = _summary(speed="fast")
    assert s.count_end < INPUT_GUARD
    run_until(app, lambda: s.t >= INPUT_GUARD - 0.1, 200)
    for k in (pygame.K_RETURN, pygame.K_SPACE):
        app.handle_event(_down(k))
        app.handle_event(_up(k))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                        pos=app.vp.rect(s.button.rect).center))
    assert app.top is s  # dropped, not queued
    run_until(app, lambda: s.guard <= 0, 200)
    frame(app)
    assert app.top is s
    app.handle_event(_down(pygame.K_RETURN))
    assert app.top is table


def test_a_key_held_from_the_last_play_never_closes_the_summary():
    app, table, s = _summary(speed="normal")
    app.handle_event(_down(pygame.K_RETURN))  # pressed for the last play, held on
    run_until(app, lambda: s.guard <= 0 and s.count_progress >= 1.0, 400)
    for _ in range(5):  # auto-repeat
        app.handle_event(_down(pygame.K_RETURN))
    assert app.top is s
    app.handle_event(_up(pygame.K_RETURN))
    app.handle_event(_down(pygame.K_RETURN))  # a fresh press
    assert app.top is table


def test_the_game_over_takes_no_click_in_its_hold_and_no_held_key_plays_again():
    app, table = table_app(seed=3, speed="normal")
    table.game.target = 10
    goals_tests._play_to_the_end(app, table)
    over = app.top
    assert isinstance(over, GameOverScene) and INPUT_HOLD >= 1.2
    run_until(app, lambda: over.t >= 1.05, max_frames=400)
    assert over.t < INPUT_HOLD
    over.handle(Input(Action.BACK, (10, 10), "mouse"))  # a right click: Main menu
    assert app.top is over
    app.handle_event(_down(pygame.K_RETURN))  # held down from here on
    run_until(app, lambda: over.t >= KEY_READY + 0.6, max_frames=400)
    assert over.menu.buttons[over.menu.index].label == "Play again"
    app.handle_event(_down(pygame.K_RETURN))  # its auto-repeat
    assert app.top is over
    app.handle_event(_up(pygame.K_RETURN))
    app.handle_event(_down(pygame.K_RETURN))  # one deliberate press
    assert app.top is not over and app.top.name == "table"


def test_the_goals_card_drops_presses_for_a_second_and_held_keys():
    app, _table = table_app(seed=3)
    card = GoalsEarnedScene(app, ["first_win"])
    app.push(card)
    card.update(0.9)
    app.handle_event(_down(pygame.K_RETURN))
    app.handle_event(_up(pygame.K_RETURN))
    assert app.top is card
    app.handle_event(_down(pygame.K_ESCAPE))
    card.update(HOLD)
    app.handle_event(_down(pygame.K_ESCAPE))  # Esc held from the hold on
    assert app.top is card
    app.handle_event(_up(pygame.K_ESCAPE))
    app.handle_event(_down(pygame.K_RETURN))
    assert app.top is not card
