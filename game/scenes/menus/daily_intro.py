"""The daily deal's intro card, shown before the deal (the deal started with
no word of what it is): the date, what the daily deal is, what counts as winning it, and
three figures (without them the card was bare): today's result, the daily streak (days in
a row with a daily deal won) and the best streak so far. Enter / A /
Start begins the deal; Esc / B / Back returns to the menu."""

from __future__ import annotations

import pygame

from ...actions import Action, Input
from ...daily import TARGET
from ...i18n import N_, _, ngettext
from ...scene import Scene
from ...ui import THEME, MenuList, draw_dialog, draw_text_fit
from ...widgets.drawing import dim
from ...widgets.text import draw_paragraphs

__all__ = ["DailyIntroScene", "streak_words", "PANEL"]

#: The card (design px), over the menu.
PANEL = pygame.Rect(290, 120, 700, 480)


def streak_words(days: int) -> str:
    """"Daily streak: 3 days" (the days in a row with a daily deal won)."""
    return ngettext("Daily streak: {n} day", "Daily streak: {n} days", days).format(n=days)


class DailyIntroScene(Scene):
    """Over the menu: the day's deal explained; ``on_start`` begins it."""

    opaque = False
    name = "daily_intro"

    def __init__(self, app, date: str, on_start):
        super().__init__(app)
        self.date = date
        self.on_start = on_start
        self.menu = MenuList([(N_("Back"), self.back), (N_("Start"), self.start)],
                             PANEL.centerx, PANEL.bottom - 80, width=260, height=56, gap=16)
        self.menu.buttons[0].rect.topleft = (PANEL.centerx - 276, PANEL.bottom - 80)
        self.menu.buttons[1].rect.topleft = (PANEL.centerx + 16, PANEL.bottom - 80)
        self.menu.index = 1  # Start: one key begins the deal
        self.menu._sync()

    def animating(self) -> bool:
        return False

    def best(self) -> int | None:
        stats = getattr(self.app, "stats", None)
        return None if stats is None else stats.goals.daily_best(self.date)

    def streak(self) -> int:
        stats = getattr(self.app, "stats", None)
        return 0 if stats is None else stats.goals.daily_streak_on(self.date)

    def played(self) -> int:
        """Daily deals of this date finished (0: not played yet)."""
        stats = getattr(self.app, "stats", None)
        return 0 if stats is None else stats.goals.daily_played(self.date)

    def best_streak(self) -> int:
        stats = getattr(self.app, "stats", None)
        return 0 if stats is None else stats.goals.daily_streak.get("best", 0)

    def lines(self) -> tuple[str, str, str, str, str]:
        """The card's words: title, what the deal is, how it is won, today's best, the
        streak."""
        best = self.best()
        return (_("Today's deal"),
                _("The same tiles all day: try to beat your best."),
                _("Beat Medium to {target}.").format(target=TARGET),
                _("Your best today: not played yet") if best is None
                else _("Your best today: {result}").format(result=f"{best:+d}"),
                streak_words(self.streak()))

    def boxes(self) -> list[tuple[str, str, str]]:
        """The card's three figures, ``(heading, value, note)`` (without them the card was
        bare): today's result (won or lost, by how much, games played), the daily streak
        and the best streak so far."""
        best, n = self.best(), self.played()
        if best is None:
            today = (_("Today"), _("Not played yet"), _("one deal a day"))
        else:
            value = (_("Won by {n}").format(n=best) if best > 0
                     else _("Lost by {n}").format(n=-best) if best < 0 else _("Even"))
            today = (_("Today"), value,
                     ngettext("{n} game played", "{n} games played", n).format(n=n))
        streak, top = self.streak(), self.best_streak()
        days = ngettext("{n} day", "{n} days", streak).format(n=streak)
        return [today,
                (_("Daily streak"), days, _("days in a row won")),
                (_("Best streak"), ngettext("{n} day", "{n} days", top).format(n=top),
                 _("your record"))]

    def back(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def start(self) -> None:
        self.app.audio.play("click")
        self.app.pop()
        self.on_start()

    def handle(self, inp: Input) -> None:
        if inp.action in (Action.BACK, Action.PAUSE):
            self.back()
            return
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        dim(surf, 170)
        panel = vp.rect(PANEL)
        draw_dialog(surf, panel, vp.length(16))
        title, what, how, _best, _streak = self.lines()
        inner = PANEL.inflate(-60, 0)
        draw_text_fit(surf, fonts, 36, title, THEME.ink,
                      vp.rect((inner.x, PANEL.y + 18, inner.w, 48)), "center", bold=True)
        draw_text_fit(surf, fonts, 22, self.date, THEME.ink_dim,
                      vp.rect((inner.x, PANEL.y + 66, inner.w, 28)), "center")
        # what it is and how it is won, then today's figures in three boxes that fill
        # the card down to its buttons (200 %: the words shrink to their box)
        bottom = draw_paragraphs(surf, fonts, [what, how],
                                 vp.rect((inner.x, PANEL.y + 104, inner.w, 120)), 24,
                                 THEME.ink, gap=vp.length(4), align="center")
        top = max(bottom + vp.length(14), vp.point((0, PANEL.y + 200))[1])
        foot = vp.point((0, PANEL.bottom - 100))[1]
        gap, n = 18, 3
        w = (inner.w - gap * (n - 1)) / n
        for i, (head, value, note) in enumerate(self.boxes()):
            x = inner.x + i * (w + gap)
            box = pygame.Rect(vp.point((x, 0))[0], top, vp.length(w), max(1, foot - top))
            pygame.draw.rect(surf, THEME.row, box, border_radius=vp.length(12))
            pygame.draw.rect(surf, THEME.panel_edge, box, max(1, vp.length(2)),
                             border_radius=vp.length(12))
            rows = box.inflate(-vp.length(12), -vp.length(10))
            h = rows.h / 4
            draw_text_fit(surf, fonts, 22, head, THEME.ink_soft,
                          pygame.Rect(rows.x, rows.y, rows.w, h), "center", bold=True)
            draw_text_fit(surf, fonts, 30, value, THEME.ink_dark,
                          pygame.Rect(rows.x, rows.y + h, rows.w, 2 * h), "center", bold=True)
            draw_text_fit(surf, fonts, 20, note, THEME.ink_soft,
                          pygame.Rect(rows.x, rows.y + 3 * h, rows.w, h), "center")
        self.menu.draw(surf, vp, fonts)
