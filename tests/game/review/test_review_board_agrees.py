"""The review's board never disagrees with its panel (issue 31): for every reviewed
choice the board's "You" is the tile the panel says was played, by its own ghost, with
the points the panel gives it; "Best" is the panel's best tile with its points; and
"You / Best" is said only when the play made was the best one. (The hand's first tile,
or two tiles for one end, once showed the best tile alone labelled "You / Best" while
the panel said "4|6 scored 10 here; your 5|6 scored 0".)"""

from __future__ import annotations

import random

import pytest

from engine import Game, Move
from engine.bots import make_bot
from game.present.review_words import reason_text
from game.scenes.review.shared_spot import spot_marks
from game.texts import tile_label
from tests.game.review.test_review_positions import _rest, open_review


def _recorded_hand(players: int, seed: int) -> Game:
    """A finished first hand: seat 0 plays a random legal move (mistakes to review),
    the others an easy bot."""
    g = Game("american", players, target=10 ** 6, seed=seed)
    g.deal()
    bot, rng = make_bot("easy", seed=seed), random.Random(seed)
    while g.phase == "play":
        if g.turn == 0:
            g.play(Move.from_code(rng.choice(g.legal_codes())))
        else:
            g.play(bot.choose(g.view(g.turn)))
    return g


def _dist(a, b) -> int:
    return abs(a.centerx - b.centerx) + abs(a.centery - b.centery)


def _walk(tmp_path, monkeypatch, players, seed, seen):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    game = _recorded_hand(players, seed)
    app, analysis, review = open_review(game, players, seed)
    for i, d in enumerate(analysis.decisions):
        review.go(i)
        _rest(app, review)
        app.draw()
        flag = review.flag
        assert flag.decision is d  # the panel's words and the board: one decision
        words = reason_text(flag, review.reason_context(d))
        if flag.cause == "scores":  # "4|6 scored 10 here; your 5|6 scored 0."
            assert tile_label(d.played >> 8) in words and str(d.played_points) in words
            assert tile_label(d.best >> 8) in words and str(d.best_points) in words
        shown = {m.word: (m, ghost, box) for m, ghost, box in review.spots_shown}
        assert sorted(m.word for m, _g, _b in review.spots_shown) == sorted(
            m.word for m in spot_marks(d)), i
        if d.played == d.best:
            assert set(shown) == {"You / Best"}, (i, set(shown))
            m = shown["You / Best"][0]
            assert (m.tile, m.pc, m.points) == (d.played >> 8, d.played & 255,
                                                d.played_points)
            seen.add("same")
            continue
        assert set(shown) == {"You", "Best"}, (i, set(shown))
        you, you_ghost, you_box = shown["You"]
        best, best_ghost, best_box = shown["Best"]
        assert (you.tile, you.pc, you.points) == (d.played >> 8, d.played & 255,
                                                  d.played_points), i
        assert (best.tile, best.pc, best.points) == (d.best >> 8, d.best & 255,
                                                     d.best_points), i
        # each tile has its own place on the board, and its word is by it
        assert you_ghost is not None and best_ghost is not None
        assert you_ghost != best_ghost, i
        assert _dist(you_box, you_ghost) < _dist(you_box, best_ghost), i
        assert _dist(best_box, best_ghost) < _dist(best_box, you_ghost), i
        seen.add("one spot" if you.pc == best.pc else "two spots")


@pytest.mark.parametrize("players", [2, 4])
def test_the_boards_you_and_best_are_the_panels(tmp_path, monkeypatch, players):
    seen: set = set()
    for seed in range(1, 7):
        _walk(tmp_path, monkeypatch, players, seed, seen)
    # the walk met a play that was the best, a miss on another spot and a miss on the
    # same spot (the case that showed the best tile alone as "You / Best")
    assert seen == {"same", "one spot", "two spots"}, seen
