"""The layout: placed tiles, attach points, counted ends and their total.

RULES.md 1.3-1.5 (American Sniff) and section 3 (Sniff 61). The state is kept
incrementally so that a play costs a few operations:

* ``slots`` -- a tuple of open attach points ``(point, pips, value, counted)``,
  where ``point`` is ``anchor << 3 | side``, ``pips`` what a tile must show to
  attach there, ``value`` what it adds to the total while open and ``counted``
  whether it is one of the counted ends;
* ``dead`` -- Sniff 61 side tiles: ``(tile, value)`` counted ends that are not
  attach points;
* the American sniff, while its straight sides are not both covered, is one
  more counted end worth 2d (``sniff_state == 1``).
"""

from __future__ import annotations

from .errors import IllegalMoveError
from .moves import (
    BRANCH_A,
    BRANCH_B,
    HIGH,
    LOW,
    OPEN_CODE,
    SIDE_NAMES,
    A,
    B,
    Move,
)
from .tiles import HI, IS_DOUBLE, LO, NAME, TILE_OF_BIT, WITH

__all__ = ["Layout", "mark_terms"]

_SNIFF_NONE, _SNIFF_STRAIGHT, _SNIFF_BRANCHES = 0, 1, 2


def mark_terms(tile: int, value: int) -> tuple[int, ...]:
    """What a counted end of ``tile`` (a mark of :meth:`Layout.marks`: its tile and
    value) adds to the total, half by half: an end on a double counted whole (both
    halves: the American sniff, a double across an end) ``(p, p)``, any other ``(value,)``.
    The one place this is decided: the board's "4+4" and the scoring's sum follow it."""
    if 0 <= tile < len(IS_DOUBLE) and IS_DOUBLE[tile] and LO[tile] and value == 2 * LO[tile]:
        return (LO[tile], LO[tile])
    return (value,)


class Layout:
    """The tiles on the table in one hand.

    ``inline`` selects the Sniff 61 sniff (in line, side tiles that never grow).
    """

    __slots__ = ("inline", "slots", "total", "sniff", "sniff_state", "dead", "placed",
                 "placed_mask")

    def __init__(self, inline: bool = False):
        self.inline = inline
        self.slots: tuple = ()
        self.total = 0
        self.sniff = -1
        self.sniff_state = _SNIFF_NONE
        self.dead: tuple = ()
        #: ``(tile, point)`` in play order; ``point`` is ``OPEN_CODE`` for the opening tile.
        self.placed: list = []
        self.placed_mask = 0

    # -- copying and undo ---------------------------------------------------
    def copy(self) -> Layout:
        c = Layout.__new__(Layout)
        c.inline = self.inline
        c.slots = self.slots
        c.total = self.total
        c.sniff = self.sniff
        c.sniff_state = self.sniff_state
        c.dead = self.dead
        c.placed = list(self.placed)
        c.placed_mask = self.placed_mask
        return c

    def snapshot(self):
        return (self.slots, self.total, self.sniff, self.sniff_state, self.dead,
                len(self.placed), self.placed_mask)

    def restore(self, snap) -> None:
        (self.slots, self.total, self.sniff, self.sniff_state, self.dead, n,
         self.placed_mask) = snap
        del self.placed[n:]

    # -- queries ------------------------------------------------------------
    @property
    def empty(self) -> bool:
        return not self.placed

    def open_pips(self) -> int:
        """7-bit mask of the pips shown at the attach points."""
        pm = 0
        for s in self.slots:
            pm |= 1 << s[1]
        return pm

    def legal_codes(self, hand: int) -> list[int]:
        """Move codes of every tile of ``hand`` (a mask) at every attach point it fits."""
        out = []
        if not self.placed:
            m = hand
            while m:
                low = m & -m
                out.append(TILE_OF_BIT[low] << 8 | OPEN_CODE)
                m ^= low
            return out
        for s in self.slots:
            m = hand & WITH[s[1]]
            pc = s[0]
            while m:
                low = m & -m
                out.append(TILE_OF_BIT[low] << 8 | pc)
                m ^= low
        return out

    def attach_points(self) -> list[tuple[int, int, int]]:
        """``(anchor, side, pips)`` for every open attach point, sorted by notation."""
        pts = [(s[0] >> 3, s[0] & 7, s[1]) for s in self.slots]
        pts.sort(key=lambda p: (NAME[p[0]], SIDE_NAMES[p[1]]))
        return pts

    def counted_ends(self) -> list[tuple[int, int]]:
        """``(tile, value)`` for every counted end, sorted by notation.

        The American sniff appears once (2d) before its branches open and once
        per open branch (d) after.
        """
        ends = [(NAME[s[0] >> 3], SIDE_NAMES[s[0] & 7], s[0] >> 3, s[2])
                for s in self.slots if s[3]]
        if self.sniff_state == _SNIFF_STRAIGHT:
            d = LO[self.sniff]
            ends.append((NAME[self.sniff], "", self.sniff, 2 * d))
        for tile, value in self.dead:
            ends.append((NAME[tile], "dead", tile, value))
        ends.sort()
        return [(e[2], e[3]) for e in ends]

    def marks(self) -> list[tuple[str, int | None, int, int]]:
        """The layout as the rule book's figures mark it: ``(kind, point, tile, value)``.

        ``kind`` is ``"end"`` for a counted end (a solid number: ``value`` is what it
        adds to the total) or ``"ring"`` for an attach point that does not count (a
        hollow ring: ``value`` is the pips a tile must show there). ``point`` is where
        the mark sits: an attach point's code (``anchor << 3 | side``), a Sniff 61
        side tile's outer end (counted, never an attach point), or ``None`` for the
        American sniff counted whole (2d) before its branches open. ``tile`` is the
        tile the mark belongs to.
        """
        out = []
        for pc, pips, value, counted in self.slots:
            out.append(("end", pc, pc >> 3, value) if counted else ("ring", pc, pc >> 3, pips))
        if self.sniff_state == _SNIFF_STRAIGHT:
            out.append(("end", None, self.sniff, 2 * LO[self.sniff]))
        if self.dead:
            d = LO[self.sniff]
            for tile, value in self.dead:
                outer = HIGH if LO[tile] == d else LOW
                out.append(("end", tile << 3 | outer, tile, value))
        return out

    def open_sides(self, tile: int) -> list[int]:
        """The open sides of a placed tile."""
        return [s[0] & 7 for s in self.slots if s[0] >> 3 == tile]

    # -- validation -----------------------------------------------------------
    def check(self, code: int) -> None:
        """Raise :class:`IllegalMoveError` saying why ``code`` cannot be placed now.

        Only the layout is checked (not whose hand holds the tile).
        """
        tile = code >> 8
        pc = code & 255
        mv = Move.from_code(code)
        if self.placed_mask >> tile & 1:
            raise IllegalMoveError(f"{mv}: {NAME[tile]} is already on the table")
        if pc == OPEN_CODE:
            if self.placed:
                raise IllegalMoveError(
                    f"{mv}: the layout is not empty; say where the tile goes (TILE@ANCHOR:SIDE)")
            return
        if not self.placed:
            raise IllegalMoveError(
                f"{mv}: the layout is empty; the opening play is the tile alone ({NAME[tile]})")
        anchor, side = pc >> 3, pc & 7
        for s in self.slots:
            if s[0] == pc:
                if LO[tile] != s[1] and HI[tile] != s[1]:
                    raise IllegalMoveError(
                        f"{mv}: {NAME[tile]} does not match the {s[1]} shown there")
                return
        if not self.placed_mask >> anchor & 1:
            raise IllegalMoveError(f"{mv}: {NAME[anchor]} is not on the table")
        is_double = IS_DOUBLE[anchor]
        if side in (LOW, HIGH) and is_double:
            raise IllegalMoveError(f"{mv}: {NAME[anchor]} is a double; its sides are a and b")
        if side in (A, B) and not is_double:
            raise IllegalMoveError(f"{mv}: {NAME[anchor]} is not a double; its ends are low and high")
        if side in (BRANCH_A, BRANCH_B):
            if anchor != self.sniff:
                raise IllegalMoveError(
                    f"{mv}: only the sniff has side branches and {NAME[anchor]} is not the sniff")
            if self._straight_open():
                raise IllegalMoveError(
                    f"{mv}: the sniff's branches open only when both its straight sides are covered")
        for t, p in self.placed:
            if p != OPEN_CODE and p == pc:
                raise IllegalMoveError(
                    f"{mv}: {SIDE_NAMES[side]} of {NAME[anchor]} is already covered by {NAME[t]}")
        if self.inline and self._on_side_branch(anchor):
            raise IllegalMoveError(f"{mv}: in Sniff 61 a side tile of the sniff never takes a tile")
        raise IllegalMoveError(f"{mv}: {SIDE_NAMES[side]} of {NAME[anchor]} is not open")

    def _straight_open(self) -> bool:
        s = self.sniff
        return any(x[0] >> 3 == s and x[0] & 7 in (A, B) for x in self.slots)

    def _on_side_branch(self, tile: int) -> bool:
        for t, p in self.placed:
            if t == tile:
                return p != OPEN_CODE and p >> 3 == self.sniff and p & 7 >= BRANCH_A
        return False

    # -- playing ------------------------------------------------------------
    def apply(self, code: int) -> int:
        """Place a move known to be legal; return the new counted total."""
        tile = code >> 8
        pc = code & 255
        lo = LO[tile]
        hi = HI[tile]
        self.placed.append((tile, pc))
        self.placed_mask |= 1 << tile
        if pc == OPEN_CODE:
            t3 = tile << 3
            if lo == hi:
                self.sniff = tile
                if self.inline:
                    self.slots = ((t3 | A, lo, lo, True), (t3 | B, lo, lo, True))
                else:
                    self.slots = ((t3 | A, lo, 0, False), (t3 | B, lo, 0, False))
                    self.sniff_state = _SNIFF_STRAIGHT
                self.total = lo + lo
            else:
                self.slots = ((t3 | LOW, lo, lo, True), (t3 | HIGH, hi, hi, True))
                self.total = lo + hi
            return self.total
        slots = self.slots
        i = 0
        for s in slots:
            if s[0] == pc:
                break
            i += 1
        pips = s[1]
        total = self.total - s[2]
        new = slots[:i] + slots[i + 1:]
        if lo == hi:
            if self.sniff < 0:
                self.sniff = tile
                if self.inline:
                    new += ((tile << 3 | B, lo, lo, True),)
                    total += lo
                else:
                    new += ((tile << 3 | B, lo, 0, False),)
                    total += lo + lo
                    self.sniff_state = _SNIFF_STRAIGHT
            else:
                new += ((tile << 3 | B, lo, lo + lo, True),)
                total += lo + lo
        else:
            if pips == lo:
                outer_side, outer = HIGH, hi
            else:
                outer_side, outer = LOW, lo
            side = pc & 7
            if side >= BRANCH_A and self.inline:
                self.dead += ((tile, outer),)
            else:
                new += ((tile << 3 | outer_side, outer, outer, True),)
            total += outer
        sn = self.sniff
        if pc >> 3 == sn and pc & 7 <= B:
            # A straight side of the sniff was covered: are both covered now?
            for x in new:
                if x[0] >> 3 == sn and x[0] & 7 <= B:
                    break
            else:
                d = LO[sn]
                s3 = sn << 3
                if self.inline:
                    new += ((s3 | BRANCH_A, d, 0, False), (s3 | BRANCH_B, d, 0, False))
                else:
                    # 2d as an end double becomes d per open branch: the total is unchanged.
                    new += ((s3 | BRANCH_A, d, d, True), (s3 | BRANCH_B, d, d, True))
                    self.sniff_state = _SNIFF_BRANCHES
        self.slots = new
        self.total = total
        return total

    def play(self, move) -> int:
        """Validate and place ``move`` (a :class:`Move` or its notation); return the total.

        Raises :class:`InvalidNotationError` or :class:`IllegalMoveError`.
        """
        if isinstance(move, str):
            move = Move.parse(move)
        self.check(move.code)
        return self.apply(move.code)
