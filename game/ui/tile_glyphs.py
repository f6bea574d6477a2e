"""Tiles named in a text ("[3|5]") drawn as little dominoes inside the line.

The engine's words name a tile as ``[a|b]``; on the table a player reads a
picture faster than brackets. :func:`render_line` renders a text with each such
name replaced by a small face-up domino (ivory, pips, a centre line), as wide
as the name's letters would be, so a text measured as letters still fits where
it was laid out. Text without a tile name is rendered exactly as before.
"""

from __future__ import annotations

import re

import pygame

from .theme import THEME

__all__ = ["TILE_NAME", "has_tiles", "render_line", "draw_mini_tile"]

#: A tile's name in the engine's words: ``[a|b]`` with a and b from 0 to 6.
TILE_NAME = re.compile(r"\[([0-6])\|([0-6])\]")

#: Pip spots on a unit square for 0-6 (x, y in 0..1).
_SPOTS = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.27, 0.22), (0.73, 0.22), (0.27, 0.5), (0.73, 0.5), (0.27, 0.78), (0.73, 0.78)),
}


def has_tiles(text: str) -> bool:
    return "[" in text and TILE_NAME.search(text) is not None


def draw_mini_tile(surf: pygame.Surface, rect: pygame.Rect, a: int, b: int,
                   silhouette=None) -> None:
    """A face-up domino [a|b] lying across ``rect`` (a on the left). With
    ``silhouette`` (a colour) only its shape is drawn, in that colour (a shadow)."""
    r = pygame.Rect(rect)
    rad = max(2, r.h // 5)
    if silhouette is not None:
        pygame.draw.rect(surf, silhouette, r, border_radius=rad)
        return
    pygame.draw.rect(surf, THEME.ivory, r, border_radius=rad)
    pygame.draw.rect(surf, THEME.ivory_edge, r, width=1, border_radius=rad)
    half = r.w / 2
    mid = r.x + round(half)
    pygame.draw.line(surf, THEME.ivory_edge, (mid, r.y + 2), (mid, r.bottom - 3))
    pr = max(1.0, r.h * 0.09)
    inset = max(1.0, r.h * 0.07)
    aa = getattr(pygame.draw, "aacircle", None)
    for n, x0 in ((a, r.x), (b, r.x + half)):
        side = min(half, r.h) - 2 * inset
        ox = x0 + (half - side) / 2
        oy = r.y + (r.h - side) / 2
        for sx, sy in _SPOTS[n]:
            c = (ox + sx * side, oy + sy * side)
            if pr < 1.4 or aa is None:
                pygame.draw.rect(surf, THEME.pip, (round(c[0] - 1), round(c[1] - 1), 2, 2))
                continue
            aa(surf, THEME.pip, c, pr)


def render_line(font: pygame.font.Font, text: str, color, antialias: bool = True
                ) -> pygame.Surface:
    """``text`` rendered by ``font`` with every ``[a|b]`` drawn as a little domino.

    Each domino takes the width the name's letters would, so the whole is as wide
    as ``font.render(text)`` (within a pixel or two of rounding). A text drawn in
    black (a shadow) gets the dominoes' silhouettes.
    """
    if not has_tiles(text):
        return font.render(text, antialias, color)
    parts = []
    pos = 0
    for m in TILE_NAME.finditer(text):
        if m.start() > pos:
            parts.append(("t", text[pos:m.start()]))
        parts.append(("d", (int(m.group(1)), int(m.group(2)), m.group(0))))
        pos = m.end()
    if pos < len(text):
        parts.append(("t", text[pos:]))
    line_h = font.get_linesize()
    height = max(font.get_height(), 1)
    pieces = []
    for kind, val in parts:
        if kind == "t":
            img = font.render(val, antialias, color)
            pieces.append((img, img.get_width()))
        else:
            w = font.size(val[2])[0]
            pieces.append((val, w))
    out = pygame.Surface((max(1, sum(w for _, w in pieces)), height), pygame.SRCALPHA)
    x = 0
    shadow = tuple(color[:3]) == (0, 0, 0)
    for piece, w in pieces:
        if isinstance(piece, pygame.Surface):
            out.blit(piece, (x, 0))
        else:
            a, b, _ = piece
            th = max(7, min(round(line_h * 0.9), (w - 1) // 2, height - 1))
            tw = 2 * th
            rect = pygame.Rect(x + (w - tw) // 2, (height - th) // 2, tw, th)
            draw_mini_tile(out, rect, a, b, silhouette=(0, 0, 0, 150) if shadow else None)
        x += w
    return out
