"""Which spot a held tile's keyboard / pad focus is on.

A tile picked with the keys or the pad (or lifted for the player as the turn begins)
is focused at first on its best-scoring spot (most points; ties: the first in the
order Up / Down go through them), so Enter at once never plays a +0 where a +10 was
there. The focus is kept as the spot itself, not its place in that order: the order
follows the spots on the screen, and a camera still moving as the turn begins (or a
zoom) could reorder them under a kept index, leaving the focus on another spot.
"""

from __future__ import annotations

__all__ = ["SpotFocus"]


class SpotFocus:
    """The focused spot of the selected tile ``sel``: ``spot_idx`` reads and sets it
    as an index in ``legal_spots(sel)`` (the order Up / Down go through)."""

    _spot_i = 0
    _spot_pc: int | None = None

    def best_spot_index(self, tile: int) -> int:
        """Index in :meth:`legal_spots` of the spot scoring most for ``tile`` (the
        first such on the screen when several tie; 0 with none)."""
        spots = self.legal_spots(tile)
        if not spots:
            return 0
        pts = self.preview(tile)
        best = max(pts.get(pc, 0) for pc in spots)
        return next(i for i, pc in enumerate(spots) if pts.get(pc, 0) == best)

    @property
    def spot_idx(self) -> int:
        pc = self._spot_pc
        if pc is not None and self.sel is not None:
            spots = self.legal_spots(self.sel)
            if pc in spots:  # (where it lies in the order now)
                return spots.index(pc)
        return self._spot_i

    @spot_idx.setter
    def spot_idx(self, i: int) -> None:
        self._spot_i = i
        spots = self.legal_spots(self.sel) if self.sel is not None else []
        self._spot_pc = spots[i % len(spots)] if spots else None
