"""The bots' moves and the long jobs (hints, the coach's reviews) run in separate
workers: a bot's move never queues behind a hint."""

from __future__ import annotations

import threading
import time

from engine.game import Game
from game import bots_worker
from game.bots_worker import BotWorker


def _kill(worker: BotWorker) -> None:
    """End the worker processes now (a long hint would otherwise run on)."""
    lane = getattr(worker, "_analysis", None)
    pools = [worker.pool, getattr(lane, "pool", None)]
    worker.close()
    for pool in pools:
        for p in list((getattr(pool, "_processes", None) or {}).values()):
            p.terminate()
            p.join(10)


def _position():
    g = Game("american", 2, seed=5)
    g.deal()
    return g.view(g.turn)


def _answered_during_long_hint(processes: bool) -> None:
    worker = BotWorker(fast=True, processes=processes)
    try:
        view = _position()
        warm = worker.request(view, "easy")  # the bots' worker is up
        deadline = time.monotonic() + 60
        while not warm.ready() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert warm.ready()
        hint = worker.hint(view, seed=1, iterations=400_000)  # a long job
        time.sleep(0.3)
        asked = time.monotonic()
        bot = worker.request(view, "easy")
        while not bot.ready() and time.monotonic() < asked + 20:
            time.sleep(0.02)
        assert bot.ready(), "the bot's move waited behind the hint"
        assert bot.result().code in set(view.legal_codes)
        assert not hint.future.done(), "the hint was not still running"
    finally:
        _kill(worker)


def test_a_bots_move_is_answered_while_a_long_hint_runs():
    _answered_during_long_hint(processes=True)


def test_the_same_with_worker_threads(monkeypatch):
    # A thread cannot be killed: a real 400,000-world hint would run on for minutes after
    # the test, taking the GIL from every later test in this process. The hint here is as
    # long and as busy (pure Python holding the GIL) until the test releases it.
    release = threading.Event()

    def long_hint(view, seed=0, iterations=2000):
        n = 0
        while not release.is_set():
            n += sum(i * i for i in range(200))
        return real(view, seed, 20)
    real = bots_worker.hint_move
    monkeypatch.setattr(bots_worker, "hint_move", long_hint)
    try:
        _answered_during_long_hint(processes=False)
    finally:
        release.set()


def test_the_hints_worker_starts_only_when_asked_and_closes_with_the_game():
    worker = BotWorker(fast=True, processes=False)
    assert worker._analysis is None  # no second worker until a hint or review is asked
    p = worker.hint(_position(), seed=1, iterations=20)
    deadline = time.monotonic() + 30
    while not p.ready() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert p.ready() and worker._analysis is not None
    worker.close()
    assert worker._analysis.pool._shutdown
