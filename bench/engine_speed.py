"""Engine speed: random legal full hands (2 players, American Sniff) per second.

Prints the median of 5 runs, and the same for a reference loop that does only
the shuffling and random choices (the floor of what any engine could cost), so
the figure can be read as a ratio on a shared, noisy machine.

    python bench/engine_speed.py [--hands N] [--runs R]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine.game import Game  # noqa: E402


def play_hands(n_hands: int, seed: int) -> int:
    """Play ``n_hands`` random hands through the engine's fast path; return plays made."""
    rng = random.Random(seed)
    choice = rng.choice
    plays = 0
    for i in range(n_hands):
        # A fresh position each hand (as a bot's rollout does): the engine's own
        # seeded shuffle deals it; the leader alternates.
        g = Game("american", 2, seed=seed + i, log=False)
        g.deal(leader=i & 1)
        while g.phase == "play":
            g.push_code(choice(g.legal_codes()))
            plays += 1
    return plays


def floor_loop(n_hands: int, seed: int) -> int:
    rng = random.Random(seed)
    n = 0
    for _ in range(n_hands):
        tiles = list(range(28))
        rng.shuffle(tiles)
        for _ in range(16):
            n += rng.choice(tiles)
    return n


def rate(fn, n_hands: int, seed: int) -> float:
    t0 = time.perf_counter()
    fn(n_hands, seed)
    return n_hands / (time.perf_counter() - t0)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=20000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    engine_rates, floor_rates = [], []
    for r in range(args.runs):
        engine_rates.append(rate(play_hands, args.hands, 1000 * r))
        floor_rates.append(rate(floor_loop, args.hands, 1000 * r))
    med = statistics.median(engine_rates)
    fmed = statistics.median(floor_rates)
    print(f"engine: {med:,.0f} hands/s (median of {args.runs} runs of {args.hands} hands; "
          f"runs: {', '.join(f'{x:,.0f}' for x in engine_rates)})")
    print(f"floor (shuffle + choices only): {fmed:,.0f} hands/s; engine/floor = {med / fmed:.3f}")
    print(f"target 8,000 hands/s: {'met' if med >= 8000 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
