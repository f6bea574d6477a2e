"""The end of a tutorial hand and of a tutorial game on screen: every hand left
with its pips rounded on its own, what each score lost, the passes, the winner.

:class:`TutorialEndings` draws the events the scene shows (``hand_end``,
``game_end``, ``pass_note``); the numbers all come from the engine's events.
"""

from __future__ import annotations

import pygame

from engine.rules import round5

from ...i18n import _, ngettext
from ...render import HandView, TileArt
from ...texts import team_name
from ...tutorial import HUMAN
from ...ui import THEME, draw_panel
from .board import HAND
from .panels import SMALL, STATUS, TEXT_BAD, TEXT_GOOD

__all__ = ["TutorialEndings", "HAND_END"]

#: The hand's summary replaces the player's tiles and the boneyard at the end of a hand.
HAND_END = (40, 538, 806, 134)


class TutorialEndings:
    """The hand's summary, the pass note and the winner's banner."""

    def __init__(self, scene, art: TileArt):
        self.sc = scene
        self.art = art

    def draw_hand_end(self, surf) -> None:
        """Every hand left, its pips rounded on its own, and what each score lost."""
        sc = self.sc
        ev = sc.hand_end
        g = sc.session.game
        vp = sc.app.vp
        names = sc.seat_names(g.players)
        box = vp.rect(HAND_END)
        draw_panel(surf, box, radius=vp.length(14), alpha=245, width=vp.length(3))
        ink = THEME.ink_dark
        pad = 16
        x0, y0 = HAND_END[0] + pad, HAND_END[1] + 8
        if ev.how == "domino":
            if ev.seat == HUMAN:
                head = _("Hand over: you went out")
            else:
                head = _("Hand over: {name} went out").format(name=names[ev.seat])
        else:
            head = _("Hand over: blocked")
        half = (HAND_END[2] - 2 * pad) / 2
        sc.text.draw(surf, head, 24, THEME.ink_dark, vp.point((x0, y0)), "topleft", True,
                     False, box=vp.rect((x0, y0, half, 28)))
        sc.text.draw(surf, _("each hand: pips left, rounded to 5"), SMALL, THEME.ink_soft,
                     vp.point((HAND_END[0] + HAND_END[2] - pad, y0 + 4)), "topright", False,
                     False, box=vp.rect((x0 + half + 10, y0 + 2, half - 10, 26)))
        entries = [[0, 2], [1, 3]] if g.teams else [[s] for s in range(g.players)]
        col_w = (HAND_END[2] - 2 * pad) / len(entries)
        unit = 14 if g.teams else 17
        for e, seats in enumerate(entries):
            cx = x0 + e * col_w
            y = y0 + 30
            label = (team_name(names[seats[0]], names[seats[1]]) if len(seats) > 1
                     else names[seats[0]])
            change = ev.change[e]
            lost = _("loses {n}").format(n=-change) if change < 0 else (
                _("gains {n}").format(n=change) if change > 0 else _("loses nothing"))
            half = (col_w - 14) / 2
            sc.text.draw(surf, label, SMALL, ink, vp.point((cx, y)), "topleft", True, False,
                         box=vp.rect((cx, y, half - 4, 26)))
            sc.text.draw(surf, lost, SMALL, TEXT_BAD if change < 0 else TEXT_GOOD,
                         vp.point((cx + col_w - 14, y)), "topright", True, False,
                         box=vp.rect((cx + half, y, half, 26)))
            y += 26
            for s in seats:
                tx = cx
                if len(seats) > 1:
                    sc.text.draw(surf, names[s], SMALL, ink, vp.point((cx, y + 4)), "topleft",
                                 False, False, box=vp.rect((cx, y + 2, 64, 26)))
                    tx += 68
                tiles = list(ev.hands[s])
                if tiles:  # the table's hand renderer, small
                    row = (tx, y, len(tiles) * unit * 1.12, 2.1 * unit)
                    HandView(vp, self.art, row).draw(surf, tiles, still=True)
                pips = ev.pips[s]
                self._draw_rounding(surf, pips, round5(pips), (cx + col_w - 14, y + 4),
                                    2 * unit + 2, col_w - 14 - (tx - cx) - 8)
                y += 2 * unit + 6

    def _draw_rounding(self, surf, pips: int, rounded: int, right, row_h: float = 34,
                       width: float = 200) -> None:
        """``13 pips  -> 15`` with a drawn arrow, right-aligned at design point ``right``,
        inside a row ``row_h`` high and ``width`` wide (design px): large text sizes
        shrink to the row instead of spilling out of the panel."""
        sc = self.sc
        vp = sc.app.vp
        ink = THEME.ink_dark
        x, y = vp.point(right)
        h = vp.length(row_h)
        num_w = vp.length(min(60, width * 0.3))
        rb = sc.text.draw(surf, str(rounded), 24, ink, (x, y), "topright", True, False,
                          box=pygame.Rect(x - num_w, y, num_w, h))
        aw = vp.length(22)
        ax1 = rb.x - vp.length(6)
        ax0 = ax1 - aw
        ay = rb.centery
        pygame.draw.line(surf, ink, (ax0, ay), (ax1 - vp.length(5), ay), max(1, vp.length(2)))
        pygame.draw.polygon(surf, ink, [(ax1, ay), (ax1 - vp.length(7), ay - vp.length(5)),
                                        (ax1 - vp.length(7), ay + vp.length(5))])
        label_w = max(vp.length(40), (ax0 - vp.length(6)) - (x - vp.length(width)))
        sc.text.draw(surf, ngettext("{n} pip", "{n} pips", pips).format(n=pips), SMALL, ink,
                     (ax0 - vp.length(6), ay), "midright", False, False,
                     box=pygame.Rect(ax0 - vp.length(6) - label_w, y, label_w, h))

    def draw_pass_note(self, surf) -> None:
        sc = self.sc
        text, left = sc.pass_note
        if not text or left <= 0:
            return
        vp = sc.app.vp
        img = sc.text.get(text, SMALL, THEME.ink_dark, True, max_w=vp.length(HAND[2]),
                          max_h=vp.length(34))
        r = img.get_rect(midtop=vp.point((HAND[0] + HAND[2] / 2, STATUS[1])))
        pygame.draw.rect(surf, THEME.focus, r.inflate(vp.length(24), vp.length(12)),
                         border_radius=vp.length(10))
        sc.text.draw(surf, text, SMALL, THEME.ink_dark, r.topleft, "topleft", True, False,
                     max_w=vp.length(HAND[2]), box=r.inflate(2, 2))

    def draw_game_end(self, surf) -> None:
        sc = self.sc
        ev = sc.game_end
        vp = sc.app.vp
        x, y, w, h = sc.table.layout
        box = vp.rect((x + 250, y + h - 84, w - 500, 70))
        draw_panel(surf, box, fill=(255, 236, 170), radius=vp.length(14), alpha=250,
                   width=vp.length(3))
        pts = ev.scores[ev.winner]
        if ev.winner == HUMAN:
            text = ngettext("You win!  {n} point", "You win!  {n} points", pts).format(n=pts)
        else:
            text = ngettext("{name} wins  {n} point", "{name} wins  {n} points", pts).format(
                name=sc.seat_names(2)[ev.winner], n=pts)
        sc.text.draw(surf, text, 30, THEME.ink_dark, box.center, "center", True, False,
                       box=box.inflate(-vp.length(20), -vp.length(6)))
