"""The "+N" chips of a held tile's ghosts, and the counts drawn over the ghosts.

A held tile's ghost lies on each spot it may go, over the place where that end's count
sits at rest; that count is not drawn while the ghost shows (the ghost's outer half
previews the new end's count: :mod:`.ghost_counts`), so the ghost and its chip read. Each ghost's "+N" chip (a quiet "+0" where the move scores nothing)
lies against its own ghost: past its outer end, else beside it, clear of every count,
never out in the felt by another spot.
"""

from __future__ import annotations

import pygame

from ..ui import THEME
from .ghosts import shown_ghosts
from .table_sizes import chip_size

__all__ = ["ghost_chip_box", "ghost_out"]


def ghost_out(board, pc: int, rect: pygame.Rect):
    """The way (a unit step) from spot ``pc``'s end through its ghost ``rect`` to the
    ghost's outer end: the end's own way for a ghost laid straight on (or a double
    across), else the way the ghost turned."""
    edge = board.end_edge(pc)
    if edge is None:
        return (0, -1)
    (ex, ey), (dx, dy) = edge
    along = rect.w >= rect.h  # the ghost's long side lies across the screen
    if (dx != 0) == along or rect.w == rect.h:
        return (dx, dy)
    if along:  # turned onto a row
        return (1 if rect.centerx > ex else -1, 0)
    return (0, 1 if rect.centery > ey else -1)


def _key(board, layout):
    ghosts = tuple((pc, tuple(r)) for pc, r in shown_ghosts(board))
    return ghosts, tuple((p, tuple(b) if b is not None else None)
                         for _k, p, _l, b in board.shown_badges(layout)), tuple(
        tuple(b) for b in board.preview_rects(layout))


def _place(board, layout) -> dict:
    """Spot -> its ghost's chip box ("+10" wide), clear of every count."""
    key = _key(board, layout)
    kept = getattr(board, "_held_marks", None)
    if kept is not None and kept[0] == key:
        return kept[1]
    ghosts = dict(shown_ghosts(board))
    vp, cam = board.vp, board.camera
    area = cam.rect
    gap = board.end_gap
    pad = max(2, vp.length(3))
    tiles = [r.inflate(2 * gap, 2 * gap) for r in (
        board.tile_rect(t) for t, _p in (layout.placed if layout is not None else ()))
        if r is not None]
    ghost_rs = [r.inflate(2 * pad, 2 * pad) for r in ghosts.values()]
    marks = board.shown_badges(layout)
    # every count drawn where it rests while the tile is held (none a ghost lies on),
    # the sniff's "3+3" tag too
    placed = [b.inflate(2 * pad, 2 * pad) for b in (
        box if box is not None else (board.whole_box(layout, layout.sniff)
                                     if layout is not None else None)
        for _k, _p, _l, box in marks) if b is not None]
    # and each ghost's preview of the end it makes (a double's "6+6" past its far side)
    placed += [b.inflate(2 * pad, 2 * pad) for b in board.preview_rects(layout)]
    counts = list(placed)
    chips = {}
    if board.text is not None:
        lr = board.text.get("+10", chip_size(board.text), THEME.ink, True).get_rect()
        size = (lr.w + vp.length(10), lr.h + vp.length(4))
        for pc in sorted(ghosts):
            chip = _chip(board, pc, ghosts[pc], size, (tiles + ghost_rs + placed,
                                                        ghost_rs + placed, placed), area,
                         pad, counts)
            chips[pc] = chip
            placed.append(chip.inflate(2 * pad, 2 * pad))
    board._held_marks = (key, chips)
    return chips


def _chip(board, pc, ghost, size, avoid: tuple, area, pad, counts) -> pygame.Rect:
    """Spot ``pc``'s "+N" chip of ``size``: against its ``ghost``, past its outer end
    first, else beside its outer half, its inner half (either side), anywhere along
    it, further out only where nothing nearer is clear."""
    o = ghost_out(board, pc, ghost)
    w, h = size
    side = (-o[1], o[0])
    gx, gy = ghost.center
    # the ghost's half-length along o and half-width across it
    ha = (ghost.w if o[0] else ghost.h) / 2
    hc = (ghost.h if o[0] else ghost.w) / 2
    ca = (w if o[0] else h) / 2  # the chip's half along o, across it
    cc = (h if o[0] else w) / 2
    cands = []
    slide = [ha / 2, 0, -ha / 2] + [ha - k for k in range(0, round(2 * ha) + 1, 2 * pad)]
    for extra in list(range(0, 3 * pad + 1, pad)) + list(range(4 * pad, 8 * pad * 3, 2 * pad)):
        g = pad + extra
        spots = [(ha + g + ca, 0)] + [(ha + g + ca, k * (cc + pad)) for k in (1, -1)]
        for along in slide:
            spots += [(along, k * (hc + g + cc)) for k in (1, -1)]
        for a, c in spots:
            r = pygame.Rect(0, 0, w, h)
            r.center = (round(gx + o[0] * a + side[0] * c), round(gy + o[1] * a + side[1] * c))
            cands.append(r)
    inside = [r for r in cands if area.contains(r)]
    for keep_off in avoid:  # (a crowded corner: on a tile's edge before on a count)
        box = next((r for r in inside if r.collidelist(keep_off) < 0), None)
        if box is not None:
            return box
    # (nowhere clear inside: off the counts at least, even a little outside)
    return next((r.clamp(area) for r in inside + cands if r.clamp(area).collidelist(counts) < 0),
                inside[0] if inside else cands[0].clamp(area))


def ghost_chip_box(board, pc: int, label: str, layout=None) -> pygame.Rect | None:
    """The box of spot ``pc``'s "+N" chip reading ``label`` while its ghost is shown:
    against the ghost (None: no ghost on ``pc``)."""
    lay = board._mark_layout if layout is None else layout
    if lay is None or pc not in dict(shown_ghosts(board)):
        return None
    chip = _place(board, lay).get(pc)
    if chip is None:
        return None
    lr = board.text.get(label, chip_size(board.text), THEME.ink, True).get_rect()
    box = lr.inflate(board.vp.length(10), board.vp.length(4))
    box.center = chip.center
    return box

