"""Small pops of a scoring play: a counted end's disc swells past its size and settles
as it lights (what is drawn there is lifted and scaled, so whoever draws the discs
keeps drawing them), and a score row's number pops as it ticks up. Pure drawing;
reduced motion: none of it."""

from __future__ import annotations

import math

import pygame

__all__ = ["pop_scale", "DiscPop", "pop_rect", "glint", "POP_SECONDS", "DISC_PEAK",
           "BOT_PEAK", "ROW_PEAK", "GLINT_SECONDS"]

#: A pop's life (s): out past full size, a dip under, settled.
POP_SECONDS = 0.32
#: How far a counted end's disc swells as it lights: the player's side's play, a bot's.
DISC_PEAK, BOT_PEAK = 1.32, 1.14
#: A score row's number pops this far as it ticks up.
ROW_PEAK = 1.3
#: The glint crossing a race bar's fill as the score lands (s).
GLINT_SECONDS = 0.36


def pop_scale(age: float, peak: float = DISC_PEAK, span: float = POP_SECONDS) -> float:
    """The scale of something that pops ``age`` s ago: up to ``peak`` in the first
    third, then a damped swing back that dips a little under 1 and settles at 1.0 by
    ``span`` (1.0 before and after)."""
    if not 0.0 <= age < span:
        return 1.0
    k = age / span
    if k < 1 / 3:
        return 1.0 + (peak - 1.0) * math.sin(k * 1.5 * math.pi)
    u = (k - 1 / 3) / (2 / 3)  # 0 -> 1 over the settle
    return 1.0 + (peak - 1.0) * math.cos(u * 1.5 * math.pi) * (1.0 - u) ** 1.5


class DiscPop:
    """Pops the discs drawn on a surface: the round patch at a disc is lifted and drawn
    again, scaled by :func:`pop_scale` (its round masks cached by size)."""

    def __init__(self):
        self._masks: dict[int, pygame.Surface] = {}

    def mask(self, size: int) -> pygame.Surface:
        img = self._masks.get(size)
        if img is None:
            if len(self._masks) > 16:
                self._masks.clear()
            img = pygame.Surface((size, size), pygame.SRCALPHA)
            img.fill((255, 255, 255, 0))
            pygame.draw.circle(img, (255, 255, 255, 255), (size // 2, size // 2), size // 2)
            self._masks[size] = img
        return img

    def draw(self, surf: pygame.Surface, centre, radius: float, scale: float):
        """The disc of ``radius`` at ``centre`` drawn again at ``scale`` (None when
        nothing was drawn: at scale 1 or under it, where the felt round a shrunk copy
        would show the disc's rim twice, or off the surface); returns the rect drawn."""
        if scale < 1.01 or radius <= 0:
            return None
        size = max(4, 2 * math.ceil(radius))
        r = pygame.Rect(0, 0, size, size)
        r.center = (round(centre[0]), round(centre[1]))
        if not surf.get_rect().contains(r):
            return None
        patch = pygame.Surface((size, size), pygame.SRCALPHA)
        patch.blit(surf, (0, 0), r)
        patch.blit(self.mask(size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        side = max(1, round(size * scale))
        img = pygame.transform.smoothscale(patch, (side, side))
        out = img.get_rect(center=r.center)
        surf.blit(img, out)
        return out


def pop_rect(surf: pygame.Surface, rect, scale: float, pad: int = 2):
    """What is drawn in ``rect`` (a score's digits) drawn again at ``scale`` about its
    centre (None at or under full size, or off the surface): the rect drawn."""
    r = pygame.Rect(rect).inflate(2 * pad, 2 * pad)
    if scale < 1.01 or r.w <= 0 or r.h <= 0 or not surf.get_rect().contains(r):
        return None
    patch = surf.subsurface(r).copy()
    img = pygame.transform.smoothscale(patch, (max(1, round(r.w * scale)),
                                               max(1, round(r.h * scale))))
    out = img.get_rect(center=r.center)
    surf.blit(img, out)
    return out


def glint(surf: pygame.Surface, fill, age: float, span: float = GLINT_SECONDS):
    """A slanted band of light crossing a race bar's ``fill`` (screen px) left to right
    over ``span`` s from ``age`` 0, drawn as added light: the rect lit (None: none)."""
    fill = pygame.Rect(fill)
    if not 0.0 <= age < span or fill.w < 4 or fill.h < 2:
        return None
    k = age / span
    w = max(6, fill.h * 2)
    x = fill.left - w + (fill.w + w) * k
    lit = pygame.Rect(round(x), fill.top, w, fill.h).clip(fill)
    if lit.w <= 0 or math.sin(math.pi * k) < 0.02:
        return None
    band = pygame.Surface((w, fill.h))
    band.fill((0, 0, 0))
    level = math.sin(math.pi * k)
    for i in range(w):
        a = math.sin(math.pi * (i + 0.5) / w) ** 2 * level
        pygame.draw.line(band, (round(200 * a), round(180 * a), round(120 * a)),
                         (i, 0), (i, fill.h))
    old = surf.get_clip()
    surf.set_clip(fill.clip(old) if old else fill)
    surf.blit(band, (round(x), fill.top), special_flags=pygame.BLEND_RGB_ADD)
    surf.set_clip(old)
    return lit
