"""How far the next tile reaches: the board's camera keeps in view, at every open end,
the whole of any tile that may be played there (its ghost while the player holds it,
then the tile as it lands), not only the cell just ahead of the end. A ghost that
reached past the play area once lay under the boneyard's panel (ft_157)."""

from __future__ import annotations

from engine.tiles import HI, IS_DOUBLE, LO

__all__ = ["GHOST_MARGIN", "reach_box"]

#: Units kept round a ghost (its focus frame and glow, about 9 design px).
GHOST_MARGIN = 0.0


def _candidates(geom, pips: int) -> list[int]:
    """The tiles still out that may go on an end of ``pips``, one for each way the
    layout lays them (a double crossways; a tile whose outer double is still out,
    which keeps room for that double past it; one whose outer double is laid)."""
    seen, out = set(), []
    for tile in range(28):
        if tile in geom.tiles or pips not in (LO[tile], HI[tile]):
            continue
        outer = HI[tile] if LO[tile] == pips else LO[tile]
        key = (IS_DOUBLE[tile], IS_DOUBLE[tile] or geom.double_out(outer))
        if key not in seen:
            seen.add(key)
            out.append(tile)
    return out


def reach_box(geom, points, box):
    """``box`` (x0, y0, x1, y1 in units) grown round every tile that may be played on an
    open end of ``points`` (with :data:`GHOST_MARGIN`): where its ghost would lie."""
    key = (id(geom), len(geom.order), tuple(sorted(points)))
    kept = getattr(geom, "_reach_kept", None)
    if kept is None or kept[0] != key:
        rects = []
        free = geom.uncovered()
        for pc in points:
            e = geom.exits.get(pc)
            if e is None or pc not in free:
                continue
            for tile in _candidates(geom, e.pips):
                pl = geom.preview(tile, pc)
                if pl is not None:
                    rects.append(pl.rect)
        kept = geom._reach_kept = (key, rects)
    x0, y0, x1, y1 = box
    m = GHOST_MARGIN
    for a0, b0, a1, b1 in kept[1]:
        x0, y0, x1, y1 = min(x0, a0 - m), min(y0, b0 - m), max(x1, a1 + m), max(y1, b1 + m)
    return (x0, y0, x1, y1)
