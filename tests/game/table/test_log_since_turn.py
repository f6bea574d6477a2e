"""Polish 2: in 4 players the log over the status line lists each seat's play
since the player's last turn. Kept to the last 4 log lines, two bots' draws pushed
West's play out ("North draws, North plays, East plays": what did West do?)."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine import Game
from game.present.director import Director, Timing
from game.present.view import TableView
from game.present.words import Msg
from game.scenes.table.status import earlier_moves


def _log(entries):
    """A director whose log got ``entries`` (seat, key) one by one, as moves landed."""
    g = Game("american", 4, seed=3)
    g.deal()
    view = TableView.empty(4, g.layout.inline, 0, [0, 0])
    d = Director(view, Timing(1.0))
    for seat, key in entries:
        d.log_move(seat, Msg(key, seat))
    return d


def _earlier(d):
    return [(m.seat, m.key) for m in earlier_moves(SimpleNamespace(name="table", human=0,
                                                                   director=d))]


def test_every_seats_play_since_the_players_turn_is_listed_despite_draws():
    d = _log([(0, "play"), (1, "draws"), (1, "play"), (2, "draws"), (2, "draws"),
              (2, "play"), (3, "draws"), (3, "play")])
    # the news line says East's play; the two lines over it West's and North's plays
    assert d.recent[-1] == (3, Msg("play", 3))
    assert _earlier(d) == [(1, "play"), (2, "play")]


def test_a_seat_still_drawing_or_passing_is_listed_once():
    d = _log([(0, "play"), (1, "passes"), (2, "play"), (3, "draws"), (3, "draws")])
    assert _earlier(d) == [(1, "passes"), (2, "play")]  # the news line: East draws


def test_in_four_players_the_log_shows_all_three_bots_plays_clear_of_the_board():
    """Issue 16: back at their turn in 4 players, the player saw 2 or 3 log
    lines: the board kept room over the status panel for one earlier move only, and
    West's line, which would have lain on the tiles, was left out. The board now keeps
    room for one line per bot but the latest (the news line): West's, North's and
    East's plays and "Your turn", on every board, none on a tile."""
    import pygame

    import game.scenes.table.status as ts
    from tests.conftest import random_hand
    from tests.game_harness import table_with_earlier_moves

    app, table = table_with_earlier_moves(2)
    assert ts.earlier_room(table) == 2
    bv, p = table.painter.board, table.painter
    surf = pygame.Surface(app.screen.get_size())
    checked = 0
    for seed in range(8):
        for g in random_hand("american", 4, seed):
            lay = g.layout
            table.view.layout = lay
            bv.set_floor(ts.earlier_floor(table, p.status))
            bv.sync(list(lay.placed), [x[0] for x in lay.slots], snap=True)
            plates = ts.draw_earlier(surf, table, p.status, table.names)
            assert len(plates) == 2, (seed, len(lay.placed), plates)
            tiles = bv.blocks(lay, [x[0] for x in lay.slots])
            assert all(b.collidelist(tiles) < 0 for b in plates)
            checked += 1
    assert checked > 100


def test_the_board_keeps_room_for_each_bots_line_but_the_latest():
    from game.scenes.table.status import earlier_room
    from tests.game_harness import table_app
    for players, want in ((2, 0), (3, 1), (4, 2)):
        app, table = table_app(players=players, seed=3)
        assert earlier_room(table) == want, players
    # at large text one (two more lines of 200 % text would take a fifth of the board)
    app, table = table_app(players=4, seed=3, text_scale=2.0)
    try:
        assert earlier_room(table) == 1
    finally:
        app.set_text_scale(1.0)


def test_a_play_left_out_of_the_log_stays_on_its_seats_bubble():
    """A log line left out (it would lie on the board) hid its seat's last-action
    bubble too (the bubble counted every earlier move as told): nothing said what that
    bot played. Only the lines drawn now hide a bubble."""
    import pygame

    import game.scenes.table.status as ts
    from game.scenes.table.chips import draw_seat_chip
    from tests.game_harness import table_with_earlier_moves

    app, table = table_with_earlier_moves(2)
    oldest = ts.earlier_moves(table)[0].seat
    p = table.painter
    surf = pygame.Surface(app.screen.get_size())
    shown = draw_seat_chip(surf, p, oldest, [], None, False)
    assert len(ts.earlier_placed(table, p.status, table.names)) == 2
    assert shown is None  # told by its log line: no bubble
    real = p.board.blocks
    wall = app.vp.rect((0, 300, 1280, 225))  # the board reaching down to the status
    p.board.blocks = lambda *a, **k: real(*a, **k) + [wall]
    assert ts.earlier_placed(table, p.status, table.names) == []
    assert draw_seat_chip(surf, p, oldest, [], None, False) is not None
