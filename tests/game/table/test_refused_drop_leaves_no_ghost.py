"""At the table, a tile dragged onto a spot the rules refuse: not played, the refused
spot marked - and no ghost of the tile left lying there as if it had been played
(ghosts show only where the tile may go; the dropped tile is not shown landing)."""

from __future__ import annotations

import pygame

from game.render.ghosts import held_ghosts
from tests.game_harness import answer_at_once, frames, post, table_app, turn_with_a_play


def _refused_pair(table, tiles):
    """A tile that fits and an open spot it may not go on (None: no such pair)."""
    ctl = table.controller
    for t in tiles:
        bad = [pc for pc in ctl.open_points() if pc not in ctl.legal_spots(t)]
        if bad:
            return t, bad[0]
    return None


def test_a_refused_drop_leaves_no_ghost_on_the_refused_spot():
    for seed in range(7, 17):
        app, table = table_app(seed=seed)
        answer_at_once(table)
        tiles = turn_with_a_play(app, table)
        pair = _refused_pair(table, tiles)
        if pair is not None:
            break
    assert pair is not None
    tile, bad = pair
    ctl, s = table.controller, table
    frames(app, 2)
    start = dict(s.hands[s.human].rects(s.view.hands[s.human], ctl.sel, ctl.hover))[tile]
    start = start.center
    to = s.board.spot_pos(bad)
    assert s.board.spot_at(to, ctl.open_points()) == bad
    placed = len(table.game.layout.placed)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, -60), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=to, button=1)
    frames(app, 2)
    assert len(table.game.layout.placed) == placed and table.human_turn  # refused
    assert ctl.refused[0] == bad and tile in ctl.shake
    assert ctl.drag is None and s.view.drop_tile == -1  # not shown landing there
    app.draw()
    assert bad not in held_ghosts(s.board)  # no ghost of it on the refused spot
    assert set(held_ghosts(s.board)) <= set(ctl.legal_spots(tile))
