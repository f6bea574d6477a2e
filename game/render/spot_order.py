"""The order the keyboard's and the pad's Up / Down move through the spots a held tile
may go: the way they lie on the screen, in rows from the top down, each row from the
left to the right. Down goes to the next spot lower down (or, on the same row, the
next one to the right), Up the other way; past the last spot the focus goes round to
the first. A spot left of the sniff is between the one above it and the one below it,
never after both (Down from the left spot went up to the top one when the spots were
ordered left to right).

    order = spatial_order(points, board.point_pos, tol=board.camera.unit * 0.4)

Up / Down themselves go by direction (:func:`spot_toward`): Down to the nearest row
lower on the screen, to its spot nearest sideways, Up the same upwards (Down from the
spot left of the sniff went sideways to the right end, the next in reading order);
past the last row they go along it, then round, so every spot is reached.
"""

from __future__ import annotations

__all__ = ["spatial_order", "spot_toward", "step_to"]


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


def _rows(points, pos_of, tol):
    """``points`` with a position in :func:`spatial_order`'s rows (each left to right)."""
    rows: list[list] = []
    for p in spatial_order(points, pos_of, tol):
        q = pos_of(p)
        if q is None:
            continue
        if rows and q[1] - pos_of(rows[-1][0])[1] < tol:
            rows[-1].append(p)
        else:
            rows.append([p])
    return rows


def _toward(rows, pos_of, here, step: int):
    """:func:`spot_toward`'s step by direction alone (``here`` in ``rows``)."""
    at = next(i for i, r in enumerate(rows) if here in r)
    row = rows[at]
    j = row.index(here) + step
    if 0 <= at + step < len(rows):
        nxt = rows[at + step]
    elif 0 <= j < len(row):
        return row[j]  # the last (first) row: on along it
    else:
        return rows[0][0] if step > 0 else rows[-1][-1]  # round
    x = pos_of(here)[0]
    cands = nxt if step > 0 else nxt[::-1]
    return min(cands, key=lambda p: abs(pos_of(p)[0] - x))


def _walk(rows, pos_of, start, step: int) -> set:
    seen, at = {start}, start
    for _ in range(sum(map(len, rows))):
        at = _toward(rows, pos_of, at, step)
        seen.add(at)
    return seen


def spot_toward(points, pos_of, here, step: int, tol: float = 4.0):
    """The spot Down (``step`` 1) or Up (-1) goes to from ``here``: on the nearest row
    of ``points`` lower (higher) on the screen, the spot nearest ``here`` sideways
    (ties: Down the left one, Up the right one). On the last (first) row, Down (Up)
    goes on along the row, then round. Where that would leave a spot out of reach of
    both keys, the reading order (:func:`spatial_order`) instead: every spot is
    reached. None with no points."""
    rows = _rows(points, pos_of, tol)
    if not rows:
        return None
    flat = [p for r in rows for p in r]
    if here not in flat:
        return flat[0]
    every = set(flat)
    if all(_walk(rows, pos_of, p, 1) | _walk(rows, pos_of, p, -1) == every for p in flat):
        return _toward(rows, pos_of, here, step)
    order = flat + [p for p in points if p not in every]
    return order[(order.index(here) + step) % len(order)]


def step_to(points, pos_of, here, target, tol: float = 4.0) -> int:
    """Which arrow reaches ``target`` from ``here`` in fewer presses: 1 (Down) or -1
    (Up) (a key-driven player: the tutorial's autoplay)."""
    def presses(step):
        at = here
        for n in range(1, len(points) + 2):
            at = spot_toward(points, pos_of, at, step, tol)
            if at == target:
                return n
        return len(points) + 2
    return 1 if presses(1) <= presses(-1) else -1
