"""Where each placed tile is drawn, in tile units (a tile is 1 x 2 units).

The chain is laid out from the opening tile at the origin, in play order, so a
tile never moves once placed. Doubles lie crossways (the Sniff 61 sniff in
line), the sniff's side branches leave at right angles, and an arm turns by
90 degrees before it would leave the bounds (or run into another tile). The
bounds come from the shape of the layout area, so the finished layout keeps
roughly its shape and the camera can fit it at a legible size.

Which sides exist and what they show comes from the engine's ``Layout``
(``placed``, ``inline``); this module only decides positions.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from engine.moves import BRANCH_A, BRANCH_B, HIGH, LOW, OPEN_CODE, A, B
from engine.tiles import HI, IS_DOUBLE, LO, tile_index

__all__ = ["Placement", "Exit", "LayoutGeometry"]

_EPS = 0.02
#: How many tiles a sniff's side branch runs straight out before it may turn, and the
#: other arms keep out of the way of: it reads as an arm of the sniff (a T), not as a
#: second chain beside another arm. (More would cost the tiles' size in the low play area.)
BRANCH_STRAIGHT = 1
#: The zoom out (as a factor of the layout's size) a branch's first tile may cost to go
#: straight out.
BRANCH_ZOOM = 1.25
#: Half the width of the room an open end keeps clear before it (its ring: no tile of
#: another arm beside it, so which end is which reads at a glance).
ROOM = 0.4
#: How far ahead (units) of a tile going straight must be free: a crossways double (1),
#: the tile on it, which goes straight on (2), and the first half of a turn (1).
CLEAR_AHEAD = 4.0
#: Free half-unit cells an open end must reach (see LayoutGeometry._reach).
REACH = 40
#: How much of the room a zoom out past the bounds one way (the sniff's branches across
#: a low play area) gives the other way the arms take before they turn (1: all of it, as
#: the play area's shape; a little less keeps the tiles of a side-seat table as large).
SHAPE_GROW = 0.75


@dataclass(frozen=True)
class Placement:
    """A placed tile: centre, orientation and the pips of its left/top and right/bottom halves."""
    tile: int
    cx: float
    cy: float
    vertical: bool
    first: int
    second: int

    @property
    def rect(self) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1) in units."""
        hw, hh = (0.5, 1.0) if self.vertical else (1.0, 0.5)
        return (self.cx - hw, self.cy - hh, self.cx + hw, self.cy + hh)


@dataclass(frozen=True)
class Exit:
    """One side of a placed tile: the midpoint of its edge, the outward direction, its pips."""
    x: float
    y: float
    dx: int
    dy: int
    pips: int

    def ahead(self, dist: float) -> tuple[float, float]:
        return (self.x + self.dx * dist, self.y + self.dy * dist)


def _cw(d):
    """Clockwise quarter turn on screen (y grows downwards)."""
    return (-d[1], d[0])


def _ccw(d):
    return (d[1], -d[0])


def _overlaps(r, rects) -> bool:
    x0, y0, x1, y1 = r
    for a0, b0, a1, b1 in rects:
        if x0 < a1 - _EPS and a0 < x1 - _EPS and y0 < b1 - _EPS and b0 < y1 - _EPS:
            return True
    return False


def _inside(r, bx, by) -> bool:
    return r[0] >= -bx - _EPS and r[2] <= bx + _EPS and r[1] >= -by - _EPS and r[3] <= by + _EPS


class LayoutGeometry:
    """Positions of every tile of ``placed`` (the engine's ``Layout.placed``).

    ``bounds`` = (half width, half height) in units the arms should stay within.
    ``tiles`` maps tile -> :class:`Placement`; ``exits`` maps an attach-point
    code (``anchor << 3 | side``) -> :class:`Exit` for every side a tile has.
    """

    def __init__(self, placed, inline: bool, bounds=(14.0, 6.0), straight: bool = True):
        self.inline = inline
        #: the sniff's branches run straight out before they turn (see BRANCH_STRAIGHT)
        self.straight = straight
        self.bx, self.by = bounds
        self.tiles: dict[int, Placement] = {}
        self.order: list[int] = []
        self.exits: dict[int, Exit] = {}
        self._rects: list = []
        self._box = None  # (x0, y0, x1, y1) around the tiles laid out
        self._used: set[int] = set()  # attach points a tile was laid on
        self.sniff = -1
        #: tile -> how many tiles out along a sniff's side branch it lies (1: the first)
        self._branch: dict[int, int] = {}
        #: tile -> the senses of its arm's last two turns (1 clockwise, -1 counter)
        self._turns: dict[int, tuple] = {}
        #: Set when a tile could not be placed without touching another one.
        self.crowded = False
        #: Set when a tile had to lie on another one: the line walled itself in (rare: the
        #: view lays it all out again, wider).
        self.jammed = False
        for tile, point in placed:
            self.add(tile, point)

    @classmethod
    def build(cls, placed, inline: bool, bounds=(14.0, 6.0)) -> LayoutGeometry:
        """Lay out ``placed``: the same layout, tile for tile, as adding its tiles one by
        one (a tile never moves once placed, and a replay shows the table as played).
        Only if the line walled itself in (a tile on another: very rare) wider bounds."""
        geo = cls(placed, inline, bounds)
        bx, by = bounds
        for k in (1.3, 1.6, 2.0):
            if not geo.jammed:
                break
            geo = cls(placed, inline, (bx * k, by * k))
        return geo

    def scale(self, bounds) -> float:
        """How large the layout shows in a play area made for ``bounds`` (relative: the
        camera's zoom is this times a constant)."""
        x0, y0, x1, y1 = self.bbox()
        bx, by = bounds
        return min((bx + 1.3) / ((x1 - x0) / 2 + 1.4), (by + 1.3) / ((y1 - y0) / 2 + 1.4))

    # -- building -----------------------------------------------------------
    def _place(self, p: Placement) -> None:
        if _overlaps(p.rect, self._rects):
            self.crowded = self.jammed = True
        r = p.rect
        b = self._box
        self._box = r if b is None else (min(b[0], r[0]), min(b[1], r[1]), max(b[2], r[2]),
                                         max(b[3], r[3]))
        self.tiles[p.tile] = p
        self.order.append(p.tile)
        self._rects.append(p.rect)

    def add(self, tile: int, point: int) -> None:
        lo, hi = LO[tile], HI[tile]
        double = IS_DOUBLE[tile]
        is_sniff = double and self.sniff < 0
        if is_sniff:
            self.sniff = tile
        t3 = tile << 3
        ex = self.exits
        if point == OPEN_CODE:
            if not double:
                self._place(Placement(tile, 0.0, 0.0, False, lo, hi))
                ex[t3 | LOW] = Exit(-1.0, 0.0, -1, 0, lo)
                ex[t3 | HIGH] = Exit(1.0, 0.0, 1, 0, hi)
            elif self.inline:
                self._place(Placement(tile, 0.0, 0.0, False, lo, lo))
                ex[t3 | A] = Exit(-1.0, 0.0, -1, 0, lo)
                ex[t3 | B] = Exit(1.0, 0.0, 1, 0, lo)
                ex[t3 | BRANCH_A] = Exit(0.0, -0.5, 0, -1, lo)
                ex[t3 | BRANCH_B] = Exit(0.0, 0.5, 0, 1, lo)
            else:
                self._place(Placement(tile, 0.0, 0.0, True, lo, lo))
                ex[t3 | A] = Exit(-0.5, 0.0, -1, 0, lo)
                ex[t3 | B] = Exit(0.5, 0.0, 1, 0, lo)
                ex[t3 | BRANCH_A] = Exit(0.0, -1.0, 0, -1, lo)
                ex[t3 | BRANCH_B] = Exit(0.0, 1.0, 0, 1, lo)
            return
        e = ex[point]
        d = (e.dx, e.dy)
        on = point >> 3
        turns = self._turns[tile] = self._turns.get(on, ())
        if on == self.sniff and point & 7 in (BRANCH_A, BRANCH_B):
            self._branch[tile] = 1
        elif on in self._branch:
            self._branch[tile] = self._branch[on] + 1
        pa = _ccw(d)  # branch A leaves on the left of the direction of travel
        if double:
            if is_sniff and self.inline:
                cx, cy = e.ahead(1.0)
                self._place(Placement(tile, cx, cy, d[0] == 0, lo, lo))
                bx, by = e.ahead(2.0)
                ex[t3 | B] = Exit(bx, by, d[0], d[1], lo)
                ex[t3 | BRANCH_A] = Exit(cx + pa[0] * 0.5, cy + pa[1] * 0.5, pa[0], pa[1], lo)
                ex[t3 | BRANCH_B] = Exit(cx - pa[0] * 0.5, cy - pa[1] * 0.5, -pa[0], -pa[1], lo)
                for side in (B, BRANCH_A, BRANCH_B):
                    self._check_room(ex[t3 | side])
            else:
                cx, cy = e.ahead(0.5)
                self._place(Placement(tile, cx, cy, d[0] != 0, lo, lo))
                bx, by = e.ahead(1.0)
                ex[t3 | B] = Exit(bx, by, d[0], d[1], lo)
                self._check_room(ex[t3 | B])
                if is_sniff:
                    ex[t3 | BRANCH_A] = Exit(cx + pa[0], cy + pa[1], pa[0], pa[1], lo)
                    ex[t3 | BRANCH_B] = Exit(cx - pa[0], cy - pa[1], -pa[0], -pa[1], lo)
                    self._check_room(ex[t3 | BRANCH_A])
                    self._check_room(ex[t3 | BRANCH_B])
            return
        if lo == e.pips:
            attach, outer, outer_side = lo, hi, HIGH
        else:
            attach, outer, outer_side = hi, lo, LOW
        self._used.add(point)
        c1 = e.ahead(0.5)
        # the line turns only after an ordinary tile: a double (the sniff too) is never a
        # turn's corner (a tile on a double's short end read as a second sniff)
        dirs = (d,) if IS_DOUBLE[point >> 3] else (d, _cw(d), _ccw(d))
        # the cell ahead of every other open end stays free; ahead of the sniff's
        # branches, a whole tile's length (its first tile goes straight out)
        reserved = []
        for pc in self.uncovered() - {point}:
            e = self.exits[pc]
            deep = 1.0 if pc >> 3 == self.sniff and pc & 7 in (BRANCH_A, BRANCH_B) else 0.5
            (x, y), (fx, fy) = e.ahead(0.5), e.ahead(deep + 0.5)
            reserved.append((min(x, fx) - 0.45, min(y, fy) - 0.45, max(x, fx) + 0.45,
                             max(y, fy) + 0.45))
        corridors = self._corridors(point)
        best = None
        best_score = None
        branch = self._branch.get(tile, 0)
        clear = False  # the straight way fits: no turn
        for rank, nd in enumerate(dirs):
            a1 = c1
            c2 = (a1[0] + nd[0], a1[1] + nd[1])
            r = (min(a1[0], c2[0]) - 0.5, min(a1[1], c2[1]) - 0.5,
                 max(a1[0], c2[0]) + 0.5, max(a1[1], c2[1]) + 0.5)
            if _overlaps(r, self._rects) or _overlaps(r, reserved):
                continue
            # room ahead for the next tile (a crossways double is 1 deep and 2 wide)
            ox, oy = c2[0] + nd[0] * 0.5, c2[1] + nd[1] * 0.5
            ax, ay = ox + nd[0] * 0.75, oy + nd[1] * 0.75
            hx, hy = (0.4, 1.0) if nd[0] else (1.0, 0.4)
            ahead = (ax - hx, ay - hy, ax + hx, ay + hy)
            # a turn goes towards the middle of the layout, where the room is; a
            # branch's turn goes away from it (from the sniff's other arms)
            mx, my = self._middle()
            inward = 0 if rank == 0 else (abs(c2[0] - mx) / self.bx + abs(c2[1] - my) / self.by)
            if branch:
                inward = -inward
            # a branch runs straight out: its first tiles unless that costs the camera
            # more than a small zoom out
            bent = bool(branch) and rank > 0 and self.straight
            over = self._overflow(r, a1)
            # and if the double of its outer pips is still out, room past it for that
            # double (crossways) and the tile on it, which both go straight on
            later = self._overflow(self.double_run(r, nd), a1) if self.double_out(outer) else 1.0
            room = self._room(c2, nd, reserved + corridors, CLEAR_AHEAD)
            # a third turn the same way in a row curls the arm into a spiral, into
            # its own dead end
            sense = (0, 1, -1)[rank]
            spiral = rank > 0 and turns == (sense, sense)
            score = (self._reach(c2, nd, r) < REACH,  # never wall an end in (a knot)
                     _overlaps(ahead, self._rects),  # room for a double (crossways) next
                     _overlaps(r, corridors),  # keep out of a branch's straight run
                     spiral,
                     _overlaps(ahead, reserved),  # the next tile (a double?) would block one
                     room < 2.0,  # no arm curls into a dead end (a spiral, a U-turn)
                     # nor towards one a double (which the tile after goes straight
                     # past) would meet: rather a zoom out than a jam
                     room < CLEAR_AHEAD,
                     max(over, later) > BRANCH_ZOOM, bent and branch <= BRANCH_STRAIGHT,
                     max(over, later), over,
                     -room,
                     # the next tile (maybe a double, which never turns) should fit too
                     _overlaps(ahead, self._rects), not self._fits(ahead, a1),
                     rank > 0, inward, rank)
            if rank == 0:
                clear = self._clear(r, over, room, score, corridors)
            if best_score is None or score < best_score:
                best, best_score = (nd, a1), score
            if clear:
                break
        nd, a1 = best or (d, c1)
        if nd != d:
            self._turns[tile] = (turns + (1 if nd == _cw(d) else -1,))[-2:]
        c2 = (a1[0] + nd[0], a1[1] + nd[1])
        forward = nd[0] + nd[1] > 0
        first, second = (attach, outer) if forward else (outer, attach)
        self._place(Placement(tile, (a1[0] + c2[0]) / 2, (a1[1] + c2[1]) / 2, nd[0] == 0,
                              first, second))
        out = ex[t3 | outer_side] = Exit(c2[0] + nd[0] * 0.5, c2[1] + nd[1] * 0.5, nd[0], nd[1],
                                         outer)
        self._check_room(out)

    def double_out(self, pips: int) -> bool:
        """Whether the double [pips|pips] is still to be laid (it may come next)."""
        return tile_index(pips, pips) not in self.tiles

    @staticmethod
    def double_run(r, nd):
        """Rect ``r`` (a tile heading ``nd``) and, past it, a double crossways (1 deep, 2
        wide) and the tile on it (2 long): what the line takes if the double comes next."""
        x0, y0, x1, y1 = r
        if nd[0]:
            return (min(x0, x0 + 3 * nd[0]), y0 - 0.5, max(x1, x1 + 3 * nd[0]), y1 + 0.5)
        return (x0 - 0.5, min(y0, y0 + 3 * nd[1]), x1 + 0.5, max(y1, y1 + 3 * nd[1]))

    @staticmethod
    def _clear(r, over, room, score, corridors) -> bool:
        """Whether the straight way (rect ``r``, ``score`` as ``add`` scores it) is the
        way: it stays in the bounds (``over``), runs into no tile or other end's
        room, and leaves room ahead for a crossways double and the tile after it (a
        double never turns, nor does the tile on it). No turn with felt to spare."""
        return (over <= 1.0 and room >= CLEAR_AHEAD and not score[0] and not score[1]
                and not score[2] and not score[4] and not _overlaps(r, corridors))

    def _reach(self, c2, nd, r) -> int:
        """How many free half-unit cells are reachable from before the far end of a tile
        ``r`` whose far half is at ``c2`` (heading ``nd``), up to :data:`REACH`: fewer
        means the end would be walled in, with no way on for the line."""
        rects = self._rects + [r]
        start = (round((c2[0] + nd[0]) * 2), round((c2[1] + nd[1]) * 2))
        seen = {start}
        todo = [start]
        count = 0
        while todo and count < REACH:
            gx, gy = todo.pop()
            x, y = gx / 2, gy / 2
            if _overlaps((x - 0.24, y - 0.24, x + 0.24, y + 0.24), rects):
                continue
            count += 1
            for nx, ny in ((gx + 1, gy), (gx - 1, gy), (gx, gy + 1), (gx, gy - 1)):
                if (nx, ny) not in seen:
                    seen.add((nx, ny))
                    todo.append((nx, ny))
        return count

    def _room(self, c2, nd, reserved, most: float = 3.0) -> float:
        """How far ahead of a tile whose far half is at ``c2`` (heading ``nd``) is free,
        up to ``most`` units."""
        x, y = c2[0] + nd[0] * 0.5, c2[1] + nd[1] * 0.5  # the tile's far edge
        dist = 0.0
        while dist < most:
            cx, cy = x + nd[0] * (dist + 0.25), y + nd[1] * (dist + 0.25)
            hx, hy = (0.25, 0.45) if nd[0] else (0.45, 0.25)
            cell = (cx - hx, cy - hy, cx + hx, cy + hy)
            if _overlaps(cell, self._rects) or _overlaps(cell, reserved):
                break
            dist += 0.5
        return dist

    def _check_room(self, e: Exit) -> None:
        """An open end with no room before it for its ring: lay out again (crowded)."""
        (x, y), (fx, fy) = e.ahead(0.45), e.ahead(1.1)
        if _overlaps((min(x, fx) - ROOM, min(y, fy) - ROOM, max(x, fx) + ROOM, max(y, fy) + ROOM),
                     self._rects):
            self.crowded = True

    def _corridors(self, point: int) -> list:
        """The room ahead of the sniff's side branches (not ``point``) for their straight
        run: other arms keep out of it while they can, so a branch is not boxed in and
        no arm runs alongside it."""
        out = []
        if self.sniff < 0:
            return out
        for pc in self.uncovered() - {point}:
            anchor = pc >> 3
            if anchor == self.sniff and pc & 7 in (BRANCH_A, BRANCH_B):
                left = BRANCH_STRAIGHT
            elif 0 < self._branch.get(anchor, BRANCH_STRAIGHT) < BRANCH_STRAIGHT:
                left = BRANCH_STRAIGHT - self._branch[anchor]
            else:
                continue
            e = self.exits[pc]
            far = e.ahead(2.0 * left + 0.5)
            x0, x1 = sorted((e.x, far[0]))
            y0, y1 = sorted((e.y, far[1]))
            out.append((x0 - 0.45, y0 - 0.45, x1 + 0.45, y1 + 0.45))
        return out

    def _middle(self) -> tuple[float, float]:
        """The middle of the tiles laid out so far."""
        if self._box is None:
            return (0.0, 0.0)
        x0, y0, x1, y1 = self._box
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def _fits(self, r, cell) -> bool:
        return self._overflow(r, cell) <= 1.0

    def _overflow(self, r, cell) -> float:
        """How far the layout with rect ``r`` added outgrows the bounds' size (a window of
        2 bx by 2 by wherever it sits: the camera centres on the tiles, so a short arm
        leaves room for a longer one): 1.0 if it fits, else the factor the camera must
        zoom out by. The attach ``cell`` is where it must be, so the window grows to hold
        it if it must."""
        def union(a, b):
            return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
        base = self._box or r
        need = union(base, (cell[0] - 0.5, cell[1] - 0.5, cell[0] + 0.5, cell[1] + 0.5))
        # the window keeps the play area's shape: once the layout outgrew it one way (the
        # sniff's branches across the low area), the camera has zoomed out and there is
        # room the other way too (else arms turned back at the bounds' width while the
        # felt either side of them was empty)
        grow = 1.0 + SHAPE_GROW * max(0.0, self._scale_of(need) - 1.0)
        w = max(2 * self.bx, need[2] - need[0], 2 * (self.bx + 1.3) * grow - 2.8)
        h = max(2 * self.by, need[3] - need[1], 2 * (self.by + 1.3) * grow - 2.8)
        box = union(base, r)
        over = max((box[2] - box[0]) / w, (box[3] - box[1]) / h)
        return 1.0 if over <= 1.0 + _EPS / w else round(over, 3)

    def _scale_of(self, box) -> float:
        """How far the camera zooms out (a factor) for ``box`` against the bounds (as
        :meth:`scale` measures it, inverted)."""
        return max(((box[2] - box[0]) / 2 + 1.4) / (self.bx + 1.3),
                   ((box[3] - box[1]) / 2 + 1.4) / (self.by + 1.3))

    # -- queries ------------------------------------------------------------
    def preview(self, tile: int, point: int) -> Placement | None:
        """Where ``tile`` would lie played on ``point``: the very placement :meth:`add`
        gives it (a copy of this layout adds it; this one is left as it is), for the
        held tile's ghost; None where ``point`` is not laid out."""
        if point != OPEN_CODE and point not in self.exits:
            return None
        if point == OPEN_CODE and self.tiles:
            return None
        twin = copy.deepcopy(self)
        twin.add(tile, point)
        return twin.tiles.get(tile)

    def point_world(self, point: int, dist: float = 0.62):
        """Where attach point ``point`` is marked, in layout units: ``dist`` ahead of
        its edge (the table's centre for an opening play); None if it is not laid out."""
        if point == OPEN_CODE:
            return (0.0, 0.0)
        e = self.exits.get(point)
        return None if e is None else e.ahead(dist)

    def uncovered(self) -> set[int]:
        """The attach points whose cell ahead no tile covers (the open ends, the sniff's
        branches before they open)."""
        out = set()
        for pc, e in self.exits.items():
            if pc in self._used:  # a tile lies on it (beside it: a turn off a double's end)
                continue
            x, y = e.ahead(0.5)
            cell = (x - 0.4, y - 0.4, x + 0.4, y + 0.4)
            if not _overlaps(cell, self._rects):
                out.add(pc)
        return out

    def bbox(self, tiles=None, points=(), margin: float = 0.0):
        """(x0, y0, x1, y1) around ``tiles`` (default all) and the exits ``points``."""
        xs0, ys0, xs1, ys1 = [], [], [], []
        for t in self.order if tiles is None else tiles:
            r = self.tiles[t].rect
            xs0.append(r[0])
            ys0.append(r[1])
            xs1.append(r[2])
            ys1.append(r[3])
        for p in points:
            e = self.exits.get(p)
            if e is not None:
                x, y = e.ahead(0.6)
                xs0.append(x - 0.5)
                ys0.append(y - 0.5)
                xs1.append(x + 0.5)
                ys1.append(y + 0.5)
        if not xs0:
            return (-1.0 - margin, -0.5 - margin, 1.0 + margin, 0.5 + margin)
        return (min(xs0) - margin, min(ys0) - margin, max(xs1) + margin, max(ys1) + margin)
