"""Where a plate (a sum, a "+20", a "Domino!" banner) goes so that it covers nothing that
matters: the free place in an area nearest a preferred point.

    centre = free_spot(area, blocks, (w, h), prefer=(640, 220), step=(14, 10))

``blocks`` are screen rects (tiles, badges, glow rings, other plates) the plate must not
touch. With no free place at all, the least-covering place nearest the preferred point.
Pure geometry: no drawing, no state.
"""

from __future__ import annotations

import pygame

__all__ = ["free_spot", "overlap"]


def overlap(rect: pygame.Rect, blocks) -> int:
    """The area of ``rect`` that ``blocks`` cover (summed; overlapping blocks count twice)."""
    total = 0
    for b in blocks:
        c = rect.clip(b)
        total += c.w * c.h
    return total


def _row_x(blocks, top: int, w: int, h: int, lo: int, hi: int, want: int) -> int | None:
    """The x nearest ``want`` in ``lo..hi`` where a ``w`` x ``h`` plate with its top at
    ``top`` and its centre at x (pygame's rounding) covers no rect of ``blocks``."""
    half = w // 2
    cuts = []
    for b in blocks:
        if top < b.bottom and top + h > b.top:
            a, z = b.left - w + half + 1, b.right + half - 1  # the centres that touch b
            if z >= lo and a <= hi:
                cuts.append((a, z))
    if not cuts:
        return want
    cuts.sort()
    merged = [list(cuts[0])]
    for a, z in cuts[1:]:
        if a <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], z)
        else:
            merged.append([a, z])
    best = None
    for a, z in merged:
        if a <= want <= z:  # the wanted x is covered: either side of this run
            for x in (a - 1, z + 1):
                if lo <= x <= hi and not any(m[0] <= x <= m[1] for m in merged) and (
                        best is None or abs(x - want) < abs(best - want)):
                    best = x
            return best
    return want


def free_spot(area: pygame.Rect, blocks, size, prefer, step=(14, 10),
              y_weight: float = 2.0, free_only: bool = False):
    """The centre of a ``size`` (w, h) plate inside ``area`` that collides with no rect of
    ``blocks``, the nearest to ``prefer`` (distance ``|dx| + y_weight * |dy|``; rows
    ``step[1]`` px apart, any x). With no such place: the place covering the least,
    nearest ``prefer`` among those (None with ``free_only``)."""
    w, h = max(1, round(size[0])), max(1, round(size[1]))
    px, py = prefer
    blocks = [pygame.Rect(b) for b in blocks]
    blocks = [b for b in blocks if b.w > 0 and b.h > 0]
    # a centre at x puts the plate's left at x - w // 2 (pygame's rounding)
    lo_x, hi_x = area.left + w // 2, area.right - w + w // 2
    lo_y, hi_y = area.top + h // 2, area.bottom - h + h // 2
    # the preferred point itself (clamped into the area) is tried first among equals
    cx = min(max(round(px), lo_x), hi_x)
    cy = min(max(round(py), lo_y), hi_y)
    ys = sorted({cy, *range(lo_y, hi_y + 1, max(1, round(step[1])))},
                key=lambda y: abs(y - py))
    best, best_cost = None, None
    if lo_x <= hi_x:
        for y in ys:
            if best_cost is not None and y_weight * abs(y - py) >= best_cost:
                break
            x = _row_x(blocks, y - h // 2, w, h, lo_x, hi_x, cx)
            if x is None:
                continue
            cost = abs(x - px) + y_weight * abs(y - py)
            if best_cost is None or cost < best_cost:
                best, best_cost = (x, y), cost
    if best is not None:
        return best
    r = pygame.Rect(0, 0, w, h)
    r.center = (cx, cy)
    if r.collidelist(blocks) < 0:
        return (cx, cy)
    if free_only:
        return None
    xs = range(lo_x, hi_x + 1, max(1, round(step[0])))
    cands = [(x, y) for y in ys for x in xs] + [(cx, cy)]
    cands.sort(key=lambda p: abs(p[0] - px) + y_weight * abs(p[1] - py))
    best, best_cover = (cx, cy), None
    for x, y in cands:
        r.center = (x, y)
        cover = overlap(r, [blocks[i] for i in r.collidelistall(blocks)])
        if best_cover is None or cover < best_cover:
            best, best_cover = (x, y), cover
    return best
