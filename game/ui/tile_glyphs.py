"""Tiles named in a text ("[3|5]") drawn as little dominoes inside the line.

The engine's words name a tile as ``[a|b]``; on the table a player reads a
picture faster than brackets. :func:`render_line` renders a text with each such
name replaced by a small face-up domino (ivory, a centre line), as wide as the
name's letters would be and nearly as tall as the line, so a text measured as
letters (``font.size``, as every layout path measures) still fits where it was
laid out. A half big enough for clear pips (:data:`PIP_MIN` px) shows pips; a
smaller one shows its number as a bold dark digit, which stays readable at
16-20 px text. Text without a tile name is rendered exactly as before.
"""

from __future__ import annotations

import re

import pygame

from .theme import THEME

__all__ = ["TILE_NAME", "PIP_MIN", "has_tiles", "render_line", "draw_mini_tile", "tile_rect",
           "uses_digits"]

#: The smallest half (px, its shorter side) that shows pips; smaller halves show a digit.
#: Body text from 100 % to 200 % (16-44 design px) stays under it: its tiles are one
#: picture, the 100 % digits grown with the text (else at 200 % they turned
#: into specks of pips in a 28 px half, another look and hard to read).
PIP_MIN = 40

#: The pips' square as a share of a half's shorter side, and a pip's radius as a share
#: of that square: one proportion at every text size.
PIP_SQUARE, PIP_RADIUS = 0.8, 0.12

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
                   silhouette=None, font: pygame.font.Font | None = None,
                   digits: bool | None = None) -> None:
    """A face-up domino [a|b] lying across ``rect`` (a on the left). With
    ``silhouette`` (a colour) only its shape is drawn, in that colour (a shadow).
    With ``font`` and ``digits`` (by default: halves smaller than :data:`PIP_MIN`),
    each half shows its number as a bold digit (a blank as a "0": an empty half in a
    line of text read as a missing glyph). A blank half with pips shows a small
    faint dash at its centre: blank on purpose, not a pip."""
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
    if digits is None:
        digits = min(half, r.h) < PIP_MIN
    if font is not None and digits:
        _draw_digits(surf, r, (a, b), font)
        return
    # the pips' square: most of the half, the same in every half and at every size, so
    # a tile in 200 % text is the 100 % tile grown (pips sized by the
    # line's height sat crowded in a corner of a narrow half and read as specks)
    side = PIP_SQUARE * min(half, r.h)
    pr = max(1.0, side * PIP_RADIUS)
    aa = getattr(pygame.draw, "aacircle", None)
    for n, x0 in ((a, r.x), (b, r.x + half)):
        if n == 0:  # blank on purpose: a short faint dash across its middle
            cy, cx, dw = r.centery, x0 + half / 2, max(2.0, half * 0.16)
            pygame.draw.line(surf, THEME.ivory_edge, (round(cx - dw), cy),
                             (round(cx + dw), cy), max(1, round(r.h * 0.05)))
            continue
        ox = x0 + (half - side) / 2
        oy = r.y + (r.h - side) / 2
        for sx, sy in _SPOTS[n]:
            c = (ox + sx * side, oy + sy * side)
            if pr < 1.4 or aa is None:
                pygame.draw.rect(surf, THEME.pip, (round(c[0] - 1), round(c[1] - 1), 2, 2))
                continue
            aa(surf, THEME.pip, c, pr)


def _draw_digits(surf, r: pygame.Rect, nums, font: pygame.font.Font) -> None:
    """Each half's number, bold and dark, centred on its half (ink centred, clipped)."""
    was_bold = font.bold
    font.bold = True
    try:
        half = r.w / 2
        for i, n in enumerate(nums):
            img = font.render(str(n), True, THEME.pip)
            ink = img.get_bounding_rect()
            cell = pygame.Rect(round(r.x + i * half), r.y, round(half), r.h)
            dest = ink.copy()
            dest.center = cell.center
            clip = surf.get_clip()
            surf.set_clip(cell.clip(clip) if clip else cell)
            surf.blit(img, dest, ink)
            surf.set_clip(clip)
    finally:
        font.bold = was_bold


def tile_rect(x: int, w: int, height: int) -> pygame.Rect:
    """Where the domino for a name ``w`` px wide (its letters' width) starting at
    ``x`` is drawn in a line ``height`` px tall: inside that width, 1 px clear
    each side, and nearly the line's height."""
    tw = max(6, w - 2)
    th = max(7, min(height - 2, round(tw * 0.62)))
    return pygame.Rect(x + (w - tw) // 2, (height - th) // 2, tw, th)


def uses_digits(font: pygame.font.Font) -> bool:
    """Whether tiles in text set in ``font`` show digits (too small for clear pips).
    Decided once per font, from its widest name, so one line never mixes the two."""
    w = font.size("[6|6]")[0]
    r = tile_rect(0, w, max(font.get_height(), 1))
    return min(r.w / 2, r.h) < PIP_MIN


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
    height = max(font.get_height(), 1)
    digits = uses_digits(font)
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
            rect = tile_rect(x, w, height)
            draw_mini_tile(out, rect, a, b, silhouette=(0, 0, 0, 150) if shadow else None,
                           font=font, digits=digits)
        x += w
    return out
