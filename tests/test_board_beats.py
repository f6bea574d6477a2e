"""The play beats' words and moments (issue 16, board brief): the status line follows
the director's beats, a draw names the tile drawn (the human's only), refused-spot
notes follow a change of language, a scoring play adds up in board order, going out
shows the deduction landing on the opponents. Pure Python (the director alone)."""

from __future__ import annotations

from engine import Game
from game.present import Director, TableView, Timing
from game.present.words import Msg


def _run(d: Director, seconds: float, dt: float = 1 / 60, until=None):
    t = 0.0
    while t < seconds and d.busy:
        d.update(dt)
        t += dt
        if until is not None and until():
            return True
    return False


def test_the_status_says_shuffling_then_dealing_while_tiles_fly():
    g = Game("american", 2, seed=4)
    events = g.deal()
    view = TableView.empty(2, False, 0, [0, 0])
    d = Director(view, Timing(1.0))
    d.feed(events, turn_after=g.turn)
    seen = []
    while d.busy:
        d.update(1 / 60)
        if view.shuffle >= 0 or view.flights:
            seen.append((view.status, bool(view.flights)))
    shuffling = [s for s, flying in seen if not flying]
    flying = [s for s, f in seen if f]
    assert shuffling and flying
    assert all(s == Msg("shuffle") for s in shuffling), shuffling[:3]
    # never "Shuffling" once a tile flies to a hand
    assert all(s == Msg("dealing") for s in flying), set(flying)
