"""The marks a move would leave, shown on its focused ghost.

While the player holds a tile and one spot has the focus (under the mouse, the
keyboard's or the pad's, or under the dragged tile), the board's marks are drawn as
they will be once the tile is played there: the covered end's disc is gone, the new
end the tile opens has its disc at the ghost's outer end (a double's "N+N"), and the
sniff's ends a play on its second long side opens appear. The other ghosts keep the
board's marks as they are. The engine says what the marks are (``Layout.apply`` on a
copy, then ``Layout.marks``); :meth:`LayoutGeometry.add` on a copy of the board's
geometry (the code that lays the tile when it is played) says where they go.
"""

from __future__ import annotations

import copy
from contextlib import contextmanager

from engine.moves import OPEN_CODE

from .ghosts import ghost_at, held_ghosts

__all__ = ["move_spot", "show_move", "after_view", "previewed", "after_boxes", "draw_after",
           "shown_spot"]


class _After:
    """A focused move's layout and geometry after it, and its badges' cache."""

    __slots__ = ("key", "layout", "geom", "cache", "blocks")

    def __init__(self, key, layout, geom):
        self.key, self.layout, self.geom, self.cache = key, layout, geom, None
        self.blocks = None  # what its marks keep off, with the camera it was for


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


def show_move(board, spot: int | None) -> None:
    """Tell ``board`` the spot of the held tile whose move's marks it draws (None: the
    marks as they are). Told each frame after :meth:`BoardMarks.held_focus` (which
    forgets it), before the discs are drawn."""
    board._held_spot = spot


def previewed(board, layout) -> tuple[int, int] | None:
    """``(tile, spot)``: the held tile and its focused legal spot whose move the board's
    marks of ``layout`` show (:meth:`BoardMarks.held_focus`), or None (nothing held, no
    spot focused, or ``layout`` not the one the board lays out)."""
    held, spot = getattr(board, "_held", None), getattr(board, "_held_spot", None)
    geom = board.geom
    if held is None or spot is None or layout is None or spot not in held[1]:
        return None
    if held[2:] != (id(geom), len(geom.order)) or len(layout.placed) != len(geom.order):
        return None
    if (spot == OPEN_CODE) != (not layout.placed):
        return None
    return held[0], spot


def after_view(board, layout) -> _After | None:
    """The layout and geometry after the previewed move (:func:`previewed`), kept while
    the board, the tile and the spot stay; None: none (or the line would be laid out
    again, walled in: its marks would not be where this board shows them)."""
    move = previewed(board, layout)
    if move is None:
        return None
    tile, spot = move
    key = (id(layout), tuple(layout.placed), id(board.geom), len(board.geom.order), tile, spot)
    kept = getattr(board, "_after_kept", None)
    if kept is not None and kept.key == key:
        return kept
    if spot != OPEN_CODE and spot not in board.geom.exits:
        return None
    lay = layout.copy()
    lay.apply(tile << 8 | spot)
    geom = copy.deepcopy(board.geom)
    geom.add(tile, spot)
    if geom.jammed:
        return None
    board._after_kept = _After(key, lay, geom)
    return board._after_kept


@contextmanager
def _as_after(board, after: _After, spot: int):
    """Within: ``board`` lays its marks out on the geometry after the move (the tile on
    its focused ghost a tile like any other: a disc keeps off it), still off the other
    ghosts as they lie now and the focused spot's "+N" chip, with a badge cache of its
    own (the board's spot rings ask for the marks as they are each frame)."""
    cam = board.camera
    key = (cam.zoom, cam.cx, cam.cy, tuple(cam.rect), board._held, board.text_grow)
    if after.blocks is None or after.blocks[0] != key:  # (kept: asked a few times a frame)
        others = {pc: r for pc, r in held_ghosts(board).items() if pc != spot}
        others[-1] = board.spot_label_box(spot, "+10")  # and off the spot's "+N" chip
        after.blocks = (key, others)
    others = after.blocks[1]
    saved = (board.geom, getattr(board, "_badge_cache", None))
    board.geom, board._badge_cache, board._ghosts_fixed = after.geom, after.cache, others
    try:
        yield
    finally:
        after.cache = board._badge_cache
        board.geom, board._badge_cache = saved
        board._ghosts_fixed = None


def shown_spot(board, layout) -> int | None:
    """The spot whose move's marks the board shows (its ghost marks it: no ring round
    the covered end's old place), or None."""
    return None if after_view(board, layout) is None else previewed(board, layout)[1]


def after_boxes(board, layout) -> list | None:
    """The marks as drawn while a move is previewed (:meth:`BoardMarks.badge_boxes` of
    the layout after it: what the key's tooltip tells about), or None: none previewed."""
    after = after_view(board, layout)
    if after is None or getattr(board, "_drawing_after", False):
        return None
    with _as_after(board, after, previewed(board, layout)[1]):
        return board.badge_boxes(after.layout)


def draw_after(board, surf, layout, lit) -> bool:
    """Draw the marks of ``layout`` after the previewed move in their stead (``lit``
    as :meth:`BoardMarks.draw_badges` takes it); False: no move previewed, nothing
    drawn."""
    if getattr(board, "_drawing_after", False):
        return False
    after = after_view(board, layout)
    if after is None:
        return False
    board._drawing_after = True
    try:
        with _as_after(board, after, previewed(board, layout)[1]):
            board.draw_badges(surf, after.layout, lit)
    finally:
        board._drawing_after = False
    return True
