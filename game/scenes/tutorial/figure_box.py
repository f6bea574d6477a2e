"""The tutorial's figure box: where on the screen the step's figure is drawn.

It starts just under the step's coach card and the card's tail (a figure that would
show its tiles small gets a one-row card, and the room it leaves), and once a figure's
play is made and explained with the hand's row left empty, it takes that row too (left
of the buttons) where its tiles then show clearly larger, the figure gliding there. :class:`FigureBox` is a part of
:class:`~.board.TutorialTable` (a mixin: it sets ``layout`` and ``board`` there).
"""

from __future__ import annotations

import math

import pygame

from ...render import BoardView
from .coach import BOTTOM, CARD_MAX, CARD_POS, MSG_ROW, TAIL

__all__ = ["FigureBox", "LAYOUT", "LAYOUT_FOOT", "BOARD", "FOOT_OPEN", "INSET", "board_rect"]

# Design rectangles (1280x720).
#: The figure box at its smallest (down to the status line's top, 536; the coach card
#: above reaches down to y 222 at most): a step's own box starts higher, just under
#: its coach card and the card's tail (:meth:`TutorialTable.place`), so a figure grown
#: up and down (lesson 4's sniff with its branches and a double on one) shows its tiles
#: larger.
LAYOUT = (40, 232, 930, 304)
#: The figure box's foot (design y): the status line's top.
LAYOUT_FOOT = LAYOUT[1] + LAYOUT[3]
#: The figure box's right and foot (design px) once the step's play is explained and the
#: hand's row is empty: the hand's row, left of the buttons.
FOOT_OPEN = (850, 664)
#: The least gain in the tiles' size for which an explained figure takes the hand's row
#: (below it the figure stays where it is: a move for nothing reads as a jump).
GAIN = 1.15
#: Design px between the coach card's tail and the figure box.
CARD_GAP = 4
#: Design px between a card grown by a refusal's line and the figure box.
CARD_CLEAR = 6
#: The board's own area inside the figure box: room for the spots' "+N" and the arrow
#: beside an end spot (which the board keeps inside the box): 24 px each side, 12 above
#: and below (was 20: the camera keeps room for the end marks itself).
INSET = (24, 12)


def board_rect(layout) -> tuple:
    """The board's camera rect inside figure box ``layout`` (design px)."""
    x, y, w, h = layout
    return (x + INSET[0], y + INSET[1], w - 2 * INSET[0], h - 2 * INSET[1])


BOARD = board_rect(LAYOUT)


class FigureBox:
    """The step's figure box of the tutorial's table (see the module's doc)."""

    def place(self) -> None:
        """The step's figure box: from just under its coach card and the card's tail
        (a refusal's line, when one comes, grows the card into the box's inset, not
        over the tiles) down to the status line. A new box lays the figure out anew.
        Through a lesson the box keeps its size (and the card its form) while the
        step's card clears it: the frame does not jump from step to step."""
        coach = self.sc.panels.coach
        lesson = self.sc.lesson
        kept = getattr(self, "_kept", None)
        kept = kept if kept is not None and kept[0] is lesson else None
        coach.compact = bool(kept and kept[1])
        self._box(self._kept_or(kept, self._layout()))
        if self.sc.step.kind != "info" and self.tile_px() is not None and not coach.compact:
            if self.tile_px() < 2 * self.camera.max_zoom:  # (not as large as tiles go)
                coach.compact = True  # a big figure: the card in one row, when it fits
                layout = self._kept_or(kept, self._layout())
                if layout != self.layout:
                    self._box(layout)
        if not self.open_foot():
            self._kept = (lesson, coach.compact, self.layout)

    def _kept_or(self, kept, layout) -> tuple:
        """The lesson's box ``kept`` (lesson, compact, layout) when the step's card
        clears it (its top is no higher than ``layout``'s, the step's own), else
        ``layout``."""
        if kept is None or self.open_foot() or kept[2][1] < layout[1]:
            return layout
        return kept[2]

    def _layout(self) -> tuple:
        """The figure box under the coach card as it is now (design px); down into the
        hand's row (left of the buttons) once a figure's play is made and explained and
        the hand is empty (:meth:`open_foot`)."""
        sc = self.sc
        vp = sc.app.vp
        top = LAYOUT[1]
        if sc.step.kind != "info":
            card = sc.panels.coach.layout(message=False)["rect"]
            bottom = math.ceil(vp.to_design((0, card.bottom))[1])
            # the line a refusal or "Shown: ..." adds under it (its tail shorter then)
            # stays clear of the box's border (ga_08: a three-line card ran into it)
            grown = min(bottom + MSG_ROW - BOTTOM, CARD_POS[1] + CARD_MAX[1]) + CARD_CLEAR
            top = min(top, max(bottom + TAIL + CARD_GAP, grown))
        if self.open_foot():
            return (LAYOUT[0], top, FOOT_OPEN[0] - LAYOUT[0], FOOT_OPEN[1] - top)
        return (LAYOUT[0], top, LAYOUT[2], LAYOUT_FOOT - top)

    def open_foot(self) -> bool:
        """The figure's play is made and explained, and nothing is left in the hand's row
        (a figure step: no boneyard, no hand's end)."""
        sc = self.sc
        return (sc.step.kind == "figure" and sc.explained and not sc.shown_hand
                and sc.drag is None)

    def grow(self) -> None:
        """The step's play explained: the figure takes the hand's row when it is empty
        (:meth:`open_foot`), gliding from where it is to its larger size."""
        layout = self._layout()
        if layout == self.layout:
            return
        kept = (self.layout, self.board)
        old = self.board.camera
        self._box(layout)
        cam = self.camera
        if cam.tzoom < old.tzoom * GAIN:  # no real gain in size: the figure stays put (a
            # small figure moved on the screen after every play for nothing)
            self.layout, self.board = kept
            self._felt.clear()
            return
        if self.sc.still or old.zoom <= 0:
            return
        # the same picture first (the tiles where they were on the screen), then a glide
        target = (cam.zoom, cam.cx, cam.cy)
        cam.zoom = old.zoom
        cam.cx = old.cx + (cam.rect.centerx - old.rect.centerx) / old.zoom
        cam.cy = old.cy + (cam.rect.centery - old.rect.centery) / old.zoom
        cam.tzoom, cam.tcx, cam.tcy = target
        cam._from, cam._t = (cam.zoom, cam.cx, cam.cy), 0.0
        cam._dur = cam._duration(target)

    def _box(self, layout) -> None:
        """Take figure box ``layout`` (a new one lays the figure out anew)."""
        if layout != self.layout:
            self.layout = layout
            self.board = BoardView(self.sc.app.vp, self.sc.text, self.art,
                                   board_rect(layout), inline=False)
            self._felt.clear()
        self.sync(snap=True)

    def tile_px(self) -> int | None:
        """The long side (screen px) of the smallest tile on the board as it is drawn
        now (None: no tile)."""
        lay = self.sc.view.layout
        if lay is None or not lay.placed:
            return None
        rects = [self.board.tile_rect(t) for t, _pc in lay.placed]
        sizes = [max(r.w, r.h) for r in rects if r is not None]
        return min(sizes) if sizes else None

    def area(self) -> pygame.Rect:
        """The figure box on the screen."""
        return self.sc.app.vp.rect(self.layout)
