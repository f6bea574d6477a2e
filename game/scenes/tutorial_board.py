"""The tutorial's table on screen: where things are, and drawing them.

:class:`TutorialBoard` owns the layout geometry and the camera of the tutorial's
table and answers the hit-tests (a tile of the hand, a spot, a side of a placed
tile, the boneyard). It draws what the scene *shows* (``shown_layout``,
``shown_hand``, ``shown_bone``, the tile in flight, the counted ends lit so far)
with the table's renderers (:mod:`game.render`). It decides nothing: which tile
may go where comes from the step's session, through the scene.

The scene it draws (duck-typed, no import: scenes import downwards only) has the
attributes :class:`game.scenes.tutorial.TutorialScene` documents.
"""

from __future__ import annotations

import math

import pygame

from engine.moves import OPEN_CODE
from engine.tiles import HI, LO

from ..i18n import _
from ..render import Camera, LayoutGeometry, TileArt
from ..tutorial import layout_marks
from ..ui import THEME, draw_cross, draw_sniff_mark, draw_spot_arrow

__all__ = ["TutorialBoard", "LAYOUT", "HAND", "BONE", "HAND_UNIT"]

# Design rectangles (1280x720).
LAYOUT = (40, 232, 930, 300)
HAND = (210, 566, 640, 100)
BONE = (40, 548, 150, 118)
MAX_UNIT = 60
REF_UNIT = 27
HAND_UNIT = 40
SHADOW = (8, 40, 26)


class TutorialBoard:
    """The layout, the player's hand, the boneyard and the tile in flight."""

    def __init__(self, scene):
        self.sc = scene
        self.art = TileArt()
        vp = scene.app.vp
        self.camera = Camera(vp.rect(LAYOUT), vp.length(MAX_UNIT) * 1.0)
        self.geom = LayoutGeometry([], False, self.bounds())

    # -- geometry ------------------------------------------------------------------------
    @staticmethod
    def bounds():
        r = LAYOUT
        return (max(4.0, r[2] / (2 * REF_UNIT) - 1.3), max(2.5, r[3] / (2 * REF_UNIT) - 1.3))

    def resize(self) -> None:
        vp = self.sc.app.vp
        self.camera.set_rect(vp.rect(LAYOUT), vp.length(MAX_UNIT) * 1.0)

    def set_layout(self, layout, snap: bool = False) -> None:
        """Lay out ``layout`` (an engine Layout or None) and aim the camera at it."""
        self.geom = LayoutGeometry(layout.placed if layout is not None else [], False,
                                   self.bounds())
        self.fit(layout, snap)

    def fit(self, layout, snap: bool = False) -> None:
        pts = [s[0] for s in layout.slots] if layout is not None else []
        self.camera.fit(self.geom.bbox(points=pts, margin=0.35))
        if snap:
            self.camera.snap()

    def point_pos(self, pc: int, dist: float = 0.62):
        """Screen position of attach point ``pc`` (the table's centre for an opening)."""
        pos = self.geom.point_world(pc, dist)
        return None if pos is None else self.camera.to_screen(*pos)

    def mark_pos(self, mark):
        if mark.pc is None:
            pl = self.geom.tiles.get(mark.tile)
            return None if pl is None else self.camera.to_screen(pl.cx, pl.cy)
        return self.point_pos(mark.pc)

    def spots(self, points) -> list[int]:
        """``points`` (attach-point codes) left to right on the screen."""
        return sorted(points, key=lambda pc: (self.point_pos(pc) or (0, 0)))

    def hand_rects(self):
        """``[(tile, screen rect)]`` of the player's tiles."""
        sc = self.sc
        vp = sc.app.vp
        hand = sc.shown_hand
        n = len(hand)
        u = HAND_UNIT
        step = u + 14
        x0 = HAND[0] + HAND[2] / 2 - step * (n - 1) / 2
        cy = HAND[1] + HAND[3] / 2
        out = []
        for i, t in enumerate(hand):
            lift = 12 if t == sc.sel else (6 if t == sc.hover else 0)
            out.append((t, vp.rect((x0 + i * step - u / 2, cy - u - lift, u, 2 * u))))
        return out

    def bone_rect(self):
        return self.sc.app.vp.rect(BONE)

    def in_layout(self, pos) -> bool:
        return self.sc.app.vp.rect(LAYOUT).collidepoint(pos)

    # -- hit-tests --------------------------------------------------------------------------
    def tile_at(self, pos):
        for t, r in reversed(self.hand_rects()):
            if r.collidepoint(pos):
                return t
        return None

    def spot_at(self, pos, points):
        """The attach point of ``points`` nearest ``pos`` (within reach), or None."""
        if pos is None:
            return None
        radius = max(self.sc.app.vp.length(22), self.camera.unit * 0.62)
        best, bd = None, None
        for pc in points:
            p = self.point_pos(pc)
            if p is None:
                continue
            d = math.hypot(p[0] - pos[0], p[1] - pos[1])
            if d <= radius and (bd is None or d < bd):
                best, bd = pc, d
        return best

    def side_at(self, pos):
        """A side of a placed tile under ``pos`` (open or not), for explaining why not."""
        lay = self.sc.shown_layout
        if lay is None or not lay.placed:
            return None
        x, y = self.camera.to_world(*pos)
        for t, pl in self.geom.tiles.items():
            x0, y0, x1, y1 = pl.rect
            if x0 - 0.3 <= x <= x1 + 0.3 and y0 - 0.3 <= y <= y1 + 0.3:
                best, bd = None, None
                for pc, e in self.geom.exits.items():
                    if pc >> 3 != t:
                        continue
                    d = math.hypot(e.x - x, e.y - y)
                    if bd is None or d < bd:
                        best, bd = pc, d
                return best
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def draw_layout(self, surf) -> None:
        sc = self.sc
        lay = sc.shown_layout
        cam = self.camera
        u = cam.unit
        vp = sc.app.vp
        placed = {t for t, _ in lay.placed} if lay is not None else set()
        sh = max(1, u // 12)
        flying = sc.flying["tile"] if sc.flying and "pl" in sc.flying else None
        for t in self.geom.order:
            if t not in placed or t == flying:
                continue
            pl = self.geom.tiles[t]
            img = self.art.face(pl.first, pl.second, pl.vertical, u)
            x, y = cam.to_screen(pl.cx, pl.cy)
            rr = img.get_rect(center=(round(x), round(y)))
            pygame.draw.rect(surf, SHADOW, rr.move(sh, sh), border_radius=max(2, u // 6))
            surf.blit(img, rr)
            if t == lay.sniff:
                ring = rr.inflate(sh * 2 + 2, sh * 2 + 2)
                pygame.draw.rect(surf, THEME.accent, ring, width=max(2, u // 9),
                                 border_radius=max(3, u // 5))
                draw_sniff_mark(surf, ring, u)
        r = max(vp.length(12), min(u * 0.42, vp.length(19)))
        fsize = max(15, min(r / vp.scale * 1.15, 22))
        # the rule book's marks: solid counted ends, hollow attach points
        marks = layout_marks(lay) if lay is not None and lay.placed else []
        lit = []
        if sc.count is not None:
            lit = sc.count["result"].counted[:sc.count["lit"]]
        pulse = sc.pulse(6)
        for m in marks:
            pos = self.mark_pos(m)
            if pos is None:
                continue
            if m.kind == "solid":
                if m in lit:
                    pygame.draw.circle(surf, THEME.focus, pos, r + vp.length(4 + 1 + pulse))
                pygame.draw.circle(surf, (20, 20, 20), (pos[0] + 2, pos[1] + 2), r)
                pygame.draw.circle(surf, THEME.badge, pos, r)
                pygame.draw.circle(surf, THEME.ring, pos, r, max(2, round(r / 7)))
                sc.text.draw(surf, str(m.value), fsize, THEME.badge_ink, pos, "center", True,
                             False)
            else:
                pygame.draw.circle(surf, THEME.ring, pos, r, max(2, round(r / 6)))
                sc.text.draw(surf, str(m.value), fsize * 0.9, THEME.ring, pos, "center", True,
                             True)
        if sc.can_play:
            self._draw_spots(surf, r)

    def _draw_spots(self, surf, r) -> None:
        """Choosing a spot: legal rings, the step's spot (shown me), the keyboard's, a refusal."""
        sc = self.sc
        vp = sc.app.vp
        pts = sc.session.points()
        tile = sc.sel if sc.sel is not None else (sc.drag["tile"] if sc.drag else sc.hover)
        legal = set(sc.legal_spots(tile)) if tile is not None else set()
        spots = self.spots(pts)
        focus = spots[sc.spot_idx % len(spots)] if (spots and sc.sel is not None) else None
        want = sc.session.wanted
        for pc in pts:
            pos = self.point_pos(pc)
            if pos is None:
                continue
            if pc == OPEN_CODE:
                pygame.draw.circle(surf, THEME.ring, pos, r + vp.length(10), vp.length(3))
                sc.text.draw(surf, _("open here"), 17, THEME.ring,
                             (pos[0], pos[1] + r + vp.length(14)), "midtop", True,
                             max_w=vp.length(220))
            if pc in legal:
                pygame.draw.circle(surf, THEME.accent, pos, r + vp.length(5), vp.length(3))
            if sc.show_want and want is not None and pc == want.code & 255:
                k = sc.pulse(5)
                pygame.draw.circle(surf, THEME.good, pos, r + vp.length(8 + 4 * k),
                                   vp.length(4))
                draw_spot_arrow(surf, pos, r + vp.length(14), THEME.good, vp.length(22))
            if pc == focus:
                # the keyboard's spot: a double ring (a shape, not only a colour)
                pygame.draw.circle(surf, THEME.focus, pos, r + vp.length(12), vp.length(3))
                pygame.draw.circle(surf, THEME.ink_dark, pos, r + vp.length(16), vp.length(2))
            bad, left = sc.bad_spot
            if pc == bad and left > 0:
                pygame.draw.circle(surf, THEME.bad, pos, r + vp.length(6), vp.length(4))
                draw_cross(surf, pos, r, THEME.bad, vp.length(4))

    def draw_hand(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        legal_any = {t for t in sc.shown_hand if sc.legal_spots(t)} if sc.can_play else set()
        dragging = sc.drag["tile"] if sc.drag and sc.drag["moved"] else None
        for t, rect in self.hand_rects():
            if t == dragging:
                continue
            if t in sc.shake:
                rect = rect.move(round(math.sin(sc.shake[t] * 60) * vp.length(5)), 0)
            img = self.art.face(LO[t], HI[t], True, rect.w)
            ir = img.get_rect(center=rect.center)
            pygame.draw.rect(surf, SHADOW, ir.move(2, 3), border_radius=max(2, rect.w // 6))
            surf.blit(img, ir)
            if t == sc.sel:
                pygame.draw.rect(surf, THEME.focus, ir.inflate(6, 6), 3,
                                 border_radius=max(3, rect.w // 5))
            elif t in legal_any:
                pygame.draw.rect(surf, THEME.accent, ir.inflate(4, 4), 2,
                                 border_radius=max(3, rect.w // 5))

    def draw_boneyard(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        r = vp.rect(BONE)
        pygame.draw.rect(surf, (10, 60, 38), r, border_radius=vp.length(10))
        edge = THEME.focus if sc.focus_bone else (70, 130, 90)
        pygame.draw.rect(surf, edge, r, vp.length(3 if sc.focus_bone else 2),
                         border_radius=vp.length(10))
        n = sc.shown_bone or 0
        u = vp.length(18)
        img = self.art.back(True, u)
        show = min(n, 7)
        for i in range(show):
            px = r.centerx - (show - 1) * u * 0.35 + i * u * 0.7
            surf.blit(img, img.get_rect(center=(round(px), r.y + vp.length(44) + (i % 2) * 3)))
        label = _("Boneyard {n}").format(n=n) if n else _("Boneyard empty")
        lb = pygame.Rect(r.x + vp.length(6), r.bottom - vp.length(34), r.w - vp.length(12),
                         vp.length(28))
        sc.text.draw(surf, label, 17, THEME.ink, (r.centerx, r.bottom - vp.length(8)),
                     "midbottom", True, box=lb)

    def draw_flying(self, surf) -> None:
        sc = self.sc
        f = sc.flying
        if f is None:
            return
        vp = sc.app.vp
        t = f["t"]
        tile = f["tile"]
        if "pl" in f:
            pl = f["pl"]
            dst = self.camera.to_screen(pl.cx, pl.cy)
            src = f["src"] or (dst[0], vp.rect(LAYOUT).y)
            u0, u1 = vp.length(HAND_UNIT), self.camera.unit
            first, second, vertical = pl.first, pl.second, pl.vertical
        else:  # a draw: from the boneyard to the hand
            src = self.bone_rect().center
            rects = self.hand_rects()
            dst = rects[-1][1].center if rects else vp.point((HAND[0] + HAND[2] / 2, HAND[1]))
            dst = (dst[0] + vp.length(HAND_UNIT + 14), dst[1])
            u0 = u1 = vp.length(HAND_UNIT)
            first, second, vertical = LO[tile], HI[tile], True
        if sc.still:
            # reduced motion: the tile fades in where it lands, it does not fly
            img = self.art.face(first, second, vertical, max(4, round(u1))).copy()
            img.set_alpha(round(255 * t))
            surf.blit(img, img.get_rect(center=(round(dst[0]), round(dst[1]))))
            return
        x = src[0] + (dst[0] - src[0]) * t
        y = src[1] + (dst[1] - src[1]) * t - math.sin(t * math.pi) * vp.length(30)
        u = max(4, round(u0 + (u1 - u0) * t))
        img = self.art.face(first, second, vertical, u)
        surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_drag(self, surf) -> None:
        d = self.sc.drag
        if d is None or not d["moved"]:
            return
        t = d["tile"]
        img = self.art.face(LO[t], HI[t], True, self.sc.app.vp.length(HAND_UNIT))
        surf.blit(img, img.get_rect(center=d["pos"]))
