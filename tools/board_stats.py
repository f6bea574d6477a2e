"""Measure the board's tile size and camera moves over seeded random hands.

For each of ``--hands`` seeded hands (random legal plays, as tests/conftest.py's
``random_hand``) the board view at 1280x720 lays out each play and lets the camera
settle; reports the median and minimum long side of a tile (screen px) over every
play, and the zoom changes and pans (a centre move at the same zoom) per hand.

    PYTHONPATH=$PWD .venv/bin/python tools/board_stats.py --players 2 --hands 30
"""

from __future__ import annotations

import argparse
import os
import random
import statistics


def random_hand(ruleset: str, players: int, seed: int):
    """The game after each play of its first hand, by random legal moves."""
    from engine import Game
    g = Game(ruleset, players, seed=seed)
    rng = random.Random(seed)
    g.deal()
    hand = g.hand_no
    while g.phase == "play" and g.hand_no == hand:
        codes = g.legal_codes()
        if not codes:
            return
        g.push_code(rng.choice(codes))
        if g.hand_no != hand:
            return
        yield g


def hand_stats(players: int, seed: int, ruleset: str = "american", area=None) -> dict:
    """``sizes`` (a tile's long side, px, after each play), ``zooms`` and ``pans``."""
    from game.maps import load_map, table_map_name
    from game.render.board import BoardView
    from game.ui import Viewport
    vp = Viewport((1280, 720))
    area = area or load_map(table_map_name(players)).anchor("layout")
    bv = None
    sizes, zooms, pans, plays = [], 0, 0, 0
    for g in random_hand(ruleset, players, seed):
        if bv is None:
            bv = BoardView(vp, None, None, area, g.rules.inline_sniff)
        cam = bv.camera
        before = (cam.tzoom, cam.tcx, cam.tcy)
        if not bv.sync(list(g.layout.placed), [s[0] for s in g.layout.slots]):
            continue
        bv.update(5.0)
        plays += 1
        after = (cam.tzoom, cam.tcx, cam.tcy)
        if plays > 1 and after != before:
            if after[0] != before[0]:
                zooms += 1
            else:
                pans += 1
        sizes.append(2 * cam.zoom)
    return {"sizes": sizes, "zooms": zooms, "pans": pans, "plays": plays}


def summary(players: int, hands: int, area=None, ruleset: str = "american") -> dict:
    sizes, zooms, pans = [], [], []
    for seed in range(hands):
        s = hand_stats(players, seed, ruleset, area=area)
        sizes += s["sizes"]
        zooms.append(s["zooms"])
        pans.append(s["pans"])
    return {"median": statistics.median(sizes), "min": min(sizes),
            "zooms_mean": statistics.mean(zooms), "zooms_max": max(zooms),
            "pans_mean": statistics.mean(pans), "pans_max": max(pans)}


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, nargs="+", default=[2, 4])
    ap.add_argument("--hands", type=int, default=30)
    ap.add_argument("--area", type=int, nargs=4, help="a play area x y w h to try")
    ap.add_argument("--ruleset", default="american", choices=("american", "sniff61"))
    args = ap.parse_args()
    for p in args.players:
        s = summary(p, args.hands, args.area, args.ruleset)
        print(f"{args.ruleset} {p}p over {args.hands} hands: tile long side median {s['median']:.0f} px, "
              f"min {s['min']:.0f} px; zoom changes/hand mean {s['zooms_mean']:.2f} "
              f"max {s['zooms_max']}; pans/hand mean {s['pans_mean']:.2f} max {s['pans_max']}")


if __name__ == "__main__":
    main()
