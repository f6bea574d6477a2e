"""The words of a double's mark on the board: "2+2".

A double at an open end counts both its halves toward the Total, while a tile played
there must match one half. Its mark says both at once as plain arithmetic: "2+2" (the
2 to match, the 4 it adds up to, as the Total box adds the ends). An ordinary end's
mark is its one number ("3": the number to match and its count are the same); the
American sniff counted whole reads "3+3" too. The table, the tutorial's figures, the
replay and the review draw them alike (they share the board's renderers), and the
key's tooltip about a mark reads its count from these words (:func:`label_count`).
"""

from __future__ import annotations

__all__ = ["double_label", "is_double", "label_count", "label_pips"]


def double_label(pips: int) -> str:
    """A double's mark: both its halves, "2+2"."""
    return f"{pips}+{pips}"


def is_double(label: str) -> bool:
    """Whether a mark's words are a double's "2+2" (not a count "4", nor a "+10" chip)."""
    a, plus, b = label.partition("+")
    return bool(plus) and a.isdigit() and b.isdigit()


def label_count(label: str) -> int:
    """What a mark counts toward the Total: "5" is 5, a double's "6+6" is 12."""
    if is_double(label):
        a, _p, b = label.partition("+")
        return int(a) + int(b)
    return int(label)


def label_pips(label: str) -> int:
    """The pips a tile played at a mark must show: "5" is 5, a double's "6+6" is 6."""
    return int(label.partition("+")[0]) if is_double(label) else int(label)
