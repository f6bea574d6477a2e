"""Of the table's input: a click on the drawn tile (or the hint's), which lands selected with
its rings lit, keeps it selected (the click put it down and the next ring
click then did nothing)."""

from __future__ import annotations

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


def test_a_drawn_tile_with_one_spot_is_lifted_by_a_click_and_played_by_a_second():
    """The drawn tile lands lifted (the game's choice, its ring lit): one click on it
    played it at once when it fitted one place, the only one-click play left at the
    table. The first click takes it up (nothing plays), a second click plays it."""
    from tests.game.table.test_drawn_tile_and_cues import _human_draw_with_one_spot
    from tests.game_harness import wait
    app, table = _human_draw_with_one_spot()
    g = table.game
    drawn, before = g.drawn, len(g.moves)
    spot = table.controller.legal_spots(drawn)[0]
    wait(app, 0.5)  # (well after the draw: a deliberate click)
    click(dict(table.hand_tile_rects(table.human))[drawn].center)
    wait(app, 0.5)
    assert len(g.moves) == before and table.sel == drawn
    click(dict(table.hand_tile_rects(table.human))[drawn].center)
    frame(app)
    assert len(g.moves) == before + 1 and g.moves[before] == drawn << 8 | spot


def test_a_click_on_the_tile_the_hint_lifted_only_takes_it_up():
    """The hint lifts the tile it names; a click on it then played it (one spot) or put
    it down (two). One click takes it up; a second acts as a second click does."""
    import pygame

    from tests.game_harness import key, run_until, table_app
    app, table = table_app(players=2, seed=11)
    try:
        ctl, g = table.controller, table.game
        run_until(app, lambda: table.human_turn)
        key(pygame.K_h)
        run_until(app, lambda: ctl.hint_move is not None, max_frames=3000)
        tile, before = ctl.hint_move.tile, len(g.moves)
        spots = ctl.legal_spots(tile)
        assert ctl.sel == tile
        click(dict(table.hand_tile_rects(table.human))[tile].center)
        frame(app)
        assert len(g.moves) == before and ctl.sel == tile
        click(dict(table.hand_tile_rects(table.human))[tile].center)
        frame(app)
        if len(spots) == 1:  # a second click plays a tile with one place
            assert len(g.moves) == before + 1 and g.moves[before] == tile << 8 | spots[0]
        else:  # and puts down one with more
            assert len(g.moves) == before and ctl.sel is None
    finally:
        table.worker.close()
