"""The board's play area: which of the map's rects the camera takes (the usual one, or
the taller one at 100 % text), its foot cut at the floor, and the bounds its arms keep to.

A taller area as wide as the usual one (3 and 4 players) is the play area for a whole
hand. A narrower one (2 players: west of the score panel) is taken only when the line
has grown up and down so far that it shows larger there (the sniff's branches and the
doubles on them, which never turn): the camera glides across with that play's zoom out,
and back when the line grows wide again; a hand starts in the usual, wider area.
"""

from __future__ import annotations

import pygame

from .board_size import REF_UNIT, SPREAD, WIDE, WIDE_REF_UNIT, WIDE_SPREAD, start_unit
from .camera import Camera

__all__ = ["BoardArea", "NARROW"]

#: A taller area narrower than this share of the usual one is taken only when it shows
#: the layout larger (see the module's doc).
NARROW = 0.95


class BoardArea:
    """The play-area half of :class:`~game.render.board.BoardView` (it sets ``vp``,
    ``text``, ``inline``, ``camera``, ``_board`` and has ``fit`` and ``mark_pad``)."""

    def _init_area(self, area, tall) -> None:
        self._full = pygame.Rect(area)  # the map's play area (set_floor cuts its foot)
        self._tall = None if tall is None else pygame.Rect(tall)
        #: the taller area is narrower: taken only while it shows the layout larger
        self._either = self._tall is not None and self._tall.w < NARROW * self._full.w
        self._use_tall = self._tall is not None and self._small_text and not self._either
        self._floor: int | None = None
        #: the text size at the last floor, and whether it has since grown smaller with
        #: tiles on the table (the room that frees waits for the next hand)
        self._floor_scale = self._text_scale
        self._shrunk_text = False
        self.area = pygame.Rect(self._tall if self._use_tall else area)

    @property
    def source(self) -> pygame.Rect:
        """The map's rect the play area is cut from now: the taller one or the usual."""
        return pygame.Rect(self._tall if self._use_tall else self._full)

    @property
    def _text_scale(self) -> float:
        return getattr(getattr(self.text, "fonts", None), "text_scale", 1.0)

    @property
    def _small_text(self) -> bool:
        """Text at 100 % (the HUD as the map draws it)."""
        return self._text_scale <= 1.01

    def _cut(self, area) -> pygame.Rect:
        """``area`` with its foot above the floor (see :meth:`set_floor`)."""
        area = pygame.Rect(area)
        if self._floor is not None:
            area.h = max(area.h // 2, min(area.h, self._floor - area.top))
        return area

    @property
    def bounds(self):
        r = self._cut(self._full)  # (the map's play area's shape, also under ``tall``)
        # (not with Sniff 61's sniff in line: its branches leave across the line, up and
        # down the low area, and need the looser bounds' height)
        wide = r.w >= WIDE and not self.inline
        ref, spread = (WIDE_REF_UNIT, WIDE_SPREAD) if wide else (REF_UNIT, SPREAD)
        return (max(4.0, r.w / (2 * ref) - 1.3) * spread,
                max(2.5, r.h / (2 * ref) - 1.3) * spread)

    def pick_area(self, box) -> None:
        """(A narrower taller area, at 100 % text.) When ``box`` (the camera's box round
        the layout) no longer fits the view at the camera's zoom, take the play area
        that shows it larger: the camera then glides there with its zoom out (the tiles
        keep their places on the layout). While it fits, nothing moves."""
        cam = self.camera
        if not (self._either and self._board and self._small_text):
            return
        if cam._zoom_for(box) >= cam.tzoom:
            return
        other = self._cut(self._full if self._use_tall else self._tall)
        probe = Camera(self.vp.rect(other), self.vp.length(start_unit(other)) * 1.0)
        probe.pad = cam.pad
        if probe._zoom_for(box) <= cam._zoom_for(box):
            return
        self._use_tall = not self._use_tall
        self.area = other
        cam.set_rect(probe.rect, probe.max_zoom, hold=True)

    def set_floor(self, bottom: int | None) -> None:
        """Keep the layout above design y ``bottom`` (None: the whole play area): the
        table's captions under it (not the move lines over the 6|6). A change
        refits the camera; the tiles keep their places on the layout, and on the screen:
        the camera glides to the new area (no jump). The taller area (``tall``) comes
        with a new hand (tiles on the table stay put when the text grows smaller), and
        goes at once when the text grows (the HUD grows into the felt above the play
        area: the camera glides, as far as it must, to keep the tiles clear of it); the
        room a smaller text frees (a lower floor: at 200 % the status line sits higher)
        waits for the next hand too."""
        self._floor = bottom
        scale = self._text_scale
        if not self._board:
            self._shrunk_text = False
        elif scale < self._floor_scale:
            self._shrunk_text = True  # (the room it frees waits for the next hand)
        self._floor_scale = scale
        tall = self._tall is not None and self._small_text
        if self._either:  # (taken when it shows the layout larger: see pick_area)
            if not self._board or not tall:
                self._use_tall = False
        elif tall != self._use_tall and (not self._board or not tall):
            self._use_tall = tall
        area = self._cut(self._tall if self._use_tall else self._full)
        if (area != self.area and self._board and self._shrunk_text
                and area.contains(self.area)):
            return  # text grown smaller: the tiles on the table stay put this hand
        if area != self.area:
            self.area = area
            if not self._board:
                self.resize()
                return
            if getattr(self, "_restored", False):  # restored before the floor was known
                self.restore(self._board)
                return
            self.camera.set_rect(self.vp.rect(self.area),
                                 self.vp.length(start_unit(self.area)) * 1.0, hold=True)
            self.fit(keep=True)

    def restore(self, board) -> None:
        """The board shown as it was when play reached ``board`` (Continue, Undo): the
        hand's plays laid out again one by one, the camera taking the very moves it took
        then (it holds while the layout fits, so its view depends on the way there, not
        only on the tiles: a single fit round them showed another picture)."""
        from .geometry import LayoutGeometry
        board = list(board)
        self._board = []
        if self._either:  # a hand starts in the usual, wider area (see pick_area)
            self._use_tall = False
        area = self._cut(self._tall if self._use_tall else self._full)
        self.area = area
        self.camera.set_rect(self.vp.rect(area), self.vp.length(start_unit(area)) * 1.0)
        self.geom = LayoutGeometry([], self.inline, self.bounds)
        for k in range(1, len(board) + 1):
            self.sync(board[:k], (), snap=True)
        if not board:
            self.sync([], None, snap=True)
        self._restored = True  # (until the next play: see set_floor)

    def resize(self) -> None:
        """The screens laid out again: a new window size refits the camera; a language,
        theme or text size (Options) leaves the play area as it was, and the board stays
        put (the camera moves only when a play needs room)."""
        rect, unit = self.vp.rect(self.area), self.vp.length(start_unit(self.area)) * 1.0
        if self._board and rect == self.camera.rect and unit == self.camera.max_zoom:
            return
        self.camera.set_rect(rect, unit)
        self.fit(snap=True)
