"""The table's pace at a game speed, on the table's own clock.

    python bench/pace.py [--seeds N] [--first S] [--speed normal] [--json]

Plays seeded games through the real TableScene (``tests.game_harness.table_app``,
animations at ``--speed``, the bots' pace the same), the human's moves made at once
with its first legal move (a draw when none fits), the bots answering at once (their
shortest think, real time on the worker, is set to 0 and the clock does not run
while the worker answers). Every time is read from the director's clock (the game's
animation clock, 1/60 s a frame), never from the wall.

The figures (seconds):

* ``2p quiet``: 2 players, from the player's tile landing to the player's next turn
  (the table accepts a move), neither the player's play nor the bot's reply scoring;
* ``2p bot scores``: the same, the bot's reply scoring (the player's play not);
* ``4p round``: 4 players, the same over three bot turns (any of them scoring);
* ``score``: a scoring play (anyone's, both table sizes), from its tile landing to
  its "+N" landed on the score row and the row counted up (light, add up, land).

A round with a draw or a pass in it (a draw takes its own time) or ended by the hand
is not counted. Prints each figure's count, median and 90th percentile next to its
bound (``BOUNDS``); exit code 1 when a median is over its bound.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

#: The bound (s, Normal) of each figure's median.
BOUNDS = {"2p quiet": 2.0, "2p bot scores": 3.0, "4p round": 4.0, "score": 1.6}
#: How many rounds a game is followed for (its first hand at most).
ROUNDS = 30


def _step(app, table, seen: list, scores: list, tiles: dict) -> None:
    """One frame (the clock stands still while a bot's worker answers); a scoring
    play's tile landing and its row counted are noted in ``scores``."""
    from tests.game_harness import frame, waiting_on_bot
    d = table.director
    while waiting_on_bot(app):
        time.sleep(0.0005)
    frame(app)
    for name, clock in d.landed[seen[0]:]:
        if name == "play":
            tiles["at"] = clock
        elif name == "score" and "at" in tiles:  # counted_at is set as its beat starts
            scores.append(d.counted_at - tiles.pop("at"))
    seen[0] = len(d.landed)


def _floor(table) -> None:
    """What painting a frame changes of the timeline: the board keeps clear of the move
    lines under it, and a change there glides the camera (the table waits for it)."""
    from game.scenes.table.status import earlier_floor
    p = table.painter
    p.hud.sync()
    p.board.set_floor(earlier_floor(table, p.status))


def play_game(players: int, seed: int, speed: str = "normal", rounds: int = ROUNDS,
              draw: bool = False):
    """Follow one seeded game: ``(rounds, scores)``, where each round is
    ``(seconds, player scored, bots that scored)`` and each score the seconds of a
    scoring play's light-up-add-up-land. Without ``draw`` nothing is painted (the
    table's timeline runs in its update; painting only costs wall time)."""
    from engine.moves import Move
    from game.bots_worker import BotWorker
    from tests.game_harness import table_app
    app, table = table_app(players=players, seed=seed, speed=speed, game_speed=speed)
    table.THINK = dict.fromkeys(table.THINK, 0.0)  # the bots answer at once,
    table.worker.close()  # from a thread (a process's start is only wall time)
    table.worker = BotWorker(fast=table.worker.fast, processes=False)
    if not draw:  # only what painting moves: the board's floor (its camera glides)
        app.draw = lambda: _floor(table)
    d = table.director
    seen, scores, tiles = [0], [], {}
    out = []
    for _turn in range(rounds):
        for _k in range(20000):  # to the player's turn
            if table.human_turn or table.hold or table.game.phase == "over":
                break
            if table.awaiting_draw:
                table.draw_from_boneyard()
            _step(app, table, seen, scores, tiles)
        if not table.human_turn:
            break
        table.apply(Move.from_code(table.game.legal_codes()[0]))
        mark = len(d.landed)
        for _k in range(20000):
            if table.human_turn or table.hold or table.awaiting_draw:
                break
            if table.game.phase != "play":
                break
            _step(app, table, seen, scores, tiles)
        if not table.human_turn:
            continue
        beats = d.landed[mark:]
        names = [nm for nm, _c in beats]
        if "draw" in names or "pass" in names:
            continue
        plays = [i for i, nm in enumerate(names) if nm == "play"]
        landed = beats[plays[0]][1]  # the player's tile
        turn = beats[-1][1]  # the "turn" beat: the table takes the player's move
        scored = [names[a:b].count("score") > 0
                  for a, b in zip(plays, plays[1:] + [len(names)])]
        out.append((turn - landed, scored[0], sum(scored[1:])))
    table.worker.close()
    return out, scores


def measure(seeds, first: int = 1, speed: str = "normal", rounds: int = ROUNDS,
            draw: bool = False) -> dict:
    """Every figure's samples (s) over ``seeds`` games of each table size."""
    figs: dict = {k: [] for k in BOUNDS}
    figs["2p player scores"] = []
    figs["4p quiet"] = []
    for seed in range(first, first + seeds):
        for players in (2, 4):
            rs, scores = play_game(players, seed, speed, rounds, draw)
            figs["score"].extend(scores)
            for t, mine, bots in rs:
                if players == 2:
                    key = ("2p player scores" if mine else
                           "2p bot scores" if bots else "2p quiet")
                    figs[key].append(t)
                else:
                    figs["4p round"].append(t)
                    if not mine and not bots:
                        figs["4p quiet"].append(t)
    return figs


def summary(samples) -> dict:
    if not samples:
        return {"n": 0, "median": None, "p90": None}
    s = sorted(samples)
    p90 = s[min(len(s) - 1, int(0.9 * len(s)))]
    return {"n": len(s), "median": round(statistics.median(s), 3), "p90": round(p90, 3),
            "max": round(s[-1], 3)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", type=int, default=12, help="games of each size (12)")
    ap.add_argument("--first", type=int, default=1, help="the first seed (1)")
    ap.add_argument("--speed", choices=("slow", "normal", "fast"), default="normal")
    ap.add_argument("--draw", action="store_true",
                    help="paint every frame too (slower; the same figures)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    a = ap.parse_args(argv)
    t0 = time.monotonic()
    figs = measure(a.seeds, a.first, a.speed, draw=a.draw)
    table = {k: summary(v) for k, v in figs.items()}
    if a.json:
        print(json.dumps(table, indent=1))
    else:
        print(f"pace at {a.speed}: seeds {a.first}..{a.first + a.seeds - 1}, "
              f"{time.monotonic() - t0:.0f} s wall")
        print(f"{'figure':18} {'n':>4} {'median':>7} {'p90':>7} {'max':>7}  bound")
        for k, s in table.items():
            if not s["n"]:
                print(f"{k:18} {0:>4}")
                continue
            bound = BOUNDS.get(k)
            mark = "" if bound is None else f"  <= {bound:.1f}" + (
                "  OVER" if a.speed == "normal" and s["median"] > bound else "")
            print(f"{k:18} {s['n']:>4} {s['median']:>7.2f} {s['p90']:>7.2f} "
                  f"{s['max']:>7.2f}{mark}")
    over = a.speed == "normal" and any(
        table[k]["n"] and table[k]["median"] > b for k, b in BOUNDS.items())
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
