"""The status line (the prompt, a hint) covers no held tile's ghost nor its preview disc
(ga_92, 4 players at 200 %: "Hint: [0|3]. It scores 10 right now." lay over a ghost and
its disc at the line of play's foot, just over the hand). Over many held states: 2 and
4 players, 100 % and 200 % text, every spot of every tile that fits, the hint asked."""

from __future__ import annotations

import pytest

from engine.moves import Move
from game.render.ghosts import held_ghosts
from tests.game_harness import frame, table_app, turn_with_a_play, wait


@pytest.mark.parametrize("players,scale", [(2, 1.0), (2, 2.0), (4, 1.0), (4, 2.0)])
def test_the_status_line_covers_no_ghost_nor_preview(players, scale):
    seen = 0
    for seed in range(2, 9):
        app, table = table_app(players=players, seed=seed, text_scale=scale)
        ctl, p = table.controller, table.painter
        for _turn in range(3):
            tiles = turn_with_a_play(app, table)
            if not tiles:
                break
            table.request_hint()
            for tile in tiles:
                for i, _pc in enumerate(ctl.legal_spots(tile)):
                    ctl.sel, ctl.auto_sel, ctl.spot_idx, ctl.source = tile, None, i, "key"
                    frame(app)
                    keep = list(held_ghosts(p.board).values())
                    keep += p.board.preview_rects(table.view.layout)
                    plates = p.status.plates
                    if not keep or not plates:
                        continue
                    for plate in plates:
                        assert plate.collidelist(keep) < 0, (seed, tile, plate, keep)
                    seen += 1
            ctl.sel, ctl.auto_sel = None, None
            table.apply(Move.from_code(table.game.legal_codes()[0]))
    assert seen >= 12, seen


@pytest.mark.parametrize("players,scale", [(2, 1.0), (4, 2.0)])
def test_a_preview_where_the_line_stands_moves_the_line_off_it(players, scale):
    """ga_92's case made sure of: a held tile's preview where the prompt's plate stands
    (there, a ghost at the line of play's foot): the line is drawn clear of it, whole,
    on the screen, and comes back when the tile is put down."""
    app, table = table_app(players=players, seed=3, text_scale=scale)
    ctl, p = table.controller, table.painter
    tiles = turn_with_a_play(app, table)
    assert tiles
    table.request_hint()  # ("Hint: [0|3]. It scores 10 right now.")
    frame(app)
    home = [r.copy() for r in p.status.plates]
    assert home
    ctl.sel, ctl.auto_sel, ctl.spot_idx, ctl.source = tiles[0], None, 0, "key"
    wait(app, 0.5)
    assert held_ghosts(p.board)
    under = home[-1].copy()
    under.w, under.h = under.h, under.h  # (a disc's size, in the middle of the prompt)
    under.center = home[-1].center
    p.board.preview_rects = lambda layout=None: [under]
    frame(app)
    screen = app.screen.get_rect()
    assert p.status.plates
    for plate in p.status.plates:
        assert not plate.colliderect(under), (plate, under)
        assert screen.contains(plate), plate
    del p.board.preview_rects
    ctl.sel, ctl.auto_sel = None, None
    frame(app)
    assert [(r.centerx, r.y) for r in p.status.plates[-1:]] == [
        (r.centerx, r.y) for r in home[-1:]]  # (its own place again)
