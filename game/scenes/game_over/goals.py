"""The goals a game just earned, as a small strip beside the game-over panel.

It never covers the result (a "2 goals reached!" card once sat over
"North wins" and the final score): it slides in from the right margin, clear of the
panel, once the result has been seen, and a click on it opens the Goals screen.

A game can earn many goals at once ("100" handed out 6, listed in one go, and
the strip ran onto the wooden frame): at most 3 goals are named, then "+3 more"; they
come in one by one, each with a flash of gold (the screen plays a chime each), and
the strip stays inside the felt with a margin at any text size. Its heading counts the
goals listed so far, up as they come in ("6 goals reached!" stood over the first 2
come in): the number and the list always agree."""

from __future__ import annotations

import math

import pygame
import pytweening

from ...goals import GOALS
from ...i18n import _, ngettext
from ...ui import THEME, draw_panel, draw_text_fit
from ...ui.viewport import FELT
from ..records.goals import draw_medal

__all__ = ["GoalsStrip", "STRIP_W", "STRIP_SLIDE", "STRIP_ROWS", "ROW_GAP", "MARGIN",
           "strip_rect"]

#: The strip's width (design px): the margin right of the game-over panel, less
#: :data:`MARGIN` either side (the felt ends at x 1252).
STRIP_W = 236
#: The strip keeps at least this far (design px) inside the felt.
MARGIN = 10
#: It slides in over this long (s).
STRIP_SLIDE = 0.4
#: At most this many goals are listed by name; the rest are counted in one line.
STRIP_ROWS = 3
#: After the strip has slid in, its lines come in one by one this far apart (s).
ROW_GAP = 0.5
#: A line's gold flash as it comes in lasts this long (s).
FLASH = 0.4
FLASH_GOLD = (255, 214, 110)


def strip_rect(panel: pygame.Rect, rows: int, fonts) -> pygame.Rect:
    """Where the strip sits (design px): right of ``panel``, its rows' height."""
    s = max(1e-6, fonts.scale)
    title = fonts.get(22, True).get_linesize() / s + 16
    row = max(48, fonts.get(20, True).get_linesize() / s + 14)
    foot = fonts.get(18).get_linesize() / s + 14
    h = round(title + rows * row + foot + 8)
    felt = pygame.Rect(FELT).inflate(-2 * MARGIN, -2 * MARGIN)
    x = panel.right + (felt.right - panel.right - STRIP_W) // 2
    h = min(h, felt.h)
    y = max(felt.y, min(panel.y + 110, felt.bottom - h))
    return pygame.Rect(x, y, STRIP_W, h)


class GoalsStrip:
    """The goals earned (``goal_ids``) beside the game-over ``panel`` (design px)."""

    def __init__(self, goal_ids: list[str], panel: pygame.Rect):
        by_id = {g.id: g for g in GOALS}
        self.goals = [by_id[i] for i in goal_ids if i in by_id]
        self.panel = panel
        self.since: float | None = None  # the screen's clock when it came in

    def show(self, t: float) -> None:
        if self.since is None:
            self.since = t

    @property
    def shown(self) -> bool:
        return self.since is not None

    def _rows(self) -> tuple[list, int]:
        named = self.goals[:STRIP_ROWS]
        return named, len(self.goals) - len(named)

    @property
    def lines(self) -> int:
        """The lines that come in one by one: each goal named, and "+N more"."""
        named, rest = self._rows()
        return len(named) + (1 if rest else 0)

    def listed(self, t: float, still: bool = False) -> int:
        """How many goals the lines come in so far list (each named one, and the N of
        "+N more"): the number the heading says, so that it never counts goals not
        listed yet ("6 goals reached!" over the 2 come in so far)."""
        named, rest = self._rows()
        came = self.came(t, still)
        return min(came, len(named)) + (rest if came > len(named) else 0)

    def came(self, t: float, still: bool = False) -> int:
        """How many of its lines have come in by the screen's clock ``t``."""
        if self.since is None:
            return 0
        if still:
            return self.lines
        return max(0, min(self.lines, math.floor((t - self.since - STRIP_SLIDE) / ROW_GAP) + 1))

    def _flash(self, i: int, t: float, still: bool) -> float:
        """Line ``i``'s flash of gold now (1 as it comes in -> 0)."""
        if still or self.since is None:
            return 0.0
        age = t - (self.since + STRIP_SLIDE + i * ROW_GAP)
        return 0.0 if not 0.0 <= age < FLASH else 1.0 - age / FLASH

    def rect(self, fonts, t: float, still: bool) -> pygame.Rect:
        """The strip now (design px): off to the right before it slides in."""
        r = strip_rect(self.panel, self.lines, fonts)
        if self.since is None:
            return r.move(1280 - r.x, 0)
        k = 1.0 if still else pytweening.easeOutBack(min(1.0, (t - self.since) / STRIP_SLIDE))
        return r.move(round((1.0 - k) * (1280 - r.x)), 0)

    def animating(self, t: float) -> bool:
        return self.since is not None and t - self.since < (
            STRIP_SLIDE + (self.lines - 1) * ROW_GAP + FLASH)

    def hit(self, fonts, pos_design, t: float) -> bool:
        return self.since is not None and self.rect(fonts, t, True).collidepoint(pos_design)

    def draw(self, surf, vp, fonts, t: float, still: bool) -> None:
        if self.since is None or not self.goals:
            return
        r = self.rect(fonts, t, still)
        draw_panel(surf, vp.rect(r), alpha=255, edge=THEME.accent, width=3,
                   radius=vp.length(12))
        s = max(1e-6, fonts.scale)
        n = self.listed(t, still)  # the goals listed so far: it counts up as they come
        th = fonts.get(22, True).get_linesize() / s + 16
        if n:
            title = ngettext("{n} goal reached!", "{n} goals reached!", n).format(n=n)
            draw_text_fit(surf, fonts, 22, title, THEME.ink_dark,
                          vp.rect((r.x + 10, r.y + 8, r.w - 20, th - 8)), "center",
                          bold=True)
        row = max(48, fonts.get(20, True).get_linesize() / s + 14)
        y = r.y + th
        named, rest = self._rows()
        came = self.came(t, still)
        for i, g in enumerate(named[:came]):
            self._draw_flash(surf, vp, (r.x + 6, y + 2, r.w - 12, row - 4), i, t, still)
            pop = 1.0 + 0.35 * self._flash(i, t, still)
            draw_medal(surf, fonts, g.icon, vp.point((r.x + 32, y + row / 2)),
                       vp.length(17 * pop), True)
            draw_text_fit(surf, fonts, 20, _(g.name), THEME.ink_dark,
                          vp.rect((r.x + 58, y, r.w - 66, row)), "midleft", bold=True)
            y += row
        if rest:
            if came > len(named):
                self._draw_flash(surf, vp, (r.x + 6, y + 2, r.w - 12, row - 4), len(named),
                                 t, still)
                draw_text_fit(surf, fonts, 20, ngettext("+{n} more", "+{n} more", rest)
                              .format(n=rest), THEME.ink_soft,
                              vp.rect((r.x + 58, y, r.w - 66, row)), "midleft", bold=True)
            y += row
        draw_text_fit(surf, fonts, 18, _("Click to see all goals"), THEME.ink_soft,
                      vp.rect((r.x + 10, y, r.w - 20, r.bottom - y - 6)), "center")

    def _draw_flash(self, surf, vp, box, i: int, t: float, still: bool) -> None:
        k = self._flash(i, t, still)
        if k <= 0.0:
            return
        rr = vp.rect(box)
        glow = pygame.Surface(rr.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*FLASH_GOLD, round(150 * k)), glow.get_rect(),
                         border_radius=vp.length(8))
        surf.blit(glow, rr.topleft)
