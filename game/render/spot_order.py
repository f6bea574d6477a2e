"""The order the keyboard's and the pad's Up / Down move through the spots a held tile
may go: the way they lie on the screen, in rows from the top down, each row from the
left to the right. Down goes to the next spot lower down (or, on the same row, the
next one to the right), Up the other way; past the last spot the focus goes round to
the first. A spot left of the sniff is between the one above it and the one below it,
never after both (Down from the left spot went up to the top one when the spots were
ordered left to right).

    order = spatial_order(points, board.point_pos, tol=board.camera.unit * 0.4)
"""

from __future__ import annotations

__all__ = ["spatial_order"]


def spatial_order(points, pos_of, tol: float = 4.0) -> list:
    """``points`` in rows from the top down (positions ``pos_of(p)``, screen px; those
    less than ``tol`` px apart in height share a row), each row left to right. A point
    without a position goes last."""
    placed = [(pos_of(p), p) for p in points]
    lost = [p for pos, p in placed if pos is None]
    placed = sorted(((pos, p) for pos, p in placed if pos is not None),
                    key=lambda q: (q[0][1], q[0][0]))
    rows: list[list] = []
    for pos, p in placed:
        if rows and pos[1] - rows[-1][0][0][1] < tol:
            rows[-1].append((pos, p))
        else:
            rows.append([(pos, p)])
    return [p for row in rows for _pos, p in sorted(row, key=lambda q: q[0][0])] + lost
