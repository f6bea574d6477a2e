"""A held tile's ghost by the play area's edge is seen whole: in 4 players the preview
at the line's left end slid under the Boneyard panel (drawn after the board). The
table draws a ghost that reaches a HUD panel again over it."""

from __future__ import annotations

import pygame

from game.render.ghosts import ghost_rects
from tests.game_harness import table_app, turn_with_a_play


def test_a_ghost_reaching_the_boneyard_panel_is_drawn_over_it():
    app, table = table_app(players=4, seed=3)
    ctl = table.controller
    tiles = turn_with_a_play(app, table, 12)
    assert tiles
    tile = tiles[0]
    painter, vp = table.painter, app.vp
    ctl.sel, ctl.hover = tile, None
    app.draw()
    ghost = next(iter(ghost_rects(painter.board, tile, ctl.legal_spots(tile)).values()))
    # the boneyard's panel moved onto the ghost (as the 4-player table's panel sits
    # by the line's left end)
    x, y = vp.to_design(ghost.center)
    painter.boneyard.rect = pygame.Rect(round(x) - 40, round(y) - 60, 110, 150)
    panel = vp.rect(painter.boneyard.rect)
    over = ghost.clip(panel).inflate(-8, -8)
    assert over.w > 10 and over.h > 10, (ghost, panel)
    ctl.sel = None
    app.draw()
    bare = app.screen.copy()
    ctl.sel = tile
    app.draw()
    held = app.screen
    pts = [(x, y) for x in range(over.left, over.right, 2) for y in range(over.top, over.bottom, 2)]
    changed = sum(bare.get_at(p) != held.get_at(p) for p in pts)
    assert changed > len(pts) // 2, (changed, len(pts))  # the ghost, not the panel alone
