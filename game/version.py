"""The game's version: one number, kept in ``pyproject.toml`` and nowhere else.

``version()`` reads it from ``pyproject.toml`` (beside the packages in a source checkout,
in ``sys._MEIPASS`` in the PyInstaller build, which bundles the file), else from the
installed distribution's metadata. Nothing is read at import time.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

__all__ = ["version", "version_tuple", "pyproject_path", "read_pyproject_version"]

UNKNOWN = "0+unknown"

_VERSION_RE = re.compile(r'^version\s*=\s*"([^"]+)"\s*$', re.MULTILINE)
_SECTION_RE = re.compile(r"^\[([^\]]+)\]\s*$", re.MULTILINE)


def pyproject_path() -> Path:
    """Where ``pyproject.toml`` is: the bundle's root when frozen, else the repository's."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "pyproject.toml"
    return Path(__file__).resolve().parent.parent / "pyproject.toml"


def read_pyproject_version(text: str) -> str | None:
    """``[project] version`` of a pyproject.toml's ``text``; None if it has none.

    The usual ``version = "1.2.3"`` line of the [project] table is read by hand
    (importing tomllib and parsing cost the launch a few hundredths of a second);
    without one, tomllib judges the text (Python 3.10 has no tomllib: by hand only)."""
    v = _by_hand(text)
    if v:
        return v
    try:
        import tomllib  # Python 3.11+
    except ImportError:  # pragma: no cover - Python 3.10
        return None
    try:
        v = tomllib.loads(text).get("project", {}).get("version")
    except tomllib.TOMLDecodeError:
        return None
    return v if isinstance(v, str) and v else None


def _by_hand(text: str) -> str | None:
    """The [project] table's ``version = "..."`` line, or None."""
    sections = [(m.start(), m.group(1).strip()) for m in _SECTION_RE.finditer(text)]
    for i, (start, name) in enumerate(sections):
        if name != "project":
            continue
        end = sections[i + 1][0] if i + 1 < len(sections) else len(text)
        m = _VERSION_RE.search(text, start, end)
        return m.group(1) if m else None
    return None


@functools.lru_cache(maxsize=1)
def version() -> str:
    """The version string, e.g. ``"0.1.0"``."""
    try:
        v = read_pyproject_version(pyproject_path().read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        v = None
    if v:
        return v
    try:
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as dist_version
        return dist_version("sniff")
    except (ImportError, PackageNotFoundError):
        return UNKNOWN


def version_tuple(v: str | None = None) -> tuple[int, int, int, int]:
    """Four numbers for a Windows version resource: ``"1.2.3rc1"`` -> ``(1, 2, 3, 0)``."""
    m = re.match(r"\d+(?:\.\d+)*", v or version())
    nums = [int(n) for n in m.group(0).split(".")[:3]] if m else []
    return tuple((nums + [0, 0, 0, 0])[:4])  # type: ignore[return-value]
