"""A full menu screen: background, sheet, title, Back button and controls line."""

from __future__ import annotations

import pygame

from ..actions import Action
from ..i18n import N_, _
from ..scene import Scene
from ..ui import THEME, draw_text_fit
from ..ui.text import recording
from .drawing import draw_arrow, draw_background, footer_hints

__all__ = ["MenuScreen"]


class MenuScreen(Scene):
    """A full screen with the menu background, a title, a Back button (for the
    mouse; Esc / pad B / right click do the same) and a controls line.

    Subclasses implement :meth:`on_back` and :meth:`handle_input`.
    """

    #: The screen's title and controls line: English message ids, translated when drawn.
    title = ""
    hints = N_("Arrows / Tab choose   Enter confirm   Esc back   (pad: D-pad, A, B)")
    #: The controls line while the player uses a gamepad (None: :attr:`hints`).
    pad_hints: str | None = N_("D-pad choose   A confirm   B back")
    #: Design rect of the Back button (None: no button).
    back_rect = (44, 40, 132, 46)
    #: Design rect of the title (between the Back button and the sheet's right edge;
    #: a screen with something in its top-right corner gives a narrower one).
    title_box = (200, 30, 880, 68)
    #: Design rect of the darker sheet behind the content (None: none).
    sheet_rect = (30, 28, 1220, 664)

    def animating(self) -> bool:
        """A menu screen is still: it changes only on input (the app redraws then)."""
        return False

    def on_back(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def handle_input(self, inp) -> None:
        """Everything but BACK and a click on the Back button."""

    def handle(self, inp) -> None:
        if inp.action == Action.BACK:
            self.on_back()
            return
        if (inp.action == Action.PRESS and inp.pos is not None and self.back_rect
                and self.app.vp.rect(self.back_button_rect()).collidepoint(inp.pos)):
            self.on_back()
            return
        self.handle_input(inp)

    def draw_chrome(self, surf) -> None:
        """Background, sheet, title and controls line (one cached blit), then the
        Back button."""
        fonts = self.app.fonts
        key = (surf.get_size(), self.title, self.shown_hints(), self.sheet_rect,
               tuple(self.shown_title_box()), getattr(fonts, "text_scale", 1.0),
               fonts.scale,
               fonts.generation, THEME.name, THEME.cloth)
        cached = getattr(self, "_chrome", None)
        if cached is None or cached[0] != key or recording():  # a test sees every text
            static = pygame.Surface(surf.get_size())
            self.draw_static_chrome(static)
            cached = self._chrome = (key, static.convert() if pygame.display.get_surface()
                                     else static)
        surf.blit(cached[1], (0, 0))
        self.draw_back_button(surf)

    def draw_static_chrome(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        draw_background(surf)
        if self.sheet_rect:
            r = vp.rect(self.sheet_rect)
            sheet = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(sheet, (*THEME.felt_dark, 255), sheet.get_rect(),
                             border_radius=vp.length(18))
            surf.blit(sheet, r)
        if self.title:
            # between the Back button and the right edge of the sheet
            box = vp.rect(self.shown_title_box())
            draw_text_fit(surf, fonts, 54, _(self.title), THEME.ink, box, "center",
                          bold=True, shadow=True)
        hints = self.shown_hints()
        if hints:
            footer_hints(surf, vp, fonts, _(hints), self.footer_inset())

    def footer_inset(self) -> int:
        """Design px the controls line keeps off each side (a corner's words)."""
        return 0

    def shown_hints(self) -> str:
        """The controls line for the device in use (an English message id)."""
        device = getattr(getattr(self.app, "input", None), "device", "keyboard")
        if device == "pad" and self.pad_hints and self.hints:
            return self.pad_hints
        return self.hints

    def back_button_rect(self) -> pygame.Rect:
        """The Back button's design rect: :attr:`back_rect`, grown right and down so
        its word keeps the text size (larger text, a longer language's word)."""
        base = pygame.Rect(self.back_rect)
        fonts = self.app.fonts
        if getattr(fonts, "text_scale", 1.0) <= 1.01 or not hasattr(fonts, "get"):
            return base
        font = fonts.get(24, True)
        scale = max(1e-6, fonts.scale)
        h = max(base.h, round(font.get_linesize() / scale + 10))
        w = max(base.w, round(6 + h + font.size(_("Back"))[0] / scale + 12))
        return pygame.Rect(base.x, base.y, w, h)

    def shown_title_box(self) -> pygame.Rect:
        """:attr:`title_box`, narrowed evenly where a grown Back button reaches it."""
        box = pygame.Rect(self.title_box)
        if self.back_rect:
            cut = self.back_button_rect().right + 10 - box.x
            if cut > 0:
                box.inflate_ip(-2 * cut, 0)
        return box

    def draw_back_button(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        if self.back_rect:
            r = vp.rect(self.back_button_rect())
            mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
            hot = r.collidepoint(mouse)
            pygame.draw.rect(surf, (0, 0, 0), r.move(0, vp.length(3)),
                             border_radius=vp.length(10))
            pygame.draw.rect(surf, THEME.focus if hot else THEME.panel, r,
                             border_radius=vp.length(10))
            pygame.draw.rect(surf, THEME.panel_edge, r, width=vp.length(3 if hot else 2),
                             border_radius=vp.length(10))
            arrow = pygame.Rect(r.x + vp.length(6), r.y, r.h, r.h)
            draw_arrow(surf, arrow, -1, THEME.ink_dark)
            box = pygame.Rect(arrow.right, r.y, r.right - arrow.right - vp.length(8), r.h)
            draw_text_fit(surf, fonts, 24, _("Back"), THEME.ink_dark, box, "midleft",
                          bold=True)

    def t(self) -> float:
        return pygame.time.get_ticks() / 1000.0
