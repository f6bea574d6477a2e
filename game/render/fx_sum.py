"""A flash of light round the sum of the ends ("5 + 3 + 5 + 2 = 15") as a score's "+N"
pops, by the score's size: none for a 5 (its disc and "+N" pop are enough), a thin
warm ring for a 10 or a 15, a bolder, wider one for 20 and 25, and from 30 a second
ring and the sum's plate lit for a moment. No words. Drawn on the callout's clock
(``t`` 0 -> 1, about 2 s); none under reduced motion."""

from __future__ import annotations

import pygame
import pytweening

from .fx_land import LAND_COLOUR

__all__ = ["sum_flash", "flash_weight", "SUM_FLASH_SPAN"]

#: The share of the callout's clock the flash lasts from the pop: about 0.4 s.
SUM_FLASH_SPAN = 0.2


def flash_weight(points: int) -> int:
    """How big a score's flash round the sum is: 0 below 10, 1 for 10-15, 2 for
    20-25, 3 from 30 (``points``: the total, before a ruleset's divisor)."""
    p = int(points)
    return 0 if p < 10 else 1 if p < 20 else 2 if p < 30 else 3


def sum_flash(surf, box, callouts, scale: float, still: bool) -> pygame.Rect | None:
    """The flash round the sum's plate ``box`` (screen rect; None: no sum shown) for
    the callout popping now (``callouts[0]``): the rect it lit (None: none)."""
    c = callouts[0] if callouts else None
    if still or c is None or box is None or not 0.0 <= c.t < SUM_FLASH_SPAN:
        return None
    weight = flash_weight(c.points * max(1, getattr(c, "divisor", 1)))
    if weight == 0:
        return None
    k = pytweening.easeOutCubic(c.t / SUM_FLASH_SPAN)
    fade = (1.0 - c.t / SUM_FLASH_SPAN) ** 1.4
    box = pygame.Rect(box)
    lit = None
    for ring in range(1 if weight < 3 else 2):
        reach = scale * ((4, 9, 13)[weight - 1] + ring * 8) * (0.4 + 0.6 * k)
        width = max(1, round(scale * ((2, 3, 4)[weight - 1] - ring)))
        r = box.inflate(round(2 * reach), round(2 * reach))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        alpha = round((150, 200, 235)[weight - 1] * fade * (0.6 if ring else 1.0))
        pygame.draw.rect(layer, (*LAND_COLOUR, alpha), layer.get_rect(), width,
                         border_radius=round(min(r.h / 2, scale * 14 + reach)))
        surf.blit(layer, r)
        lit = r if lit is None else lit.union(r)
    if weight == 3:  # the plate itself lit for a moment
        glow = round(60 * fade)
        surf.fill((glow, round(glow * 0.8), round(glow * 0.45)), box.clip(surf.get_rect()),
                  special_flags=pygame.BLEND_RGB_ADD)
    return lit
