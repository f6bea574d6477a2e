"""Which of the held tile's spots the table previews.

While the player holds a tile, one legal spot may have the focus: the spot under the
dragged tile, the keyboard's or the pad's, or the ghost under the mouse. Its ghost is
drawn stronger and the Total box shows what the move makes of the Total ("10 -> 15").
The board's marks do not move for it: each open end's count stays where it is while
the tile is held (a count a ghost lies on is not drawn: the ghost's outer half shows
what that end would count: :mod:`.ghost_counts`).
"""

from __future__ import annotations

from .ghosts import ghost_at

__all__ = ["move_spot"]


def move_spot(board, drag, focus, source, pointer, legal) -> int | None:
    """The spot whose move the table previews: the legal spot under a dragged tile,
    else the keyboard's or pad's ``focus`` (``source``: how the player last asked),
    else the one whose ghost is under the mouse ``pointer`` (not its end's disc: that
    stays to be pointed at, its tooltip tells what it counts); None: none."""
    if drag and drag.get("moved"):
        return board.spot_at(drag["pos"], legal)
    if source in ("key", "pad"):
        return focus if focus in legal else None
    return None if pointer is None else ghost_at(board, pointer, legal)
