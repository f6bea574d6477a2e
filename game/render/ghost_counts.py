"""The ends' counts while a tile is held: none moves; the ghost carries the preview.

A count at rest sits just beyond its open end: where a tile played there would lie, so
a held tile's ghost lies over it. Players turned down every way of moving it: hidden
("disappears"), beside the seam ("jumps"), over the ghost ("covers"), glided into a tab
("shrinks and moves"). So no count moves or changes size while a tile is held: a count
a ghost lies on is simply not drawn while that ghost shows, and the ghost itself shows
what a play there does: its outer half (the new open end) is lit, and just past it (where
the count will rest once played; beside the half where that is taken) a count's own
disc reads the number that end would count after the play - the number moves out to the
new end, as the play moves it. A disc on the half hid the ghost's pips (players could
not see the tile they were placing): it lies there, smaller, only where no room is free
off the ghost. What that number is the engine says (the layout after the play, on a
copy: :func:`preview_value`).

:func:`hidden_ends` tells which counts a ghost lies on; :func:`preview_boxes` where each
ghost's preview goes; :func:`draw_previews` draws them; :func:`draw_counts_over` draws
again, over the ghosts, the counts their edges reach.
"""

from __future__ import annotations

import pygame

from engine.layout import mark_terms
from engine.moves import OPEN_CODE
from engine.tiles import IS_DOUBLE

from ..ui import THEME
from .ghosts import also_ends, held_ghosts
from .held_marks import ghost_out
from .mark_words import double_label

__all__ = ["hidden_ends", "preview_value", "preview_boxes", "draw_previews",
           "draw_counts_over", "WASH_ALPHA"]

#: How strongly a ghost's outer half is lit under its preview (0..255).
WASH_ALPHA = 80


def _rest_box(board, layout, mark):
    box = mark[3]
    if box is None and layout is not None and getattr(layout, "sniff", -1) >= 0:
        box = board.whole_box(layout, layout.sniff)
    return box


def hidden_ends(board, layout) -> set:
    """The points (None: the sniff counted whole) of the counts a held tile's ghost lies
    on: not drawn while the tile is held (they do not move: the ghost's preview says
    what the end becomes)."""
    ghosts = list(held_ghosts(board).values())
    if layout is None or not ghosts:
        return set()
    out = set()
    for mark in board.badge_boxes(layout):
        box = _rest_box(board, layout, mark)
        if box is not None and box.collidelist(ghosts) >= 0:
            out.add(mark[1])
    return out


def preview_value(layout, tile: int, pc: int) -> tuple[str, int, str] | None:
    """What the open end ``tile`` makes on spot ``pc`` would count after the play, as the
    engine counts it (the layout played on a copy): ``(kind, value, label)`` - "solid"
    for a counted end (``value`` what it adds to the Total, ``label`` its words: "5",
    a double's "5+5"), "ring" for an end that counts nothing (``value`` the pips a tile
    there must show); None: no end of the tile's (the opening, or no such move)."""
    if layout is None or pc == OPEN_CODE or not layout.placed:
        return None
    after = layout.copy()
    try:
        after.check(tile << 8 | pc)
    except Exception:  # noqa: BLE001  (not a legal move: nothing to preview)
        return None
    after.apply(tile << 8 | pc)
    mine = [m for m in after.marks() if m[2] == tile]
    ends = [m for m in mine if m[0] == "end"]
    if ends:
        _k, _p, _t, value = ends[0]
        terms = mark_terms(tile, value)
        return "solid", value, double_label(terms[0]) if len(terms) == 2 else str(value)
    if mine:
        return "ring", mine[0][3], str(mine[0][3])
    return None


def _outer_half(board, pc, tile, ghost) -> pygame.Rect:
    """The ghost's outer half (the new open end): a double's whole ghost (it lies
    across: its far side is the end)."""
    if IS_DOUBLE[tile]:
        return ghost.copy()
    o = ghost_out(board, pc, ghost)
    half = ghost.copy()
    if o[0]:
        half.w = ghost.w // 2
        half.x = ghost.centerx if o[0] > 0 else ghost.x
    else:
        half.h = ghost.h // 2
        half.y = ghost.centery if o[1] > 0 else ghost.y
    return half


def preview_boxes(board, layout=None) -> dict[int, tuple]:
    """Spot -> ``(kind, label, box, font, half)`` of the held tile's ghost on it: its
    preview disc's box (``font`` its text size) on the ghost's outer half ``half``. The
    count's own size, centred on the half, pushed on out (never into the ghost's inner
    half: a double's "6+6" wider than the double reaches past its far side, where the
    count will rest) where it is bigger; where that would meet a tile, a count,
    another preview or the play area's edge, made smaller to fit inside the half.
    None where even that meets another preview (the later spot's left out). Kept
    while nothing changes."""
    lay = board._mark_layout if layout is None else layout
    held = getattr(board, "_held", None)
    ghosts = held_ghosts(board)
    if lay is None or held is None or not ghosts or board.text is None:
        return {}
    marks = board.shown_badges(lay)
    key = (held, tuple(sorted((pc, tuple(r)) for pc, r in ghosts.items())), id(lay),
           len(lay.placed), board.badge_radius, board.badge_font,
           tuple(tuple(b) if b is not None else None for _k, _p, _l, b in marks))
    kept = getattr(board, "_previews_kept", None)
    if kept is not None and kept[0] == key:
        return dict(kept[1])
    tile = held[0]
    m = max(2, board.vp.length(3))
    halo = board.badge_halo
    walls = [r for r in (board.tile_rect(t) for t, _p in lay.placed) if r is not None]
    walls += [b.inflate(2 * halo, 2 * halo) for b in (
        _rest_box(board, lay, mk) for mk in marks) if b is not None]
    area = board.camera.rect
    out, taken = {}, []
    for pc in sorted(ghosts):
        what = preview_value(lay, tile, pc)
        if what is None:
            continue
        kind, _value, label = what
        ghost = ghosts[pc]
        half = _outer_half(board, pc, tile, ghost)
        w, h = board.mark_size(label)
        # off the ghost's pips: just past its outer end (where the count will rest once
        # played), else beside its outer half; on the half only where neither is free
        others = [r for q, r in ghosts.items() if q != pc]
        box = next((b for b in _off_ghost(board, pc, tile, ghost, half, w, h, m)
                    if area.contains(b) and b.collidelist(walls + taken + others) < 0),
                   None)
        if box is None:
            box = _pushed_out(board, pc, tile, ghost, half, pygame.Rect(0, 0, w, h), m)
        k = 1.0
        if box.collidelist(walls + taken) >= 0 or not area.contains(box):  # (no room
            # past it: inside the half, on the ghost where it reaches past the area)
            room = half.inflate(-2 * m, -2 * m)
            k = min(1.0, room.w / w, room.h / h)
            box = pygame.Rect(0, 0, max(4, round(w * k)), max(4, round(h * k)))
            box.center = half.center
            if box.collidelist(taken) >= 0:
                continue
        taken.append(box)
        out[pc] = (kind, label, box, board.badge_font * k, half)
    board._previews_kept = (key, dict(out))
    return out


def _way_out(board, pc, tile, ghost):
    """The way (a unit step) from spot ``pc``'s end out through ``tile``'s ghost: a
    double lies across its end, its far side the way the end goes."""
    edge = board.end_edge(pc) if IS_DOUBLE[tile] else None
    return edge[1] if edge is not None else ghost_out(board, pc, ghost)


def _off_ghost(board, pc, tile, ghost, half, w, h, m) -> list[pygame.Rect]:
    """Boxes of ``w`` x ``h`` off ``tile``'s ``ghost`` (its pips read): past its outer
    end, ``m`` px from it, then beside its outer half (either side), nearest first."""
    o = _way_out(board, pc, tile, ghost)
    out = []
    past = pygame.Rect(0, 0, w, h)
    past.center = ghost.center
    if o[0]:
        if o[0] > 0:
            past.left = ghost.right + m
        else:
            past.right = ghost.left - m
    else:
        if o[1] > 0:
            past.top = ghost.bottom + m
        else:
            past.bottom = ghost.top - m
    out.append(past)
    for sign in (1, -1):  # beside the outer half, across the way out
        b = pygame.Rect(0, 0, w, h)
        b.center = half.center
        if o[0]:
            if sign > 0:
                b.top = ghost.bottom + m
            else:
                b.bottom = ghost.top - m
        else:
            if sign > 0:
                b.left = ghost.right + m
            else:
                b.right = ghost.left - m
        out.append(b)
    return out


def _pushed_out(board, pc, tile, ghost, half, box, m) -> pygame.Rect:
    """``box`` centred on the outer ``half`` of ``tile``'s ``ghost``, moved on out the
    way out just enough that it reaches no nearer the seam than ``m`` px into the half
    (a box as long as the half or shorter stays centred)."""
    o = _way_out(board, pc, tile, ghost)
    box.center = half.center
    if o[0] > 0:
        box.x = max(box.x, half.x + m)
    elif o[0] < 0:
        box.right = min(box.right, half.right - m)
    elif o[1] > 0:
        box.y = max(box.y, half.y + m)
    else:
        box.bottom = min(box.bottom, half.bottom - m)
    return box


def draw_previews(board, surf, spots=None) -> None:
    """Each held ghost's preview (``spots``: only those): its outer half lit, the number
    that end would count in a count's disc (a ring's pips in a ring)."""
    lay = board._mark_layout
    for pc, (kind, label, box, font, half) in preview_boxes(board, lay).items():
        if spots is not None and pc not in spots:
            continue
        wash = pygame.Surface(half.size, pygame.SRCALPHA)
        rad = max(2, board.camera.unit // 8)
        pygame.draw.rect(wash, (*THEME.focus[:3], WASH_ALPHA), wash.get_rect(),
                         border_radius=rad)
        surf.blit(wash, half)
        if kind != "solid":  # (a ring's light pips on a patch of felt, as over a ghost)
            pygame.draw.rect(surf, THEME.felt_dark, box, border_radius=box.h // 2)
        board.draw_badge(surf, lay, (kind, None, label, box), font, preview=True)


def draw_counts_over(board, surf, rects) -> None:
    """Draw again, over the ghosts just drawn at ``rects`` (screen rects), the counts
    whose lit halo they reach (each where it rests: none moves; one a held ghost lies
    on is not drawn, nor one on the review's ghosts)."""
    lay = board._mark_layout
    if lay is None or not rects:
        return
    rects = list(rects)
    halo = board.badge_halo
    hidden = also_ends(board) | hidden_ends(board, lay)
    for mark in board.badge_boxes(lay):
        if mark[1] in hidden:
            continue
        box = _rest_box(board, lay, mark)
        if box is not None and box.inflate(2 * halo, 2 * halo).collidelist(rects) >= 0:
            board.draw_badge(surf, lay, mark)
