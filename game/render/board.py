"""The board: placed tiles, count badges beside the open ends, the spots a tile may go.

Draws from plain data: the tiles on the board as ``(tile, point)`` (the engine's
``Layout.placed``, plus a tile still flying) and an engine ``Layout`` for the marks.
Used by the play table, the tutorial and the replay alike (no live ``Game``).
"""

from __future__ import annotations

import math

import pygame

from engine.moves import A, B

from ..ui import THEME, draw_sniff_mark
from .board_area import BoardArea
from .board_marks import BoardMarks
from .board_size import BOX_MARGIN, MAX_UNIT, REF_UNIT, WIDE, WIDE_HEADROOM_PAST, start_unit
from .camera import Camera
from .geometry import LayoutGeometry
from .ghost_counts import preview_boxes
from .ghosts import ghost_at, ghost_blocks
from .held_marks import ghost_chip_box
from .table_sizes import chip_size

__all__ = ["BOX_MARGIN", "BoardView", "MAX_UNIT", "REF_UNIT", "start_unit"]


class BoardView(BoardArea, BoardMarks):
    """The layout area of the table. ``area`` is its design rect (a map anchor); ``tall``
    (a map anchor too, or None) a taller one the camera takes at 100 % text, where the
    HUD leaves the felt above ``area`` free (the Total box in the top row): the arms'
    bounds keep to ``area``'s shape, and the tiles of a line grown up and down (the
    sniff's branches, doubles, which never turn) show larger (a narrower one only while
    it does: see :mod:`~game.render.board_area`)."""

    def __init__(self, vp, text, art, area, inline: bool, tall=None):
        self.vp, self.text, self.art = vp, text, art
        self._board: list = []
        self._init_area(area, tall)
        self.inline = inline
        self.camera = Camera(vp.rect(self.area), vp.length(start_unit(self.area)) * 1.0)
        if self.area.w >= WIDE and not inline:
            self.camera.headroom_past = WIDE_HEADROOM_PAST
        self.geom = LayoutGeometry([], inline, self.bounds)
        self._layer_key = None
        self._layer = None
        self._layer_rect = None
        self._mark_layout = None  # the layout last drawn (its badges: see sniff_mark_corner)
        self._held = None  # the tile held and its spots (BoardMarks.hold)

    # -- geometry and camera ---------------------------------------------------------
    def sync(self, board, open_points=None, snap: bool = False) -> bool:
        """Lay out ``board`` (``[(tile, point)]`` in play order); tiles laid out keep
        their place. True if anything changed (the camera then refits around the tiles
        and ``open_points``, the attach points still open, or a callable giving them)."""
        if len(board) == len(self._board) and board == self._board:
            return False
        board = list(board)
        self._restored = False
        if callable(open_points):
            open_points = open_points()
        grew = bool(self._board) and board[:len(self._board)] == self._board
        # the same hand (a tile added, or a flying tile taken back): the camera keeps its zoom
        same = bool(self._board) and bool(board) and board[0] == self._board[0]
        if grew:
            # the new tiles only: every tile on the table keeps its place until the hand
            # ends (the line plans its turns so that it never needs laying out again)
            for tile, point in board[len(self._board):]:
                self.geom.add(tile, point)
            if self.geom.jammed:  # walled in after all (very rare): lay out wider
                self.geom = LayoutGeometry.build(board, self.inline, self.bounds)
        else:
            self.geom = LayoutGeometry.build(board, self.inline, self.bounds)
        self._board = board
        self.fit(open_points, snap=snap or not board, keep=same)
        return True

    def fit(self, points=None, snap: bool = False, keep: bool = False) -> None:
        """Aim the camera at the tiles and the attach points ``points`` (default: every
        side of every tile); ``keep``: the layout only grew, so the zoom only goes out,
        and only when the layout no longer fits (see :meth:`Camera.fit`)."""
        free = self.geom.uncovered()
        if points is None:
            points = list(self.geom.exits)
        else:
            # every side no tile covers (the open ends given, and a tile still flying
            # is laid out before the engine's layout has its new open end, and the
            # sniff's sides carry badges before they are open): the box is the layout's
            # own, however it was reached (see restore)
            points = free
        box = self.geom.bbox(points=points, margin=BOX_MARGIN)
        if keep:
            self.pick_area(box)
        bx, by = self.bounds
        m = 0.6 + BOX_MARGIN  # a tile across at the bounds reaches past them, the margin
        self.camera.fit(box, keep, self.mark_pad, (-bx - m, -by - m, bx + m, by + m))
        if snap:
            self.camera.snap()

    def update(self, dt: float, scale: float = 1.0, still: bool = False) -> None:
        self.camera.update(dt, scale)
        if still:
            self.camera.snap()  # reduced motion: no camera moves

    @property
    def moving(self) -> bool:
        return self.camera.moving

    def point_pos(self, pc: int, dist: float = 0.62):
        """Screen position of attach point ``pc`` (just ahead of its edge)."""
        pos = self.geom.point_world(pc, dist)
        return None if pos is None else self.camera.to_screen(*pos)

    def spot_pos(self, pc: int):
        """Where attach point ``pc``'s spot ring is drawn (screen px): on its end's
        badge as drawn (a badge moved on off the tiles takes its spot ring, "+N" and
        arrow with it), else at the point itself."""
        lay = self._mark_layout
        if lay is not None and getattr(lay, "placed", None):
            for _k, bpc, _l, box in self.badge_boxes(lay):
                if bpc == pc and box is not None:
                    return box.center
        return self.point_pos(pc)

    def tile_center(self, tile: int):
        pl = self.geom.tiles.get(tile)
        return None if pl is None else self.camera.to_screen(pl.cx, pl.cy)

    def placement(self, tile: int):
        return self.geom.tiles.get(tile)

    def tile_rect(self, tile: int) -> pygame.Rect | None:
        pl = self.geom.tiles.get(tile)
        return None if pl is None else self.camera.screen_rect(pl.rect)

    @property
    def text_grow(self) -> float:
        """How much the discs and rings grow with the text size: moderately (x1.3 at
        200 %), so their numbers grow too while they keep within the layout's spacing."""
        scale = getattr(getattr(self.text, "fonts", None), "text_scale", 1.0)
        return 1.0 + 0.3 * max(0.0, min(2.0, scale) - 1.0)

    @property
    def badge_radius(self) -> float:
        return self._badge_radius(self.camera.unit)

    def _badge_radius(self, u: float) -> float:
        vp = self.vp
        r = max(vp.length(13), min(u * 0.42, vp.length(19)))
        k = self.text_grow
        # grown, but never past about half a tile's width beyond its base size (spacing)
        return r if k <= 1.0 else min(r * k, max(r, u * 0.56))

    def marks(self, layout) -> list[tuple]:
        """``(screen pos, value, kind, point)`` of ``layout``'s marks (the engine's
        ``Layout.marks()``): ``kind`` "solid" (a counted end) or "ring". Each sits
        beside its open end, never over a tile's pips; the American sniff counted
        whole (``point`` None) is the centre of its tag against the tile
        (:meth:`whole_box`)."""
        out = []
        if layout is None or not layout.placed:
            return out
        end = self.sniff_end(layout)
        for kind, pc, tile, value in layout.marks():
            if pc is None and end is not None:
                # drawn as the "6+6" disc at its open side, never as a tag: there (a
                # glow ring went to where the tag would be)
                pos = self.point_pos(end)
            elif pc is None:
                box = self.whole_box(layout, tile, value)
                pos = None if box is None else box.center
            else:
                pos = self.point_pos(pc)
            if pos is not None:
                out.append((pos, value, "solid" if kind == "end" else "ring", pc))
        return out

    @staticmethod
    def sniff_end(layout):
        """The American sniff counted whole with exactly one straight side open is drawn
        as an ordinary end double: one solid "6+6" disc at that side (RULES 1.4), not a
        ring plus a separate tag. That side's attach point, or None (the sniff alone,
        both straight sides open, keeps its two rings and its tag)."""
        marks = layout.marks()
        whole = next((m for m in marks if m[1] is None), None)
        if whole is None:
            return None
        sides = [m[1] for m in marks if m[1] is not None and m[1] >> 3 == whole[2]
                 and m[1] & 7 in (A, B)]
        return sides[0] if len(sides) == 1 else None

    def reading_order(self, layout, points) -> list:
        """``points`` (attach points of ``layout``'s marks; None: the sniff counted
        whole) in reading order: left to right, top to bottom where one is over another."""
        pos = {m[3]: m[0] for m in self.marks(layout)}
        grid = max(1.0, self.badge_radius)
        points = list(points)

        def key(pc):
            p = pos.get(pc)
            if p is None:
                return (math.inf, math.inf, points.index(pc))
            return (round(p[0] / grid), p[1], points.index(pc))
        return sorted(points, key=key)

    def counted_centre(self, layout, tile: int | None = None):
        """Where a "+N" callout rises: over the counted ends (or the tile played)."""
        pts = [m[0] for m in self.marks(layout) if m[2] == "solid"]
        if not pts:
            c = self.tile_center(tile) if tile is not None else None
            return c or self.camera.rect.center
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))

    def spot_at(self, pos, points) -> int | None:
        """The attach point among ``points`` whose held tile's ghost (or the preview
        on it) is under ``pos``, else whose ring is, or None. The ghost first: what shows
        there is the tile as it would lie (a count it would cover is not drawn; a click
        on its preview disc played elsewhere or put the tile back)."""
        ghost = ghost_at(self, pos, points)
        if ghost is None:
            ghost = next((pc for pc, (_k, _l, box, _f, _h) in preview_boxes(self).items()
                          if pc in points and box.collidepoint(pos)), None)
        if ghost is not None:
            return ghost
        best, bd = None, None
        radius = max(self.vp.length(20), self.camera.unit * 0.6)
        for pc in points:
            for p in (self.point_pos(pc), self.spot_pos(pc)):  # the point or its ring
                if p is None:
                    continue
                d = math.hypot(p[0] - pos[0], p[1] - pos[1])
                if d <= radius and (bd is None or d < bd):
                    best, bd = pc, d
        return best

    def _spot_dirs(self, pc: int):
        ex = self.geom.exits.get(pc)
        return (ex.dx, ex.dy) if ex is not None and (ex.dx or ex.dy) else (0, -1)

    def spot_label_box(self, pc: int, label: str, layout=None) -> pygame.Rect:
        """The screen box of a spot's "+N": ahead of the open end, or beside it where
        ahead would leave the play area (never into the panels around it), and never on
        an end's badge ("1+1", a count disc) nor, where there is room, on
        a tile: on further out, or round to the side, the nearest clear place.
        ``layout``: whose badges to keep off (by default the layout last drawn)."""
        chip = ghost_chip_box(self, pc, label, layout)  # a ghost there: against it
        if chip is not None:
            return chip
        vp = self.vp
        lay = self._mark_layout if layout is None else layout
        pos = self.spot_pos(pc)
        ring = self.ring_box(pc, lay)
        lr = self.text.get(label, chip_size(self.text), THEME.ink, True).get_rect()
        dx, dy = self._spot_dirs(pc)
        area = self.camera.rect
        badges, tiles = self._spot_blocks(lay)
        # off every spot's rings too (its own: not a "+10" touching its ring), the held
        # tile's ghosts (never on one) too
        gap = max(2, vp.length(3))
        ghosts = ghost_blocks(self, gap)
        badges += [b.inflate(2 * gap, 2 * gap) for b in (
            self.ring_box(p, lay) for p in self._ring_points(lay, pc)) if b is not None]
        dirs = ((dx, dy), (-dy, dx), (dy, -dx), (-dx, -dy))
        step = max(2, vp.length(4))
        cands = []
        half = (vp.length(10) // 2, vp.length(4) // 2)

        def reach_of(ddx, extra):
            rh = ring.w / 2 if ring is not None and ddx else (
                ring.h / 2 if ring is not None else self.badge_radius)
            return rh + gap + (lr.w / 2 + half[0] if ddx else lr.h / 2 + half[1]) + extra
        top = round(2 * self.badge_radius + vp.length(40))
        for extra in range(0, top + 1, step):
            for ddx, ddy in dirs:
                reach = reach_of(ddx, extra)
                lr.center = (round(pos[0] + ddx * reach), round(pos[1] + ddy * reach))
                cands.append(lr.inflate(vp.length(10), vp.length(4)))
        # a crowded end: then slid along its side, half its size either way
        for extra in range(0, top + 1, step):
            for ddx, ddy in dirs:
                reach = reach_of(ddx, extra)
                for k in (-0.5, 0.5):
                    lr.center = (round(pos[0] + ddx * reach + abs(ddy) * k * lr.w),
                                 round(pos[1] + ddy * reach + abs(ddx) * k * lr.h))
                    cands.append(lr.inflate(vp.length(10), vp.length(4)))
        inside = [b for b in cands if area.contains(b)]
        for avoid in (badges + ghosts + tiles, badges + ghosts, badges):
            box = next((b for b in inside if b.collidelist(avoid) < 0), None)
            if box is not None:
                return box
        return inside[0] if inside else cands[0].clamp(area)

    def _spot_blocks(self, layout) -> tuple[list, list]:
        """What a spot's "+N" keeps off: the badges as drawn (a small gap around
        them), and the tiles."""
        if layout is None or not getattr(layout, "placed", None):
            return [], []
        gap = max(2, self.vp.length(3))
        badges = []
        for _k, _pc, _l, box in self.badge_boxes(layout):
            if box is None:
                box = self.whole_box(layout, layout.sniff)
            if box is not None:
                badges.append(box.inflate(2 * gap, 2 * gap))
        tiles = [b for b in (self.tile_rect(t) for t, _p in layout.placed) if b is not None]
        return badges, tiles

    def tag_box(self, pc: int, size, label_box: pygame.Rect | None = None) -> pygame.Rect:
        """Where a word about spot ``pc`` ("Best", "You") of screen ``size`` goes: under
        its ring, or above / beside it when under would leave the play area (the status
        line is under it: a clear gap always) or cover the spot's "+N" ``label_box``."""
        vp = self.vp
        pos = self.point_pos(pc) or self.camera.rect.center
        below = self.badge_radius + vp.length(16)
        w, h = size
        gap = vp.length(6)
        area = self.camera.rect.inflate(0, -2 * gap)
        # (the status line sits 16 px higher over the taller rack, closer to the
        # play area's foot: a word keeps that much more clear of it)
        area.h -= vp.length(16)
        x, y = round(pos[0]), round(pos[1])
        options = (pygame.Rect(x - w // 2, y + below, w, h),
                   pygame.Rect(x - w // 2, y - below - h, w, h),
                   pygame.Rect(x + below, y - h // 2, w, h),
                   pygame.Rect(x - below - w, y - h // 2, w, h))
        for box in options:
            if area.contains(box) and (label_box is None or not box.colliderect(label_box)):
                return box
        return options[0].clamp(area)

    def spot_arrow_dir(self, pc: int, label_box: pygame.Rect | None = None):
        """Which way the chosen spot's arrow points: from beside the spot, on the side
        where the whole arrow stays inside the play area, off the "+N" and the ghosts."""
        vp = self.vp
        pos = self.spot_pos(pc)
        dx, dy = self._spot_dirs(pc)
        unit = vp.length(20)
        w = max(6, unit // 2)
        area = self.camera.rect
        options = ((-dy, dx), (dy, -dx), (-dx, -dy), (dx, dy))
        for avoid in (ghost_blocks(self), []):  # a tile held: off its ghosts where it can
            for ax, ay in options:
                gap = self.ring_reach(pc, (ax, ay)) + max(3, unit // 6)
                reach = gap + max(7, round(unit * 0.6))
                cx, cy = pos[0] - ax * (gap + reach) / 2, pos[1] - ay * (gap + reach) / 2
                hw = (reach - gap) / 2 if ax else w
                hh = (reach - gap) / 2 if ay else w
                box = pygame.Rect(round(cx - hw), round(cy - hh), round(2 * hw), round(2 * hh))
                if area.contains(box) and box.collidelist(avoid) < 0 and (
                        label_box is None or not box.colliderect(label_box)):
                    return (ax, ay)
        return options[0]

    # -- drawing ----------------------------------------------------------------------
    def draw_tiles(self, surf, background, layout, states=None, sniff_mark=True) -> None:
        """The landed tiles of ``layout`` from a cached layer over the layout area
        (``background(size)``: the felt under it), redrawn only when the camera moves or a
        tile lands. ``states``: a tile's face state ("lit", "last"); ``sniff_mark`` False:
        the sniff without its outline and diamond (the tutorial before its sniff lesson)."""
        cam = self.camera
        self._mark_layout = layout
        placed = layout.placed if layout is not None else []
        sniff = layout.sniff if layout is not None and sniff_mark else -1
        key = (round(cam.zoom, 2), round(cam.cx, 3), round(cam.cy, 3), len(placed), sniff,
               surf.get_size(), id(self.geom), cam.rect.topleft, THEME.name, THEME.cloth,
               THEME.tiles,
               tuple(sorted((states or {}).items())))
        if key != self._layer_key:
            self._layer_key = key
            area = cam.rect.inflate(self.vp.length(80), self.vp.length(60))
            area = area.clip(surf.get_rect())
            layer = background(surf.get_size()).subsurface(area).copy()
            self._draw_tiles(layer, (-area.x, -area.y), {t for t, _ in placed}, sniff,
                             states or {})
            self._layer, self._layer_rect = layer, area
        surf.blit(self._layer, self._layer_rect)

    def restore_faces(self, surf, tiles) -> None:
        """Put the faces of the landed ``tiles`` back as :meth:`draw_tiles` drew them,
        over anything drawn on them since: a ring round a spot then stops at a tile's
        edge instead of crossing its pips."""
        layer, at = self._layer, self._layer_rect
        if layer is None or at is None:
            return
        for t in tiles:
            r = self.tile_rect(t)
            if r is not None:
                r = r.clip(at)
                surf.blit(layer, r, r.move(-at.x, -at.y))

    def _draw_tiles(self, surf, offset, placed, sniff, states) -> None:
        cam = self.camera
        u = cam.unit
        sh = max(1, u // 12)
        ox, oy = offset
        for t in self.geom.order:
            if t not in placed:
                continue
            pl = self.geom.tiles[t]
            w, h = (u, 2 * u) if pl.vertical else (2 * u, u)
            x, y = cam.to_screen(pl.cx, pl.cy)
            r = pygame.Rect(0, 0, w, h)
            r.center = (round(x + ox), round(y + oy))
            self.art.draw(surf, r.topleft, pl.first, pl.second, pl.vertical, u,
                          states.get(t), shadow=True)
            if t == sniff:  # an outline and a corner mark (not the colour alone)
                # the outline inside the tile's own rect: never over a neighbour that
                # touches it (it once lay 3-6 px over the next tile)
                pygame.draw.rect(surf, THEME.accent, self.sniff_outline(r, u),
                                 width=max(2, u // 10), border_radius=max(2, u // 6))
                # the diamond on the clearest corner (draw_sniff_mark insets from a
                # rect's top-right: a 1 px rect placed so its diamond lands there)
                ring = r.inflate(sh * 2 + 2, sh * 2 + 2)
                cx, cy = self.sniff_mark_corner(ring.move(-ox, -oy), u)
                inset = max(1, u // 10)
                draw_sniff_mark(surf, pygame.Rect(cx + ox + inset - 1, cy + oy - inset, 1, 1),
                                u)

    @staticmethod
    def sniff_outline(tile: pygame.Rect, u: int) -> pygame.Rect:
        """The rect of the sniff's orange outline round its tile ``tile`` (screen px):
        the tile's own rect, so it never reaches over a neighbour."""
        return pygame.Rect(tile)

    def sniff_mark_corner(self, ring: pygame.Rect, u: int) -> tuple[int, int]:
        """Where the sniff's diamond sits on its outline ``ring`` (screen px): always the
        same place, the top-right of the tile as it lies, on its long side a quarter in
        from the corner (the right side of a tile standing, the top of one lying): clear
        of the tiles on its ends and of the one at its long side's middle."""
        q = round(u * 0.25)
        if ring.h > ring.w:
            return ring.right, ring.top + q + 1
        return ring.right - q - 1, ring.top

    def sniff_mark_box(self, layout) -> pygame.Rect | None:
        """The screen box of ``layout``'s sniff's diamond (badges keep off it), or None."""
        tile = getattr(layout, "sniff", -1) if layout is not None else -1
        tr = self.tile_rect(tile) if tile is not None and tile >= 0 else None
        if tr is None:
            return None
        u = self.camera.unit
        sh = max(1, u // 12)
        x, y = self.sniff_mark_corner(tr.inflate(sh * 2 + 2, sh * 2 + 2), u)
        s = max(4, round(u * 0.22)) + 1
        return pygame.Rect(x - s, y - s, 2 * s, 2 * s)
