"""Of the table's input while a bot's move is shown: a click on one of the player's
tiles only hurried the move on and was lost (the player had to click the tile
again). It lands the move and lifts the tile (a lift never plays)."""

from __future__ import annotations

from tests.game.table.test_undo_while_bot_plays import _bot_play_shown
from tests.game_harness import click, frame


def test_a_click_on_a_tile_while_a_bots_play_is_shown_lands_it_and_lifts_the_tile():
    app, table, before, _hand = _bot_play_shown()
    try:
        g, ctl = table.game, table.controller
        assert table.director.busy and not table.human_turn
        fits = {c >> 8 for c in g.legal_codes()}  # (the engine is at the player's turn)
        tile = next(t for t in table.view.hands[table.human] if t in fits)
        click(dict(table.hand_tile_rects(table.human))[tile].center)
        frame(app)
        assert not table.director.busy and table.human_turn
        assert ctl.sel == tile and len(g.moves) == before + 2  # lifted, nothing played
        assert ctl.focus_spot() is not None  # where it goes, lit
    finally:
        table.worker.close()
