"""How large the board's tiles start and how far its arms run before they turn: the
sizes a :class:`~game.render.board.BoardView` takes from its play area."""

from __future__ import annotations

import math

__all__ = ["BOX_MARGIN", "MAX_UNIT", "MIN_START_UNIT", "REF_UNIT", "SPREAD", "START_COLS",
           "START_ROWS", "WIDE", "WIDE_HEADROOM_PAST", "WIDE_REF_UNIT", "WIDE_SPREAD",
           "start_unit"]


#: Largest tile unit on the layout (design px): an early layout is not huge; the start
#: grows with the free play area up to it (so no chunky tiles on a big felt).
#: 48: a 96 px long side, as on the side-seat tables (the 2-player table's 116
#: px start had to zoom out after a few plays, and its tiles ended smaller).
MAX_UNIT = 48
#: The smallest start (a low play area): the old fixed size.
MIN_START_UNIT = 48
#: Play-area heights (in units) the start keeps free: a crossways double with its
#: badges and spot rings above and below fits with room for the first turns.
START_ROWS = 5.4
#: Play-area widths (in units) the start keeps free: the first plays of both arms fit
#: before the first zoom out (a narrow area, with side hands: a smaller start).
START_COLS = 15.5
#: The unit the arms' bounds are measured in: arms turn (not tiles shrink) to keep it.
REF_UNIT = 44
#: The arms run this much further than the play area at REF_UNIT before they turn (the
#: camera zooms out to match): fewer turns, and room for them, so the line never jams.
SPREAD = 1.15
#: A play area at least this wide (design px: the 2-player table, no seats at its sides)
#: has room across for its arms: they keep to the area at WIDE_REF_UNIT, spread by
#: WIDE_SPREAD, so the tiles stay larger (90 px long sides at the median).
WIDE = 880
WIDE_REF_UNIT, WIDE_SPREAD = 46, 1.05
#: ... and a zoom out past its bounds (the sniff's branches across its low height, in
#: most hands) keeps this much headroom: nearly none, as those branches are the layout's
#: height for the rest of the hand (its tiles shrank to 58-62 px, a tenth of the
#: plays, and filled 0.87 of the height; less would zoom more often).
WIDE_HEADROOM_PAST = 0.94
#: The camera's box's margin (units) round the tiles and the open ends' exit boxes.
BOX_MARGIN = 0.3


def start_unit(area) -> float:
    """The tile unit (design px) a new layout starts at in play area ``area``: as large
    as the free felt allows (a double across with its marks, the first plays along),
    48 .. 60."""
    fit = min(area.h / START_ROWS, area.w / START_COLS)
    return float(max(MIN_START_UNIT, min(MAX_UNIT, math.floor(fit))))
