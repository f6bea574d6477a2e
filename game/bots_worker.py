"""Bot turns and hints computed off the main thread.

``BotWorker.request(view, level)`` starts the bot's choice in the background
and returns a :class:`Pending`; the table polls ``Pending.ready(now)`` each
frame, which also waits out a minimum visible think time. The frame loop never
blocks on a bot.

The background is one worker *process* for the bots when one can be started (a
Hard bot's search is pure Python: in a thread it would hold the GIL and stall the
frames, measured at 30+ ms a frame), else a worker thread; hints and the coach's
reviews run in a second one, started when first asked for, so a bot never waits
behind them. A view pickles small; the processes are started once per table.

The bots live in ``engine.bots`` (``make_bot(level, seed).choose(view)``,
``hint(view)``); if that package cannot be imported, a random legal move is used.
"""

from __future__ import annotations

import multiprocessing
import random
import time
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
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
            budget = dict(FAST_BUDGET) if fast else {}  # Hard's own default budget: 0.5 s
        elif level == "expert" and fast:
            budget = {"time_budget": FAST_BUDGET["time_budget"]}  # else its own 0.5 s
        try:
            return bots.make_bot(level, seed=seed, **budget).choose(view)
        except TypeError:  # a bot without budgets
            return bots.make_bot(level, seed=seed).choose(view)
    rng = random.Random(seed)
    return Move.from_code(rng.choice(list(view.legal_codes)))


def hint_move(view, seed: int = 0, iterations: int = 2000):
    """A hint for ``view``: ``(move, points, reason)``, from the coach's own evaluation
    (no clock: the review's ``seed`` and ``iterations``), so the play it names is the
    play the review calls best in the same position."""
    bots = _bots()
    if bots is not None and hasattr(bots, "hint"):
        h = bots.hint(view, seed=seed, time_budget=None, iterations=iterations)
        return HintResult(h.move, h.points, h.reason)
    move = Move.from_code(random.choice(list(view.legal_codes)))
    return HintResult(move, 0, "a legal play")


def review_job(view, code: int, seed: int, iterations: int) -> dict:
    """The coach's review of one decision (``engine.bots.review``), as a plain dict."""
    from engine.bots.review import review_decision
    return review_decision(view, code, seed=seed, iterations=iterations).to_json()


def _watch_parent(lifeline) -> None:
    """In the worker process: exit as soon as the game process is gone."""
    import os
    import threading

    def watch():
        try:
            lifeline.recv()  # nothing is ever sent: this returns only by EOFError
        except (EOFError, OSError):
            pass
        os._exit(0)
    threading.Thread(target=watch, name="sniff-lifeline", daemon=True).start()


class Pending:
    """A bot choice in flight. ``ready(now)`` is True once the move is known and the
    minimum think time has passed; ``result()`` then returns it (or raises its error).

    If the worker process died, the job is run again in a thread (``retry``)."""

    def __init__(self, future: Future, min_think: float, retry=None):
        self.future = future
        self.started = time.perf_counter()
        self.min_think = min_think
        self.retry = retry

    def _check(self) -> None:
        if self.retry is not None and self.future.done() and self.future.exception() is not None:
            retry, self.retry = self.retry, None
            self.future = retry()

    def ready(self, now: float | None = None) -> bool:
        self._check()
        now = time.perf_counter() if now is None else now
        return self.future.done() and now - self.started >= self.min_think

    def result(self):
        return self.future.result()

    def cancel(self) -> None:
        self.future.cancel()


class _Lane:
    """One background worker: a process (its lifeline as described in :class:`BotWorker`)
    or, where no process can be started, a thread."""

    def __init__(self, name: str, processes: bool):
        self.name = name
        self.threads: ThreadPoolExecutor | None = None
        self.pool = None
        self._lifeline = None
        if processes:
            try:
                ctx = multiprocessing.get_context("spawn")
                # the worker holds the reading end; this process alone holds the writing
                # end, so the worker sees end-of-file and exits when the game is gone,
                # even if it was killed (SIGKILL) without closing anything
                reader, self._lifeline = ctx.Pipe(duplex=False)
                self.pool = ProcessPoolExecutor(max_workers=1, mp_context=ctx,
                                                initializer=_watch_parent, initargs=(reader,))
            except (OSError, ValueError, ImportError, NotImplementedError):
                # NotImplementedError is what multiprocessing raises where the platform has
                # no working semaphores (some sandboxes): fall back to a thread.
                self.pool = None
        if self.pool is None:
            self.pool = self._thread_pool()

    @property
    def uses_process(self) -> bool:
        return isinstance(self.pool, ProcessPoolExecutor)

    def _thread_pool(self) -> ThreadPoolExecutor:
        if self.threads is None:
            self.threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
        return self.threads

    def submit(self, fn, *args) -> Pending:
        def in_thread():
            return self._thread_pool().submit(fn, *args)
        try:
            fut = self.pool.submit(fn, *args)
        except Exception:  # noqa: BLE001 - a broken or shut-down pool: use a thread
            self.pool = self._thread_pool()
            return Pending(in_thread(), 0.0)
        retry = in_thread if self.uses_process else None
        return Pending(fut, 0.0, retry)

    def close(self) -> None:
        for pool in {self.pool, self.threads} - {None}:
            pool.shutdown(wait=False, cancel_futures=True)
        # the lifeline stays open: the worker ends by the pool's own shutdown, and the
        # lifeline only when this process is gone


class BotWorker:
    """Runs bot choices in one background process (or thread), and hints and the
    coach's reviews in a second one, started the first time one is asked for: a bot's
    move never queues behind a 2000-world hint or a review."""

    def __init__(self, fast: bool = False, processes: bool = True):
        self.fast = fast
        self.processes = processes
        self.bots = _Lane("sniff-bot", processes)
        self._analysis: _Lane | None = None
        self.closed = False

    @property
    def pool(self):
        """The bots' pool (a process pool, or a thread pool where none can start)."""
        return self.bots.pool

    @property
    def uses_process(self) -> bool:
        return self.bots.uses_process

    @property
    def analysis(self) -> _Lane:
        """The hints' and reviews' own worker, started on first use."""
        if self._analysis is None:
            self._analysis = _Lane("sniff-coach", self.processes and not self.closed)
            if self.closed:
                self._analysis.close()
        return self._analysis

    def request(self, view, level: str, seed=None, min_think: float = 0.0) -> Pending:
        p = self.bots.submit(choose_move, view, level, seed, self.fast)
        p.min_think = min_think
        return p

    def hint(self, view, seed: int = 0, iterations: int = 2000) -> Pending:
        """The hint for ``view`` with the review's ``seed`` and ``iterations``."""
        return self.analysis.submit(hint_move, view, seed, iterations)

    def review(self, view, code: int, seed: int = 0, iterations: int = 2000) -> Pending:
        """Review one of the player's decisions (the coach); the result is a dict."""
        return self.analysis.submit(review_job, view, code, seed, iterations)

    def close(self) -> None:
        self.closed = True
        for lane in (self.bots, self._analysis):
            if lane is not None:
                lane.close()


class HintAhead:
    """The hint for the human's position, worked out ahead in ``worker``: ``want(key,
    view_of)`` as the human's turn begins (and after each draw) starts it for position
    ``key`` unless it is already known or in flight; a hint for a position gone by is
    dropped (cancelled if not started, else its answer ignored). Once the answer is in,
    nothing runs: idle costs nothing. ``seed`` and ``iterations`` are the review's."""

    def __init__(self, worker: BotWorker, seed: int, iterations: int):
        self.worker = worker
        self.seed = seed
        self.iterations = iterations
        self.key = None
        self.pending: Pending | None = None
        self.answer: HintResult | None = None
        self.error: Exception | None = None

    def want(self, key, view_of) -> None:
        """Position ``key`` (``view_of()`` its view) is the human's to play."""
        if key == self.key:
            return
        self.drop()
        self.key = key
        self.pending = self.worker.hint(view_of(), self.seed, self.iterations)

    def drop(self) -> None:
        """Forget the hint (its position is gone)."""
        if self.pending is not None:
            self.pending.cancel()
        self.key, self.pending, self.answer, self.error = None, None, None, None

    def known(self, key) -> bool:
        """The hint for position ``key`` is in (an answer, or an error to say)."""
        if key != self.key:
            return False
        if self.pending is not None and self.pending.ready():
            pending, self.pending = self.pending, None
            try:
                self.answer = pending.result()
            except Exception as e:  # noqa: BLE001 - a failed hint only says so
                self.error = e
        return self.pending is None
