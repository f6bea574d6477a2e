"""``python -m engine arena``: duplicate hands between bots, with confidence intervals.

Each deal is one hand from 0-0 scores (target 10**9, so no game end
interferes) with the leader drawn from the deal's seed. The deal is played
once per *seating*: every way of giving the seats -- or the partnerships, in
the 4-player American game -- to the bots in which every bot plays. So every
bot holds every hand and leads equally often, which cancels the luck of the
deal. A bot's result for a deal is its mean net points per hand over the
hands it held in that deal (points scored by plays minus the hand-end
deduction, or plus the Sniff 61 bonus; a partnership's net in the 4-player
game). A pair's difference is a paired mean over the deals, with a 95%
normal-approximation interval (mean +- 1.96 sd / sqrt(n)).

The last line printed is JSON::

    {"bots": [...], "hands": N, "mean": {bot: x}, "diff": {"a-b": [low, mean, high]}}
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
import time

from ..argtypes import whole
from ..game import Game
from ..moves import Move
from . import LEVELS, make_bot
from .arena_games import bot_budget, run_games
from .pools import pool_context

__all__ = ["add_arena_parser", "seatings", "play_deal", "run_arena", "summarize"]

ARENA_TARGET = 10 ** 9


def seatings(n_bots: int, players: int, teams: bool) -> list[tuple[int, ...]]:
    """Every assignment of bots (indices) to seats in which each bot plays.

    With partnerships the two partners (seats 0+2, 1+3) are the same bot.
    """
    units = 2 if teams else players
    if n_bots > units:
        raise ValueError(f"{n_bots} bots cannot all play in a {players}-player game"
                         + (" of two partnerships" if teams else ""))
    out = []
    for combo in itertools.product(range(n_bots), repeat=units):
        if len(set(combo)) == n_bots:
            out.append(tuple(combo[s & 1] if teams else combo[s] for s in range(players)))
    return out


def _bot_seed(seed: int, deal: int, k: int, seat: int) -> int:
    return (seed * 1_000_003 + deal * 9_973 + k * 101 + seat) & ((1 << 62) - 1)


def play_deal(task) -> dict:
    """Play one deal in every seating. ``task`` is (deal index, config dict).

    Returns the deal's per-bot mean net points and the bots' decision times.
    """
    d, cfg = task
    bots = cfg["bots"]
    players = cfg["players"]
    ruleset = cfg["ruleset"]
    budget = cfg.get("budget") or {}
    deal_seed = (cfg["seed"] * 7_919_993 + d) & ((1 << 62) - 1)
    base = Game(ruleset, players, target=ARENA_TARGET, seed=deal_seed, log=True)
    leader = deal_seed % players
    base.deal(leader=leader)
    teams = base.teams
    nets = {b: [] for b in bots}
    times = {b: [] for b in bots}
    choice_times = {b: [] for b in bots}
    plays = 0
    for k, seating in enumerate(seatings(len(bots), players, teams)):
        g = base.copy(log=True)
        seat_bots = []
        for s in range(players):
            name = bots[seating[s]]
            seat_bots.append(make_bot(name, seed=_bot_seed(cfg["seed"], d, k, s),
                                      **bot_budget(name, budget)))
        while g.phase == "play":
            s = g.turn
            code = seat_bots[s].choose_code(g.view(s))
            g.play(Move.from_code(code))
            plays += 1
        for unit in (range(2) if teams else range(players)):
            nets[bots[seating[unit]]].append(g.scores[unit])
        for s, bot in enumerate(seat_bots):
            name = bots[seating[s]]
            times[name].extend(bot.times)
            choice_times[name].extend(bot.choice_times)
    return {"deal": d, "mean": {b: sum(v) / len(v) for b, v in nets.items()},
            "times": times, "choice_times": choice_times, "plays": plays}


def _ci(xs):
    n = len(xs)
    m = sum(xs) / n
    sd = statistics.stdev(xs) if n > 1 else 0.0
    h = 1.96 * sd / math.sqrt(n)
    return m - h, m, h + m, sd


def _quantile(xs, q):
    xs = sorted(xs)
    if not xs:
        return float("nan")
    i = min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))
    return xs[i]


def summarize(bots, results) -> dict:
    """Means, paired differences with 95% intervals, and decision-time statistics."""
    results = sorted(results, key=lambda r: r["deal"])
    mean = {b: sum(r["mean"][b] for r in results) / len(results) for b in bots}
    diff = {}
    sds = {}
    for a, b in itertools.combinations(bots, 2):
        lo, m, hi, sd = _ci([r["mean"][a] - r["mean"][b] for r in results])
        diff[f"{a}-{b}"] = [lo, m, hi]
        sds[f"{a}-{b}"] = sd
    timing = {}
    for b in bots:
        ts = [t for r in results for t in r["times"][b]]
        cs = [t for r in results for t in r["choice_times"][b]]
        timing[b] = {"decisions": len(ts), "median": statistics.median(ts) if ts else 0.0,
                     "p95": _quantile(ts, 0.95), "max": max(ts, default=0.0),
                     "choices": len(cs), "choice_median": statistics.median(cs) if cs else 0.0,
                     "choice_p95": _quantile(cs, 0.95) if cs else 0.0}
    return {"mean": mean, "diff": diff, "sd": sds, "timing": timing,
            "plays": sum(r["plays"] for r in results)}


def run_arena(bots, ruleset="american", players=2, hands=100, jobs=1, seed=1, budget=None,
              progress=True, out=None) -> dict:
    """Play ``hands`` duplicate deals and print the table (to ``out``, default
    stdout); return the JSON summary."""
    if out is None:
        out = sys.stdout
    teams = Game(ruleset, players, log=False, seed=0).teams
    n_seatings = len(seatings(len(bots), players, teams))
    cfg = {"bots": list(bots), "players": players, "ruleset": ruleset, "seed": seed,
           "budget": budget or {}}
    tasks = [(d, cfg) for d in range(hands)]
    t0 = time.perf_counter()
    results = []
    bar = None
    if progress:
        from tqdm import tqdm
        bar = tqdm(total=hands, unit="deal", file=sys.stderr, dynamic_ncols=True,
                   desc=f"arena {','.join(bots)}")
    if jobs > 1:
        with pool_context().Pool(jobs) as pool:
            for r in pool.imap_unordered(play_deal, tasks, chunksize=1):
                results.append(r)
                if bar is not None:
                    bar.update(1)
    else:
        for task in tasks:
            results.append(play_deal(task))
            if bar is not None:
                bar.update(1)
    if bar is not None:
        bar.close()
    wall = time.perf_counter() - t0
    s = summarize(bots, results)
    w = max(len(b) for b in bots)
    pw = max([len(k) for k in s["diff"]] + [4])
    p = out.write
    p(f"arena: {ruleset}, {players} players{' (partnerships)' if teams else ''}, "
      f"{hands} deals x {n_seatings} seatings = {hands * n_seatings} hands, seed {seed}, "
      f"jobs {jobs}, {wall:.0f} s\n")
    p(f"{'bot':<{w}}  mean net points per hand\n")
    for b in bots:
        p(f"{b:<{w}}  {s['mean'][b]:+8.3f}\n")
    p(f"{'pair':<{pw}}  {'diff':>8}  {'95% CI':>20}  {'sd/deal':>8}\n")
    for k, (lo, m, hi) in s["diff"].items():
        ci = f"[{lo:+.3f}, {hi:+.3f}]"
        p(f"{k:<{pw}}  {m:+8.3f}  {ci:>20}  {s['sd'][k]:8.3f}\n")
    for b, t in s["timing"].items():
        if b != "hard" and t["max"] < 0.05:
            continue
        p(f"{b} decision time: median {t['median']:.3f} s, p95 {t['p95']:.3f} s, "
          f"max {t['max']:.3f} s over all {t['decisions']} decisions; with a choice "
          f"(2+ legal moves): median {t['choice_median']:.3f} s, "
          f"p95 {t['choice_p95']:.3f} s over {t['choices']}\n")
    doc = {"bots": list(bots), "hands": hands,
           "mean": {b: round(v, 4) for b, v in s["mean"].items()},
           "diff": {k: [round(x, 4) for x in v] for k, v in s["diff"].items()}}
    p(json.dumps(doc) + "\n")
    out.flush()
    return doc


#: Bounds of the options: enough for any real run, small enough to refuse a typo.
MAX_HANDS = 1_000_000
MAX_JOBS = 256
MAX_ITERATIONS = 10_000_000
MAX_TIME_BUDGET = 3600.0
MAX_SEED = 2 ** 63 - 1


def _seconds(text: str) -> float:
    """An argparse type: a finite number of seconds from 0 to MAX_TIME_BUDGET."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, not {text[:30]!r}") \
            from None
    if not math.isfinite(v) or not 0 <= v <= MAX_TIME_BUDGET:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_TIME_BUDGET:g} seconds, "
                                         f"not {text[:30]}")
    return v


def _levels(text: str) -> list[str]:
    """An argparse type: two or more different bot levels, comma-separated."""
    bots = [b.strip() for b in text.split(",") if b.strip()]
    if len(bots) < 2:
        raise argparse.ArgumentTypeError("needs at least two levels, e.g. hard,medium")
    if len(set(bots)) != len(bots):
        raise argparse.ArgumentTypeError("names a level twice")
    if any(b not in LEVELS for b in bots):
        raise argparse.ArgumentTypeError(f"unknown level (use {', '.join(LEVELS)})")
    return bots


def _cmd_arena(args) -> int:
    bots = args.bots
    teams = args.ruleset == "american" and args.players == 4
    try:
        seatings(len(bots), args.players, teams)
    except ValueError as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2
    budget = {}
    if args.time_budget is not None:
        budget["time_budget"] = None if args.time_budget <= 0 else args.time_budget
    if args.iterations is not None:
        budget["iterations"] = args.iterations
    if args.games:
        return _cmd_games(args, bots, budget)
    run_arena(bots, args.ruleset, args.players, args.hands, args.jobs, args.seed, budget,
              progress=not args.no_progress)
    return 0


def _cmd_games(args, bots, budget) -> int:
    """``--games N``: whole games to the target, seats swapped (engine.bots.arena_games)."""
    if len(bots) != 2 or args.games < 1:
        print("arena: --games needs two bots and at least 1 game seed", file=sys.stderr)
        return 2
    run_games(bots, args.ruleset, args.players, args.games, args.jobs, args.seed, budget,
              progress=not args.no_progress)
    return 0


def add_arena_parser(subparsers, epilog: str | None = None) -> None:
    """Register ``arena`` on the ``python -m engine`` command line."""
    a = subparsers.add_parser(
        "arena", help="duplicate hands between bots; mean net points and 95%% intervals",
        description=__doc__.split("\n\n")[1].replace("\n", " "), epilog=epilog)
    a.add_argument("--bots", type=_levels, default="hard,medium",
                   help="comma-separated levels (easy, medium, hard, expert); default hard,medium")
    a.add_argument("--ruleset", choices=["american", "sniff61"], default="american")
    a.add_argument("--players", type=int, choices=[2, 3, 4], default=2)
    a.add_argument("--hands", type=whole(1, MAX_HANDS), default=200,
                   help=f"duplicate deals, 1 to {MAX_HANDS} (default 200)")
    a.add_argument("--jobs", type=whole(1, MAX_JOBS), default=1,
                   help=f"worker processes, 1 to {MAX_JOBS} (default 1)")
    a.add_argument("--seed", type=whole(-MAX_SEED, MAX_SEED), default=1,
                   help="seed of the deals (default 1)")
    a.add_argument("--time-budget", type=_seconds, default=None,
                   help=f"Hard's and Expert's seconds per move, 0 to {MAX_TIME_BUDGET:g} "
                        "(default 0.5; 0 = no clock)")
    a.add_argument("--iterations", type=whole(1, MAX_ITERATIONS),
                   default=None, help="Hard's cap on sampled worlds per move")
    a.add_argument("--games", type=whole(0, MAX_HANDS), default=0,
                   help="whole games instead of hands: N game seeds, each played twice "
                        "with the seats swapped (two bots)")
    a.add_argument("--no-progress", action="store_true", help="no progress bar")
    a.set_defaults(func=_cmd_arena)
