"""Small shapes shared by the screens: panels, focus rings, marks, arrows, crosses; drags."""

from __future__ import annotations

import math

import pygame

from .theme import THEME
from .viewport import Viewport

__all__ = ["draw_panel", "draw_dialog", "dialog_fill", "draw_focus_ring", "focus_fill",
           "draw_focus_marker", "draw_sniff_mark", "draw_spot_arrow", "draw_cross",
           "follow_drag"]

_PANELS: dict = {}


def draw_panel(surf, rect, fill=None, edge=None, radius=14, alpha=235, width=3):
    """A rounded, slightly translucent panel (the surface is cached per size and style);
    ``fill``/``edge`` default to the theme's panel colours."""
    fill = THEME.panel if fill is None else fill
    edge = THEME.panel_edge if edge is None else edge
    key = (tuple(rect.size), tuple(fill), tuple(edge), radius, alpha, width)
    panel = _PANELS.get(key)
    if panel is None:
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*fill, alpha), panel.get_rect(), border_radius=radius)
        pygame.draw.rect(panel, edge, panel.get_rect(), width=width, border_radius=radius)
        if len(_PANELS) > 64:
            _PANELS.clear()
        _PANELS[key] = panel
    surf.blit(panel, rect)


def draw_dialog(surf, rect, radius: int = 16, edge=None) -> None:
    """Every dialog's panel (pause, a question, the daily card, the hand summary): the
    table's dark wood with a gold edge, opaque; its words in ``THEME.ink`` (once the
    pause menu was cream, the summary dark, the daily card cream again)."""
    draw_panel(surf, rect, fill=dialog_fill(), edge=THEME.accent if edge is None else edge,
               radius=radius, alpha=255)


def dialog_fill() -> tuple:
    """The dialogs' wood: the summary's deep brown, or the theme's darker boxes (high
    contrast: black), so coloured words on it keep their contrast."""
    return tuple(min(a, b) for a, b in zip(THEME.box, (34, 24, 16)))


def draw_focus_ring(surf, rect, vp: Viewport, radius: int = 10) -> None:
    """The keyboard focus: an outer ring around ``rect`` (a shape, not only a colour),
    a broad yellow band on a dark line (every menu, row and button the same)."""
    ring = rect.inflate(vp.length(12), vp.length(12))
    pygame.draw.rect(surf, THEME.ink_dark, ring, width=vp.length(6),
                     border_radius=vp.length(radius + 5))
    pygame.draw.rect(surf, THEME.focus, ring, width=vp.length(4),
                     border_radius=vp.length(radius + 5))


def focus_fill() -> tuple:
    """A focused row's fill: the focus yellow, paler (a row's label and value stay
    dark on it), never the plain row's cream (it read as less lit than an orange
    button beside it)."""
    return tuple(round(a * 0.45 + b * 0.55) for a, b in zip(THEME.row_hot, THEME.focus))


def draw_focus_marker(surf, rect, vp: Viewport) -> pygame.Rect:
    """The focused row's marker: a small pointer (a triangle) inside its left end, the
    focus told by a shape too, not only by the ring round it (a thin upright bar read
    as a text cursor); gives its rect (screen px)."""
    h = max(6, min(rect.h - vp.length(14), vp.length(16)))
    bar = pygame.Rect(0, 0, max(4, round(h * 0.75)), h)
    bar.midleft = (rect.x + vp.length(9), rect.centery)
    pts = [bar.topleft, (bar.right, bar.centery), bar.bottomleft]
    pygame.draw.polygon(surf, THEME.accent, pts)
    pygame.draw.polygon(surf, THEME.ink_dark, pts, max(1, vp.length(1)))
    return bar


def draw_sniff_mark(surf, rect, unit: int) -> None:
    """The sniff's corner mark: a small diamond on the top-right corner of its outline
    (so the sniff is told by a shape, not only by the outline's colour)."""
    s = max(4, round(unit * 0.22))
    cx, cy = rect.right - max(1, unit // 10), rect.top + max(1, unit // 10)
    pts = [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)]
    pygame.draw.polygon(surf, THEME.accent, pts)
    pygame.draw.polygon(surf, THEME.ink_dark, pts, max(1, unit // 14))


def draw_spot_arrow(surf, pos, radius: float, color, unit: int, direction=(0, 1)) -> None:
    """An arrow pointing at a spot from outside its ring (the spot the keyboard focus
    or a hint is on); ``direction`` is where the arrow points (default: down, so it
    stands above the ring)."""
    x, y = pos
    dx, dy = direction
    gap = radius + max(3, unit // 6)
    w = max(6, unit // 2)
    h = max(7, round(unit * 0.6))
    tx, ty = x - dx * gap, y - dy * gap          # the tip, just outside the ring
    bx, by = tx - dx * h, ty - dy * h            # the middle of the base
    pts = [(tx, ty), (bx - dy * w, by + dx * w), (bx + dy * w, by - dx * w)]
    pygame.draw.polygon(surf, color, pts)
    pygame.draw.polygon(surf, THEME.ink_dark, pts, max(1, unit // 12))


def arrow_box(pos, radius: float, unit: int, direction=(0, 1)) -> pygame.Rect:
    """The screen box :func:`draw_spot_arrow` fills with the same arguments."""
    x, y = pos
    dx, dy = direction
    gap = radius + max(3, unit // 6)
    w = max(6, unit // 2)
    h = max(7, round(unit * 0.6))
    tx, ty = x - dx * gap, y - dy * gap
    bx, by = tx - dx * h, ty - dy * h
    xs = (tx, bx - dy * w, bx + dy * w)
    ys = (ty, by + dx * w, by - dx * w)
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)) + 1,
                       round(max(ys) - min(ys)) + 1)


def draw_cross(surf, pos, radius: float, color, width: int) -> None:
    """An X over a spot (a refused try)."""
    x, y = pos
    d = radius * 0.6
    for a, b in (((x - d, y - d), (x + d, y + d)), ((x + d, y - d), (x - d, y + d))):
        pygame.draw.line(surf, THEME.ink_dark, a, b, width + 2)
        pygame.draw.line(surf, color, a, b, width)


def follow_drag(drag: dict, pos, vp: Viewport, slop: float = 10) -> None:
    """Update a drag in progress (``{"start": pos, "pos": pos, "moved": bool}``):
    record ``pos``, and mark it moved once it went past ``slop`` design pixels, so a
    click that wobbles a little is still a click."""
    drag["pos"] = pos
    if math.hypot(pos[0] - drag["start"][0], pos[1] - drag["start"][1]) > vp.length(slop):
        drag["moved"] = True
