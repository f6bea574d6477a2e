"""Where the tutorial's "+N" callout pops and its hand's banner ("Domino!", "Blocked")
shows: in free felt of the play area, never over a tile, a count disc, a spot's ring,
the step's target ring or a spot's "+N" chip (the taught tiles stay in sight while the
points show), the callout as near as it can be to the counted ends, the banner to the
foot of the play area (:func:`game.render.placement.free_spot`, the table's free-spot
finder); smaller where no place is free for it whole.

The place is for the callout's whole life: the plate at its largest (the pop grows it
past full size) and as high as it drifts while it fades.
"""

from __future__ import annotations

import pygame

from ...render.fx import ScoreCallout
from ...render.ghost_counts import preview_boxes
from ...render.overlays import WORD_SIZE
from ...render.placement import free_spot
from ...ui import THEME

__all__ = ["CalloutPlace", "LIFT", "DRIFT", "BANNER_SHRINK"]

#: With no free place for the banner at full size, it is tried at these sizes in turn.
BANNER_SHRINK = (1.0, 0.85, 0.7, 0.55)

#: How far above the counted ends the callout would like to pop (design px).
LIFT = 40
#: How far it drifts up while it shows (design px): the overlays' drift as it rises
#: (``Overlays.draw_callouts``) and the plate's own as it fades (``ScoreCallout.rise``).
DRIFT = 20 + ScoreCallout.rise


class CalloutPlace:
    """The "+N" callout's place on the tutorial's board (``table``: a TutorialTable)."""

    def __init__(self, table):
        self.table = table
        self._cache: tuple = (None, None)

    def blocks(self, layout, extra=()) -> list[pygame.Rect]:
        """What the callout must not cover: every tile on the board, every mark (a lit
        one with its halo), every open end's spot rings, and ``extra`` rects."""
        board = self.table.board
        vp = self.table.sc.app.vp
        gap = vp.length(4)
        out = [r.inflate(2 * gap, 2 * gap) for r in
               (board.tile_rect(t) for t, _pc in self.table.sc.view.board) if r is not None]
        if layout is None:
            return out + list(extra)
        halo = board.badge_halo + gap
        for _kind, _pc, _label, box in board.badge_boxes(layout):
            if box is not None:
                out.append(box.inflate(2 * halo, 2 * halo))
        # (a tile held: each ghost's preview of the end it makes)
        out += [p[2].inflate(2 * halo, 2 * halo) for p in preview_boxes(board, layout).values()]
        if getattr(layout, "sniff", -1) >= 0:
            whole = board.whole_box(layout, layout.sniff)
            if whole is not None:
                k = board.whole_halo + gap
                out.append(whole.inflate(2 * k, 2 * k))
        for pc, *_rest in layout.slots:
            ring = board.ring_box(pc, layout)
            if ring is not None:
                out.append(ring.inflate(2 * gap, 2 * gap))
        return out + list(extra)

    def size(self, c, still: bool) -> tuple[int, int, int]:
        """``(w, h, drift)``: the callout ``c``'s plate at its largest, and how far up it
        drifts (screen px)."""
        vp = self.table.sc.app.vp
        fx = ScoreCallout(self.table.sc.app.fonts, c.points, (0, 0), True, text=c.text,
                          divisor=getattr(c, "divisor", 1))
        w, h = fx.rect().size
        if still:
            return w, h, 0
        grow = fx.overshoot
        return round(w * grow) + 2, round(h * grow) + 2, vp.length(DRIFT)

    def centre(self, c, layout, area, extra=(), still: bool = False) -> tuple[float, float]:
        """Where callout ``c`` is drawn (its centre before it drifts up): free felt in
        ``area`` (the play area, screen px), the nearest to just above the counted ends."""
        table = self.table
        board = table.board
        vp = table.sc.app.vp
        cam = board.camera
        key = (id(c), c.text, tuple(table.sc.view.board), tuple(cam.rect), round(cam.zoom, 3),
               round(cam.cx, 2), round(cam.cy, 2), tuple(tuple(r) for r in extra), still,
               tuple(area))
        if self._cache[0] == key:
            return self._cache[1]
        w, h, drift = self.size(c, still)
        cx, cy = self.scored_at(layout, c.tile)
        prefer = (cx, cy - vp.length(LIFT) - drift / 2)
        area = area.inflate(-2 * vp.length(6), -2 * vp.length(6))
        x, y = free_spot(area, self.blocks(layout, extra), (w, h + drift), prefer,
                         (vp.length(8), vp.length(6)))
        at = (x, y + drift / 2)  # it drifts up from here, within the free place
        self._cache = (key, at)
        return at

    def scored_at(self, layout, tile: int) -> tuple[float, float]:
        """Where the points were made: the counted ends the tile played ``tile`` made
        (its new end's disc, the "4+4" of a double put at an end; both ends of the
        tile that starts the game), not the middle of every counted end (a "+10" once
        rose over the far end, the one not played on). Else over all counted ends."""
        board = self.table.board
        sniff = getattr(layout, "sniff", -1)
        pts = [pos for pos, _v, kind, pc in board.marks(layout) if kind == "solid"
               and (pc >> 3 == tile if pc is not None else tile == sniff)]
        if not pts:
            return board.counted_centre(layout, tile)
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))

    def room(self, c, layout, area, extra=(), still: bool = False) -> pygame.Rect:
        """The room callout ``c`` takes over its whole life (its pop and drift up)."""
        w, h, drift = self.size(c, still)
        x, y = self.centre(c, layout, area, extra, still)
        r = pygame.Rect(0, 0, w, h + drift)
        r.center = (round(x), round(y - drift / 2))
        return r

    def banner_box(self, word: str, k: float = 1.0) -> tuple[int, int]:
        """The size of the plain banner ``word`` drawn ``k`` times its size (the
        overlays' ``draw_banner``: its words on a plate)."""
        vp, text = self.table.sc.app.vp, self.table.overlays.text
        img = text.get(word, WORD_SIZE * k, THEME.focus, True)
        return img.get_width() + vp.length(30 * k), img.get_height() + vp.length(12 * k)

    def banner(self, word: str, layout, area, extra=()) -> tuple[float, float, float]:
        """``(x, y, k)``: where the hand's banner ``word`` shows and its size factor:
        free felt of ``area`` (the play area, screen px) nearest its foot, clear of the
        board (:meth:`blocks`) and ``extra`` (the "+N" callout)."""
        vp = self.table.sc.app.vp
        inner = area.inflate(-2 * vp.length(6), -2 * vp.length(6))
        blocks = self.blocks(layout, extra)
        prefer = (area.centerx, area.bottom - area.h // 7)
        step = (vp.length(8), vp.length(6))
        for k in BANNER_SHRINK:
            at = free_spot(inner, blocks, self.banner_box(word, k), prefer, step,
                           free_only=True)
            if at is not None:
                return at[0], at[1], k
        k = BANNER_SHRINK[-1]
        at = free_spot(inner, blocks, self.banner_box(word, k), prefer, step)
        return at[0], at[1], k
