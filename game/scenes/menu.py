"""The main menu: Continue, New game, Tutorial, Rules, Options, Statistics, Quit."""

from __future__ import annotations

import importlib.util

from .. import __version__
from ..actions import Action
from ..i18n import N_
from ..ui import THEME, MenuList, draw_text
from ..widgets import MenuScreen, draw_logo, draw_tile, menu_anchor

__all__ = ["MenuScene", "ENTRIES"]

ENTRIES = (N_("Continue"), N_("New game"), N_("Tutorial"), N_("Rules"), N_("Options"),
           N_("Statistics"), N_("Quit"))


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
        items = [
            (N_("Continue"), self.on_continue, self.has_save()),
            (N_("New game"), self.on_new_game),
            (N_("Tutorial"), self.on_tutorial, tutorial_available()),
            (N_("Rules"), self.on_rules),
            (N_("Options"), self.on_options),
            (N_("Statistics"), self.on_stats),
            (N_("Quit"), self.on_quit),
        ]
        gap = 9
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
        draw_text(surf, fonts.get(22), f"v{__version__}", THEME.ink,
                  vp.point((1236, 689)), "bottomright")
