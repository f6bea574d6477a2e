"""The coach's engine API: engine.bots.review (issue 14)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine import Game, Move
from engine.bots import make_bot
from engine.bots.core import play_total, points_of
from engine.bots.review import (
    MARKS,
    Decision,
    hand_summary,
    hard_values,
    mark_of,
    player_decisions,
    review,
    review_decision,
)
from engine.errors import RecordError
from engine.rules import get_ruleset
from tests.bots.test_bots import redistribute, same_view

FAST = 120  # worlds per decision in these tests


def _finish(g: Game, policy, others) -> None:
    """Play the hand out: seat 0 by ``policy(game) -> code``, the rest by ``others``."""
    while g.phase == "play":
        if g.turn == 0:
            g.play(Move.from_code(policy(g)))
        else:
            g.play(others.choose(g.view(g.turn)))


def test_marks_follow_the_loss():
    assert [mark_of(x) for x in (0, 0.01, 1.5, 2, 2.1, 5, 7, 10, 10.5, 40)] == [
        "best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake",
        "blunder", "blunder"]


def test_a_deliberately_bad_play_is_flagged():
    """Throwing away a big score (playing the legal move scoring least while another
    scores 15 or more) is marked a mistake or a blunder, and the reason says so."""
    flagged = 0
    for seed in range(60):
        g = Game("american", 2, target=10 ** 6, seed=seed)
        g.deal()
        bad = {}

        def worst(game, bad=bad):
            codes = game.legal_codes()
            pts = {c: points_of(play_total(game.layout, c), 1) for c in codes}
            if max(pts.values()) >= 15 and min(pts.values()) < 15 and not bad:
                bad["ply"] = len(game.moves)
                bad["code"] = min(codes, key=lambda c: (pts[c], c))
                return bad["code"]
            return max(codes, key=lambda c: (pts[c], c))

        _finish(g, worst, make_bot("medium", seed=seed))
        if not bad:
            continue
        ds = review(g.to_record(), 0, 0, seed=1, iterations=FAST)
        d = next((d for d in ds if d.ply == bad["ply"]), None)
        assert d is not None, (seed, bad, [x.ply for x in ds])
        assert d.played == bad["code"]
        assert d.mark in ("mistake", "blunder"), d
        assert d.loss > 5 and d.best != d.played
        assert d.best_points >= 15 > d.played_points or d.reason in ("reply", "later")
        flagged += 1
        if flagged == 4:
            break
    assert flagged == 4


@pytest.mark.parametrize("ruleset,players", [("american", 2), ("sniff61", 3), ("american", 4)])
def test_the_best_play_is_never_flagged(ruleset, players):
    """A player who always plays the evaluator's choice gets "best" on every decision."""
    for seed in range(3):
        g = Game(ruleset, players, target=10 ** 6, seed=100 + seed)
        g.deal()

        def top(game):
            view = game.view(0)
            codes = sorted(view.legal_codes)
            vals = hard_values(view, codes, 7, FAST)
            return max(zip(vals, codes), key=lambda vc: (vc[0], -vc[1]))[1]

        _finish(g, top, make_bot("medium", seed=seed))
        ds = review(g.to_record(), 0, 0, seed=7, iterations=FAST)
        for d in ds:
            assert d.mark == "best" and d.loss == 0 and d.best == d.played, d
            assert d.reason == "best"


def test_review_is_deterministic_with_a_seed_and_summed():
    g = Game("american", 2, seed=5)
    g.deal()
    _finish(g, lambda game: make_bot("easy", seed=3).choose(game.view(0)).code,
            make_bot("medium", seed=2))
    doc = g.to_record()
    a = review(doc, 0, seed=1, iterations=FAST)
    b = review(doc, 0, seed=1, iterations=FAST)
    assert a == b and a
    s = hand_summary(a)
    assert s["decisions"] == len(a) and sum(s["marks"].values()) == len(a)
    assert s["lost"] == round(sum(d.loss for d in a), 1)
    seen = []
    review(doc, 0, seed=1, iterations=FAST, progress=lambda i, n: seen.append((i, n)))
    assert seen == [(i + 1, len(a)) for i in range(len(a))]


def test_decisions_are_the_players_own_plays_with_a_choice():
    g = Game("sniff61", 3, seed=11)
    g.deal()
    live = []
    rng = random.Random(4)
    while g.phase == "play":
        codes = g.legal_codes()
        if g.turn == 1 and len(codes) > 1:
            live.append(g.view(1))
        g.play(Move.from_code(rng.choice(codes)))
    got = player_decisions(g.to_record(), 1)
    assert len(got) == len(live)
    for (view, code), lv in zip(got, live):
        # the record keeps the hand, not the draw for the lead: the hand's own events agree
        assert _hand_events(view) == _hand_events(lv)
        assert same_view(view, dataclasses.replace(lv, history=view.history))
        assert code in view.legal_codes and view.seat == 1


def _hand_events(view):
    kinds = [e.kind for e in view.history]
    return view.history[len(kinds) - 1 - kinds[::-1].index("deal"):]


def test_no_peeking_in_the_review():
    """Redistributing the tiles the player could not see (other hands, boneyard)
    at a decision never changes its review."""
    rng = random.Random(3)
    moved = 0
    for ruleset, players in (("american", 2), ("sniff61", 3), ("american", 4)):
        g = Game(ruleset, players, target=10 ** 6, seed=players)
        g.deal()
        checked = 0
        while g.phase == "play" and checked < 3:
            codes = g.legal_codes()
            if g.turn == 0 and len(codes) > 1:
                view = g.view(0)
                g2 = redistribute(g, 0, rng)
                view2 = g2.view(0)
                assert same_view(view, view2)
                moved += g2.hands != g.hands
                for code in codes[:2]:
                    assert (review_decision(view, code, seed=5, iterations=60)
                            == review_decision(view2, code, seed=5, iterations=60))
                checked += 1
            g.play(Move.from_code(rng.choice(codes)))
    assert moved >= 3


def test_swappable_evaluator_and_reason_data():
    """Any evaluator can be given; a play scoring less than the best says "scores"."""
    g = Game("american", 2, target=10 ** 6, seed=1)
    g.deal()
    div = get_ruleset("american").points_divisor
    while g.phase == "play":
        codes = g.legal_codes()
        pts = {c: points_of(play_total(g.layout, c), div) for c in codes}
        if g.turn == 0 and len(set(pts.values())) > 1:
            break
        g.play(Move.from_code(min(codes)))
    view = g.view(0)
    codes = sorted(view.legal_codes)

    def greedy(v, cs, seed):
        return [float(pts[c]) for c in cs]

    low = min(codes, key=lambda c: pts[c])
    d = review_decision(view, low, evaluator=greedy)
    assert d.best_points == max(pts.values()) and d.played_points == pts[low]
    assert d.loss == d.best_points - d.played_points and d.reason == "scores"
    assert d.mark == mark_of(d.loss) and d.mark in MARKS
    assert Decision.from_json(d.to_json()) == d
    with pytest.raises(ValueError):
        review_decision(view, 12345, evaluator=greedy)
    with pytest.raises(ValueError):
        review_decision(view, low, evaluator=lambda v, cs, s: [1.0])


def test_bad_input_is_refused_clearly():
    g = Game("american", 2, seed=2)
    g.deal()
    doc = g.to_record()
    with pytest.raises(ValueError):
        player_decisions(doc, 5)
    with pytest.raises(ValueError):
        player_decisions(doc, 0, hand=3)
    with pytest.raises(RecordError):
        player_decisions({"format": "nope"}, 0)
    for bad in (None, [], {"hand": 0}, dict(Decision(0, 0, 0, 2, 1, 1, 0.0, 0.0, 0.0, "best",
                                                       0, 0, 0, -1, 0, -1, False, "best")
                                              .to_json(), mark="superb")):
        with pytest.raises(ValueError):
            Decision.from_json(bad)


def test_the_reviews_values_are_points_alone_not_a_won_games_bonus():
    """Hard adds the target to a rollout that wins the game; the review read that as
    points ("Big miss: about 145 points to gain" for a sure +15, a game to 100). Near
    the target the review's values now span what a hand can score, while Hard's own
    (with the bonus) span more; a play that wins at once still tops them."""
    from engine.bots.hard import HardBot
    from engine.bots.review import hard_values

    seen = 0
    for seed in range(6):
        g = Game("american", 2, target=100, scores=[70, 70], seed=seed)
        rng = random.Random(seed)
        g.deal()
        while g.phase == "play":
            codes = g.legal_codes()
            if g.turn == 0 and len(codes) > 1:
                view = g.view(0)
                with_bonus = HardBot(seed=1, time_budget=None, iterations=300).evaluate(
                    view, codes)
                points = hard_values(view, codes, 1, 300)
                div = get_ruleset("american").points_divisor
                now = [points_of(play_total(view.layout, c), div) for c in codes]
                wins = [p > 0 and view.scores[0] + p >= 100 for p in now]
                if any(wins):  # the play that wins at once is the best
                    assert max(range(len(codes)), key=points.__getitem__) in \
                        [i for i, w in enumerate(wins) if w]
                elif max(with_bonus) - min(with_bonus) > 60:
                    assert max(points) - min(points) < 40, (points, with_bonus)
                    seen += 1
            g.play(Move.from_code(rng.choice(codes)))
    assert seen >= 1
