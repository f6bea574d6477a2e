"""Expert's rollout policy: it plays a hand by the engine's rules, Hard's rule is
reproduced exactly, and it beats Hard's rule in known-world duels."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from engine import Game, Move
from engine.bots import make_bot
from engine.bots.expert import ExpertBot
from engine.bots.policy import WEIGHTS, choose, duel, simulate_policy
from engine.bots.sampling import position_game
from engine.bots.sim import SimSpec, sim_ends, simulate
from tests.bots.test_bots_expert import late_positions, minimax

CONFIGS = [(r, p) for r in ("american", "sniff61") for p in (2, 3, 4)]


def _positions(ruleset, players, count, seed):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        g = Game(ruleset, players, target=10 ** 6, seed=rng.randrange(1 << 30), log=False)
        g.deal()
        for _ in range(rng.randrange(0, 12)):
            if g.phase != "play":
                break
            g.play(Move.from_code(rng.choice(g.legal_codes())))
        if g.phase == "play":
            if rng.random() < 0.5:  # sometimes a near target, so a rollout can win the game
                g.target = max(g.scores) + rng.randrange(1, 30 if ruleset == "american" else 8)
            out.append(g)
    return out


def _code(g: Game, tile: int, at: int) -> int:
    return tile << 8 | (255 if at < 0 else g.layout.slots[at][0])


@pytest.mark.parametrize("ruleset,players", CONFIGS)
def test_policy_rollout_plays_the_hand_like_the_engine(ruleset, players):
    """The policy's rollout ends exactly as the engine's game does when every play
    is the policy's choice made on the engine's own position."""
    wins = 0
    for g in _positions(ruleset, players, 25, seed=players * 13 + len(ruleset)):
        spec = SimSpec(ruleset, players, g.teams, g.target)
        ends, sniff = sim_ends(g.layout)
        pols = [WEIGHTS] * players
        for code in g.legal_codes():
            pc = code & 255
            at = -1 if pc == 255 else [s[0] for s in g.layout.slots].index(pc)
            scores = list(g.scores)
            won = simulate_policy(spec, list(ends), g.layout.total, sniff, not g.layout.placed,
                                  list(g.hands), g.boneyard[g.bone_ptr:], g.turn, scores,
                                  code >> 8, at, pols)
            e = g.copy()
            e.push_code(code)
            while e.phase == "play":
                en, sn = sim_ends(e.layout)
                t, i = choose(en, e.layout.total, sn, spec.inline, not e.layout.placed,
                              list(e.hands), e.turn, players, WEIGHTS, players == 2 or g.teams)
                c = _code(e, t, i)
                assert c in e.legal_codes()
                e.push_code(c)
            assert scores == e.scores
            assert won == (e.winner if e.phase == "over" else -1)
            wins += won >= 0
    assert wins > 0


@pytest.mark.parametrize("ruleset,players", CONFIGS)
def test_without_weights_it_is_hards_rollout(ruleset, players):
    for g in _positions(ruleset, players, 20, seed=players + 5):
        spec = SimSpec(ruleset, players, g.teams, g.target, True)
        ends, sniff = sim_ends(g.layout)
        for code in g.legal_codes():
            pc = code & 255
            at = -1 if pc == 255 else [s[0] for s in g.layout.slots].index(pc)
            got = []
            for sim in ("hard", "policy"):
                scores, hands = list(g.scores), list(g.hands)
                args = (spec, list(ends), g.layout.total, sniff, not g.layout.placed, hands,
                        g.boneyard[g.bone_ptr:], g.turn, scores, code >> 8, at)
                won = (simulate(*args) if sim == "hard"
                       else simulate_policy(*args, [None] * players))
                got.append((won, scores, hands))
            assert got[0] == got[1]


@pytest.mark.parametrize("ruleset,players", [("american", 2), ("american", 4), ("sniff61", 2)])
def test_policy_beats_hards_rollout_rule(ruleset, players):
    """In known-world duels (duplicate deals) Expert's policy out-scores Hard's rule;
    Hard's rule against itself is level by construction."""
    xs = duel(WEIGHTS, None, 1500, seed=11, ruleset=ruleset, players=players)
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    assert m - half > 0, (m, half)
    assert set(duel(None, None, 50, seed=11, ruleset=ruleset, players=players)) == {0}


def test_expert_evaluates_with_policy_rollouts_by_default():
    g = Game("american", 2, target=10 ** 6, seed=11, log=True)
    g.deal()
    bot = make_bot("expert", seed=3, worlds=5, time_budget=None)
    assert bot.choose(g.view(g.turn)) in g.legal_moves
    worlds, _secs, rollouts, depth = bot.searches[0]
    assert worlds == 5 and rollouts == 5 * len(g.legal_codes()) and depth == 1.0
    with pytest.raises(ValueError):
        duel(WEIGHTS, None, 1, seed=1, ruleset="american", players=3)


def test_two_player_endgames_are_solved_exactly():
    """With 2 players and the boneyard empty nothing is hidden: Expert's value of
    every move is the exact minimax value of the rest of the hand."""
    for ruleset in ("american", "sniff61"):
        for g in late_positions(ruleset, 2, 4, seed=21 + len(ruleset), max_tiles=9):
            me = g.turn
            view = g.view(me)
            bot = ExpertBot(seed=1, time_budget=None, worlds=3, for_game=False)
            bot.choose(view)
            assert bot.searches[-1][0] == 1  # one world: the only one
            for c in g.legal_codes():
                pg = position_game(view, list(g.hands), [])
                pg.scores = [0, 0]
                pg.push_code(c)
                assert bot.last_values[c] == pytest.approx(minimax(pg, me, False, 2))
            off = ExpertBot(seed=1, time_budget=None, worlds=3, for_game=False, endgame=0)
            off.choose(view)
            assert off.searches[-1][0] == 3
