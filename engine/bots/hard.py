"""Hard: determinized Monte-Carlo search over the hidden tiles.

Each iteration samples a *world*: the tiles the bot cannot see, dealt
uniformly among the deals consistent with its view (hand sizes, boneyard
size, and the pips each seat is known not to hold: :class:`DealSampler`). The
world is weighted by how well it explains the other seats' plays this hand
(:class:`PlayModel`: a seat that left points on the table probably did not
hold the tile that would have scored them). In that world the bot plays every
legal move and finishes the hand with a fast rollout (:mod:`engine.bots.sim`)
in which every seat plays Medium's way with the world's hands known: most
points now, ties to the play that leaves the next hand the least to score,
then the heaviest tile. A move's value is the change of the scores over the
rest of the hand -- points scored by plays, hand-end deductions or the Sniff
61 bonus -- seen from the bot's side (its partnership in the 4-player game:
the partner's points count as its own; with 3 or 4 players alone, its change
minus the others' average), plus a bonus (or malus) of the target when the
game is won (or lost) on the way. All moves share each world, so their
differences are measured with little noise. The move with the best weighted
mean is played.

Budgets: ``time_budget`` seconds per decision (``None``: no clock; the search
stops before the next world would pass 95% of it) and ``iterations`` worlds
at most. A single legal move is played at once, and so is a play that reaches
the target. With a seed and ``time_budget=None`` the choice is a pure function
of the view.
"""

from __future__ import annotations

import time

from ..rules import get_ruleset
from .base import Bot
from .core import entry_of, play_total, points_of
from .infer import DEFAULT_BETA, PlayModel
from .sampling import DealSampler
from .sim import SimSpec, sim_ends, simulate

__all__ = ["HardBot", "DEFAULT_TIME_BUDGET", "DEFAULT_ITERATIONS"]

DEFAULT_TIME_BUDGET = 0.5
DEFAULT_ITERATIONS = 2000
SAFETY = 0.95


class HardBot(Bot):
    """Determinized Monte-Carlo with greedy rollouts; see the module docstring."""

    level = "hard"

    def __init__(self, seed: int | None = None, time_budget: float | None = DEFAULT_TIME_BUDGET,
                 iterations: int = DEFAULT_ITERATIONS, beta: float = DEFAULT_BETA,
                 defend: bool = True, win_bonus: bool = True):
        super().__init__(seed)
        self.beta = beta
        self.defend = defend
        #: Add (or take off) the target when the game is won (or lost) in a rollout.
        #: Off, a value is the points alone (the coach's "points to gain": a win
        #: counted as 100 more points made a sure +15 "about 145 points" short).
        self.win_bonus = win_bonus
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.time_budget = time_budget
        self.iterations = iterations
        #: Per searched decision: (sampled worlds, seconds).
        self.searches: list[tuple[int, float]] = []
        self.last_values: dict[int, float] = {}

    def _choose(self, view, codes):
        t0 = time.perf_counter()
        rules = get_ruleset(view.ruleset)
        div = rules.points_divisor
        me = view.seat
        teams = view.teams
        entry = entry_of(me, teams)
        # A play that reaches the target wins at once.
        have = view.scores[entry]
        wins = [c for c in codes
                if points_of(play_total(view.layout, c), div)
                and have + points_of(play_total(view.layout, c), div) >= view.target]
        if wins:
            return max(wins, key=lambda c: (play_total(view.layout, c), c))
        values = self.evaluate(view, codes, t0)
        best = max(range(len(codes)), key=lambda i: (values[i], -i))
        return codes[best]

    def evaluate(self, view, codes, t0=None) -> list[float]:
        """Mean value of each move code over the sampled worlds (see the module docstring)."""
        if t0 is None:
            t0 = time.perf_counter()
        rng = self.rng
        players = view.players
        teams = view.teams
        entry = entry_of(view.seat, teams)
        target = view.target
        win = float(target) if self.win_bonus else 0.0
        root = list(view.scores)
        n_entries = len(root)
        sampler = DealSampler(view)
        model = PlayModel(view, self.beta)
        spec = SimSpec(view.ruleset, players, teams, target, self.defend)
        ends0, sniff0 = sim_ends(view.layout)
        total0 = view.layout.total
        empty0 = not view.layout.placed
        me = view.seat
        plays = []
        for c in codes:
            pc = c & 255
            at = -1
            if pc != 255:
                at = next(k for k, sl in enumerate(view.layout.slots) if sl[0] == pc)
            plays.append((c >> 8, at))
        sums = [0.0] * len(codes)
        wsum = 0.0
        budget = self.time_budget
        # Stop before the next world would overrun 95% of the budget: the whole
        # decision, setup included, stays within the budget.
        deadline = None if budget is None else t0 + SAFETY * budget
        it = 0
        last = t0
        step = 0.0
        two_sides = teams or players == 2
        other = 1 - entry
        spread = n_entries - 1
        while it < self.iterations:
            hands, bone = sampler.sample(rng)
            w = model.weight(hands) if model else 1.0
            wsum += w
            for i, (tile, at) in enumerate(plays):
                sc = list(root)
                won = simulate(spec, list(ends0), total0, sniff0, empty0, list(hands), bone, me,
                               sc, tile, at)
                if two_sides:
                    v = (sc[entry] - root[entry]) - (sc[other] - root[other])
                else:
                    v = (sc[entry] - root[entry]) - (sum(sc) - sum(root)
                                                     - sc[entry] + root[entry]) / spread
                if won >= 0:
                    v += win if won == entry else -win
                sums[i] += w * v
            it += 1
            if deadline is not None:
                now = time.perf_counter()
                step = max(step * 0.9, now - last)
                last = now
                if now + 1.5 * step > deadline:
                    break
        self.searches.append((it, time.perf_counter() - t0))
        values = [s / wsum for s in sums]
        self.last_values = dict(zip(codes, values))
        return values
