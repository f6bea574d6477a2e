"""The table's pace at Normal (issue 31, item 6), on the table's own clock, the bots
answering at once (bench/pace.py on a few seeds; the bench runs 30 of each size).
From the player's tile landing to their next turn: 2 players at most 2.0 s (median)
when the bot's reply scores nothing, 3.0 s when it scores; 4 players 4.0 s over the
three bots' turns; a scoring play's light, add-up and "+N" landed on its row and
counted at most 1.6 s -- and still at least a second: the reward lands, briskly
(players measured 3.2-3.7 s and 4.5-8 s; the score took 1.73 s)."""

from __future__ import annotations

import statistics

from bench.pace import BOUNDS, play_game


def _figures() -> dict:
    figs: dict = {k: [] for k in BOUNDS}
    for players, seeds in ((2, (1, 2)), (4, (3, 4, 5))):
        for seed in seeds:
            rounds, scores = play_game(players, seed)
            figs["score"].extend(scores)
            for t, mine, bots in rounds:
                if players == 4:
                    figs["4p round"].append(t)
                elif not mine:
                    figs["2p bot scores" if bots else "2p quiet"].append(t)
    return figs


def test_the_four_pace_figures_are_within_their_bounds_at_normal():
    figs = _figures()
    assert all(len(v) >= 3 for v in figs.values()), figs
    for name, bound in BOUNDS.items():
        assert statistics.median(figs[name]) <= bound, (name, figs[name])
    # the reward is not cut away: the "+N" lands and its row counts up
    assert min(figs["score"]) >= 1.0, figs["score"]
    # a bot's score is watched to the end before the player's turn begins
    assert min(figs["2p bot scores"]) >= min(figs["score"]), figs
