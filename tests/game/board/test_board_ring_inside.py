"""The chosen spot's rings (its glow, its dark outer ring) reached past the board's area
into the status line under it when its end's mark sat at the area's edge. A mark sits
in from the edge by the rings' reach (the camera leaves it that room; a mark that would
not fit moves in), so at the player's turns through seeded hands, 2 to 4 players, 100
to 200 % text, every legal spot's rings (with a tile held: the count beside its ghost and
its chip) stay inside the board's area and off every status line drawn."""

from __future__ import annotations

import pygame
import pytest

from engine.moves import OPEN_CODE, Move
from game.render.ghost_counts import preview_boxes
from game.render.ghosts import ghost_rect
from game.ui import record_text
from tests.game_harness import frame, run_until, table_app


def _rings(board, pc) -> pygame.Rect | None:
    """The screen box a spot's rings cover when it is the chosen one: its outer ring
    (board_marks.draw_spots), as far as its glow and arrow ever reach past the mark."""
    base = board.ring_base(pc)
    k = board.vp.length(10)
    return None if base is None else base.inflate(2 * k, 2 * k)


@pytest.mark.parametrize("players,seed,scale", [(2, 3, 1.0), (3, 11, 1.5), (4, 2, 1.0),
                                               (4, 3, 2.0), (2, 4, 2.0)])
def test_the_chosen_spots_rings_stay_on_the_board(players, seed, scale):
    app, table = table_app(players=players, seed=seed, text_scale=scale)
    g, ctl, board = table.game, table.controller, table.painter.board
    surf = pygame.Surface(app.screen.get_size())
    run_until(app, lambda: table.human_turn or table.awaiting_draw)
    hand = g.hand_no
    spots = turns = 0
    for _k in range(40):
        run_until(app, lambda: g.phase != "play" or g.hand_no != hand or (
            (table.human_turn or table.awaiting_draw) and not table.busy))
        if g.phase != "play" or g.hand_no != hand:
            break
        if table.awaiting_draw:
            table.draw_from_boneyard()
            continue
        for _f in range(120):  # the camera at rest
            frame(app)
            if not board.moving:
                break
        area = board.camera.rect
        for tile in [t for t in g.hand_tiles(table.human) if ctl.legal_spots(t)]:
            ctl.sel = tile
            with record_text() as log:
                table.painter.draw(surf)
            # the status line's words (in pieces where a tile is named in them)
            panel = app.vp.rect(table.painter.status.rect)
            lines = [d.rect for d in log if panel.colliderect(d.rect)]
            assert lines, panel
            ghosted = board.ghosted_ends()
            previews = preview_boxes(board, table.view.layout)
            for pc in ctl.legal_spots(tile):
                # a spot a ghost lies on has no ring (its count not drawn): its chip
                # is what must stay in, and the ghost's preview of its new end (on
                # the ghost, where the ghost reaches past the board: drawn whole)
                if pc in previews:
                    box = previews[pc][2]
                    ghost = ghost_rect(board, tile, pc)
                    assert area.contains(box) or ghost.contains(box), (pc, box, ghost)
                rings = (_rings(board, pc) if pc not in ghosted else
                         board.spot_label_box(pc, "+10"))
                if rings is None or pc == OPEN_CODE:  # (the empty table: no ring)
                    continue
                assert area.contains(rings), (players, seed, scale, turns, pc, rings, area)
                hit = rings.collidelist(lines)
                assert hit < 0, (turns, pc, rings, lines[hit])
                spots += 1
        ctl.sel = None
        turns += 1
        codes = g.legal_codes()
        table.apply(Move.from_code(codes[len(codes) // 2]))
    assert turns >= 4 and spots >= 10, (turns, spots)
