"""Round 7 of the table: a one-click play says how to take it back (Undo is on by
default); bots wait a readable beat; the last moves stay readable; a draw slides."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game_harness import click, frame, run_until, table_app


def _tile_center(table, tile):
    return dict(table.hand_tile_rects(table.human))[tile].center


def _one_spot_click(undo: bool):
    """Click, on the human's turn, a tile with one legal spot (plays it at once)."""
    app, table = table_app(players=2, seed=4, undo_allowed=undo)
    g = table.game
    for _turn in range(40):
        run_until(app, lambda: table.human_turn)
        one = [t for t in table.playable_tiles() if len(table.legal_spots(t)) == 1]
        if one:
            before = len(g.moves)
            click(_tile_center(table, one[0]))
            frame(app)
            assert len(g.moves) > before  # played at once
            return app, table
        t = table.playable_tiles()[0]
        table.try_play(t, table.legal_spots(t)[0])
        frame(app)
    raise AssertionError("no tile with a single spot came up")


def test_a_one_click_play_says_how_to_take_it_back():
    app, table = _one_spot_click(undo=True)
    words = table.toast[0]
    assert "Undo (U)" in words, words
    run_until(app, lambda: not table.busy)
    assert table.can_undo()


def test_no_undo_reminder_when_undo_is_off():
    app, table = _one_spot_click(undo=False)
    assert "Undo" not in table.toast[0]
