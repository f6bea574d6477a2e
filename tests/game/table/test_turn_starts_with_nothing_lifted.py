"""At the player's turn with the keys (or a pad) the focus rests on a playable tile
but nothing is lifted (a stray Enter played the tile the turn began with lifted):
Enter lifts it and its spots show, the next Enter plays it; Left / Right move the
resting focus along the hand; Esc puts a lifted tile back, the focus resting on it."""

from __future__ import annotations

import pytest

from game.actions import Action, Input
from tests.game_harness import frame, run_until, table_app


def _keys_turn(source, seed=3):
    """A 2-player table at the human's first turn, the keys (pad) the device in use."""
    app, table = table_app(players=2, seed=seed)
    table.controller.source = source
    run_until(app, lambda: table.human_turn and not table.busy)
    frame(app)
    return app, table


@pytest.mark.parametrize("source", ["key", "pad"])
def test_enter_lifts_the_resting_tile_and_the_next_enter_plays_it(source):
    app, table = _keys_turn(source)
    ctl, g = table.controller, table.game
    try:
        playable = ctl.playable_tiles()
        assert ctl.sel is None  # nothing lifted, no spots shown
        assert ctl.key_focus in playable
        before = len(g.moves)
        table.handle(Input(Action.CONFIRM, None, source))
        frame(app)
        assert len(g.moves) == before  # a stray Enter plays nothing
        assert ctl.sel == ctl.key_focus and ctl.focus_spot() is not None
        tile = ctl.sel
        table.handle(Input(Action.CONFIRM, None, source))
        assert len(g.moves) == before + 1 and g.moves[-1] >> 8 == tile
    finally:
        table.worker.close()


def test_left_right_move_the_focus_and_esc_puts_a_lifted_tile_back():
    app, table = _keys_turn("key")
    ctl = table.controller
    try:
        playable = ctl.playable_tiles()
        first = ctl.key_focus
        table.handle(Input(Action.RIGHT, None, "key"))
        assert ctl.sel is None
        assert ctl.key_focus == playable[(playable.index(first) + 1) % len(playable)]
        table.handle(Input(Action.CONFIRM, None, "key"))
        assert ctl.sel == ctl.key_focus
        table.handle(Input(Action.BACK, None, "key"))
        assert ctl.sel is None and ctl.key_focus in playable
    finally:
        table.worker.close()
