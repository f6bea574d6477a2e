"""Issue 16 payoff: a "+5" popped while the scorer's score still read 0
and the next seat's turn glow had already begun. The score shown follows the
director's timeline: when the "+N" first shows, the score has not jumped ahead of it;
by the callout's end it shows the new total; and the next seat's turn lights only
after that, a bot's as well as the player's."""

from __future__ import annotations

import pytest

from engine import Game
from engine.events import Play
from engine.moves import Move
from game.present import Director, TableView, Timing

DT = 1 / 60


def _scoring_plays(players: int, seed: int, player: int | None):
    """Yield ``(director, view, play, next seat)`` at each scoring play just fed, the
    director told the player's seat is ``player`` (None: a demo, every seat a bot)."""
    g = Game("american", players, seed=seed)
    entries = len(g.scores)
    view = TableView.empty(players, False, 0, [0] * entries)
    d = Director(view, Timing(1.0))
    d.player = player
    d.feed(g.deal(), turn_after=g.turn)
    d.skip()
    while g.phase == "play":
        evs = g.play(Move.from_code(g.legal_codes()[0]))
        layouts = {i: g.layout.copy() for i, e in enumerate(evs) if isinstance(e, Play)}
        play = next((e for e in evs if isinstance(e, Play)), None)
        after = g.turn if g.phase == "play" else None
        d.feed(evs, layouts, turn_after=after)
        if play is not None and play.points and after is not None:
            yield d, view, play, after
        d.skip()
        d.release()
        d.skip()


@pytest.mark.parametrize("players,player", [(2, None), (2, 1), (4, None), (4, 0)])
def test_the_score_lands_with_its_callout_before_the_next_turn_lights(players, player):
    seen = 0
    for d, view, play, after in _scoring_plays(players, 11, player):
        entry = play.seat % len(view.scores)
        before = round(view.scores[entry])
        new = before + play.points
        first = None  # the score at the frame the "+N" first shows
        ended = None  # the score at the frame the "+N" is gone
        lit_at = None  # the score when the next seat's turn first glows
        for _k in range(60 * 8):
            d.update(DT)
            if view.callouts and first is None:
                first = round(view.scores[entry])
                assert view.turn is None  # no glow while the "+N" pops
            if first is not None and not view.callouts and ended is None:
                ended = round(view.scores[entry])
            if view.turn is not None and lit_at is None:
                lit_at = round(view.scores[entry])
                assert first is not None, "the turn lit before the callout showed"
                assert not view.callouts or all(c.t >= 0.7 for c in view.callouts)
            if not d.busy and ended is not None:
                break
        assert first == before, (first, before)  # not ahead of the callout
        assert ended == new, (ended, new)  # counted by the callout's end
        assert lit_at == new and view.turn == after  # the next turn lights after it
        seen += 1
        if seen >= 3:
            break
    assert seen >= 1
