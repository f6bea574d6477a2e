"""The coach's review shows each decision's position exactly as it stood (once
"Choice 9 of 9" showed a mid-hand board with a draw prompt, stepping to it
showed choice 7's board, and the last-move line stayed on an old play).

A whole reviewed hand in which the player drew is walked forward, back and by jumps
(keys, pad, mouse, the methods), at the normal animation speed with drawing by hand
(the player's setting in a real game), and each shown position -- board, scores,
boneyard, hands, the last-move line -- is compared with the engine's position before
that decision, rebuilt independently from the record."""

from __future__ import annotations

import pygame
import pytest

from engine import Game, Move
from engine.bots import make_bot
from engine.bots.review import is_choice
from engine.events import Play
from engine.record import replay_record
from game.config import GameConfig
from game.persistence import ReviewCache
from game.present.review_job import ReviewAnalysis
from game.present.words import Msg, say
from game.scenes.review.scene import ReviewScene
from tests.game_harness import DT, make_app


class _Done:
    def __init__(self, value):
        self.value = value

    def ready(self, now=None):
        return True

    def result(self):
        return self.value

    def cancel(self):
        pass


class _Worker:
    """Answers each review job at once, in this thread."""

    def review(self, view, code, seed, iterations):
        from game.bots_worker import review_job
        return _Done(review_job(view, code, seed, iterations))


def _hand_with_draws(players: int):
    """A finished first hand in which seat 0 drew before one of its reviewed choices
    and has at least four of them (seat 0 plays its first legal move)."""
    for seed in range(200):
        g = Game("american", players, target=10 ** 6, seed=seed)
        g.deal()
        bot = make_bot("easy", seed=seed)
        drew_before_choice = False
        choices = 0
        drew = False
        while g.phase == "play":
            if g.turn == 0:
                codes = g.legal_codes()
                if is_choice(g):  # what the coach reviews (real choices)
                    choices += 1
                    drew_before_choice |= drew
                events = g.play(Move.from_code(codes[0]))
            else:
                events = g.play(bot.choose(g.view(g.turn)))
            drew = any(type(e).__name__ == "Draw" and e.seat == 0 for e in events)
        if drew_before_choice and choices >= 4:
            return g
    raise AssertionError("no hand with a draw before a choice")


def _reference(game, names, human, ply: int):
    """The engine's position after the hand's first ``ply`` plays, rebuilt from the
    record, with the last play's words as the table says them."""
    rec = game.to_record()
    h = rec["hands"][0]
    rec["hands"] = [dict(h, plays=[])]
    g = replay_record(rec)
    last = None
    for p in h["plays"][:ply]:
        for ev in g.play(Move.parse(p)):
            if isinstance(ev, Play):
                last = Msg("play", ev.seat, {"move": ev.move, "total": ev.total,
                                             "points": ev.points, "sniff": g.layout.sniff})
    return {"placed": list(g.layout.placed), "scores": [float(x) for x in g.scores],
            "boneyard": g.boneyard_size,
            "hands": [sorted(g.hand_tiles(s)) for s in range(g.players)],
            "last": None if last is None else say(last, names, human)}


def _shown(review):
    v = review.view
    return {"placed": list(v.layout.placed), "scores": [float(x) for x in v.scores],
            "boneyard": v.boneyard, "hands": [sorted(h) for h in v.hands],
            "last": review.last_play if v.last_move is not None else None}


def _post(type_, **kw):
    pygame.event.post(pygame.event.Event(type_, **kw))


def _key(k):
    _post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _pad(b):
    _post(pygame.CONTROLLERBUTTONDOWN, button=b, instance_id=0)


def _click(app, scene, on_click):
    b = next(b for b in scene.buttons if b.on_click == on_click)
    pos = app.vp.rect(b.rect).center
    _post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def _rest(app, review, limit=2000):
    """Frames until the step has finished moving (its transition included)."""
    for _ in range(limit):
        app.frame(DT)
        if not review.animating():
            return
    raise AssertionError("the review never came to rest")


@pytest.mark.parametrize("players", [2, 3])
def test_every_choice_shows_the_position_it_was_made_in(tmp_path, monkeypatch, players):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    game = _hand_with_draws(players)
    app, analysis, review = open_review(game, players)
    assert not analysis.problem
    ds = analysis.decisions
    n = len(ds)
    assert n >= 4
    refs = [_reference(game, review.names, review.human, d.ply) for d in ds]

    def check(i, how):
        _rest(app, review)
        assert review.index == i, how
        assert review.pos == ds[i].ply, how
        assert _shown(review) == refs[i], (how, i)
        assert not review.awaiting_draw, how  # no "No play -- draw" prompt in a review
        assert review.shown == i

    check(0, "open")
    forward = [lambda: _key(pygame.K_RIGHT), lambda: _pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT),
               lambda: _click(app, review, review.next),
               lambda: _post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)]
    for i in range(1, n):
        forward[i % len(forward)]()
        check(i, f"forward to {i}")
    back = [lambda: _key(pygame.K_LEFT), lambda: _pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT),
            lambda: _click(app, review, review.previous),
            lambda: _post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)]
    for i in range(n - 2, -1, -1):
        back[i % len(back)]()
        check(i, f"back to {i}")
    # jumps: last, first, by key, pad and mouse; then every choice from every other
    _key(pygame.K_DOWN)
    check(n - 1, "Down: the last")
    _key(pygame.K_UP)
    check(0, "Up: the first")
    _click(app, review, review.last_decision)
    check(n - 1, "mouse: the last")
    _click(app, review, review.first_decision)
    check(0, "mouse: the first")
    _pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    check(n - 1, "pad: the last")
    for a in range(n):
        for b in (0, n - 1, max(0, a - 2), min(n - 1, a + 3)):
            review.go(a)
            check(a, f"go {a}")
            review.go(b)
            check(b, f"go {a} -> {b}")
    # a step pressed while the last one still moves lands on the right choice too
    review.go(0)
    _rest(app, review)
    for _ in range(n - 1):
        _key(pygame.K_RIGHT)
        app.frame(DT)
    check(n - 1, "quick steps forward")
    for _ in range(n - 1):
        _key(pygame.K_LEFT)
        app.frame(DT)
    check(0, "quick steps back")
    review.exit()


def open_review(game, players: int, seed: int = 1, speed: str = "normal"):
    """The review of ``game``'s first hand for seat 0, its analysis done, pushed on a
    fresh app drawing by hand (as in a real game): ``(app, analysis, review)``."""
    app = make_app(speed=speed, auto_draw=False)
    cfg = GameConfig(ruleset="american", players=players, seed=seed)
    analysis = ReviewAnalysis(game.to_record(), 0, 0, _Worker(), ReviewCache(), fast=True)
    while not analysis.done:
        analysis.poll()
    review = ReviewScene(app, game, cfg, hand=0, seat=0, analysis=analysis)
    app.push(review)
    return app, analysis, review


def test_a_step_between_choices_eases_in_and_instant_speed_jumps(tmp_path, monkeypatch):
    """A step fades the last picture into the new position (eased, short); with
    animations instant it is at once. Either way the position is exact at once."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    game = _hand_with_draws(2)
    for speed, fades in (("normal", True), ("instant", False)):
        app, analysis, review = open_review(game, 2, speed=speed)
        _rest(app, review)
        assert review.fade is None
        ref = _reference(game, review.names, review.human, analysis.decisions[1].ply)
        _key(pygame.K_RIGHT)
        app.frame(DT)
        assert review.index == 1 and _shown(review) == ref
        assert (review.fade is not None) == fades, speed
        if fades:
            assert review.animating() and 0 < review.fade_time() <= 0.5
            frames = 0
            while review.fade is not None:
                app.frame(DT)
                frames += 1
            assert frames <= round(review.fade_time() / DT) + 2
        _rest(app, review)
        review.exit()


def test_the_replay_steps_through_the_players_draws_at_normal_speed(tmp_path, monkeypatch):
    """The replay never waits for a click to draw (the hand's draws are played back):
    every step forward lands on the engine's position, draws included."""
    from game.scenes.review.replay import ReplayScene

    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    game = _hand_with_draws(2)
    app = make_app(speed="normal", auto_draw=False)
    cfg = GameConfig(ruleset="american", players=2, seed=1)
    rp = ReplayScene(app, game, cfg, 0)
    app.push(rp)
    for k in range(1, len(rp.plays) + 1):
        _key(pygame.K_RIGHT)
        _rest(app, rp)
        assert rp.pos == k and not rp.awaiting_draw
        ref = _reference(game, rp.names, rp.human, k)
        shown = _shown(rp)
        shown["hands"] = [sorted(h) for h in rp.view.hands]
        assert shown == ref, k
    rp.exit()
