"""Of the hand summary (fy_122 -> fy_126, "Enter can skip a hand's summary"): a key
held down from the table (its auto-repeat) never counts, however long it is held."""

from __future__ import annotations

import pygame

from game.scenes.table.summary import INPUT_GUARD
from tests.game.summary.test_summary_focus import _summary
from tests.game_harness import frame, post, wait

DT = 1 / 60


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
