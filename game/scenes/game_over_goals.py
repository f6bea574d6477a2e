"""The goals a game just earned, as a small strip beside the game-over panel.

It never covers the result (r9a over_6, r9b g_18: a "2 goals reached!" card sat over
"North wins" and the final score): it slides in from the right margin, clear of the
panel, once the result has been seen, and a click on it opens the Goals screen."""

from __future__ import annotations

import pygame
import pytweening

from ..goals import GOALS
from ..i18n import _, ngettext
from ..ui import THEME, draw_panel, draw_text_fit
from .goals import draw_medal

__all__ = ["GoalsStrip", "STRIP_W", "STRIP_SLIDE", "strip_rect"]

#: The strip's width (design px): the margin right of the game-over panel.
STRIP_W = 262
#: It slides in over this long (s).
STRIP_SLIDE = 0.4
#: At most this many goals are listed by name; the rest are counted in one line.
STRIP_ROWS = 4


def strip_rect(panel: pygame.Rect, rows: int, fonts) -> pygame.Rect:
    """Where the strip sits (design px): right of ``panel``, its rows' height."""
    s = max(1e-6, fonts.scale)
    title = fonts.get(22, True).get_linesize() / s + 16
    row = max(48, fonts.get(20, True).get_linesize() / s + 14)
    foot = fonts.get(18).get_linesize() / s + 14
    h = round(title + rows * row + foot + 8)
    x = panel.right + (1280 - panel.right - STRIP_W) // 2
    return pygame.Rect(x, max(12, panel.y + 110), STRIP_W, min(h, 720 - 24 - panel.y))


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
        n = len(self.goals)
        named = self.goals if n <= STRIP_ROWS else self.goals[:STRIP_ROWS - 1]
        return named, n - len(named)

    def rect(self, fonts, t: float, still: bool) -> pygame.Rect:
        """The strip now (design px): off to the right before it slides in."""
        named, rest = self._rows()
        r = strip_rect(self.panel, len(named) + (1 if rest else 0), fonts)
        if self.since is None:
            return r.move(1280 - r.x, 0)
        k = 1.0 if still else pytweening.easeOutBack(min(1.0, (t - self.since) / STRIP_SLIDE))
        return r.move(round((1.0 - k) * (1280 - r.x)), 0)

    def animating(self, t: float) -> bool:
        return self.since is not None and t - self.since < STRIP_SLIDE

    def hit(self, fonts, pos_design, t: float) -> bool:
        return self.since is not None and self.rect(fonts, t, True).collidepoint(pos_design)

    def draw(self, surf, vp, fonts, t: float, still: bool) -> None:
        if self.since is None or not self.goals:
            return
        r = self.rect(fonts, t, still)
        draw_panel(surf, vp.rect(r), alpha=255, edge=THEME.accent, width=3,
                   radius=vp.length(12))
        s = max(1e-6, fonts.scale)
        n = len(self.goals)
        th = fonts.get(22, True).get_linesize() / s + 16
        title = ngettext("{n} goal reached!", "{n} goals reached!", n).format(n=n)
        draw_text_fit(surf, fonts, 22, title, THEME.ink_dark,
                      vp.rect((r.x + 10, r.y + 8, r.w - 20, th - 8)), "center", bold=True)
        row = max(48, fonts.get(20, True).get_linesize() / s + 14)
        y = r.y + th
        named, rest = self._rows()
        for g in named:
            draw_medal(surf, fonts, g.icon, vp.point((r.x + 32, y + row / 2)),
                       vp.length(17), True)
            draw_text_fit(surf, fonts, 20, _(g.name), THEME.ink_dark,
                          vp.rect((r.x + 58, y, r.w - 66, row)), "midleft", bold=True)
            y += row
        if rest:
            draw_text_fit(surf, fonts, 18, ngettext("and {n} more", "and {n} more", rest)
                          .format(n=rest), THEME.ink_soft,
                          vp.rect((r.x + 58, y, r.w - 66, row)), "midleft")
            y += row
        draw_text_fit(surf, fonts, 18, _("Click to see all goals"), THEME.ink_soft,
                      vp.rect((r.x + 10, y, r.w - 20, r.bottom - y - 6)), "center")
