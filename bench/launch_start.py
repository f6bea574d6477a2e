"""Start to the first title frame, from source: the median of several runs.

    python bench/launch_start.py [--runs 7] [--video dummy] [--src DIR]

Each run starts ``python -m game`` as a player would (a fresh process, a temporary
``SNIFF_HOME``) with ``SNIFF_FIRST_FRAME_EXIT`` set: the game prints the time from its
process's start (Linux: /proc) to the end of the first frame a scene drew and flipped,
then ends. Two starts are timed, alternately: a first launch (an empty data folder: the
welcome screen) and a returning player (a settings file: the title). Bytecode is cached
(in a temporary ``PYTHONPYCACHEPREFIX``, after one start that is not counted) as an
installed game or the built executable has it. ``--src`` runs another checkout of the
game (e.g. an older commit's, to compare) with this Python.

Exit status: 0; 1 if a run failed.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIGURE = re.compile(r"launch to first frame (\d+(?:\.\d+)?) s \((\w+)\)")
KINDS = ("welcome", "title")


def one_run(kind: str, video: str, src: Path, pycache: str,
            timeout: float = 60.0) -> tuple[float, str]:
    """(seconds from the process's start to its first frame, the scene drawn)."""
    with tempfile.TemporaryDirectory(prefix="sniff-launch-") as home:
        if kind == "title":  # a returning player: their settings are there
            (Path(home) / "settings.json").write_text("{}\n")
        env = dict(os.environ, SNIFF_HOME=home, SDL_VIDEODRIVER=video,
                   SDL_AUDIODRIVER="dummy", SNIFF_FIRST_FRAME_EXIT="1",
                   PYTHONPYCACHEPREFIX=pycache)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        r = subprocess.run([sys.executable, "-m", "game"], capture_output=True, text=True,
                           env=env, timeout=timeout, cwd=src)
    m = FIGURE.search(r.stdout)
    if r.returncode != 0 or not m:
        tail = (r.stderr or r.stdout).strip().splitlines()[-1:] or ["no output"]
        raise RuntimeError(f"python -m game exited {r.returncode}: {tail[0]}")
    return float(m.group(1)), m.group(2)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--video", default="dummy", help="SDL_VIDEODRIVER (default dummy)")
    ap.add_argument("--src", type=Path, default=ROOT,
                    help="the checkout whose game to start (default: this one)")
    args = ap.parse_args(argv)
    if args.runs < 1:
        print("launch_start: --runs must be at least 1", file=sys.stderr)
        return 1
    if not (args.src / "game" / "__main__.py").is_file():
        print(f"launch_start: {args.src} holds no game/__main__.py", file=sys.stderr)
        return 1
    times: dict[str, list[float]] = {k: [] for k in KINDS}
    with tempfile.TemporaryDirectory(prefix="sniff-pycache-") as pycache:
        for i in range(-1, args.runs):  # run -1 only writes the bytecode
            for kind in KINDS:
                try:
                    t, scene = one_run(kind, args.video, args.src, pycache)
                except (RuntimeError, subprocess.TimeoutExpired, OSError) as e:
                    print(f"launch_start: run {i + 1} ({kind}): {e}", file=sys.stderr)
                    return 1
                if i >= 0:
                    times[kind].append(t)
                    print(f"run {i + 1}: {kind}: first frame {t:.3f} s ({scene})")
    for kind in KINDS:
        ts = times[kind]
        print(f"{kind}: launch to first frame: median {statistics.median(ts):.3f} s over "
              f"{len(ts)} runs (min {min(ts):.3f}, max {max(ts):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
