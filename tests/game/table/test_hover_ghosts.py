"""A tile pointed at in the hand (not chosen) shows where it may go as the chosen
tile does, by its faint ghosts (no spot focused, no Total preview); the ends' counts
do not move, and one a ghost lies on gives way to the ghost's preview of the new end,
as for a chosen tile (a count drawn on the ghost read as a label on the preview, and a
click on it put the tile back)."""

from __future__ import annotations

import game.render.board_marks as marks_mod
from game.render.ghost_counts import hidden_ends, preview_boxes
from game.render.ghosts import held_ghosts
from tests.game_harness import table_app, turn_with_a_play


def test_a_tile_pointed_at_shows_its_ghosts(monkeypatch):
    app, table = table_app(players=2, seed=3)
    calls = []
    real = marks_mod.draw_ghosts
    monkeypatch.setattr(marks_mod, "draw_ghosts", lambda surf, board, tile, legal, focus=None,
                        frame=None: calls.append((tile, set(legal), focus)) or real(
                            surf, board, tile, legal, focus, frame))
    ctl = table.controller
    tiles = turn_with_a_play(app, table, 8)
    assert tiles
    board = table.painter.board
    ctl.sel, ctl.hover = None, None
    calls.clear()
    app.draw()
    assert calls == []  # nothing pointed at: no ghosts
    plain = board.badge_boxes(table.view.layout)
    ctl.hover = tiles[0]
    app.draw()
    assert calls == [(tiles[0], set(ctl.legal_spots(tiles[0])), None)], calls
    assert table.painter.previewed is None  # no move focused: the Total as it is
    assert board.badge_boxes(table.view.layout) == plain
    ghosts = held_ghosts(board)
    assert set(ghosts) == set(ctl.legal_spots(tiles[0]))
    assert set(preview_boxes(board)) == set(ghosts)  # each ghost's new end told
    drawn = [b for _k, _p, _l, b in board.shown_badges(table.view.layout) if b is not None]
    assert not any(b.colliderect(g.inflate(-6, -6)) for b in drawn
                   for pc, g in ghosts.items() if pc in hidden_ends(board, table.view.layout))
