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


@pytest.mark.parametrize("source", ["key", "pad"])
def test_a_game_started_with_the_keys_opens_with_their_focus(source, monkeypatch, tmp_path):
    """A game started with Enter (or the pad's A) from the menus: the table's first turn
    already shows the keys' resting focus on a tile (the key bar with it), with no arrow
    pressed first at the table (a keyboard player saw no tile lit and no keys until an
    arrow)."""
    import pygame

    from game.config import GameConfig
    from game.scenes.table.scene import TableScene
    from tests.game_harness import make_app
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language="en")
    ev = (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                             scancode=0) if source == "key" else None)
    if ev is not None:
        app.handle_event(ev)  # Enter on the screen before the table
    else:
        app.last_source = "pad"
    assert app.last_source == source
    table = TableScene(app, GameConfig(ruleset="american", players=2, seed=3))
    app.push(table)
    try:
        run_until(app, lambda: table.human_turn and not table.busy)
        frame(app)
        ctl = table.controller
        assert ctl.source == source
        assert ctl.sel is None and ctl.key_focus in ctl.playable_tiles()
    finally:
        table.worker.close()
