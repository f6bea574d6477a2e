"""The review's Previous mistake / Next mistake buttons (r7a clarity 7): a step arrow
and the word "Mistake", so the pair fits half of the step column's upper row at any
text size ("< Mistake" broke over two lines)."""

from __future__ import annotations

import pygame

from ..ui import Button, draw_text_fit
from ..ui.buttons import draw_step_icon

__all__ = ["MistakeButton"]


class MistakeButton(Button):
    """``icon`` "prev" (the arrow left of the word) or "next" (right of it)."""

    def __init__(self, label: str, icon: str, rect, on_click):
        super().__init__(label, rect, on_click)
        self.icon = icon
        self.text_size = 22

    def draw(self, surf, vp, fonts) -> None:
        r, ink = self.draw_plate(surf, vp)
        side = round(r.h * 0.55)
        pad = vp.length(6)
        arrow = pygame.Rect(0, 0, side, r.h)
        words = r.inflate(-2 * pad, 0)
        words.w -= side
        if self.icon == "prev":
            arrow.midleft = (r.x + pad, r.centery)
            words.x = arrow.right
        else:
            arrow.midright = (r.right - pad, r.centery)
        draw_step_icon(surf, self.icon, arrow, ink)
        draw_text_fit(surf, fonts, self.text_size, self.text, ink, words, "center", bold=True)
