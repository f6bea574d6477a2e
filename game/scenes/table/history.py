"""The history drawer: the hand's moves in words, one key or click away.

While the game waits for the player the table says one line (what to do now) and
shows each seat's last action as a chip by its plate; the sentences of the log
("North plays [0|4] on the 0 end of [0|2]: total 10, +10") live here. The History
button (under Menu), the history key (L by default; pad: the left stick pressed)
opens it; its Close button, Esc, the same key, pad B, a right click or a click
outside the panel closes it. Its box is as tall as its moves need (up to PANEL). Up / Down and the mouse wheel scroll a long hand; the newest move is at
the bottom, shown when it opens.
"""

from __future__ import annotations

import math

import pygame

from ...actions import Action, Input
from ...i18n import N_, _
from ...present.words import say
from ...scene import Scene
from ...ui import THEME, Button, draw_dialog
from ...widgets.drawing import dim
from ...widgets.hud_button import HudButton
from .keys import button_key

__all__ = ["HistoryScene", "HISTORY_LABEL", "history_rows", "history_button", "place_button"]

#: The table's button that opens the drawer (its key on it, as Menu's and Hint's).
HISTORY_LABEL = N_("History (L)")
#: The drawer (design px at 100 % text): its panel, its rows' text size and spacing.
PANEL = pygame.Rect(290, 60, 700, 600)
ROW_TEXT, TITLE_TEXT, PAD = 21, 28, 20
#: A button's side margin (design px; Button.draw's pad).
BUTTON_PAD = 10
#: The drawer's close button (the replay's words: translated already).
CLOSE_LABEL = N_("Close (Esc)")


def history_rows(table) -> list[str]:
    """Every move of the hand so far in words, oldest first (the director's log)."""
    return [say(msg, table.names, table.human) for _seat, msg in table.director.recent]


def history_button(table) -> Button:
    """The History button: a small plate under the Menu button."""
    return HudButton(HISTORY_LABEL, "history", (40, 94, 120, 36), lambda: open_history(table),
                     lambda: button_key(table, "history"))


def place_button(table) -> None:
    """Keep the History button where the HUD leaves room for it as it sizes its boxes
    (they grow with the text): under the Menu button, else beside it, else over the
    corner's Undo / Hint; clear of every seat's plate and the score panel."""
    menu = next((b for b in table.buttons if b.label == "Menu (Esc)"), None)
    btn = getattr(table, "history_button", None)
    if menu is None or btn is None:
        return
    painter = table.painter
    m = menu.rect
    vp, fonts = table.app.vp, table.app.fonts
    # its words at the Menu button's size (a smaller size fell under the legibility
    # floor: 15 px at 100 % text), the plate as wide and tall as they need
    size = menu.text_size or 24
    tw, th = fonts.measure(fonts.get(size, True), btn.text)
    scale = max(1e-6, vp.scale)
    w = max(m.w, 120, math.ceil(tw / scale) + 2 * BUTTON_PAD + 4)
    need = getattr(painter.hud, "button_need", None)  # its picture and keycap too
    btn.text_size = size
    if need is not None:  # (no wider than the Menu button over it: the plate across
        w = max(w, min(need(btn), m.w))  # the table keeps beside them both)
    h = max(32, round(m.h * 0.82), math.ceil(th / scale) + 4)
    avoid = [pygame.Rect(r) for r in getattr(painter.hud, "rects", {}).values()]
    shown = [lab.card() for lab in painter.labels] + painter.panels()  # the plates
    for c in shown:  # with their score badges, the racks, the boneyard (as drawn)
        x, y = vp.to_design(c.topleft)  # (screen px to design px)
        avoid.append(pygame.Rect(round(x), round(y), round(c.w / vp.scale),
                                 round(c.h / vp.scale)))
    avoid += [pygame.Rect(b.rect) for b in table.all_buttons() if b is not btn]
    corner = min((b.rect.top for b in table.all_buttons() if b is not btn
                  and b.rect.top > 360), default=620)
    spots = [(m.x, m.bottom + 10), (m.right + 10, m.y), (1244 - w, corner - 10 - h)]
    for x, y in spots:
        r = pygame.Rect(x, y, w, h)
        if r.collidelist([a.inflate(8, 8) for a in avoid]) < 0:
            break
    else:
        r = pygame.Rect(spots[0], (w, h))
    btn.rect = r
    btn.text_size = size


def open_history(table) -> None:
    """Open the drawer over ``table`` (only when the table is the top screen)."""
    if table.app.top is table and table.human is not None:
        table.app.push(HistoryScene(table.app, table))


class HistoryScene(Scene):
    """The hand's moves over the table; it closes on Esc, the history key, pad B, a
    right click or a click outside its panel."""

    opaque = False
    name = "history"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.scroll = 0  # rows scrolled up from the newest
        #: The mouse's way out, at the panel's top right (as the replay's Close).
        self.close_button = Button(CLOSE_LABEL, (0, 0, 1, 1), self.close)

    def animating(self) -> bool:
        return False

    def close(self) -> None:
        if self.app.top is self:
            self.app.audio.play("click")
            self.app.pop()

    def handle(self, inp: Input) -> None:
        a = inp.action
        if a in (Action.BACK, Action.PAUSE, Action.HISTORY):
            self.close()
        elif a == Action.PRESS and inp.pos is not None:
            vp = self.app.vp
            if (not vp.rect(self.panel()).collidepoint(inp.pos)
                    or vp.rect(self.place_close()).collidepoint(inp.pos)):
                self.close()
        elif a in (Action.UP, Action.SCROLL_UP, Action.LEFT, Action.PREV):
            self.scroll = min(self.scroll + 1, max(0, len(history_rows(self.table)) - 1))
            self.app.invalidate()
        elif a in (Action.DOWN, Action.SCROLL_DOWN, Action.RIGHT, Action.NEXT):
            self.scroll = max(0, self.scroll - 1)
            self.app.invalidate()
        elif a == Action.CONFIRM:
            self.close()

    def panel(self) -> pygame.Rect:
        """The drawer's panel (design px): taller and wider at large text, inside the
        window."""
        k = max(1.0, getattr(self.app.fonts, "text_scale", 1.0))
        w = min(1180, round(PANEL.w * min(k, 1.6)))
        # as tall as the title, the moves and the closing line need (a short hand's
        # drawer was a big, mostly empty box)
        title, line = self._lines()
        need = 3 * PAD + title + line + max(1, len(history_rows(self.table))) * line + 4
        r = pygame.Rect(0, 0, w, min(PANEL.h, math.ceil(need)))
        r.center = (640, PANEL.centery)
        return r

    def _lines(self) -> tuple[float, float]:
        """The title's line and a row's line (design px)."""
        fonts = self.app.fonts
        scale = max(1e-6, fonts.scale)
        title = max(fonts.get(TITLE_TEXT, True).get_linesize() / scale, self._close_h())
        return title, fonts.get(ROW_TEXT, False).get_linesize() / scale + 4

    def _close_h(self) -> float:
        fonts = self.app.fonts
        return fonts.get(self.close_button.text_size, True).get_linesize() / max(
            1e-6, fonts.scale) + 8

    def place_close(self) -> pygame.Rect:
        """The close button's rect (design px): at the panel's top right."""
        fonts = self.app.fonts
        b = self.close_button
        tw = fonts.measure(fonts.get(b.text_size, True), _(b.text))[0] / max(1e-6, fonts.scale)
        p = self.panel()
        b.rect = pygame.Rect(0, 0, math.ceil(tw) + 2 * BUTTON_PAD + 8, round(self._close_h()))
        b.rect.topright = (p.right - PAD // 2, p.y + PAD // 2)
        return b.rect

    def visible(self) -> tuple[list[str], int, int]:
        """The rows shown now (newest last), how many are hidden above and below."""
        rows = history_rows(self.table)
        font = self.app.fonts.get(ROW_TEXT, False)
        line = font.get_linesize() / max(1e-6, self.app.fonts.scale) + 4
        title = self._lines()[0]
        room = max(1, int((self.panel().h - 3 * PAD - title - line) // line))
        self.scroll = min(self.scroll, max(0, len(rows) - room))
        end = len(rows) - self.scroll
        start = max(0, end - room)
        return rows[start:end], start, len(rows) - end

    def close_words(self) -> str:
        """How to close it, with the keys the player bound (the pad's on a pad)."""
        if self.app.input.device == "pad":
            return _("B: close")
        from .keys import key_name
        keys = self.app.settings.keys
        return _("{back} or {history}: close").format(back=key_name(keys, "back"),
                                                      history=key_name(keys, "history"))

    def draw(self, surf) -> None:
        vp, text = self.app.vp, self.table.text
        dim(surf, 120)
        panel = vp.rect(self.panel())
        draw_dialog(surf, panel, vp.length(16))
        pad = vp.length(PAD)
        close = vp.rect(self.place_close())
        self.close_button.draw(surf, vp, self.app.fonts)
        title = text.draw(surf, _("This hand"), TITLE_TEXT, THEME.focus,
                          (panel.x + pad, panel.y + pad), "topleft", True, False,
                          max_w=close.x - panel.x - 2 * pad)
        rows, above, below = self.visible()
        y = max(title.bottom, close.bottom) + pad // 2
        room = panel.w - 2 * pad
        if above:
            y = text.draw(surf, "\u2191 " + _("earlier moves"), ROW_TEXT, THEME.ink_dim,
                          (panel.centerx, y), "midtop", False, False, max_w=room).bottom
        if not rows:
            text.draw(surf, _("No moves yet"), ROW_TEXT, THEME.ink_dim,
                      (panel.x + pad, y + vp.length(4)), "topleft", False, False,
                      max_w=room)
        for row in rows:
            r = text.draw(surf, row, ROW_TEXT, THEME.ink, (panel.x + pad, y + vp.length(2)),
                          "topleft", False, False, max_w=room)
            y = r.bottom + vp.length(4)
        if below:
            text.draw(surf, "\u2193 " + _("later moves"), ROW_TEXT, THEME.ink_dim,
                      (panel.centerx, y), "midtop", False, False, max_w=room)
        text.draw(surf, self.close_words(), ROW_TEXT, THEME.ink_dim,
                  (panel.centerx, panel.bottom - pad // 2), "midbottom", False, False,
                  max_w=room)
