"""Of Esc at the table and keys around the pause menu (fz_128 -> fz_129): with the
hint's tile lifted, a player pressed Esc for the menu, then Down and Enter meaning a
menu item, and the hinted tile was played (the first Esc only put the tile back; Down
lifted it again, Enter played it). Esc now opens the pause menu in one press, the
lifted tile put back as it opens; a key held down while the menu opens or closes
reaches neither the menu nor the table."""

from __future__ import annotations

import pygame

from tests.game.table.test_keyboard_and_hint import _multi_draw_table
from tests.game_harness import frame, key, post, run_until, table_app


def _human_turn(seed=11):
    app, table = table_app(players=2, seed=seed)
    run_until(app, lambda: table.human_turn and not table.busy)
    frame(app)
    return app, table


def _down(k, repeat=0):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0, repeat=repeat)


def _up(k):
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def test_esc_with_the_hinted_tile_lifted_opens_the_menu_and_down_enter_act_there():
    app, table = _human_turn()
    try:
        g, ctl = table.game, table.controller
        key(pygame.K_h)
        frame(app)
        run_until(app, lambda: table.hint_pending is None and ctl.hint_move is not None)
        hinted = ctl.sel
        assert hinted is not None and hinted == ctl.hint_move.tile  # lifted by the hint
        moves = list(g.moves)
        key(pygame.K_ESCAPE)
        frame(app)
        assert app.top.name == "pause"  # one press
        assert ctl.sel is None and ctl.key_focus == hinted  # put back as it opened
        key(pygame.K_DOWN)  # the menu's Options ...
        key(pygame.K_RETURN)
        frame(app)
        assert app.top.name == "options"  # ... opened, and nothing was played
        assert g.moves == moves
    finally:
        table.worker.close()


def test_esc_with_a_tile_the_player_lifted_opens_the_menu_at_once():
    app, table = _human_turn()
    try:
        ctl = table.controller
        key(pygame.K_RIGHT)
        key(pygame.K_RETURN)  # lifted by the player
        frame(app)
        lifted = ctl.sel
        assert lifted is not None
        key(pygame.K_ESCAPE)
        frame(app)
        assert app.top.name == "pause" and ctl.sel is None and ctl.key_focus == lifted
        key(pygame.K_ESCAPE)  # resume: the focus rests on the tile, nothing lifted
        frame(app)
        assert app.top is table and ctl.sel is None and ctl.key_focus == lifted
    finally:
        table.worker.close()


def test_enter_held_on_resume_does_not_reach_the_table():
    app, table = _human_turn()
    try:
        ctl, g = table.controller, table.game
        moves = list(g.moves)
        key(pygame.K_ESCAPE)
        frame(app)
        assert app.top.name == "pause"
        _down(pygame.K_RETURN)  # Resume (focused) ...
        frame(app)
        assert app.top is table
        for _k in range(3):  # ... the key held on: the keyboard's auto-repeat
            _down(pygame.K_RETURN, repeat=1)
            frame(app)
        _up(pygame.K_RETURN)
        frame(app)
        assert ctl.sel is None and g.moves == moves  # nothing lifted, nothing played
        key(pygame.K_RETURN)  # a fresh press acts: it lifts the resting tile
        frame(app)
        assert ctl.sel is not None
    finally:
        table.worker.close()


def test_esc_held_on_does_not_close_the_menu_it_opened():
    app, table = _human_turn()
    try:
        _down(pygame.K_ESCAPE)
        frame(app)
        assert app.top.name == "pause"
        _down(pygame.K_ESCAPE, repeat=1)  # held: auto-repeat
        frame(app)
        assert app.top.name == "pause"
        _up(pygame.K_ESCAPE)
        key(pygame.K_ESCAPE)  # a fresh press resumes
        frame(app)
        assert app.top is table
    finally:
        table.worker.close()


def test_enter_held_to_pick_resume_draws_no_tile():
    """A draw by Enter, then the pause menu: Enter held down to pick Resume kept
    drawing tiles once back at the table (a held Enter draws on, as the press that
    drew was more than HOLD_REPEAT ago by the table's clock)."""
    app, table = _multi_draw_table()
    try:
        def landed():
            return sum(1 for name, _t in table.director.landed if name == "draw")
        key(pygame.K_RETURN)  # the first draw, by hand
        frame(app)
        run_until(app, lambda: table.awaiting_draw, max_frames=600)
        n = landed()
        key(pygame.K_ESCAPE)
        frame(app)
        assert app.top.name == "pause"
        _down(pygame.K_RETURN)  # Resume, and held on
        for _k in range(90):
            frame(app)
        assert app.top is table and table.awaiting_draw and landed() == n
        _up(pygame.K_RETURN)
        frame(app)
    finally:
        table.worker.close()
