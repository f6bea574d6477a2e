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


def free_spot(area: pygame.Rect, blocks, size, prefer, step=(14, 10),
              y_weight: float = 2.0) -> tuple[float, float]:
    """The centre of a ``size`` (w, h) plate inside ``area`` that collides with no rect of
    ``blocks``, the nearest to ``prefer`` (distance ``|dx| + y_weight * |dy|``). With no
    such place: the place covering the least, nearest ``prefer`` among those."""
    w, h = max(1, round(size[0])), max(1, round(size[1]))
    px, py = prefer
    xs = range(area.left + (w + 1) // 2, area.right - w // 2 + 1, max(1, round(step[0])))
    ys = range(area.top + (h + 1) // 2, area.bottom - h // 2 + 1, max(1, round(step[1])))
    cands = [(x, y) for y in ys for x in xs]
    # the preferred point itself (clamped into the area) is tried first among equals
    cx = min(max(round(px), area.left + (w + 1) // 2), area.right - w // 2)
    cy = min(max(round(py), area.top + (h + 1) // 2), area.bottom - h // 2)
    cands.append((cx, cy))
    cands.sort(key=lambda p: abs(p[0] - px) + y_weight * abs(p[1] - py))
    blocks = list(blocks)
    r = pygame.Rect(0, 0, w, h)
    best, best_cover = (cx, cy), None
    for x, y in cands:
        r.center = (x, y)
        if r.collidelist(blocks) < 0:
            return (x, y)
        cover = overlap(r, blocks)
        if best_cover is None or cover < best_cover:
            best, best_cover = (x, y), cover
    return best
