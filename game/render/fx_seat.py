"""Each opponent's last play marked on the board: a soft outline round the tile in the
seat's colour and the seat's small portrait pinned just off the tile's corner nearest
its plate, until that seat plays again (a draw does not clear it), so a player glancing
back sees the round's moves: who played what. The player's own tiles are not marked
(they know them). Pure drawing from the view model; nothing here changes it."""

from __future__ import annotations

import pygame

from ..ui import THEME
from .avatars import draw_avatar

__all__ = ["SeatPlays", "seat_colour", "MEDAL_SHARE", "OUTLINE_ALPHA"]

#: The portrait's width as a share of the tile's short side.
MEDAL_SHARE = 0.62
#: The outline's opacity (of 255): soft, the tile's pips read through untouched.
OUTLINE_ALPHA = 190
#: Seats without a partnership: each opponent's own tint (by seat).
TINTS = ((236, 196, 92), (110, 176, 236), (226, 124, 110), (140, 206, 140))


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

    def draw(self, surf, vp, view, board, plates: dict, avatars: dict, teams: dict,
             skip: int | None) -> list[pygame.Rect]:
        """Draw the marks; ``plates`` seat -> its plate's screen rect (the portrait goes
        on the tile's corner toward it), ``avatars`` seat -> portrait kind (None: no
        portrait), ``teams`` seat -> partnership (None: none). The portraits' rects."""
        drawn = []
        for seat, _tile, r in self.marks(view, board, skip):
            colour = seat_colour(seat, teams.get(seat))
            pad = max(2, vp.length(3))
            ring = r.inflate(2 * pad, 2 * pad)
            surf.blit(self.outline(ring.size, colour, pad, max(2, vp.length(2))), ring)
            kind = avatars.get(seat)
            plate = plates.get(seat)
            if kind is None or plate is None:
                continue
            px, py = plate.center
            d = max(16, round(min(r.w, r.h) * MEDAL_SHARE))
            # just off the corner, outside it (centred on the corner it covered the
            # pips of the tile it names)
            k = round(d * 0.36)
            x = ring.right + k if px >= r.centerx else ring.left - k
            y = ring.top - k if py <= r.centery else ring.bottom + k
            drawn.append(draw_avatar(surf, kind, (x, y), d, colour, max(1, vp.length(2)),
                                     self._faces))
        return drawn
