"""The key bar (r6b bug 6, 19_kb1; r6a): it was a dark strip half over the felt, half
over the bottom wooden rail, and stayed bright under the pause menu. Now a plaque set
into the rail (at 100 % text wholly inside it), hidden while a dialog is over the table."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from game_harness import click, frame, key, run_until, table_app

from game.scenes.pause import PauseScene
from game.ui import record_text
from game.ui.viewport import FELT


def _bar(app, table):
    with record_text() as log:
        app.draw()
    return [d for d in log if "   ·   " in d.text and "←" in d.text]


def test_the_key_bar_is_a_plaque_in_the_rail_and_hides_under_a_dialog():
    app, table = table_app(players=2, seed=5)
    run_until(app, lambda: table.human_turn)
    click((640, 300))
    frame(app)
    key(pygame.K_RIGHT)
    frame(app)
    bar = _bar(app, table)
    assert bar
    felt = app.vp.rect(FELT)
    h = app.screen.get_height()
    for d in bar:  # its words in the rail, under the felt (not across its edge)
        assert d.rect.top >= felt.bottom - 1 and d.rect.bottom <= h, (d.rect, felt, h)
    app.push(PauseScene(app))
    assert not _bar(app, table)  # paused: the table's keys do not work, no bar
