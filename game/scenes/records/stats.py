"""Statistics: games and wins per ruleset, players and bot level; best play; best hand."""

from __future__ import annotations

import pygame

from engine.errors import InvalidNotationError
from engine.moves import OPEN_CODE, Move
from engine.tiles import HI, LO

from ...actions import Action
from ...i18n import N_, _, ngettext, pgettext
from ...stats import RULESET_TITLES, UNDO_RULE, Stats, counted
from ...texts import level_name, ruleset_title
from ...ui import THEME, MenuList, draw_panel, draw_text_fit
from ...widgets import ConfirmScene, MenuScreen, draw_tile
from ..review.stats import draw_coach_trend

__all__ = ["StatsScene"]

#: (heading, x of the anchor from the table's left, anchor, width of the cell)
COLUMNS = ((N_("Rules"), 0, "midleft", 230), (N_("Players"), 250, "center", 110),
           (N_("Bots"), 370, "center", 120), (N_("Games"), 490, "center", 100),
           (N_("Wins"), 590, "center", 100), (N_("Win rate"), 700, "center", 110),
           (N_("With undo"), 850, "center", 180))


#: The records' panel, and the top of the buttons under it: the buttons' foot (646)
#: stays over the controls line at any text size (it takes 648-692, see footer_hints).
RECORDS = (100, 390, 1080, 198)
#: The width a best play's tiles take ("[a|b] on [c|d]", design px).
PLAY_W = 160
#: The short side of a best play's tiles (design px): as tall as the text beside them.
PLAY_UNIT = 24
#: The headline figures' band (design px): games, win rate, best play, best hand, streak.
HEAD = (100, 104, 1080, 84)
#: The second column of records (from the first's left; design px).
COL_DX = 360
#: The records' rows' room (design px): from the first row (432) to the footnote (554).
RECORD_ROWS_H = 124
BUTTONS_Y = 596


def play_tiles(notation) -> tuple[tuple[int, int], tuple[int, int] | None] | None:
    """The tiles of a recorded play (engine notation such as ``6-6@3-6:high``): the
    tile played and the tile it was played on (None for the opening tile), each as
    ``(low, high)`` pips; None if the record cannot be read."""
    if not isinstance(notation, str):
        return None
    try:
        move = Move.parse(notation)
    except (InvalidNotationError, ValueError):
        return None
    tile = move.code >> 8
    anchor = move.code & 255
    on = None if anchor == OPEN_CODE else anchor >> 3
    return (LO[tile], HI[tile]), (None if on is None else (LO[on], HI[on]))


#: The table's text size (design px) and the least gap between its columns.
TABLE_TEXT, COLUMN_GAP = 22, 16


def fit_columns(widths, width: float, least_gap: float = COLUMN_GAP):
    """The table's columns laid out across ``width`` (design px) by what they hold
    (each column's widest text, ``widths``): every gap between two columns the same (at
    200 % Polish "Wygrane" all but met "Skuteczność" while "Gry" stood apart).
    ``(lefts, gap, k)``: each column's left from the table's left, the gap, and the
    share of their size the texts keep (1: full size; less only where even the least
    gap leaves too little room)."""
    n = len(widths)
    need = sum(widths)
    k = min(1.0, (width - least_gap * (n - 1)) / max(1.0, need))
    gap = (width - need * k) / max(1, n - 1)
    lefts, x = [], 0.0
    for w in widths:
        lefts.append(x)
        x += w * k + gap
    return lefts, gap, k


def cell_box(vp, x: float, column, cy: float, h: float):
    """The screen rect of a table cell (design: column at ``x``, centre line ``cy``)."""
    _name, cx, anchor, w = column
    left = x + cx if anchor == "midleft" else x + cx - w / 2
    return vp.rect((left, cy - h / 2, w, h))


class StatsScene(MenuScreen):
    """UP/DOWN scroll the table; LEFT/RIGHT/Tab choose a button; CONFIRM presses it."""

    name = "stats"
    title = N_("Statistics")
    hints = N_("Up/Down scroll   Left/Right choose   Enter confirm   Esc back")
    pad_hints = N_("D-pad: up/down scroll, left/right choose   A confirm   B back")
    #: The table's place and its tallest (it is sized to its rows, up to this).
    TABLE = (120, 198, 1040, 186)
    ROW_H = 32

    def __init__(self, app):
        super().__init__(app)
        if getattr(app, "stats", None) is None:
            app.stats = Stats.load()
        self.scroll = 0
        # one Back (the screen's, top left: two read as a mistake); its foot clear of the
        # controls line (it grows up from 692)
        self.buttons = MenuList([(N_("Reset statistics"), self.ask_reset)], 640, BUTTONS_Y,
                                width=300, height=50)
        self.buttons.buttons[0].rect.topleft = (640 - 150, BUTTONS_Y)
        # nothing focused on arrival (else "Reset statistics" met the eye lit
        # gold, one Enter from its question): Left/Right or the mouse focus it
        self.buttons.index = -1
        self.buttons._sync()

    @property
    def stats(self) -> Stats:
        return self.app.stats

    def visible_rows(self) -> int:
        """The rows the table shows at most (room kept for "rows 1-3 of 18")."""
        return (self.TABLE[3] - 46 - 10 - 30) // self.ROW_H

    def table_height(self, n: int) -> int:
        """The table's panel sized to its ``n`` rows (not one row in a big
        empty panel): the heading, the rows shown (or the empty line), the scroll note."""
        shown = min(n, self.visible_rows()) if n else 1
        return 46 + shown * self.ROW_H + 12 + (30 if n > self.visible_rows() else 0)

    def ask_reset(self) -> None:
        self.app.audio.play("click")
        if self.stats.empty:
            self.app.toast(_("There are no statistics to reset yet."), 4)
            return

        def reset():
            self.stats.reset()
            self.scroll = 0
            self.app.toast(_("Statistics reset."), 4)
        self.app.push(ConfirmScene(self.app, N_("Reset all statistics? This cannot be undone."),
                                   reset, yes=N_("Reset")))

    def handle_input(self, inp) -> None:
        a = inp.action
        n = len(self.stats.table())
        top = max(0, n - self.visible_rows())
        if a in (Action.UP, Action.SCROLL_UP):
            self.scroll = max(0, self.scroll - 1)
        elif a in (Action.DOWN, Action.SCROLL_DOWN):
            self.scroll = min(top, self.scroll + 1)
        elif a in (Action.LEFT, Action.PREV):
            self.buttons.move(-1)
        elif a in (Action.RIGHT, Action.NEXT):
            self.buttons.move(1)
        elif a == Action.CONFIRM and self.buttons.index < 0:
            pass  # no button chosen yet
        elif a != Action.PAUSE:
            self.buttons.handle(inp, self.app.vp)

    # -- drawing -------------------------------------------------------------------
    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        self._draw_head(surf, vp, fonts)
        rows = self.stats.table()
        x, y, w, room = self.TABLE
        h = self.table_height(len(rows))
        y += (room - h) // 2  # a short table between the figures and the records
        panel = vp.rect((x - 20, y, w + 40, h))
        draw_panel(surf, panel)
        hy = y + 26
        columns, size = self.columns(rows)
        for col in columns:
            cell = cell_box(vp, x, col, hy, 30)
            draw_text_fit(surf, fonts, size, _(col[0]), THEME.panel_edge, cell, col[2],
                          bold=True)
        pygame.draw.line(surf, THEME.panel_edge, vp.point((x, hy + 18)),
                         vp.point((x + w, hy + 18)), vp.length(2))
        if not rows:
            draw_text_fit(surf, fonts, 24,
                          _("No games played yet. Finish a game to see it here."),
                          THEME.ink_dark, vp.rect((x, y + 46, w, self.ROW_H)), "center")
        shown = rows[self.scroll:self.scroll + self.visible_rows()]
        ry = hy + 18 + self.ROW_H / 2 + 4
        for i, row in enumerate(shown):
            if (i + self.scroll) % 2:
                band = vp.rect((x - 6, ry - self.ROW_H / 2, w + 12, self.ROW_H))
                pygame.draw.rect(surf, (236, 228, 206), band)
            for col, text in zip(columns, self.cells(row)):
                draw_text_fit(surf, fonts, size, text, THEME.ink_dark,
                              cell_box(vp, x, col, ry, self.ROW_H - 2), col[2])
            ry += self.ROW_H
        if len(rows) > self.visible_rows():
            more = _("rows {first}-{last} of {n}").format(
                first=self.scroll + 1, last=self.scroll + len(shown), n=len(rows))
            draw_text_fit(surf, fonts, 22, more, THEME.ink_dark,
                          vp.rect((x + w - 380, y + h - 36, 380, 30)), "bottomright")
        self._draw_records(surf, vp, fonts)
        draw_coach_trend(self, surf)  # the coach's points lost per hand (issue 14)
        self.buttons.draw(surf, vp, fonts)

    @staticmethod
    def cells(row) -> tuple[str, ...]:
        """A table row's words, a column each (COLUMNS)."""
        ruleset, players, bots, c = row
        games, wins = counted(c)  # with undo too; how many used it: its own column
        rate = _("{n}%").format(n=round(100 * wins / games)) if games else "-"
        assisted = (_("{games} ({wins} won)").format(games=c["assisted_games"],
                                                      wins=c["assisted_wins"])
                    if c["assisted_games"] else "-")
        return (ruleset_title(ruleset), str(players), level_name(bots), str(games),
                str(wins), rate, assisted)

    def columns(self, rows) -> tuple[list, float]:
        """The table's columns as its words need them at the text size, ``(name, x,
        anchor, width)`` each (x: the left of the first, the others' middle; design px,
        from the table's left), evenly apart, and the one size (design px) every
        heading and cell is drawn at (:func:`fit_columns`): all rows measured, not only
        those shown, so a scroll moves no column."""
        fonts = self.app.fonts
        scale = max(1e-6, getattr(fonts, "scale", 1.0))
        head, body = fonts.get(TABLE_TEXT, True), fonts.get(TABLE_TEXT)
        texts = [self.cells(r) for r in rows]
        widths = [max([head.size(_(col[0]))[0]]
                      + [body.size(t[i])[0] for t in texts]) / scale
                  for i, col in enumerate(COLUMNS)]
        # (no taller than a row: the cells are drawn to its height)
        tall = min(1.0, (self.ROW_H - 2) / max(1e-6, head.get_height() / scale))
        widths = [wd * tall for wd in widths]
        lefts, _gap, k = fit_columns(widths, self.TABLE[2])
        out = []
        for col, left, wd in zip(COLUMNS, lefts, widths):
            wd *= k
            out.append((col[0], left if col[2] == "midleft" else left + wd / 2, col[2],
                        wd + 2))
        return out, TABLE_TEXT * k * tall

    def headline(self) -> list[tuple[str, str]]:
        """The page's big figures, ``(value, label)``: games played, the win rate, the
        best play and best hand (any rules) and the longest run of wins."""
        played, won = counted(self.stats.totals())  # with undo too (UNDO_RULE)
        rate = _("{n}%").format(n=round(100 * won / played)) if played else "-"

        def best(records) -> str:
            points = [r["points"] for r in records.values() if r]
            return str(max(points)) if points else "-"
        return [(str(played), _("Games")), (rate, _("Win rate")),
                (best(self.stats.best_play), _("Best play")),
                (best(self.stats.best_hand), _("Best hand")),
                (str(self.stats.streak.get("best", 0)), _("Most wins in a row"))]

    def _draw_head(self, surf, vp, fonts) -> None:
        """Five cards, each a big number over its name (not a spreadsheet)."""
        x, y, w, h = HEAD
        gap = 12
        cw = (w - 4 * gap) / 5
        cards = [vp.rect((x + i * (cw + gap), y, cw, h)) for i in range(5)]
        figures = self.headline()
        boxes = [pygame.Rect(c.x + vp.length(8), c.y + c.h * 58 // 100, c.w - vp.length(16),
                             c.h * 36 // 100) for c in cards]
        # one size for the five names, the largest at which each fits its card (at 200 %
        # Polish "Najlepsze rozdanie" came out half the size of "Gry" beside it)
        size = min(22 * min(1.0, b.w / max(1, fonts.get(22, True).size(label)[0]),
                            b.h / max(1, fonts.get(22, True).get_height()))
                   for b, (_v, label) in zip(boxes, figures))
        while size > 8 and any(  # (a font's size is whole pixels: down to one that fits)
                fonts.measure(fonts.get(size, True), label)[0] > b.w
                or fonts.measure(fonts.get(size, True), label)[1] > b.h
                for b, (_v, label) in zip(boxes, figures)):
            size -= 0.5
        for card, box, (value, label) in zip(cards, boxes, figures):
            draw_panel(surf, card)
            draw_text_fit(surf, fonts, 40, value, THEME.ink_dark,
                          pygame.Rect(card.x, card.y + vp.length(4), card.w,
                                      card.h * 58 // 100), "center", bold=True)
            draw_text_fit(surf, fonts, size, label, THEME.panel_edge, box, "center",
                          bold=True)

    def _draw_records(self, surf, vp, fonts) -> None:
        box = RECORDS
        draw_panel(surf, vp.rect(box))
        x0 = box[0] + 24
        col_w = 340  # two columns of records; the coach's chart in the third
        draw_text_fit(surf, fonts, 22, _("Best single play"), THEME.panel_edge,
                      vp.rect((x0, 396, col_w, 32)), "midleft", bold=True)
        head = _("Best hand (points you scored in one hand)")
        if fonts.get(22, True).size(head)[0] > vp.length(col_w):  # large text: the short
            head = _("Best hand")
        draw_text_fit(surf, fonts, 22, head, THEME.panel_edge,
                      vp.rect((x0 + COL_DX, 396, col_w, 32)), "midleft", bold=True)
        rows = []
        for ruleset in RULESET_TITLES:
            title = ruleset_title(ruleset)
            cells = []
            rows.append(cells)
            for dx, rec, is_play in ((0, self.stats.best_play.get(ruleset), True),
                                     (COL_DX, self.stats.best_hand.get(ruleset), False)):
                tiles = play_tiles(rec.get("notation")) if (rec and is_play) else None
                if rec:
                    text = ngettext("{rules}: {points} point", "{rules}: {points} points",
                                    rec["points"]).format(rules=title, points=rec["points"])
                    sub = ngettext("{n} player, {date}", "{n} players, {date}",
                                   rec["players"]).format(n=rec["players"], date=rec["date"])
                else:
                    text, sub = _("{rules}: {points}").format(rules=title, points="-"), ""
                # a best play's tiles follow the line under it; when that line would
                # shrink to make room (large text), they take a line of their own
                # (else at 200 % "2 players, <date>" shrank to a scrap)
                own = (tiles is not None and fonts.get(22).size(sub)[0]
                       > vp.length(col_w - 14 - PLAY_W))
                cells.append((dx, text, sub, tiles, own))

        def height(cells, own_ok=True) -> int:
            return 6 + max(28 + 28 * bool(sub) + 28 * (own and own_ok)
                           for _dx, _t, sub, _p, own in cells)
        own_ok = sum(height(cells) for cells in rows) <= RECORD_ROWS_H  # else it shrinks
        yy = 432
        for cells in rows:
            for dx, text, sub, tiles, own in cells:
                own = own and own_ok
                drawn = draw_text_fit(surf, fonts, 22, text, THEME.ink_dark,
                                      vp.rect((x0 + dx, yy, col_w, 28)), "midleft")
                if sub:  # (room kept for the play's tiles after it)
                    room = col_w - 14 - (PLAY_W if tiles is not None and not own else 0)
                    drawn = draw_text_fit(surf, fonts, 22, sub, THEME.ink_soft,
                                          vp.rect((x0 + dx + 14, yy + 28, room, 28)),
                                          "midleft")
                if tiles is not None:  # the play's tiles after the line under it
                    if own:
                        drawn = vp.rect((x0 + dx + 14, yy + 56, 0, 28))
                    self._draw_play(surf, vp, fonts, tiles, drawn.right + vp.length(12),
                                    drawn.centery)
            yy += height(cells, own_ok)  # as tall as its tallest cell, in both columns
        note = _(UNDO_RULE)  # the "With undo" column: how many of the games used undo
        draw_text_fit(surf, fonts, 22, note, THEME.ink_soft, vp.rect((110, 554, 1060, 28)),
                      "center")

    def _draw_play(self, surf, vp, fonts, tiles, x, cy) -> None:
        """The record's play as a player sees it: the tile played, "on", the tile it
        was played on (the opening tile alone)."""
        played, on = tiles
        unit = vp.length(PLAY_UNIT)
        r = draw_tile(surf, (x + unit, cy), played[0], played[1], False, unit)
        if on is None:
            return
        word = draw_text_fit(surf, fonts, 22, pgettext("a tile played on another", "on"),
                             THEME.ink_dark,
                             pygame.Rect(r.right + vp.length(6), cy - vp.length(14),
                                         vp.length(60), vp.length(28)), "midleft")
        draw_tile(surf, (word.right + vp.length(6) + unit, cy), on[0], on[1], False, unit)
