"""Regenerate every generated asset: tileset art, the cloth's weave, Tiled maps, sounds
and the icon.

    .venv/bin/python tools/make_assets.py [--out ASSETS_DIR]

Deterministic: running it twice gives byte-identical files. Without ``--out`` it
rewrites the repository's ``assets/`` (commit the scripts and their output together).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_felt  # noqa: E402
import make_icon  # noqa: E402
import make_maps  # noqa: E402
import make_music  # noqa: E402
import make_sounds  # noqa: E402
import make_table_art  # noqa: E402

STEPS = (make_table_art, make_felt, make_maps, make_sounds, make_music, make_icon)


def make(out_dir: str | Path) -> list[Path]:
    written: list[Path] = []
    for step in STEPS:
        written += step.make(out_dir)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "assets"),
                    help="assets folder to write into (default: the repository's assets/)")
    ap.add_argument("-q", "--quiet", action="store_true", help="do not list the files")
    args = ap.parse_args(argv)
    for p in make(args.out):
        if not args.quiet:
            print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
