"""The table cloth's surface: its weave and the lamp's light on it (without them the
felt read flat and empty).

:func:`finish_felt` works on a map's design surface once per cloth, after the felt
layer and before the rail and the pads (so it never shades them); the map then scales
that surface once per window size (game.maps), so a frame only blits it:

- the weave (``assets/images/felt_weave.png``, made by ``tools/make_felt.py``), a grey
  light map multiplied over the felt, tiled;
- the lamp: full light in the middle, a soft fall-off towards the rail (a multiply:
  light text on the felt keeps its contrast);
- a pool of light under the board: the felt a little lighter there, in its own hue;
- an inlay round the board (without it the table read bare): two thin embossed oval
  rings, a shade darker with a lit lower edge, at a contrast low enough that they
  never compete with the tiles (:data:`INLAY_DEPTH`).
"""

from __future__ import annotations

import pygame

from .resources import asset_path

__all__ = ["FELT_EDGE_LIGHT", "INLAY_DEPTH", "POOL_LIGHT", "finish_felt", "inlay",
           "light_felt", "weave_felt", "pool_of_light"]

#: The felt's light: 255 under the lamp, falling to this at the far corners (a multiply).
FELT_EDGE_LIGHT = 160
#: The pool of light under the board: the felt's own colour added at its middle, this
#: share of it (fading out to the pool's rim).
POOL_LIGHT = 0.16
#: The inlay's rings: this much taken off the felt's channels in the groove; its lit
#: edge adds a third as much light.
INLAY_DEPTH = 12


def weave_felt(surf: pygame.Surface) -> bool:
    """Multiply the weave over all of ``surf`` (tiled). False: no weave file."""
    try:
        tile = pygame.image.load(asset_path("images", "felt_weave.png"))
    except (FileNotFoundError, pygame.error):
        return False
    w, h = surf.get_size()
    tw, th = tile.get_size()
    for y in range(0, h, th):
        for x in range(0, w, tw):
            surf.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_MULT)
    return True


def _smoothstep(r: float) -> float:
    r = min(1.0, max(0.0, r))
    return r * r * (3 - 2 * r)


def light_felt(surf: pygame.Surface) -> None:
    """Light the felt as a lamp over the table would: full in the middle, a soft fall-off
    towards the edges (darker only, so light text on the felt keeps its contrast)."""
    w, h = surf.get_size()
    gw, gh = 64, 36
    grad = pygame.Surface((gw, gh))
    for y in range(gh):
        for x in range(gw):
            dx = (x + 0.5 - gw / 2) / (gw / 2)
            dy = (y + 0.5 - gh / 2) / (gh / 2)
            k = _smoothstep(((dx * dx + dy * dy) ** 0.5 - 0.35) / 1.0)
            v = round(255 - (255 - FELT_EDGE_LIGHT) * k)
            grad.set_at((x, y), (v, v, v))
    surf.blit(pygame.transform.smoothscale(grad, (w, h)), (0, 0),
              special_flags=pygame.BLEND_RGB_MULT)


def pool_of_light(surf: pygame.Surface, board: pygame.Rect, felt) -> None:
    """A soft oval of light over ``board`` (the play area, ``surf``'s px): ``felt``'s
    colour added, POOL_LIGHT of it at the middle, none past the oval's rim."""
    w, h = surf.get_size()
    gw, gh = 80, 45
    grad = pygame.Surface((gw, gh))
    cx, cy = board.centerx * gw / w, board.centery * gh / h
    rx, ry = max(1.0, board.w * 0.62 * gw / w), max(1.0, board.h * 0.95 * gh / h)
    for y in range(gh):
        for x in range(gw):
            dx, dy = (x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry
            k = 1.0 - _smoothstep((dx * dx + dy * dy) ** 0.5)
            grad.set_at((x, y), tuple(round(c * POOL_LIGHT * k) for c in felt[:3]))
    surf.blit(pygame.transform.smoothscale(grad, (w, h)), (0, 0),
              special_flags=pygame.BLEND_RGB_ADD)


def inlay(surf: pygame.Surface, board: pygame.Rect) -> None:
    """Two embossed oval rings round ``board`` (``surf``'s px): a groove a shade darker,
    its lower edge a shade lighter (light from above), drawn 3x and smoothed."""
    ss = 3
    area = pygame.Rect(board).inflate(board.w * 0.10, board.h * 0.16)
    area = area.clip(surf.get_rect())
    if area.w < 40 or area.h < 40:
        return
    big = (area.w * ss, area.h * ss)
    dark = pygame.Surface(big)
    dark.fill((0, 0, 0))
    lit = pygame.Surface(big)
    lit.fill((0, 0, 0))
    d = INLAY_DEPTH
    glow = round(d / 3)
    for inset, width in ((0, 3), (9, 1)):  # the outer ring, a finer one inside it
        oval = pygame.Rect(0, 0, big[0], big[1]).inflate(-2 * inset * ss - 4 * ss,
                                                         -2 * inset * ss - 4 * ss)
        pygame.draw.ellipse(dark, (d, d, d), oval, width * ss)
        pygame.draw.ellipse(lit, (glow, glow, glow), oval.move(0, ss * 2), max(1, ss))
    surf.blit(pygame.transform.smoothscale(dark, area.size), area.topleft,
              special_flags=pygame.BLEND_RGB_SUB)
    surf.blit(pygame.transform.smoothscale(lit, area.size), area.topleft,
              special_flags=pygame.BLEND_RGB_ADD)


def finish_felt(surf: pygame.Surface, board: pygame.Rect | None, felt) -> None:
    """The weave, the lamp and (with a ``board``: the play area) the pool of light
    under it, on the felt drawn on ``surf`` in the cloth's colour ``felt``."""
    weave_felt(surf)
    light_felt(surf)
    if board is not None:
        pool_of_light(surf, pygame.Rect(board), felt)
        inlay(surf, pygame.Rect(board))
