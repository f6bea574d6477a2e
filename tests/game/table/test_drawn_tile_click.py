"""Of the table's input: a click on the drawn tile, which lands selected with
its rings lit, keeps it selected (the click put it down and the next ring
click then did nothing)."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tests.game.table.test_draw_guard_and_cues import _human_draw_with_choice
from tests.game_harness import click, frame


def test_a_click_on_the_selected_drawn_tile_keeps_it_up_and_a_ring_then_plays_it():
    app, table = _human_draw_with_choice(2)
    g = table.game
    drawn, before = g.drawn, len(g.moves)
    assert table.sel == drawn
    rect = dict(table.hand_tile_rects(table.human))[drawn]
    click(rect.center)
    frame(app)
    assert table.sel == drawn and len(g.moves) == before  # still up, nothing played
    for _k in range(25):  # a click within 0.35 s of the turn was for the draws
        frame(app)
    spot = table.controller.legal_spots(drawn)[0]
    pos = table.board.point_pos(spot)
    click((round(pos[0]), round(pos[1])))
    frame(app)
    assert len(g.moves) == before + 1 and g.moves[before] == drawn << 8 | spot
