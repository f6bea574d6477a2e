"""Long arena runs that keep every result: one JSON line per deal (or game pair) in a file.

``python -m engine arena`` prints its table only at the end; a measurement of
hours on a shared machine may be cut short. This runner plays the same deals
(:func:`engine.bots.arena.play_deal`) or game pairs
(:func:`engine.bots.arena_games.play_game_pair`) with the same seeds, appends
each result to ``--out`` as it comes, skips those already in the file (so a
run can be resumed), and ``--summary`` prints the arena's table for whatever
the file holds::

    nice -n 19 python bench/bot_runs.py hands --bots expert,hard --n 400 --out runs/2p.jsonl
    nice -n 19 python bench/bot_runs.py games --bots expert,hard --n 100 --out runs/games.jsonl
    python bench/bot_runs.py hands --bots expert,hard --out runs/2p.jsonl --summary
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.bots.arena import _quantile, play_deal, summarize  # noqa: E402
from engine.bots.arena_games import play_game_pair  # noqa: E402


def _load(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def summary_hands(bots, rows) -> str:
    s = summarize(bots, rows)
    out = [f"{len(rows)} deals"]
    for k, (lo, m, hi) in s["diff"].items():
        out.append(f"{k}: {m:+.3f} per hand, 95% CI [{lo:+.3f}, {hi:+.3f}], "
                   f"sd/deal {s['sd'][k]:.3f}")
    for b, t in s["timing"].items():
        out.append(f"{b} decision time: median {t['median']:.3f} s, p95 {t['p95']:.3f} s, "
                   f"max {t['max']:.3f} s over {t['decisions']}; with a choice: median "
                   f"{t['choice_median']:.3f} s, p95 {t['choice_p95']:.3f} s over "
                   f"{t['choices']}")
    return "\n".join(out)


def summary_games(bots, rows) -> str:
    a, b = bots
    per = [r["wins_a"] / 2 for r in rows]
    n = len(per)
    rate = sum(per) / n
    half = 1.96 * (statistics.stdev(per) if n > 1 else 0.0) / math.sqrt(n)
    out = [f"{n} seeds x 2 seatings = {2 * n} games, {sum(r['hands'] for r in rows)} hands",
           f"{a} won {sum(r['wins_a'] for r in rows)} of {2 * n}: {rate:.3f}, "
           f"95% CI [{rate - half:.3f}, {rate + half:.3f}]"]
    for name in bots:
        ts = [t for r in rows for t in r["times"][name]]
        out.append(f"{name} decision time: median {statistics.median(ts):.3f} s, "
                   f"p95 {_quantile(ts, 0.95):.3f} s, max {max(ts):.3f} s over {len(ts)}")
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("mode", choices=["hands", "games"])
    ap.add_argument("--bots", default="expert,hard")
    ap.add_argument("--ruleset", default="american", choices=["american", "sniff61"])
    ap.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    ap.add_argument("--n", type=int, default=100, help="deals, or game seeds")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    ap.add_argument("--summary", action="store_true")
    args = ap.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",")]
    out = Path(args.out)
    key = "deal" if args.mode == "hands" else "game"
    if args.summary:
        rows = _load(out)
        if not rows:
            print("no results yet")
            return 1
        print(summary_hands(bots, rows) if args.mode == "hands" else summary_games(bots, rows))
        return 0
    done = {r[key] for r in _load(out)}
    cfg = {"bots": bots, "players": args.players, "ruleset": args.ruleset, "seed": args.seed,
           "budget": {}}
    tasks = [(i, cfg) for i in range(args.n) if i not in done]
    fn = play_deal if args.mode == "hands" else play_game_pair
    out.parent.mkdir(parents=True, exist_ok=True)
    import multiprocessing as mp
    with mp.get_context("fork").Pool(args.jobs) as pool, out.open("a") as f:
        for r in pool.imap_unordered(fn, tasks, chunksize=1):
            f.write(json.dumps(r) + "\n")
            f.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
