"""The 1280x720 design space mapped onto a window of any size."""

from __future__ import annotations

import pygame

__all__ = ["DESIGN", "FELT", "Viewport"]

DESIGN = (1280, 720)
#: The table's felt inside its wooden rail (design px): what the HUD keeps within.
FELT = (28, 28, 1224, 664)


class Viewport:
    """Maps the 1280×720 design space onto a window of any size (letterboxed)."""

    def __init__(self, size):
        self.resize(size)

    def resize(self, size) -> None:
        w, h = size
        self.size = (w, h)
        self.scale = min(w / DESIGN[0], h / DESIGN[1])
        self.ox = (w - DESIGN[0] * self.scale) / 2
        self.oy = (h - DESIGN[1] * self.scale) / 2

    def rect(self, r) -> pygame.Rect:
        x, y, w, h = r
        s = self.scale
        return pygame.Rect(round(self.ox + x * s), round(self.oy + y * s), round(w * s),
                           round(h * s))

    def point(self, p) -> tuple[int, int]:
        return (round(self.ox + p[0] * self.scale), round(self.oy + p[1] * self.scale))

    def length(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def to_design(self, pos) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale)
