"""A yes/no question over the current screen."""

from __future__ import annotations

import pygame

from ..actions import Action, Input
from ..i18n import N_, _
from ..scenes.base import Scene
from ..ui import THEME, MenuList, draw_dialog, draw_text
from .drawing import dim
from .text import wrap_text

__all__ = ["ConfirmScene"]


class ConfirmScene(Scene):
    """A yes/no question over the current screen. BACK (or "No") closes it."""

    opaque = False
    name = "confirm"

    def __init__(self, app, question: str, on_yes, yes: str = N_("Yes"),
                 no: str = N_("Cancel")):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.menu = MenuList([(no, self._no), (yes, self._yes)], 640, 380, width=300,
                             height=56, gap=16)
        # side by side
        self.menu.buttons[0].rect.topleft = (640 - 310, 380)
        self.menu.buttons[1].rect.topleft = (640 + 10, 380)

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
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        dim(surf, 170)
        panel = vp.rect((300, 262, 680, 200))
        draw_dialog(surf, panel, vp.length(16))  # opaque: nothing below shows through
        question = _(self.question)
        box = pygame.Rect(panel.x + vp.length(20), panel.y + vp.length(16),
                          panel.w - vp.length(40), vp.length(102))  # above the buttons
        size = 28
        while True:
            font = fonts.get(size, bold=True)
            lines = wrap_text(font, question, panel.w - vp.length(60))
            h = font.get_linesize() * (len(lines) - 1) + fonts.measure(font, lines[-1])[1]
            if h <= box.h or size <= 10:
                break
            size -= 1
        y = box.y + max(0, (box.h - h) // 2)
        for line in lines:
            draw_text(surf, font, line, THEME.ink, (panel.centerx, y), "midtop",
                      shadow=False, box=box)
            y += font.get_linesize()
        self.menu.draw(surf, vp, fonts)
