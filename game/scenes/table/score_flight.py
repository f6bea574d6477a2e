"""The flight of a scoring play's "+N": it rises from the tile just played, holds
over the board, then flies to its row in the score panel (the director's clock, the
callout's ``t`` 0 -> 1; shares in ``CALLOUT_FLIGHT``)."""

from __future__ import annotations

import pytweening

from ...present.director import CALLOUT_FLIGHT

__all__ = ["flight_at", "LANE", "ROUND", "POP_SPAN", "RISE_SHARE"]


#: A flying "+N" rises into the score panel up a lane this far (design px) left of
#: where it lands: clear of the Total box's legend on its left and of the seat's plate
#: under the panel on its right (else the partners' "+15" rose over East's
#: card and read as East's).
LANE = 172
#: The flight's corners are rounded over about this far (design px).
ROUND = 36


def _along(pts, s: float):
    """The point ``s`` px along the polyline ``pts``."""
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        seg = abs(x1 - x0) + abs(y1 - y0)  # each leg is level or upright
        if s <= seg or (x1, y1) == pts[-1]:
            k = 0.0 if seg <= 0 else min(1.0, max(0.0, s / seg))
            return x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
        s -= seg
    return pts[-1]


def flight_at(p: float, src, dst, lane: float = LANE, rnd: float = ROUND
              ) -> tuple[tuple[float, float], float] | None:
    """Where a scoring play's "+N" is at ``p`` (its clock 0 -> 1) on its flight from
    ``src`` (over the board) to ``dst`` (its row in the score panel), and its scale; None
    before it leaves (it pops and holds over the board) and once it has landed. It goes
    across low over the play area (under the Total box and its legend),
    rises up a lane ``lane`` px left of ``dst`` into the panel, and slides into its row
    from the left: never over another seat's card. Its corners are
    rounded over ``rnd`` px, its pace eased in and out."""
    a, b = CALLOUT_FLIGHT
    if not a <= p < b:
        return None
    k = pytweening.easeInOutCubic((p - a) / (b - a))
    x_lane = dst[0] - lane
    pts = [tuple(src), (x_lane, src[1]), (x_lane, dst[1]), tuple(dst)]
    total = sum(abs(x1 - x0) + abs(y1 - y0) for (x0, y0), (x1, y1) in zip(pts, pts[1:]))
    at = k * total
    # a moving average along the path rounds its corners (ends kept where they are)
    h = min(rnd, at, total - at)
    near = [at + h * (j / 2) for j in (-2, -1, 0, 1, 2)]
    got = [_along(pts, s) for s in near]
    x = sum(q[0] for q in got) / len(got)
    y = sum(q[1] for q in got) / len(got)
    return (x, y), 1.0 - 0.55 * k


#: The share of the "+N"'s clock it takes to rise from the tile just played to where it
#: holds (about 0.15 s at Normal): the points are seen to come from the scoring play.
RISE_SHARE = 0.1
#: After the "+N" lands, how long (share of its clock) its row's light pops and fades.
POP_SPAN = 0.2
