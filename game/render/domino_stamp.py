"""The brass stamp of the player's side going out (without it "going out feels
flat"): a thick brass rim slams down round the gold "Domino!" banner (from 1.7 times its
size to its place in a fifth of a second), a ring of light opens from it as it lands,
and the rim stays round the banner while it shows. pygame only, no scene code; on its
own clock ``t`` (s since the banner showed). Under reduced motion: the rim, still."""

from __future__ import annotations

import pygame
import pytweening

__all__ = ["DominoStamp", "LAND", "RING", "BRASS", "BRASS_DARK", "BRASS_LIGHT"]

#: The rim lands this long (s) after the banner shows: as the banner's bounce peaks.
LAND = 0.2
#: The ring of light opens and fades over this long (s) after it lands.
RING = 0.5
BRASS = (201, 152, 64)
BRASS_DARK = (112, 74, 26)
BRASS_LIGHT = (255, 226, 150)


class DominoStamp:
    """The stamp round the banner ``rect`` (screen px); ``scale``: the viewport's."""

    def __init__(self, rect, scale: float = 1.0):
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.t = 0.0

    def rim_scale(self, still: bool = False) -> float:
        """How big the rim is now (1: landed round the banner)."""
        if still or self.t >= LAND:
            return 1.0
        return 1.7 - 0.7 * pytweening.easeInQuad(max(0.0, self.t) / LAND)

    def rim_alpha(self, still: bool = False) -> int:
        return 255 if still else round(255 * min(1.0, max(0.0, self.t) / LAND))

    def ring(self, still: bool = False) -> tuple[float, float] | None:
        """The ring of light now: (its size over the rim's, its opacity 0-1), or None."""
        if still or not LAND <= self.t < LAND + RING:
            return None
        k = (self.t - LAND) / RING
        return 1.0 + 0.45 * pytweening.easeOutCubic(k), (1.0 - k) ** 1.5

    def _rim_rect(self, k: float) -> pygame.Rect:
        pad = round(16 * self.scale)
        base = self.rect.inflate(pad, pad)
        r = pygame.Rect(0, 0, max(2, round(base.w * k)), max(2, round(base.h * k)))
        r.center = base.center
        return r

    def draw(self, surf: pygame.Surface, still: bool = False) -> None:
        r = self._rim_rect(self.rim_scale(still))
        alpha = self.rim_alpha(still)
        if alpha > 0:
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            full = layer.get_rect()
            rad = full.h // 2
            thick = max(4, round(7 * self.scale))
            pygame.draw.rect(layer, (*BRASS_DARK, 255), full, thick, border_radius=rad)
            inner = full.inflate(-2 * max(1, round(self.scale)), -2 * max(1, round(self.scale)))
            pygame.draw.rect(layer, (*BRASS, 255), inner, thick - 2,
                             border_radius=max(1, rad - 1))
            shine = full.inflate(-2 * (thick - 2), -2 * (thick - 2))
            pygame.draw.rect(layer, (*BRASS_LIGHT, 255), shine, max(1, round(self.scale)),
                             border_radius=max(1, rad - thick + 2))
            layer.set_alpha(alpha)
            surf.blit(layer, r)
        ring = self.ring(still)
        if ring is not None:
            k, a = ring
            rr = self._rim_rect(k)
            layer = pygame.Surface(rr.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*BRASS_LIGHT, round(220 * a)), layer.get_rect(),
                             max(2, round(4 * self.scale)), border_radius=rr.h // 2)
            surf.blit(layer, rr)
