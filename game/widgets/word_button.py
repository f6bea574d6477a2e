"""A button with a picture and a word, for the replay's and the review's step column:
Previous / Next mistake (an arrow and "Mistake": "< Mistake" broke over
two lines) and Play / Pause. The pair fits half of the column's upper row
at any text size."""

from __future__ import annotations

import pygame

from ..ui import Button, draw_text_fit
from ..ui.buttons import draw_step_icon

__all__ = ["WordButton"]


def _draw_icon(surf, icon: str, r: pygame.Rect, ink) -> None:
    if icon == "pause":  # two bars
        h = max(6, round(min(r.h, r.w) * 0.42))
        bar = max(2, h // 3)
        for x in (r.centerx - bar - bar // 2, r.centerx + bar // 2):
            pygame.draw.rect(surf, ink, (x, r.centery - h // 2, bar, h))
        return
    draw_step_icon(surf, "next" if icon == "play" else icon, r, ink)


class WordButton(Button):
    """``icon``: "prev", "play" or "pause" (the picture left of the word) or "next" (right
    of it). In a square button, the picture alone."""

    def __init__(self, label: str, icon: str, rect, on_click):
        super().__init__(label, rect, on_click)
        self.icon = icon
        self.text_size = 22

    def draw(self, surf, vp, fonts) -> None:
        r, ink = self.draw_plate(surf, vp)
        if r.w < 1.6 * r.h:  # a square: the picture alone (Play / Pause at large text)
            _draw_icon(surf, self.icon, r, ink)
            return
        side = round(r.h * 0.55)
        pad = vp.length(6)
        arrow = pygame.Rect(0, 0, side, r.h)
        words = r.inflate(-2 * pad, 0)
        words.w -= side
        if self.icon == "next":
            arrow.midright = (r.right - pad, r.centery)
        else:
            arrow.midleft = (r.x + pad, r.centery)
            words.x = arrow.right
        _draw_icon(surf, self.icon, arrow, ink)
        draw_text_fit(surf, fonts, self.text_size, self.text, ink, words, "center", bold=True)
