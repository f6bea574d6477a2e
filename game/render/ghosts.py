"""The held tile's ghosts: where the tile in hand would lie, on every spot it may go.

While the player holds a tile (chosen by mouse, keys or pad, or dragged), each legal
spot shows that tile as it would lie there - its place, its way round (a double
across, a branch of the sniff at right angles) and its pips the way they would face -
see-through, with a light edge, so it reads as "not played yet". The spot with the
keyboard / pad focus (or under the dragged tile) shows a stronger one. A spot that
scores nothing gets the same ghost as one that scores: the ghost says where, the "+N"
chip what it scores.

Where a ghost lies is :meth:`LayoutGeometry.preview`: the code that lays the tile
when it is played, on a copy of the layout. Nothing here moves the camera: a ghost
reaching past the play area is drawn whole, and drawn again over a HUD panel it
reaches (the boneyard's, a seat's rack or plate: :func:`draw_ghosts_over`).
"""

from __future__ import annotations

import pygame

from ..ui import THEME

__all__ = ["GHOST_ALPHA", "FOCUS_ALPHA", "ghost_placement", "ghost_rect", "ghost_rects",
           "draw_ghosts", "draw_ghosts_over", "held_key", "held_ghosts", "ghost_blocks",
           "ghost_at"]

#: How opaque a ghost is (0..255), and the focused spot's.
GHOST_ALPHA, FOCUS_ALPHA = 145, 205


def ghost_placement(board, tile: int, pc: int):
    """The :class:`~game.render.geometry.Placement` ``tile`` would have played on attach
    point ``pc`` of ``board``'s layout (None: no such place). Kept per layout and tile
    (asked every frame while a tile is held)."""
    geom = board.geom
    key = (id(geom), len(geom.order), tile)
    kept = getattr(board, "_ghost_kept", None)
    if kept is None or kept[0] != key:
        kept = board._ghost_kept = (key, {})
    if pc not in kept[1]:
        kept[1][pc] = geom.preview(tile, pc)
    return kept[1][pc]


def ghost_rect(board, tile: int, pc: int) -> pygame.Rect | None:
    """The screen rect of ``tile``'s ghost on spot ``pc`` with the camera as it is: the
    rect :meth:`BoardView.tile_rect` gives the tile once it is played there."""
    pl = ghost_placement(board, tile, pc)
    return None if pl is None else board.camera.screen_rect(pl.rect)


def ghost_rects(board, tile, legal) -> dict[int, pygame.Rect]:
    """Spot -> its ghost's screen rect, for each spot of ``legal`` that has one."""
    if tile is None:
        return {}
    out = {}
    for pc in legal:
        r = ghost_rect(board, tile, pc)
        if r is not None:
            out[pc] = r
    return out


def held_key(board, tile, legal) -> tuple | None:
    """What :meth:`BoardMarks.hold` keeps of a held ``tile`` and its ``legal`` spots:
    with the layout it was held on (a tile played since holds nothing), None: none."""
    if tile is None or not legal:
        return None
    geom = board.geom
    return tile, tuple(sorted(set(legal))), id(geom), len(geom.order)


def held_ghosts(board) -> dict[int, pygame.Rect]:
    """Spot -> screen rect of the held tile's ghost there (the tile the board was last
    told is held, on the layout as it is now; {}: nothing held)."""
    held = getattr(board, "_held", None)
    geom = board.geom
    if held is None or held[2:] != (id(geom), len(geom.order)):
        return {}
    return ghost_rects(board, held[0], held[1])


def ghost_blocks(board, pad: int = 0) -> list[pygame.Rect]:
    """The held tile's ghosts, ``pad`` px wider all round: what an end's disc, a "+N"
    chip or a label keeps off while a tile is held (the ghost is the target)."""
    return [r.inflate(2 * pad, 2 * pad) for r in held_ghosts(board).values()]


def ghost_at(board, pos, points) -> int | None:
    """The spot of ``points`` whose held ghost is under ``pos`` (where two overlap, the
    one whose centre is nearest; a ghost's part cut at the play area's edge is not
    there to click), or None."""
    best, bd = None, None
    area = board.camera.rect
    for pc, r in held_ghosts(board).items():
        if pc in points and r.clip(area).collidepoint(pos):
            d = (r.centerx - pos[0]) ** 2 + (r.centery - pos[1]) ** 2
            if bd is None or d < bd:
                best, bd = pc, d
    return best


def draw_ghosts(surf, board, tile, legal, focus=None) -> dict[int, pygame.Rect]:
    """``tile``'s ghost on each spot of ``legal`` (the ``focus`` spot's stronger), whole
    (not cut at the play area's edge: a ghost cut there read as a broken tile, and the
    panels round the play area are drawn over it); gives spot -> ghost rect as drawn."""
    return _draw(surf, board, tile, ghost_rects(board, tile, legal), focus)


def draw_ghosts_over(surf, board, tile, legal, focus, panels) -> dict[int, pygame.Rect]:
    """Again, over the HUD drawn since: each of ``tile``'s ghosts that reaches one of
    the ``panels`` (screen rects), so a preview by the play area's edge is seen whole,
    not slid under the boneyard's panel; gives spot -> ghost rect of those drawn."""
    rects = {pc: r for pc, r in ghost_rects(board, tile, legal).items()
             if r.collidelist(panels) >= 0}
    return _draw(surf, board, tile, rects, focus)


def _draw(surf, board, tile, rects, focus) -> dict[int, pygame.Rect]:
    if not rects:
        return rects
    vp, cam = board.vp, board.camera
    u = cam.unit
    edge = max(2, vp.length(2))
    # the focused one last: on top where two ghosts overlap (the sniff's sides)
    for pc in sorted(rects, key=lambda p: p == focus):
        pl = ghost_placement(board, tile, pc)
        r = rects[pc]
        img = board.art.face(pl.first, pl.second, pl.vertical, u, None).copy()
        img.set_alpha(FOCUS_ALPHA if pc == focus else GHOST_ALPHA)
        at = img.get_rect(center=r.center)
        surf.blit(img, at)
        colour = THEME.focus if pc == focus else THEME.ring
        pygame.draw.rect(surf, colour, at, edge + (1 if pc == focus else 0),
                         border_radius=max(2, u // 8))
    return rects
