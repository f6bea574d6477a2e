"""Finding the game's files, from source and from a PyInstaller bundle alike."""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["asset_root", "asset_path"]


def asset_root() -> Path:
    """The folder holding ``assets/``: the bundle's ``sys._MEIPASS`` when frozen,
    else the repository (the parent of this package)."""
    env = os.environ.get("SNIFF_ASSETS")
    if env:
        return Path(env)
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> str:
    """A real file path (pytmx and SDL need one) to ``assets/<parts...>``.

    Raises ``FileNotFoundError`` naming the path if it does not exist.
    """
    p = asset_root().joinpath(*parts)
    if not p.exists():
        raise FileNotFoundError(f"missing asset: {p}")
    return str(p)
