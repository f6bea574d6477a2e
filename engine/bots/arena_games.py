"""``python -m engine arena --games N``: whole games between two bots, seats swapped.

Each game seed is played twice, once with the first bot in seat 0 (partnership
0 in the 4-player American game) and once with the seats swapped. The games
use the ruleset's target and start from 0-0; the deals are the game seed's
(hand by hand the same tiles for both seatings, until the games' paths part).
A bot's win rate is over all its games, with a 95% interval from the
per-seed pairs (each pair scores 0, 1 or 2 wins for the first bot; mean +-
1.96 sd / sqrt(pairs), halved), which accounts for the pairing.

The last line printed is JSON::

    {"bots": [a, b], "games": 2N, "wins": {a: k, b: m}, "win_rate": [low, rate, high],
     "timing": {bot: {"median": s, "p95": s}}}
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time

from ..game import Game
from ..moves import Move
from . import make_bot

__all__ = ["bot_budget", "play_game_pair", "run_games"]

MAX_HANDS = 500


def bot_budget(name: str, budget: dict) -> dict:
    """The part of the arena's ``budget`` that bot level ``name`` takes."""
    if name == "hard":
        return dict(budget)
    if name == "expert":
        return {k: v for k, v in budget.items() if k == "time_budget"}
    return {}


def _quantile(xs, q):
    xs = sorted(xs)
    if not xs:
        return float("nan")
    return xs[min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))]


def play_game_pair(task) -> dict:
    """Play game seed ``g`` twice, seats swapped. ``task`` is (g, config dict)."""
    g_idx, cfg = task
    a, b = cfg["bots"]
    players = cfg["players"]
    budget = cfg.get("budget") or {}
    seed = (cfg["seed"] * 15_485_863 + g_idx) & ((1 << 62) - 1)
    wins_a = 0
    hands = 0
    times = {a: [], b: []}
    for k, first in enumerate((a, b)):
        g = Game(cfg["ruleset"], players, seed=seed, log=True)
        teams = g.teams
        bots = []
        for s in range(players):
            unit = s & 1 if teams else s
            name = first if unit == 0 else (b if first == a else a)
            bots.append((name, make_bot(name, seed=seed * 8 + k * 4 + s,
                                        **bot_budget(name, budget))))
        while g.phase != "over" and g.hand_no < MAX_HANDS:
            if g.phase == "deal":
                g.deal()
                hands += 1
                continue
            s = g.turn
            code = bots[s][1].choose_code(g.view(s))
            g.play(Move.from_code(code))
        if g.winner is not None:
            # The winner is a score entry: a seat, or a partnership (0 or 1).
            winner_name = first if g.winner == 0 else (b if first == a else a)
            wins_a += winner_name == a
        for name, bot in bots:
            times[name].extend(bot.times)
    return {"game": g_idx, "wins_a": wins_a, "hands": hands, "times": times}


def run_games(bots, ruleset="american", players=2, games=100, jobs=1, seed=1, budget=None,
              progress=True, out=None) -> dict:
    """Play ``games`` game seeds (each twice, seats swapped); print and return the summary."""
    if out is None:
        out = sys.stdout
    a, b = bots
    cfg = {"bots": [a, b], "players": players, "ruleset": ruleset, "seed": seed,
           "budget": budget or {}}
    tasks = [(i, cfg) for i in range(games)]
    t0 = time.perf_counter()
    results = []
    bar = None
    if progress:
        from tqdm import tqdm
        bar = tqdm(total=games, unit="pair", file=sys.stderr, dynamic_ncols=True,
                   desc=f"games {a},{b}")
    if jobs > 1:
        from .pools import pool_context
        with pool_context().Pool(jobs) as pool:
            for r in pool.imap_unordered(play_game_pair, tasks, chunksize=1):
                results.append(r)
                if bar is not None:
                    bar.update(1)
    else:
        for t in tasks:
            results.append(play_game_pair(t))
            if bar is not None:
                bar.update(1)
    if bar is not None:
        bar.close()
    wall = time.perf_counter() - t0
    per_pair = [r["wins_a"] / 2 for r in results]
    n = len(per_pair)
    rate = sum(per_pair) / n
    sd = statistics.stdev(per_pair) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    wins_a = sum(r["wins_a"] for r in results)
    timing = {}
    for name in (a, b):
        ts = [t for r in results for t in r["times"][name]]
        timing[name] = {"decisions": len(ts), "median": statistics.median(ts) if ts else 0.0,
                        "p95": _quantile(ts, 0.95), "max": max(ts, default=0.0)}
    p = out.write
    p(f"arena games: {ruleset}, {players} players, {games} seeds x 2 seatings = "
      f"{2 * games} games to {Game(ruleset, players, seed=0).target}, "
      f"{sum(r['hands'] for r in results)} hands, seed {seed}, jobs {jobs}, {wall:.0f} s\n")
    p(f"{a} won {wins_a} of {2 * games}: {rate:.3f}, 95% CI "
      f"[{rate - half:.3f}, {rate + half:.3f}]\n")
    for name, t in timing.items():
        p(f"{name} decision time: median {t['median']:.3f} s, p95 {t['p95']:.3f} s, "
          f"max {t['max']:.3f} s over all {t['decisions']} decisions\n")
    doc = {"bots": [a, b], "games": 2 * games, "wins": {a: wins_a, b: 2 * games - wins_a},
           "win_rate": [round(rate - half, 4), round(rate, 4), round(rate + half, 4)],
           "timing": {k: {"median": round(v["median"], 4), "p95": round(v["p95"], 4)}
                      for k, v in timing.items()}}
    p(json.dumps(doc) + "\n")
    out.flush()
    return doc
