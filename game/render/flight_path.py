"""The path of a tile in the air: where it is, how it turns and which side
shows at ``t`` (0 -> 1, the director's eased clock) of its flight.

A played tile lifts straight up out of the hand first (clear of its neighbours), then flies
an arc to its place; a bot's tile is lifted by a beat of its own, turning over from its
back to its face as it rises, and flies from there. A drawn or dealt tile leaves the boneyard face down, flies an arc to
its hand slot and turns face up (when its face is shown) as it lands. Pure geometry: no
drawing, no state.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["Pose", "flight_pose", "lift_toward", "LIFT_SHARE", "FLIP_FROM", "DRAW_LIFT"]

#: The share of a play's flight spent lifting the tile out of the hand.
LIFT_SHARE = 0.22
#: The share of a draw's flight after which the tile turns over (face up as it lands).
FLIP_FROM = 0.82
#: The share of a draw's flight spent lifting the tile off the boneyard's pile.
DRAW_LIFT = 0.2


@dataclass(frozen=True)
class Pose:
    x: float
    y: float
    #: 0 -> 1: how far the tile has turned from its start's orientation to its end's
    turn: float
    #: the tile's side facing up: True its face, False its back
    face: bool
    #: the tile's width squeezed while it turns over (1: flat; 0: on its edge)
    squeeze: float = 1.0


def _arc(p0, p1, height: float, s: float) -> tuple[float, float]:
    """A quadratic arc from ``p0`` to ``p1`` bulging ``height`` px up at its middle."""
    mx, my = (p0[0] + p1[0]) / 2, min(p0[1], p1[1]) - 2 * height if height else (
        (p0[1] + p1[1]) / 2)
    a, b, c = (1 - s) ** 2, 2 * s * (1 - s), s * s
    return (a * p0[0] + b * mx + c * p1[0], a * p0[1] + b * my + c * p1[1])


def lift_toward(src, dst, upright: bool, length: float) -> tuple[float, float]:
    """A played tile's lift out of its rack (px): ``upright`` tiles stand in a rack along
    the top or bottom, so it lifts up or down towards ``dst``; else (a rack down a side)
    sideways towards it."""
    if upright:
        return (0.0, -length if dst[1] <= src[1] else length)
    return (-length if dst[0] <= src[0] else length, 0.0)


def flight_pose(kind: str, src, dst, t: float, lift, hop: float,
                face: bool, dropped: bool = False, rise: float = -1.0) -> Pose:
    """The tile's pose at ``t`` of a flight from ``src`` to ``dst`` (screen px).
    ``lift``: how far (px) a played tile rises out of the hand before it flies, a number
    (straight up) or a vector (see :func:`lift_toward`); ``rise`` (>= 0): a bot's tile
    lifted by a beat of its own, ``rise`` of the way up (the flight ``t`` then starts
    from the lifted point); ``hop``:
    the arc's height (px) over the higher end; ``face``: whether its face shows at the
    end (a drawn tile to a hand shown face up); ``dropped``: a play dropped in place by a
    drag (it stays where it is)."""
    t = min(1.0, max(0.0, t))
    lx, ly = (0.0, -lift) if isinstance(lift, (int, float)) else lift
    if dropped:
        return Pose(dst[0], dst[1], 1.0, face)
    if kind == "play" and rise >= 0:  # a bot's tile: lifted (and turned over) first
        if t <= 0:
            return _rising(src, (lx, ly), min(1.0, rise), face)
        start = (src[0] + lx, src[1] + ly)
        x, y = _arc(start, dst, hop if dst[1] <= start[1] else 0.0, t)
        return Pose(x, y, t, face)
    if kind == "play":
        if t < LIFT_SHARE:  # up out of the tray, eased out
            s = t / LIFT_SHARE
            k = 1 - (1 - s) ** 2
            return Pose(src[0] + lx * k, src[1] + ly * k, 0.0, face)
        s = (t - LIFT_SHARE) / (1 - LIFT_SHARE)
        start = (src[0] + lx, src[1] + ly)
        # an arc up to the board; down from a rack at the top, a glide (over no plate)
        x, y = _arc(start, dst, hop if dst[1] <= start[1] else 0.0, s)
        return Pose(x, y, s, face)
    if kind == "draw":  # it lifts off the pile first (a run of them read as none drawn)
        rise = abs(ly) if ly else abs(lx)
        if t < DRAW_LIFT:
            k = 1 - (1 - t / DRAW_LIFT) ** 2
            return Pose(src[0], src[1] - rise * k, 0.0, False)
        src = (src[0], src[1] - rise)
        t = (t - DRAW_LIFT) / (1 - DRAW_LIFT)
        if face and dst[1] > src[1] + hop:  # down into the player's tray: down beside
            # the pile, then in along the tray (an arc over the middle covered the
            # prompt line above the tray, "No play: drawing until a tile fits")
            x, y = _low(src, dst, t)
            return _landing(x, y, t, face)
    # a deal / draw: boneyard -> hand, face down, turning over as it lands
    x, y = _arc(src, dst, hop, t)
    return _landing(x, y, t, face)


def _rising(src, lift, k: float, face: bool) -> Pose:
    """A bot's tile ``k`` of its lift out of the rack (its own beat, before the flight):
    it rises, turning over from its back to its face (on its edge half way)."""
    k = max(0.0, k)
    up = 1 - (1 - k) ** 2  # eased out
    squeeze = abs(math.cos(k * math.pi))
    return Pose(src[0] + lift[0] * up, src[1] + lift[1] * up, 0.0, face and k >= 0.5,
                max(0.08, squeeze))


def _low(p0, p1, s: float) -> tuple[float, float]:
    """A quadratic curve from ``p0`` down to ``p1`` under it, bent at ``(p0.x,
    p1.y)``: down first, then across."""
    a, b, c = (1 - s) ** 2, 2 * s * (1 - s), s * s
    return (a * p0[0] + b * p0[0] + c * p1[0], a * p0[1] + b * p1[1] + c * p1[1])


def _landing(x: float, y: float, t: float, face: bool) -> Pose:
    """A drawn or dealt tile at ``(x, y)``, ``t`` of its way: face down, turning face
    up (when its face is shown) from FLIP_FROM."""
    if not face or t < FLIP_FROM:
        return Pose(x, y, t, False)
    s = (t - FLIP_FROM) / (1 - FLIP_FROM)
    squeeze = abs(math.cos(s * math.pi))  # flat, on its edge at half way, flat again
    return Pose(x, y, t, s >= 0.5, max(0.08, squeeze))
