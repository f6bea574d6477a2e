"""Start to first frame of the built executable: the median of several runs.

    python bench/exe_start.py [dist/sniff] [--runs 7] [--limit 1.0]

Each run starts the executable as a player would (a fresh process; the one-file build
unpacks itself every time) with ``--selftest`` under SDL's dummy drivers and a temporary
``SNIFF_HOME``. The self-test reads the time from the start of the program's first
process (the bootloader's start time in /proc, Linux) to the end of its first frame
``App.frame`` drew and flipped, and prints it as "launch to first frame X s"; this script
collects that figure from each run and prints the median, the spread and the file's size.
The self-test then plays one hand: that part is not timed here.

Exit status: 0; 1 if a run failed; 2 if ``--limit`` is given and the median is over it.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIGURE = re.compile(r"launch to first frame (\d+(?:\.\d+)?) s")


def default_exe() -> Path:
    name = "sniff.exe" if sys.platform.startswith("win") else "sniff"
    return ROOT / "dist" / name


def one_run(exe: Path, timeout: float = 240.0) -> tuple[float, float]:
    """(launch to first frame, whole self-test wall time) of one run, in seconds."""
    with tempfile.TemporaryDirectory(prefix="sniff-bench-") as home:
        env = dict(os.environ, SNIFF_HOME=home, SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy")
        t0 = time.perf_counter()
        r = subprocess.run([str(exe), "--selftest"], capture_output=True, text=True,
                           env=env, timeout=timeout)
        wall = time.perf_counter() - t0
    m = FIGURE.search(r.stdout)
    if r.returncode != 0 or not m:
        tail = (r.stderr or r.stdout).strip().splitlines()[-1:] or ["no output"]
        raise RuntimeError(f"{exe} --selftest exited {r.returncode}: {tail[0]}")
    return float(m.group(1)), wall


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("exe", nargs="?", type=Path, default=None,
                    help="the built executable (default: dist/sniff)")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--limit", type=float, default=None,
                    help="exit 2 if the median is over this many seconds")
    args = ap.parse_args(argv)
    exe = args.exe or default_exe()
    if not exe.is_file():
        print(f"exe_start: {exe} not found: build it first (make exe)", file=sys.stderr)
        return 1
    if args.runs < 1:
        print("exe_start: --runs must be at least 1", file=sys.stderr)
        return 1
    firsts = []
    for i in range(args.runs):
        try:
            first, wall = one_run(exe)
        except (RuntimeError, subprocess.TimeoutExpired, OSError) as e:
            print(f"exe_start: run {i + 1}: {e}", file=sys.stderr)
            return 1
        firsts.append(first)
        print(f"run {i + 1}: launch to first frame {first:.2f} s (self-test {wall:.1f} s)")
    med = statistics.median(firsts)
    size = exe.stat().st_size
    print(f"{exe.name}: {size / 1e6:.1f} MB ({size} bytes); launch to first frame: median "
          f"{med:.2f} s over {len(firsts)} runs (min {min(firsts):.2f}, max {max(firsts):.2f})")
    if args.limit is not None and med > args.limit:
        print(f"exe_start: median {med:.2f} s is over the limit {args.limit:.2f} s",
              file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
