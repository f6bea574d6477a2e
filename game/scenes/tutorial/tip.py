"""A note by a tile in the player's hand: why that tile is not the one to play.

When the player picks (or tries) a tile the step does not want, the reason sits in
a speech bubble right above that tile, its pointer on the tile ("[1|3] fits
nowhere: no open end shows 1 or 3."), instead of a line at the top of the screen
that sends the eye to the table. The bubble stays until the player picks another
tile or plays, so it needs no frames of its own.
"""

from __future__ import annotations

import pygame

from ...ui import THEME
from ...widgets import wrap_text
from .panels import SMALL, TEXT_BAD

__all__ = ["TileTip", "TIP_W"]

#: The bubble's widest (design px) and the gap between its pointer and the tile.
TIP_W = 720
GAP = 6
POINTER = 12
PAD = 12
EDGE = TEXT_BAD


class TileTip:
    """Draws the scene's ``tip`` (``(tile, text)`` or None) above that tile."""

    def __init__(self, scene):
        self.sc = scene

    def rect(self) -> pygame.Rect | None:
        """The bubble's screen rect now (None when there is none to show)."""
        got = self._layout()
        return None if got is None else got[0]

    def _layout(self):
        sc = self.sc
        tip = sc.tip
        if tip is None or sc.hand_end is not None:
            return None
        tile, text = tip
        tr = dict(sc.table.hand_rects()).get(tile)
        if tr is None or not text:
            return None
        vp = sc.app.vp
        pad = vp.length(PAD)
        font = sc.app.fonts.get(SMALL)
        max_w = vp.length(TIP_W) - 2 * pad
        lines = [ln for ln in wrap_text(font, text, max_w) if ln]
        size = SMALL
        if len(lines) > 3:  # very large text: a little smaller, still three lines at most
            size = SMALL * 0.8
            lines = [ln for ln in wrap_text(sc.app.fonts.get(size), text, max_w) if ln][:3]
        widths = [sc.app.fonts.measure(sc.app.fonts.get(size), ln)[0] for ln in lines]
        line_h = sc.app.fonts.get(size).get_linesize()
        w = min(max(widths) + 2 * pad, vp.length(TIP_W))
        h = line_h * len(lines) + 2 * pad
        screen = sc.app.vp.rect((0, 0, 1280, 720))
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (tr.centerx, tr.top - vp.length(GAP + POINTER))
        box.clamp_ip(screen.inflate(-vp.length(24), -vp.length(24)))
        return box, tr, lines, size, line_h

    def draw(self, surf) -> None:
        got = self._layout()
        if got is None:
            return
        box, tr, lines, size, line_h = got
        sc = self.sc
        vp = sc.app.vp
        radius = vp.length(10)
        # the pointer: from the bubble's bottom edge down to the tile's top
        tip_x = max(box.x + radius * 2, min(box.right - radius * 2, tr.centerx))
        half = vp.length(POINTER)
        point = [(tip_x - half, box.bottom - 2), (tip_x + half, box.bottom - 2),
                 (tip_x, tr.top - vp.length(GAP))]
        shadow = box.move(vp.length(3), vp.length(4))
        pygame.draw.rect(surf, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.polygon(surf, EDGE, [(x, y + 2) for x, y in point])
        pygame.draw.rect(surf, THEME.panel, box, border_radius=radius)
        pygame.draw.rect(surf, EDGE, box, vp.length(3), border_radius=radius)
        pygame.draw.polygon(surf, THEME.panel, [(point[0][0] + 3, point[0][1]),
                                                (point[1][0] - 3, point[1][1]),
                                                (point[2][0], point[2][1] - 4)])
        pad = vp.length(PAD)
        y = box.y + pad
        for line in lines:
            sc.text.draw(surf, line, size, THEME.ink_dark, (box.x + pad, y), "topleft", False,
                         False, box=pygame.Rect(box.x + pad, y, box.w - 2 * pad, line_h))
            y += line_h
