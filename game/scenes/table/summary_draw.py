"""The hand summary drawn as a round result: the headline, each hand's tiles at a
readable size, then its numbers in three labelled columns: its points in play, its
hand's end ("16 pips" and a "−15" pill), the two together; the scores counting up in
the race to the target (a bar each) from where the hand started.

Every number comes from the hand's tally (the engine's events); the words come from
:func:`game.scenes.table.summary_words.summary_lines`.
"""

from __future__ import annotations

import pygame
import pytweening

from engine.tiles import HI, LO

from ...i18n import _
from ...present.review_words import summary_text
from ...texts import team_name
from ...ui import THEME, draw_dialog, even_text
from ...ui.numbers import score, signed
from . import summary_look as look
from .summary_words import race_words

__all__ = ["SummaryPainter", "PANEL", "COUNT_SECONDS", "tile_unit", "DIM", "BUTTON_ROW"]

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


def _signed(v: int) -> str:
    return signed(v)


class SummaryPainter:
    """Draws a :class:`~game.scenes.table.summary.SummaryScene` (``scene``)."""

    def __init__(self, scene):
        self.s = scene
        #: How much taller the text lines are at the player's text size (panel()).
        self.ks = 1.0
        #: The buttons in two rows of wider buttons (large text, when there is room).
        self.two_rows = False
        #: The headline too long for one line at its size: its event alone is drawn (the
        #: news, the player's whole hand, is in the rows' "This hand" column).
        self.split = False
        t, game = scene.tally, scene.table.game
        #: The sides that won the hand (their rows lit); the player's among them.
        self.winners = look.winning_entries(t, game)
        self.won = look.ours(t, game, scene.table.human)
        self.fx = look.RibbonFx()

    def rise(self) -> float:
        """The ribbon's opening, 0 -> 1 over its first 0.35 s (1 under reduced motion)."""
        s = self.s
        return 1.0 if s.still else min(1.0, s.t / 0.35)

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
        return h

    @staticmethod
    def spare_slots(lines) -> set[int]:
        """The lines that a share of the panel's spare height goes above: the second
        hand on, the first note and the scores (not the legend, which belongs with the
        title and the hands)."""
        out: set[int] = set()
        for i, line in enumerate(lines[1:], 1):
            kind, before = line[0], lines[i - 1][0]
            if kind == before == "hand" or (kind != before and kind == "score"):
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
        self.split = self.title_split(lines)
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

    def title_split(self, lines) -> bool:
        """The headline is too wide for its room at its size (long words, large text):
        its event alone is drawn, at its size (not squeezed; the news is the player's
        "This hand" number in the rows)."""
        title = next((line for line in lines if line[0] == "title"), None)
        if title is None or len(title) < 5 or not title[4]:
            return False
        vp, tc = self.s.app.vp, self.s.table.text
        _kw, room = self.title_box(title[2])
        return tc.get(title[1], 30, THEME.focus, True).get_width() / vp.scale > room

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

    # -- parts ---------------------------------------------------------------------------
    def _pill(self, surf, text: str, centre, size, colour, fill) -> pygame.Rect:
        vp = self.s.app.vp
        tc = self.s.table.text
        img = tc.get(text, size, colour, True)
        r = img.get_rect(center=vp.point(centre))
        plate = r.inflate(vp.length(22), vp.length(8))
        pygame.draw.rect(surf, fill, plate, border_radius=plate.h // 2)
        pygame.draw.rect(surf, colour, plate, max(1, vp.length(2)), border_radius=plate.h // 2)
        tc.draw(surf, text, size, colour, r.center, "center", True, False)
        return plate

    def result(self, surf, x: float, y: float, label: str) -> None:
        """A hand's number as a pill centred at design (``x``, ``y``): a loss in red, a
        gain in green, a zero in the neutral ink (a red 0 read as a loss)."""
        if not label:
            return
        colour = (THEME.bad if label.startswith(("\u2212", "-")) else
                  THEME.good if label.startswith("+") else THEME.ink)
        self._pill(surf, label, (x, y), 26, colour, (24, 16, 12))

    def race(self, surf, entry: int, shown: int, y: float, h: float) -> None:
        """The race to the target: a bar from the scores' column to the panel's edge,
        filled to the score shown (counting up with it), the target at its end. When a
        score of the game is below zero the bar keeps room left of a zero mark, and a
        score below zero fills that side in the loss colour (else a -5 showed no bar)."""
        s = self.s
        vp = s.app.vp
        target = max(1, s.table.game.target)
        x0, x1 = PANEL.x + RACE_X, PANEL.right - 40
        bar = vp.rect((x0, y + h / 2 - 6, x1 - x0, 12))
        pygame.draw.rect(surf, (48, 38, 28), bar, border_radius=bar.h // 2)
        zero, span = race_zero(bar, self.below_zero())
        if shown > 0:
            fill = pygame.Rect(zero, bar.y, max(bar.h, round(span * min(1.0, shown / target))),
                               bar.h)
            if s.table.game.teams:
                colour = THEME.team_a if entry == 0 else THEME.team_b
            else:
                colour = THEME.focus if entry == s.table.human else THEME.ink_dim
            pygame.draw.rect(surf, colour, fill, border_radius=bar.h // 2)
        elif shown < 0:  # below zero: a red bar leftwards from the zero mark
            w = max(2 * bar.h, min(zero - bar.x, round(span * -shown / target)))
            pygame.draw.rect(surf, THEME.bad, (zero - w, bar.y, w, bar.h),
                             border_radius=bar.h // 2)
        pygame.draw.rect(surf, (96, 72, 40), bar, max(1, vp.length(1)), border_radius=bar.h // 2)
        if zero > bar.x:  # the zero mark, taller than the bar
            tick = vp.length(3)
            pygame.draw.rect(surf, THEME.ink, (zero - tick // 2, bar.y - vp.length(5), tick,
                                               bar.h + vp.length(10)))

    def below_zero(self) -> bool:
        """A score of the game is below zero (at the hand's start or its end)."""
        t = self.s.tally
        return any(n < 0 or s < 0 for n, s in zip(t.scores, t.start))

    # -- the whole -----------------------------------------------------------------------
    def draw(self, surf) -> None:
        s = self.s
        vp = s.app.vp
        text = s.table.text
        art = s.table.art
        tally = s.tally
        game = s.table.game
        panel = s.panel
        ks = self.ks
        draw_dialog(surf, vp.rect(panel), vp.length(16))
        y = panel.y + 20
        # the panel's spare height (its minimum, or a 4-player summary that fits) goes
        # between the sections below the title (under each hand, before the notes and
        # the scores, above the coach's line), never as a band under the title
        slots = self.spare_slots(s.lines)
        spare = max(0.0, panel.h - self.heights(s.lines, ks)) / max(1, len(slots) + 1)
        x_tiles, _right = self.columns()  # fixed columns, whatever the hand
        cols = self.number_columns()
        for i, line in enumerate(s.lines):
            kind = line[0]
            if i in slots:
                y += spare
            if kind == "title":
                # the hand's number, small, at the row's left; the headline centred (its
                # event alone when too long for one line)
                kw, room = self.title_box(line[2])
                kr = text.draw(surf, line[2], 22, THEME.ink_dim,
                               vp.point((PANEL.x + 30, y + 23 * ks)), "midleft",
                               box=vp.rect((PANEL.x + 30, y, kw, 46 * ks)))
                words = line[3] if self.split else line[1]
                ink, top = THEME.focus, y
                if self.won:  # the player's side won the hand: its news on a gold ribbon
                    img = text.get(words, 30, ink, True)
                    top = y + 4 * ks
                    wr = pygame.Rect(0, 0, min(img.get_width() + vp.length(60),
                                               vp.length(room)),
                                     img.get_height() + vp.length(10))
                    wr.midtop = vp.point((PANEL.centerx, top))
                    wr.y -= vp.length(5)
                    ribbon = look.draw_ribbon(surf, wr, vp, self.rise())
                    ink = look.RIBBON_INK
                tr = text.draw(surf, words, 30, ink, vp.point((PANEL.centerx, top)),
                               "midtop", not self.won,
                               box=vp.rect((PANEL.x + 40 + kw, top, room, 46 * ks)))
                if self.won:
                    self.fx.draw(surf, ribbon, s.t, vp.scale, s.still)
                # a brass rule under the title: the header, then what it sums up (under
                # the hand's number too)
                ry = max(min(vp.point((0, y + 50 * ks - 6))[1], tr.bottom + vp.length(8)),
                         kr.bottom + vp.length(4), tr.bottom + vp.length(2))
                rule = pygame.Rect(vp.point((PANEL.x + 30, 0))[0], ry,
                                   vp.length(PANEL.w - 60), max(1, vp.length(2)))
                pygame.draw.rect(surf, (96, 72, 40), rule)
                y += 50 * ks
            elif kind == "legend":  # Sniff 61's bonus rule, in small dim words
                lx = PANEL.x + 30
                text.draw(surf, line[1], 21, THEME.ink_dim, vp.point((lx, y)), "topleft",
                          box=vp.rect((lx, y - 2, PANEL.right - 20 - lx, LEGEND_H * ks)))
                y += LEGEND_H * ks
            elif kind == "head":  # the number columns' labels, small, over the hands
                for label, key in zip(line[1], ("play", "end", "total")):
                    cx, w = self.head_box(label, key, cols)
                    text.draw(surf, label, 21, THEME.ink_dim, vp.point((cx, y + HEAD_H * ks / 2)),
                              "center", box=vp.rect((cx - w / 2, y, w, HEAD_H * ks)))
                y += HEAD_H * ks
            elif kind == "hand":
                seat = line[1]
                tiles = tally.hands[seat]
                u = tile_unit(len(tiles), self.tiles_room(x_tiles))
                row_h = max(2 * TILE_UNIT + 8, 34 * ks)
                mid = y + row_h / 2
                won = tally.seat == seat
                entry = game.seat_entry(seat)
                if entry in self.winners:  # the side that won the hand, lit
                    colour = ((THEME.team_a if entry == 0 else THEME.team_b) if game.teams
                              else THEME.focus if self.won else look.CALM_RIM)
                    look.draw_row_band(surf, vp.rect((PANEL.x + 16, mid - row_h / 2 - 1,
                                                 PANEL.w - 32, row_h + 2)), colour, vp)
                if game.teams:  # the partnership's colour, as on the table's labels
                    look.draw_team_mark(surf, vp.rect((PANEL.x + 20, mid - 13 * ks, 6, 26 * ks)),
                                   entry, vp)
                text.draw(surf, s.table.names[seat], 22, THEME.focus if won else THEME.ink,
                          vp.point((PANEL.x + 30, mid)), "midleft", True,
                          box=vp.rect((PANEL.x + 30, mid - 17 * ks, self.name_w() - 40, 34 * ks)))
                x = x_tiles
                for t in tiles:
                    art.draw(surf, vp.point((x, mid - u)), LO[t], HI[t], True, vp.length(u),
                             None, shadow=True)
                    x += u + 4
                self._numbers(surf, line, cols, mid, won)
                y += row_h + self.row_gap()
            elif kind == "score":
                if s.lines[i - 1][0] != "score":
                    y += 10
                    head = _("Race to {target}").format(target=game.target)
                    text.draw(surf, head, 22, THEME.focus, vp.point((PANEL.x + 30, y)),
                              "topleft", True, box=vp.rect((PANEL.x + 30, y - 2, 330, 28 * ks)))
                    lead, mine = race_words(game, s.table.names, tally, s.table.human)
                    if lead:  # where the race stands now, by the bars
                        text.draw(surf, lead, 22, THEME.good if mine else THEME.ink,
                                  vp.point((PANEL.x + RACE_X, y)), "topleft", True,
                                  box=vp.rect((PANEL.x + RACE_X, y - 2,
                                               PANEL.w - RACE_X - 40, 28 * ks)))
                    y += 30 * ks
                self._score_row(surf, line[1], y)
                y += 34 * ks
        a = getattr(s, "analysis", None)
        alpha = s.coach_alpha() if hasattr(s, "coach_alpha") else 255
        if a is not None and a.done and not a.problem and alpha > 0:
            # the coach's line (issue 14), faded in on its beat (its room is kept)
            cy = max(y + spare + 6, self.coach_y(panel))
            line = _("Coach: {summary}").format(summary=summary_text(a.report))
            text.draw(surf, line, 21,
                      THEME.ink_dim, vp.point((PANEL.x + 30, cy)), "topleft",
                      shadow=alpha >= 255, alpha=alpha,
                      box=vp.rect((PANEL.x + 30, cy - 2, PANEL.w - 60, 30 * ks)))
        even_text(s.buttons, vp, s.app.fonts)  # one size for the row's words
        for b in s.buttons:
            b.draw(surf, vp, s.app.fonts)

    def _numbers(self, surf, line, cols, mid: float, won: bool) -> None:
        """A hand's numbers in their columns: its points in play, what its hand's end
        did in words ("16 pips", ending at one x) and its pill ("−15"), its whole."""
        s = self.s
        vp, text, ks = s.app.vp, s.table.text, self.ks
        _kind, _seat, phrase, result, in_play, total = line
        cx, w = cols["play"]
        text.draw(surf, in_play, 24, THEME.ink if in_play != "0" else THEME.ink_dim,
                  vp.point((cx, mid)), "center", True,
                  box=vp.rect((cx - w / 2, mid - 17 * ks, w, 34 * ks)))
        right = cols["phrase_right"]
        room = right - (cols["end"][0] - cols["end"][1] / 2)
        text.draw(surf, phrase, 22, THEME.focus if won else THEME.ink,
                  vp.point((right, mid)), "midright",
                  box=vp.rect((right - room, mid - 17 * ks, room, 34 * ks)))
        if phrase and result:  # the pips become the points: "16 pips → −15"
            ax = cols["phrase_right"] + self.arrow_width() / 2 + 1
            text.draw(surf, "\u2192", 22, THEME.ink_dim, vp.point((ax, mid)), "center")
        self.result(surf, cols["pill"][0], mid, result)
        cx, w = cols["total"]
        tone = (THEME.good if total.startswith("+") else  # a loss's red lightened: on
                look.lighter(THEME.bad) if total.startswith(("\u2212", "-")) else  # a lit
                THEME.ink_dim)  # row's band the plain red was under 4.5:1
        text.draw(surf, total, 26, tone, vp.point((cx, mid)), "center", True,
                  box=vp.rect((cx - w / 2, mid - 17 * ks, w, 34 * ks)))

    def _score_row(self, surf, entry: int, y: float) -> None:
        """A score counting up from the hand's start to its end, and the change."""
        s = self.s
        vp = s.app.vp
        text = s.table.text
        new, change = s.tally.scores[entry], s.tally.change[entry]
        k = s.count_progress
        shown = round(new - change + change * pytweening.easeOutCubic(k))
        names = s.table.names
        who = (team_name(names[entry], names[entry + 2]) if s.table.game.teams
               else names[entry])
        ks = self.ks
        if s.table.game.teams:  # the partnership's colour, as on the table's labels
            sw = vp.rect((PANEL.x + 34, y + 2, 6, 24 * ks))
            pygame.draw.rect(surf, THEME.team_a if entry == 0 else THEME.team_b, sw,
                             border_radius=max(1, sw.w // 2))
        text.draw(surf, who, 24, THEME.ink, vp.point((PANEL.x + 50, y)), "topleft", True,
                  box=vp.rect((PANEL.x + 50, y - 2, 240, 30 * ks)))
        # below zero in the loss colour, as its bar (else a -5 showed nothing in the race)
        text.draw(surf, score(shown), 26, THEME.bad if shown < 0 else THEME.focus,
                  vp.point((PANEL.x + 400, y)), "topright",
                  True, box=vp.rect((PANEL.x + 300, y - 2, 100, 32 * ks)))
        tone = THEME.good if change > 0 else THEME.bad if change < 0 else THEME.ink_dim
        text.draw(surf, _signed(change) if change else "", 22, tone,
                  vp.point((PANEL.x + 416, y + 1)), "topleft", True,
                  box=vp.rect((PANEL.x + 416, y - 1, RACE_X - 426, 32 * ks)))
        self.race(surf, entry, shown, y, 30 * ks)
