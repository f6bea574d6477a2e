"""The goals a game just earned: a card over the game-over screen, each with its medal.

Shown once the game is over (never over a play): :func:`show_earned` hands the goals the
game just counted (``Stats.last``) earned to the game-over screen, which lists them in a
strip beside its result (never over it); elsewhere it pushes this card. Enter / A /
a click on "Nice!" closes it; "See goals" opens the Goals screen; Esc / B close it too.
"""

from __future__ import annotations

import pygame

from ...actions import Action, Input
from ...goals import GOALS
from ...i18n import N_, _, ngettext
from ...scene import Scene
from ...ui import THEME, MenuList, draw_panel, draw_text_fit
from ...widgets import dim
from .goals import draw_medal

__all__ = ["GoalsEarnedScene", "show_earned", "MAX_ROWS", "HOLD"]

#: At most this many goals are listed; the others are counted in one line.
MAX_ROWS = 5
WIDTH = 760
POP = 0.35  # seconds: the card rises into place
#: The card takes no press this long (s) after it appears: an Enter mashed on from the
#: game's last play never closes it unread.
HOLD = 1.0


def show_earned(app, game_id: str) -> bool:
    """Show the card if the game ``game_id`` just earned goals; True if it will. Over
    the game-over screen they go in its strip once the result has been seen (its
    ``queue_goals``), never on a card over the result."""
    stats = getattr(app, "stats", None)
    last = getattr(stats, "last", None) or {}
    if last.get("game_id") != game_id or not last.get("goals"):
        return False
    queue = getattr(app.top, "queue_goals", None)
    if queue is not None:
        queue(list(last["goals"]))
    else:
        app.push(GoalsEarnedScene(app, list(last["goals"])))
    return True


class GoalsEarnedScene(Scene):
    opaque = False
    name = "goals_earned"

    def __init__(self, app, goal_ids: list[str]):
        super().__init__(app)
        by_id = {g.id: g for g in GOALS}
        self.goals = [by_id[i] for i in goal_ids if i in by_id]
        self.t = 0.0
        self.menu = MenuList([(N_("See goals"), self.see_goals), (N_("Nice!"), self.close)],
                             640, 0, width=260, height=52)
        self.menu.index = 1
        self.menu._sync()

    # -- layout (design px) ----------------------------------------------------------
    def _row_h(self) -> float:
        f = self.app.fonts
        s = max(1e-6, f.scale)
        return max(64, (f.get(24, True).get_linesize() + f.get(22).get_linesize()) / s + 10)

    def _title_h(self) -> float:
        f = self.app.fonts
        return f.get(34, True).get_linesize() / max(1e-6, f.scale) + 24

    def shown(self) -> int:
        """How many goals are listed (the rest are counted in one line)."""
        room = 640 - self._title_h() - 90
        fit = max(1, int(room // self._row_h()))
        n = len(self.goals)
        return n if n <= min(fit, MAX_ROWS) else min(fit, MAX_ROWS) - 1

    def panel(self) -> pygame.Rect:
        more = 1 if self.shown() < len(self.goals) else 0
        h = self._title_h() + (self.shown() + more) * self._row_h() + 86
        rise = max(0.0, 1 - self.t / POP) ** 2 * 40
        return pygame.Rect(640 - WIDTH // 2, round(360 - h / 2 + rise), WIDTH, round(h))

    def _place_buttons(self, panel: pygame.Rect) -> None:
        y = panel.bottom - 70
        self.menu.buttons[0].rect.topleft = (640 - 270, y)
        self.menu.buttons[1].rect.topleft = (640 + 10, y)

    # -- scene ------------------------------------------------------------------------
    def enter(self) -> None:
        self.app.audio.play("win")

    def update(self, dt: float) -> None:
        self.t += dt

    def animating(self) -> bool:
        return self.t < POP

    def close(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def see_goals(self) -> None:
        self.app.audio.play("click")
        self.app.pop()
        self.app.push(self.app.scene("goals"))

    def handle(self, inp: Input) -> None:
        if self.t < HOLD or inp.repeat:
            return  # dropped: a press in the hold, or a key held on from before
        if inp.action in (Action.BACK, Action.PAUSE):
            self.close()
            return
        self._place_buttons(self.panel())
        if inp.action in (Action.UP, Action.DOWN):
            return  # two buttons side by side: left / right choose
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        dim(surf, 160)
        p = self.panel()
        self._place_buttons(p)
        draw_panel(surf, vp.rect(p), alpha=255, edge=THEME.accent, width=4)
        n = len(self.goals)
        title = ngettext("{n} goal reached!", "{n} goals reached!", n).format(n=n)
        th = self._title_h()
        draw_text_fit(surf, fonts, 34, title, THEME.ink_dark,
                      vp.rect((p.x + 20, p.y + 12, p.w - 40, th - 12)), "center", bold=True)
        y = p.y + th
        rh = self._row_h()
        for g in self.goals[:self.shown()]:
            draw_medal(surf, fonts, g.icon, vp.point((p.x + 64, y + rh / 2 - 2)),
                       vp.length(25), True)
            name_f = fonts.get(24, True)
            lh = name_f.get_linesize() / max(1e-6, fonts.scale)
            top = y + (rh - lh - fonts.get(22).get_linesize() / max(1e-6, fonts.scale)) / 2
            draw_text_fit(surf, fonts, 24, _(g.name), THEME.ink_dark,
                          vp.rect((p.x + 110, top, p.w - 140, lh)), "midleft", bold=True)
            draw_text_fit(surf, fonts, 22, _(g.line), THEME.ink_soft,
                          vp.rect((p.x + 110, top + lh, p.w - 140, rh - lh - 10)), "topleft")
            y += rh
        rest = n - self.shown()
        if rest > 0:
            draw_text_fit(surf, fonts, 22, ngettext(
                "and {n} more on the Goals screen", "and {n} more on the Goals screen",
                rest).format(n=rest), THEME.ink_soft, vp.rect((p.x + 110, y, p.w - 140, rh)),
                "midleft")
        self.menu.draw(surf, vp, fonts)
