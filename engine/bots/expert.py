"""Expert: Hard's sampled worlds with a stronger rollout policy, valued by the game.

Like Hard, Expert reads only its :class:`~engine.view.PlayerView`. It samples
the hidden tiles uniformly among the deals consistent with the view
(:class:`~engine.bots.sampling.DealSampler`: hand sizes, boneyard size, the
pips each seat drew or passed on) and weighs each world by how well it
explains the other seats' plays this hand (:class:`~engine.bots.infer.PlayModel`).

By default (``depth=None``) each world is Hard's scheme: every legal move is
played and the hand finished by a rollout, all moves sharing the world. The
rollouts follow :mod:`engine.bots.policy` instead of Hard's rule (points, the
next seat's reply, a two-ply look at the exchange, shedding pips, blocking,
playable tiles); worlds are sampled until the clock (no cap of 2000 as Hard
has). With 2 players and the boneyard empty nothing is hidden, and the rest of
the hand is solved exactly by alpha-beta (:mod:`engine.bots.search`) when that
fits half the budget.

With ``depth=N`` each world is instead searched with alpha-beta by iterative
deepening under the clock (Hard's rollouts at the depth limit); measured no
better than Hard (``bench/RESULTS.md``), kept for comparison.

A finished hand is valued by the game, not the hand: the probability that the
bot's side wins from the scores after it (:mod:`engine.bots.winprob`; a play
reaching the target is a win at once, a Sniff 61 bonus counts), plus a tiny
tie-break of net points. Where no table fits (3 players alone, a target the
tables were not made for, such as the arena's endless hands) it plays for net
points like Hard, with the target as the win bonus.

Budgets: ``time_budget`` seconds per decision (``None``: no clock, ``worlds``
worlds, deterministic with a seed), ``max_worlds`` at most with a clock,
``depth`` (see above), ``endgame`` (tiles left in the hands up to which a
2-player hand with an empty boneyard is solved; 0: never). A single legal
move is played at once, and so is a play that reaches the target.
"""

from __future__ import annotations

import time

from ..rules import get_ruleset
from .base import Bot
from .core import entry_of, play_total, points_of
from .infer import DEFAULT_BETA, PlayModel
from .policy import WEIGHTS, simulate_policy
from .sampling import DealSampler
from .search import SearchTimeout, WorldSearch, root_plays
from .sim import SimSpec, sim_ends
from .winprob import table_for

__all__ = ["ExpertBot", "DEFAULT_TIME_BUDGET", "DEFAULT_WORLDS", "DEFAULT_DEPTH"]

DEFAULT_TIME_BUDGET = 0.5
#: Worlds the clock is shared among (each gets an equal slice of what is left).
DEFAULT_WORLDS = 96
MAX_WORLDS = 4000
#: Deepest iteration of the alpha-beta scheme (``depth=N``).
DEFAULT_DEPTH = 12
#: The clock is shared out to end the searches by this part of the budget ...
SAFETY = 0.85
#: ... and a search still running at this part of it is abandoned.
HARD_STOP = 0.9
#: Exact endgames: at most this many tiles in the hands, within this part of the budget.
ENDGAME_TILES = 28
ENDGAME_PART = 0.5
#: Weight of one net point next to the win probability (a tie-break only).
POINT_EPS = 1e-5


class ExpertBot(Bot):
    """Determinized alpha-beta with iterative deepening; see the module docstring."""

    level = "expert"

    def __init__(self, seed: int | None = None, time_budget: float | None = DEFAULT_TIME_BUDGET,
                 worlds: int = DEFAULT_WORLDS, depth: int | None = None,
                 beta: float = DEFAULT_BETA, max_worlds: int = MAX_WORLDS,
                 for_game: bool = True, draw_leaf: bool = False, weights=WEIGHTS,
                 endgame: int = ENDGAME_TILES):
        super().__init__(seed)
        if worlds < 1 or max_worlds < 1:
            raise ValueError("worlds must be at least 1")
        if depth is not None and depth < 1:
            raise ValueError("depth must be at least 1")
        self.time_budget = time_budget
        self.worlds = worlds
        self.max_worlds = max_worlds
        #: ``None``: policy rollouts (the default); a number: alpha-beta that deep.
        self.depth = depth
        self.weights = weights
        #: Solve 2-player hands exactly once the boneyard is empty and at most this
        #: many tiles are left in the hands (0: never).
        self.endgame = endgame
        self.beta = beta
        self.for_game = for_game
        self.draw_leaf = draw_leaf
        #: Per searched decision: (worlds, seconds, positions searched, mean depth).
        self.searches: list[tuple[int, float, int, float]] = []
        self.last_values: dict[int, float] = {}

    def _choose(self, view, codes):
        t0 = time.perf_counter()
        div = get_ruleset(view.ruleset).points_divisor
        have = view.scores[entry_of(view.seat, view.teams)]
        wins = []
        for c in codes:
            pts = points_of(play_total(view.layout, c), div)
            if pts and have + pts >= view.target:
                wins.append(c)
        if wins:
            return max(wins, key=lambda c: (play_total(view.layout, c), c))
        values = self.evaluate(view, codes, t0)
        best = max(range(len(codes)), key=lambda i: (values[i], -i))
        return codes[best]

    def value_function(self, view):
        """``value(scores, winner)`` of a finished (or won) hand for this seat's side."""
        teams = view.teams
        me = view.seat
        ent = entry_of(me, teams)
        root = list(view.scores)
        target = view.target
        two = teams or view.players == 2
        table = table_for(view.ruleset, view.players, target) if self.for_game and two else None
        if table is not None:
            other = 1 - ent

            def value(sc, won):
                net = (sc[ent] - root[ent]) - (sc[other] - root[other])
                if won >= 0:
                    return (1.0 if won == ent else 0.0) + POINT_EPS * net
                return table(sc[ent], sc[other]) + POINT_EPS * net
            return value
        win = float(target)
        if two:
            other = 1 - ent

            def value(sc, won):
                v = (sc[ent] - root[ent]) - (sc[other] - root[other])
                if won >= 0:
                    v += win if won == ent else -win
                return v
            return value
        spread = len(root) - 1
        base_sum = sum(root)

        def value(sc, won):
            mine = sc[ent] - root[ent]
            v = mine - (sum(sc) - base_sum - mine) / spread
            if won >= 0:
                v += win if won == ent else -win
            return v
        return value

    def evaluate(self, view, codes, t0=None) -> list[float]:
        """Weighted mean value of each move code over the sampled worlds."""
        if self.depth is None:
            if t0 is None:
                t0 = time.perf_counter()
            exact = self.solve_endgame(view, codes, t0) if self.endgame else None
            if exact is not None:
                self.last_values = dict(zip(codes, exact))
                return exact
            return self.evaluate_rollouts(view, codes, t0)
        return self.evaluate_search(view, codes, t0)

    def solve_endgame(self, view, codes, t0) -> list[float] | None:
        """Exact values when nothing is hidden (2 players, the boneyard empty: the
        other hand is every unseen tile) and the rest of the hand is small enough to
        search in full within half the budget; else ``None``."""
        if view.players != 2 or view.boneyard_size or sum(view.hand_sizes) > self.endgame:
            return None
        sampler = DealSampler(view)
        hands, bone = sampler.sample(self.rng)  # the only world there is
        spec = SimSpec(view.ruleset, view.players, view.teams, view.target, True)
        ws = WorldSearch(spec, view.seat, self.value_function(view), bone)
        budget = self.time_budget
        ws.stop_at = None if budget is None else t0 + ENDGAME_PART * budget
        ends0, sniff0 = sim_ends(view.layout)
        try:
            vals, complete = ws.root_values(ends0, view.layout.total, sniff0,
                                            not view.layout.placed, hands, list(view.scores),
                                            root_plays(view.layout, codes), 64)
        except SearchTimeout:
            return None
        if not complete:
            return None
        self.searches.append((1, time.perf_counter() - t0, ws.nodes, 64.0))
        return vals

    def evaluate_rollouts(self, view, codes, t0=None) -> list[float]:
        """Every move in every sampled world, the hand finished by the policy."""
        if t0 is None:
            t0 = time.perf_counter()
        clock = time.perf_counter
        rng = self.rng
        sampler = DealSampler(view)
        model = PlayModel(view, self.beta)
        spec = SimSpec(view.ruleset, view.players, view.teams, view.target)
        value = self.value_function(view)
        ends0, sniff0 = sim_ends(view.layout)
        total0 = view.layout.total
        empty0 = not view.layout.placed
        plays = root_plays(view.layout, codes)
        scores0 = list(view.scores)
        me = view.seat
        pols = [self.weights] * view.players
        budget = self.time_budget
        deadline = None if budget is None else t0 + SAFETY * budget
        sums = [0.0] * len(codes)
        wsum = 0.0
        worlds = 0
        last = t0
        step = 0.0
        limit = self.worlds if deadline is None else self.max_worlds
        while worlds < limit:
            hands, bone = sampler.sample(rng)
            w = model.weight(hands) if model else 1.0
            wsum += w
            for i, (tile, at) in enumerate(plays):
                sc = list(scores0)
                won = simulate_policy(spec, list(ends0), total0, sniff0, empty0, list(hands),
                                      bone, me, sc, tile, at, pols)
                sums[i] += w * value(sc, won)
            worlds += 1
            if deadline is not None:
                now = clock()
                step = max(step * 0.9, now - last)
                last = now
                if now + 1.5 * step > deadline:
                    break
        self.searches.append((worlds, clock() - t0, worlds * len(plays), 1.0))
        values = [s / wsum for s in sums]
        self.last_values = dict(zip(codes, values))
        return values

    def evaluate_search(self, view, codes, t0=None) -> list[float]:
        """Weighted mean value of each move code over the alpha-beta searched worlds."""
        if t0 is None:
            t0 = time.perf_counter()
        clock = time.perf_counter
        rng = self.rng
        sampler = DealSampler(view)
        model = PlayModel(view, self.beta)
        spec = SimSpec(view.ruleset, view.players, view.teams, view.target, True)
        value = self.value_function(view)
        ends0, sniff0 = sim_ends(view.layout)
        total0 = view.layout.total
        empty0 = not view.layout.placed
        plays = root_plays(view.layout, codes)
        scores0 = list(view.scores)
        me = view.seat
        budget = self.time_budget
        deadline = None if budget is None else t0 + SAFETY * budget
        stop_at = None if budget is None else t0 + HARD_STOP * budget
        sums = [0.0] * len(codes)
        wsum = 0.0
        worlds = 0
        nodes = 0
        depth_sum = 0
        min_world = 0.0
        while worlds < self.max_worlds:
            if deadline is None and worlds >= self.worlds:
                break
            hands, bone = sampler.sample(rng)
            w = model.weight(hands) if model else 1.0
            ws = WorldSearch(spec, me, value, bone, self.draw_leaf)
            start = clock()
            if deadline is None:
                for d in range(1, self.depth + 1):
                    vals, complete = ws.root_values(ends0, total0, sniff0, empty0, hands,
                                                    scores0, plays, d)
                    if complete:
                        break
            else:
                left = deadline - start
                slice_end = start + left / max(4, self.worlds - worlds)
                d = 1
                prev = 0.0
                vals = None
                # The first world's first iteration always finishes: a choice needs one.
                ws.stop_at = stop_at if worlds else None
                while True:
                    ts = clock()
                    try:
                        got, complete = ws.root_values(ends0, total0, sniff0, empty0, hands,
                                                       scores0, plays, d)
                    except SearchTimeout:
                        d -= 1
                        break
                    vals = got
                    ws.stop_at = stop_at
                    te = clock()
                    took = te - ts
                    if d == 1:
                        first = took
                    if complete or d >= self.depth:
                        break
                    growth = took / prev if prev > 0 else 3.0
                    growth = 1.5 if growth < 1.5 else (8.0 if growth > 8.0 else growth)
                    if te + took * growth > slice_end or te + took * growth > deadline:
                        break
                    prev = took
                    d += 1
                if vals is None:  # out of time within this world's first iteration
                    break
                min_world = first if not worlds else min(min_world * 0.9 + first * 0.1, first)
            depth_sum += d
            nodes += ws.nodes
            wsum += w
            for i, v in enumerate(vals):
                sums[i] += w * v
            worlds += 1
            if deadline is not None and clock() + 1.5 * min_world > deadline:
                break
        self.searches.append((worlds, clock() - t0, nodes, depth_sum / worlds))
        values = [s / wsum for s in sums]
        self.last_values = dict(zip(codes, values))
        return values
