"""What floats over the table: tiles in flight, the "+N" callout, the draw for the
lead, the shuffle, a dragged tile, the hand's banner ("Domino!")."""

from __future__ import annotations

import math

import pygame

from engine.tiles import HI, LO, PIPS

from ..tween import lerp
from ..ui import THEME
from .hud import TEXT

__all__ = ["Overlays"]


class Overlays:
    def __init__(self, vp, text, art):
        self.vp, self.text, self.art = vp, text, art

    # -- tiles in the air ---------------------------------------------------------
    def flight_ends(self, f, hands, board, boneyard_pos):
        """``(src, dst, vertical at start, vertical at end, unit at start, unit at end)``
        of flight ``f`` in screen px (None if its place is not known yet)."""
        vp = self.vp
        hand = hands[f.seat]
        hunit = vp.length(hand.slots(max(1, f.count))[min(f.slot, max(0, f.count - 1))][2])
        if f.kind == "play":
            pl = board.placement(f.tile)
            if pl is None:
                return None
            src = hand.slot_point(f.slot, f.count)
            dst = board.camera.to_screen(pl.cx, pl.cy)
            return src, dst, hand.vertical_tiles, pl.vertical, hunit, board.camera.unit, pl
        dst = hand.slot_point(f.slot, f.count)
        return boneyard_pos, dst, True, hand.vertical_tiles, vp.length(14), hunit, None

    def draw_flights(self, surf, flights, hands, board, boneyard_pos, still: bool) -> None:
        for f in flights:
            ends = self.flight_ends(f, hands, board, boneyard_pos)
            if ends is None:
                continue
            src, dst, v0, v1, u0, u1, pl = ends
            t = f.t
            if pl is not None:
                first, second = pl.first, pl.second
            else:
                first, second = LO[f.tile], HI[f.tile]
            if still:  # reduced motion: the tile fades in where it lands
                u = max(4, round(u1))
                img = (self.art.face(first, second, v1, u) if f.face
                       else self.art.back(v1, u)).copy()
                img.set_alpha(round(255 * t))
                surf.blit(img, img.get_rect(center=(round(dst[0]), round(dst[1]))))
                continue
            x = lerp(src[0], dst[0], t)
            y = lerp(src[1], dst[1], t) - math.sin(t * math.pi) * self.vp.length(20)
            u = max(4, round(lerp(u0, u1, t)))
            img = self.art.face(first, second, v1, u) if f.face else self.art.back(v1, u)
            if v0 != v1:
                img = pygame.transform.rotate(img, (1 - t) * 90)
            surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_drag(self, surf, tile: int, pos, unit: int, vertical: bool = True,
                  first=None, second=None) -> None:
        """A dragged tile under the pointer, upright as in the hand, or (over a spot)
        as it will lie: ``vertical``, ``first``/``second`` from the board's placement."""
        a = LO[tile] if first is None else first
        b = HI[tile] if second is None else second
        img = self.art.face(a, b, vertical, unit)
        surf.blit(img, img.get_rect(center=pos))

    # -- words over the board ------------------------------------------------------------
    def draw_callouts(self, surf, callouts, where, still: bool) -> None:
        """The "+N" of a scoring play, rising and fading over ``where(callout)`` (a
        screen point); bigger from 20 points."""
        vp = self.vp
        for c in callouts:
            pos = where(c)
            rise = 0 if still else vp.length(50) * c.t  # reduced motion: no rising
            size = 44 if c.points >= 20 else 34
            alpha = round(255 * (1 - max(0.0, c.t - 0.7) / 0.3))
            img = self.text.get(c.text, size, THEME.focus, True)
            r = img.get_rect(center=(round(pos[0]), round(pos[1] - vp.length(26) - rise)))
            if alpha >= 250:  # a dark plate behind it: readable over any tile
                pygame.draw.rect(surf, (20, 20, 20), r.inflate(vp.length(16), vp.length(6)),
                                 border_radius=vp.length(10))
            self.text.draw(surf, c.text, size, THEME.focus, r.center, "center", True,
                           alpha >= 250, alpha=alpha)

    def draw_banner(self, surf, text: str, centre) -> None:
        """A word over the board at a hand's end ("Domino!")."""
        if not text:
            return
        vp = self.vp
        img = self.text.get(text, 40, THEME.focus, True)
        r = img.get_rect(center=centre)
        pygame.draw.rect(surf, (20, 20, 20), r.inflate(vp.length(30), vp.length(12)),
                         border_radius=vp.length(14))
        pygame.draw.rect(surf, THEME.accent, r.inflate(vp.length(30), vp.length(12)),
                         vp.length(3), border_radius=vp.length(14))
        self.text.draw(surf, text, 40, THEME.focus, centre, "center", True, False)

    def draw_lead_tiles(self, surf, lead_tiles, table_map) -> None:
        """The tiles turned up in the draw for the lead, each near its seat."""
        vp = self.vp
        for seat, tile in lead_tiles:
            lr = table_map.anchor(f"label_{seat}")
            hr = table_map.anchor(f"hand_{seat}")
            c = ((lr.centerx + hr.centerx) / 2, (lr.centery + hr.centery) / 2)
            c = (lerp(c[0], 640, 0.35), lerp(c[1], 360, 0.35))
            img = self.art.face(LO[tile], HI[tile], False, vp.length(30))
            rr = img.get_rect(center=vp.point(c))
            surf.blit(img, rr)
            self.text.draw(surf, f"{PIPS[tile]}", TEXT + 1, THEME.focus, rr.midbottom, "midtop",
                           True)

    def draw_shuffle(self, surf, t: float, centre) -> None:
        """Tile backs swirling while the set is shuffled (``t`` 0 -> 1)."""
        if t < 0:
            return
        vp = self.vp
        img = self.art.back(False, vp.length(18))
        for i in range(12):
            a = i * 2.4 + t * 9
            rad = 40 * math.sin(t * math.pi)
            p = (centre[0] + math.cos(a) * rad * (1 + i % 3 * 0.4),
                 centre[1] + math.sin(a) * rad * 0.6)
            surf.blit(img, img.get_rect(center=vp.point(p)))
