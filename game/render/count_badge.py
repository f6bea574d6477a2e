"""One end's count as :class:`~.board_marks.BoardMarks` draws it (a method of it): a
solid disc with its value, a hollow ring for an attach-only point, a double's end a
"2+2" tab pointing at it, the sniff counted whole its "3+3" tag."""

from __future__ import annotations

import pygame

from ..ui import THEME
from .mark_words import is_double
from .preview_disc import draw_preview_disc

__all__ = ["draw_badge"]


def draw_badge(self, surf, layout, mark, font: float | None = None,
               preview: bool = False) -> None:
    """One ``(kind, pc, label, box)`` of :meth:`badge_boxes`, lit as last drawn; ``font``:
    its text size (None: a disc's own). ``preview``: a held ghost's preview of the end
    it makes (:mod:`.ghost_counts`): never lit, a double's pill without its point (it
    lies on the double), drawn as a number to come (:mod:`.preview_disc`)."""
    vp = self.vp
    r = self.badge_radius
    fsize = self.badge_font if font is None else font
    end = self.sniff_end(layout) if layout is not None else None
    lit = getattr(self, "_badges_lit", False)
    kind, _pc, label, box = mark
    lit_here = not preview and (lit is True or (not isinstance(lit, bool) and (
        _pc in lit or (_pc == end and _pc is not None and None in lit))))
    if box is None:
        self._draw_whole(surf, layout, lit_here)
        return
    rad = box.h // 2
    tab = kind == "solid" and is_double(label)
    if tab:  # a double's end: a label tab pointing at its double, not a disc
        rad = max(2, box.h // 5)
    if preview:  # a number to come, not the table's count now
        draw_preview_disc(surf, self.text, box, rad, kind, label, fsize,
                          max(3, round(r / 5)) if kind == "solid" else max(2, round(r / 6)))
        return
    if kind == "solid":
        if lit_here:  # a halo too
            g = self.badge_halo
            pygame.draw.rect(surf, THEME.focus, box.inflate(2 * g, 2 * g),
                             vp.length(4), border_radius=rad + g)
        pygame.draw.rect(surf, (20, 20, 20), box.move(2, 2), border_radius=rad)
        if tab:
            self._draw_tab_point(surf, box, _pc)
        pygame.draw.rect(surf, THEME.badge, box, border_radius=rad)
        # a light edge to read on every cloth (tests/game/look/test_mark_contrast)
        pygame.draw.rect(surf, THEME.ring, box, max(4, round(r / 5)),
                         border_radius=rad)
        self.text.draw(surf, label, fsize, THEME.badge_ink,
                       box.center, "center", True, False, box=box)
    else:
        pygame.draw.rect(surf, THEME.ring, box, max(2, round(r / 6)),
                         border_radius=rad)
        self.text.draw(surf, label, fsize, THEME.ring, box.center, "center",
                       True, True, box=box)
