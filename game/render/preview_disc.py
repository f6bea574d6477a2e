"""A held ghost's preview disc (:mod:`.ghost_counts`): the number an end would count
after the play, in the "to come" look of the sum preview (a see-through dark plate, a
dashed gold edge, the number in gold), so it never reads as the table's count now (a
solid disc). A double's "6+6" pill likewise; a ring (an attach-only point) dashed in
its own light colour on its patch of felt."""

from __future__ import annotations

import math

import pygame

from ..ui import THEME

__all__ = ["draw_preview_disc", "FILL_ALPHA", "preview_fill"]

#: How opaque a preview's dark plate is (0..255): the felt or tile shows through a
#: little, the gold number reads over a white tile too.
FILL_ALPHA = 215

_KEPT: dict = {}


def preview_fill() -> tuple:
    """The dark plate's colour (the sum preview's plate colour)."""
    return tuple(THEME.box[:3])


def _perimeter(w: int, h: int, rad: int, inset: float) -> list[tuple[float, float]]:
    """Points about 1 px apart round a ``w`` x ``h`` rounded rect (corner radius
    ``rad``), ``inset`` px inside its edge, clockwise from the top's left end."""
    r = max(0.0, min(rad, w / 2, h / 2) - inset)
    x0, y0, x1, y1 = inset + r, inset + r, w - inset - r, h - inset - r
    pts: list[tuple[float, float]] = []

    def line(ax, ay, bx, by):
        n = max(1, int(math.hypot(bx - ax, by - ay)))
        pts.extend((ax + (bx - ax) * i / n, ay + (by - ay) * i / n) for i in range(n))

    def arc(cx, cy, a0):
        n = max(1, int(r * math.pi / 2))
        pts.extend((cx + r * math.cos(a0 + math.pi / 2 * i / n),
                    cy + r * math.sin(a0 + math.pi / 2 * i / n)) for i in range(n))

    line(x0, inset, x1, inset)
    arc(x1, y0, -math.pi / 2)
    line(w - inset, y0, w - inset, y1)
    arc(x1, y1, 0.0)
    line(x1, h - inset, x0, h - inset)
    arc(x0, y1, math.pi / 2)
    line(inset, y1, inset, y0)
    arc(x0, y0, math.pi)
    return pts


def _plate(w: int, h: int, rad: int, width: int, dash: int, edge, fill) -> pygame.Surface:
    """The plate with its dashed edge (kept: drawn once per size and colours)."""
    key = (w, h, rad, width, dash, tuple(edge), None if fill is None else tuple(fill))
    img = _KEPT.get(key)
    if img is not None:
        return img
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    if fill is not None:
        pygame.draw.rect(img, (*fill[:3], FILL_ALPHA), img.get_rect(), border_radius=rad)
    pts = _perimeter(w, h, rad, width / 2)
    # as many dashes as fit, evenly round (dash and gap alike)
    n = max(4, round(len(pts) / (2 * dash)) * 2)
    step = len(pts) / n
    half = max(1, width // 2)
    for i, p in enumerate(pts):
        if int(i / step) % 2 == 0:
            pygame.draw.circle(img, edge, (round(p[0]), round(p[1])), half)
    if len(_KEPT) > 256:
        _KEPT.clear()
    _KEPT[key] = img
    return img


def draw_preview_disc(surf, text, box: pygame.Rect, rad: int, kind: str, label: str,
                      fsize: float, width: int) -> None:
    """One preview: ``kind`` "solid" (a count to come: dark plate, dashed gold edge,
    gold number) or "ring" (an attach-only point: a dashed ring of the ring colour,
    its pips in it) at ``box`` (corner radius ``rad``, edge ``width`` px)."""
    width = max(2, width)
    dash = max(3, round(box.h / 5))
    if kind == "solid":
        surf.blit(_plate(box.w, box.h, rad, width, dash, THEME.focus, preview_fill()), box)
        text.draw(surf, label, fsize, THEME.focus, box.center, "center", True, False,
                  box=box)
    else:
        surf.blit(_plate(box.w, box.h, rad, width, dash, THEME.ring, None), box)
        text.draw(surf, label, fsize, THEME.ring, box.center, "center", True, True,
                  box=box)
