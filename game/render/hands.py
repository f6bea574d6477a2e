"""A hand of tiles: its slots, its tiles face up or down, selection, hit-tests.

Draws a plain tile list (no ``Game`` needed): the play table, the tutorial and the
replay use the same class. Positions are in the design space (1280x720) of the
hand's rectangle (a map anchor ``hand_<seat>``).
"""

from __future__ import annotations

import math

import pygame

from engine.tiles import HI, LO

from ..ui import THEME

__all__ = ["HandView", "BIG_UNIT", "LIFT", "BIG_LIFT"]

#: The unit (half the long side, design px) of the tiles of the hand shown face up:
#: 61 (issue 16: a fresh player misread [4|4] as [4|6] in the rack), a 122 px long
#: side at 1280x720 (it was 52, 104 px), the tray taller into the room over it.
BIG_UNIT = 61
#: How far the chosen tile rises, in units (a hovered one half as far).
LIFT = 0.2
#: The same for the player's own tiles, which fill the tray's height (the status
#: captions are just over it; 0.1 of the larger tiles, 6 px).
BIG_LIFT = 0.1
#: A tile that cannot be played now: its face's colours times this (a warm ivory only a
#: shade darker: its pips count at a glance; at (206, 200, 188) players could not read
#: them quickly; the pips stay black and crisp, the edges round, no film over the felt).
RESTED = (228, 223, 212, 255)
#: A tile that can be played, while some cannot, sits this many design px higher than
#: the resting ones (with its outline: which tiles fit reads at a glance).
PLAYABLE_RISE = 5


#: The unit of an opponent's tiles shown face up at a hand's end (22 while hidden).
REVEAL_UNIT = 34
#: A hand laid from its anchor's start: its first tile's edge this far in (design px),
#: the rack's rim (render.furniture.Racks.RIM) inside the anchor, off the plate.
START_MARGIN = 8
#: The same under a side plate: the rim and the room a last-action bubble keeps off a
#: rack (render.seat_marks.CLEAR), so the bubble fits between plate and rack.
SIDE_MARGIN = 16


class HandView:
    """One seat's hand area. ``horizontal``: the tiles stand side by side, upright;
    ``big``: the hand shown face up to the player (larger tiles, wider gaps)."""

    def __init__(self, vp, art, rect, horizontal: bool = True, big: bool = False,
                 max_unit: float = 40, align: str = "centre"):
        self.vp, self.art = vp, art
        self.rect = pygame.Rect(rect)
        self.horizontal = horizontal
        self.big = big
        #: "centre" (the tiles round the anchor's middle) or "start" (from its left end,
        #: or its top in a side column: next to the seat's name plate, issue 16: in 4
        #: players a plate sat far from its rack; the map's hand property "align").
        self.align = align
        #: The largest unit of a ``big`` hand (the table's tray: :data:`BIG_UNIT`).
        self.max_unit = max_unit
        #: Design px at the top of a side column kept clear (the seat's last-action
        #: bubble hangs there from its name plate): a long hand fits below it.
        self.top_room = 0.0
        #: 0 -> 1 as a hidden hand turns face up at a hand's end: its tiles grow to
        #: :data:`REVEAL_UNIT` so what was left is readable from the table.
        self.reveal = 0.0
        #: Design px at the right end of a ``big`` tray kept clear of its tiles (the
        #: player's pips tag, :mod:`game.render.pip_tag`); the hand stays centred
        #: while it fits beside it.
        self.end_room = 0.0
        self._rest_cache: dict = {}  # the resting faces of tiles that cannot be played

    @classmethod
    def from_map(cls, vp, art, table_map, seat: int, shown_seat: int) -> HandView:
        name = f"hand_{seat}"
        horizontal = table_map.prop(name, "orientation", "horizontal") == "horizontal"
        big = seat == shown_seat
        align = "centre" if big else table_map.prop(name, "align", "centre")
        return cls(vp, art, table_map.anchor(name), horizontal, big, BIG_UNIT, align)

    @property
    def vertical_tiles(self) -> bool:
        """Tiles stand upright (a horizontal row of hands) or lie (a side column)."""
        return self.horizontal

    @property
    def unit(self) -> float:
        r = self.rect
        if self.big:  # the player's own tiles: as tall as the tray (122 px at 1280x720)
            return min(r.h / 2.0, self.max_unit)
        room = (r.h if self.horizontal else r.w) / 2.1
        base = min(room, 22)
        k = min(1.0, max(0.0, self.reveal))
        return base + (min(room, REVEAL_UNIT) - base) * k if k > 0 else base

    def slots(self, n: int) -> list[tuple[float, float, float]]:
        """Design-space ``(cx, cy, unit)`` of each of ``n`` tiles."""
        r = self.rect
        u = self.unit
        if self.horizontal:
            gap = u * (0.4 if self.big else 0.12)  # the hand spread along its tray
            step = u + gap
            # the tray's right end kept for the player's pips tag (render.pip_tag)
            right = r.right - (max(0.0, self.end_room) if self.big else 0.0)
            if n * step > right - r.left:  # a long hand: narrower gaps first, smaller
                step = (right - r.left) / max(1, n)  # tiles only then
                u = min(u, step / (1.06 if self.big else 1.09))
            # centred on the tray, moved left only as far as the tag's room needs
            x0 = min(r.centerx - step * (n - 1) / 2, right - step / 2 - step * (n - 1))
            if self.align == "start":  # from the left end, clear of the plate there
                x0 = min(x0, r.left + START_MARGIN + u / 2)  # (a long hand: spread)
            return [(x0 + i * step, r.centery, u) for i in range(n)]
        step = u * 1.12
        y0 = r.centery - step * (n - 1) / 2
        top = r.top + min(max(0.0, self.top_room), r.h / 3)
        if self.align == "start":  # from the top, just under the plate and its bubble
            top = r.top + min(max(0.0, self.top_room), r.h / 2)  # (a grown plate's too)
            h = r.bottom - top - SIDE_MARGIN
            if n * step > h:
                step = h / max(1, n)
                u = min(u, step * 0.92)
            y0 = top + SIDE_MARGIN + u / 2
            return [(r.centerx, y0 + i * step, u) for i in range(n)]
        if y0 - u / 2 < top:  # a long hand: in the room below the bubble, packed closer
            h = r.bottom - top
            if n * step > h:
                step = h / max(1, n)
                u = min(u, step * 0.92)
            y0 = (top + r.bottom) / 2 - step * (n - 1) / 2
        return [(r.centerx, y0 + i * step, u) for i in range(n)]

    def slot_point(self, index: int, n: int) -> tuple[int, int]:
        """Screen centre of slot ``index`` of ``n``."""
        slots = self.slots(max(1, n))
        cx, cy, _u = slots[min(max(0, index), len(slots) - 1)]
        return self.vp.point((cx, cy))

    def rects(self, tiles, sel=None, hover=None, room: int = 0
              ) -> list[tuple[int, pygame.Rect]]:
        """Screen rects of ``tiles`` in order: ``[(tile, rect)]``; the selected tile
        is lifted, the hovered one a little. ``room``: lay them out in the first of that
        many slots (a hand being dealt holds its final places)."""
        out = []
        for tile, (cx, cy, u) in zip(tiles, self.slots(max(len(tiles), room))):
            w, h = (u, 2 * u) if self.horizontal else (2 * u, u)
            k = BIG_LIFT if self.big else LIFT
            lift = u * k if tile == sel else (u * k / 2 if tile == hover else 0.0)
            out.append((tile, self.vp.rect((cx - w / 2, cy - h / 2 - lift, w, h))))
        return out

    def tile_at(self, pos, tiles, sel=None, hover=None) -> int | None:
        for tile, r in reversed(self.rects(tiles, sel, hover)):
            if r.collidepoint(pos):
                return tile
        return None

    def draw(self, surf, tiles, face_up: bool = True, flip: float = 1.0, sel=None,
             hover=None, playable=None, hidden=(), shake=None, still: bool = False,
             fresh=None, room: int = 0, focus=None) -> None:
        """``playable``: a set of tiles that may be played now (the others are dimmed,
        these outlined; an empty set dims every tile: nothing fits, the player draws); ``hidden``: tiles not drawn (being dragged or in flight);
        ``shake``: tile -> seconds left of a refused tile's shake; ``flip``: 0 -> 1 while
        the hand turns face up (at once under reduced motion); ``fresh``: tile -> seconds
        left of a tile just drawn, lit (a glowing frame that fades out); ``focus``: the
        tile the keys' focus rests on with none lifted (framed, not raised)."""
        vp = self.vp
        shake = shake or {}
        if still:
            flip = 1.0
        for tile, rect in self.rects(tiles, sel, hover, room):
            if tile in hidden:
                continue
            upx = rect.w if self.horizontal else rect.h
            if tile in shake:
                rect = rect.move(round(math.sin(shake[tile] * 60) * vp.length(5)), 0)
            if playable and tile in playable and tile != sel and tile != hover:
                rect = rect.move(0, -vp.length(PLAYABLE_RISE))  # (it fits: risen a little)
            show_face = face_up and flip >= 0.5
            if flip < 1.0:  # turning over: squeezed, no shadow
                img = (self.art.face(LO[tile], HI[tile], self.horizontal, upx) if show_face
                       else self.art.back(self.horizontal, upx))
                k = abs(1 - 2 * flip)
                img = pygame.transform.scale(img, (max(1, round(img.get_width() * k)),
                                                   img.get_height()))
                ir = img.get_rect(center=rect.center)
                surf.blit(img, ir)
            else:  # the shared tile art: soft shadow, face or back
                w, h = (upx, 2 * upx) if self.horizontal else (2 * upx, upx)
                ir = pygame.Rect(0, 0, w, h)
                ir.center = rect.center
                lifted = 1.0 if tile == sel else (0.5 if tile == hover else 0.0)
                self.art.draw(surf, ir.topleft, LO[tile], HI[tile], self.horizontal, upx,
                              None, shadow=True, face_up=show_face, lift=lifted)
            if playable is not None and tile not in playable:
                # a tile that cannot be played rests: its ivory a shade darker, its
                # pips as crisp (a grey-green film made the hand murky)
                surf.blit(self._rested(LO[tile], HI[tile], upx, show_face, img if
                                       flip < 1.0 else None), ir)
            # the yellow looks (chosen, just drawn) only on a tile that can be played: a
            # dimmed drawn tile read as selected
            live = playable is None or tile in playable
            if tile == sel and sel is not None and live:
                pygame.draw.rect(surf, THEME.focus, ir.inflate(6, 6), 3,
                                 border_radius=max(3, upx // 5))
            elif tile == focus and sel is None and live:  # the keys' focus: a ring
                g = max(4, vp.length(5))  # round it, clear of its edge (it is not lifted)
                pygame.draw.rect(surf, THEME.focus, ir.inflate(2 * g, 2 * g), max(3, g - 1),
                                 border_radius=max(3, upx // 5) + g // 2)
            elif playable and tile in playable:
                pygame.draw.rect(surf, THEME.accent, ir.inflate(4, 4), 2,
                                 border_radius=max(3, upx // 5))
            if fresh and tile in fresh:
                self._draw_fresh(surf, ir, upx, fresh[tile], live)

    def _rested(self, lo: int, hi: int, upx: int, face: bool, img=None) -> pygame.Surface:
        """The face (or back) of a tile that cannot be played now: the tile art times
        :data:`RESTED` (cached per tile and size; ``img``: a squeezed one, turning)."""
        if img is not None:
            out = img.copy()
            out.fill(RESTED, special_flags=pygame.BLEND_RGBA_MULT)
            return out
        key = (lo, hi, upx, face, self.horizontal, THEME.ivory, THEME.tiles, THEME.name)
        out = self._rest_cache.get(key)
        if out is None:
            base = (self.art.face(lo, hi, self.horizontal, upx) if face
                    else self.art.back(self.horizontal, upx))
            out = base.copy()
            out.fill(RESTED, special_flags=pygame.BLEND_RGBA_MULT)
            if len(self._rest_cache) > 40:
                self._rest_cache.clear()
            self._rest_cache[key] = out
        return out

    def _draw_fresh(self, surf, ir, upx: int, left: float, live: bool = True) -> None:
        """A tile just drawn: a warm glow around it and a bright frame, fading over its
        last second to a resting mark it keeps until the player's next play (a soft
        glow: "new"; no dot on its edge: it read as a stray speck). One that
        cannot be played only gets a pale frame while it fades, nothing yellow."""
        vp = self.vp
        k = max(0.0, min(1.0, left))
        self._new_edge(surf, ir)
        if not live:
            if k > 0:
                frame = pygame.Surface(ir.inflate(6, 6).size, pygame.SRCALPHA)
                pygame.draw.rect(frame, (*THEME.ink_dim[:3], round(150 * k)),
                                 frame.get_rect(), 2, border_radius=max(3, upx // 5))
                surf.blit(frame, ir.inflate(6, 6))
            return
        rest = 0.45  # the resting mark's strength
        g = max(k, rest)
        grow = vp.length(10)
        glow = pygame.Surface(ir.inflate(2 * grow, 2 * grow).size, pygame.SRCALPHA)
        for i in range(4):
            a = round(g * (40 + 30 * i))
            pygame.draw.rect(glow, (*THEME.focus[:3], a), glow.get_rect().inflate(
                -i * grow // 2, -i * grow // 2), max(2, grow // 3),
                border_radius=max(4, upx // 4))
        surf.blit(glow, ir.inflate(2 * grow, 2 * grow))
        if k > 0:
            frame = pygame.Surface(ir.inflate(8, 8).size, pygame.SRCALPHA)
            pygame.draw.rect(frame, (*THEME.focus[:3], round(255 * k)), frame.get_rect(), 4,
                             border_radius=max(3, upx // 5))
            surf.blit(frame, ir.inflate(8, 8))

    def _new_edge(self, surf, ir) -> None:
        """The mark of a tile drawn since the player's last play, playable or not (a
        run of drawn tiles that did not fit went unmarked once their glow faded): a
        short bright green bar along its top edge, no words."""
        vp = self.vp
        inset = max(2, ir.w // 5)
        bar = pygame.Rect(ir.x + inset, ir.y + max(1, vp.length(2)), ir.w - 2 * inset,
                          max(3, vp.length(4)))
        pygame.draw.rect(surf, THEME.good, bar, border_radius=bar.h // 2)
