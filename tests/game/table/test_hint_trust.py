"""The hint and the coach agree (a hand played by H then Enter was
told "Blunder: 11 points short"). The hint is the review's own evaluation -- its seed
and worlds, no clock -- worked out in the worker as the human's turn begins, so H is
usually answered at once; asked for before it is in, the Hint button says it thinks."""

from __future__ import annotations

import time

import pygame

from engine.bots.review import review, review_decision
from game.bots_worker import hint_move
from game.present.review_job import REVIEW_ITERATIONS, SEED
from tests.conftest import random_hand
from tests.game_harness import frame, key, run_until, table_app, wait


def test_the_hints_move_is_the_reviews_best_move_over_random_positions():
    checked = 0
    for ruleset, players, seed in (("american", 2, 3), ("american", 4, 8), ("sniff61", 3, 5)):
        for k, g in enumerate(random_hand(ruleset, players, seed)):
            codes = g.legal_codes()
            if len(codes) < 2 or k % 3:
                continue
            view = g.view(g.turn)
            h = hint_move(view, SEED, REVIEW_ITERATIONS)
            mine = review_decision(view, h.move.code, SEED, iterations=REVIEW_ITERATIONS)
            assert mine.mark == "best" and mine.best == h.move.code, (ruleset, k, mine)
            other = next(c for c in codes if c != h.move.code)
            d = review_decision(view, other, SEED, iterations=REVIEW_ITERATIONS)
            assert d.best == h.move.code or d.mark == "best", (ruleset, k, d)
            checked += 1
            if checked % 3 == 0:
                break
    assert checked >= 6


def _play_a_hand_by_hints(players: int, seed: int):
    app, table = table_app(players=players, seed=seed, auto_draw=True)
    g = table.game
    run_until(app, lambda: g.hand_no == 0 and table.human_turn)
    hinted = 0
    while g.hand_no == 0 and g.phase == "play":
        run_until(app, lambda: table.human_turn or g.hand_no != 0 or g.phase != "play"
                  or app.top is not table)
        if not table.human_turn:
            break
        table.request_hint()
        run_until(app, lambda: table.hint_pending is None)
        mv = table.controller.hint_move
        assert mv is not None, table.hint_text
        before = len(g.moves)
        key(pygame.K_RETURN)
        frame(app)
        assert g.moves[before] == mv.code
        hinted += 1
    return g, table.human, hinted


def test_a_hand_played_by_hints_alone_reviews_with_every_play_best():
    g, seat, hinted = _play_a_hand_by_hints(2, 21)
    assert hinted >= 3
    decisions = review(g.to_record(), seat, 0, seed=SEED, iterations=REVIEW_ITERATIONS)
    assert decisions, "no decision to review"
    assert all(d.mark == "best" for d in decisions), [(d.ply, d.mark, d.loss) for d in decisions]


def test_the_hint_is_worked_out_ahead_and_shown_at_once():
    app, table = table_app(players=2, seed=11)
    run_until(app, lambda: table.human_turn)
    ctl = table.controller
    wait(app, 0.3)  # the turn is under way: the hint is asked of the worker
    assert ctl.ahead.key == ctl.position()
    deadline = time.monotonic() + 60
    while not ctl.ahead.known(ctl.position()):  # the worker's real time, frames going on
        assert time.monotonic() < deadline
        time.sleep(0.02)
        frame(app)
    table.request_hint()  # H: no "Thinking", the hint at once
    assert table.hint_pending is None and table.hint_text.startswith("Hint:")
    assert ctl.hint_move is not None


def test_a_hint_asked_before_it_is_in_shows_thinking_on_the_button():
    app, table = table_app(players=2, seed=11)
    run_until(app, lambda: table.human_turn)
    table.request_hint()  # at once: nothing worked out yet
    frame(app)
    if table.hint_pending is not None:  # (a very fast worker may already be done)
        assert table.hint_button.label == "Thinking..."
        assert table.hint_text == "Thinking of a hint..."
    run_until(app, lambda: table.hint_pending is None)
    frame(app)
    assert table.hint_button.label == "Hint (H)" and table.hint_text.startswith("Hint:")


def test_a_hint_for_a_position_gone_by_is_dropped():
    app, table = table_app(players=2, seed=11)
    g = table.game
    run_until(app, lambda: table.human_turn)
    ctl = table.controller
    wait(app, 0.3)
    assert ctl.ahead.key is not None
    table.try_play(ctl.playable_tiles()[0], ctl.legal_spots(ctl.playable_tiles()[0])[0])
    frame(app)
    assert ctl.ahead.key is None and ctl.ahead.pending is None  # stale: forgotten
    run_until(app, lambda: table.human_turn and g.turn == table.human)
    table.request_hint()
    run_until(app, lambda: table.hint_pending is None)
    mv = ctl.hint_move
    assert mv is not None and mv.code in g.legal_codes()  # the new position's hint
