"""A scrolling list of option rows driven by any device."""

from __future__ import annotations

import pygame

from ..actions import Action, Input
from ..ui import THEME, Fonts, Viewport, draw_focus_ring, draw_text_fit
from ..ui.shapes import draw_focus_marker, focus_fill
from .drawing import draw_arrow
from .rows import ButtonRow, HeadingRow, Row, SliderRow
from .text import draw_lines_fit

__all__ = ["RowList"]

#: An arrow at the end of its range (it would change nothing): outline and arrow.
DISABLED_EDGE = (128, 118, 100)
#: A row's label starts this far in from its left edge (clear of the focused row's
#: marker, ui.shapes.draw_focus_marker, which reaches 21 px in: it touched the first
#: letter), and ends at least this far before the value's left arrow (design px, the
#: gap growing with the text).
LABEL_PAD, LABEL_GAP = 28, 14


class RowList:
    """A vertical list of rows in the design rect ``area``, scrolling when needed.

    UP/DOWN (and Tab/Shift-Tab, shoulders) move the focus, LEFT/RIGHT change the
    focused row's value, CONFIRM activates it; the mouse hovers to focus, clicks
    the arrows, the value (or a slider's bar) or a button; the wheel scrolls.
    ``on_change(row)`` is called after a value changed or a button ran.
    """

    def __init__(self, rows, area, row_h: float = 54, gap: float = 8, label_frac: float = 0.46,
                 on_change=None, wrap: bool = True):
        self.rows: list[Row] = list(rows)
        #: Up from the first row goes to the last and Down from the last to the first;
        #: False: the focus stops at the ends (a form whose last row is its Start).
        self.wrap = wrap
        self.area = pygame.Rect(area)
        self.row_h = row_h
        self.gap = gap
        self.label_frac = label_frac
        self.on_change = on_change
        self.scroll = 0.0  # design px
        self._spread_key = None  # what the rows' spread was worked out for, and it
        self._spread_val: tuple = (0, 0, 0.0, 0, 0.0, 0.0)
        #: The row the rows shown spread around after a text-size change held it in
        #: place (see _hold_focus); None: they spread down from the first row shown.
        self._pivot: int | None = None
        #: The rows (ids) whose label takes two lines at the text size (see _measure).
        self._wrapped: set[int] = set()
        self._wrap_key: tuple | None = None
        #: The player's text size (Options: 100-200 %): rows grow with it (see
        #: :meth:`set_text_scale`; :meth:`draw` keeps it in step with the fonts).
        self.text_scale = 1.0
        self.index = next((i for i, r in enumerate(self.rows) if r.focusable and r.enabled), 0)
        self._keep_visible()

    # geometry (design coordinates)
    def set_text_scale(self, k: float) -> None:
        """Rows grow with the text (half as fast: a row has room around its text), and
        the focused row stays in view."""
        if abs(k - self.text_scale) > 1e-6:
            y = self._focus_y()
            self.text_scale = k
            self._hold_focus(y)

    @property
    def grow(self) -> float:
        return 1.0 + max(0.0, self.text_scale - 1.0) * 0.5

    def _height(self, row: Row) -> float:
        tall = 1.25 if id(row) in self._wrapped else 1.0
        return self.row_h * self.grow * (0.8 if isinstance(row, HeadingRow) else tall)

    def _measure(self, fonts: Fonts) -> None:
        """At larger text a row whose label takes two lines is taller, so both keep
        the text size (in the language shown; re-measured when it or the size changes)."""
        key = (getattr(fonts, "generation", 0), self.text_scale, fonts.scale)
        if key == self._wrap_key:
            return
        self._wrap_key = key
        wrapped: set[int] = set()
        if self.text_scale > 1.01:
            font = fonts.get(24)
            room = self.label_room(self.area.w)
            wrapped = {id(r) for r in self.rows if not isinstance(r, (HeadingRow, ButtonRow))
                       and fonts.measure(font, r.shown_label)[0] / fonts.scale > room}
        if wrapped != self._wrapped:
            y = self._focus_y()
            self._wrapped = wrapped
            self._hold_focus(y)

    def _focus_y(self) -> float | None:
        """The focused row's centre as drawn (design px), if it is shown."""
        if not self.rows or not self.visible(self.index):
            return None
        return self.row_rect(self.index).centery

    def _hold_focus(self, y: float | None) -> None:
        """After the rows changed height: the focused row back at its old place ``y``
        (its centre, design px), so the arrow just clicked stays under the mouse (else
        text size clicked twice missed) and a row changed by the keys does not jump
        away (near the top of the list a scroll to a row's top put it up to a
        row away). A scroll to a row's top is kept when it holds the row within a quarter
        of its height;
        otherwise the list scrolls between two rows' tops and spreads the rows shown
        around the focused row (:meth:`_spread_now`), so no band is left empty."""
        self._pivot = None
        if y is None:
            self.scroll = min(self.scroll, self.max_scroll)
            self._keep_visible()
            return
        top = self.max_scroll
        best = None
        for s in sorted({0.0, top, *(t for t in self._tops() if t <= top + 0.5)}):
            self.scroll = s
            if not self.visible(self.index):
                continue
            d = abs(self.row_rect(self.index).centery - y)
            if best is None or d < best[0] - 0.5:
                best = (d, s)
        self.scroll = best[1] if best is not None else 0.0
        # (a scroll to a row's top keeps every gap even: it is kept while it holds the
        # row within a quarter of its height, under the arrow just clicked)
        near = self._height(self.rows[self.index]) / 4 - 1
        if best is None or best[0] > near:
            # the row's own place: its centre at y (or as near as keeps it whole), as
            # far as the list scrolls
            h = self._height(self.rows[self.index])
            y = max(self.area.top + h / 2, min(self.area.bottom - h / 2, y))
            free = max(0.0, min(top, self._tops()[self.index] + h / 2 + self.area.y - y))
            self.scroll, self._pivot = free, self.index
            shown = [i for i in range(len(self.rows)) if self.visible(i)]
            if not self.visible(self.index) or (
                    best is not None
                    and abs(self.row_rect(self.index).centery - y) >= best[0] - 0.5) or (
                    # no band left empty under the title (the rows above it too few to
                    # spread over it): then the nearest scroll to a row's top
                    self.row_rect(shown[0]).top > self.area.top + 2):
                self.scroll, self._pivot = best[1] if best is not None else 0.0, None
        self._keep_visible()

    def content_height(self) -> float:
        return sum(self._height(r) + self.gap for r in self.rows) - self.gap

    def _base_rect(self, i: int) -> pygame.Rect:
        """Row ``i``'s rect in the list as scrolled, each row ``gap`` under the last."""
        y = self.area.y - self.scroll
        for r in self.rows[:i]:
            y += self._height(r) + self.gap
        return pygame.Rect(self.area.x, round(y), self.area.w, round(self._height(self.rows[i])))

    def _spread(self) -> tuple:
        """``(first, count, extra, pivot, above, shift)``: the rows wholly shown and the
        space added between each two of them below the row ``pivot`` (and ``above`` it,
        up to the first row; ``shift``: every row moved down so), so that a list longer than its area fills it down to its foot
        and up to its top (only whole rows are drawn: without it, the room a row too
        tall to fit leaves stays an empty band); at most half a row between two rows."""
        key = (self.scroll, self.area.h, self._pivot, tuple(self._height(r) for r in self.rows))
        if self._spread_key == key:
            return self._spread_val
        self._spread_key, self._spread_val = key, self._spread_now()
        return self._spread_val

    def _spread_now(self) -> tuple:
        shown = [i for i in range(len(self.rows)) if self.visible(i)]
        if len(shown) < 2 or self.content_height() <= self.area.h:
            first = shown[0] if shown else 0
            return first, len(shown), 0.0, first, 0.0, 0.0
        cap = self.row_h * self.grow / 2
        pivot = self._pivot if self._pivot in shown else shown[0]
        below = shown[-1] - pivot
        left = self.area.bottom - self._base_rect(shown[-1]).bottom
        extra = min(max(0.0, left) / below, cap) if below else 0.0
        above = pivot - shown[0]
        band = self._base_rect(shown[0]).top - self.area.top
        # (above the row held in place, up to a row between two rows: the list's top
        # is then a row's top, no band left empty under the title)
        up = min(max(0.0, band) / above, 2 * cap) if above else 0.0
        if above and below:
            # one gap between every two rows (above the held row "up", below it
            # "extra" left one wide gap under it after 200 % -> 100 %): the even gap
            # as far as it keeps the held row within a sixth of its height of its
            # place (under the pointer) and the last row inside the list (the rest a
            # band at the list's foot)
            h = self._height(self.rows[pivot])
            fill = (max(0.0, left) + max(0.0, band)) / (above + below)
            even = min(fill, cap, up + h / 6 / above)
            if even >= up - h / 6 / above:  # (all rows move by the held row's shift,
                # the first one's top stays the list's)
                return shown[0], len(shown), even, pivot, even, above * (even - up)
        return shown[0], len(shown), extra, pivot, up, 0.0

    def row_rect(self, i: int) -> pygame.Rect:
        """Row ``i``'s rect as drawn (design px): the rows shown spread over the area."""
        r = self._base_rect(i)
        first, n, extra, pivot, up, shift = self._spread()
        last = first + n - 1
        r.y += round(shift)
        if extra and i > pivot:
            r.y += round(extra * (min(i, last) - pivot))
        if up and i < pivot:
            r.y -= round(up * (pivot - max(i, first)))
        return r

    def label_room(self, w: float) -> int:
        """The width (design px) a row ``w`` wide leaves its label: from its left pad to
        a clear gap before the value's left arrow (it ended 4 px short of it, and
        Polish "Automatyczne dobieranie" touched the arrow)."""
        return round(w * self.label_frac) - LABEL_PAD - round(LABEL_GAP * self.grow)

    def value_rect(self, rect: pygame.Rect) -> pygame.Rect:
        lw = round(rect.w * self.label_frac)
        m = round(6 * self.grow)
        h = min(rect.h, round(self.row_h * self.grow)) - 2 * m  # a tall row's: as any row's
        return pygame.Rect(rect.x + lw, rect.centery - h // 2, rect.w - lw - 8, h)

    def arrow_rects(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        v = self.value_rect(rect)
        s = v.h
        return pygame.Rect(v.x, v.y, s, s), pygame.Rect(v.right - s, v.y, s, s)

    def inner_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a row's value is drawn: between its arrows (or the whole value area)."""
        v = self.value_rect(rect)
        if not self.rows or not any(r.arrows for r in self.rows):
            return v
        left, right = self.arrow_rects(rect)
        return pygame.Rect(left.right + 6, v.y, right.x - left.right - 12, v.h)

    def _tops(self) -> list[float]:
        """Each row's top in the list (design px from the list's top)."""
        tops, y = [], 0.0
        for r in self.rows:
            tops.append(y)
            y += self._height(r) + self.gap
        return tops

    @property
    def max_scroll(self) -> float:
        """As far as the list scrolls: to the first row's top that shows its last row
        (the room left over goes at the bottom, not as a gap above the first row
        drawn: only whole rows are drawn)."""
        need = self.content_height() - self.area.h
        if need <= 0:
            return 0.0
        return min((t for t in self._tops() if t >= need - 0.5), default=need)

    def _keep_visible(self) -> None:
        if not self.rows:
            return
        was = self.scroll
        r = self._base_rect(self.index)
        top = r.y + self.scroll
        # show the heading right above the focused row, too
        if self.index > 0 and isinstance(self.rows[self.index - 1], HeadingRow):
            top -= self._height(self.rows[self.index - 1]) + self.gap
        bottom = r.bottom + self.scroll
        if top - self.area.y < self.scroll:
            self.scroll = top - self.area.y
        elif bottom - self.area.y > self.scroll + self.area.h:
            # down to the focused row, then on to the next row's top: the top row is
            # whole, not cut (only whole rows are drawn)
            self.scroll = self._snap(bottom - self.area.y - self.area.h, 1)
        self.scroll = max(0.0, min(self.max_scroll, self.scroll))
        if abs(self.scroll - was) > 0.5:
            self._pivot = None  # scrolled to a row's top: spread from the first row

    def _snap(self, scroll: float, d: int) -> float:
        """``scroll`` moved to a row's top (the wheel never leaves half a row at the
        top), within the list."""
        scroll = max(0.0, min(self.max_scroll, scroll))
        tops = self._tops()
        ahead = [t for t in tops if (t >= scroll - 0.5 if d > 0 else t <= scroll + 0.5)]
        if ahead:
            scroll = min(ahead) if d > 0 else max(ahead)
        return max(0.0, min(self.max_scroll, scroll))

    def visible(self, i: int) -> bool:
        """Row ``i`` is wholly inside the list's area (only those are drawn: no row is
        shown cut under the title or at the bottom)."""
        r = self._base_rect(i)
        return r.top >= self.area.top - 1 and r.bottom <= self.area.bottom + 1

    # focus
    @property
    def current(self) -> Row | None:
        return self.rows[self.index] if self.rows else None

    def focus(self, i: int) -> None:
        if 0 <= i < len(self.rows) and self.rows[i].focusable and self.rows[i].enabled:
            self.index = i
            self._keep_visible()

    def move(self, d: int) -> None:
        n = len(self.rows)
        i = self.index
        for _k in range(n):
            if not self.wrap and not 0 <= i + d < n:
                return  # at the end: the focus stays
            i = (i + d) % n
            if self.rows[i].focusable and self.rows[i].enabled:
                break
        self.index = i
        self._keep_visible()

    def _changed(self, row: Row) -> None:
        if self.on_change is not None:
            self.on_change(row)

    def _hit(self, vp: Viewport, pos):
        """``(index, part)`` under a screen position; part is 'left', 'right',
        'value' or 'label'."""
        d = vp.to_design(pos)
        if not self.area.collidepoint(d):
            return None, None
        for i, row in enumerate(self.rows):
            r = self.row_rect(i)
            if not r.collidepoint(d) or not row.focusable or not self.visible(i):
                continue
            if row.arrows:
                left, right = self.arrow_rects(r)
                if left.collidepoint(d):
                    return i, "left"
                if right.collidepoint(d):
                    return i, "right"
                if self.value_rect(r).collidepoint(d):
                    return i, "value"
            return i, "label"
        return None, None

    def handle(self, inp: Input, vp: Viewport) -> bool:
        """Use an input if it is meant for the list; return True if used."""
        a = inp.action
        row = self.current
        if a in (Action.UP, Action.PREV):
            self.move(-1)
            return True
        if a in (Action.DOWN, Action.NEXT):
            self.move(1)
            return True
        if a in (Action.LEFT, Action.RIGHT) and row is not None:
            if row.enabled and row.step(-1 if a == Action.LEFT else 1):
                self._changed(row)
            return True
        if a == Action.CONFIRM and row is not None:
            if row.enabled and row.activate():
                self._changed(row)
            return True
        if a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            d = -1 if a == Action.SCROLL_UP else 1
            self.scroll = self._snap(self.scroll + d * (self.row_h * self.grow + self.gap), d)
            self._pivot = None
            return True
        if a == Action.POINT and inp.pos is not None:
            i, _part = self._hit(vp, inp.pos)
            if i is not None and self.rows[i].enabled:
                self.index = i  # no scrolling on hover
            return False
        if a == Action.PRESS and inp.pos is not None:
            i, part = self._hit(vp, inp.pos)
            if i is None:
                return False
            row = self.rows[i]
            if not row.enabled:
                return True
            self.focus(i)
            if part == "left":
                changed = row.step(-1)
            elif part == "right":
                changed = row.step(1)
            elif part == "value" and isinstance(row, SliderRow):
                r = vp.rect(self.inner_rect(self.row_rect(i)))
                changed = row.click_value(row.bar_fraction(r, vp, inp.pos[0]))
            else:
                changed = row.activate()
            if changed:
                self._changed(row)
            return True
        return False

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        self.set_text_scale(getattr(fonts, "text_scale", 1.0))
        self._measure(fonts)
        clip = vp.rect(self.area.inflate(12, 12))
        old = surf.get_clip()
        surf.set_clip(clip)
        label_font = fonts.get(24)
        self.even_values(vp, fonts)
        for i, row in enumerate(self.rows):
            dr = self.row_rect(i)
            if not self.visible(i):
                continue
            r = vp.rect(dr)
            if isinstance(row, HeadingRow):
                box = pygame.Rect(r.x + vp.length(8), r.y, r.w - vp.length(16),
                                  r.h - vp.length(4))
                draw_text_fit(surf, fonts, 26, row.shown_label, THEME.accent, box,
                              "bottomleft", bold=True, shadow=True)
                pygame.draw.line(surf, THEME.accent, (r.x + vp.length(8), r.bottom),
                                 (r.right - vp.length(8), r.bottom), vp.length(2))
                continue
            hot = i == self.index
            self._draw_row(surf, vp, fonts, row, dr, r, hot, label_font)
        surf.set_clip(old)
        if self.max_scroll > 0:
            self._draw_scrollbar(surf, vp)

    def even_values(self, vp: Viewport, fonts: Fonts, size: float = 24) -> float:
        """One size for the rows' values (a choice's words): ``size``, or the size at
        which the widest fits its room; set on each row (``value_size``)."""
        k = 1.0
        font = fonts.get(size, True)
        for i, row in enumerate(self.rows):
            if isinstance(row, (HeadingRow, ButtonRow, SliderRow)):
                continue
            text = row.measure_text()
            if not text:
                continue
            dr = self.row_rect(i)
            box = vp.rect(self.inner_rect(dr) if row.arrows else self.value_rect(dr))
            w, h = fonts.measure(font, text)
            if w and h:
                k = min(k, (box.w - 2 * vp.length(4)) / w, box.h / h)
        # never below 0.7 of the size: a far too long value shrinks on its own rather
        # than every value with it
        out = size if k >= 1.0 else size * max(0.7, k * 0.98)
        for row in self.rows:
            row.value_size = out
        return out

    def _draw_row(self, surf, vp, fonts, row, dr, r, hot, label_font):
        rad = vp.length(10)
        if hot:
            draw_focus_ring(surf, r, vp, 10)
        # the focused row is the one lit: a warm fill (the buttons' focus yellow, paler
        # under a row's words), the ring and a marker at its left; a primary row (Start)
        # out of focus is a plain row with an orange edge (a strong orange Start read
        # as more active than the focused row above it)
        fill = focus_fill() if hot else THEME.row
        primary = isinstance(row, ButtonRow) and row.primary
        if primary:
            fill = THEME.focus if hot else THEME.row
        if not row.enabled:
            fill = THEME.disabled
        pygame.draw.rect(surf, fill, r, border_radius=rad)
        if row.enabled:
            edge = THEME.accent if primary and not hot else THEME.panel_edge
            pygame.draw.rect(surf, edge, r, width=vp.length(3 if hot or primary else 2),
                             border_radius=rad)
        if hot and row.enabled:
            draw_focus_marker(surf, r, vp)
        else:  # off: flat, a thin dim edge (as an off button)
            pygame.draw.rect(surf, THEME.disabled_edge, r, width=max(1, vp.length(1)),
                             border_radius=rad)
        ink = THEME.ink_dark if row.enabled else THEME.disabled_ink
        if isinstance(row, ButtonRow):
            draw_text_fit(surf, fonts, 26, row.shown_label, ink, r, "center", bold=True,
                          pad=vp.length(12))
            return
        label_box = pygame.Rect(r.x + vp.length(LABEL_PAD), r.y,
                                vp.length(self.label_room(dr.w)), r.h)
        # the label at its size, on two lines if one is too narrow; smaller only if not
        if not draw_lines_fit(surf, fonts, 24, row.shown_label, ink,
                              label_box.inflate(0, -vp.length(4)), min_size=17):
            draw_text_fit(surf, fonts, 24, row.shown_label, ink, label_box, "midleft")
        if row.arrows:
            left, right = (vp.rect(x) for x in self.arrow_rects(dr))
            for box, d in ((left, -1), (right, 1)):
                if row.can_step(d):
                    pygame.draw.rect(surf, THEME.accent if hot else (210, 200, 178), box,
                                     border_radius=vp.length(8))
                    draw_arrow(surf, box, d, THEME.ink_dark)
                else:  # the end of its range: a dim outline, a faint arrow (disabled)
                    pygame.draw.rect(surf, DISABLED_EDGE, box, max(1, vp.length(2)),
                                     border_radius=vp.length(8))
                    draw_arrow(surf, box, d, DISABLED_EDGE)
            inner = vp.rect(self.inner_rect(dr))
        else:
            inner = vp.rect(self.value_rect(dr))
        row.draw_value(surf, inner, vp, fonts, hot)

    def _draw_scrollbar(self, surf, vp):
        track = pygame.Rect(self.area.right + 10, self.area.y, 8, self.area.h)
        t = vp.rect(track)
        pygame.draw.rect(surf, tuple(c * 3 // 4 for c in THEME.felt_dark), t,  # the cloth, deeper
                         border_radius=t.w // 2)
        frac = self.area.h / self.content_height()
        h = max(24, track.h * frac)
        y = track.y + (track.h - h) * (self.scroll / self.max_scroll)
        pygame.draw.rect(surf, THEME.accent, vp.rect((track.x, y, track.w, h)),
                         border_radius=t.w // 2)
