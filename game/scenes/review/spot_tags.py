"""Where the review's word about a spot ("Best", "You") goes: by the spot's ghost (the
tile as it was or would have been played there), off the tiles, the other ghost, the
spot's "+N" and the ends' marks."""

from __future__ import annotations

import pygame

from ...render.ghosts import shown_ghosts
from ...render.placement import free_spot

__all__ = ["tag_clear_of_tiles"]


def tag_clear_of_tiles(board, vp, pc: int, size, label_box) -> pygame.Rect:
    """Where the word about spot ``pc`` goes. With a ghost shown on the spot: right
    under it, else over it or beside it (a word under the end's point lay on the
    ghost, or next to another tile far from it); without one, the board's
    :meth:`tag_box` moved off the tiles where that place covers one ("Best" under a
    ring above the sniff sat on the sniff's pips). Else the nearest place in the play
    area clear of the tiles, the ghosts, the spot's ring and its "+N"."""
    tiles = [r for r in (board.tile_rect(t) for t in board.geom.tiles) if r is not None]
    ghosts = shown_ghosts(board)
    mine = [r for p, r in ghosts if p == pc]
    area = board.camera.rect.inflate(0, -2 * vp.length(6))
    blocks = tiles + [r for _p, r in ghosts] + ([label_box] if label_box is not None else [])
    lay = getattr(board, "_mark_layout", None)
    if lay is not None and getattr(lay, "placed", None):  # the ends' counts as drawn
        blocks += [b for _k, _p, _l, b in board.shown_badges(lay) if b is not None]
    w, h = size
    if mine:
        g = mine[0].unionall(mine[1:])
        gap = vp.length(6)
        box = pygame.Rect(g.centerx - w // 2, g.bottom + gap, w, h)
        for place in (box, box.move(0, -(g.h + 2 * gap + h)),
                      pygame.Rect(g.right + gap, g.centery - h // 2, w, h),
                      pygame.Rect(g.left - gap - w, g.centery - h // 2, w, h)):
            if area.contains(place) and place.collidelist(blocks) < 0:
                return place
    else:
        box = board.tag_box(pc, size, label_box)
        if box.collidelist(tiles) < 0:
            return box
        pos = board.point_pos(pc) or area.center
        reach = round(board.badge_radius + vp.length(4))
        ring = pygame.Rect(0, 0, 2 * reach, 2 * reach)
        ring.center = (round(pos[0]), round(pos[1]))
        blocks.append(ring)
    x, y = free_spot(area, blocks, box.size, box.center, step=(vp.length(6), vp.length(6)))
    out = pygame.Rect(box)
    out.center = (round(x), round(y))
    return out
