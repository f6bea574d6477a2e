"""The rule book's paper tally (RULES.md 1.9) as the score panel shows it: strokes in
blocks of ten, a minus bar before a negative score, wrapped onto lines."""

from __future__ import annotations

import pygame

__all__ = ["draw_tally", "tally_lines", "TALLY_MAX"]


def draw_tally(surf, rect, value: int, stroke_value: int, color, width: int = 2,
               minus=None) -> None:
    """The rule book's paper tally (RULES.md 1.9): each stroke is ``stroke_value``
    points; a block of ten strokes is a big X with a small x in each of its four
    spaces. Drawn stroke by stroke, block after block, left to right in ``rect``. A
    negative score: a minus bar (in ``minus``, else ``color``) before its strokes
    (else a negative score drew nothing)."""
    strokes = abs(value) // stroke_value
    if strokes <= 0:
        return
    h = rect.h
    bw = h  # a block is square
    gap = max(3, h // 4)
    x = rect.x
    if value < 0:
        bar = pygame.Rect(x, 0, max(4, round(h * 0.5)), max(2, round(h * 0.14)))
        bar.centery = rect.centery
        pygame.draw.rect(surf, minus or color, bar)
        x = bar.right + gap
    while strokes > 0:
        n = min(10, strokes)
        strokes -= n
        b = pygame.Rect(x, rect.y, bw, h)
        lines = [((b.left, b.top), (b.right, b.bottom)), ((b.right, b.top), (b.left, b.bottom))]
        q = h / 4
        cx, cy = b.centerx, b.centery
        small = q * 0.55
        for sx, sy in ((cx, b.top + q * 0.75), (b.right - q * 0.75, cy),
                       (cx, b.bottom - q * 0.75), (b.left + q * 0.75, cy)):
            lines.append(((sx - small, sy - small), (sx + small, sy + small)))
            lines.append(((sx + small, sy - small), (sx - small, sy + small)))
        for a, c in lines[:n]:
            pygame.draw.line(surf, color, a, c, width)
        x += bw + gap
        if x + bw > rect.right + 1 and strokes > 0:
            break


#: The tally's blocks in the score panel: at most this tall (design px), and the
#: lines they wrap onto where one would make them smaller than that.
TALLY_MAX = 40


def tally_lines(area, value: int, stroke_value: int, most: int) -> list:
    """The tally of ``value`` in screen rect ``area`` as ``[(rect, points)]``, one per
    line: its blocks as large as they fit (up to ``most`` px), wrapped onto more lines
    where that makes them larger (not ~20 px marks squeezed under the
    name)."""
    strokes = abs(value) // stroke_value
    blocks = max(1, -(-strokes // 10))
    lead = 1 if value < 0 else 0  # the minus bar takes about half a block
    best = (0, 1, blocks)
    for n_lines in range(1, blocks + 1):
        per = -(-blocks // n_lines)
        h = min(area.h / (n_lines * 1.2 - 0.2), area.w / (per + lead * 0.8) / 1.25, most)
        if h > best[0] + 0.5:
            best = (h, n_lines, per)
    h, n_lines, per = best
    h = max(2, int(h))
    step = (area.h - h * n_lines) / max(1, n_lines) + h
    out, left = [], abs(value)
    for k in range(n_lines):
        pts = min(left, per * 10 * stroke_value)
        left -= pts
        if pts <= 0:
            break
        sign = -1 if value < 0 and k == 0 else 1
        out.append((pygame.Rect(area.x, round(area.y + k * step), area.w, h), sign * pts))
    return out
