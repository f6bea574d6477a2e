"""Round 13 polish 2: in 4 players the log over the status line lists each seat's play
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
from game.scenes.table_status import earlier_moves


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
