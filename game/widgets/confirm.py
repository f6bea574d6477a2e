"""A yes/no question over the current screen."""

from __future__ import annotations

import pygame

from ..actions import Action, Input
from ..i18n import N_, _
from ..scene import Scene
from ..ui import THEME, MenuList, draw_dialog, draw_text
from .drawing import dim
from .text import wrap_text

__all__ = ["ConfirmScene"]

#: The dialog at 100 % text (design px): the panel's size and centre, the question's
#: box's top and least height, the buttons' size, the room under them.
PANEL_W, PANEL_CENTRE, TOP, QUESTION_H, FOOT = 680, (640, 362), 16, 102, 26
BUTTON_W, BUTTON_H = 300, 56
#: The largest the panel grows to (design px): inside the window's 1280 x 720.
PANEL_MAX_W, PANEL_MAX_H = 1160, 640
#: The question's design text size (bold).
QUESTION_TEXT = 28


class ConfirmScene(Scene):
    """A yes/no question over the current screen. BACK (or "No") closes it."""

    opaque = False
    name = "confirm"

    def __init__(self, app, question: str, on_yes, yes: str = N_("Yes"),
                 no: str = N_("Cancel"), focus_yes: bool = False):
        """``focus_yes``: Enter does what was asked (Undo asked for: [Undo] focused),
        else the safe way out (Cancel) is focused."""
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.menu = MenuList([(no, self._no), (yes, self._yes)], 640, 380, width=300,
                             height=56, gap=16)
        # side by side
        self.menu.buttons[0].rect.topleft = (640 - 310, 380)
        self.menu.buttons[1].rect.topleft = (640 + 10, 380)
        if focus_yes:
            self.menu.index = 1

    def animating(self) -> bool:
        return False

    def _no(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def _yes(self) -> None:
        self.app.audio.play("click")
        self.app.pop()
        self.on_yes()

    def handle(self, inp: Input) -> None:
        if inp.action in (Action.BACK, Action.PAUSE):
            self._no()
            return
        if inp.pos is not None:
            self.layout()  # the buttons where they are drawn at this text size
        self.menu.handle(inp, self.app.vp)

    def layout(self) -> tuple[pygame.Rect, pygame.Rect, pygame.font.Font, list[str]]:
        """The dialog at the player's text size (design px; at 200 % the panel once kept
        its 100 % size and the question shrank to fit it): the panel, wider and taller
        with the text, the question's box, font and lines, the buttons under it (their
        rects are set here, so a click hits what is drawn)."""
        vp, fonts = self.app.vp, self.app.fonts
        k = max(1.0, getattr(fonts, "text_scale", 1.0))
        scale = max(1e-6, getattr(fonts, "scale", 1.0))
        w = min(PANEL_MAX_W, round(PANEL_W * min(k, 1.6)))
        question = _(self.question)
        size = QUESTION_TEXT
        btn_font = fonts.get(24, True)
        bh = max(BUTTON_H, round(btn_font.get_linesize() / scale + 16))
        room_h = PANEL_MAX_H - TOP - bh - FOOT - 24  # the tallest question the screen has room for
        while True:
            font = fonts.get(size, bold=True)
            lines = wrap_text(font, question, vp.length(w - 60))
            h = font.get_linesize() * (len(lines) - 1) + fonts.measure(font, lines[-1])[1]
            if h / scale <= room_h or size <= 10:
                break
            size -= 1
        # the margins grow with the text too (at 200 % the question sat close over the
        # buttons and they close over the panel's foot)
        g = min(k, 1.6) - 1.0
        top, foot = round(TOP + 14 * g), round(FOOT + 16 * g)
        box_h = max(QUESTION_H, round(h / scale) + round(24 + 30 * g))  # (a clear gap
        panel = pygame.Rect(0, 0, w, top + box_h + bh + foot)  # over the buttons)
        panel.center = PANEL_CENTRE
        box = pygame.Rect(panel.x + 20, panel.y + top, panel.w - 40, box_h)
        bw = min(round(BUTTON_W * min(k, 1.6)), (w - 60) // 2)
        no, yes = self.menu.buttons
        no.rect = pygame.Rect(panel.centerx - 10 - bw, box.bottom, bw, bh)
        yes.rect = pygame.Rect(panel.centerx + 10, box.bottom, bw, bh)
        return panel, box, font, lines

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        dim(surf, 170)
        panel, box, font, lines = self.layout()
        panel, box = vp.rect(panel), vp.rect(box)
        draw_dialog(surf, panel, vp.length(16))  # opaque: nothing below shows through
        h = font.get_linesize() * (len(lines) - 1) + fonts.measure(font, lines[-1])[1]
        # (centred in the box over the gap kept above the buttons' focus frames)
        y = box.y + max(0, (box.h - vp.length(6) - h) // 2)
        for line in lines:
            draw_text(surf, font, line, THEME.ink, (panel.centerx, y), "midtop",
                      shadow=False, box=box)
            y += font.get_linesize()
        self.menu.draw(surf, vp, fonts)
