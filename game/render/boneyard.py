"""The boneyard's panel: its wooden tray, one face-down back per tile left (so it
visibly empties as tiles are drawn), its count under them; the hands' racks are drawn
with it (under every tile)."""

from __future__ import annotations

import re

import pygame

from ..ui import THEME
from .furniture import BRASS, soft_shadow

__all__ = ["Boneyard", "stack_rects", "draw_well", "well_colour"]

#: The most tiles the boneyard holds once the hands are dealt (2 players, 7 each): its
#: grid is laid out for that many whatever is left (a tile drawn leaves its place
#: empty, no other moves); before the deal, for the whole set.
DEALT_MOST = 14

#: The count's design text size (the HUD's: game.render.hud.TEXT).
TEXT = 21


def well_colour() -> tuple[int, int, int]:
    """The boneyard well's floor: the felt, darker (in 4 players West's wooden rack
    stood next to a wooden boneyard tray, and they read as two stacks of the same
    thing; the boneyard is a hollow in the cloth, not a rack)."""
    return tuple(round(c * 0.55) for c in THEME.felt_dark[:3])


def draw_well(surf, r: pygame.Rect, vp) -> None:
    """The boneyard's tray: a well sunk into the felt (a dark floor, its upper rim's
    shadow falling into it, a thin brass edge), unlike the hands' wooden racks."""
    rad = vp.length(10)
    pygame.draw.rect(surf, well_colour(), r, border_radius=rad)
    shade = soft_shadow((r.w, vp.length(10)), rad, vp.length(6), 150)
    top = pygame.Surface(r.size, pygame.SRCALPHA)
    top.blit(shade, (-vp.length(6), -vp.length(10)))  # the rim's shadow, inside
    mask = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    top.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(top, r.topleft)
    pygame.draw.rect(surf, BRASS, r, max(1, vp.length(2)), border_radius=rad)


def stack_rects(rect, count: int, unit: int, full: int | None = None) -> list[pygame.Rect]:
    """Screen rects of ``count`` face-down tiles lying (2*unit x unit) in a grid in
    ``rect``, one per tile, none hidden under another. The grid is sized for ``full``
    tiles (at least ``count``) and filled from its
    top, so a tile drawn leaves its place empty from the bottom up and no other moves.
    ``unit`` shrinks until the grid fits; past the smallest unit (4 px) tiles overlap
    in rows (each still shows its edge)."""
    rect = pygame.Rect(rect)
    count = max(0, int(count))
    if count == 0:
        return []
    full = max(count, int(full or 0))
    u = max(4, int(unit))
    while True:  # the largest tiles at which some number of columns holds them all
        gap = max(1, round(u * 0.16))
        cols = next((c for c in range(1, full + 1)
                     if c * (2 * u + gap) - gap <= rect.w
                     and -(-full // c) * (u + gap) - gap <= rect.h), None)
        if cols is not None or u <= 4:
            break
        u -= 1
    cols = cols or max(1, (rect.w + gap) // (2 * u + gap))
    rows = -(-full // cols)
    pitch = min(u + gap, (rect.h - u) / max(1, rows - 1)) if rows > 1 else u + gap
    block_w = cols * (2 * u + gap) - gap
    block_h = round((rows - 1) * pitch) + u
    left = rect.centerx - block_w // 2
    top = rect.centery - block_h // 2
    return [pygame.Rect(left + (i % cols) * (2 * u + gap), round(top + (i // cols) * pitch),
                        2 * u, u) for i in range(count)]


class Boneyard:
    """The boneyard panel: the stack of face-down tiles left, one back per tile
    (:func:`stack_rects`; once 10 backs were drawn at 14, 13 and 11 tiles) and its
    count underneath, both inside the panel (the count on two lines where one would
    not fit); ``hit(pos)`` for a click."""

    def __init__(self, vp, text, art, rect):
        self.vp, self.text, self.art, self.rect = vp, text, art, pygame.Rect(rect)
        #: The tray the map draws (its box at 100 %): the stack keeps inside it.
        self.tray = pygame.Rect(rect)
        self.grows = False  # the box grew with the text (HudLayout)
        #: The hands' racks, drawn with the boneyard's tray (set by HudLayout).
        self.racks = None
        #: The tiles the stack held when the deal ended (the hands alike, nothing on the
        #: board; 0: not seen): its grid is laid out for them (4 players leave 8: a grid
        #: for 14 drew a few backs in the top rows of a half-empty box).
        self._dealt = 0
        #: The tiles the rules leave after the deal (set by the table from its rules, 0:
        #: unknown): a game resumed mid-hand (Continue) never saw the deal, and its stack
        #: was laid out for 14 (smaller backs than before the save in 3 or 4 players).
        self.dealt = 0

    @property
    def centre(self) -> tuple[int, int]:
        """Where a drawn tile leaves from: the middle of the stack."""
        r = self.rect
        return self.vp.point((r.centerx, r.centery - 16))

    def hit(self, pos) -> bool:
        return self.vp.rect(self.rect.inflate(20, 10)).collidepoint(pos)

    def parts(self, label: str):
        """``(stack rect, [(line, box)])`` in screen pixels, all inside the panel."""
        vp = self.vp
        r = vp.rect(self.rect)
        pad = vp.length(4)
        inner_w = r.w - 2 * pad
        lines = [label]
        # split as a two-digit count would be (the stack jumped when 10 became 9)
        widest = re.sub(r"\d+", "14", label)  # as HudLayout sizes the panel
        if self.text.get(widest, TEXT, THEME.ink, True).get_width() > inner_w and " " in label:
            lines = label.rsplit(" ", 1)
        line_h = min(max(self.text.get(t, TEXT, THEME.ink, True).get_height() for t in lines),
                     r.h // 4)
        y = r.bottom - pad - line_h * len(lines)
        boxes = [(t, pygame.Rect(r.x + pad, y + k * line_h, inner_w, line_h))
                 for k, t in enumerate(lines)]
        stack = pygame.Rect(r.x + pad, r.y + vp.length(6), inner_w,
                            y - vp.length(4) - r.y - vp.length(6))
        if self.grows:  # the stack in its tray, clear of the count under it
            tray = vp.rect(self.tray).inflate(-2 * pad, -2 * pad)
            stack = pygame.Rect(tray)
            stack.h = min(stack.h, y - vp.length(4) - stack.y)
        return stack, boxes

    def draw(self, surf, stack: int, label: str, hands=None) -> None:
        """``hands``: each seat's tiles' screen rects (the opponents' racks fit them)."""
        if self.racks is not None:  # the hands' wooden racks, over the map's dark pads
            if hands is not None:
                self.racks.fit(hands)
            self.racks.draw(surf)  # (outside the play area: under no tile)
        # its tray: a wooden box like the hands' racks, over the map's dark pad; at
        # large text the box holds the count under the stack too (else
        # the count hung below the box, or floated over the "You" badge)
        tray = self.vp.rect(self.tray).inflate(self.vp.length(4), self.vp.length(4))
        sr, boxes = self.parts(label or "0")  # (no words: the stack where it was)
        boxes = boxes if label else []
        if self.grows and boxes:
            tray = tray.union(self.vp.rect(self.rect)).union(
                boxes[-1][1].inflate(self.vp.length(8), self.vp.length(6)))
        draw_well(surf, tray, self.vp)  # a well in the cloth: no rack
        if stack > DEALT_MOST:  # before the deal (the whole set): a grid for it
            self._dealt, full = 0, 28
        else:  # the grid for the tiles left after the deal: fixed while play goes on
            sizes = [len(h) for h in hands or ()]
            if sizes and len(set(sizes)) == 1 and stack + sum(sizes) == 28:
                self._dealt = stack  # every hand dealt alike, nothing played yet
            # (no hands given, or more tiles than were left by the deal: a grid for 14)
            dealt = self.dealt or self._dealt
            full = dealt if hands is not None and 0 < stack <= dealt else DEALT_MOST
        for r in stack_rects(sr, max(0, stack), self.vp.length(18), full):
            self.art.draw(surf, r.topleft, None, None, False, r.h, face_up=False)
        if self.grows and boxes:  # larger text: on a plate (over the felt's frame)
            plate = boxes[0][1].unionall([b for _t, b in boxes[1:]])
            pygame.draw.rect(surf, THEME.box, plate.inflate(self.vp.length(4), 0),
                             border_radius=self.vp.length(8))
        for text, box in boxes:
            self.text.draw(surf, text, TEXT, THEME.ink, box.center, "center", True, box=box)
