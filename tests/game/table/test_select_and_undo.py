"""Of the table's input and undo: a click on a tile only selects it (a second
click, its ring or Enter plays it); the prompt names the
chosen tile; the game's first Undo asks first (else "Undo is a
trap"); an undo never takes back the player's own draw."""

from __future__ import annotations

import pygame

from engine.events import Draw, Play
from game.scenes.table.status import status_lines
from game.scenes.table.undo import UNDO_QUESTION
from game.texts import tile_label
from game.widgets import ConfirmScene
from tests.game_harness import click, confirm_undo, frame, key, play_to_undo, run_until, table_app


def _one_spot(seed_from=1, **settings):
    """A table on the human's turn with a playable tile that fits one spot only:
    ``(app, table, tile, spot)``."""
    for seed in range(seed_from, seed_from + 40):
        app, table = table_app(players=2, seed=seed, **settings)
        run_until(app, lambda t=table: t.human_turn)
        ctl = table.controller
        one = [t for t in ctl.playable_tiles() if len(ctl.legal_spots(t)) == 1]
        if len(table.game.legal_codes()) == 1:  # the turn's only move plays at once
            one = []
        if one:
            return app, table, one[0], ctl.legal_spots(one[0])[0]
        table.worker.close()
    raise AssertionError("no seed gave a tile with one legal spot")


def _center(table, tile):
    return dict(table.hand_tile_rects(table.human))[tile].center


# -- 1. a click selects; a second click, the ring or Enter plays --------------------------------
def test_one_click_on_a_one_spot_tile_only_selects_it_with_its_ring_lit():
    app, table, tile, spot = _one_spot()
    try:
        g = table.game
        before = len(g.moves)
        click(_center(table, tile))
        frame(app)
        assert len(g.moves) == before
        assert table.controller.sel == tile and table.controller.focus_spot() == spot
        assert not any("only spot" in t for t, _tone in status_lines(table, table.names))
        frame(app)
        assert len(g.moves) == before  # nothing plays it later either
    finally:
        table.worker.close()


def test_a_double_click_plays_a_one_spot_tile():
    app, table, tile, spot = _one_spot()
    try:
        g = table.game
        before = len(g.moves)
        pos = _center(table, tile)
        click(pos)
        click(pos)  # both clicks in one frame: a double-click
        frame(app)
        assert len(g.moves) > before and g.moves[before] == tile << 8 | spot
    finally:
        table.worker.close()


def test_after_the_first_click_its_ring_or_enter_plays_it():
    for how in ("ring", "enter"):
        app, table, tile, spot = _one_spot()
        try:
            g = table.game
            before = len(g.moves)
            click(_center(table, tile))
            frame(app)
            assert len(g.moves) == before
            if how == "ring":
                click(table.board.spot_pos(spot))
            else:
                key(pygame.K_RETURN)
            frame(app)
            assert len(g.moves) > before and g.moves[before] == tile << 8 | spot, how
        finally:
            table.worker.close()


def test_a_click_on_the_tile_the_keyboard_focused_only_selects_it():
    """A keyboard player's turn begins focused on a tile: a mouse click on it is the
    player's first choice of it, not a second click."""
    app, table, tile, spot = _one_spot()
    try:
        ctl = table.controller
        ctl.sel = tile
        ctl.auto_sel = ctl.game_lift = tile  # (as the turn's first focus sets them)
        g = table.game
        before = len(g.moves)
        click(_center(table, tile))
        frame(app)
        assert len(g.moves) == before and ctl.sel == tile
        click(_center(table, tile))
        frame(app)
        assert len(g.moves) > before and g.moves[before] == tile << 8 | spot
    finally:
        table.worker.close()


# -- 2. the prompt names the chosen tile --------------------------------------------------------
def test_the_prompt_names_the_chosen_tile():
    app, table, tile, _spot = _one_spot()
    try:
        assert status_lines(table, table.names)[-1][0] == "Your turn: pick a tile, then a spot"
        click(_center(table, tile))
        frame(app)
        assert status_lines(table, table.names)[-1][0] == (
            f"{tile_label(tile)} chosen: click a spot")
        # a keyboard player is told the keys, never "click"
        key(pygame.K_LSHIFT)
        frame(app)
        assert table.controller.sel == tile
        assert app.input.used == "keyboard"
        assert status_lines(table, table.names)[-1][0] == (
            f"{tile_label(tile)} chosen: pick a spot with ↑/↓, Enter plays")
        app.input.device = "pad"  # the words of the device in use
        assert status_lines(table, table.names)[-1][0] == (
            f"{tile_label(tile)} chosen: pick a spot, A plays")
    finally:
        table.worker.close()


# -- 3. the first Undo asks first -------------------------------------------------------------
def test_the_first_undo_asks_with_undo_focused_and_esc_takes_nothing_back():
    app, table = table_app(players=2, seed=11, undo_allowed=True)
    try:
        run_until(app, lambda: table.human_turn)
        assert play_to_undo(app, table)
        moves = list(table.game.moves)
        key(pygame.K_u)
        frame(app)
        assert isinstance(app.top, ConfirmScene) and app.top.question == UNDO_QUESTION
        key(pygame.K_ESCAPE)  # the way out
        frame(app)
        assert app.top is table and table.game.moves == moves and not table.assisted
        table.undo()  # asked again: no undo was made yet
        assert isinstance(app.top, ConfirmScene)
        key(pygame.K_RETURN)  # the focus starts on Undo: what the player asked for
        frame(app)
        assert app.top is table and len(table.game.moves) < len(moves) and table.assisted
    finally:
        table.worker.close()


def test_later_undos_in_the_game_do_not_ask():
    app, table = table_app(players=2, seed=11, undo_allowed=True)
    try:
        run_until(app, lambda: table.human_turn)
        assert play_to_undo(app, table)
        table.undo()
        confirm_undo(app)
        assert play_to_undo(app, table)
        moves = len(table.game.moves)
        key(pygame.K_u)
        frame(app)
        assert app.top is table and len(table.game.moves) < moves
        assert table.view.note.words() == "Move taken back"
    finally:
        table.worker.close()


# -- 4. an undo never takes back the player's own draw ------------------------------------------
def _drew_after_my_play(seed: int):
    """Play the human's first legal moves until, at the human's turn, the human has
    drawn since their last play (a bot's reply made them draw). None: not in this hand."""
    app, table = table_app(players=2, seed=seed, undo_allowed=True)
    g = table.game
    run_until(app, lambda: table.human_turn)
    hand = g.hand_no
    for _turn in range(30):
        run_until(app, lambda: table.human_turn or table.awaiting_draw
                  or g.hand_no != hand or g.phase != "play")
        if g.hand_no != hand or g.phase != "play":
            break
        if table.awaiting_draw:
            table.draw_from_boneyard()
            frame(app)
            continue
        log = g.log
        last = max((i for i, e in enumerate(log) if isinstance(e, Play)
                    and e.seat == table.human), default=None)
        if last is not None and any(isinstance(e, Draw) and e.seat == table.human
                                    for e in log[last:]):
            run_until(app, lambda: not table.director.busy)
            return app, table
        tiles = table.playable_tiles()
        table.try_play(tiles[0], table.legal_spots(tiles[0])[0])
    table.worker.close()
    return None


def test_undo_never_takes_back_the_players_own_draw():
    for seed in range(1, 40):
        found = _drew_after_my_play(seed)
        if found is not None:
            break
    else:
        raise AssertionError("no seed made the player draw after their play")
    app, table = found
    try:
        g = table.game
        hand = sorted(g.hand_tiles(table.human))
        moves, bone = list(g.moves), g.boneyard_size
        assert not table.can_undo()
        key(pygame.K_u)
        frame(app)
        assert app.top is table  # no question: nothing can be taken back
        assert g.moves == moves and g.boneyard_size == bone
        assert sorted(g.hand_tiles(table.human)) == hand  # the drawn tiles stay in hand
        assert "draw can't be taken back" in table.toast[0]
        assert not table.assisted
    finally:
        table.worker.close()
