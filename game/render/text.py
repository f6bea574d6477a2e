"""Cached text renders (a frame only blits)."""

from __future__ import annotations

from collections import OrderedDict

import pygame

__all__ = ["TextCache"]


class TextCache:
    """``get(text, size, color, bold)`` -> Surface, cached; ``clear()`` on a window resize."""

    def __init__(self, fonts, limit: int = 800):
        self.fonts = fonts
        self.cache: OrderedDict = OrderedDict()
        self.limit = limit
        self.scale = fonts.scale

    def get(self, text: str, size: float, color, bold: bool = False) -> pygame.Surface:
        if self.fonts.scale != self.scale:
            self.cache.clear()
            self.scale = self.fonts.scale
        key = (text, size, tuple(color), bold)
        s = self.cache.get(key)
        if s is None:
            s = self.fonts.get(size, bold).render(text, True, color)
            self.cache[key] = s
            if len(self.cache) > self.limit:
                self.cache.popitem(last=False)
        else:
            self.cache.move_to_end(key)
        return s

    def draw(self, surf, text, size, color, pos, anchor="topleft", bold=False,
             shadow=True) -> pygame.Rect:
        img = self.get(text, size, color, bold)
        r = img.get_rect(**{anchor: pos})
        if shadow:
            sh = self.get(text, size, (0, 0, 0), bold)
            off = max(1, img.get_height() // 16)
            surf.blit(sh, r.move(off, off))
        surf.blit(img, r)
        return r

    def clear(self) -> None:
        self.cache.clear()
