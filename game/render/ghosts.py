"""The held tile's ghosts: where the tile in hand would lie, on every spot it may go.

While the player holds a tile (chosen by mouse, keys or pad, or dragged), each legal
spot shows that tile as it would lie there - its place, its way round (a double
across, a branch of the sniff at right angles) and its pips the way they would face -
see-through, with a light edge, so it reads as "not played yet". The spot with the
keyboard / pad focus (or under the dragged tile, or the mouse) is unmistakable: its
ghost nearly solid, in a thick warm frame with a soft glow that pulses gently for a
moment when the focus arrives (then rests: a still screen costs nothing); the others
stay faint and thin-edged. A spot that scores nothing gets the same ghost as one that
scores: the ghost says where, the chip what it scores.

Where a ghost lies is :meth:`LayoutGeometry.preview`: the code that lays the tile
when it is played, on a copy of the layout. Nothing here moves the camera: a ghost
reaching past the play area is drawn whole, and drawn again over a HUD panel it
reaches (the boneyard's, a seat's rack or plate: :func:`draw_ghosts_over`).
"""

from __future__ import annotations

import math
import time

import pygame

from ..ui import THEME

__all__ = ["GHOST_ALPHA", "FOCUS_ALPHA", "PULSE_SECONDS", "ghost_placement", "ghost_rect",
           "ghost_rects", "draw_ghosts", "draw_framed", "draw_ghosts_over", "held_key", "held_ghosts",
           "ghost_blocks", "ghost_at", "ghost_pulsing", "shown_ghosts", "also_ends"]

#: How opaque a ghost is (0..255), and the focused spot's (nearly a played tile).
GHOST_ALPHA, FOCUS_ALPHA = 120, 210
#: The focused ghost's glow pulses this long when the focus arrives (two soft beats),
#: then rests at its middle strength.
PULSE_SECONDS, PULSE_BEATS = 1.6, 2
#: The clock the pulse reads (seconds; tests set it).
clock = time.monotonic


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


def shown_ghosts(board) -> list[tuple[int, pygame.Rect]]:
    """``(spot, screen rect)`` of every ghost the board shows now: the held tile's
    (:func:`held_ghosts`) and the ones it was told to show besides (the review's "Best"
    and "Played" tiles: :meth:`BoardMarks.show_ghosts`), on the layout as it is now."""
    out = list(held_ghosts(board).items())
    also = getattr(board, "_also", None)
    geom = board.geom
    if also is not None and also[0] == (id(geom), len(geom.order)):
        for tile, pc in also[1]:
            r = ghost_rect(board, tile, pc)
            if r is not None:
                out.append((pc, r))
    return out


def ghost_blocks(board, pad: int = 0) -> list[pygame.Rect]:
    """The ghosts shown, ``pad`` px wider all round: what an end's disc, a "+N" chip or
    a label keeps off while a tile is held (the ghost is the target)."""
    return [r.inflate(2 * pad, 2 * pad) for _pc, r in shown_ghosts(board)]


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


def draw_ghosts(surf, board, tile, legal, focus=None, frame=None) -> dict[int, pygame.Rect]:
    """``tile``'s ghost on each spot of ``legal`` (the ``focus`` spot's stronger), whole
    (not cut at the play area's edge: a ghost cut there read as a broken tile, and the
    panels round the play area are drawn over it); gives spot -> ghost rect as drawn.
    ``frame``: a colour that frames every one of them instead (the review's "Best" and
    "You" in their key's colours: no warm focus frame, no glow)."""
    rects = ghost_rects(board, tile, legal)
    if frame is None:
        return _draw(surf, board, tile, rects, focus)
    for pc, r in rects.items():
        draw_framed(surf, board, tile, pc, r, frame)
    return rects


def draw_framed(surf, board, tile: int, pc: int, rect: pygame.Rect, colour) -> None:
    """``tile`` as it would lie on spot ``pc``, nearly solid, centred on ``rect`` in a
    thick frame of ``colour`` (the review's ghosts: the colour of the key's swatch)."""
    pl = ghost_placement(board, tile, pc)
    if pl is None:
        return
    img = _face(board, pl, board.camera.unit)
    img.set_alpha(FOCUS_ALPHA)
    at = img.get_rect(center=rect.center)
    surf.blit(img, at)
    frame = max(3, board.vp.length(4))
    pygame.draw.rect(surf, colour, at.inflate(frame, frame), frame,
                     border_radius=max(2, board.camera.unit // 8) + frame // 2)


def draw_ghosts_over(surf, board, tile, legal, focus, panels) -> dict[int, pygame.Rect]:
    """Again, over the HUD drawn since: each of ``tile``'s ghosts that reaches one of
    the ``panels`` (screen rects), so a preview by the play area's edge is seen whole,
    not slid under the boneyard's panel; gives spot -> ghost rect of those drawn."""
    rects = {pc: r for pc, r in ghost_rects(board, tile, legal).items()
             if r.collidelist(panels) >= 0}
    drawn = _draw(surf, board, tile, rects, focus)
    board.counts_over(surf, drawn.values())  # the counts stay on top
    board.draw_previews(surf, drawn)  # and each ghost's preview of its new end
    return drawn


def ghost_pulsing(board) -> bool:
    """Whether the focused ghost's glow is pulsing now (its scene keeps drawing until
    it rests: :data:`PULSE_SECONDS` after the focus arrived)."""
    seen = getattr(board, "_pulse", None)
    return seen is not None and seen[1] is not None and clock() - seen[1] < PULSE_SECONDS


def _pulse(board, tile, focus) -> float:
    """0..1: the focused ghost's glow now, 0.5 at rest; a new focus (another spot or
    another tile) starts its beats again."""
    seen = getattr(board, "_pulse", None)
    key = (tile, focus)
    if seen is None or seen[0] != key:
        seen = board._pulse = (key, clock() if focus is not None else None)
    if seen[1] is None:
        return 0.5
    t = clock() - seen[1]
    if t >= PULSE_SECONDS or t < 0:
        return 0.5
    # from rest up, down and back to rest, PULSE_BEATS times (no jump at either end)
    return 0.5 + 0.5 * math.sin(2 * math.pi * PULSE_BEATS * t / PULSE_SECONDS)


def _face(board, pl, u) -> pygame.Surface:
    """The ghost's face (its own copy, kept: its alpha is set before each blit, no new
    surface a frame)."""
    key = (pl.first, pl.second, pl.vertical, u)
    kept = getattr(board, "_ghost_faces", None)
    if kept is None or len(kept) > 48:
        kept = board._ghost_faces = {}
    img = kept.get(key)
    if img is None:
        img = kept[key] = board.art.face(pl.first, pl.second, pl.vertical, u, None).copy()
    return img


def _glow(board, size, rad, reach) -> pygame.Surface:
    """A soft warm glow round a ``size`` ghost reaching ``reach`` px beyond it (kept per
    size: its strength is set by alpha)."""
    key = (tuple(size), rad, reach, THEME.focus)
    kept = getattr(board, "_ghost_glow", None)
    if kept is not None and kept[0] == key:
        return kept[1]
    w, h = size[0] + 2 * reach, size[1] + 2 * reach
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = max(1, reach // 2)
    for i in range(steps):  # outermost faintest
        k = reach - i * reach // steps
        a = round(30 + 110 * (i + 1) / steps)
        box = pygame.Rect(reach - k, reach - k, size[0] + 2 * k, size[1] + 2 * k)
        pygame.draw.rect(img, (*THEME.focus[:3], min(255, a)), box, max(2, reach // steps + 1),
                         border_radius=rad + k)
    board._ghost_glow = (key, img)
    return img


def _draw(surf, board, tile, rects, focus) -> dict[int, pygame.Rect]:
    if not rects:
        return rects
    vp, cam = board.vp, board.camera
    u = cam.unit
    edge = max(1, vp.length(1.5))
    rad = max(2, u // 8)
    beat = _pulse(board, tile, focus if focus in rects else None)
    # the focused one last: on top where two ghosts overlap (the sniff's sides)
    for pc in sorted(rects, key=lambda p: p == focus):
        pl = ghost_placement(board, tile, pc)
        img = _face(board, pl, u)
        at = img.get_rect(center=rects[pc].center)
        if pc == focus:  # a warm glow round it, a thick warm frame, nearly solid
            reach = max(4, vp.length(9))
            glow = _glow(board, at.size, rad, reach)
            glow.set_alpha(round(150 + 105 * beat))
            surf.blit(glow, (at.x - reach, at.y - reach))
            img.set_alpha(FOCUS_ALPHA)
            surf.blit(img, at)
            frame = max(3, vp.length(4))
            pygame.draw.rect(surf, THEME.focus, at.inflate(frame, frame), frame,
                             border_radius=rad + frame // 2)
        else:
            img.set_alpha(GHOST_ALPHA)
            surf.blit(img, at)
            pygame.draw.rect(surf, THEME.ring, at, edge, border_radius=rad)
    return rects


def also_ends(board) -> set:
    """The ends the review's "Best" / "Played" ghosts lie on (:meth:`show_ghosts`): no
    count is drawn there (a red disc sat on the Best ghost). A held tile's ghosts hide
    the counts they lie on too, and show their previews instead (:mod:`.ghost_counts`)."""
    also = getattr(board, "_also", None)
    geom = board.geom
    if also is None or also[0] != (id(geom), len(geom.order)):
        return set()
    return {pc for _t, pc in also[1]}
