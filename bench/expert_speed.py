"""How fast the Expert bot searches: positions per second, without a clock.

A fixed set of positions (random plays from seeded deals, 2 players American
and Sniff 61, 4 players American) is searched by ``ExpertBot`` with no clock,
``--worlds`` worlds each to ``--depth`` plies, so every run does the same work
and only the speed differs. A *position* is a node of the alpha-beta search
(each position reached by a play, leaves included; the plays inside a leaf's
rollout are not counted). Prints positions, CPU seconds (the machine is shared:
wall time says little) and positions per CPU second, and one JSON line.

    nice -n 19 python bench/expert_speed.py --worlds 20 --depth 4
    nice -n 19 python bench/expert_speed.py --clock 0.5     # as at the table

The fixed mode runs Expert's alpha-beta scheme (``depth=N``). The clock mode
runs the bot as at the table (the default rollout scheme): there a
"position" is one rollout (a root move finished in one world) and the depth
is 1.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine import Game, Move  # noqa: E402
from engine.bots.expert import ExpertBot  # noqa: E402


def positions(count: int, seed: int):
    rng = random.Random(seed)
    out = []
    configs = [("american", 2), ("sniff61", 2), ("american", 4)]
    while len(out) < count:
        ruleset, players = configs[len(out) % len(configs)]
        g = Game(ruleset, players, target=10 ** 9, seed=rng.randrange(1 << 30), log=True)
        g.deal()
        for _ in range(rng.randrange(0, 8)):
            if g.phase != "play":
                break
            g.play(Move.from_code(rng.choice(g.legal_codes())))
        if g.phase == "play" and len(g.legal_codes()) > 1:
            out.append(g.view(g.turn))
    return out


def clocked(views, budget: float) -> int:
    """Each decision under the clock: worlds, mean depth, positions, per second."""
    import statistics

    rows = []
    for i, v in enumerate(views):
        bot = ExpertBot(seed=i, time_budget=budget)
        c0 = time.process_time()
        bot.choose(v)
        cpu = time.process_time() - c0
        worlds, secs, nodes, depth = bot.searches[0]
        rows.append((worlds, depth, nodes, secs, cpu))
        print(f"{v.ruleset} {v.players}p, {len(v.legal_codes)} moves: {worlds} worlds, "
              f"mean depth {depth:.1f}, {nodes} positions in {secs:.3f} s "
              f"({cpu:.3f} s CPU)")

    def med(k):
        return statistics.median(r[k] for r in rows)

    per_cpu = sum(r[2] for r in rows) / max(1e-9, sum(r[4] for r in rows))
    print(f"median: {med(0)} worlds, depth {med(1):.1f}, {med(2)} positions, "
          f"{med(3):.3f} s, {med(4):.3f} s CPU; {per_cpu:.0f} positions per CPU second")
    print(json.dumps({"median_worlds": med(0), "median_depth": round(med(1), 2),
                      "median_positions": med(2), "per_cpu_second": round(per_cpu)}))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=24)
    ap.add_argument("--worlds", type=int, default=20)
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--clock", type=float, default=None,
                    help="instead: the bot's own clock of this many seconds per decision; "
                         "prints the worlds, depth and positions of each decision")
    args = ap.parse_args(argv)
    views = positions(args.positions, args.seed)
    if args.clock is not None:
        return clocked(views, args.clock)
    nodes = 0
    c0 = time.process_time()
    t0 = time.perf_counter()
    for i, v in enumerate(views):
        bot = ExpertBot(seed=i, time_budget=None, worlds=args.worlds, depth=args.depth)
        bot.choose(v)
        nodes += bot.searches[0][2]
    secs = time.perf_counter() - t0
    cpu = time.process_time() - c0
    print(f"{len(views)} positions x {args.worlds} worlds, depth {args.depth}: "
          f"{nodes} positions searched in {cpu:.2f} s of CPU ({secs:.2f} s wall) = "
          f"{nodes / cpu:.0f} per CPU second")
    print(json.dumps({"positions": nodes, "cpu_seconds": round(cpu, 3),
                      "wall_seconds": round(secs, 3), "per_cpu_second": round(nodes / cpu)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
