"""What the autosave costs the frame: a long 4-player game saved after every step.

    python bench/autosave.py [--dir DIR] [--games N]

For every engine step of a few whole games (a deal, or a play with what it
forced) it times, on the calling thread:

* ``save``: what the table pays per move (``Persistence.save_move``: the
  snapshot and its save document built from ``Game.to_record()`` and handed to
  the writer thread);
* ``write``: one atomic write of that document done synchronously
  (``storage.atomic_write_json``: temporary file, flush, fsync, rename), which is
  what the writer thread does instead of the frame.

It prints the median and p99 of each and the largest save. The decision it
backs: writes cost milliseconds (fsync), more than a frame can spare, so they
run in the background; the per-move cost on the frame must stay well under 1 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Game  # noqa: E402
from game import storage  # noqa: E402
from game.config import GameConfig  # noqa: E402
from game.persistence import Persistence, Snapshot  # noqa: E402
from game.saves import Saves  # noqa: E402


def p99(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * 0.99))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", default=None, help="folder to write in (default: a temp dir)")
    ap.add_argument("--games", type=int, default=3)
    args = ap.parse_args(argv)
    folder = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="sniff-bench-"))
    saves = Saves(path=folder / "autosave.json")
    persistence = Persistence(saves)
    rng = random.Random(1)
    save_t, write_t, sizes = [], [], []
    for g in range(args.games):
        game = Game("american", 4, seed=g)
        cfg = GameConfig(players=4, seed=g)
        while game.phase != "over":
            if game.phase == "deal":
                game.deal()
            else:
                game.play(rng.choice(list(game.legal_moves)))
            t = time.perf_counter()
            snap = Snapshot.of(game, cfg, game_id=f"bench-{g}")
            persistence.save_move(snap)
            save_t.append(time.perf_counter() - t)
            doc = snap.save_doc()
            t = time.perf_counter()
            storage.atomic_write_json(folder / "sync.json", doc, indent=None)
            write_t.append(time.perf_counter() - t)
            sizes.append((folder / "sync.json").stat().st_size)
    saves.flush()
    ms = 1000.0
    print(f"{len(save_t)} steps in {args.games} games, writing in {folder}")
    print(f"save (on the frame):   median {statistics.median(save_t) * ms:.3f} ms, "
          f"p99 {p99(save_t) * ms:.3f} ms")
    print(f"atomic write (synchronous): median {statistics.median(write_t) * ms:.2f} ms, "
          f"p99 {p99(write_t) * ms:.2f} ms")
    print(f"largest save {max(sizes):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
