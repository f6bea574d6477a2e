"""``python -m game``: start Sniff.

    python -m game                      # title screen
    python -m game --demo               # bots in every seat, fast
    python -m game --demo --seed 3 --players 4 --screenshot shots --quit-after-game
"""

from __future__ import annotations

import argparse
import os
import sys


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="sniff", description="Sniff, the domino game.")
    p.add_argument("--demo", action="store_true", help="bots in every seat, fast")
    p.add_argument("--seed", type=int, default=None, help="seed for the shuffles")
    p.add_argument("--ruleset", choices=["american", "sniff61"], default=None)
    p.add_argument("--players", type=int, choices=[2, 3, 4], default=None)
    p.add_argument("--screenshot", metavar="DIR", default=None,
                   help="save PNGs at the key moments into DIR")
    p.add_argument("--quit-after-game", action="store_true",
                   help="exit when the first game ends")
    p.add_argument("--tutorial", action="store_true", help="start the tutorial")
    p.add_argument("--review", metavar="RECORD", default=None,
                   help="open an exported game (a sniff-record/1 file) at its last hand's "
                        "replay, with the coach's Review; a bad file: one line, exit 2")
    p.add_argument("--autoplay", action="store_true",
                   help="with --tutorial: complete every step with scripted input; "
                        "in a game: your seat plays itself through posted key presses")
    p.add_argument("--selftest", action="store_true",
                   help="render frames, play one full hand with bots, exit 0 on success")
    p.add_argument("--size", type=lambda s: tuple(int(x) for x in s.lower().split("x")),
                   default=None, metavar="WxH", help="window size, e.g. 1280x720")
    p.add_argument("--fps", type=int, default=60)
    return p


def main(argv=None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import multiprocessing
    multiprocessing.freeze_support()  # the bots' worker process in a frozen build
    args = build_parser().parse_args(argv)
    from .main import run
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
