"""The hand summary drawn: each hand's tiles at a readable size, the rounding as a
picture (pips -> the 5 they round to -> the points), the team and rule lines, the
scores counting up from the hand's start to its end.

Every number comes from the engine's ``HandEnd`` (and its ``round5``); the words come
from :func:`game.scenes.summary.summary_lines`.
"""

from __future__ import annotations

import pygame
import pytweening

from engine.rules import round5
from engine.tiles import HI, LO

from ..i18n import _, ngettext
from ..present.review_words import summary_text
from ..texts import team_name
from ..ui import THEME, draw_dialog, even_text
from ..ui.numbers import score, signed

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
#: A tile's short side in the summary (design px): 26 (52 px tall) unless a long hand
#: needs smaller, never under 18.
TILE_UNIT = 26
MIN_UNIT = 18
TILES_W = 430  # design px of a row given to the tiles
#: The names' column (design px from the panel's left), the rounding picture after it.
NAME_W = 170
#: The legend's line (the rounding rule over the pictures), at 100 % text.
LEGEND_H = 26
#: The cover over the table while the summary shows: dark enough that nothing of the
#: table's HUD (a score, the Total box) reads through beside the panel.
DIM = (6, 10, 8, 242)


def tile_unit(count: int, room: float = TILES_W) -> int:
    """The short side of a summary tile for a hand of ``count`` tiles in ``room`` px."""
    if count <= 0:
        return TILE_UNIT
    return max(MIN_UNIT, min(TILE_UNIT, int(room + 4) // count - 4))


def _signed(v: int) -> str:
    return signed(v)


class SummaryPainter:
    """Draws a :class:`~game.scenes.summary.SummaryScene` (``scene``)."""

    def __init__(self, scene):
        self.s = scene
        #: How much taller the text lines are at the player's text size (panel()).
        self.ks = 1.0
        #: The buttons in two rows of wider buttons (large text, when there is room).
        self.two_rows = False

    def heights(self, lines, ks: float = 1.0) -> float:
        """The panel's height for ``lines`` with text lines ``ks`` times as tall."""
        h = 20 + (30 * ks + 2 * COACH_GAP) + 72  # title margin, the coach's line, buttons
        if self.two_rows:
            h += BUTTON_ROW
        gap = self.row_gap()
        for i, line in enumerate(lines):
            kind = line[0]
            h += {"title": 50 * ks, "legend": LEGEND_H * ks,
                  "hand": max(2 * TILE_UNIT + 8, 34 * ks) + gap,
                  "text": 32 * ks, "score": 34 * ks}[kind]
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
            if kind == before == "hand" or (kind != before and kind in ("text", "score")):
                out.add(i)
        return out

    def row_gap(self) -> int:
        """The gap under a hand's row: 6 px, 1 px with four hands (room for the legend)."""
        return 1 if len(self.s.ev.hands) >= 4 else 6

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

    def coach_y(self, panel: pygame.Rect) -> int:
        """The top of the coach's line (design px): a line's height plus a clear gap
        above the buttons (they sit 72 px above the panel's bottom)."""
        rows = BUTTON_ROW if self.two_rows else 0
        return round(panel.bottom - 72 - rows - COACH_GAP - 30 * getattr(self, "ks", 1.0))

    def chain_width(self, pips: int, deduct: bool) -> float:
        """The rounding picture's width (design px) for ``pips`` (see :meth:`rounding`)."""
        vp, tc = self.s.app.vp, self.s.table.text
        labels = [(ngettext("{n} pip", "{n} pips", pips).format(n=pips), 22, THEME.ink)]
        if deduct:
            r = round5(pips)
            labels += [(str(r), 24, THEME.focus), (_signed(-r), 24, THEME.bad)]
        w = sum(tc.get(t, size, c, True).get_width() / vp.scale + 18 for t, size, c in labels)
        return w + 46 * (len(labels) - 1)

    def columns(self) -> tuple[float, float]:
        """``(x of the tiles, x of the rounding picture)`` in design px: the picture right
        beside the names (r9b t32: the pips -> points chain sat far right, 460 px of
        dead space away from the names), the tiles after it to the panel's right edge.
        The picture starts at the same x for every hand and player count (r7b bug 8);
        the tiles one gap after this hand's widest picture."""
        ev = self.s.ev
        deduct = self.s.table.game.rules.settlement == "deduct"
        x_round = PANEL.x + NAME_W
        widest = max(self.chain_width(p, deduct) for p in ev.pips)
        return x_round + widest + 40, x_round

    def tiles_room(self, x_tiles: float) -> float:
        """The design px a hand's tiles have: from their column to the panel's edge."""
        return PANEL.right - 30 - x_tiles

    # -- parts ---------------------------------------------------------------------------
    def _pill(self, surf, text: str, centre, size, colour, fill) -> pygame.Rect:
        vp = self.s.app.vp
        tc = self.s.table.text
        img = tc.get(text, size, colour, True)
        r = img.get_rect(center=vp.point(centre))
        plate = r.inflate(vp.length(18), vp.length(6))
        pygame.draw.rect(surf, fill, plate, border_radius=plate.h // 2)
        pygame.draw.rect(surf, colour, plate, max(1, vp.length(2)), border_radius=plate.h // 2)
        tc.draw(surf, text, size, colour, r.center, "center", True, False)
        return plate

    def _arrow(self, surf, x0: float, x1: float, y: float) -> None:
        vp = self.s.app.vp
        a, b = vp.point((x0, y)), vp.point((x1, y))
        w = max(2, vp.length(3))
        pygame.draw.line(surf, THEME.ink_dim, a, (b[0] - vp.length(8), b[1]), w)
        h = vp.length(7)
        pygame.draw.polygon(surf, THEME.ink_dim, [(b[0], b[1]), (b[0] - 2 * h, b[1] - h),
                                                  (b[0] - 2 * h, b[1] + h)])

    def rounding(self, surf, x: float, y: float, pips: int, deduct: bool,
                 rounded_to: int | None = None) -> None:
        """The rounding as a picture at design (``x``, ``y`` the row's middle):
        ``[13 pips] -> [15] -> [-15]`` (deducted) or ``[13 pips]``; each part placed
        after the one before, at any text size."""
        vp = self.s.app.vp
        tc = self.s.table.text
        parts = [(ngettext("{n} pip", "{n} pips", pips).format(n=pips), 22, THEME.ink,
                  (24, 16, 12))]
        if deduct:
            r = round5(pips) if rounded_to is None else rounded_to
            parts += [(str(r), 24, THEME.focus, (24, 16, 12)),
                      # (a zero deduction is neutral, not a loss: r6a g2_36)
                      (_signed(-r), 24, THEME.bad if r else THEME.ink, (24, 16, 12))]
        for i, (label, size, colour, fill) in enumerate(parts):
            if i:
                self._arrow(surf, x + 6, x + 40, y)
                x += 46
            w = tc.get(label, size, colour, True).get_width() / vp.scale + 18
            self._pill(surf, label, (x + w / 2, y), size, colour, fill)
            x += w

    # -- the whole -----------------------------------------------------------------------
    def draw(self, surf) -> None:
        s = self.s
        vp = s.app.vp
        text = s.table.text
        art = s.table.art
        ev = s.ev
        game = s.table.game
        deduct = game.rules.settlement == "deduct"
        panel = s.panel
        ks = self.ks
        draw_dialog(surf, vp.rect(panel), vp.length(16))
        y = panel.y + 20
        # the panel's spare height (its minimum, or a 4-player summary that fits) goes
        # between the sections below the title (under each hand, before the notes and
        # the scores, above the coach's line), never as a band under the title
        slots = self.spare_slots(s.lines)
        spare = max(0.0, panel.h - self.heights(s.lines, ks)) / max(1, len(slots) + 1)
        x_tiles, x_round = self.columns()  # fixed columns, whatever the hand
        for i, line in enumerate(s.lines):
            kind = line[0]
            if i in slots:
                y += spare
            if kind == "title":
                tr = text.draw(surf, line[1], 30, THEME.focus, vp.point((PANEL.centerx, y)),
                               "midtop", True,
                               box=vp.rect((PANEL.x + 20, y, PANEL.w - 40, 46 * ks)))
                # a brass rule under the title: the header, then what it sums up
                ry = min(vp.point((0, y + 50 * ks - 6))[1], tr.bottom + vp.length(8))
                rule = pygame.Rect(vp.point((PANEL.x + 30, 0))[0], ry,
                                   vp.length(PANEL.w - 60), max(1, vp.length(2)))
                pygame.draw.rect(surf, (96, 72, 40), rule)
                y += 50 * ks
            elif kind == "legend":  # over the picture column, in small dim words
                lx = x_round if deduct else PANEL.x + 30
                need = text.get(line[1], 21, THEME.ink_dim).get_width() / vp.scale
                if lx + need > PANEL.right - 20:  # too long for the picture's column:
                    lx = max(PANEL.x + 30, PANEL.right - 20 - need)  # leftwards
                text.draw(surf, line[1], 21, THEME.ink_dim, vp.point((lx, y)), "topleft",
                          box=vp.rect((lx, y - 2, PANEL.right - 20 - lx, LEGEND_H * ks)))
                y += LEGEND_H * ks
            elif kind == "hand":
                seat = line[1]
                tiles = ev.hands[seat]
                u = tile_unit(len(tiles), self.tiles_room(x_tiles))
                row_h = max(2 * TILE_UNIT + 8, 34 * ks)
                mid = y + row_h / 2
                won = ev.seat == seat
                text.draw(surf, s.table.names[seat], 22, THEME.focus if won else THEME.ink,
                          vp.point((PANEL.x + 30, mid)), "midleft", True,
                          box=vp.rect((PANEL.x + 30, mid - 17 * ks, NAME_W - 36, 34 * ks)))
                x = x_tiles
                if not tiles:  # dominoed: the empty hand said, not left blank
                    text.draw(surf, _("no tiles left"), 22, THEME.ink_dim,
                              vp.point((x, mid)), "midleft",
                              box=vp.rect((x, mid - 15 * ks, self.tiles_room(x), 30 * ks)))
                for t in tiles:
                    art.draw(surf, vp.point((x, mid - u)), LO[t], HI[t], True, vp.length(u),
                             None, shadow=True)
                    x += u + 4
                self.rounding(surf, x_round, mid, ev.pips[seat], deduct)
                y += row_h + self.row_gap()
            elif kind == "text":
                y += 4 * ks
                text.draw(surf, line[1], 21, line[2], vp.point((PANEL.x + 30, y)), "topleft",
                          box=vp.rect((PANEL.x + 30, y - 2, PANEL.w - 60, 30 * ks)))
                y += 28 * ks
            elif kind == "score":
                if s.lines[i - 1][0] != "score":
                    y += 10
                    text.draw(surf, _("Scores"), 22, THEME.focus, vp.point((PANEL.x + 30, y)),
                              "topleft", True, box=vp.rect((PANEL.x + 30, y - 2, 400, 28 * ks)))
                    y += 30 * ks
                self._score_row(surf, line[1], y)
                y += 34 * ks
        a = getattr(s, "analysis", None)
        alpha = s.coach_alpha() if hasattr(s, "coach_alpha") else 255
        if a is not None and a.done and not a.problem and alpha > 0:
            # the coach's line (issue 14), faded in on its beat (its room is kept)
            cy = max(y + spare + 6, self.coach_y(panel))
            line = _("Coach: {summary}").format(summary=summary_text(a.summary, a.decisions))
            text.draw(surf, line, 21,
                      THEME.ink_dim, vp.point((PANEL.x + 30, cy)), "topleft",
                      shadow=alpha >= 255, alpha=alpha,
                      box=vp.rect((PANEL.x + 30, cy - 2, PANEL.w - 60, 30 * ks)))
        even_text(s.buttons, vp, s.app.fonts)  # one size for the row's words
        for b in s.buttons:
            b.draw(surf, vp, s.app.fonts)

    def _score_row(self, surf, entry: int, y: float) -> None:
        """A score counting up from the hand's start to its end, and the change."""
        s = self.s
        vp = s.app.vp
        text = s.table.text
        ev = s.ev
        new, change = ev.scores[entry], ev.change[entry]
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
                  box=vp.rect((PANEL.x + 50, y - 2, 420, 30 * ks)))
        text.draw(surf, score(shown), 26, THEME.focus, vp.point((PANEL.x + 560, y)), "topright",
                  True, box=vp.rect((PANEL.x + 480, y - 2, 80, 32 * ks)))
        tone = THEME.good if change > 0 else THEME.bad if change < 0 else THEME.ink_dim
        text.draw(surf, f"({_signed(change)})", 22, tone, vp.point((PANEL.x + 580, y + 1)),
                  "topleft", True, box=vp.rect((PANEL.x + 580, y - 1, 120, 32 * ks)))
