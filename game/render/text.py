"""Cached text renders (a frame only blits); tiles named as ``[a|b]`` show as little
dominoes (:mod:`game.ui.tile_glyphs`)."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from ..ui.text import behind, blit_text
from ..ui.tile_glyphs import render_line

__all__ = ["TextCache"]


class TextCache:
    """``get(text, size, color, bold)`` -> Surface, cached; ``clear()`` on a window resize."""

    def __init__(self, fonts, limit: int = 800):
        self.fonts = fonts
        self.cache: OrderedDict = OrderedDict()
        self.limit = limit
        self.scale = fonts.scale
        self.generation = getattr(fonts, "generation", 0)
        #: The pixel size each cached render was drawn at (for the text recorder).
        self.px: dict = {}

    def get(self, text: str, size: float, color, bold: bool = False,
            max_w: float | None = None, max_h: float | None = None) -> pygame.Surface:
        """``text`` rendered at design ``size`` (times the text scale); made smaller if
        it would be wider than ``max_w`` (or taller than ``max_h``) screen pixels."""
        gen = getattr(self.fonts, "generation", 0)
        if self.fonts.scale != self.scale or gen != self.generation:
            # a new window size, text size or language: every render is stale
            self.cache.clear()
            self.px.clear()
            self.scale = self.fonts.scale
            self.generation = gen
        key = (text, size, tuple(color), bold, max_w, max_h)
        s = self.cache.get(key)
        if s is None:
            if (max_w is not None or max_h is not None) and hasattr(self.fonts, "fit"):
                font = self.fonts.fit(size, text, max_w if max_w is not None else 1e9, bold,
                                      max_h)
            else:
                font = self.fonts.get(size, bold)
            s = render_line(font, text, color)  # a tile's name drawn as a little domino
            self.cache[key] = s
            self.px[key] = font.point_size
            if len(self.cache) > self.limit:
                self.px.pop(self.cache.popitem(last=False)[0], None)
        else:
            self.cache.move_to_end(key)
        return s

    def draw(self, surf, text, size, color, pos, anchor="topleft", bold=False,
             shadow=True, max_w: float | None = None, box=None,
             alpha: int = 255) -> pygame.Rect:
        """Draw ``text`` anchored at ``pos``; ``max_w`` (screen px) makes it smaller
        where it would be wider; ``box`` (a screen rect) is where it must fit (logged
        for the layout and legibility tests, see :func:`game.ui.record_text`)."""
        max_h = None
        if box is not None:
            max_w = box.w if max_w is None else min(max_w, box.w)
            max_h = box.h
        img = self.get(text, size, color, bold, max_w, max_h)
        r = img.get_rect(**{anchor: pos})
        under = behind(surf, r)
        if shadow:
            sh = self.get(text, size, (0, 0, 0), bold, max_w, max_h)
            off = max(1, img.get_height() // 16)
            surf.blit(sh, r.move(off, off))
        px = self.px.get((text, size, tuple(color), bold, max_w, max_h))
        if alpha < 255:  # fading out (a callout): drawn translucent, still recorded
            img = img.copy()
            img.set_alpha(max(0, alpha))
        return blit_text(surf, img, r, text, color, px, box, behind=under)

    def clear(self) -> None:
        self.cache.clear()
        self.px.clear()
