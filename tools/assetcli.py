"""The command line shared by the asset scripts: ``--out DIR`` (default: the
repository's ``assets/``); prints each file written."""

from __future__ import annotations

import argparse
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def run(make, doc: str, argv: list[str] | None = None) -> int:
    """Parse ``argv``, call ``make(out_dir)`` and print the paths it returns."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", default=str(ASSETS),
                    help="assets folder to write into (default: the repository's assets/)")
    args = ap.parse_args(argv)
    for p in make(args.out):
        print(p)
    return 0
