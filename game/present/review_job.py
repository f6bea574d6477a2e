"""The coach's analysis of one hand, in flight: the player's decisions are reviewed
one by one in the bots' worker (``BotWorker.review``), never on the frame's thread;
``poll()`` each frame collects what is done (``progress``), and a finished review
is kept in the :class:`game.persistence.ReviewCache`, so reopening it is instant.

Pure Python (no pygame): the review scene draws it, the summary starts it.
"""

from __future__ import annotations

from engine.bots.review import Decision, player_decisions

from .coach import CoachReport, coach_report, score_unit

__all__ = ["ReviewAnalysis", "REVIEW_ITERATIONS", "FAST_ITERATIONS", "cached_decisions"]

#: Worlds per decision: the review's depth (deterministic: no clock). About 0.3 s a
#: decision in the worker; at 2000 the mark of a play rarely depends on the seed.
REVIEW_ITERATIONS = 2000
#: Demo games and tests.
FAST_ITERATIONS = 40
#: The evaluator's seed: the same hand always gets the same review.
SEED = 1


def cached_decisions(cached: list, todo: list) -> list[Decision] | None:
    """The decisions of a cached review if they fit the hand's choices ``todo``
    (:func:`engine.bots.review.player_decisions`), else None."""
    if len(cached) != len(todo):
        return None
    out = []
    for d, (view, code) in zip(cached, todo):
        try:
            dec = Decision.from_json(d)
        except ValueError:
            return None
        legal = view.legal_codes
        if (dec.played != code or dec.best not in legal or dec.seat != view.seat
                or dec.ply != len(view.moves) or dec.choices != len(legal)):
            return None
        out.append(dec)
    return out


class ReviewAnalysis:
    """``seat``'s decisions in hand ``hand`` of ``record`` (``Game.to_record()``).

    ``decisions`` fills in order; ``done`` once every one is back; ``problem`` holds
    a message if the worker failed (the decisions reviewed so far stay).
    """

    def __init__(self, record: dict, seat: int, hand: int, worker, cache=None,
                 fast: bool = False):
        from ..persistence import review_key

        self.seat = seat
        self.hand = hand
        #: The ruleset's smallest score: the coach's points are in these units.
        self.unit = score_unit(record.get("ruleset", "american"))
        self.cache = cache
        self.iterations = FAST_ITERATIONS if fast else REVIEW_ITERATIONS
        self.key = review_key(record, seat, hand, self.iterations)
        self.decisions: list[Decision] = []
        self.pending: list = []
        self.problem = ""
        self.total = 0
        self.from_cache = False
        todo = player_decisions(record, seat, hand)
        cached = cache.get(self.key) if cache is not None else None
        if cached is not None:
            # a cached review is shown only if it is this hand's: one decision for each
            # of the player's choices, the play made, the best play a legal one
            # (a damaged or hand-edited entry is analysed again and replaced)
            decisions = cached_decisions(cached, todo)
            if decisions is not None:
                self.decisions = decisions
                self.total = len(decisions)
                self.from_cache = True
                return
        self.total = len(todo)
        self.pending = [worker.review(view, code, SEED, self.iterations) for view, code in todo]
        if not todo:
            self._finish()

    @property
    def done(self) -> bool:
        return len(self.decisions) == self.total or bool(self.problem)

    @property
    def progress(self) -> float:
        """0 -> 1."""
        return 1.0 if self.total == 0 else len(self.decisions) / self.total

    @property
    def report(self) -> CoachReport:
        """The coach's one report on the decisions so far: the hand summary's coach line,
        the review's panel and the statistics all read it."""
        return coach_report(self.decisions, getattr(self, "unit", 5))

    def poll(self) -> bool:
        """Collect the decisions now reviewed (in order). True if something changed."""
        changed = False
        while self.pending and not self.problem and self.pending[0].ready():
            job = self.pending.pop(0)
            try:
                self.decisions.append(Decision.from_json(job.result()))
            except Exception as e:  # noqa: BLE001 - a worker failure is said, not raised
                self.problem = str(e) or type(e).__name__
                self.cancel()
            changed = True
            if len(self.decisions) == self.total:
                self._finish()
        return changed

    def _finish(self) -> None:
        if self.cache is not None and not self.from_cache:
            # the statistics' number: the hand's points to gain as the summary says it
            self.cache.put(self.key, [d.to_json() for d in self.decisions],
                           self.report.total)

    def cancel(self) -> None:
        for p in self.pending:
            p.cancel()
        self.pending = []
