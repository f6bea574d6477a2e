"""Polish 2: in 4 players the log over the status line lists each seat's play
since the player's last turn. Kept to the last 4 log lines, two bots' draws pushed
West's play out ("North draws, North plays, East plays": what did West do?)."""

from __future__ import annotations

from types import SimpleNamespace

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


def test_in_four_players_each_bots_play_since_the_turn_is_its_chip_not_a_log_line():
    """Issue 16 asked that a player back at their turn in 4 players read every bot's
    play; issue 31 keeps that without the log's sentences: each bot's play since the
    player's turn is the chip by its plate (its tile), and no "North plays ..." line
    is drawn over the status panel (the history drawer holds the log)."""
    import pygame

    import game.scenes.table.status as ts
    from game.present.words import say
    from game.scenes.table.chips import draw_seat_chip
    from game.ui import record_text
    from tests.game_harness import table_with_earlier_moves

    app, table = table_with_earlier_moves(2)
    p = table.painter
    movers = [m.seat for m in ts.earlier_moves(table)] + [table.director.recent[-1][0]]
    assert len(set(movers)) == 3 and table.human not in movers
    surf = pygame.Surface(app.screen.get_size())
    with record_text() as log:
        p.draw(surf)
    shown = [d.text for d in log]
    for _seat, msg in table.director.recent:
        assert say(msg, table.names, table.human) not in shown
    for seat in movers:
        assert draw_seat_chip(surf, p, seat, [], None, False) is not None, seat


def test_the_board_keeps_room_for_no_log_lines_over_the_status():
    """The board once kept room for one log line per bot over the status panel; with
    the log in the history drawer it keeps only the status's own lines clear, the same
    in 2, 3 and 4 players."""
    import game.scenes.table.status as ts
    from tests.game_harness import table_app
    floors = set()
    for players in (2, 3, 4):
        app, table = table_app(players=players, seed=3)
        floors.add(ts.earlier_floor(table, table.painter.status))
    assert len(floors) == 1 and None not in floors


def test_on_the_players_turn_no_play_is_told_by_a_line_so_every_chip_shows():
    """A seat's chip hid its play while a log line said it; on the player's turn no
    line says a move (news_shown is False), so each bot's chip shows its tile."""
    import game.scenes.table.status as ts
    from game.render.seat_marks import marker_text
    from tests.game_harness import table_with_earlier_moves

    app, table = table_with_earlier_moves(2)
    assert table.human_turn and not ts.news_shown(table)
    v = table.view
    for seat in (m.seat for m in ts.earlier_moves(table)):
        act = v.last_action.get(seat)
        if act is not None and act.tile >= 0:
            assert marker_text(act, told=ts.news_shown(table))[0], seat
