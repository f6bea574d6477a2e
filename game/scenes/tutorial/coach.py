"""The tutorial's coach card: the step's title, what to do (or, once the play is made,
why it came out as it did), the step's goal as a chip, and a refusal when there is one.

The card is sized to its content, like a good game's coach bubble: as wide as its
longest line (the step's text and its explanation both, so it does not jump when
the explanation comes), as tall as its lines, and on the table steps it points
down at the table with a small tail. It decides nothing; the scene states.
"""

from __future__ import annotations

import pygame

from ...i18n import _
from ...tutorial import tile_label
from ...ui import THEME, draw_panel

__all__ = ["CoachCard", "CARD_POS", "CARD_MAX", "CARD_MIN_W", "TAIL"]

#: Design px: the card's top-left, its largest size (the band above the table) and
#: its narrowest width.
CARD_POS = (40, 90)
CARD_MAX = (1200, 132)
CARD_MIN_W = 520
PAD = 18
TITLE = 27
BODY = 22
SMALL = 22
LINE = 25
#: The card's rows (design px): above the title, the title row, under the body, the
#: refusal's row with its margin.
TOP, TITLE_ROW, BOTTOM, MSG_ROW = 10, 36, 12, 36
#: Design px between the title and what to do on a compact card's one row.
GAP = 18
#: The goal chip: pale gold while the play is to make, green once it is done.
GOAL_FILL = (250, 228, 160)
GOAL_INK = (70, 44, 10)
DONE_FILL = (20, 120, 60)
DONE_INK = (255, 255, 255)
#: How far the bubble's tail reaches below it (design px): a short, ordinary tail.
TAIL = 18
#: ... reaching at most this far into the figure box (its inset: board.INSET) when the
#: card has grown towards it, and never shorter than this.
TAIL_INTO, TAIL_LEAST = 8, 8


class CoachCard:
    """Draws the step's card for tutorial scene ``scene``."""

    def __init__(self, scene):
        self.sc = scene
        #: One row when it fits: the title, then what to do, on one line (set by the
        #: table for a figure that the usual card's height would show small).
        self.compact = False

    # -- what it says ---------------------------------------------------------------------
    def title(self) -> str:
        sc = self.sc
        return _(sc.step.title)

    def body(self) -> str:
        step = self.sc.step
        return _(step.after) if (self.sc.explained and step.after) else _(step.text)

    def goal(self) -> tuple[str, bool] | None:
        """``(text, done)`` for the goal chip; None on a page of text only."""
        sc = self.sc
        if sc.step.kind == "info":
            return None
        c = sc.count
        if sc.explained or (sc.session.finished and c is not None and c["done"]):
            # the tile landed and its ends added up (a hand's end may still follow):
            # never while it flies
            return _("Done"), True
        s = sc.session
        if s.must_draw:
            return _("Goal: draw a tile that fits"), False
        mv = s.wanted or (s.results[-1].move if s.finished and s.results else None)
        if mv is None:
            return None
        return _("Goal: play {tile}").format(tile=tile_label(mv.tile)), False

    def message(self) -> tuple[str, tuple] | None:
        text, color = self.sc.message
        return (text, color) if text and not self.sc.done else None

    # -- its size ---------------------------------------------------------------------------
    def _chip_w(self, goal) -> int:
        if goal is None:
            return 0
        vp = self.sc.app.vp
        w = self.sc.app.fonts.get(SMALL, True).size(goal[0])[0] + vp.length(24)
        return w + (vp.length(22) if goal[1] else 0)

    def layout(self, message: bool = True) -> dict:
        """Screen rects and lines: ``rect`` (the card), ``lines`` and ``size`` of the
        body, ``chip`` (its rect) and ``goal``, ``message`` (``message`` False: as the
        card is with no refusal's line)."""
        sc = self.sc
        vp = sc.app.vp
        fonts = sc.app.fonts
        pad = vp.length(PAD)
        inner_max = vp.length(CARD_MAX[0]) - 2 * pad
        goal = self.goal()
        chip_w = self._chip_w(goal)
        room_w = chip_w  # the card keeps its width as the goal changes to "Done"
        if goal is not None:
            room_w = max(chip_w, self._chip_w((_("Done"), True)))
            if sc.step.draw:
                room_w = max(room_w, self._chip_w((_("Goal: draw a tile that fits"), False)))
        title_w = fonts.get(TITLE, True).size(self.title())[0]
        body_font = fonts.get(BODY)
        step = sc.step
        texts = [_(step.text)] + ([_(step.after)] if step.after else [])
        want = title_w + (room_w + vp.length(24) if room_w else 0)
        msg = self.message() if message else None
        if msg is not None:
            want = max(want, min(fonts.get(SMALL, True).size(msg[0])[0], inner_max))
        foot = MSG_ROW if msg else BOTTOM
        room = vp.length(CARD_MAX[1] - TOP - foot)  # the title row and the body
        body_h = 0
        for t in texts:
            want = max(want, min(body_font.size(t)[0], inner_max))
        inner_w = max(vp.length(CARD_MIN_W) - 2 * pad, min(inner_max, want))
        for t in texts:
            size, lines = self.fit(t, inner_w, room)
            body_h = max(body_h, len(lines) * self.line_h(size))
        size, lines = self.fit(self.body(), inner_w, room)
        avail = room - vp.length(TITLE_ROW)
        # the title row grows with a big text size (up to half again) where the body
        # leaves room; the card never grows past its band
        title_row = min(max(vp.length(TITLE_ROW), fonts.get(TITLE, True).get_linesize()),
                        vp.length(TITLE_ROW * 1.5), vp.length(TITLE_ROW) + avail - body_h)
        inline = None  # (compact) the body's x offset after the title, on one row
        gap = vp.length(GAP)
        if self.compact and sc.step.kind != "info":
            widest = max(body_font.size(t)[0] for t in texts)
            one = title_w + gap + widest + (room_w + vp.length(24) if room_w else 0)
            if one <= inner_max and fonts.get(BODY).get_linesize() <= title_row:
                inner_w = max(vp.length(CARD_MIN_W) - 2 * pad, one)
                inline, body_h, size, lines = title_w + gap, 0, BODY, [self.body()]
        h = vp.length(TOP + foot) + title_row + body_h
        x, y = vp.point(CARD_POS)
        rect = pygame.Rect(x, y, inner_w + 2 * pad, min(h, vp.length(CARD_MAX[1])))
        chip = None
        if chip_w:
            ch = max(vp.length(30), min(fonts.get(SMALL, True).get_linesize() + vp.length(4),
                                        title_row - vp.length(2)))
            chip = pygame.Rect(0, 0, min(chip_w, inner_w // 2), ch)
            chip.midright = (rect.right - pad, rect.y + vp.length(TOP) + title_row // 2)
        return {"rect": rect, "lines": lines, "size": size, "goal": goal, "chip": chip,
                "message": msg, "title_row": title_row, "inline": inline}

    def line_h(self, size: float) -> int:
        """A body line's height for text ``size``: the design's, or the font's when
        the player's text size makes it taller."""
        return max(self.sc.app.vp.length(LINE), self.sc.app.fonts.get(size).get_linesize())

    def fit(self, text: str, width: int, room: int) -> tuple[float, list[str]]:
        """``(size, lines)``: ``text`` in at most two lines of ``width`` that fit in
        ``room`` screen px under a title row at least as tall as a line (the title is
        never drawn smaller than the body), smaller only where it must be (200 % text,
        long words)."""
        vp = self.sc.app.vp
        size = BODY
        while True:
            size, lines = self.sc.panels._fit_lines(text, size, width, 2)
            lh = self.line_h(size)
            title = max(vp.length(TITLE_ROW), lh + vp.length(4))
            if len(lines) * lh + title <= room or size <= 9:
                return size, lines
            size -= 1

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        lay = self.layout()
        r = lay["rect"]
        pad = vp.length(PAD)
        if sc.step.kind != "info":
            self._tail(surf, r)
        draw_panel(surf, r, radius=vp.length(14), alpha=242, width=vp.length(3))
        x = r.x + pad
        y = r.y + vp.length(TOP)
        width = r.w - 2 * pad
        chip = lay["chip"]
        title_w = width - (chip.w + vp.length(16) if chip else 0)
        head = THEME.ink_dark if THEME.name == "contrast" else (90, 50, 20)
        if lay["inline"] is not None:  # compact: the title's row centred on the chip's
            title_w = lay["inline"] - vp.length(GAP)
        sc.text.draw(surf, self.title(), TITLE, head, (x, y), "topleft", True, False,
                     box=pygame.Rect(x, y, title_w, lay["title_row"] - vp.length(2)))
        if chip is not None:
            self._chip(surf, chip, *lay["goal"])
        line_h = self.line_h(lay["size"])
        if lay["inline"] is not None:  # compact: what to do on the title's row
            bx = x + lay["inline"]
            by = y + (lay["title_row"] - vp.length(2) - line_h) // 2 + vp.length(2)
            right = chip.left - vp.length(8) if chip is not None else x + width
            sc.text.draw(surf, lay["lines"][0], lay["size"], THEME.ink_dark, (bx, by),
                         "topleft", False, False, box=pygame.Rect(bx, by, right - bx, line_h))
        y += lay["title_row"]
        for line in lay["lines"] if lay["inline"] is None else ():
            sc.text.draw(surf, line, lay["size"], THEME.ink_dark, (x, y), "topleft", False,
                         False, box=pygame.Rect(x, y, width, line_h))
            y += line_h
        msg = lay["message"]
        if msg is not None:
            size, lines = sc.panels._fit_lines(msg[0], SMALL, width, 1, True)
            if lines:
                box = pygame.Rect(x, r.bottom - vp.length(34), width, vp.length(28))
                sc.text.draw(surf, lines[0], size, msg[1], (x, r.bottom - vp.length(8)),
                             "bottomleft", True, False, box=box)

    def _chip(self, surf, chip: pygame.Rect, text: str, done: bool) -> None:
        sc = self.sc
        vp = sc.app.vp
        fill, ink = (DONE_FILL, DONE_INK) if done else (GOAL_FILL, GOAL_INK)
        pygame.draw.rect(surf, fill, chip, border_radius=chip.h // 2)
        pygame.draw.rect(surf, ink if done else (190, 150, 60), chip, max(1, vp.length(1)),
                         border_radius=chip.h // 2)
        tx = chip.x + vp.length(12)
        if done:  # a tick before "Done": not told by the colour alone
            s = min(chip.h * 0.5, vp.length(15))
            ox, oy = tx, chip.centery - s / 2
            pygame.draw.lines(surf, ink, False, [(ox, oy + s * 0.55), (ox + s * 0.38, oy + s),
                                                 (ox + s, oy)], max(2, vp.length(3)))
            tx += vp.length(22)
        sc.text.draw(surf, text, SMALL, ink, (tx, chip.centery), "midleft", True, False,
                     box=pygame.Rect(tx, chip.y, chip.right - tx - vp.length(8), chip.h))

    def tail_points(self, r: pygame.Rect) -> list[tuple[float, float]]:
        """The bubble's tail: a short, ordinary speech-bubble tail under the bubble, over
        the tiles on the board (as near them as the bubble's width allows), its tip
        leaning a little towards them (not a long thin spike that
        stabbed into a tile; the end the step names has its own pulsing ring,
        ``TutorialTable.draw_target``)."""
        vp = self.sc.app.vp
        tx, _ty = self.sc.table.tail_target()
        margin = vp.length(30)
        bx = max(r.x + margin, min(r.right - margin, tx))
        lean = max(-vp.length(10), min(vp.length(10), tx - bx))
        tip_y = r.bottom + vp.length(TAIL)
        # (a refusal's line grows the card towards the figure box: the tail keeps to
        # the box's inset, off the marks at the figure's top)
        inset = self.sc.table.area().top + vp.length(TAIL_INTO)
        if tip_y > inset:
            tip_y = max(r.bottom + vp.length(TAIL_LEAST), inset)
        return [(bx - vp.length(12), r.bottom - vp.length(3)), (bx + vp.length(12),
                r.bottom - vp.length(3)), (bx + lean, tip_y)]

    def _tail(self, surf, r: pygame.Rect) -> None:
        """The bubble's tail, pointing down at the tiles on the table."""
        vp = self.sc.app.vp
        pts = self.tail_points(r)
        pygame.draw.polygon(surf, THEME.panel, pts)
        pygame.draw.lines(surf, THEME.panel_edge, False, pts[1:] + pts[:1],
                          vp.length(3))
