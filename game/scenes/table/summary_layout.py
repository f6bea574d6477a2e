"""The hand summary's layout: its panel's size for its lines at the player's text size,
the number columns (their centres and widths: "In play", the hand end's words and pill,
"This hand"), the tiles' room, the title's room; no drawing. The painter
(:mod:`game.scenes.table.summary_draw`) draws in these columns."""

from __future__ import annotations

import pygame

from ...ui import THEME

__all__ = ["SummaryLayout", "PANEL", "COUNT_SECONDS", "tile_unit", "race_zero", "DIM",
           "BUTTON_ROW", "COACH_FADE", "BELOW_ZERO", "RACE_X"]

PANEL = pygame.Rect(150, 20, 980, 680)
#: The height of a row of buttons with its gap (a second row at large text).
BUTTON_ROW = 66
#: The coach's line: 30 px with a gap above it and a gap to the buttons under it.
COACH_GAP = 16
COACH_ROOM = 30 + 2 * COACH_GAP
#: The scores count up from the hand's start to its end over this long.
COUNT_SECONDS = 1.1
#: The coach's line fades in over this long (s, at normal speed).
COACH_FADE = 0.4
#: A tile's short side in the summary (design px): 30 (60 px tall, pips easy to count)
#: unless a long hand needs smaller, never under 18.
TILE_UNIT = 30
MIN_UNIT = 18
TILES_W = 430  # design px of a row given to the tiles
#: The names' column (design px from the panel's left), the tiles after it.
NAME_W = 170
#: The result pills' column (design px, at least): "-15", "0", "+5".
RESULT_W = 96
#: Where the race-to-the-target bars start (design px from the panel's left).
RACE_X = 520
#: The room of the arrow between a hand's pips and its points ("16 pips → −15").
ARROW_W = 24
#: The column labels' line over the hands (design px at 100 % text).
HEAD_H = 28
#: The gap between two number columns (design px).
COL_GAP = 14
#: The legend's line (the rounding rule over the pictures), at 100 % text.
LEGEND_H = 26
#: The gap under the race (the outcome, first) before the hands' numbers (design px).
RACE_AFTER = 12
#: The cover over the table while the summary shows: dark enough that nothing of the
#: table's HUD (a score, the Total box) reads through beside the panel.
DIM = (6, 10, 8, 242)


#: The share of a race bar left of its zero mark when a score of the game is below zero.
BELOW_ZERO = 0.2


def race_zero(bar, below: bool) -> tuple[int, float]:
    """A race bar's zero mark (screen x) and the width its target spans: at the bar's
    start, or a fifth along it when a score is below zero (the room for that side)."""
    room = round(bar.w * BELOW_ZERO) if below else 0
    return bar.x + room, bar.w - room


def tile_unit(count: int, room: float = TILES_W) -> int:
    """The short side of a summary tile for a hand of ``count`` tiles in ``room`` px."""
    if count <= 0:
        return TILE_UNIT
    return max(MIN_UNIT, min(TILE_UNIT, int(room + 4) // count - 4))


class SummaryLayout:
    """The summary's measures, shared by its painter (``self.s``: the scene)."""

    def heights(self, lines, ks: float = 1.0) -> float:
        """The panel's height for ``lines`` with text lines ``ks`` times as tall."""
        h = 20 + (30 * ks + 2 * COACH_GAP) + 72  # title margin, the coach's line, buttons
        if self.two_rows:
            h += BUTTON_ROW
        gap = self.row_gap()
        for i, line in enumerate(lines):
            kind = line[0]
            h += {"title": 50 * ks, "legend": LEGEND_H * ks, "head": HEAD_H * ks,
                  "hand": max(2 * TILE_UNIT + 8, 34 * ks) + gap,
                  "score": 34 * ks}[kind]
            if kind == "score" and lines[i - 1][0] != "score":
                h += 10 + 30 * ks
            if kind != "score" and i and lines[i - 1][0] == "score":
                h += RACE_AFTER  # the race, then the hands' numbers under it
        return h

    @staticmethod
    def spare_slots(lines) -> set[int]:
        """The lines that a share of the panel's spare height goes above: the second
        hand on, the first note, the scores and what follows them (not the legend,
        which belongs with the title and the hands)."""
        out: set[int] = set()
        for i, line in enumerate(lines[1:], 1):
            kind, before = line[0], lines[i - 1][0]
            if kind == before == "hand" or (kind != before and "score" in (kind, before)):
                out.add(i)
        return out

    def row_gap(self) -> int:
        """The gap under a hand's row: 6 px, 1 px with four hands (room for the legend)."""
        return 1 if len(self.s.tally.hands) >= 4 else 6

    def line_scale(self, lines) -> float:
        """How much taller the text lines get with the player's text size: as much as
        the text grows (up to 1.75x) while the whole summary still fits the window (a
        4-player hand fills it at 100 %: its lines keep their height)."""
        k = min(1.75, getattr(self.s.app.fonts, "text_scale", 1.0))
        ks = k
        while ks > 1.0 and self.heights(lines, ks) > PANEL.h:
            ks = max(1.0, ks - 0.05)
        return ks

    def panel(self, lines) -> pygame.Rect:
        """The panel sized to ``lines``, the coach's line and the buttons, centred on the
        screen (the coach's line has its own room above the buttons, see
        :meth:`coach_y`)."""
        k = getattr(self.s.app.fonts, "text_scale", 1.0)
        self.two_rows = False
        self.ks = one_row = self.line_scale(lines)
        if k > 1.3:  # two rows of wider buttons if the lines keep (nearly) their growth
            self.two_rows = True
            self.ks = self.line_scale(lines)
            if (self.heights(lines, self.ks) > PANEL.h
                    or self.ks < min(one_row, 1.45) - 1e-6):
                self.two_rows, self.ks = False, one_row
        h = min(PANEL.h, max(360, round(self.heights(lines, self.ks))))
        r = PANEL.copy()
        r.h = h
        r.centery = 360
        return r

    def title_box(self, kicker: str) -> tuple[float, float]:
        """``(kicker's width, the headline's room)`` in design px: the headline centred
        between the hand's number at the left and as much room at the right."""
        vp, tc = self.s.app.vp, self.s.table.text
        kw = tc.get(kicker, 22, THEME.ink_dim).get_width() / vp.scale + 12
        return kw, PANEL.w - 80 - 2 * kw

    def coach_y(self, panel: pygame.Rect) -> int:
        """The top of the coach's line (design px): a line's height plus a clear gap
        above the buttons (they sit 72 px above the panel's bottom)."""
        rows = BUTTON_ROW if self.two_rows else 0
        return round(panel.bottom - 72 - rows - COACH_GAP - 30 * getattr(self, "ks", 1.0))

    def phrase_width(self) -> float:
        """The widest hand phrase (design px, at the player's text size)."""
        vp, tc = self.s.app.vp, self.s.table.text
        return max((tc.get(line[2], 22, THEME.ink).get_width() / vp.scale
                    for line in self.s.lines if line[0] == "hand"), default=0.0)

    def arrow_width(self) -> float:
        """The arrow's room between a hand's pips and its pill (design px, at the text
        size): "16 pips → −15"."""
        vp, tc = self.s.app.vp, self.s.table.text
        return max(ARROW_W, tc.get("\u2192", 22, THEME.ink_dim).get_width() / vp.scale + 10)

    def result_width(self) -> float:
        """The result pills' column (design px): room for a "-88" at the text size (the
        same for every hand, so the words before it end at one x)."""
        vp, tc = self.s.app.vp, self.s.table.text
        return max(RESULT_W, tc.get("\u221288", 26, THEME.ink, True).get_width() / vp.scale + 36)

    def number_width(self, label: str) -> float:
        """A number column's width (design px): its label or a "+888", the wider."""
        vp, tc = self.s.app.vp, self.s.table.text
        return max(tc.get(label, 18, THEME.ink_dim).get_width(),
                   tc.get("+888", 24, THEME.ink, True).get_width()) / vp.scale + 12

    def number_columns(self) -> dict:
        """The number columns' centres and widths (design px), right to left: the
        hand's whole ("This hand"), the hand end's pill and the words before it, the
        points in play; ``phrase_right``: where the words end."""
        labels = next((line[1] for line in self.s.lines if line[0] == "head"),
                      ("", "", ""))
        right = PANEL.right - 30
        w_total, w_play = self.number_width(labels[2]), self.number_width(labels[0])
        total = right - w_total / 2
        pill_w = self.result_width()
        pill = right - w_total - COL_GAP - pill_w / 2
        phrase_right = pill - pill_w / 2 - 8 - self.arrow_width()
        end_left = phrase_right - self.phrase_width()
        play = end_left - COL_GAP - w_play / 2
        return {"total": (total, w_total), "pill": (pill, pill_w),
                "end": ((end_left + pill + pill_w / 2) / 2, pill + pill_w / 2 - end_left),
                "play": (play, w_play), "phrase_right": phrase_right}

    def head_box(self, label: str, key: str, cols: dict) -> tuple[float, float]:
        """A column label's centre and room (design px). "Hand end" sits over its "−15"
        pills (the words before them say what the number is), so the pill column
        never reads unlabelled; a label wider than the pills ends at their right edge,
        reaching left over the words."""
        cx, w = cols[key]
        if key != "end":
            return cx, w
        pill, pill_w = cols["pill"]
        vp, tc = self.s.app.vp, self.s.table.text
        need = tc.get(label, 21, THEME.ink_dim).get_width() / vp.scale + 8
        if need <= pill_w:
            return pill, pill_w
        right = pill + pill_w / 2
        width = min(need, w)
        return right - width / 2, width

    def columns(self) -> tuple[float, float]:
        """``(x of the tiles, right edge of the tiles' room)`` in design px: the tiles
        right after the names, at the same x for every hand and player count; the
        number columns after them at the panel's edge."""
        cols = self.number_columns()
        play, w = cols["play"]
        return PANEL.x + self.name_w(), play - w / 2 - 12

    def name_w(self) -> float:
        """The names' column (design px): wider as the text grows ("Wschód" at 200 %)."""
        k = min(1.75, getattr(self.s.app.fonts, "text_scale", 1.0))
        return NAME_W + 50 * (k - 1.0)

    def tiles_room(self, x_tiles: float) -> float:
        """The design px a hand's tiles have: up to the first number column."""
        _x, tiles_right = self.columns()
        return max(4 * (MIN_UNIT + 4), tiles_right - x_tiles)
