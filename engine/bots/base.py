"""The bot interface and the two simple levels, Easy and Medium."""

from __future__ import annotations

import abc
import random
import time

from ..moves import Move
from ..rules import get_ruleset
from ..tiles import PIPS, WITH_ANY
from ..view import PlayerView
from .core import best_reply_points, play_total, points_of

__all__ = ["Bot", "EasyBot", "MediumBot", "legal_codes_of", "medium_key"]

#: Easy takes a play whose counted total is at least this (10 points in American
#: Sniff, 2 points in Sniff 61).
EASY_BIG_TOTAL = 10


def legal_codes_of(view: PlayerView) -> list[int]:
    """The legal move codes of a view whose seat is to play.

    Raises ``ValueError`` when the view's seat is not to play.
    """
    if view.phase != "play" or view.turn != view.seat or not view.legal_codes:
        raise ValueError(f"seat {view.seat} is not to play in this view")
    return sorted(view.legal_codes)


class Bot(abc.ABC):
    """A player: :meth:`choose` reads one seat's :class:`PlayerView` and returns a Move.

    ``times`` collects the wall time of every decision in seconds and
    ``choice_times`` those of the decisions with more than one legal move (the
    arena reports them); ``forced`` counts decisions with a single legal move.
    """

    level = "bot"

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self.rng = random.Random(seed)
        self.times: list[float] = []
        self.choice_times: list[float] = []
        self.forced = 0

    def choose(self, view: PlayerView) -> Move:
        """The move to play in ``view`` (the seat to play must be the view's seat)."""
        return Move.from_code(self.choose_code(view))

    def choose_code(self, view: PlayerView) -> int:
        t0 = time.perf_counter()
        codes = legal_codes_of(view)
        if len(codes) == 1:
            self.forced += 1
            code = codes[0]
            self.times.append(time.perf_counter() - t0)
        else:
            code = self._choose(view, codes)
            dt = time.perf_counter() - t0
            self.times.append(dt)
            self.choice_times.append(dt)
        return code

    @abc.abstractmethod
    def _choose(self, view: PlayerView, codes: list[int]) -> int:
        """The chosen move code among ``codes`` (two or more legal moves)."""

    def __repr__(self):
        return f"<{type(self).__name__} seed={self.seed}>"


class EasyBot(Bot):
    """A casual beginner: a random legal move, unless one scores big (total >= 10)."""

    level = "easy"

    def _choose(self, view, codes):
        div = get_ruleset(view.ruleset).points_divisor
        lay = view.layout
        best, best_pts = None, 0
        for c in codes:
            total = play_total(lay, c)
            pts = points_of(total, div)
            if total >= EASY_BIG_TOTAL and pts > best_pts:
                best, best_pts = c, pts
        if best is not None:
            return best
        return self.rng.choice(codes)


def medium_key(view: PlayerView, code: int, div: int, lay=None):
    """Medium's preference for ``code``: (points now, -what the next seat may score
    after it, pips shed). ``lay`` is a scratch copy of the view's layout."""
    if lay is None:
        lay = view.layout.copy()
    total = play_total(view.layout, code)
    pts = points_of(total, div)
    tile = code >> 8
    threat = 0
    if view.hand_sizes[view.seat] > 1:  # a domino leaves nobody a reply
        nxt = (view.seat + 1) % view.players
        could = view.unseen_mask & ~WITH_ANY[view.void[nxt]]
        snap = lay.snapshot()
        lay.apply(code)
        threat = best_reply_points(lay, could, div)
        lay.restore(snap)
    return (pts, -threat, PIPS[tile])


class MediumBot(Bot):
    """Greedy: most points now; ties by least left to the next seat, then heaviest tile."""

    level = "medium"

    def _choose(self, view, codes):
        div = get_ruleset(view.ruleset).points_divisor
        lay = view.layout.copy()
        keyed = [(medium_key(view, c, div, lay), c) for c in codes]
        top = max(k for k, _ in keyed)
        best = [c for k, c in keyed if k == top]
        return best[0] if len(best) == 1 else self.rng.choice(best)
