"""The main menu, a home screen: one big play button (Continue with a save, New game
beside it; else New game), the Daily deal and Tutorial cards with their status, a row of
smaller buttons (Rules, Options, Statistics, Goals, About, Quit) and a player strip.
The arrows move the focus across the grid (see menu_layout)."""

from __future__ import annotations

import importlib.util

import pygame

from ... import __version__
from ...actions import Action
from ...daily import daily_config, daily_game_id, in_progress, today
from ...goals import GOALS
from ...i18n import N_, _, ngettext
from ...stats import counted
from ...ui import THEME, MenuList, draw_text
from ...widgets import ConfirmScene, MenuScreen, draw_logo, menu_anchor
from .menu_draw import draw_home
from .menu_layout import LOGO, layout, rows, step

__all__ = ["MenuScene", "ENTRIES"]

ENTRIES = (N_("Continue"), N_("New game"), N_("Daily deal"), N_("Tutorial"), N_("Rules"),
           N_("Options"), N_("Statistics"), N_("Goals"), N_("About"), N_("Quit"))


def tutorial_progress() -> tuple[str, tuple[bool, ...]]:
    """The Tutorial card's line and a tick per lesson (done or not): "Learn to play: 7
    lessons" before any, "Continue lesson 4" once started (the first lesson not done,
    the saved step's where the player stopped inside one), "All 7 lessons done" at the
    end. Only the numbered lessons count (not the welcome and the goodbye: the card said
    "1 of 9" after the welcome, where the tutorial itself says 7 lessons); the card
    once said only "7 lessons" while the player was half-way through."""
    try:
        from ...tutorial import LESSONS, STEPS
        from ...tutorial.progress import Progress
        progress = Progress.load()
    except Exception:  # no tutorial, or its file unreadable: the plain invitation
        return _("Learn to play"), ()
    done = progress.done
    lessons: dict[int, list[bool]] = {}
    at = None  # the lesson of the saved step (where the player left off)
    for li, _si, st in STEPS:
        if LESSONS[li].numbered:
            lessons.setdefault(li, []).append(st.id in done)
            if st.id == progress.step:
                at = li
    order = sorted(lessons)
    ticks = tuple(all(lessons[li]) for li in order)
    total = len(order)
    if all(ticks):
        return ngettext("All {n} lesson done", "All {n} lessons done", total).format(
            n=total), ticks
    started = any(any(steps) for steps in lessons.values()) or at is not None
    if not started:
        return ngettext("Learn to play: {n} lesson", "Learn to play: {n} lessons",
                        total).format(n=total), ticks
    nxt = at if at is not None and not all(lessons[at]) else next(
        li for li, t in zip(order, ticks) if not t)
    return _("Continue lesson {n}").format(n=order.index(nxt) + 1), ticks


def tutorial_status() -> str:
    """The Tutorial card's line (:func:`tutorial_progress`)."""
    return tutorial_progress()[0]


def tutorial_available() -> bool:
    try:
        return importlib.util.find_spec("game.scenes.tutorial.scene") is not None
    except (ImportError, ValueError):
        return False


#: The version number's bottom right corner (design px).
VERSION_AT = (1236, 689)


class MenuScene(MenuScreen):
    """The main menu. BACK returns to the title screen.

    Continue is enabled when ``app.saves`` (a later feature) reports a saved game
    with ``has_save()``; choosing it calls ``app.saves.continue_game()``.
    """

    #: The tutorial's lessons, done or not (the Tutorial card's ticks; set by build).
    lessons: tuple = ()

    name = "menu"
    back_rect = None
    sheet_rect = None

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
        saved = self.has_save()
        items = [
            (N_("Continue"), self.on_continue, saved),
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
        self.menu = MenuList(items, 640, 0)
        self.rects = layout(saved, getattr(self.app.fonts, "text_scale", 1.0))
        for b in self.menu.buttons:
            b.rect = pygame.Rect(self.rects[b.label])
        self.grid = [[e for e in row if self.enabled(e)] for row in rows(saved)]
        self.grid = [row for row in self.grid if row]
        self.status = self._status()
        if keep is not None and self.menu.buttons[keep].enabled:
            self.menu.index = keep
        else:  # the big button: Continue with a save, else New game
            self.menu.index = ENTRIES.index("Continue" if saved else "New game")
        self.menu._sync()

    def _status(self) -> dict[str, str]:
        """What the cards and the player strip say (read once per build, not per frame)."""
        out = dict(self.tags())
        out.update({"Daily streak": self.left_tags().get("Daily deal", "")})
        out["Tutorial"], self.lessons = tutorial_progress()
        stats = getattr(self.app, "stats", None)
        if stats is not None and not stats.empty:
            _played, won = counted(stats.totals())  # (games with undo count too)
            out["strip"] = "   ·   ".join((
                _("Games won: {n}").format(n=won),
                _("Best streak: {n}").format(n=stats.streak["best"]),
                _("Goals: {earned}").format(earned=out.get("Goals", ""))))
        return out

    def focused(self) -> str:
        return self.menu.buttons[self.menu.index].label

    def focus(self, label: str) -> None:
        self.menu.index = ENTRIES.index(label)
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
        moves = {Action.UP: (0, -1), Action.DOWN: (0, 1), Action.LEFT: (-1, 0),
                 Action.RIGHT: (1, 0), Action.PREV: (-1, 0), Action.NEXT: (1, 0)}
        if inp.action in moves:
            dx, dy = moves[inp.action]
            self.focus(step(self.grid, self.rects, self.focused(), dx, dy))
            return
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        draw_logo(surf, vp, fonts, menu_anchor("title", LOGO))
        draw_home(surf, vp, fonts, self.menu.buttons, self.status, self.lessons)
        draw_text(surf, fonts.get(22), f"v{__version__}", THEME.ink,
                  vp.point(VERSION_AT), "bottomright")

    def footer_inset(self) -> int:
        """The controls line keeps clear of the version number in the corner (at
        200 %: "(pad: D-pad, A, B)v0.1.0"): inset by the number's width and a gap
        from each side, so it stays centred."""
        fonts = self.app.fonts
        if not hasattr(fonts, "get"):
            return 0
        w = fonts.measure(fonts.get(22), f"v{__version__}")[0] / max(1e-6, fonts.scale)
        return round(w + 1240 - VERSION_AT[0] + 16)
