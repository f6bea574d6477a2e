"""Statistics: games and wins per ruleset, players and bot level; best play; best hand."""

from __future__ import annotations

import pygame

from ..actions import Action
from ..stats import RULESET_TITLES, Stats
from ..ui import THEME, MenuList, draw_panel, draw_text
from ..widgets import ConfirmScene, MenuScreen

__all__ = ["StatsScene"]

COLUMNS = (("Rules", 0, "midleft"), ("Players", 250, "center"), ("Bots", 370, "center"),
           ("Games", 490, "center"), ("Wins", 590, "center"), ("Win rate", 700, "center"),
           ("With undo", 850, "center"))


class StatsScene(MenuScreen):
    """UP/DOWN scroll the table; LEFT/RIGHT/Tab choose a button; CONFIRM presses it."""

    name = "stats"
    title = "Statistics"
    hints = "Up/Down scroll   Left/Right choose   Enter confirm   Esc back"
    TABLE = (120, 120, 1040, 300)
    ROW_H = 34

    def __init__(self, app):
        super().__init__(app)
        if getattr(app, "stats", None) is None:
            app.stats = Stats.load()
        self.scroll = 0
        self.buttons = MenuList([("Back", self.on_back),
                                 ("Reset statistics", self.ask_reset)], 640, 610,
                                width=300, height=54)
        self.buttons.buttons[0].rect.topleft = (640 - 320, 612)
        self.buttons.buttons[1].rect.topleft = (640 + 20, 612)

    @property
    def stats(self) -> Stats:
        return self.app.stats

    def visible_rows(self) -> int:
        return (self.TABLE[3] - 84) // self.ROW_H

    def ask_reset(self) -> None:
        self.app.audio.play("click")
        if self.stats.empty:
            self.app.toast("There are no statistics to reset yet.", 4)
            return

        def reset():
            self.stats.reset()
            self.scroll = 0
            self.app.toast("Statistics reset.", 4)
        self.app.push(ConfirmScene(self.app, "Reset all statistics? This cannot be undone.",
                                   reset, yes="Reset"))

    def handle_input(self, inp) -> None:
        a = inp.action
        n = len(self.stats.table())
        top = max(0, n - self.visible_rows())
        if a in (Action.UP, Action.SCROLL_UP):
            self.scroll = max(0, self.scroll - 1)
        elif a in (Action.DOWN, Action.SCROLL_DOWN):
            self.scroll = min(top, self.scroll + 1)
        elif a in (Action.LEFT, Action.PREV):
            self.buttons.move(-1)
        elif a in (Action.RIGHT, Action.NEXT):
            self.buttons.move(1)
        elif a != Action.PAUSE:
            self.buttons.handle(inp, self.app.vp)

    # -- drawing -------------------------------------------------------------------
    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        x, y, w, h = self.TABLE
        panel = vp.rect((x - 20, y, w + 40, h))
        draw_panel(surf, panel)
        head = fonts.get(21, bold=True)
        body = fonts.get(21)
        hy = y + 26
        for name, cx, anchor in COLUMNS:
            draw_text(surf, head, name, THEME.panel_edge, vp.point((x + cx, hy)), anchor,
                      shadow=False)
        pygame.draw.line(surf, THEME.panel_edge, vp.point((x, hy + 18)),
                         vp.point((x + w, hy + 18)), vp.length(2))
        rows = self.stats.table()
        if not rows:
            draw_text(surf, fonts.get(24), "No games played yet. Finish a game to see it here.",
                      THEME.ink_dark, vp.point((640, y + h / 2 + 10)), "center", shadow=False)
        shown = rows[self.scroll:self.scroll + self.visible_rows()]
        ry = hy + 18 + self.ROW_H / 2 + 4
        for i, (ruleset, players, bots, c) in enumerate(shown):
            if (i + self.scroll) % 2:
                band = vp.rect((x - 6, ry - self.ROW_H / 2, w + 12, self.ROW_H))
                pygame.draw.rect(surf, (236, 228, 206), band)
            games = c["games"] + c["assisted_games"]
            wins = c["wins"] + c["assisted_wins"]
            rate = f"{100 * wins / games:.0f}%" if games else "-"
            assisted = (f"{c['assisted_games']} ({c['assisted_wins']} won)"
                        if c["assisted_games"] else "-")
            cells = (RULESET_TITLES[ruleset], str(players), bots.capitalize(), str(games),
                     str(wins), rate, assisted)
            for (_n, cx, anchor), text in zip(COLUMNS, cells):
                draw_text(surf, body, text, THEME.ink_dark, vp.point((x + cx, ry)), anchor,
                          shadow=False)
            ry += self.ROW_H
        if rows:
            t = self.stats.totals()
            played = t["games"] + t["assisted_games"]
            won = t["wins"] + t["assisted_wins"]
            draw_text(surf, fonts.get(19, bold=True),
                      f"All games: {played} played, {won} won", THEME.panel_edge,
                      vp.point((x, y + h - 10)), "bottomleft", shadow=False)
        if len(rows) > self.visible_rows():
            more = f"rows {self.scroll + 1}-{self.scroll + len(shown)} of {len(rows)}"
            draw_text(surf, fonts.get(17), more, THEME.ink_dark,
                      vp.point((x + w, y + h - 10)), "bottomright", shadow=False)
        self._draw_records(surf, vp, fonts)
        self.buttons.draw(surf, vp, fonts)

    def _draw_records(self, surf, vp, fonts) -> None:
        box = (100, 436, 1080, 160)
        r = vp.rect(box)
        draw_panel(surf, r)
        head = fonts.get(22, bold=True)
        body = fonts.get(20)
        x0 = box[0] + 24
        draw_text(surf, head, "Best single play", THEME.panel_edge, vp.point((x0, 450)),
                  shadow=False)
        draw_text(surf, head, "Best hand (points you scored in one hand)", THEME.panel_edge,
                  vp.point((x0 + 540, 450)), shadow=False)
        for k, ruleset in enumerate(RULESET_TITLES):
            yy = 490 + k * 46
            title = RULESET_TITLES[ruleset]
            bp = self.stats.best_play.get(ruleset)
            if bp:
                note = f" ({bp['notation']})" if bp.get("notation") else ""
                text = f"{title}: {bp['points']}{note}"
                sub = f"{bp['players']} players, {bp['date']}"
            else:
                text, sub = f"{title}: -", ""
            draw_text(surf, body, text, THEME.ink_dark, vp.point((x0, yy)), shadow=False)
            if sub:
                draw_text(surf, fonts.get(16), sub, (90, 80, 70), vp.point((x0 + 14, yy + 22)),
                          shadow=False)
            bh = self.stats.best_hand.get(ruleset)
            if bh:
                text = f"{title}: {bh['points']}"
                sub = f"{bh['players']} players, {bh['date']}"
            else:
                text, sub = f"{title}: -", ""
            draw_text(surf, body, text, THEME.ink_dark, vp.point((x0 + 540, yy)), shadow=False)
            if sub:
                draw_text(surf, fonts.get(16), sub, (90, 80, 70),
                          vp.point((x0 + 554, yy + 22)), shadow=False)
        note = ("\"With undo\": games (of those counted) in which you took moves back. "
                "They set no records.")
        draw_text(surf, fonts.get(16), note, (90, 80, 70), vp.point((640, 588)), "midbottom",
                  shadow=False)
