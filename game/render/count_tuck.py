"""An end's count making room for the held tile's ghost.

A count at rest sits just beyond its open end: where a tile played there would lie, so
a held tile's ghost lies over it. Drawn over the ghost it hid the ghost's pips and its
"+N" ("the numbers cover the tile I'm about to place"); hidden, "the numbers
disappear"; put beside the seam at once, it "jumped". So while a tile is held, a count a
ghost lies on glides (:data:`TUCK_SECONDS`, eased, never a jump) and shrinks into a small
tab pinned at the seam between its end tile and the ghost, clear of every tile and
ghost; it glides back, growing, when the tile is put down. The value never leaves the
screen, and the ghost reads whole: the tile as it would lie there, its "+N" against it.

:func:`tab_boxes` places the tabs; :func:`drawn_marks` gives each mark as drawn now
(its box on its way, its text size); :func:`tucking` tells the scene to keep drawing
while one glides.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..ui import THEME
from . import ghosts as _ghosts
from .table_sizes import chip_size

__all__ = ["TUCK_SECONDS", "TAB_SCALE", "tab_boxes", "tab_font", "drawn_marks", "tucking",
           "draw_counts_over"]

#: How long a count takes to glide into its tab, or back (seconds).
TUCK_SECONDS = 0.15
#: A tab's size beside its count's at rest (its text never below a chip's).
TAB_SCALE = 0.72


def _ease(t: float) -> float:
    """Smooth in and out (no jump at either end)."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


def tab_font(board) -> float:
    """The design text size of a tab's value: smaller than a disc's, never below a
    "+N" chip's."""
    return max(chip_size(board.text), round(board.badge_font * TAB_SCALE))


def _tab_size(board, label: str, box: pygame.Rect) -> tuple[int, int]:
    w, h = round(box.w * TAB_SCALE), round(box.h * TAB_SCALE)
    if board.text is not None:
        img = board.text.get(label, tab_font(board), THEME.badge_ink, True)
        w = max(w, img.get_width() + board.vp.length(8))
        h = max(h, img.get_height())
    return max(w, h), h


def tab_boxes(board, layout) -> dict[int, pygame.Rect]:
    """Open end -> the box of its count's tab while a tile is held: for each count a
    held tile's ghost lies on, the nearest place to the seam between its end tile and
    the ghost clear of every tile, ghost and other count, inside the play area (none
    found: the count stays, drawn over the ghost as before)."""
    if layout is None:
        return {}
    ghosts = _ghosts.held_ghosts(board)
    if not ghosts:
        return {}
    marks = board.badge_boxes(layout)
    cam = board.camera
    key = (tuple(sorted((pc, tuple(r)) for pc, r in ghosts.items())),
           tuple((p, tuple(b) if b is not None else None) for _k, p, _l, b in marks),
           tuple(cam.rect))
    kept = getattr(board, "_tabs_kept", None)
    if kept is not None and kept[0] == key:
        return dict(kept[1])
    vp = board.vp
    gap = board.end_gap
    frame = max(3, vp.length(4))  # the focused ghost's frame
    ghost_rs = [r.inflate(2 * (gap + frame), 2 * (gap + frame)) for r in ghosts.values()]
    tiles = [r.inflate(2 * gap, 2 * gap) for r in (
        board.tile_rect(t) for t, _p in layout.placed) if r is not None]
    others = []
    for _k, _p, _l, b in marks:
        if b is None:
            b = board.whole_box(layout, layout.sniff)
        if b is not None:
            others.append((_p, b))
    under = {p for p, b in others if b.collidelist(list(ghosts.values())) >= 0}
    walls = tiles + ghost_rs + [b.inflate(2 * gap, 2 * gap) for p, b in others
                                if p not in under]
    area = cam.rect
    out: dict[int, pygame.Rect] = {}
    step = max(3, vp.length(3))
    u = max(8, cam.unit)
    for _k, pc, label, box in marks:
        if pc not in under or box is None:
            continue
        edge = board.end_edge(pc)
        if edge is None:
            continue
        (ex, ey), (dx, dy) = edge
        w, h = _tab_size(board, label, box)
        # a side first: the one away from the play area's middle (more room there)
        side = (-dy, dx)
        away = (ex - area.centerx) * side[0] + (ey - area.centery) * side[1]
        sides = (1, -1) if away > 0 or (away == 0 and side[0] + side[1] < 0) else (-1, 1)
        found = None
        for a, c, rank in _offsets(u, step):
            c *= sides[rank]
            r = pygame.Rect(0, 0, w, h)
            r.center = (round(ex + dx * a + side[0] * c), round(ey + dy * a + side[1] * c))
            if area.contains(r) and r.collidelist(walls) < 0:
                found = r
                break
        if found is not None:
            out[pc] = found
            walls.append(found.inflate(2 * gap, 2 * gap))
    board._tabs_kept = (key, dict(out))
    return out


@lru_cache(maxsize=16)
def _offsets(u: int, step: int) -> tuple:
    """The places a tab is tried at, nearest the seam first: ``(along, across, side)``
    px from it (along: back beside the end tile, or on by the ghost; side: 0 the
    first side tried, 1 the other)."""
    out = [(abs(a) + c + rank, a, c, rank) for a in range(-2 * u, u + 1, step)
           for c in range(step, 3 * u, step) for rank in (0, 1)]
    return tuple((a, c, rank) for _cost, a, c, rank in sorted(out))


def _progress(board, pc, tab, rest, now) -> tuple[float, pygame.Rect | None]:
    """How far (0 at rest .. 1 tucked, not eased) the count of ``pc`` is on its way
    now, and the tab it goes to or comes back from; ``tab``: its tab while held (None:
    not tucked now)."""
    state = board.__dict__.setdefault("_tucks", {})
    p0, t0, on, offset = state.get(pc, (0.0, now, False, None))
    p = min(1.0, max(0.0, p0 + (now - t0) / TUCK_SECONDS * (1 if on else -1)))
    if tab is not None:  # (kept from the rest box's centre: it follows the camera)
        offset = (tab.centerx - rest.centerx, tab.centery - rest.centery, tab.w, tab.h)
    want = tab is not None
    if want != on or (want and offset != state.get(pc, (0, 0, 0, None))[3]):
        state[pc] = (p, now, want, offset)
    if not want and p <= 0:
        state.pop(pc, None)
    if offset is None:
        return 0.0, None
    ox, oy, w, h = offset
    box = pygame.Rect(0, 0, w, h)
    box.center = (rest.centerx + ox, rest.centery + oy)
    return p, box


def drawn_marks(board, layout, settle: bool = False) -> list[tuple]:
    """``(mark, font, on_way)`` for each of :meth:`badge_boxes`' marks as drawn now:
    the mark with its box where it is (on its way to its tab, or back), its text size
    (None: a disc's own) and whether it is off its rest place. ``settle``: as it will
    rest (the tabs while held), not as it is on its way."""
    if layout is None:
        return []
    marks = board.badge_boxes(layout)
    tabs = tab_boxes(board, layout)
    now = _ghosts.clock()
    state = getattr(board, "_tucks", {})
    for pc in [p for p in state if p not in {m[1] for m in marks}]:
        state.pop(pc, None)  # (an end covered since)
    out = []
    small = tab_font(board)
    for mark in marks:
        kind, pc, label, rest = mark
        if rest is None or (pc not in tabs and pc not in state):
            out.append((mark, None, False))
            continue
        if settle:
            tab = tabs.get(pc)
            out.append(((kind, pc, label, tab), small, True) if tab is not None
                       else (mark, None, False))
            continue
        p, tab = _progress(board, pc, tabs.get(pc), rest, now)
        if tab is None or p <= 0:
            out.append((mark, None, False))
            continue
        e = _ease(p)
        w = round(rest.w + (tab.w - rest.w) * e)
        h = round(rest.h + (tab.h - rest.h) * e)
        box = pygame.Rect(0, 0, w, h)
        box.center = (round(rest.centerx + (tab.centerx - rest.centerx) * e),
                      round(rest.centery + (tab.centery - rest.centery) * e))
        out.append(((kind, pc, label, box), small if e >= 0.5 else None, True))
    return out


def tucking(board) -> bool:
    """Whether a count is gliding to its tab or back now (keep drawing)."""
    state = getattr(board, "_tucks", None)
    if not state:
        return False
    now = _ghosts.clock()
    for p0, t0, on, _o in state.values():
        p = p0 + (now - t0) / TUCK_SECONDS * (1 if on else -1)
        if 0.0 < p < 1.0:
            return True
    return False


def draw_counts_over(board, surf, rects) -> None:
    """Draw again, over the ghosts just drawn at ``rects`` (screen rects), every count
    they reach as drawn now: a tucked one in its tab (on its way: over the ghost it
    leaves), one with no tab found where it sits at rest (the ghost a pale copy under
    it)."""
    lay = board._mark_layout
    if lay is None or not rects:
        return
    rects = list(rects)
    halo = board.badge_halo
    hidden = _ghosts.also_ends(board)
    for mark, font, moved in drawn_marks(board, lay):
        if mark[1] in hidden and mark[3] is not None:
            continue
        box = mark[3] if mark[3] is not None else board.whole_box(lay, lay.sniff)
        if box is not None and (moved or box.inflate(2 * halo, 2 * halo).collidelist(rects) >= 0):
            if mark[0] != "solid":  # a hollow ring's light label on a patch of felt (as
                # at rest: light on the ivory ghost it did not read)
                pygame.draw.rect(surf, THEME.felt_dark, box, border_radius=box.h // 2)
            board.draw_badge(surf, lay, mark, font)
