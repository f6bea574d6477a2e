"""Each opponent's last play marked on the board: a soft outline round the tile in the
seat's colour until that seat plays again (a draw does not clear it), so a player
glancing back sees the round's moves: who played what. The most recent of those plays
alone also gets the seat's small portrait, in free felt next to the tile (a corner,
else a side, covering no tile, count, tag, spot ring or ghost; none where no place is
free, nor while the player holds a tile). The player's own tiles are not marked (they
know them). Pure drawing from the view model; nothing here changes it."""

from __future__ import annotations

import pygame

from ..ui import THEME
from .avatars import draw_avatar
from .ghosts import ghost_blocks

__all__ = ["SeatPlays", "seat_colour", "MEDAL_SHARE", "OUTLINE_ALPHA"]

#: The portrait's width as a share of the tile's short side.
MEDAL_SHARE = 0.7
#: The outline's opacity (of 255): soft, the tile's pips read through untouched.
OUTLINE_ALPHA = 190
#: Seats without a partnership: each opponent's own tint (by seat).
TINTS = ((236, 196, 92), (110, 176, 236), (226, 124, 110), (140, 206, 140))


def _off(p, rect) -> float:
    """How far point ``p`` lies from ``rect`` (0 inside it)."""
    dx = max(rect.left - p[0], 0, p[0] - rect.right)
    dy = max(rect.top - p[1], 0, p[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def seat_colour(seat: int, team: int | None) -> tuple:
    """The colour of ``seat``'s marks: its partnership's (the plates' and the score
    panel's) in a 4-player game, else the seat's own tint."""
    if team is not None:
        return THEME.team_a if team == 0 else THEME.team_b
    return TINTS[seat % len(TINTS)]


class SeatPlays:
    """Remembers each seat's last tile played this hand and draws its mark."""

    def __init__(self):
        #: seat -> the tile it played last (kept through its draws, until its next play)
        self.tiles: dict[int, int] = {}
        self._faces: dict = {}
        self._outlines: dict = {}  # (size, colour, pad, width) -> its outline
        self._skip: int | None = None  # the player's seat (not marked)
        #: the portrait's rect as last drawn (None: none drawn)
        self.badge: pygame.Rect | None = None

    def follow(self, view) -> dict[int, int]:
        """Bring ``tiles`` up to date with the view (a seat's new play replaces its mark;
        a tile no longer on the board, a new hand or an undo, drops it)."""
        on_board = {t for t, _pc in (view.layout.placed if view.layout is not None else ())}
        for seat, act in getattr(view, "last_action", {}).items():
            if getattr(act, "tile", -1) >= 0 and act.done:
                self.tiles[seat] = act.tile
        self.tiles = {s: t for s, t in self.tiles.items() if t in on_board}
        return self.tiles

    def marks(self, view, board, skip: int | None) -> list[tuple[int, int, pygame.Rect]]:
        """``(seat, tile, tile rect)`` of each mark to draw (screen px), none for
        ``skip`` (the player's seat) nor for a tile still in the air."""
        in_air = {f.tile for f in getattr(view, "flights", ())}
        out = []
        for seat, tile in sorted(self.follow(view).items()):
            if seat == skip or tile in in_air:
                continue
            r = board.tile_rect(tile)
            if r is not None:
                out.append((seat, tile, r))
        return out

    def outline(self, size, colour, pad: int, width: int) -> pygame.Surface:
        """The soft outline round a marked tile of ``size`` (its ring's px) in
        ``colour``: built once per size and colour, then reused every redraw."""
        key = (tuple(size), tuple(colour[:3]), pad, width)
        glow = self._outlines.get(key)
        if glow is not None:
            return glow
        glow = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(3, min(size) // 6)
        pygame.draw.rect(glow, (*colour[:3], OUTLINE_ALPHA // 3), glow.get_rect(),
                         border_radius=rad)
        pygame.draw.rect(glow, (*colour[:3], 0), glow.get_rect().inflate(
            -2 * pad, -2 * pad), border_radius=max(2, rad - pad))
        pygame.draw.rect(glow, (*colour[:3], OUTLINE_ALPHA), glow.get_rect(), width,
                         border_radius=rad)
        if len(self._outlines) > 64:  # a resize: the old sizes go
            self._outlines.clear()
        self._outlines[key] = glow
        return glow

    def blocks(self, board, layout, pad: int) -> list[pygame.Rect]:
        """What a portrait badge keeps off (screen px): every tile on the board (with
        its outline), the count discs and double tags ("1+1") with their halo, the
        sniff's whole tag and diamond, the open spots' rings and every ghost shown."""
        out = [r.inflate(2 * pad, 2 * pad) for r in
               (board.tile_rect(t) for t, _pc in (layout.placed if layout else ()))
               if r is not None]
        if layout is None:
            return out
        halo = getattr(board, "badge_halo", 0)
        for _k, _pc, _l, box in board.badge_boxes(layout):
            if box is not None:
                out.append(box.inflate(2 * halo, 2 * halo))
        sniff = getattr(layout, "sniff", -1)
        if sniff is not None and sniff >= 0:
            whole = board.whole_box(layout, sniff)
            if whole is not None:
                out.append(whole.inflate(2 * getattr(board, "whole_halo", 0),
                                         2 * getattr(board, "whole_halo", 0)))
            diamond = board.sniff_mark_box(layout)
            if diamond is not None:
                out.append(diamond)
        for pc, *_rest in getattr(layout, "slots", ()):
            ring = board.ring_box(pc, layout)
            if ring is not None:
                out.append(ring)
        return out + ghost_blocks(board, pad)

    def badge_box(self, board, layout, r: pygame.Rect, plate, d: int, pad: int,
                  gap: int) -> pygame.Rect | None:
        """Where the portrait (a ``d`` px square) of the play at tile rect ``r`` goes:
        the first of the tile's corners (nearest its seat's plate first), then its
        sides, that lies in the play area, overlaps nothing of :meth:`blocks` and lies
        nearer this tile than any other (not under the joint of two tiles, naming
        either); None where no place is free (the outline alone says who played it)."""
        ring = r.inflate(2 * (pad + gap), 2 * (pad + gap))
        px, py = plate.center if plate is not None else ring.center
        box = pygame.Rect(0, 0, d, d)
        corners = []
        for cx, sx in ((ring.left, -1), (ring.right, 1)):
            for cy, sy in ((ring.top, -1), (ring.bottom, 1)):
                b = box.copy()
                # just off the corner, diagonally out (on it, it hid the tile's pips)
                b.center = (cx + sx * round(d * 0.5), cy + sy * round(d * 0.5))
                corners.append(b)
        sides = []
        for b, anchor in ((box.copy(), "midleft"), (box.copy(), "midright"),
                          (box.copy(), "midtop"), (box.copy(), "midbottom")):
            opposite = {"midleft": "midright", "midright": "midleft",
                        "midtop": "midbottom", "midbottom": "midtop"}[anchor]
            setattr(b, anchor, getattr(ring, opposite))
            sides.append(b)

        def near(b):
            return (b.centerx - px) ** 2 + (b.centery - py) ** 2

        blocks = self.blocks(board, layout, pad)
        others = [o for o in (board.tile_rect(t) for t, _pc in (layout.placed if layout
                                                                 else ())) if o and o != r]
        area = board.camera.rect
        for b in sorted(corners, key=near) + sorted(sides, key=near):
            if area.contains(b) and b.collidelist(blocks) < 0 and \
                    all(_off(b.center, t) > _off(b.center, r) for t in others):
                return b  # (by its own tile: nearer no other, as under a row's joint)
        return None

    def newest(self, view, marks) -> tuple | None:
        """The mark of ``marks`` played last (the latest on the board), or None while
        an opponent's tile is still in the air (its badge waits for it to land)."""
        if any(f.kind == "play" and f.seat != self._skip
               for f in getattr(view, "flights", ())):
            return None
        order = {t: i for i, (t, _pc) in enumerate(view.layout.placed)} if view.layout else {}
        return max(marks, key=lambda m: order.get(m[1], -1), default=None)

    def draw(self, surf, vp, view, board, plates: dict, avatars: dict, teams: dict,
             skip: int | None, hide: bool = False) -> list[pygame.Rect]:
        """Draw the marks; ``plates`` seat -> its plate's screen rect (the portrait goes
        by the tile's corner toward it first), ``avatars`` seat -> portrait kind (None:
        no portrait), ``teams`` seat -> partnership (None: none); ``hide``: no portrait
        (the player holds a tile: its ghosts show). The portrait's rect (one at most)."""
        self._skip, self.badge = skip, None
        marks = self.marks(view, board, skip)
        pad = max(2, vp.length(3))
        for seat, _tile, r in marks:
            colour = seat_colour(seat, teams.get(seat))
            ring = r.inflate(2 * pad, 2 * pad)
            surf.blit(self.outline(ring.size, colour, pad, max(2, vp.length(2))), ring)
        last = None if hide else self.newest(view, marks)
        if last is None or avatars.get(last[0]) is None:
            return []
        seat, _tile, r = last
        d = max(vp.length(24), round(min(r.w, r.h) * MEDAL_SHARE))  # (legible)
        box = self.badge_box(board, view.layout, r, plates.get(seat), d, pad,
                             max(1, vp.length(2)))
        if box is None:
            return []
        self.badge = box
        return [draw_avatar(surf, avatars[seat], box.center, d,
                            seat_colour(seat, teams.get(seat)), max(1, vp.length(2)),
                            self._faces)]
