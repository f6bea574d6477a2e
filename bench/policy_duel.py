"""Duels of rollout policies (engine/bots/policy.py) over duplicate deals, no search.

Every seat knows every hand, as in a rollout. Each deal is played twice (the
policies swap sides); the result is policy a's side's net points per hand
minus b's, a paired mean with a 95% interval. ``base`` is Hard's rollout rule::

    python bench/policy_duel.py --a 0.8,0.2,0.2,3,1 --b base --deals 10000
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.bots.policy import duel  # noqa: E402


def _weights(s: str):
    return None if s == "base" else tuple(float(x) for x in s.split(","))


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
