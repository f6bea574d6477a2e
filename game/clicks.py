"""The mouse's rule for a click on a hand tile that is already chosen, shared by the
play table and the tutorial (README, "Mouse:"): a click only chooses a tile, and a
second click on it plays it when it fits only one place.
"""

from __future__ import annotations

__all__ = ["second_click"]


def second_click(spots, must_play: bool = False) -> tuple[str, int | None]:
    """What a click (not a drag) on the chosen tile does, given ``spots``, the attach
    points where it may go now: ``("play", spot)`` when it fits only one place (the
    first click only chose it); else ``("keep", None)`` for a tile that ``must_play``
    (the tile just drawn stays up), ``("drop", None)`` for any other (put down)."""
    spots = list(spots)
    if len(spots) == 1:
        return "play", spots[0]
    return ("keep", None) if must_play else ("drop", None)
