"""The camera over the layout: world units -> screen pixels, zooming and panning smoothly."""

from __future__ import annotations

import math

__all__ = ["Camera"]


class Camera:
    """Keeps a box of the layout (in tile units) inside a screen rectangle.

    ``fit(box)`` sets the target; ``update(dt)`` eases the current zoom and
    centre towards it (exponentially, so a new target mid-move stays smooth);
    ``snap()`` jumps there. ``zoom`` is screen pixels per unit.
    """

    def __init__(self, rect, max_zoom: float, min_zoom: float = 6.0):
        self.rect = rect
        self.max_zoom = max_zoom
        self.min_zoom = min_zoom
        self.zoom = max_zoom
        self.cx = 0.0
        self.cy = 0.0
        self.tzoom = max_zoom
        self.tcx = 0.0
        self.tcy = 0.0
        self.rate = 7.0

    def set_rect(self, rect, max_zoom: float) -> None:
        scale = max_zoom / self.max_zoom if self.max_zoom else 1.0
        self.rect = rect
        self.max_zoom = max_zoom
        self.zoom *= scale
        self.tzoom *= scale

    def fit(self, box) -> None:
        x0, y0, x1, y1 = box
        w = max(1e-3, x1 - x0)
        h = max(1e-3, y1 - y0)
        z = min(self.rect.w / w, self.rect.h / h, self.max_zoom)
        self.tzoom = max(self.min_zoom, z)
        self.tcx = (x0 + x1) / 2
        self.tcy = (y0 + y1) / 2

    def snap(self) -> None:
        self.zoom, self.cx, self.cy = self.tzoom, self.tcx, self.tcy

    @property
    def moving(self) -> bool:
        return (abs(self.zoom - self.tzoom) > 0.05 or abs(self.cx - self.tcx) > 0.01
                or abs(self.cy - self.tcy) > 0.01)

    def update(self, dt: float, time_scale: float = 1.0) -> None:
        if time_scale <= 0:
            self.snap()
            return
        k = 1.0 - math.exp(-dt * self.rate / time_scale)
        self.zoom += (self.tzoom - self.zoom) * k
        self.cx += (self.tcx - self.cx) * k
        self.cy += (self.tcy - self.cy) * k
        if not self.moving:
            self.snap()

    @property
    def unit(self) -> int:
        """The zoom rounded to whole pixels (tile art is cached per pixel size)."""
        return max(4, round(self.zoom))

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        z = self.unit
        return (self.rect.centerx + (x - self.cx) * z, self.rect.centery + (y - self.cy) * z)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        z = self.unit
        return ((sx - self.rect.centerx) / z + self.cx, (sy - self.rect.centery) / z + self.cy)
