"""A seat's name plate at the table: the seat's name, its portrait, whose turn, "thinking..."
and a "PASS" marker (the tiles it holds are its rack of backs; its score is the score
panel's)."""

from __future__ import annotations

import pygame

from ..ui import THEME
from .avatars import THINK_RING, draw_avatar, draw_think_ring
from .furniture import BRASS, draw_plate, wood
from .seat_marks import badge_words, draw_glow

__all__ = ["SeatLabel"]

#: The smallest design size of the table's texts: 16 px at 1280x720 in every language's
#: font (the Latin font's design-to-pixel factor is 0.75).
TEXT = 21
#: A grown label's lines keep at least this share of the text size (the text-growth
#: test's 1.6x at 200 %, with a margin): else the label takes another line.
LINE_FLOOR = 0.82
#: The dark plate under the status lines.
PLATE = (14, 30, 22)
#: A bot's portrait in its seat plate: at most this wide (design px); the smaller one
#: where the words beside the larger would not keep their size.
AVATAR_D = 64
#: ... and at large text (where the words want the room).
AVATAR_GROWN = 46
AVATAR_SMALL = 32
#: The seat's score on its plate (design px, bold).
SCORE_TEXT = 22
#: At large text the badge reaches this far down into its plate (design px).
BADGE_DIP = 4

class SeatLabel:
    """A seat's name plate: name, tile count, whose turn (colour and an arrow),
    "thinking...", and a "PASS" marker."""

    def __init__(self, vp, text, rect):
        self.vp, self.text, self.rect = vp, text, pygame.Rect(rect)
        #: Set by :class:`~game.render.hud_layout.HudLayout`: the box has grown with the
        #: text, and (for the seat across the table at large text) one line only.
        self.grows = False
        self.one_line = False
        #: Set by HudLayout: the portrait (game.render.avatars; "you": the
        #: player's own seat) and the seat's partnership (0 / 1; None: no teams).
        self.avatar: str | None = None
        self.team: int | None = None
        self._portraits: dict = {}
        #: The score badge as last drawn (screen px; None: none drawn). The player's
        #: ``own`` plate has none at large text: its last-action chip takes that room.
        self.badge: pygame.Rect | None = None
        self.own = False
        #: The thinking dots as last drawn (screen px; None: the seat is not thinking).
        self.dots: pygame.Rect | None = None
        #: The thinking glow round the portrait as last drawn (screen px; None: none).
        self.ring: pygame.Rect | None = None

    def team_colour(self):
        """The partnership's colour (the score panel's too), or None without teams."""
        if self.team is None:
            return None
        return THEME.team_a if self.team == 0 else THEME.team_b

    def _words_fit_beside(self, r: pygame.Rect, d: int, name: str, tiles: str) -> bool:
        """True unless the label has grown and its words would have to shrink to fit
        beside a portrait ``d`` px wide."""
        if not self.grows:
            return True
        vp = self.vp
        room = r.w - d - vp.length(15 + 8)  # as draw() leaves the words beside it
        plain = r.w - vp.length(20)  # the words' width without a portrait
        height = r.h - vp.length(4)
        opts = ([[(f"{name}  {tiles}", False)], [(name, True), (tiles, False)]] if tiles
                else [[(name, True)]])
        sizes = [[self.text.get(t, TEXT, THEME.ink, b).get_size() for t, b in o] for o in opts]

        def scale(width: int) -> float:  # the largest the words are drawn in ``width``
            return max(min(min(width / max(1, w), height / len(o) / max(1, h))
                           for w, h in o) for o in sizes)
        # the portrait stays where the words beside it are as large as without it, or
        # large enough (the seat across the table, whose plate is low: its lines are
        # as large as its height lets them be either way)
        # (or nearly: a loss of 3 % or less does not show, the face does)
        return scale(room) >= 0.97 * min(LINE_FLOOR, scale(plain)) - 1e-6

    def lines(self, name: str, tiles: str, inner: pygame.Rect, height: int) -> list:
        """A grown label's lines ``[(words, bold)]``: on one line (the seat across the
        table), name over count, name over count over "leader" (split at its " · ") or
        the bot's name over its level over the count:
        the first that keeps every line at LINE_FLOOR of the text size in ``inner``
        (screen px, ``height`` high), else the one that keeps them largest."""
        if not tiles:  # the name alone (the usual plate: its rack shows the tiles)
            return [(name, True)]
        options = []
        if self.one_line or inner.h < self.vp.length(40):
            options.append([(f"{name}  {tiles}", False)])
        options.append([(name, True), (tiles, False)])
        if " · " in tiles:
            options.append([(name, True)] + [(t, False) for t in tiles.split(" · ")])
        if " (" in name:  # "East" over "(Easy)" over the count
            a, b = name.split(" (", 1)
            options.append([(a, True), ("(" + b, True), (tiles, False)])
        best, best_k = options[0], 0.0
        for opt in options:
            k = min(min(inner.w / max(1, w), height / len(opt) / max(1, h))
                    for w, h in (self.text.get(t, TEXT, THEME.ink, b).get_size()
                                 for t, b in opt))
            if k >= LINE_FLOOR:
                return opt
            if k > best_k:
                best, best_k = opt, k
        return best

    def dots_size(self, r: pygame.Rect) -> tuple[int, int]:
        """The thinking dots' size (screen px) on a plate ``r``: three dots a line's
        third high, as the text grows."""
        k = min(1.75, max(1.0, getattr(self.text.fonts, "text_scale", 1.0)))
        d = max(4, min(self.vp.length(7 * k), r.h // 4))
        return 3 * d + 2 * (d * 2 // 3), d

    def _words(self, surf, words: str, bold: bool, box: pygame.Rect, dots_w: int = 0,
               align: str = "middle") -> pygame.Rect:
        """``words`` centred in ``box`` (at its foot for ``align`` "bottom"), with room
        ``dots_w`` kept right of them for the thinking dots (set :attr:`dots`)."""
        img = self.text.get(words, TEXT, THEME.ink, bold, box.w - dots_w, box.h)
        x = box.centerx - (img.get_width() + dots_w) // 2
        pos = (x, box.bottom) if align == "bottom" else (x, box.centery)
        anchor = "bottomleft" if align == "bottom" else "midleft"
        got = self.text.draw(surf, words, TEXT, THEME.ink, pos, anchor, bold,
                             box=pygame.Rect(box.x, box.y, box.w - dots_w, box.h))
        if dots_w:
            w, h = self.dots_size(self.vp.rect(self.rect))
            self.dots = pygame.Rect(got.right + self.vp.length(8), 0, w, h)
            self.dots.centery = got.centery + got.h // 10
        return got

    def draw_dots(self, surf, where: pygame.Rect) -> None:
        """Three dots in a row in ``where``, one brighter in turn (a bot thinking)."""
        d = where.h
        step = (where.w - d) / 2
        lit = pygame.time.get_ticks() // 350 % 3
        for i in range(3):
            c = THEME.focus if i == lit else tuple(round(v * 0.55) for v in THEME.focus[:3])
            pygame.draw.circle(surf, c, (round(where.x + d / 2 + i * step), where.centery),
                               d // 2)

    def badge_rect(self, score_words: str) -> pygame.Rect:
        """The screen rect of the seat's score badge: a dark pill across the plate's
        top edge at its right end (the score on the seat, as card-table apps show it),
        half above the plate, clear of its words."""
        vp = self.vp
        r = vp.rect(self.rect)
        img = self.text.get(score_words, SCORE_TEXT, THEME.focus, True)
        w = max(img.get_width() + vp.length(16), vp.length(38))
        h = img.get_height() + vp.length(2)
        b = pygame.Rect(0, 0, w, h)
        # (a plate on one line, under its rack at large text: at its left end, clear)
        b.x = r.x + vp.length(10) if self.one_line else r.right - vp.length(10) - w
        b.centery = r.top
        if self.grows:  # large text: mostly above the plate, the words keep its height
            b.bottom = r.top + vp.length(BADGE_DIP)
        return b

    def card_for(self, score: int) -> pygame.Rect:
        """The plate and the badge of ``score`` (screen px), before it is drawn."""
        r = self.vp.rect(self.rect)
        return r if self.own and self.grows else r.union(self.badge_rect(badge_words(self, score)))

    def card(self) -> pygame.Rect:
        """The plate and its score badge as last drawn (screen px)."""
        r = self.vp.rect(self.rect)
        return r.union(self.badge) if self.badge is not None else r

    def draw_score(self, surf, score: int, turn: bool = False) -> pygame.Rect:
        """The seat's score on its plate (the badge, see :meth:`badge_rect`)."""
        vp = self.vp
        words = badge_words(self, score)
        b = self.badge = self.badge_rect(words)
        edge = THEME.accent if turn else (self.team_colour() or BRASS)
        pygame.draw.rect(surf, PLATE, b, border_radius=b.h // 2)
        pygame.draw.rect(surf, edge, b, max(1, vp.length(2)), border_radius=b.h // 2)
        self.text.draw(surf, words, SCORE_TEXT, THEME.focus, b.center, "center", True,
                       box=b.inflate(-vp.length(8), 0))
        return b

    def draw(self, surf, name: str, tiles_text: str, turn: bool = False,
             thinking: str = "", passed: str = "", score: int | None = None) -> None:
        vp = self.vp
        r = vp.rect(self.rect)
        team = self.team_colour()
        score = None if self.own and self.grows else score
        edge = THEME.accent if turn else (team or BRASS)
        if turn:  # the seat to play: lit, a soft glow round its plate (still, no pulse)
            draw_glow(surf, self.vp, r, self._portraits)
        draw_plate(surf, r, vp.length(8), wood(turn), edge,
                   max(1, vp.length(3 if turn or team else 2)), vp.length(3))
        left = r.x
        # the words keep below the score badge across the plate's top edge
        dip = 0 if score is None else (self.badge_rect(badge_words(self, score)).bottom - r.top
                                       - vp.length(4))
        rw = pygame.Rect(r.x, r.y + max(0, dip), r.w, r.h - max(0, dip))
        arrow_y = rw.centery
        # the portrait a little taller than the plate (a face, not a speck)
        # (at large text a smaller one where the words would not keep their size)
        d = min(r.h + vp.length(8), vp.length(AVATAR_GROWN if self.grows else AVATAR_D))
        # the player's own plate, by the tray: the face alone, centred and large (the
        # score panel says "You"; the name twice cost a word of the table's budget)
        alone = self.own and self.avatar is not None and not thinking
        self.ring = None
        if alone:
            d = min(r.h + vp.length(4), vp.length(AVATAR_D))
        elif self.avatar is not None and not self._words_fit_beside(rw, d, name, tiles_text):
            d = min(r.h - vp.length(6), vp.length(AVATAR_SMALL))
        if alone or (self.avatar is not None and self._words_fit_beside(rw, d, name, tiles_text)):
            # the bot's portrait at the label's left (at large text only where the
            # words keep their full size beside it: the words come first)
            cx = r.centerx if alone else r.x + vp.length(15) + d / 2  # clear of the arrow
            ring = THEME.focus if turn else (team or THEME.panel_edge)
            if thinking:  # a bot thinking: a soft glow round its portrait, pulsing
                self.ring = draw_think_ring(surf, (cx, r.centery), d,
                                            vp.length(THINK_RING), self._portraits)
            pr = draw_avatar(surf, self.avatar, (cx, r.centery), d, ring,
                             max(1, vp.length(2)), self._portraits)
            left = pr.right - vp.length(4)
            if alone:  # (nor "leader": the prompt says "You start")
                name, tiles_text, left = "", "", r.x
        small = r.h < vp.length(40) or self.one_line
        # a bot that thinks: three dots after its name (a chat's "typing" dots), no
        # words: "Północ  myśli..." read as words cut off, and was shrunk to fit
        self.dots = None
        dots_w = self.dots_size(rw)[0] + vp.length(8) if thinking else 0
        inner = rw.inflate(-vp.length(20 if self.grows else 24), 0)
        if left > r.x:  # the words centred in what the portrait leaves
            inner = pygame.Rect(left + vp.length(4), rw.y, r.right - vp.length(8) - left
                                - vp.length(4), rw.h)
        if self.grows:  # grown: one, two or three lines, whichever keeps the words large,
            # packed round the middle a line apart (a plate grown for three lines that
            # shows two has no gap between them), the turn arrow by the first
            # (the thinking dots under a lone name where the plate has the height:
            # beside it they shrank a side plate's "Zachód")
            one = self.lines(name, tiles_text, inner, rw.h - vp.length(4))
            tall = self.text.get(name, TEXT, THEME.ink, True).get_height()
            dots_h = self.dots_size(rw)[1]
            under = bool(dots_w) and len(one) == 1 and (
                rw.h - vp.length(4) >= tall + dots_h + vp.length(6))
            lines = one if under or not dots_w else self.lines(
                name, tiles_text, inner.inflate(-dots_w, 0), rw.h - vp.length(4))
            slot = min((rw.h - vp.length(4)) // len(lines),
                       max(self.text.get(w, TEXT, THEME.ink, b).get_height() for w, b in lines))
            y = rw.centery - (slot * len(lines) + (dots_h + vp.length(4) if under else 0)) // 2
            arrow_y = y + slot // 2
            for n, (words, bold) in enumerate(lines):
                box = pygame.Rect(inner.x, y, inner.w, slot)
                got = self._words(surf, words, bold, box, dots_w if n == 0 and not under else 0)
                y += slot
            if under:
                w = self.dots_size(rw)[0]
                self.dots = pygame.Rect(got.centerx - w // 2, y, w, dots_h)
        elif small or not tiles_text:
            self._words(surf, f"{name}  {tiles_text}".strip(), not tiles_text,
                        inner.inflate(0, -vp.length(4)), dots_w)
        else:
            self._words(surf, name, True, pygame.Rect(inner.x, rw.y, inner.w,
                                                      rw.h // 2 + vp.length(1)),
                        dots_w, "bottom")
            self.text.draw(surf, tiles_text, TEXT, THEME.ink,
                           (inner.centerx, rw.centery), "midtop",
                           box=pygame.Rect(inner.x, rw.centery, inner.w, rw.h - rw.h // 2))
        if turn:  # the seat to play: an arrow too, not only the colour
            a = vp.length(7 * min(1.6, max(1.0, getattr(self.text.fonts, "text_scale", 1))))
            x = r.x + vp.length(7)  # clear of the plate's rounded edge
            pygame.draw.polygon(surf, THEME.focus, [(x, arrow_y - a), (x + a, arrow_y),
                                                    (x, arrow_y + a)])
        if self.dots is not None:
            self.draw_dots(surf, self.dots)
        self.badge = None
        if score is not None:
            self.draw_score(surf, score, turn)
        if passed:
            m = self.text.get(passed, 22, THEME.ink_dark, True, max_w=r.w)
            mr = m.get_rect(center=r.center)  # over the label: never over anything else
            box = mr.inflate(vp.length(14), vp.length(6))
            pygame.draw.rect(surf, THEME.focus, box, border_radius=vp.length(8))
            self.text.draw(surf, passed, 22, THEME.ink_dark, r.center, "center", True, False,
                           max_w=r.w, box=box)
