"""Of the hand summary (fy_122 -> fy_126): Enter can skip a hand's summary. The
summary drops presses for its first second, but a player mashing Enter through the
last play's animation kept on mashing past it, and the summary was gone at 1.0 s,
unread. A mash carried on past the guard is dropped until the keys rest; a key held
down from the table (its auto-repeat) never counts; a deliberate press after a rest
acts."""

from __future__ import annotations

import pygame

from game.scenes.table.summary import INPUT_GUARD, MASH_GAP
from tests.game.summary.test_summary_focus import _summary
from tests.game_harness import frame, key, post, wait

DT = 1 / 60


def test_a_mash_of_enter_carried_on_past_the_guard_does_not_skip_the_summary():
    app, table, s = _summary(speed="normal")
    try:
        presses = round((INPUT_GUARD + 1.5) / 0.15)
        for _k in range(presses):  # Enter about seven times a second, for 2.5 s
            key(pygame.K_RETURN)
            wait(app, 0.15)
            assert app.top is s, f"skipped after {s.t:.2f} s"
        wait(app, MASH_GAP + 0.05)  # the keys rest: the next press is meant
        key(pygame.K_RETURN)  # (a first press only finishes the count, if still on)
        frame(app)
        if app.top is s:
            key(pygame.K_RETURN)
            frame(app)
        assert app.top is table
    finally:
        table.worker.close()


def test_enter_held_down_from_the_table_does_not_skip_the_summary():
    app, table, s = _summary(speed="normal")
    try:
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        frame(app)
        for _k in range(40):  # held on past the guard: the keyboard's auto-repeat
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0,
                 repeat=1)
            wait(app, 0.05)
        assert app.top is s and s.t > INPUT_GUARD
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        frame(app)
        assert app.top is s
    finally:
        table.worker.close()
