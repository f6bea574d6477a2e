"""Where the board's marks go while the player holds a tile.

A held tile's ghost lies on each spot it may go, over the place where that end's count
sits at rest. The count stays on the screen all the same (a new player reads the ends'
numbers while choosing): it steps aside to the seam between its end and the ghost, on
the side away from the rest of the layout where that is clear (the other side, or
alongside its end's tile, where not), the same disc as at rest, never under the ghost
or on it (a count seen through a ghost read as muddy). Each ghost's "+N" chip (a quiet
"+0" where the move scores nothing) lies against its own ghost: past its outer end,
else beside it, never out in the felt by another spot.
"""

from __future__ import annotations

import pygame

from ..ui import THEME
from .ghosts import shown_ghosts
from .table_sizes import chip_size

__all__ = ["held_badges", "ghost_chip_box", "ghost_out"]


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
                         for _k, p, _l, b in board.badge_boxes(layout))


def _place(board, layout) -> tuple[list, dict]:
    """The marks as :meth:`badge_boxes` gives them, each ghosted end's moved to its
    place while held, and spot -> its ghost's chip box ("+10" wide)."""
    key = _key(board, layout)
    kept = getattr(board, "_held_marks", None)
    if kept is not None and kept[0] == key:
        return kept[1], kept[2]
    ghosts = dict(shown_ghosts(board))
    vp, cam = board.vp, board.camera
    area = cam.rect
    gap = board.end_gap
    pad = max(2, vp.length(3))
    tiles = [r.inflate(2 * gap, 2 * gap) for r in (
        board.tile_rect(t) for t, _p in (layout.placed if layout is not None else ()))
        if r is not None]
    ghost_rs = [r.inflate(2 * pad, 2 * pad) for r in ghosts.values()]
    marks = board.badge_boxes(layout)
    placed = [b.inflate(2 * pad, 2 * pad) for _k, p, _l, b in marks
              if b is not None and p not in ghosts]
    x0, y0, x1, y1 = board.geom.bbox() if board.geom.tiles else (0, 0, 0, 0)
    mid = cam.to_screen((x0 + x1) / 2, (y0 + y1) / 2)
    out = []
    for kind, pc, label, box in marks:
        if box is None or pc not in ghosts:
            out.append((kind, pc, label, box))
            continue
        moved = _beside(board, pc, box, ghosts[pc], mid, tiles + ghost_rs + placed, area)
        placed.append(moved.inflate(2 * pad, 2 * pad))
        out.append((kind, pc, label, moved))
    chips = {}
    if board.text is not None:
        lr = board.text.get("+10", chip_size(board.text), THEME.ink, True).get_rect()
        size = (lr.w + vp.length(10), lr.h + vp.length(4))
        for pc in sorted(ghosts):
            chip = _chip(board, pc, ghosts[pc], size, (tiles + ghost_rs + placed,
                                                        ghost_rs + placed), area, pad)
            chips[pc] = chip
            placed.append(chip.inflate(2 * pad, 2 * pad))
    board._held_marks = (key, out, chips)
    return out, chips


def _beside(board, pc, box, ghost, mid, avoid, area) -> pygame.Rect:
    """Where end ``pc``'s mark ``box`` goes while ``ghost`` lies on its end: beside
    the seam of the end and the ghost (the outer side first), else slid along it (by
    the ghost's first half or its end's tile), else past the ghost's outer end; its
    place at rest where nothing is clear."""
    (ex, ey), (dx, dy) = board.end_edge(pc)
    gap = board.end_gap
    tr = board.tile_rect(pc >> 3)
    across = max((tr.h if dx else tr.w) if tr is not None else 0,
                 ghost.h if dx else ghost.w) / 2
    half = (box.h if dx else box.w) / 2
    u = board.camera.unit
    # the side clearly away from the middle of the layout first (the felt is freer
    # there), else above / on the left (every count on the same side of its line)
    sides = sorted([(-dy, dx), (dy, -dx)], key=lambda s: (
        -(s[0] * (ex - mid[0]) + s[1] * (ey - mid[1]) > u), s[1] or s[0]))
    cands = []
    step = max(2, u // 8)
    # at the seam, then slid along it: beside the ghost's first half or its end's tile
    for k in range(0, u + 1, step):
        for along in ((0,) if k == 0 else (k, -k)):
            for sx, sy in sides:
                reach = across + gap + half
                c = box.copy()
                c.center = (round(ex + dx * along + sx * reach),
                            round(ey + dy * along + sy * reach))
                cands.append(c)
    o = ghost_out(board, pc, ghost)
    far = (ghost.w if o[0] else ghost.h) / 2 + gap + (box.w if o[0] else box.h) / 2
    c = box.copy()
    c.center = (round(ghost.centerx + o[0] * far), round(ghost.centery + o[1] * far))
    cands.append(c)
    return next((c for c in cands if area.contains(c) and c.collidelist(avoid) < 0), box)


def _chip(board, pc, ghost, size, avoid: tuple, area, pad) -> pygame.Rect:
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
    return inside[0] if inside else cands[0].clamp(area)


def held_badges(board, layout) -> list[tuple]:
    """:meth:`BoardMarks.badge_boxes` as shown now: while a ghost lies on an end, that
    end's mark beside it (never under it)."""
    if not shown_ghosts(board):
        return board.badge_boxes(layout)
    return list(_place(board, layout)[0])


def ghost_chip_box(board, pc: int, label: str, layout=None) -> pygame.Rect | None:
    """The box of spot ``pc``'s "+N" chip reading ``label`` while its ghost is shown:
    against the ghost (None: no ghost on ``pc``)."""
    lay = board._mark_layout if layout is None else layout
    if lay is None or pc not in dict(shown_ghosts(board)):
        return None
    chip = _place(board, lay)[1].get(pc)
    if chip is None:
        return None
    lr = board.text.get(label, chip_size(board.text), THEME.ink, True).get_rect()
    box = lr.inflate(board.vp.length(10), board.vp.length(4))
    box.center = chip.center
    return box
