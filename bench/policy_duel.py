"""Duels of rollout policies (engine/bots/policy.py) over duplicate deals, no search.

Every seat knows every hand, as in a rollout. Each deal is played twice (the
policies swap seats, or partnerships); a policy's result is its side's net
points per hand; the difference is a paired mean with a 95% interval::

    python bench/policy_duel.py --a 1,0,0,0,0 --b base --deals 4000
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.bots.policy import simulate_policy  # noqa: E402
from engine.bots.sim import SimSpec  # noqa: E402
from engine.rules import get_ruleset  # noqa: E402


def _weights(s: str):
    return None if s == "base" else tuple(float(x) for x in s.split(","))


def duel(a, b, deals: int, seed: int, ruleset: str, players: int) -> list[float]:
    rules = get_ruleset(ruleset)
    teams = rules.teams(players)
    spec = SimSpec(ruleset, players, teams, 10 ** 9)
    k = rules.hand_size(players)
    out = []
    for d in range(deals):
        rng = random.Random(seed * 1_000_003 + d)
        tiles = list(range(28))
        rng.shuffle(tiles)
        hands0 = [sum(1 << t for t in tiles[s * k:(s + 1) * k]) for s in range(players)]
        bone = tiles[players * k:]
        lead = rng.randrange(players)
        diff = 0.0
        units = 2 if teams or players == 2 else players
        for first in range(2):
            pols = []
            for s in range(players):
                u = s & 1 if teams else s
                pols.append(a if (u == 0) == (first == 0) else b)
            scores = [0] * rules.n_scores(players)
            simulate_policy(spec, [], 0, -1, True, list(hands0), bone, lead, scores, -1, -1,
                            pols)
            ea = 0 if first == 0 else 1
            if units == 2:
                diff += scores[ea] - scores[1 - ea]
            else:
                raise SystemExit("2 sides only")
        out.append(diff / 2)
    return out


def main(argv=None) -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--a", required=True)
    p.add_argument("--b", default="base")
    p.add_argument("--deals", type=int, default=4000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ruleset", default="american")
    p.add_argument("--players", type=int, default=2)
    args = p.parse_args(argv)
    xs = duel(_weights(args.a), _weights(args.b), args.deals, args.seed, args.ruleset,
              args.players)
    m = statistics.fmean(xs)
    h = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    print(f"{args.a} - {args.b}: {m:+.3f} [{m - h:+.3f}, {m + h:+.3f}] over {len(xs)} deals "
          f"({args.ruleset}, {args.players}p)")


if __name__ == "__main__":
    main()
