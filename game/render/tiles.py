"""Tiles drawn as vectors at any size: rounded ivory body, divider, round pips.

Surfaces are cached per (pips, orientation, pixel size, face), so a frame only
blits. Drawing at the exact pixel size keeps tiles crisp at every zoom.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from ..ui import THEME

__all__ = ["TileArt", "PIP_SPOTS"]

# Pip spots in a unit cell for a horizontal tile (x along the long axis).
_L, _M, _H = 0.25, 0.5, 0.75
PIP_SPOTS = {
    0: (),
    1: ((_M, _M),),
    2: ((_L, _L), (_H, _H)),
    3: ((_L, _L), (_M, _M), (_H, _H)),
    4: ((_L, _L), (_H, _L), (_L, _H), (_H, _H)),
    5: ((_L, _L), (_H, _L), (_M, _M), (_L, _H), (_H, _H)),
    6: ((_L, _L), (_M, _L), (_H, _L), (_L, _H), (_M, _H), (_H, _H)),
}

BACK = (128, 46, 38)
BACK_EDGE = (70, 24, 20)
BACK_LINE = (196, 120, 80)


class TileArt:
    """Renders and caches tile surfaces. ``unit`` is the short side in pixels."""

    def __init__(self, limit: int = 600):
        self.cache: OrderedDict = OrderedDict()
        self.limit = limit

    def face(self, first: int, second: int, vertical: bool, unit: int) -> pygame.Surface:
        return self._get(("f", first, second, vertical, unit))

    def back(self, vertical: bool, unit: int) -> pygame.Surface:
        return self._get(("b", 0, 0, vertical, unit))

    def _get(self, key) -> pygame.Surface:
        s = self.cache.get(key)
        if s is not None:
            self.cache.move_to_end(key)
            return s
        s = self._render(*key)
        self.cache[key] = s
        if len(self.cache) > self.limit:
            self.cache.popitem(last=False)
        return s

    @staticmethod
    def _render(kind, first, second, vertical, unit) -> pygame.Surface:
        u = max(4, int(unit))
        w, h = (u, 2 * u) if vertical else (2 * u, u)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(2, u // 6)
        edge = max(1, u // 22)
        body = pygame.Rect(0, 0, w, h)
        if kind == "b":
            pygame.draw.rect(surf, BACK, body, border_radius=rad)
            pygame.draw.rect(surf, BACK_EDGE, body, width=edge, border_radius=rad)
            inner = body.inflate(-u // 3, -u // 3)
            if inner.w > 2 and inner.h > 2:
                pygame.draw.rect(surf, BACK_LINE, inner, width=max(1, u // 18),
                                 border_radius=max(1, rad // 2))
            return surf
        pygame.draw.rect(surf, THEME.ivory, body, border_radius=rad)
        # a soft lower-right bevel gives the tile some thickness
        pygame.draw.rect(surf, THEME.ivory_edge, body, width=edge, border_radius=rad)
        lw = max(1, u // 16)
        inset = max(2, u // 7)
        if vertical:
            pygame.draw.line(surf, (120, 112, 96), (inset, u), (w - inset - 1, u), lw)
        else:
            pygame.draw.line(surf, (120, 112, 96), (u, inset), (u, h - inset - 1), lw)
        r = max(1.2, u * 0.085)
        for half, pips in ((0, first), (1, second)):
            ox, oy = (0, half * u) if vertical else (half * u, 0)
            for sx, sy in PIP_SPOTS[pips]:
                if vertical:  # rows of a six run along the long axis
                    sx, sy = sy, sx
                cx = ox + sx * u
                cy = oy + sy * u
                if hasattr(pygame.draw, "aacircle"):
                    pygame.draw.aacircle(surf, THEME.pip, (cx, cy), r)
                else:  # pragma: no cover - older pygame-ce
                    pygame.draw.circle(surf, THEME.pip, (round(cx), round(cy)), round(r))
        return surf
