"""The table's heads-up display: seat labels, the score panel, the status lines,
the total box and the boneyard. Each draws plain values handed to it (the view
model's), in a design rect (a map anchor), with text through the shared cache."""

from __future__ import annotations

import pygame

from ..ui import THEME
from ..ui.numbers import score as score_text
from .avatars import draw_avatar
from .boneyard import Boneyard
from .furniture import BRASS, draw_plate, wood
from .score_title import fit_title
from .seat_label import (  # the plates' sizes, imported from here too
    AVATAR_SMALL,
    BADGE_DIP,
    LINE_FLOOR,
    PLATE,
    SCORE_TEXT,
    TEXT,
    SeatLabel,
)
from .seat_marks import draw_race_bar
from .table_sizes import STATUS_LINE, STATUS_TEXT, sized
from .tally import TALLY_MAX, draw_tally, tally_lines
from .total_box import TotalBox, draw_gain

__all__ = ["TEXT", "AVATAR_SMALL", "BADGE_DIP", "LINE_FLOOR", "PLATE", "SCORE_TEXT",
           "draw_tally", "tally_lines", "SeatLabel", "ScorePanel", "StatusLine", "TotalBox",
           "Boneyard", "draw_gain", "news_top"]

TONES = {"ink": "ink", "dim": "ink_dim", "bad": "bad", "good": "good", "focus": "focus"}


def _grow(widget) -> float:
    """How much a grown box's lines grow: the text size, up to 1.75 (1 unless the
    box grew, see :class:`~game.render.hud_layout.HudLayout`)."""
    if not getattr(widget, "grows", False):
        return 1.0
    return min(getattr(widget, "max_grow", 1.75), widget.text.fonts.text_scale)


def tone(name: str):
    return BAD_INK if name == "bad" else getattr(THEME, TONES.get(name, "ink"))


#: A refusal's line ("[1|3] fits nowhere on the table."): light words on a deep red
#: plate (red words on the dark green plate read as small and faint).
BAD_PLATE, BAD_INK = (128, 30, 24), (255, 240, 232)


class ScorePanel:
    """The scores: a title, one row per player or team (name, score, whose turn),
    and optionally the paper tally under each."""

    def __init__(self, vp, text, rect):
        self.vp, self.text, self.rect = vp, text, pygame.Rect(rect)
        self.grows = False  # the box grew with the text (HudLayout)
        #: Entries side by side in this many columns (HudLayout: a wide, low panel).
        self.columns = 1
        #: Its lines grow at most this much (the panel's height is what the table has
        #: above the play area).
        self.max_grow = 1.65
        #: Set by HudLayout: the entries are partnerships (a colour swatch each).
        self.teams = False
        #: Each entry's score digits as last drawn (screen px): where a "+N" lands.
        self.digits: dict[int, pygame.Rect] = {}
        #: Each entry's race bar as last drawn: (its track, the filled part), screen px.
        self.bars: dict[int, tuple] = {}
        #: Each entry's name as last drawn beside its faces (screen px).
        self.names: dict[int, pygame.Rect] = {}
        self._faces: dict = {}  # the portraits drawn (game.render.avatars' cache)

    def land_point(self, entry: int, width: int | None = None) -> tuple[float, float]:
        """Where a "+N" (``width`` screen px wide as it lands) flying to entry
        ``entry`` lands: its right edge just left of the score's digits, level with
        them, room kept for a three-digit score (else it landed on the "25"
        and hid it while the row counted up). Before the panel is drawn: its row's
        right end."""
        vp = self.vp
        scale = getattr(self.text.fonts, "text_scale", 1.0)  # the plate grows with text
        w = vp.length(48 * min(1.3, max(1.0, scale))) if width is None else width
        num = self.digits.get(entry)
        if num is None:
            r = vp.rect(self.rect)
            return (r.right - vp.length(28) - w / 2 - vp.length(40), r.y + vp.length(48))
        wide = self.text.get("888", 24, THEME.ink, True).get_width()
        left = min(num.left, num.right - wide)
        return (left - vp.length(6) - w / 2, num.centery)

    def short_title(self, title: str, box: pygame.Rect) -> str:
        """``title`` as it fits ``box`` (screen px): whole, or with the rules' short
        name, never without it (render.score_title)."""
        def width(t: str) -> float:
            w, h = self.text.get(t, TEXT, THEME.focus, True).get_size()
            return max(w / max(1, box.w), h / max(1, box.h * 1.02))

        return fit_title(title, width)

    def _side_by_side(self, rows, r: pygame.Rect, pad: int) -> bool:
        """Each entry's name and score fit half the panel at full size."""
        cell = (r.w - 2 * pad - self.vp.length(26)) / 2 - self.vp.length(16 if self.teams
                                                                            else 6)
        def width(t: str, size: float) -> int:
            return self.text.get(t, size, THEME.ink, True).get_width()
        return all(width(name, TEXT) + max(width(score_text(score), 24), width("100", 24))
                   <= cell for name, score, _t in rows)

    def draw(self, surf, title: str, rows, stroke_value: int | None = None,
             target: int | None = None, faces=None) -> None:
        """``rows``: ``[(name, score, turn)]``; the tally (``stroke_value``) or the race.
        ``faces``: each entry's seats' portraits (game.render.avatars), shown in place
        of the names (the names are the seats' plates': said once on the table)."""
        vp = self.vp
        r = vp.rect(self.rect)
        k = _grow(self)
        draw_plate(surf, r, vp.length(10), wood(), BRASS, max(1, vp.length(2)), vp.length(3))
        pad = vp.length(8 if k == 1.0 else 6)
        # the title as large as the names under it (not shrunk below them);
        # where the whole title would have to shrink, the rules' short name (score_title)
        tbox = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad,
                           vp.length((24 if k == 1.0 else 27) * k))
        title = self.short_title(title, tbox)
        # (at large text a plain weight: a quiet caption over the rows, not a headline
        # louder than the names and scores under it)
        self.text.draw(surf, title, TEXT, THEME.focus, tbox.topleft, "topleft", k == 1.0,
                       box=tbox)
        row_top = r.y + pad + vp.length((28 if k == 1.0 else 27) * k)
        cols = max(1, min(self.columns, len(rows)))
        if stroke_value and len(rows) == 2 and cols == 1 and self._side_by_side(rows, r, pad):
            cols = 2  # the tally: two entries side by side, each its marks under its
            # name and number, the panel's height theirs (where their words fit)
        n_rows = -(-len(rows) // cols)
        row_h = (r.bottom - pad - row_top) / max(1, n_rows)
        if not stroke_value:
            row_h = min(row_h, vp.length(58 * k))
        line = min(vp.length(28 * k), round(row_h))
        if cols >= 3 and k > 1.0 and not stroke_value and row_h >= 1.7 * line:
            self._draw_stacked(surf, rows, r, pad, row_top, row_h, cols, target, faces)
            return
        cell_w = (r.w - 2 * pad) / cols
        # no room under a row for its race bar (large text): the bar on the row's line,
        # between the name and the score, its room kept from the name
        inline = bool(target) and not stroke_value and round(row_h) - line - vp.length(3) \
            < vp.length(4)
        bar_room = vp.length(INLINE_BAR + INLINE_GAP) if inline else 0
        if inline and self.teams and k > 1.0:
            faces = None  # (a partnership's two faces leave its bar a sliver: see below;
            # dropped first, so its name is sized for the room it has without them)
        name_size = self._name_size(rows, faces, r, pad, cell_w, cols, line, bar_room)
        scale = getattr(self.text.fonts, "text_scale", 1.0)
        if bar_room and name_size * scale < NAME_LEAST * TEXT:  # the names before the
            # bars: never smaller than at 100 % (Polish partnerships at 200 %: "Zachód
            # + Wschód" came out 13 px beside them)
            bar_room, inline = 0, False
            name_size = self._name_size(rows, faces, r, pad, cell_w, cols, line)
        elif bar_room and k > 1.0 and name_size < BAR_COST * self._name_size(
                rows, faces, r, pad, cell_w, cols, line):  # the names before the bars:
            # at 200 % the Polish partnerships came out three quarters of the English
            # beside them (the scores say the race; the bars only show it)
            bar_room, inline = 0, False
            name_size = self._name_size(rows, faces, r, pad, cell_w, cols, line)
        if faces is not None and ((k > 1.0 and (name_size < FACES_LEAST * TEXT
                                                 or (inline and self.teams)))
                                  or (self.teams and name_size < TEAM_LEAST * TEXT)):
            # large text: the names before the faces (the plates show the faces; "Zachód
            # + Wschód" and 3 players' "Wschód" came out half their size beside them);
            # a partnership's two faces left its race bar on the row's line a sliver;
            # at 100 % too a partnership's name beside its two faces ("Zachód +
            # Wschód", about 12 px) shrank under the HUD's size
            plain = self._name_size(rows, None, r, pad, cell_w, cols, line, bar_room)
            if plain > name_size:
                faces, name_size = None, plain
        inline_bars = []  # (entry, its name's end, its score's left, its line's middle)
        for e, (name, score, turn) in enumerate(rows):
            y = row_top + (e // cols) * row_h
            cx = round(r.x + pad + (e % cols) * cell_w)
            cr = round(r.x + pad + (e % cols + 1) * cell_w) - (vp.length(26) if
                                                               e % cols < cols - 1 else 0)
            col = THEME.focus if turn else THEME.ink
            if self.teams:  # the partnership's colour, as on its seats' labels
                sw = pygame.Rect(cx, y + vp.length(1), vp.length(5), max(4, line - vp.length(4)))
                pygame.draw.rect(surf, THEME.team_a if e == 0 else THEME.team_b, sw,
                                 border_radius=sw.w // 2)
                cx += vp.length(10)
            num = self.text.draw(surf, score_text(score), 24, col, (cr, y - vp.length(2)),
                                 "topright", True,
                                 box=pygame.Rect(cx, y - vp.length(2), cr - cx, line))
            self.digits[e] = pygame.Rect(num)
            x0 = cx
            if turn:  # whose turn: a marker as well as the colour, clear of the
                # panel's rounded edge and level with the name
                a = vp.length(5 * min(k, 1.4))
                ax, ay = x0 + vp.length(3), y - vp.length(2) + line // 2
                pygame.draw.polygon(surf, col, [(ax, ay - a), (ax + a, ay), (ax, ay + a)])
                x0 = ax + a + vp.length(5)
            nbox = pygame.Rect(x0, y - vp.length(2), num.x - x0 - vp.length(6), line)
            kinds = faces[e] if faces is not None and e < len(faces) else None
            face_right = None
            if kinds:  # the seats' faces, as on their plates, and the name: whose
                # row it is (faces alone left a newcomer guessing)
                face_right = self.draw_faces(surf, kinds, nbox, turn)
                name_box = pygame.Rect(face_right + vp.length(5), nbox.y, nbox.right
                                       - face_right - vp.length(5) - bar_room, nbox.h)
                if name_box.w >= vp.length(24):
                    got = self.text.draw(surf, name, name_size, col, name_box.midleft,
                                         "midleft", bold=turn, box=name_box)
                    if got is not None:
                        face_right = max(face_right, pygame.Rect(got).right)
                        self.names[e] = pygame.Rect(got)
            else:
                got = self.text.draw(surf, name, name_size, col, (x0, nbox.centery),
                                     "midleft", bold=turn, box=nbox.inflate(-bar_room, 0)
                                     .move(-bar_room // 2, 0))
                face_right = pygame.Rect(got).right
                self.names[e] = pygame.Rect(got)
            if stroke_value:  # under the name and number, clear of the next row
                top = y - vp.length(2) + line
                area = pygame.Rect(cx, top, cr - cx, round(y + row_h - vp.length(3)) - top)
                if area.h >= vp.length(8):
                    for tr, pts in tally_lines(area, score, stroke_value,
                                               vp.length(TALLY_MAX)):
                        draw_tally(surf, tr, pts, stroke_value, THEME.ink,
                                   max(2, tr.h // 11), THEME.bad)
            elif target:  # the race: a bar towards the target under the name and number
                top = y - vp.length(2) + line + vp.length(2)
                room = round(y + row_h - vp.length(3)) - top
                track = None
                if room >= vp.length(4):
                    track = pygame.Rect(cx, top, cr - cx, min(room, vp.length(BAR_H * min(k, BAR_GROW))))
                elif face_right is not None and inline:  # no room under (large text): the bar
                    # between the faces and the score, on the row's line, every row's
                    # from the same left to the same right (below)
                    inline_bars.append((e, face_right, num.x, nbox.centery))
                if track is not None:
                    colour = (THEME.team_a if e == 0 else THEME.team_b) if self.teams \
                        else THEME.focus  # below zero: room left of a zero mark
                    self.bars[e] = draw_race_bar(surf, track, score / target, colour, any(
                        sc < 0 for _n, sc, _t in rows))
        for e, _f, _n, y in inline_bars:  # (each from its own name's end, they started
            # out of line): one left and right a column
            col_bars = [b for b in inline_bars if b[0] % cols == e % cols]
            left = max(f for _e, f, _n, _y in col_bars) + vp.length(INLINE_GAP)
            right = min(n for _e, _f, n, _y in col_bars) - vp.length(10)
            track = pygame.Rect(left, 0, right - left, vp.length(INLINE_H * min(k, BAR_GROW)))
            track.centery = y
            if track.w >= vp.length(24):
                colour = (THEME.team_a if e == 0 else THEME.team_b) if self.teams \
                    else THEME.focus
                self.bars[e] = draw_race_bar(surf, track, rows[e][1] / target, colour,
                                             any(sc < 0 for _n, sc, _t in rows))

    def _draw_stacked(self, surf, rows, r: pygame.Rect, pad: int, top: float,
                      row_h: float, cols: int, target, faces) -> None:
        """Large text, entries side by side (3 players): each entry a little card, its
        name on its own line (the whole cell wide: beside the faces and the score the
        names came out half size), under it its faces and its score, then its race."""
        vp = self.vp
        cell_w = (r.w - 2 * pad) / cols
        bar_h = vp.length(BAR_H * min(_grow(self), BAR_GROW)) if target else 0
        body = round(row_h - bar_h - vp.length(4))
        name_h = round(body * 0.46)
        num_h = body - name_h
        gap = vp.length(18)
        cells = []
        for e in range(len(rows)):
            cx = round(r.x + pad + (e % cols) * cell_w)
            cr = round(r.x + pad + (e % cols + 1) * cell_w) - (gap if e % cols < cols - 1
                                                              else 0)
            cells.append((cx, cr))
        arrow = vp.length(5 * 1.4)
        size = TEXT  # one size for every name: the largest at which each fits its cell
        for (name, _sc, turn), (cx, cr) in zip(rows, cells):
            img = self.text.get(name, TEXT, THEME.ink, turn)
            room = cr - cx - (arrow + vp.length(8) if turn else 0)
            size = min(size, TEXT * room / max(1, img.get_width()),
                       TEXT * name_h / max(1, img.get_height()))
        for e, ((name, score, turn), (cx, cr)) in enumerate(zip(rows, cells)):
            col = THEME.focus if turn else THEME.ink
            y = round(top + (e // cols) * row_h)
            x0 = cx
            if turn:  # whose turn: a marker as well as the colour, by the name
                ay = y + name_h // 2
                pygame.draw.polygon(surf, col, [(cx, ay - arrow), (cx + arrow, ay),
                                                (cx, ay + arrow)])
                x0 = cx + arrow + vp.length(8)
            nbox = pygame.Rect(x0, y, cr - x0, name_h)
            self.names[e] = pygame.Rect(self.text.draw(
                surf, name, size, col, nbox.midleft, "midleft", bold=turn, box=nbox))
            lbox = pygame.Rect(cx, y + name_h, cr - cx, num_h)
            num = self.text.draw(surf, score_text(score), 24, col, lbox.midright,
                                 "midright", True, box=lbox)
            self.digits[e] = pygame.Rect(num)
            kinds = faces[e] if faces is not None and e < len(faces) else None
            if kinds:
                fbox = pygame.Rect(cx, lbox.y, num.x - vp.length(6) - cx, lbox.h)
                if fbox.w >= lbox.h:
                    self.draw_faces(surf, kinds, fbox, turn)
            if target:
                track = pygame.Rect(cx, lbox.bottom + vp.length(2), cr - cx, bar_h)
                colour = THEME.focus
                self.bars[e] = draw_race_bar(surf, track, score / target, colour, any(
                    sc < 0 for _n, sc, _t in rows))

    def _name_size(self, rows, faces, r: pygame.Rect, pad: int, cell_w: float, cols: int,
                   line: int, bar_room: int = 0) -> float:
        """One design text size for every row's name beside its faces: the largest (at
        most the HUD's) at which each fits its row's room as :meth:`draw` lays it out
        (a name shrunk alone read as less important than its neighbour's)."""
        vp = self.vp
        k = _grow(self)
        d = max(8, min(line + vp.length(4), vp.length(30 * k)))
        least = 1.0
        for e, (name, score, turn) in enumerate(rows):
            n = len(faces[e]) if faces is not None and e < len(faces) else 0
            cx = round(r.x + pad + (e % cols) * cell_w) + (vp.length(10) if self.teams else 0)
            cr = round(r.x + pad + (e % cols + 1) * cell_w) - (
                vp.length(26) if e % cols < cols - 1 else 0)
            num = self.text.get(score_text(score), 24, THEME.ink, True, cr - cx, line)
            x0 = cx + (vp.length(3) + vp.length(5 * min(k, 1.4)) + vp.length(5) if turn else 0)
            face_right = x0 + n * (d - vp.length(2)) + vp.length(3)
            room = cr - num.get_width() - vp.length(6) - face_right - vp.length(5) - bar_room
            img = self.text.get(name, TEXT, THEME.ink, turn)
            least = min(least, max(0.0, room) / max(1, img.get_width()),
                        line / max(1, img.get_height()))
        return TEXT * max(0.25, least)

    def draw_faces(self, surf, kinds, box: pygame.Rect, turn: bool) -> int:
        """The portraits ``kinds`` side by side from ``box``'s left, as tall as it; the
        right edge of the last (screen px)."""
        vp = self.vp
        d = max(8, min(box.h + vp.length(4), vp.length(30 * _grow(self))))
        x = box.x
        ring = THEME.focus if turn else THEME.panel_edge
        for kind in kinds:
            right = draw_avatar(surf, kind, (x + d / 2, box.centery), d, ring,
                                max(1, vp.length(2)), self._faces).right
            x += d - vp.length(2)
        return right if kinds else box.x


#: A race bar on its row's line (no room under it) is at least this long (design px),
#: while the rows' names keep at least NAME_LEAST of their 100 % size beside it (40 left
#: Polish and Chinese partnerships a 46 px stub at 200 %: the names shrink a little).
INLINE_BAR, NAME_LEAST = 72, 0.95
#: ... and the bars go where the names beside them would be smaller than this part of
#: their size without them (large text).
BAR_COST = 0.9
#: ... and this far from the names' end (6: a bold "You + North" read as running
#: into its bar).
INLINE_GAP = 14
#: Such a bar's height (design px; 8 read as a sliver beside 200 % words), and a bar
#: under its row's; both grow with the text, up to BAR_GROW times (at 200 % they stayed
#: 12 and 8 px high beside names twice their size: slivers).
INLINE_H, BAR_H, BAR_GROW = 12, 8, 1.5
#: At large text a row's name drawn smaller than this share of the text size beside its
#: faces: the row shows the name alone (wider), the faces are its seats' plates'.
FACES_LEAST = 0.8
#: A partnership's name (4 players) drawn smaller than this share of the HUD's size
#: beside its two faces (16 px at 100 %): the row shows the name alone (any text size).
TEAM_LEAST = 0.99
#: At 100 % text a line of news over the prompt is PAIR_LINE tall (design px), the
#: prompt under it PROMPT_LINE (its size alone: two lines of one smaller size under a
#: news line made the prompt flicker large / small), their foot FOOT over the status
#: box's (the map's box reaches down to the hand tray's dark pad; a chosen tile rising
#: out of the tray met a line on it).
PAIR_LINE, PROMPT_LINE, FOOT = 21, 27, 2


def news_top(anchor) -> int:
    """The design y where a news line over the prompt starts at 100 % text in the
    status box ``anchor`` (a design rect): the board keeps above it."""
    return anchor.bottom - FOOT - PROMPT_LINE - PAIR_LINE


class StatusLine:
    """Up to two lines of what is happening: ``[(text, tone)]``."""

    def __init__(self, vp, text, rect):
        self.vp, self.text, self.rect = vp, text, pygame.Rect(rect)
        self.grows = False  # the box grew with the text (HudLayout)
        #: The plates drawn last (screen px): what a tooltip keeps off.
        self.plates: list[pygame.Rect] = []

    def line_height(self, n: int = 2) -> int:
        """One line's height (screen px): 25 design px, each line as tall as the text
        wants when the box grew (``n`` in the box). The log's earlier lines over the
        panel take this height too (one size for every log line, at 200 % too)."""
        vp = self.vp
        if self.grows:
            return min(vp.length(25 * _grow(self)), vp.rect(self.rect).h // max(1, n))
        return vp.length(STATUS_LINE)

    def lines_fit(self, n: int = 2) -> bool:
        """``n`` lines fit the box at (nearly) the text's full size: at large text the
        box between the play area and the tray may hold one."""
        if not self.grows:
            return True
        return self.line_height(n) >= 0.9 * self.vp.length(25 * _grow(self))

    def line_boxes(self, n: int) -> list[pygame.Rect]:
        """The screen boxes of ``n`` (1 or 2) lines, the last one (what the table waits
        for) in one place and at one size whether a line of news lies over it or not (a
        news line coming over the prompt made it flicker large / small): at 100 % the
        news from :meth:`top` down (:data:`PAIR_LINE`), the prompt under it at one
        line's size; grown ones where two grown lines lie. Where two lines do
        not fit, one line centred on the box. Their top :meth:`top` (the board keeps
        above it)."""
        r = self.vp.rect(self.rect)
        n = max(1, min(2, n))
        if not self.grows:
            top = self.top(2)
            last = pygame.Rect(r.x, top + self.vp.length(PAIR_LINE), r.w,
                               self.vp.length(PROMPT_LINE))
            if n == 1:
                return [last]
            return [pygame.Rect(r.x, top, r.w, last.y - top), last]
        if self.lines_fit(2):  # the last of two lines' boxes
            line_h = self.line_height(2)
            y = self.top(2) + (2 - n) * line_h
        else:
            line_h, y = self.line_height(n), self.top(n)
        return [pygame.Rect(r.x, y + i * line_h, r.w, line_h) for i in range(n)]

    def top(self, n: int = 2) -> int:
        """The screen y where ``n`` lines start."""
        vp = self.vp
        r = vp.rect(self.rect)
        if n >= 2 and not self.grows:
            return r.bottom - vp.length(FOOT + PROMPT_LINE + PAIR_LINE)
        line_h = self.line_height(max(1, min(2, n)))
        return r.centery - line_h * max(1, min(2, n)) // 2

    def _one_size(self, lines, boxes, size) -> list[pygame.Rect]:
        """``boxes`` made as tall as the smaller, then the line drawn larger lowered
        a pixel at a time until both lines come out at one text size."""
        hs = [min(b.h for b in boxes)] * len(boxes)

        def px(i):
            (t, tn), b = lines[i], boxes[i]
            self.text.get(t, size, tone(tn), False, b.w, hs[i])
            return getattr(self.text, "px", {}).get((t, size, tuple(tone(tn)), False, b.w, hs[i]), 0)
        for _step in range(24):
            sizes = [px(i) for i in range(len(boxes))]
            if len(set(sizes)) < 2:
                break
            big = sizes.index(max(sizes))
            hs[big] -= 1
        return [pygame.Rect(b.x, b.centery - h // 2, b.w, h) for b, h in zip(boxes, hs)]

    def draw(self, surf, lines, one_size: bool = False) -> None:
        """Each line on a dark plate (legible in every theme), centred on the anchor;
        two lines on one panel over the anchor's foot (:meth:`line_boxes`).
        ``one_size``: the two lines are one sentence wrapped, drawn at one size (each
        fitted to its own box: a long hint read small, then large)."""
        vp = self.vp
        r = vp.rect(self.rect)
        lines = [x for x in lines if x[0]][:2]
        self.plates = []
        if not lines:
            return
        boxes = self.line_boxes(len(lines))
        size = sized(STATUS_TEXT, getattr(self.text, "fonts", None))
        if one_size and len(lines) > 1:
            boxes = self._one_size(lines, boxes, size)
        y = boxes[0].y
        total = boxes[-1].bottom - y
        if len(lines) > 1:
            # one panel under both lines, edged like the HUD's boxes: at large text the
            # lines fill the strip between the play area and the hand tray, and the
            # panel covers the frame lines instead of the lines poking out between plates
            wide = max(self.text.get(t, size, tone(tn), False, r.w, b.h).get_width()
                       for (t, tn), b in zip(lines, boxes))
            panel = pygame.Rect(0, y, min(r.w, wide + vp.length(20)), total)
            panel.centerx = r.centerx
            panel = panel.clip(r.union(boxes[0]))  # a lifted tile meets its foot
            pygame.draw.rect(surf, PLATE, panel, border_radius=vp.length(8))
            self.plates.append(panel)
            pygame.draw.rect(surf, THEME.panel_edge, panel, max(1, vp.length(2)),
                             border_radius=vp.length(8))
        for (text, tn), box in zip(lines, boxes):
            img = self.text.get(text, size, tone(tn), False, box.w, box.h)
            plate = img.get_rect(center=box.center).inflate(vp.length(16), vp.length(2))
            self.plates.append(plate.clip(box.inflate(0, 2)))
            if len(lines) < 2 or tn == "bad":
                pygame.draw.rect(surf, BAD_PLATE if tn == "bad" else PLATE,
                                 plate.clip(box.inflate(0, 2)), border_radius=vp.length(6))
            self.text.draw(surf, text, size, tone(tn), box.center, "center", shadow=False,
                           box=box)
