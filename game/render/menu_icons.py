"""Small icons drawn for the main menu's buttons and cards (pygame shapes, no images).

Each takes the screen rect to fill and the ink to draw with; they are a few primitives
each, drawn only when the menu redraws."""

from __future__ import annotations

import math

import pygame

__all__ = ["ICONS", "draw_icon"]


def _w(r) -> int:
    return max(2, round(min(r.w, r.h) / 12))


def _play(surf, r, ink):
    s = min(r.w, r.h)
    cx, cy = r.center
    pts = [(cx - s * 0.3, cy - s * 0.38), (cx - s * 0.3, cy + s * 0.38), (cx + s * 0.4, cy)]
    pygame.draw.polygon(surf, ink, pts)


def _plus(surf, r, ink):
    s = min(r.w, r.h)
    cx, cy = r.center
    w = max(3, round(s / 7))
    pygame.draw.rect(surf, ink, (cx - s * 0.36, cy - w / 2, s * 0.72, w))
    pygame.draw.rect(surf, ink, (cx - w / 2, cy - s * 0.36, w, s * 0.72))


def _calendar(surf, r, ink):
    s = min(r.w, r.h)
    box = pygame.Rect(0, 0, round(s * 0.84), round(s * 0.76))
    box.center = (r.centerx, r.centery + round(s * 0.06))
    w = _w(r)
    pygame.draw.rect(surf, ink, box, w, border_radius=max(2, w))
    pygame.draw.rect(surf, ink, (box.x, box.y, box.w, round(box.h * 0.26)),
                     border_top_left_radius=max(2, w), border_top_right_radius=max(2, w))
    for fx in (0.3, 0.7):  # the rings
        x = box.x + round(box.w * fx)
        pygame.draw.line(surf, ink, (x, box.y - round(s * 0.1)), (x, box.y + round(s * 0.06)),
                         w + 1)
    # today: a tile's pip pair
    d = max(2, round(s * 0.08))
    for fx, fy in ((0.35, 0.58), (0.65, 0.78)):
        pygame.draw.circle(surf, ink, (box.x + round(box.w * fx), box.y + round(box.h * fy)), d)


def _cap(surf, r, ink):
    """A mortarboard: learning."""
    s = min(r.w, r.h)
    cx, cy = r.centerx, r.centery - round(s * 0.08)
    top = [(cx - s * 0.46, cy), (cx, cy - s * 0.22), (cx + s * 0.46, cy), (cx, cy + s * 0.22)]
    pygame.draw.polygon(surf, ink, top)
    pygame.draw.rect(surf, ink, (cx - s * 0.26, cy + s * 0.06, s * 0.52, s * 0.26),
                     border_bottom_left_radius=round(s * 0.12),
                     border_bottom_right_radius=round(s * 0.12))
    w = _w(r)
    pygame.draw.line(surf, ink, (cx + s * 0.36, cy + s * 0.04), (cx + s * 0.36, cy + s * 0.34), w)


def _book(surf, r, ink):
    s = min(r.w, r.h)
    cx, cy = r.center
    w = _w(r)
    for side in (-1, 1):
        page = [(cx, cy - s * 0.3), (cx + side * s * 0.44, cy - s * 0.36),
                (cx + side * s * 0.44, cy + s * 0.3), (cx, cy + s * 0.36)]
        pygame.draw.polygon(surf, ink, page, w)
        for k in (-0.12, 0.04, 0.2):
            pygame.draw.line(surf, ink, (cx + side * s * 0.1, cy + s * k),
                             (cx + side * s * 0.34, cy + s * (k - 0.03)), max(1, w - 1))


def _gear(surf, r, ink):
    s = min(r.w, r.h)
    cx, cy = r.center
    for k in range(8):
        a = k * math.pi / 4
        pts = []
        for da, rr in ((-0.2, 0.3), (-0.13, 0.46), (0.13, 0.46), (0.2, 0.3)):
            pts.append((cx + math.cos(a + da) * s * rr, cy + math.sin(a + da) * s * rr))
        pygame.draw.polygon(surf, ink, pts)
    pygame.draw.circle(surf, ink, (cx, cy), round(s * 0.24), round(s * 0.11))


def _bars(surf, r, ink):
    s = min(r.w, r.h)
    base = r.centery + round(s * 0.4)
    bw = round(s * 0.2)
    for k, h in enumerate((0.38, 0.62, 0.86)):
        x = r.centerx - round(s * 0.4) + k * round(s * 0.3)
        pygame.draw.rect(surf, ink, (x, base - round(s * h), bw, round(s * h)))
    pygame.draw.line(surf, ink, (r.centerx - s * 0.46, base), (r.centerx + s * 0.46, base),
                     _w(r))


def _star(surf, r, ink):
    s = min(r.w, r.h)
    cx, cy = r.center
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = s * (0.48 if k % 2 == 0 else 0.2)
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    pygame.draw.polygon(surf, ink, pts)


def _info(surf, r, ink):
    s = min(r.w, r.h)
    cx, cy = r.center
    w = _w(r)
    pygame.draw.circle(surf, ink, (cx, cy), round(s * 0.44), w)
    pygame.draw.circle(surf, ink, (cx, cy - round(s * 0.2)), max(2, round(s * 0.07)))
    pygame.draw.rect(surf, ink, (cx - w // 2 - 1, cy - round(s * 0.06), w + 2, round(s * 0.3)))


def _door(surf, r, ink):
    s = min(r.w, r.h)
    cx, cy = r.center
    w = _w(r)
    frame = pygame.Rect(0, 0, round(s * 0.5), round(s * 0.84))
    frame.midleft = (cx - round(s * 0.44), cy)
    pygame.draw.rect(surf, ink, frame, w)
    # the arrow out
    y = cy
    pygame.draw.line(surf, ink, (cx - round(s * 0.1), y), (cx + round(s * 0.4), y), w + 1)
    pygame.draw.polygon(surf, ink, [(cx + s * 0.48, y), (cx + s * 0.26, y - s * 0.18),
                                    (cx + s * 0.26, y + s * 0.18)])


ICONS = {"Continue": _play, "New game": _plus, "Daily deal": _calendar, "Tutorial": _cap,
         "Rules": _book, "Options": _gear, "Statistics": _bars, "Goals": _star,
         "About": _info, "Quit": _door}


def draw_icon(surf, label: str, rect, ink) -> None:
    """The icon of the menu entry ``label`` in the screen rect ``rect``."""
    ICONS[label](surf, pygame.Rect(rect), ink)
