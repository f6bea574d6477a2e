"""The first launch: a newcomer is led in. Instead of "press any key" and a home screen
of ten entries, the game's name and two big choices side by side: "Learn to play"
(the tutorial, about 10 minutes) and "Quick game to 100" (American Sniff against the
gentlest bot, to the shortest target); a small "Main menu" under them leads to
everything else.

A first launch is one with nothing of the player's in the data folder: no settings,
no statistics, no saved game, no tutorial progress (nor any of them set aside as bad).
A returning player starts on the usual title and home menu (see ``game.main``)."""

from __future__ import annotations

import pygame

from ... import saves, storage
from ...actions import Action
from ...config import BOT_LEVELS, GameConfig
from ...i18n import N_, _
from ...render.menu_icons import draw_icon
from ...ui import THEME, Button, draw_text_fit
from ...widgets import MenuScreen, draw_logo, menu_anchor
from ...widgets.text import draw_lines_fit
from .menu import tutorial_available
from .menu_layout import LOGO
from .new_game import about_hands

__all__ = ["WelcomeScene", "first_launch", "QUICK_TARGET", "quick_config"]

#: The quick game: American Sniff, you against one bot, to the shortest target offered.
QUICK_TARGET = 100
#: The files a returning player has (their stems: ``stats.json``, ``stats.bad-….json``).
_STEMS = ("settings", "stats", "tutorial", "autosave")


def first_launch() -> bool:
    """True when the data and config folders hold none of the player's files (nor a
    bad one set aside): the game has never been played, set up or learnt here."""
    folders = {storage.data_dir(), storage.config_dir(), saves.save_path().parent}
    stems = set(_STEMS) | {saves.save_path().stem}
    for folder in folders:
        try:
            names = [p.name for p in folder.iterdir()] if folder.is_dir() else []
        except OSError:  # unreadable: not a newcomer's empty folder to greet
            return False
        for name in names:
            if name.endswith(".json") and name.split(".", 1)[0] in stems:
                return False
    return True


def quick_config(app) -> GameConfig:
    """The quick game to :data:`QUICK_TARGET`: American Sniff, 2 players, against the
    gentlest bot (:data:`~game.config.BOT_LEVELS`' first: a newcomer's first game; the
    bot still sees only its own hand). The new-game form keeps its own choice."""
    gentlest = BOT_LEVELS[0]
    return GameConfig(ruleset="american", players=2, levels=[gentlest, gentlest],
                      target=QUICK_TARGET, seed=getattr(app.options, "seed", None))


#: Design rects at 100 % text: the two big choices side by side, the small way to the
#: home menu under them.
LEARN = (200, 236, 420, 236)
QUICK = (660, 236, 420, 236)
MORE = (500, 506, 280, 56)
#: How much wider and taller (design px) each big choice is at 200 % text, and the
#: Main menu button (its words keep their size).
GROW_W, GROW_H, MORE_GROW_W = 120, 44, 120


def layout(text_scale: float = 1.0) -> tuple[tuple, tuple, tuple]:
    """The design rects of Learn to play, Quick game and Main menu: at larger text the
    big choices grow out from the middle and down, Main menu under them."""
    g = max(0.0, min(1.0, text_scale - 1.0))
    w, h = LEARN[2] + round(GROW_W * g), LEARN[3] + round(GROW_H * g)
    gap = QUICK[0] - LEARN[0] - LEARN[2]
    learn = (640 - gap // 2 - w, LEARN[1], w, h)
    quick = (640 + gap // 2, QUICK[1], w, h)
    mw = MORE[2] + round(MORE_GROW_W * g)
    more = (640 - mw // 2, MORE[1] + round(GROW_H * g), mw, MORE[3] + round(16 * g))
    return learn, quick, more
#: The subtitle under the logo.
SUBTITLE = (240, 172, 800, 44)


class WelcomeScene(MenuScreen):
    """Two big buttons (Learn to play, Quick game) and a small Main menu. Left/Right
    move between the big ones, Down to Main menu and Up back; Tab goes round all
    three; Enter (pad A) or a click chooses; Esc (pad B) goes to the home menu."""

    name = "welcome"
    back_rect = None
    sheet_rect = None
    hints = N_("Arrows choose   Enter confirm   Esc main menu")
    pad_hints = N_("D-pad choose   A confirm   B main menu")

    def __init__(self, app):
        super().__init__(app)
        self.buttons = [Button(N_("Learn to play"), LEARN, self.learn),
                        Button(N_("Quick game to {target}"), QUICK, self.quick),
                        Button(N_("Main menu"), MORE, self.main_menu)]
        self.index = 0
        self.big = 0  # the big choice Up goes back to
        self.done = False
        self.resize()
        self._sync()

    def resize(self) -> None:
        """Lay the buttons out for the text size."""
        rects = layout(getattr(self.app.fonts, "text_scale", 1.0))
        for b, r in zip(self.buttons, rects):
            b.rect = pygame.Rect(r)

    # -- choices ----------------------------------------------------------------
    @property
    def labels(self) -> list[str]:
        return [b.label for b in self.buttons]

    def focused(self) -> str:
        return self.buttons[self.index].label

    def _sync(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.index
        if self.index < 2:
            self.big = self.index

    def select(self, label: str) -> None:
        """Choose an entry by its label (tests and scripted runs)."""
        self.buttons[self.labels.index(label)].on_click()

    def _leave(self) -> bool:
        if self.done:
            return False
        self.done = True
        self.app.audio.play("click")
        return True

    def learn(self) -> None:
        if self._leave():
            self.app.reset(self.app.scene("tutorial"))

    def quick(self) -> None:
        if self._leave():
            self.app.reset(self.app.scene("table", quick_config(self.app)))

    def main_menu(self) -> None:
        """The usual home screen; the choice is kept (the settings file is written), so
        the next start is a returning player's."""
        if self._leave():
            storage.save_settings(self.app.settings)
            self.app.reset(self.app.scene("menu"))

    def on_back(self) -> None:
        self.main_menu()

    def handle_input(self, inp) -> None:
        a = inp.action
        if a in (Action.LEFT, Action.RIGHT) and self.index < 2:
            self.index = 0 if a == Action.LEFT else 1
        elif a == Action.DOWN:
            self.index = 2
        elif a == Action.UP:
            self.index = self.big
        elif a in (Action.NEXT, Action.PREV):
            self.index = (self.index + (1 if a == Action.NEXT else -1)) % len(self.buttons)
        elif a == Action.CONFIRM:
            self.buttons[self.index].on_click()
            return
        elif a in (Action.POINT, Action.PRESS) and inp.pos is not None:
            for i, b in enumerate(self.buttons):
                b.hover = b.hit(self.app.vp, inp.pos)
                if b.hover:
                    self.index = i
                    if a == Action.PRESS:
                        self._sync()
                        b.on_click()
                        return
        else:
            return
        self._sync()

    # -- drawing ------------------------------------------------------------------
    def lines(self, label: str) -> tuple[str, str]:
        """A big choice's words: its name and what it is (translated)."""
        if label == "Learn to play":
            return _("Learn to play"), _("About 10 minutes")
        return (_("Quick game to {target}").format(target=QUICK_TARGET),
                about_hands("american", 2, QUICK_TARGET))

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        draw_logo(surf, vp, fonts, menu_anchor("title", LOGO))
        draw_text_fit(surf, fonts, 28, _("the domino game  -  American Sniff and Sniff 61"),
                      THEME.ink_dim, vp.rect(SUBTITLE), "center", shadow=True)
        for b in self.buttons[:2]:
            self._draw_big(surf, b)
        more = self.buttons[2]
        r, ink = more.draw_plate(surf, vp)
        draw_text_fit(surf, fonts, 26, more.text, ink, r.inflate(-vp.length(20), 0),
                      "center", bold=True)

    def _lines(self, surf, size, text, ink, box, bold=False) -> None:
        """``text`` on one line, or two (centred) rather than much smaller."""
        fonts = self.app.fonts
        if not draw_lines_fit(surf, fonts, size, text, ink, box, bold=bold,
                              align="center", min_size=size * 0.85):
            draw_text_fit(surf, fonts, size, text, ink, box, "center", bold=bold)

    def _draw_big(self, surf, b) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        r, ink = b.draw_plate(surf, vp)
        if not b.focused:  # both stand out as the screen's two choices
            pygame.draw.rect(surf, THEME.accent, r.inflate(vp.length(6), vp.length(6)),
                             vp.length(3), border_radius=vp.length(13))
        name, what = self.lines(b.label)
        pad = vp.length(20)
        icon = pygame.Rect(0, 0, vp.length(60), vp.length(60))
        icon.midtop = (r.centerx, r.y + vp.length(18))
        draw_icon(surf, "Tutorial" if b.label == "Learn to play" else "Continue", icon, ink)
        head_h = max(vp.length(60), round(fonts.get(38, True).get_linesize() * 1.05))
        head = pygame.Rect(r.x + pad, icon.bottom + vp.length(6), r.w - 2 * pad, head_h)
        self._lines(surf, 38, name, ink, head, bold=True)
        sub = pygame.Rect(r.x + pad, head.bottom, r.w - 2 * pad,
                          r.bottom - head.bottom - vp.length(12))
        self._lines(surf, 24, what, ink, sub)


def start_scene(app):
    """The first screen without command-line choices: the welcome on a first launch
    (when the tutorial is there to offer), else the title."""
    if tutorial_available() and first_launch():
        return WelcomeScene(app)
    return app.scene("title")
