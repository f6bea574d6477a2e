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
reaching past the play area is cut at its edge.
"""

from __future__ import annotations

import pygame

from ..ui import THEME

__all__ = ["GHOST_ALPHA", "FOCUS_ALPHA", "ghost_placement", "ghost_rect", "ghost_rects",
           "draw_ghosts"]

#: How opaque a ghost is (0..255), and the focused spot's.
GHOST_ALPHA, FOCUS_ALPHA = 110, 190


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


def draw_ghosts(surf, board, tile, legal, focus=None) -> dict[int, pygame.Rect]:
    """``tile``'s ghost on each spot of ``legal`` (the ``focus`` spot's stronger), cut at
    the play area's edge; gives spot -> ghost rect as drawn."""
    rects = ghost_rects(board, tile, legal)
    if not rects:
        return rects
    vp, cam = board.vp, board.camera
    u = cam.unit
    edge = max(2, vp.length(2))
    old_clip = surf.get_clip()
    surf.set_clip(cam.rect.clip(old_clip) if old_clip else cam.rect)
    try:
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
    finally:
        surf.set_clip(old_clip)
    return rects
