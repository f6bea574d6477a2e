"""Small icons for the table's buttons (pygame shapes, no images): Menu (three bars),
History (a list of moves), Undo (an arrow turning back) and Hint (a light bulb).

Each takes the screen rect to fill and the ink to draw with."""

from __future__ import annotations

import math

import pygame

__all__ = ["TABLE_ICONS", "draw_table_icon"]


def _w(r) -> int:
    return max(2, round(min(r.w, r.h) / 9))


def _menu(surf, r, ink):
    s = min(r.w, r.h)
    w = _w(r)
    for k in (-1, 0, 1):
        y = round(r.centery + k * s * 0.3)
        pygame.draw.line(surf, ink, (r.centerx - s * 0.42, y), (r.centerx + s * 0.42, y), w)


def _history(surf, r, ink):
    """A list: a dot and a line per move."""
    s = min(r.w, r.h)
    w = _w(r)
    for k in (-1, 0, 1):
        y = round(r.centery + k * s * 0.3)
        pygame.draw.circle(surf, ink, (round(r.centerx - s * 0.36), y), max(2, w * 2 // 3))
        pygame.draw.line(surf, ink, (r.centerx - s * 0.16, y), (r.centerx + s * 0.44, y), w)


def _undo(surf, r, ink):
    """An arc turning back to the left, its arrowhead at the left end."""
    s = min(r.w, r.h)
    w = _w(r)
    cx, cy = r.centerx + s * 0.06, r.centery + s * 0.08
    rad = s * 0.34
    arc = pygame.Rect(0, 0, round(2 * rad), round(2 * rad))
    arc.center = (round(cx), round(cy))
    pygame.draw.arc(surf, ink, arc, -math.pi / 2, math.pi * 0.95, w)
    tip = (cx - rad, cy - s * 0.02)
    head = s * 0.2
    pygame.draw.polygon(surf, ink, [(tip[0] - head * 0.8, tip[1] - head * 0.1),
                                    (tip[0] + head * 0.8, tip[1] - head * 0.1),
                                    (tip[0], tip[1] + head * 0.9)])


def _hint(surf, r, ink):
    """A light bulb: a round glass over a small base."""
    s = min(r.w, r.h)
    w = _w(r)
    cx, cy = r.centerx, r.centery - s * 0.1
    pygame.draw.circle(surf, ink, (round(cx), round(cy)), round(s * 0.3), w)
    base = pygame.Rect(0, 0, round(s * 0.28), round(s * 0.2))
    base.midtop = (round(cx), round(cy + s * 0.3))
    pygame.draw.rect(surf, ink, base, border_radius=max(1, w // 2))
    for dx in (-0.07, 0.07):  # the filament
        pygame.draw.line(surf, ink, (cx + s * dx, cy + s * 0.05), (cx, cy - s * 0.06),
                         max(1, w - 1))


TABLE_ICONS = {"menu": _menu, "history": _history, "undo": _undo, "hint": _hint}


def draw_table_icon(surf, icon: str, rect, ink) -> None:
    """The table button's icon ``icon`` in the screen rect ``rect``."""
    TABLE_ICONS[icon](surf, pygame.Rect(rect), ink)
