"""The main menu: Continue, New game, Daily deal, Tutorial, Rules, Options, Statistics,
Goals, About, Quit. Daily deal and Goals carry a tag: today's best, the goals earned."""

from __future__ import annotations

import importlib.util

import pygame

from .. import __version__
from ..actions import Action
from ..daily import daily_config, daily_game_id, in_progress, today
from ..goals import GOALS
from ..i18n import N_, _, ngettext
from ..ui import THEME, MenuList, draw_text, draw_text_fit
from ..widgets import ConfirmScene, MenuScreen, draw_logo, draw_tile, menu_anchor

__all__ = ["MenuScene", "ENTRIES"]

ENTRIES = (N_("Continue"), N_("New game"), N_("Daily deal"), N_("Tutorial"), N_("Rules"),
           N_("Options"), N_("Statistics"), N_("Goals"), N_("About"), N_("Quit"))


def tutorial_available() -> bool:
    try:
        return importlib.util.find_spec("game.scenes.tutorial") is not None
    except (ImportError, ValueError):
        return False


class MenuScene(MenuScreen):
    """The main menu. BACK returns to the title screen.

    Continue is enabled when ``app.saves`` (a later feature) reports a saved game
    with ``has_save()``; choosing it calls ``app.saves.continue_game()``.
    """

    name = "menu"
    back_rect = None
    sheet_rect = None
    hints = N_("Up/Down choose   Enter confirm   Esc back   (pad: D-pad, A, B)")

    def __init__(self, app):
        super().__init__(app)
        self.menu: MenuList | None = None
        self.build()

    def has_save(self) -> bool:
        saves = getattr(self.app, "saves", None)
        if saves is None:
            return False
        try:
            return bool(saves.has_save())
        except Exception:  # a broken save must not break the menu
            return False

    def build(self) -> None:
        keep = self.menu.index if self.menu is not None else None
        panel = menu_anchor("panel", (380, 232, 520, 420))
        panel.top, panel.h = panel.top - 8, panel.h + 22  # ten rows: the drawn panel's height
        items = [
            (N_("Continue"), self.on_continue, self.has_save()),
            (N_("New game"), self.on_new_game),
            (N_("Daily deal"), self.on_daily),
            (N_("Tutorial"), self.on_tutorial, tutorial_available()),
            (N_("Rules"), self.on_rules),
            (N_("Options"), self.on_options),
            (N_("Statistics"), self.on_stats),
            (N_("Goals"), self.on_goals),
            (N_("About"), self.on_about),
            (N_("Quit"), self.on_quit),
        ]
        gap = 6
        h = min(54, (panel.h - 28 - gap * (len(items) - 1)) // len(items))
        top = panel.centery - (len(items) * (h + gap) - gap) / 2
        self.menu = MenuList(items, panel.centerx, top, width=min(360, panel.w - 40), height=h,
                             gap=gap)
        if keep is not None and self.menu.buttons[keep].enabled:
            self.menu.index = keep
            self.menu._sync()
        elif self.has_save():
            self.menu.index = 0
            self.menu._sync()

    @property
    def labels(self) -> list[str]:
        return [b.label for b in self.menu.buttons]

    def enabled(self, label: str) -> bool:
        return self.menu.buttons[ENTRIES.index(label)].enabled

    def select(self, label: str) -> None:
        """Activate an entry by its label (tests and scripted runs)."""
        b = self.menu.buttons[ENTRIES.index(label)]
        if b.enabled:
            b.on_click()

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

    def _click(self) -> None:
        self.app.audio.play("click")

    def on_continue(self) -> None:
        self._click()
        self.app.saves.continue_game()

    def on_new_game(self) -> None:
        self._click()
        self.app.push(self.app.scene("new_game"))

    def on_daily(self) -> None:
        """Today's deal: its intro card first (what it is, today's best, the streak)."""
        self._click()
        from .daily_intro import DailyIntroScene
        self.app.push(DailyIntroScene(self.app, today(), self.begin_daily))

    def begin_daily(self) -> None:
        """The deal, once its card is confirmed; a saved game it would replace is asked
        about first."""
        saves = getattr(self.app, "saves", None)
        if saves is not None and self.has_save():
            self.app.push(ConfirmScene(
                self.app, N_("Start a new game? The saved game you can continue is replaced."),
                self.start_daily, yes=N_("Daily deal")))
            return
        self.start_daily()

    def start_daily(self) -> None:
        date = today()
        table = self.app.scene("table", daily_config(date))
        # the id marks the game as this day's deal for the statistics (before any save)
        table.keeper.game_id = daily_game_id(date)
        self.app.reset(table)

    def on_goals(self) -> None:
        self._click()
        self.app.push(self.app.scene("goals"))

    def tags(self) -> dict[str, str]:
        """The words beside a row: today's daily deal, the goals earned."""
        stats = getattr(self.app, "stats", None)
        if stats is None:
            return {}
        best = stats.goals.daily_best(today())
        daily = (_("In progress") if in_progress(getattr(self.app, "saves", None), today())
                 else _("Not played today") if best is None
                 else _("Today: {result}").format(result=f"{best:+d}"))
        earned = sum(1 for g in GOALS if stats.goals.is_earned(g.id))
        return {"Daily deal": daily,
                "Goals": _("{n} of {total}").format(n=earned, total=len(GOALS))}

    def left_tags(self) -> dict[str, str]:
        """The words left of a row: the daily streak (days in a row with a daily deal
        won), while it lasts."""
        stats = getattr(self.app, "stats", None)
        days = 0 if stats is None else stats.goals.daily_streak_on(today())
        if days <= 0:
            return {}
        return {"Daily deal": ngettext("Streak: {n} day", "Streak: {n} days", days)
                .format(n=days)}

    def _draw_tags(self, surf, vp, fonts) -> None:
        tags = [(label, words, True) for label, words in self.tags().items()]
        tags += [(label, words, False) for label, words in self.left_tags().items()]
        for label, words, right in tags:
            b = self.menu.buttons[ENTRIES.index(label)]
            x = b.rect.right + 12 if right else b.rect.x - 12 - 180
            box = vp.rect((x, b.rect.y + 3, 180, b.rect.h - 6))
            font = fonts.get(22, True)
            w = min(box.w, fonts.measure(font, words)[0] + vp.length(18))
            chip = box.copy()
            chip.w = w
            if not right:
                chip.right = box.right
            pygame.draw.rect(surf, THEME.felt_dark, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surf, THEME.accent, chip, vp.length(2), border_radius=chip.h // 2)
            draw_text_fit(surf, fonts, 22, words, THEME.ink, chip.inflate(-vp.length(14), 0),
                          "center", bold=True)

    def on_tutorial(self) -> None:
        self._click()
        self.app.push(self.app.scene("tutorial"))

    def on_rules(self) -> None:
        self._click()
        self.app.push(self.app.scene("rules"))

    def on_options(self) -> None:
        self._click()
        self.app.push(self.app.scene("options"))

    def on_stats(self) -> None:
        self._click()
        self.app.push(self.app.scene("stats"))

    def on_about(self) -> None:
        self._click()
        from .about import AboutScene
        self.app.push(AboutScene(self.app))

    def on_quit(self) -> None:
        self._click()
        self.app.quit()

    def handle(self, inp) -> None:
        if inp.action == Action.BACK:
            self._click()
            self.app.replace(self.app.scene("title"))
            return
        if inp.action in (Action.LEFT, Action.RIGHT):
            return  # a vertical list: only up/down (and Tab) move
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        title = menu_anchor("title", (232, 56, 816, 160))
        draw_logo(surf, vp, fonts, title)
        # a short line of play either side of the buttons: tile, sniff crossways, tile
        u = vp.length(30)
        for x, (top, d, bottom) in ((230, ((0, 5), 5, (5, 4))), (1050, ((6, 3), 3, (3, 1)))):
            cy = 400
            draw_tile(surf, vp.point((x, cy - 45)), *top, True, u)
            draw_tile(surf, vp.point((x, cy)), d, d, False, u, outline=THEME.accent)
            draw_tile(surf, vp.point((x, cy + 45)), *bottom, True, u)
        self.menu.draw(surf, vp, fonts)
        self._draw_tags(surf, vp, fonts)
        draw_text(surf, fonts.get(22), f"v{__version__}", THEME.ink,
                  vp.point((1236, 689)), "bottomright")
