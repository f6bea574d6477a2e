"""Make engine/bots/winprob_data.py: the chance of winning the game from both scores.

The Expert bot values a finished hand by the probability that its side wins
the game from the scores after it. This script estimates that probability
from simulated games and writes it as a Python module of tables (so the
frozen executable needs no data file).

How: many games are played to the target with the Hard bot's rollout policy
for every seat (:func:`engine.bots.sim.simulate`: the most points now, ties to
the play leaving the next hand least to score, then the heaviest tile; hands
known), by the real rules: deals of the ruleset's size, hand-end deductions
or the Sniff 61 bonus, a win the moment a play (or a bonus) reaches the
target, the next leader by the ruleset. To cover every pair of scores, each
game starts from scores drawn uniformly on the grid's range (and a random
leader). At the start of every hand the pair (side 0's score, side 1's score)
and the game's eventual winner are recorded, and also mirrored (the sides
swapped, the outcome flipped), so the table is exactly symmetric:
``P(a, b) + P(b, a) = 1``. Each grid cell is the mean over the records whose
scores round to it; a cell with fewer than ``MIN_CELL`` records takes the mean
of its neighbourhood, widened until it has enough. Values are stored in
thousandths.

Usage::

    nice -n 19 python tools/make_winprob.py --games 40000 --jobs 2

The run is seeded (``--seed``) and prints the records per table and the time.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.bots.sim import SimSpec, simulate  # noqa: E402
from engine.rules import get_ruleset  # noqa: E402
from engine.tiles import N_TILES, PIPS  # noqa: E402

#: (ruleset, players) -> (target, lowest grid score, grid step, scores are multiples of)
GRIDS = {
    ("american", 2): (250, -100, 10, 5),
    ("american", 4): (200, -100, 10, 5),
    ("sniff61", 2): (61, 0, 2, 1),
}
MIN_CELL = 600
OUT = ROOT / "engine" / "bots" / "winprob_data.py"


def play_game(ruleset: str, players: int, rng: random.Random):
    """One simulated game from random scores: [(score0, score1) at each hand start], winner."""
    target, lo, _step, grain = GRIDS[(ruleset, players)]
    rules = get_ruleset(ruleset)
    teams = rules.teams(players)
    spec = SimSpec(ruleset, players, teams, target, True)
    per = rules.hand_size(players)
    scores = [rng.randrange(lo // grain, (target - 1) // grain + 1) * grain for _ in range(2)]
    leader = rng.randrange(players)
    seen = []
    for _hand in range(200):
        seen.append(tuple(scores))
        tiles = list(range(N_TILES))
        rng.shuffle(tiles)
        hands = []
        for s in range(players):
            m = 0
            for t in tiles[s * per:(s + 1) * per]:
                m |= 1 << t
            hands.append(m)
        bone = tiles[players * per:]
        lead = [t for t in tiles[leader * per:(leader + 1) * per]]
        div = rules.points_divisor
        tile = max(lead, key=lambda t: ((PIPS[t] // div if PIPS[t] % 5 == 0 else 0), PIPS[t]))
        won = simulate(spec, [], 0, -1, True, hands, bone, leader, scores, tile, -1)
        if won >= 0:
            return seen, won
        if rules.next_leader == "rotate":
            leader = (leader + 1) % players
        else:
            out = [s for s in range(players) if hands[s] == 0]
            leader = out[0] if out else rng.randrange(players)
    return seen, -1


def _work(task):
    ruleset, players, games, seed = task
    rng = random.Random(seed)
    recs = []
    for _ in range(games):
        seen, won = play_game(ruleset, players, rng)
        if won < 0:
            continue
        for a, b in seen:
            recs.append((a, b, 1 if won == 0 else 0))
    return recs


def build_table(ruleset, players, recs):
    target, lo, step, _grain = GRIDS[(ruleset, players)]
    n = (target - 1 - lo) // step + 1
    tot = [[0] * n for _ in range(n)]
    cnt = [[0] * n for _ in range(n)]

    def cell(x):
        i = round((x - lo) / step)
        return 0 if i < 0 else (n - 1 if i >= n else i)

    for a, b, w in recs:
        for x, y, v in ((a, b, w), (b, a, 1 - w)):  # mirrored: exact symmetry
            i, j = cell(x), cell(y)
            tot[i][j] += v
            cnt[i][j] += 1
    rows = []
    for i in range(n):
        row = []
        for j in range(n):
            r = 0
            while True:
                s = c = 0
                for ii in range(max(0, i - r), min(n, i + r + 1)):
                    for jj in range(max(0, j - r), min(n, j + r + 1)):
                        s += tot[ii][jj]
                        c += cnt[ii][jj]
                if c >= MIN_CELL or r > n:
                    break
                r += 1
            row.append(round(1000 * s / c) if c else 500)
        rows.append(tuple(row))
    return (target, lo, step, tuple(rows)), sum(sum(r) for r in cnt)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=40000, help="games per table")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=str(OUT))
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    tables = {}
    chunks = 20
    with mp.get_context("fork").Pool(args.jobs) as pool:
        for k, (ruleset, players) in enumerate(GRIDS):
            tasks = [(ruleset, players, args.games // chunks, args.seed * 1000 + k * 100 + c)
                     for c in range(chunks)]
            recs = [r for part in pool.map(_work, tasks) for r in part]
            table, n_recs = build_table(ruleset, players, recs)
            tables[(ruleset, players)] = table
            print(f"{ruleset} {players}p: {args.games} games, {n_recs} records "
                  f"(mirrored), grid {len(table[3])}x{len(table[3])}, "
                  f"{time.perf_counter() - t0:.0f} s", flush=True)
    lines = ['"""Win-probability tables for the Expert bot (made by tools/make_winprob.py; do not',
             'edit). ``TABLES[(ruleset, players)] = (target, lowest score, step, rows)``:',
             '``rows[i][j]`` is the chance, in thousandths, that the side with score',
             '``lowest + i * step`` wins against the side with ``lowest + j * step`` at the start',
             f'of a hand. Made with --games {args.games} --seed {args.seed}."""', "",
             "TABLES = {"]
    for key, (target, lo, step, rows) in tables.items():
        lines.append(f"    {key!r}: ({target}, {lo}, {step}, (")
        for r in rows:
            lines.append("        (" + ",".join(str(v) for v in r) + "),")
        lines.append("    )),")
    lines.append("}")
    Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"wrote {args.out} in {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
