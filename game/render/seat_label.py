"""A seat's name plate at the table: the seat's name, its portrait, whose turn, "thinking..."
and a "PASS" marker (the tiles it holds are its rack of backs; its score is the score
panel's)."""

from __future__ import annotations

import pygame

from ..ui import THEME
from .avatars import draw_avatar
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
        if self.avatar is not None and not self._words_fit_beside(rw, d, name, tiles_text):
            d = min(r.h - vp.length(6), vp.length(AVATAR_SMALL))
        if self.avatar is not None and self._words_fit_beside(rw, d, name, tiles_text):
            # the bot's portrait at the label's left (at large text only where the
            # words keep their full size beside it: the words come first)
            cx = r.x + vp.length(15) + d / 2  # clear of the turn arrow
            ring = THEME.focus if turn else (team or THEME.panel_edge)
            pr = draw_avatar(surf, self.avatar, (cx, r.centery), d, ring,
                             max(1, vp.length(2)), self._portraits)
            left = pr.right - vp.length(4)
        small = r.h < vp.length(40) or self.one_line
        if thinking and (not tiles_text or self.one_line or self.grows and not self.own):
            # "thinking..." in place of the tile count (the backs show it), never under
            # the label: the play area, or a side column's boneyard (zh 200 %)
            tiles_text, thinking = thinking, ""
        inner = rw.inflate(-vp.length(20 if self.grows else 24), 0)
        if left > r.x:  # the words centred in what the portrait leaves
            inner = pygame.Rect(left + vp.length(4), rw.y, r.right - vp.length(8) - left
                                - vp.length(4), rw.h)
        if self.grows:  # grown: one, two or three lines, whichever keeps the words large,
            # packed round the middle a line apart (a plate grown for three lines that
            # shows two has no gap between them), the turn arrow by the first
            lines = self.lines(name, tiles_text, inner, rw.h - vp.length(4))
            slot = min((rw.h - vp.length(4)) // len(lines),
                       max(self.text.get(w, TEXT, THEME.ink, b).get_height() for w, b in lines))
            y = rw.centery - slot * len(lines) // 2
            arrow_y = y + slot // 2
            for words, bold in lines:
                box = pygame.Rect(inner.x, y, inner.w, slot)
                self.text.draw(surf, words, TEXT, THEME.ink, box.center, "center", bold,
                               box=box)
                y += slot
        elif small or not tiles_text:
            self.text.draw(surf, f"{name}  {tiles_text}".strip(), TEXT, THEME.ink, inner.center,
                           "center", not tiles_text, box=inner.inflate(0, -vp.length(4)))
        else:
            self.text.draw(surf, name, TEXT, THEME.ink,
                           (inner.centerx, rw.centery + vp.length(1)),
                           "midbottom", True, box=pygame.Rect(inner.x, rw.y, inner.w,
                                                              rw.h // 2 + vp.length(1)))
            self.text.draw(surf, tiles_text, TEXT, THEME.ink,
                           (inner.centerx, rw.centery), "midtop",
                           box=pygame.Rect(inner.x, rw.centery, inner.w, rw.h - rw.h // 2))
        if turn:  # the seat to play: an arrow too, not only the colour
            a = vp.length(7 * min(1.6, max(1.0, getattr(self.text.fonts, "text_scale", 1))))
            x = r.x + vp.length(7)  # clear of the plate's rounded edge
            pygame.draw.polygon(surf, THEME.focus, [(x, arrow_y - a), (x + a, arrow_y),
                                                    (x, arrow_y + a)])
        if thinking:
            self.text.draw(surf, thinking, TEXT, THEME.focus,
                           (r.centerx, r.bottom + vp.length(2)), "midtop",
                           max_w=r.w + vp.length(40))
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
