"""Goals: the achievements earned and still to earn, each with its medal and progress.

Two columns of cards; the arrows (D-pad) move the focus from card to card, the mouse
wheel scrolls, a click focuses a card. The goals come from the statistics
(:class:`game.goals.GoalBook`, counted from finished games); the tutorial's goal is
read from the tutorial's progress when the screen opens.
"""

from __future__ import annotations

import math

import pygame

from ...actions import Action
from ...goals import GOALS
from ...i18n import N_, _
from ...stats import UNDO_RULE, Stats
from ...ui import THEME, draw_focus_ring, draw_panel, draw_text_fit
from ...widgets import MenuScreen, wrap_text
from ...widgets.text import draw_lines_fit

__all__ = ["GoalsScene", "draw_medal", "goal_status", "shows_bar"]

#: The cards' panel (design px): its foot stays over the controls line at any text size.
PANEL = (90, 140, 1100, 498)
COLS = 2
GAP = 8
GOLD, GOLD_RIM, GOLD_INK = (236, 184, 52), (150, 98, 18), (58, 38, 8)
GREY, GREY_RIM, GREY_INK = (178, 178, 172), (104, 104, 100), (44, 44, 44)
RIBBON = ((196, 52, 44), (40, 92, 170))


def locked_fill() -> tuple:
    """A goal not yet earned: a deeper shade of the table cloth (game.ui.cloth)."""
    return tuple(round((a + b) * 0.4) for a, b in zip(THEME.felt, THEME.felt_dark))


def shows_bar(goal, earned: str | None) -> bool:
    """Whether a card has a progress bar: a goal still to earn with a count or figure to
    reach; an earned card never (once "Twenty" showed a full bar, other earned cards
    none)."""
    return earned is None and goal.target > 1


def goal_status(goal, value: int, earned: str | None) -> str:
    """The words on a card's corner: the date earned, or the progress towards it."""
    if earned is not None:
        return _("Earned {date}").format(date=earned)
    if goal.target > 1:
        return _("{value} / {target}").format(value=value, target=goal.target)
    return _("Not yet")


def _star(cx, cy, r_out, r_in, n=5, turn=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = turn + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def draw_medal(surf, fonts, icon: str, center, radius: int, earned: bool) -> None:
    """A medal drawn in code: ribbon, disc, rim and the goal's emblem (grey when locked)."""
    cx, cy = center
    r = max(6, radius)
    fill, rim, ink = (GOLD, GOLD_RIM, GOLD_INK) if earned else (GREY, GREY_RIM, GREY_INK)
    if earned:  # two ribbon tails behind the disc
        for k, colour in enumerate(RIBBON):
            dx = (-1 if k == 0 else 1) * r * 0.45
            tail = [(cx + dx - r * 0.3, cy + r * 0.4), (cx + dx + r * 0.3, cy + r * 0.4),
                    (cx + dx + r * 0.35 * (1 if k else -1) * 0.4, cy + r * 1.35)]
            pygame.draw.polygon(surf, colour, tail)
    pygame.draw.circle(surf, (0, 0, 0), (cx, cy + max(1, r // 12)), r)
    pygame.draw.circle(surf, fill, (cx, cy), r)
    pygame.draw.circle(surf, rim, (cx, cy), r, max(2, r // 8))
    pygame.draw.circle(surf, rim, (cx, cy), round(r * 0.74), max(1, r // 16))
    u = r * 0.42
    w = max(2, r // 9)
    if icon in ("twenty", "thirty", "hand", "sixtyone", "streak"):
        text = {"twenty": "20", "thirty": "30", "hand": "60", "sixtyone": "61",
                "streak": "3"}[icon]
        box = pygame.Rect(0, 0, round(r * 1.3), round(r * 1.0))
        box.center = (cx, cy)
        draw_text_fit(surf, fonts, 22, text, ink, box, "center", bold=True)
    elif icon == "star":
        pygame.draw.polygon(surf, ink, _star(cx, cy, u * 1.25, u * 0.52))
    elif icon == "crown":
        pts = [(cx - u * 1.2, cy + u * 0.7), (cx - u * 1.2, cy - u * 0.6),
               (cx - u * 0.6, cy), (cx, cy - u * 0.9), (cx + u * 0.6, cy),
               (cx + u * 1.2, cy - u * 0.6), (cx + u * 1.2, cy + u * 0.7)]
        pygame.draw.polygon(surf, ink, pts)
    elif icon in ("domino", "cards", "sniff"):
        tiles = {"domino": [(0, 0, False)], "cards": [(-0.45, 0.2, False), (0, 0, False),
                                                      (0.45, -0.2, False)],
                 "sniff": [(0, 0, False), (0, 0, True)]}[icon]
        for ox, oy, across in tiles:
            tw, th = (u * 1.9, u * 1.0) if across else (u * 1.0, u * 1.9)
            t = pygame.Rect(0, 0, round(tw), round(th))
            t.center = (round(cx + ox * u * 2), round(cy + oy * u * 2))
            pygame.draw.rect(surf, (250, 246, 234), t, border_radius=max(1, r // 10))
            pygame.draw.rect(surf, ink, t, max(1, w // 2), border_radius=max(1, r // 10))
            if across:
                pygame.draw.line(surf, ink, t.midtop, t.midbottom, max(1, w // 2))
            else:
                pygame.draw.line(surf, ink, t.midleft, t.midright, max(1, w // 2))
            dot = max(1, round(r / 14))
            for fx in (0.25, 0.75):
                for fy in (0.25, 0.75):
                    pygame.draw.circle(surf, ink, (round(t.x + t.w * fx), round(t.y + t.h * fy)),
                                       dot)
    elif icon in ("medal2", "medal3"):
        n = 2 if icon == "medal2" else 3
        for i in range(n):
            y = cy + (i - (n - 1) / 2) * u * 0.75 + u * 0.25
            pygame.draw.lines(surf, ink, False, [(cx - u, y), (cx, y - u * 0.6),
                                                 (cx + u, y)], w + 1)
    elif icon == "pair":
        for dx in (-0.55, 0.55):
            pygame.draw.circle(surf, ink, (round(cx + dx * u), round(cy - u * 0.45)),
                               round(u * 0.38))
            body = pygame.Rect(0, 0, round(u * 0.95), round(u * 0.8))
            body.midtop = (round(cx + dx * u), round(cy + u * 0.05))
            pygame.draw.ellipse(surf, ink, body)
    elif icon == "sun":
        pygame.draw.circle(surf, ink, (cx, cy), round(u * 0.55))
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(surf, ink, (cx + u * 0.8 * math.cos(a), cy + u * 0.8 * math.sin(a)),
                             (cx + u * 1.2 * math.cos(a), cy + u * 1.2 * math.sin(a)), w)
    elif icon == "book":
        for side in (-1, 1):
            page = [(cx, cy - u * 0.55), (cx + side * u * 1.1, cy - u * 0.8),
                    (cx + side * u * 1.1, cy + u * 0.6), (cx, cy + u * 0.85)]
            pygame.draw.polygon(surf, ink, page, max(1, w))
        pygame.draw.line(surf, ink, (cx, cy - u * 0.55), (cx, cy + u * 0.85), max(1, w))


class GoalsScene(MenuScreen):
    """The goals; arrows / D-pad move the focus, the wheel scrolls, Esc / B go back."""

    name = "goals"
    title = N_("Goals")
    hints = N_("Arrows choose   Mouse wheel scroll   Esc back")
    pad_hints = N_("D-pad choose   B back")

    def __init__(self, app):
        super().__init__(app)
        if getattr(app, "stats", None) is None:
            app.stats = Stats.load()
        self.focus = 0
        self.scroll = 0  # the first card row shown
        self._sync_tutorial()

    def _sync_tutorial(self) -> None:
        """The tutorial's goal, from the tutorial's own progress file."""
        try:
            from ...tutorial.progress import Progress
            finished = Progress.load().finished
        except Exception:  # noqa: BLE001 - a bad progress file must not stop the screen
            return
        self.app.stats.sync_goals(finished)

    @property
    def rows(self):
        return self.app.stats.goals.rows()

    # -- layout --------------------------------------------------------------------
    def _fonts(self):
        f = self.app.fonts
        return f.get(24, True), f.get(22)

    def card_h(self) -> float:
        """A card's design height: the name, the goal's line (wrapped to two lines when
        it must be, at larger text), and the progress bar (with the status beside it
        when the status does not fit beside the name)."""
        name_f, line_f = self._fonts()
        s = max(1e-6, self.app.fonts.scale)
        width = self.app.vp.length(self._text_w())
        lines = max(min(2, len(wrap_text(line_f, _(g.line), width))) for g in GOALS)
        foot = line_f.get_linesize() / s + 12 if self.status_below() else 30
        return (name_f.get_linesize() + lines * line_f.get_linesize()) / s + foot

    def status_below(self) -> bool:
        """True when some card's name and status do not fit side by side (larger text,
        longer words): every card then says its status at its foot, beside the bar."""
        fonts = self.app.fonts
        name_f, line_f = self._fonts()
        width = self.app.vp.length(self._text_w()) - self.app.vp.length(12)
        return any(fonts.measure(name_f, _(g.name))[0]
                   + fonts.measure(line_f, goal_status(g, v, d))[0] > width
                   for g, v, d in self.rows)

    def _text_w(self) -> float:
        return (PANEL[2] - 40) / COLS - 16 - 84

    def visible_rows(self) -> int:
        return max(1, int((PANEL[3] - 16 + GAP) // (self.card_h() + GAP)))

    def card_rect(self, index: int) -> pygame.Rect | None:
        """The design rect of card ``index`` (None: scrolled out of sight)."""
        row, col = divmod(index, COLS)
        row -= self.scroll
        if not 0 <= row < self.visible_rows():
            return None
        w = (PANEL[2] - 40) / COLS
        n = self.visible_rows()
        h = max(self.card_h(), (PANEL[3] - 16 - GAP * (n - 1)) / n)  # the rows fill the panel
        return pygame.Rect(round(PANEL[0] + 20 + col * w), round(PANEL[1] + 8 + row * (h + GAP)),
                           round(w - 16), round(h))

    def _follow(self) -> None:
        row = self.focus // COLS
        if row < self.scroll:
            self.scroll = row
        elif row >= self.scroll + self.visible_rows():
            self.scroll = row - self.visible_rows() + 1

    def _max_scroll(self) -> int:
        return max(0, math.ceil(len(GOALS) / COLS) - self.visible_rows())

    # -- input ------------------------------------------------------------------------
    def handle_input(self, inp) -> None:
        a = inp.action
        n = len(GOALS)
        step = {Action.LEFT: -1, Action.RIGHT: 1, Action.UP: -COLS, Action.DOWN: COLS,
                Action.PREV: -1, Action.NEXT: 1}.get(a)
        if step is not None:
            self.focus = max(0, min(n - 1, self.focus + step))
            self._follow()
        elif a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            d = -1 if a == Action.SCROLL_UP else 1
            self.scroll = max(0, min(self._max_scroll(), self.scroll + d))
            top, bottom = self.scroll * COLS, (self.scroll + self.visible_rows()) * COLS - 1
            self.focus = max(top, min(bottom, self.focus))
        elif a == Action.PRESS and inp.pos is not None:
            for i in range(n):
                r = self.card_rect(i)
                if r is not None and self.app.vp.rect(r).collidepoint(inp.pos):
                    self.focus = i
                    break

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        rows = self.rows
        got = sum(1 for _g, _v, d in rows if d is not None)
        count = draw_text_fit(surf, fonts, 24, _("{n} of {total} goals earned").format(
            n=got, total=len(rows)), THEME.ink, vp.rect((PANEL[0] + 10, 98, 520, 38)),
            "midleft", bold=True, shadow=True)
        # the rule every screen says, a clear gap after the count (ga_98: at 200 % they
        # ran into each other)
        rule = vp.rect((PANEL[0] + 10, 98, PANEL[2] - 20, 38))
        rule.width, rule.left = rule.right - count.right - vp.length(16), \
            count.right + vp.length(16)
        draw_text_fit(surf, fonts, 22, _(UNDO_RULE), THEME.ink_dim, rule, "midright",
                      shadow=True)
        draw_panel(surf, vp.rect(PANEL), fill=THEME.felt_dark, alpha=200)
        for i, (goal, value, earned) in enumerate(rows):
            r = self.card_rect(i)
            if r is not None:
                self._draw_card(surf, vp, fonts, vp.rect(r), goal, value, earned,
                                i == self.focus)
        total_rows = math.ceil(len(rows) / COLS)
        if total_rows > self.visible_rows():
            self._draw_scrollbar(surf, vp, total_rows)

    def _draw_scrollbar(self, surf, vp, total_rows: int) -> None:
        x = PANEL[0] + PANEL[2] - 12
        track = vp.rect((x, PANEL[1] + 12, 6, PANEL[3] - 24))
        pygame.draw.rect(surf, THEME.ink_dim, track, 1, border_radius=vp.length(3))
        frac = self.visible_rows() / total_rows
        knob = track.copy()
        knob.h = max(vp.length(20), round(track.h * frac))
        knob.y = track.y + round((track.h - knob.h) * self.scroll / max(1, self._max_scroll()))
        pygame.draw.rect(surf, THEME.focus, knob, border_radius=vp.length(3))

    def _draw_card(self, surf, vp, fonts, r, goal, value, earned, focused) -> None:
        fill = THEME.panel if earned else locked_fill()
        ink = THEME.ink_dark if earned else THEME.ink
        soft = THEME.ink_soft if earned else THEME.ink_dim
        if focused:
            draw_focus_ring(surf, r, vp)
        pygame.draw.rect(surf, fill, r, border_radius=vp.length(12))
        pygame.draw.rect(surf, THEME.focus if earned else THEME.panel_edge, r,
                         vp.length(2), border_radius=vp.length(12))
        grow = min(1.25, getattr(fonts, "text_scale", 1.0))  # a little bigger with the text
        medal_r = vp.length(27 * grow)
        draw_medal(surf, fonts, goal.icon, (r.x + vp.length(44), r.centery - vp.length(4)),
                   medal_r, earned is not None)
        x = r.x + vp.length(84)
        w = r.right - vp.length(14) - x
        name_f, line_f = fonts.get(24, True), fonts.get(22)
        top = r.y + vp.length(8)
        status = goal_status(goal, value, earned)
        sw = min(w * 0.6, fonts.measure(line_f, status)[0] + vp.length(4))
        below = self.status_below()
        foot = (pygame.Rect(x, r.bottom - vp.length(6) - line_f.get_linesize(), w,
                            line_f.get_linesize()) if below else None)
        if below:
            draw_text_fit(surf, fonts, 22, status, soft,
                          pygame.Rect(foot.right - sw, foot.y, sw, foot.h), "midright")
            name_w = w
        else:
            draw_text_fit(surf, fonts, 22, status, soft,
                          pygame.Rect(r.right - vp.length(14) - sw, top, sw,
                                      name_f.get_linesize()), "midright")
            name_w = w - sw - vp.length(10)
        draw_text_fit(surf, fonts, 24, _(goal.name), ink,
                      pygame.Rect(x, top, name_w, name_f.get_linesize()), "midleft", bold=True)
        bar_h = vp.length(8)
        bottom = foot.y if below else r.bottom - bar_h - vp.length(14)
        line_box = pygame.Rect(x, top + name_f.get_linesize(), w,
                               bottom - top - name_f.get_linesize())
        if not draw_lines_fit(surf, fonts, 22, _(goal.line), soft, line_box, max_lines=2):
            draw_text_fit(surf, fonts, 22, _(goal.line), soft, line_box, "midleft")
        if shows_bar(goal, earned):  # a count or a figure to reach: how far along
            if below:
                bar = pygame.Rect(x, foot.centery - bar_h // 2,
                                  max(vp.length(20), w - sw - vp.length(16)), bar_h)
            else:
                bar = pygame.Rect(x, r.bottom - bar_h - vp.length(10), w, bar_h)
            pygame.draw.rect(surf, (214, 204, 180) if earned else tuple(c // 3 for c in THEME.felt_dark),
                             bar,
                             border_radius=bar_h // 2)
            done = bar.copy()
            done.w = round(bar.w * (1 if earned else value / goal.target))
            if done.w > 0:
                pygame.draw.rect(surf, GOLD if earned else THEME.accent, done,
                                 border_radius=bar_h // 2)
