"""The marks on the open ends of the board: count discs, attach rings, a double's "2+2"
pill and the sniff counted whole's tag (a part of :class:`~game.render.board.BoardView`:
it places the end badges; this draws them, places the sniff's tag and leaves room for
the badges round the layout)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine.layout import mark_terms
from engine.moves import OPEN_CODE

from ..ui import THEME, draw_cross, draw_spot_arrow
from .count_badge import draw_badge
from .ghost_counts import draw_counts_over, draw_previews, hidden_ends, preview_boxes
from .ghosts import also_ends, draw_ghosts, ghost_blocks, held_key, shown_ghosts
from .held_marks import ghost_chip_box
from .mark_words import double_label
from .table_sizes import chip_size
from .whole_tag import WholeTag

__all__ = ["BoardMarks", "BOX_REACH"]

#: How far (units) the camera's box reaches beyond an open end's point (0.62 ahead of
#: its edge): the end's exit box (LayoutGeometry.bbox: 0.6 ahead of the edge, +-0.5),
#: less the point's 0.62, plus the box's margin (board.BOX_MARGIN, 0.3).
BOX_REACH = 0.5 + 0.6 - 0.62 + 0.3


@lru_cache(maxsize=64)
def _steps(step: int, size: tuple) -> tuple:
    """The moves ``(ahead, aside)`` (px) a mark of ``size`` is tried moved by from its
    place beyond its end, in order: on ahead along the axis, then a crowded corner's
    just aside, the nearest first (never back: its lit halo would reach its tile)."""
    reach = max(size)
    axis = [(k, 0) for k in range(0, 2 * reach + 1, step)]
    aside = sorted(((a, s * b) for a in range(0, 3 * reach + 1, step)
                    for b in range(step, 2 * reach + 1, step) for s in (1, -1)),
                   key=lambda m: abs(m[0]) + 2 * abs(m[1]))
    return tuple(axis + aside)


class BoardMarks(WholeTag):
    """Drawing of the board's marks; mixed into ``BoardView`` (which gives ``vp``,
    ``text``, ``marks``, ``whole_box``, ``whole_text``, ``badge_radius``, ``tile_rect``,
    ``sniff_mark_box``, ``sniff_end`` and ``_spot_dirs``)."""

    @staticmethod
    def mark_label(layout, pc, value: int) -> str:
        """The words of the mark at ``pc``: its count, or for a double's end (it counts
        both halves) both halves, "2+2": the 2 a tile there must match and the 4 it adds
        to the Total, in the arithmetic the Total box adds up (mark_words). The engine
        says which (:func:`engine.layout.mark_terms`, as the scoring's sum reads it)."""
        terms = mark_terms(pc >> 3, value) if pc is not None else (value,)
        return double_label(terms[0]) if len(terms) == 2 else str(value)

    @property
    def badge_font(self) -> float:
        return max(chip_size(self.text), min(self.badge_radius / self.vp.scale * 1.3, 26))

    def badge_boxes(self, layout) -> list[tuple]:
        """``(kind, point, label, screen box)`` of each mark as drawn: a disc, or a pill
        wide enough for a double's "2+2", moved on ahead of its open end until it is off
        every tile (box None: the sniff counted whole, see :meth:`whole_box`). Cached
        per layout state and camera (the spots and glows ask every frame)."""
        cam = self.camera
        key = (id(layout), id(self.geom), tuple(layout.placed) if layout is not None else (),
               tuple(layout.marks()) if layout is not None else (), cam.zoom, cam.cx,
               cam.cy, tuple(cam.rect), self.badge_radius, self.vp.scale,
               getattr(getattr(self.text, "fonts", None), "text_scale", 1.0))
        hit = getattr(self, "_badge_cache", None)
        if hit is not None and hit[0] == key:
            return list(hit[1])
        out = self._place_badges(layout)
        self._badge_cache = (key, list(out))
        return out

    @property
    def end_gap(self) -> int:
        """The gap (screen px) between an open end and its mark, the same at every end:
        a lit mark's halo and a hair (the halo never on the tile)."""
        return self.badge_halo + max(1, self.vp.length(2))

    def end_edge(self, pc: int):
        """The middle of open end ``pc``'s edge on the screen and the way out of it
        (a unit step along its tile's axis; up where it has none), or None."""
        e = self.geom.exits.get(pc)
        if e is None:
            return None
        way = (e.dx, e.dy) if (e.dx or e.dy) else (0, -1)
        return self.camera.to_screen(e.x, e.y), way

    def mark_size(self, label: str) -> tuple[int, int]:
        """Screen ``(w, h)`` of a mark reading ``label``: a disc, or a pill wide enough
        for a double's "2+2"."""
        r = self.badge_radius
        w = round(r * 2)
        if len(label) > 2 and self.text is not None:
            img = self.text.get(label, self.badge_font, THEME.badge_ink, True)
            w = max(w, img.get_width() + round(r * 0.9))
        return w, round(max(r * 2, self.vp.length(22)))

    def end_box(self, pc: int, size, gap: int | None = None) -> pygame.Rect | None:
        """The box of ``size`` on open end ``pc``'s axis, ``gap`` px (default
        :attr:`end_gap`) beyond its edge as drawn (the sniff's outline): where its mark
        goes."""
        edge = self.end_edge(pc)
        if edge is None:
            return None
        (ex, ey), (dx, dy) = edge
        g = self.end_gap if gap is None else gap
        if pc >> 3 == self.geom.sniff:  # (from the sniff's outline, as drawn)
            g += max(1, self.camera.unit // 12) + 1
        reach = g + (size[0] if dx else size[1]) / 2
        box = pygame.Rect(0, 0, *size)
        box.center = (round(ex + dx * reach), round(ey + dy * reach))
        return box

    def _place_badges(self, layout) -> list[tuple]:
        """Each mark on its open end's axis, :attr:`end_gap` beyond the end's edge (the
        same gap at every end: a mark moved aside read as another end's); only where
        another arm's tile or an earlier mark lies there, the nearest clear place."""
        out = []
        sniff = getattr(layout, "sniff", -1) if layout is not None else -1
        # every tile on the board, a tile flying in too (laid out before it lands in
        # ``layout``: else an end's disc under it), and the end it covers shows none
        board = list(getattr(self, "_board", ()))
        covered = {p for _t, p in board}
        hair = max(1, self.vp.length(2))
        clear = self.end_gap  # (a lit mark's halo clear of every tile)
        sh = max(1, self.camera.unit // 12) + 1  # the sniff's outline
        tiles = {}
        for t in {t for t, _p in (layout.placed if layout is not None else ())} | {
                t for t, _p in board}:
            tr = self.tile_rect(t)
            if tr is not None:
                k = clear + (sh if t == sniff else 0)
                tiles[t] = tr.inflate(2 * k, 2 * k)
        mark = self.sniff_mark_box(layout) if layout is not None else None
        end = self.sniff_end(layout) if layout is not None else None
        step = max(2, self.vp.length(2))
        for pos, value, kind, pc in self.marks(layout):
            if pc in covered:  # a tile flying onto this end: its new mark comes with it
                continue
            if pc is None:
                if end is None:  # (else: drawn as the disc at its open side, below)
                    out.append((kind, pc, "", None))
                continue
            label = self.mark_label(layout, pc, value)
            if pc == end:  # the sniff at an end: an end double's "6+6" disc
                kind, label = "solid", double_label(value)
            size = self.mark_size(label)
            base = self.end_box(pc, size)
            if base is None:
                box = pygame.Rect(0, 0, *size)
                box.center = (round(pos[0]), round(pos[1]))
                out.append((kind, pc, label, box))
                continue
            # off the other tiles (its own is behind it), the sniff's diamond and the
            # marks placed before it (rare: the layout keeps the cell before an end free)
            walls = [r for t, r in tiles.items() if t != pc >> 3]
            avoid = walls + [b.inflate(2 * hair, 2 * hair) for _k, _p, _l, b in out
                             if b is not None]
            if mark is not None:
                avoid.append(mark)
            # (a crowded corner: on ahead, never past a tile in the way (a mark beyond
            # another tile read as that tile's, or went under a panel); only where no
            # place on the axis is clear, the nearest just aside)
            _e, (dx, dy) = self.end_edge(pc)

            def clear(c, base=base, dx=dx, dy=dy, walls=walls, avoid=avoid):
                on_axis = (c.centerx - base.centerx) * dy == (c.centery - base.centery) * dx
                return c.collidelist(avoid) < 0 and not (
                    on_axis and base.union(c).collidelist(walls) >= 0)
            box = next((c for c in (base.move(dx * a - dy * b, dy * a + dx * b)
                                    for a, b in _steps(step, size)) if clear(c)), base)
            out.append((kind, pc, label, box))
        return out

    def mark_pad(self, zoom: float) -> tuple[float, float]:
        """Screen px ``(x, y)`` the open ends' marks (and their spot rings) reach beyond
        the camera's box at ``zoom``, the more of either side (the camera centres the
        box): only where an open end's mark reaches past it, a "6+6" pill only where a
        double is an open end (:meth:`mark_sides`)."""
        left, top, right, bottom = self.mark_sides(zoom)
        return max(left, right), max(top, bottom)

    def mark_sides(self, zoom: float) -> tuple[float, float, float, float]:
        """Screen px ``(left, top, right, bottom)`` the open ends' marks and their rings
        reach beyond the camera's box (the tiles and open ends with BOX_MARGIN round
        them) at ``zoom``, each side for the ends there: a side without an open end's
        mark past it needs none (a "6+6" pill's pad kept on every side cost the board
        its size)."""
        from engine.tiles import IS_DOUBLE

        from .board_size import BOX_MARGIN
        geom = self.geom
        scale = getattr(getattr(self.text, "fonts", None), "text_scale", 1.0)
        key = (id(geom), len(geom.order), round(zoom, 3), scale, self.vp.scale)
        kept = getattr(self, "_sides_kept", None)
        if kept is not None and kept[0] == key:
            return kept[1]
        vp, u = self.vp, max(4, round(zoom))
        r = self._badge_radius(u)
        disc = round(2 * r)
        h = round(max(r * 2, vp.length(22)))
        pill = disc
        if self.text is not None:
            font = max(chip_size(self.text), min(r / vp.scale * 1.3, 26))
            img = self.text.get(double_label(6), font, THEME.badge_ink, True)
            pill = max(disc, img.get_width() + round(r * 0.9))
        open_ends = geom.uncovered()
        x0, y0, x1, y1 = geom.bbox(points=open_ends, margin=BOX_MARGIN)
        ring = max(1, self.vp.length(2))  # (a hair inside)
        sides = [0.0, 0.0, 0.0, 0.0]
        for pc in open_ends:
            e = geom.exits[pc]
            if not (e.dx or e.dy):
                continue
            w = pill if IS_DOUBLE[pc >> 3] else disc
            gap = self.end_gap + (u // 12 + 2 if pc >> 3 == geom.sniff else 0)
            half = ((w if e.dx else h) / 2, (h if e.dx else w) / 2)  # along, across
            hw, hh = (half[0], half[1]) if e.dx else (half[1], half[0])
            cx = (e.x - x0) * zoom + e.dx * (gap + half[0])  # px from the box's left
            cy = (e.y - y0) * zoom + e.dy * (gap + half[0])  # ... and its top
            sides[0] = max(sides[0], hw + ring - cx)
            sides[1] = max(sides[1], hh + ring - cy)
            sides[2] = max(sides[2], cx + hw + ring - (x1 - x0) * zoom)
            sides[3] = max(sides[3], cy + hh + ring - (y1 - y0) * zoom)
        out = tuple(max(0.0, v) for v in sides)
        self._sides_kept = (key, out)
        return out

    @property
    def ring_out(self) -> int:
        """How far a spot's rings reach beyond its mark (the chosen spot's outer ring
        and its line: draw_spots)."""
        return self.vp.length(10) + self.vp.length(2)

    @property
    def badge_halo(self) -> int:
        """How far a lit badge's halo reaches beyond its disc or pill."""
        return self.vp.length(6)

    def ghosted_ends(self) -> set:
        """The open ends a ghost lies on now (a held tile's spots, the review's "Best"
        and "Played")."""
        return {pc for pc, _r in shown_ghosts(self)}

    def shown_badges(self, layout) -> list[tuple]:
        """:meth:`badge_boxes` as drawn now: each where it rests (none moves while a
        tile is held), less a count a held tile's ghost lies on (not drawn while the
        ghost shows: the ghost's preview says what that end becomes,
        :mod:`.ghost_counts`)."""
        marks = self.badge_boxes(layout) if layout is not None else []
        hidden = hidden_ends(self, layout) if marks else set()
        return [m for m in marks if m[1] not in hidden]

    def badge_centre(self, layout, pc):
        """Where the mark of point ``pc`` (None: the sniff counted whole) is drawn: its
        badge's centre, moved off the tiles as :meth:`badge_boxes` moves it (a score's
        glow goes there, not where the badge would have been); None
        without one."""
        end = self.sniff_end(layout) if layout is not None else None
        for _kind, bpc, _label, box in self.shown_badges(layout):
            if bpc == pc or (pc is None and bpc == end and end is not None):
                if box is None:
                    box = self.whole_box(layout, layout.sniff)
                return None if box is None else box.center
        if pc is None and end is not None:  # (its side not laid out yet) by that side
            return self.point_pos(end)
        return None

    def draw_badges(self, surf, layout, lit=False) -> None:
        """Counted ends as solid discs with their value, attach-only points as hollow
        rings, the American sniff counted whole as a small outlined "3+3" tag against the
        tile (not a disc: it is no place to play); a double's end reads "2+2" on a pill
        (the 2 to match; both halves count); ``lit``: the counted ends glow (a scoring
        play, the hand's last play) - True for all of them, or a collection of the points
        (``pc``; None for a sniff counted whole) to light, as the tutorial lights them one
        by one."""
        self._badges_lit = lit  # (drawn again over a held tile's ghosts: draw_spots)
        hidden = also_ends(self)  # (none on the review's Best / Played ghosts)
        # (a tile held: none where its ghost lies: that ghost shows the end's preview)
        for mark in self.shown_badges(layout):
            if mark[1] not in hidden or mark[3] is None:
                self.draw_badge(surf, layout, mark)

    draw_badge = draw_badge  # one mark (:mod:`.count_badge`)

    def counts_over(self, surf, rects) -> None:
        """The counts the ghosts drawn at ``rects`` reach, again on top, where they rest
        (:func:`.ghost_counts.draw_counts_over`)."""
        draw_counts_over(self, surf, rects)

    def preview_rects(self, layout=None) -> list[pygame.Rect]:
        """The boxes of the held ghosts' previews (:func:`.ghost_counts.preview_boxes`):
        what a "+N" chip or a label keeps off, as off a count."""
        return [p[2] for p in preview_boxes(self, layout).values()]

    def draw_previews(self, surf, spots=None) -> None:
        """Each held ghost's preview of the end it makes (``spots``: only those's):
        :func:`.ghost_counts.draw_previews`."""
        draw_previews(self, surf, spots)

    def _draw_tab_point(self, surf, box, pc) -> None:
        """The point of a double's end tab: a small wedge from the side of the tab that
        faces the double it labels, towards it (behind the tab: it joins the two)."""
        (ex, ey), (dx, dy) = self.tab_point(box, pc)
        k = max(4, box.h // 3)  # the wedge's depth and half-width
        tip = (ex + dx * k, ey + dy * k)
        side = ((ex + dy * k, ey + dx * k), (ex - dy * k, ey - dx * k))
        pygame.draw.polygon(surf, THEME.ring, [tip, side[0], side[1]])
        inner = [(tip[0] - dx * 3, tip[1] - dy * 3),
                 (side[0][0] - dx * 2 - dy * 2, side[0][1] - dy * 2 - dx * 2),
                 (side[1][0] - dx * 2 + dy * 2, side[1][1] - dy * 2 + dx * 2)]
        pygame.draw.polygon(surf, THEME.badge, inner)

    def tab_point(self, box, pc):
        """Where a double's end tab's wedge leaves ``box`` (a point on its edge) and the
        way it points (a unit step): towards the double at attach point ``pc``."""
        tr = self.tile_rect(pc >> 3) if pc is not None else None
        k = max(4, box.h // 3)
        if tr is None:
            return (box.centerx, box.bottom), (0, 1)
        ddx, ddy = tr.centerx - box.centerx, tr.centery - box.centery
        if abs(ddx) * (box.h + tr.h) > abs(ddy) * (box.w + tr.w):  # beside it
            d = (1 if ddx > 0 else -1, 0)
            y = max(box.top + k, min(box.bottom - k, tr.centery))
            return (box.right if ddx > 0 else box.left, y), d
        d = (0, 1 if ddy > 0 else -1)
        x = max(box.left + k + 2, min(box.right - k - 2, tr.centerx))
        return (x, box.bottom if ddy > 0 else box.top), d

    def blocks(self, layout, points=()) -> list[pygame.Rect]:
        """Screen rects of what the board shows that nothing else may lie on: its tiles,
        its end badges (the sniff's tag), and for each attach point in ``points`` its
        spot ring as chosen (glow, outer ring, arrow) and its "+N" chip (not the
        move log's top line on a ring and its "+0")."""
        if layout is None or not getattr(layout, "placed", None):
            return []
        vp = self.vp
        out = [r for r in (self.tile_rect(t) for t, _p in layout.placed) if r is not None]
        # the badges and "+N" boxes are costly to place and change only with the tiles as
        # drawn (the camera), the layout, the points asked for and the text size: a table
        # asks every frame (each seat's chip keeps off them), so the last answer is kept
        key = (id(layout), len(layout.placed), tuple(points), self.text_grow,
               self._mark_layout is layout, tuple(tuple(r) for r in out),
               getattr(self, "_held", None), getattr(self, "_also", None))
        kept = getattr(self, "_blocks_kept", None)
        if kept is not None and kept[0] == key:
            return [r.copy() for r in kept[1]]
        for _k, _pc, _l, box in self.shown_badges(layout):  # (none under a held ghost)
            if box is None:
                box = self.whole_box(layout, layout.sniff)
            if box is not None:
                out.append(box.inflate(2 * self.badge_halo, 2 * self.badge_halo))
        ring = round(self.badge_radius + vp.length(10) + vp.length(14))  # and its arrow
        for pc in points:
            pos = self.spot_pos(pc)
            if pos is None:
                continue
            out.append(pygame.Rect(round(pos[0]) - ring, round(pos[1]) - ring, 2 * ring,
                                   2 * ring))
            out.append(self.spot_label_box(pc, "+10", layout))
        out += ghost_blocks(self)  # a tile held: where it may go, its previews, each chip
        out += [b.inflate(2 * self.badge_halo, 2 * self.badge_halo)
                for b in self.preview_rects(layout)]
        out += [self.spot_label_box(pc, "+10", layout) for pc in self.ghosted_ends()]
        self._blocks_kept = (key, [r.copy() for r in out])
        return out

    # -- the spots a tile may go ---------------------------------------------------------
    def ring_base(self, pc: int, layout=None) -> pygame.Rect | None:
        """What spot ``pc``'s ring goes round: its end's badge as drawn (a "3+3" pill
        too, not a circle across the pill), else a disc's square."""
        lay = self._mark_layout if layout is None else layout
        if lay is not None and getattr(lay, "placed", None):
            for _k, bpc, _l, box in self.badge_boxes(lay):
                if bpc == pc and box is not None:
                    return box.copy()
        pos = self.point_pos(pc)
        if pos is None:
            return None
        d = round(2 * self.badge_radius)
        return pygame.Rect(round(pos[0]) - d // 2, round(pos[1]) - d // 2, d, d)

    def ring_box(self, pc: int, layout=None) -> pygame.Rect | None:
        """The screen box spot ``pc``'s rings reach (the chosen spot's outer ring too:
        a "+N" chip, a tag or another ring keeps off it)."""
        base = self.ring_base(pc, layout)
        k = self.vp.length(10) + 1
        return None if base is None else base.inflate(2 * k, 2 * k)

    @staticmethod
    def _ring_points(layout, pc: int | None = None) -> list[int]:
        """The open ends of ``layout`` a spot ring may go round (``pc`` included)."""
        pts = [s[0] for s in getattr(layout, "slots", ())] if layout is not None else []
        return pts if pc is None or pc in pts else pts + [pc]

    def ring_reach(self, pc: int, way) -> float:
        """How far from spot ``pc``'s centre its outer ring reaches the way ``way``."""
        base = self.ring_base(pc)
        half = self.badge_radius if base is None else (base.w if way[0] else base.h) / 2
        return half + self.vp.length(10)

    def hold(self, tile: int | None, legal=()) -> None:
        """The tile the player holds now and its ``legal`` spots (None: nothing held):
        until told otherwise, the ends' discs, the "+N" chips and the board's labels
        keep off its ghosts, and a click on a ghost is a click on its spot. Told each
        frame before the discs are drawn (:meth:`held_focus`)."""
        self._held, self._held_spot = held_key(self, tile, legal), None

    def show_ghosts(self, pairs=()) -> None:
        """Ghosts shown besides a held tile's (the review's "Best" and "Played"):
        ``(tile, spot)`` pairs on the layout as it is now; their ends' counts are not
        drawn, and the "+N" chips and labels keep off them, as for a held tile's."""
        geom = self.geom
        self._also = (id(geom), len(geom.order)), tuple(pairs)

    def held_focus(self, sel, drag, focus, legal, hover=None) -> tuple:
        """The tile the player holds (chosen, or dragged; a tile only pointed at,
        ``hover``, holds nothing: no focused ghost, no Total) and the spot its ghost is
        strongest on: the legal spot under a dragged tile (where letting go plays it),
        else ``focus`` (the keyboard's). Tells the board which tile's ghosts show
        (:meth:`hold`, the one pointed at too: the counts they lie on give way to their
        previews, as for a tile held): ask before drawing the discs."""
        moved = bool(drag and drag.get("moved"))
        tile = drag["tile"] if moved else sel
        self.hold(tile if tile is not None or not legal else hover, legal)
        if moved:
            spot = self.spot_at(drag["pos"], legal)
            return tile, (spot if spot is not None else focus)
        return sel, focus

    def draw_spots(self, surf, points, legal=(), previews=None, focus=None,
                   refused: int | None = None, held: int | None = None, frame=None) -> None:
        """Where the chosen tile may go (``legal``, with what each would score from
        ``previews``: a "+N" chip only where it scores), the chosen spot ``focus``, and
        a ``refused`` spot (a ring and an X). ``held``: the tile the player holds (or
        points at), its ghost on each legal spot, the focused one stronger (``frame``: a
        colour framing each ghost instead, as the review's key says): the ghost alone
        marks the spot (no ring; the end's count it lies on is not drawn, its outer half
        shows what the new end counts: :mod:`.ghost_counts`), its chip against it, a
        spot scoring nothing a quiet "+0". Without a tile a spot is
        a ring round its end's count, the focused one a double ring and an arrow."""
        vp = self.vp
        r = self.badge_radius
        previews = previews or {}
        legal = set(legal)
        ghosts = draw_ghosts(surf, self, held, legal, focus, frame) if held is not None else {}
        self.counts_over(surf, ghosts.values())  # every count on top, where it rests
        self.draw_previews(surf, ghosts)  # what each ghost's new end would count
        for pc in points:
            pos = self.spot_pos(pc)
            base = self.ring_base(pc)
            if pos is None or base is None:
                continue
            if pc in legal:
                glow = THEME.focus if pc == focus else THEME.accent
                bare = pc in ghosts  # the ghost marks it
                if not bare:
                    ring = base.inflate(2 * vp.length(5), 2 * vp.length(5))
                    pygame.draw.rect(surf, glow, ring, vp.length(4), border_radius=ring.h // 2)
                pts = previews.get(pc, 0)
                # a spot that scores nothing says so quietly ("+0", grey) where the
                # tile's ghost marks it: every place the tile may go reads the same way
                quiet = not pts and bare and pc in previews
                box = None if not (pts or quiet) else (
                    ghost_chip_box(self, pc, f"+{pts}") if bare else None
                ) or self.spot_label_box(pc, f"+{pts}")
                if pc == focus and not bare:
                    outer = base.inflate(2 * vp.length(10), 2 * vp.length(10))
                    pygame.draw.rect(surf, THEME.ink_dark, outer, vp.length(2),
                                     border_radius=outer.h // 2)
                    way = self.spot_arrow_dir(pc, box)
                    draw_spot_arrow(surf, pos, self.ring_reach(pc, way), THEME.focus,
                                    vp.length(20), way)
                if box is not None and quiet:  # smaller, grey, in the chip's place
                    img = self.text.get("+0", chip_size(self.text), THEME.disabled_ink, True)
                    box = img.get_rect(center=box.center).inflate(vp.length(8), vp.length(2))
                    pygame.draw.rect(surf, (20, 20, 20), box, border_radius=box.h // 2)
                    pygame.draw.rect(surf, THEME.disabled_edge, box, 1,
                                     border_radius=box.h // 2)
                    self.text.draw(surf, "+0", chip_size(self.text), THEME.disabled_ink, box.center,
                                   "center", True, False, box=box)
                elif box is not None:
                    pygame.draw.rect(surf, (20, 20, 20), box, border_radius=vp.length(6))
                    pygame.draw.rect(surf, glow, box, 2, border_radius=vp.length(6))
                    self.text.draw(surf, f"+{pts}", chip_size(self.text), glow, box.center, "center", True,
                                   False, box=box)
            elif pc == OPEN_CODE:
                pygame.draw.circle(surf, THEME.ring, pos, r + vp.length(3), vp.length(3))
            if pc == refused:
                pygame.draw.circle(surf, THEME.bad, pos, r + vp.length(7), vp.length(4))
                draw_cross(surf, pos, r, THEME.bad, vp.length(4))
