"""Round 4 of the table: the keyboard never stalls after a draw (Enter plays the drawn
tile on the focused ring once the mash is over; Esc opens the menu), the hint is quick,
a confirm pressed while it thinks is kept, its words read as a coach's."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from game_harness import frame, key
from test_board_round2 import _human_draw_with_choice


def _wait(app, seconds: float) -> None:
    for _k in range(int(seconds * 60)):
        frame(app)


def test_a_deliberate_enter_after_a_draw_plays_on_the_focused_ring():
    """The playtest's "freeze": the drawn [0|4] fitted both ends, and Enter after Enter
    only repeated "pick an end" (t73-t76). A press after a pause plays on the lit ring."""
    app, table = _human_draw_with_choice(2)
    g = table.game
    before = len(g.moves)
    _wait(app, 0.8)
    key(pygame.K_RETURN)  # selects the drawn tile: its best ring is focused
    frame(app)
    assert table.sel == g.drawn and len(g.moves) == before
    spot = table.controller.focus_spot()
    _wait(app, 0.6)
    key(pygame.K_RETURN)  # a deliberate press: played there
    frame(app)
    assert len(g.moves) == before + 1 and g.moves[before] & 255 == spot


def test_enter_after_the_pick_an_end_note_plays():
    """Mashing keeps asking for an end; the next press after a pause is an answer."""
    app, table = _human_draw_with_choice(2)
    g = table.game
    before = len(g.moves)
    for _k in range(60):  # one second of Enter: no end is chosen for the player
        key(pygame.K_RETURN)
        frame(app)
    assert len(g.moves) == before and table.sel == g.drawn
    spot = table.controller.focus_spot()
    _wait(app, 0.5)
    key(pygame.K_RETURN)
    frame(app)
    assert len(g.moves) == before + 1 and g.moves[before] & 255 == spot


def test_escape_with_the_drawn_tile_selected_opens_the_menu():
    """The drawn tile is the only play: Esc does not just drop it (it would come back
    with the next Enter), it opens the menu the button names."""
    app, table = _human_draw_with_choice(1)
    _wait(app, 0.8)
    key(pygame.K_RETURN)
    frame(app)
    assert table.sel == table.game.drawn
    key(pygame.K_ESCAPE)
    frame(app)
    assert app.top is not table and app.top.name == "pause"
