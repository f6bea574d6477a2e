"""Short messages over every scene (bad files, save errors...)."""

from __future__ import annotations

import pygame

from ..ui import THEME, Fonts, Viewport, blit_text
from ..ui.tile_glyphs import render_line
from .text import wrap_text

__all__ = ["Toasts"]


class Toasts:
    """Short messages stacked at the top of the window, fading out after a while."""

    def __init__(self):
        self.items: list[list] = []  # [text, seconds left, total]

    def add(self, text: str, seconds: float = 8.0) -> None:
        if any(it[0] == text for it in self.items):
            return
        self.items.append([text, seconds, seconds])
        del self.items[:-4]

    def texts(self) -> list[str]:
        return [it[0] for it in self.items]

    #: The last seconds of a toast, when it fades out.
    FADE = 0.6

    def update(self, dt: float) -> bool:
        """Advance the clocks; True if a toast went away (the screen must be redrawn)."""
        for it in self.items:
            it[1] -= dt
        before = len(self.items)
        self.items = [it for it in self.items if it[1] > 0]
        return len(self.items) != before

    def animating(self) -> bool:
        """True while a toast fades out."""
        return any(it[1] < self.FADE for it in self.items)

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        if not self.items:
            return
        font = fonts.get(22)
        y = vp.length(14) + round(vp.oy)
        maxw = vp.length(900)
        for text, left, _total in self.items:
            lines = wrap_text(font, text, maxw - vp.length(40))
            lh = font.get_linesize()
            w = max(font.size(s)[0] for s in lines) + vp.length(40)
            h = lh * len(lines) + vp.length(22)
            r = pygame.Rect(0, y, w, h)
            r.centerx = surf.get_width() // 2
            alpha = 235 if left > self.FADE else int(235 * left / self.FADE)
            box = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(box, (40, 28, 20, alpha), box.get_rect(),
                             border_radius=vp.length(10))
            pygame.draw.rect(box, (*THEME.accent, alpha), box.get_rect(), width=vp.length(2),
                             border_radius=vp.length(10))
            surf.blit(box, r)
            ty = r.y + vp.length(11)
            for s in lines:
                img = render_line(font, s, THEME.ink)
                if alpha < 235:
                    img.set_alpha(round(255 * alpha / 235))
                blit_text(surf, img, img.get_rect(midtop=(r.centerx, ty)), s, THEME.ink,
                          font.point_size, box=r)
                ty += lh
            y += h + vp.length(8)
