"""Bot turns and hints computed off the main thread.

``BotWorker.request(view, level)`` starts the bot's choice in a worker thread
and returns a :class:`Pending`; the table polls ``Pending.ready(now)`` each
frame, which also waits out a minimum visible think time. The frame loop never
blocks on a bot.

The bots live in ``engine.bots`` (``make_bot(level, seed).choose(view)``,
``hint(view)``); if that package cannot be imported, a random legal move is used.
"""

from __future__ import annotations

import random
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from engine.moves import Move

__all__ = ["BotWorker", "Pending", "choose_move", "hint_move", "FAST_BUDGET"]

#: Budgets for demo games and tests: quick, so whole games finish fast.
FAST_BUDGET = {"time_budget": 0.05, "iterations": 60}


@dataclass
class HintResult:
    move: Move
    points: int
    reason: str


def _bots():
    try:
        import engine.bots as bots
        return bots
    except ImportError:
        return None


def choose_move(view, level: str, seed=None, fast: bool = False) -> Move:
    """The bot's move for ``view`` (runs in the worker thread)."""
    bots = _bots()
    if bots is not None:
        budget = {}
        if level == "hard":
            budget = dict(FAST_BUDGET) if fast else {"time_budget": 0.6}
        try:
            return bots.make_bot(level, seed=seed, **budget).choose(view)
        except TypeError:  # a bot without budgets
            return bots.make_bot(level, seed=seed).choose(view)
    rng = random.Random(seed)
    return Move.from_code(rng.choice(list(view.legal_codes)))


def hint_move(view, fast: bool = False):
    """A hint for ``view``: ``(move, points, reason)``."""
    bots = _bots()
    if bots is not None and hasattr(bots, "hint"):
        try:
            h = bots.hint(view, **(FAST_BUDGET if fast else {"time_budget": 0.5}))
        except TypeError:
            h = bots.hint(view)
        return HintResult(h.move, h.points, h.reason)
    move = Move.from_code(random.choice(list(view.legal_codes)))
    return HintResult(move, 0, "a legal play")


class Pending:
    """A bot choice in flight. ``ready(now)`` is True once the move is known and the
    minimum think time has passed; ``result()`` then returns it (or raises its error)."""

    def __init__(self, future: Future, min_think: float):
        self.future = future
        self.started = time.perf_counter()
        self.min_think = min_think

    def ready(self, now: float | None = None) -> bool:
        now = time.perf_counter() if now is None else now
        return self.future.done() and now - self.started >= self.min_think

    def result(self):
        return self.future.result()

    def cancel(self) -> None:
        self.future.cancel()


class BotWorker:
    """One background thread for bot choices and hints."""

    def __init__(self, fast: bool = False):
        self.fast = fast
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sniff-bot")

    def request(self, view, level: str, seed=None, min_think: float = 0.0) -> Pending:
        fut = self.pool.submit(choose_move, view, level, seed, self.fast)
        return Pending(fut, min_think)

    def hint(self, view) -> Pending:
        return Pending(self.pool.submit(hint_move, view, self.fast), 0.0)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
