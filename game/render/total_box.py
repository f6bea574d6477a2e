"""The table's Total box: what the counted ends add up to, outlined when it scores,
and the Total a held tile's focused move would make ("10 -> 15", a gold "+15")."""

from __future__ import annotations

import pygame

from ..ui import THEME
from .furniture import BRASS, draw_plate, wood
from .ring_key import RING_KEY, draw_key_tip, draw_ring_key, pointed_mark
from .seat_label import TEXT

__all__ = ["TotalBox", "draw_gain"]


class TotalBox:
    """The layout's total (what the counted ends add up to), outlined when it scores."""

    def __init__(self, vp, text, rect, settings=None, save=None):
        self.vp, self.text, self.rect = vp, text, pygame.Rect(rect)
        #: The box grew with the text (HudLayout): label and number side by side.
        self.grows = False
        #: Where the key to the rings goes beside the box (design px; HudLayout: None
        #: where the table has no room for it at the text size).
        self.legend: pygame.Rect | None = None
        #: The key says its short words (large text; HudLayout).
        self.legend_short = False
        #: The profile's settings and how to keep them (kept for the table's API).
        self.settings, self.save = settings, save

    def draw_legend(self, surf, rows=(), values=None) -> None:
        """The key to the marks at the ends, its ``rows`` (game.render.ring_key), each
        with the board's own mark in ``values`` (a row whose mark is not on the board
        now is left out)."""
        values = values or {}
        rows = tuple(i for i in rows if RING_KEY[i][2] in values)
        if self.legend is not None and rows:
            draw_ring_key(surf, self.vp, self.text, self.vp.rect(self.legend), rows,
                          self.legend_short, TEXT, values)

    def show(self, surf, label: str, board, v, game, players: int, chips=None,
             dialog: bool = False, pointer=None, focus=None, move=None) -> None:
        """The box for view ``v`` and ``game`` on the table, with the key's one line
        about the mark the player points at (ring_key.pointed_mark: the disc, ring or
        "+N" chip on ``board`` under the mouse ``pointer``, or the keyboard / pad
        ``focus`` spot; ``chips``: the chosen tile's, spot -> points), that mark ringed
        on the board; with nothing pointed at, no key (standing there it
        read like debug text); never while a ``dialog`` is up over the table (it
        showed through beside the Pause panel). ``move``: ``(tile, spot)``, the held
        tile's focused spot: the box shows the Total it would make when that scores,
        "10 -> 15" in gold with a "+15" beside it."""
        total = v.layout.total if v.layout is not None and v.layout.placed else 0
        hit = None if dialog else pointed_mark(board, v, pointer, chips, focus)
        after = None if dialog else self.after(v.layout, move)
        if after is not None and game.rules.points(after) <= 0:
            after = None  # a move that scores nothing: the Total stays (its ghost's "+0"
            # says it; "10 -> 7" read as the player's score going down)
        self.draw(surf, label, total, game.rules.points(total) > 0, after=after,
                  gain=0 if after is None else game.rules.points(after))
        if hit is not None:  # a tooltip beside that very mark, ringed
            if hit[2] is not None:
                pygame.draw.ellipse(surf, THEME.focus, hit[2].inflate(  # "this end"
                    self.vp.length(10), self.vp.length(10)), max(2, self.vp.length(3)))
            draw_key_tip(surf, self.vp, self.text, board, v.layout, hit,
                         self.legend_short, TEXT, board.camera.rect)

    def after(self, layout, move) -> int | None:
        """The Total once ``move`` (``(tile, spot)``) is played on ``layout``, asked of
        the engine (kept while the tiles placed, in their order, the ruleset's kind of
        sniff and the move stay: a layout is its plays); None: no move."""
        if move is None or layout is None:
            return None
        key = (layout.inline, tuple(layout.placed), tuple(move))
        kept = getattr(self, "_after", None)
        if kept is None or kept[0] != key:
            lay = layout.copy()
            kept = self._after = (key, lay.apply(move[0] << 8 | move[1]))
        return kept[1]

    def draw(self, surf, label: str, total: int, scoring: bool, key=(),
             values=None, after: int | None = None, gain: int = 0) -> None:
        """``key``: the ring key's rows to show beside the box (:class:`KeyTutor`),
        ``values``: the board's marks they show (ring_key.key_values); ``after``: the
        Total a focused move would make ("10 -> 15"; ``gain``: what it scores, a gold
        "+15" beside the box), None: the Total as it is."""
        vp = self.vp
        r = vp.rect(self.rect)
        self.draw_legend(surf, key, values)
        if after is not None:
            scoring = gain > 0
            total = f"{total} \u2192 {after}"
            if gain:
                draw_gain(surf, vp, self.text, r, gain)
        draw_plate(surf, r, vp.length(12), tuple(round(c * 0.6) for c in wood()),
                   THEME.accent if scoring else BRASS, max(1, vp.length(3)), vp.length(3))
        if scoring:  # a scoring total: a second border as well as the colour
            pygame.draw.rect(surf, THEME.accent, r.inflate(-vp.length(8), -vp.length(8)),
                             vp.length(1), border_radius=vp.length(9))
        inner = r.inflate(-vp.length(10), 0)
        if self.grows and after is not None:
            ink = THEME.focus if scoring else THEME.ink
            label_w = self.text.get(label, TEXT, THEME.ink).get_width()
            arrow_w = self.text.get(str(total), 30, ink, True).get_width()
            gap = vp.length(8)
            if label_w + gap + arrow_w <= inner.w:  # the label kept beside "10 -> 15"
                # (HudLayout widens the box for both: a bare arrow read as anything)
                x = inner.centerx - (label_w + gap + arrow_w) // 2
                self.text.draw(surf, label, TEXT, THEME.ink, (x, r.centery), "midleft",
                               box=pygame.Rect(x, r.y, label_w, r.h))
                nbox = pygame.Rect(x + label_w + gap, r.y + vp.length(2), arrow_w,
                                   r.h - vp.length(4))
                self.text.draw(surf, str(total), 30, ink, nbox.midleft, "midleft", True,
                               box=nbox)
                return
            # no room for both: "10 -> 15" over the whole box (beside the label it shrank
            # to a small print)
            self.text.draw(surf, str(total), 30, ink, inner.center, "center", True,
                           box=inner.inflate(0, -vp.length(4)))
            return
        if self.grows:  # side by side: the label left of the middle, the number right
            half = inner.w * 0.58
            lbox = pygame.Rect(inner.x, r.y + vp.length(4), round(half), r.h - vp.length(8))
            nbox = pygame.Rect(lbox.right + vp.length(4), r.y + vp.length(2),
                               inner.right - lbox.right - vp.length(4), r.h - vp.length(4))
            self.text.draw(surf, label, TEXT, THEME.ink, lbox.midright, "midright",
                           box=lbox)
            self.text.draw(surf, str(total), 30, THEME.focus if scoring else THEME.ink,
                           nbox.midleft, "midleft", True, box=nbox)
            return
        self.text.draw(surf, label, TEXT, THEME.ink, (r.centerx, r.y + vp.length(2)),
                       "midtop", box=pygame.Rect(inner.x, r.y + vp.length(2), inner.w,
                                                 vp.length(21)))
        # the number in its own box under the label's, centred there: never over it
        nbox = pygame.Rect(inner.x, r.y + vp.length(24), inner.w, r.h - vp.length(26))
        self.text.draw(surf, str(total), 30, THEME.focus if scoring else THEME.ink,
                       nbox.center, "center", True, box=nbox)


def draw_gain(surf, vp, text, box: pygame.Rect, gain: int) -> pygame.Rect:
    """What a previewed move scores, "+15" in gold on a dark pill just right of the Total
    ``box`` (screen px), level with it; gives the pill's box."""
    words = f"+{gain}"
    img = text.get(words, 24, THEME.focus, True)
    pill = pygame.Rect(0, 0, img.get_width() + vp.length(16), img.get_height() + vp.length(6))
    pill.midleft = (box.right + vp.length(8), box.centery)
    pygame.draw.rect(surf, (20, 20, 20), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surf, THEME.focus, pill, max(2, vp.length(2)), border_radius=pill.h // 2)
    text.draw(surf, words, 24, THEME.focus, pill.center, "center", True, False, box=pill)
    return pill
