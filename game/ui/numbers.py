"""Scores as a player reads them (not "105 – -5"): a negative score with a real
minus sign (U+2212, not a hyphen), a change with its sign, and two sides' scores paired
with a separator that never reads as a minus."""

from __future__ import annotations

__all__ = ["MINUS", "score", "signed", "score_pair"]

#: The minus sign (a hyphen reads as a dash beside another number).
MINUS = "\u2212"


def score(v: int) -> str:
    """``-5`` -> "−5", ``105`` -> "105"."""
    return f"{MINUS}{-v}" if v < 0 else str(v)


def signed(v: int) -> str:
    """A change: "+10", "0" (neutral: no sign), "−10"."""
    return f"+{v}" if v > 0 else score(v)


def score_pair(a: int, b: int) -> str:
    """Two sides' scores, the reader's first: "105 : −5"."""
    return f"{score(a)} : {score(b)}"
