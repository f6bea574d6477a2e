"""The daily deal's intro card, shown before the deal (r7a/r7b CLARITY 6: it started with
no word of what it is): what the daily deal is, what counts as winning it, the best
result today and the daily streak (days in a row with a daily deal won). Enter / A /
Start begins the deal; Esc / B / Back returns to the menu."""

from __future__ import annotations

import pygame

from ..actions import Action, Input
from ..daily import TARGET
from ..i18n import N_, _, ngettext
from ..ui import THEME, MenuList, draw_panel, draw_text_fit
from ..widgets.drawing import dim
from ..widgets.text import draw_paragraphs
from .base import Scene

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

    def lines(self) -> tuple[str, str, str, str, str]:
        """The card's words: title, what the deal is, how it is won, today's best, the
        streak."""
        best = self.best()
        return (_("Today's deal"),
                _("The same tiles all day for everyone on this date."),
                _("Beat Medium to {target}.").format(target=TARGET),
                _("Your best today: not played yet") if best is None
                else _("Your best today: {result}").format(result=f"{best:+d}"),
                streak_words(self.streak()))

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
        draw_panel(surf, panel, alpha=255)
        title, what, how, best, streak = self.lines()
        inner = PANEL.inflate(-60, 0)
        draw_text_fit(surf, fonts, 36, title, THEME.ink_dark,
                      vp.rect((inner.x, PANEL.y + 22, inner.w, 50)), "center", bold=True)
        # the words flow down: what it is, how it is won, then today's figures, each
        # at full size where the text size allows (200 %: they take the room they need)
        bottom = draw_paragraphs(surf, fonts, [what, how],
                                 vp.rect((inner.x, PANEL.y + 84, inner.w, 180)), 26,
                                 THEME.ink_dark, gap=vp.length(6), align="center")
        room = vp.rect(PANEL).bottom - vp.length(96) - bottom  # above the buttons
        line = min(fonts.get(26, True).get_linesize() + vp.length(8), room // 2)
        y = bottom + max(vp.length(10), min(vp.length(40), (room - 2 * line) // 2))
        for words in (best, streak):
            draw_text_fit(surf, fonts, 26, words, THEME.ink_dark,
                          pygame.Rect(vp.rect(inner).x, y, vp.length(inner.w), line),
                          "center", bold=True)
            y += line
        self.menu.draw(surf, vp, fonts)
