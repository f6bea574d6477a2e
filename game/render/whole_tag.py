"""The American sniff's "counted whole" tag: a small solid count pill (the counts' colour) reading what the
sniff adds to the Total ("6" for [3|3]: both halves, once) against the sniff (a part of
:class:`~game.render.board.BoardView`, through ``BoardMarks``): where it goes, clear of
the tiles, the ends' marks and their spot rings, and how it is drawn. (It read "3+3" on
a dark outlined plate: beside the two hollow rings of an opening double a newcomer did
not see what counted; now, like every counted end, it is a solid pill with its count.)"""

from __future__ import annotations

import pygame

from engine.tiles import LO

from ..ui import THEME
from .hud import TEXT

__all__ = ["WholeTag"]


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


class WholeTag:
    """The sniff counted whole's tag; mixed into ``BoardMarks``."""

    def whole_text(self, tile: int) -> str:
        """The sniff counted whole: both its halves once, its count "6" for [3|3]."""
        return str(2 * LO[tile])

    @property
    def whole_font(self) -> float:
        """Its count's design size: the counts' discs' (:attr:`badge_font`) or the HUD's."""
        return max(TEXT, getattr(self, "badge_font", TEXT))

    @property
    def whole_halo(self) -> int:
        """How far the lit glow round the sniff's counted-whole tag reaches beyond it."""
        return self.vp.length(4)

    def whole_box(self, layout, tile: int, value: int | None = None) -> pygame.Rect | None:
        """The screen box of the American sniff's "counted whole" tag: a small outlined
        plate tucked against the sniff's long side, by a corner, on a side no tile, open
        end or play-area edge is on."""
        tr = self.tile_rect(tile)
        if tr is None:
            return None
        vp = self.vp
        # the smallest legible text (a tag that does not fit beside the tile goes
        # where it does: see below)
        img = (self.text.get(self.whole_text(tile), self.whole_font, THEME.ink, True)
               if self.text else None)
        w = (img.get_width() if img is not None else vp.length(30)) + vp.length(10)
        h = (img.get_height() if img is not None else vp.length(20)) + vp.length(2)
        h = min(h, 2 * self.badge_radius - 2)  # a pill, less tall than a count's disc
        box = pygame.Rect(0, 0, max(w, round(1.6 * h)), h)  # (wide, even for "4")
        # clear of the sniff's outline, its glow too when lit (the halo of _draw_whole:
        # else it touched the tile's corner); the top-right corner (its diamond)
        # comes last
        gap = vp.length(2) + self.whole_halo + max(1, self.camera.unit // 12) + 2
        vertical = tr.h > tr.w
        # centred on the double it labels where that is clear (not hung off
        # centre under the right ring), else tucked against it by a corner
        spots = [dict(centerx=tr.centerx, top=tr.bottom + gap),
                 dict(centerx=tr.centerx, bottom=tr.top - gap)]
        if vertical:  # beside the long side, level with its bottom or its top half
            spots += [dict(left=tr.right + gap, bottom=tr.bottom),
                     dict(right=tr.left - gap, top=tr.top),
                     dict(right=tr.left - gap, bottom=tr.bottom),
                     dict(left=tr.right + gap, top=tr.top + gap)]
        else:
            spots += [dict(left=tr.left, bottom=tr.top - gap),
                     dict(right=tr.right, top=tr.bottom + gap),
                     dict(left=tr.left, top=tr.bottom + gap),
                     dict(right=tr.right - gap, bottom=tr.top - gap)]
        if vertical:  # then level with its middle
            spots += [dict(left=tr.right + gap, centery=tr.centery),
                      dict(right=tr.left - gap, centery=tr.centery)]
        else:
            spots += [dict(right=tr.left - gap, centery=tr.centery),
                      dict(left=tr.right + gap, centery=tr.centery)]
        others = [r for r in (self.tile_rect(t) for t, _p in layout.placed if t != tile) if r]
        others += [b for b in (self.sniff_mark_box(layout),) if b is not None]
        r = self.badge_radius + self.vp.length(10) + 1  # a spot's rings reach so far
        rings = []
        for _kind, pc, _t, _v in layout.marks():
            p = self.point_pos(pc) if pc is not None else None
            if p is not None:
                rings.append(pygame.Rect(round(p[0] - r), round(p[1] - r), round(2 * r),
                                         round(2 * r)))
        best, best_cost = None, None
        for spot in spots:
            b = box.copy()
            for k, val in spot.items():
                setattr(b, k, val)
            cost = sum(_area(b.clip(o)) for o in others + rings)
            cost += 0 if self.camera.rect.contains(b) else 10 ** 6
            if cost == 0:
                return b
            if best_cost is None or cost < best_cost:
                best, best_cost = b, cost
        return best

    def _draw_whole(self, surf, layout, lit: bool) -> None:
        """The sniff counted whole: its count ("6") on a small solid pill with the counts'
        light edge, as a counted end's (a pill tucked against the tile, not a disc by
        an open end: no place to play)."""
        vp = self.vp
        tile = layout.sniff
        box = self.whole_box(layout, tile)
        if box is None:
            return
        rad = vp.length(5)
        if lit:
            halo = self.whole_halo
            pygame.draw.rect(surf, THEME.focus, box.inflate(2 * halo, 2 * halo),
                             vp.length(3), border_radius=rad + vp.length(3))
        pygame.draw.rect(surf, (20, 20, 20), box.move(2, 2), border_radius=rad)
        pygame.draw.rect(surf, THEME.badge, box, border_radius=rad)
        pygame.draw.rect(surf, THEME.ring, box, max(1, vp.length(2)), border_radius=rad)
        self.text.draw(surf, self.whole_text(tile), self.whole_font, THEME.badge_ink,
                       box.center, "center", True, False, box=box)
