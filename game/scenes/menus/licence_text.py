"""The licence texts of everything Sniff ships (opened from About): a list of the files
on the left, the chosen one's full text on the right, scrolled by keys, wheel or pad.

The texts are the files under ``assets/licenses`` (and the fonts' OFL files), shipped
in the executable with the rest of ``assets``. They are legal texts in English: they
are shown as they are, in the English font, in every language.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pygame

from ...actions import Action
from ...i18n import N_, _
from ...ui import THEME, draw_panel, draw_text, draw_text_fit
from ...widgets import MenuScreen, wrap_text

__all__ = ["LicenceTextScene", "read_licence", "plain"]

#: Lines the Up/Down keys (and one wheel notch) scroll.
STEP = 3


def read_licence(path: Path) -> str:
    """The text of a licence file (a line saying so if it cannot be read)."""
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as e:
        return f"{Path(path).name}: {e.strerror or e}"


def plain(text: str, font: pygame.font.Font) -> str:
    """``text`` with every character the font has no glyph for spelled without its
    accents (NFKD), or as "?" (no empty boxes in a legal text)."""
    out = []
    for ch in text:
        if ch.isascii() or _has(font, ch):
            out.append(ch)
            continue
        base = "".join(c for c in unicodedata.normalize("NFKD", ch)
                       if c.isascii() and not unicodedata.combining(c))
        out.append(base or "?")
    return "".join(out)


def _has(font, ch: str) -> bool:
    try:
        m = font.metrics(ch)
    except (pygame.error, ValueError):
        return False
    return bool(m) and m[0] is not None


class LicenceTextScene(MenuScreen):
    """``files``: ``[(title, path)]``. Left/Right (Tab, pad shoulders) choose a file,
    Up/Down (wheel, d-pad) scroll its text; a click on a title chooses it."""

    name = "licence_text"
    title = N_("Licence texts")
    hints = N_("Left/Right choose a licence   Up/Down scroll   Esc back")
    pad_hints = N_("D-pad: Left/Right choose, Up/Down scroll   B back")
    LIST = (44, 108, 330, 540)
    TEXT = (390, 108, 846, 540)
    #: Design sizes of the list's and the text's lines.
    LIST_SIZE = 21
    TEXT_SIZE = 21

    def __init__(self, app, files):
        super().__init__(app)
        self.files = list(files)
        self.index = 0
        self.scroll = 0
        self._wrapped: tuple | None = None

    # -- the text -----------------------------------------------------------------------
    def font(self):
        return self.app.fonts.get_lang("en", self.TEXT_SIZE)

    def lines(self) -> list[str]:
        """The chosen file's text wrapped to the panel at the current size (cached)."""
        font = self.font()
        vp = self.app.vp
        width = vp.rect(self.TEXT).w - vp.length(48)
        key = (self.index, width, id(font), self.app.fonts.generation)
        if self._wrapped is None or self._wrapped[0] != key:
            text = plain(read_licence(self.files[self.index][1]), font) if self.files else ""
            self._wrapped = (key, wrap_text(font, text.expandtabs(4), width))
        return self._wrapped[1]

    def page(self) -> int:
        """How many lines the panel shows."""
        vp = self.app.vp
        room = vp.rect(self.TEXT).h - vp.length(76)
        return max(1, room // max(1, self.font().get_linesize()))

    def max_scroll(self) -> int:
        return max(0, len(self.lines()) - self.page())

    def scroll_by(self, n: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + n))

    def choose(self, i: int) -> None:
        if not self.files:
            return
        i %= len(self.files)
        if i != self.index:
            self.app.audio.play("click")
        self.index, self.scroll = i, 0

    # -- input --------------------------------------------------------------------------
    def handle_input(self, inp) -> None:
        a = inp.action
        if a in (Action.UP, Action.SCROLL_UP):
            self.scroll_by(-STEP)
        elif a in (Action.DOWN, Action.SCROLL_DOWN):
            self.scroll_by(STEP)
        elif a in (Action.RIGHT, Action.NEXT):
            self.choose(self.index + 1)
        elif a in (Action.LEFT, Action.PREV):
            self.choose(self.index - 1)
        elif a == Action.CONFIRM:
            self.scroll_by(self.page())  # Enter / A: a page down
        elif a == Action.PRESS and inp.pos is not None:
            for i, r in self.title_rects():
                if r.collidepoint(inp.pos):
                    self.choose(i)
                    return

    # -- drawing --------------------------------------------------------------------------
    def title_rects(self) -> list[tuple[int, pygame.Rect]]:
        """(file index, screen rect) of the titles shown in the list, the chosen one in
        view."""
        vp, fonts = self.app.vp, self.app.fonts
        box = vp.rect(self.LIST).inflate(-vp.length(24), -vp.length(24))
        h = fonts.get(self.LIST_SIZE).get_linesize() + vp.length(10)
        per = max(1, box.h // h)
        first = max(0, min(self.index - per // 2, len(self.files) - per))
        return [(i, pygame.Rect(box.x, box.y + k * h, box.w, h))
                for k, i in enumerate(range(first, min(len(self.files), first + per)))]

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        draw_panel(surf, vp.rect(self.LIST))
        for i, r in self.title_rects():
            chosen = i == self.index
            if chosen:
                pygame.draw.rect(surf, THEME.focus, r, border_radius=vp.length(6))
                pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2),
                                 border_radius=vp.length(6))
            draw_text_fit(surf, fonts, self.LIST_SIZE, self.files[i][0], THEME.ink_dark,
                          r.inflate(-vp.length(12), 0), "midleft", bold=chosen)
        x, y, w, h = self.TEXT
        draw_panel(surf, vp.rect(self.TEXT))
        if not self.files:
            return
        draw_text_fit(surf, fonts, 22, self.files[self.index][0], THEME.panel_edge,
                      vp.rect((x + 24, y + 10, w - 48, 30)), "midleft", bold=True)
        font = self.font()
        lines = self.lines()
        self.scroll = min(self.scroll, self.max_scroll())
        lh = font.get_linesize()
        box = vp.rect((x + 24, y + 46, w - 48, h - 76))
        yy = box.y
        for line in lines[self.scroll:self.scroll + self.page()]:
            if line:
                draw_text(surf, font, line, THEME.ink_dark, (box.x, yy), "topleft", False,
                          box=box)
            yy += lh
        if len(lines) > self.page():
            last = min(len(lines), self.scroll + self.page())
            more = _("lines {first}-{last} of {n}").format(first=self.scroll + 1, last=last,
                                                          n=len(lines))
            draw_text_fit(surf, fonts, 21, more, THEME.ink_soft,
                          vp.rect((x + 24, y + h - 28, w - 48, 24)), "midright")
            # a scroll bar: where the page is in the text (also said in numbers)
            track = vp.rect((x + w - 14, y + 46, 6, h - 76))
            pygame.draw.rect(surf, THEME.panel_edge, track, border_radius=vp.length(3))
            k = self.page() / len(lines)
            thumb = pygame.Rect(track.x, track.y + round(track.h * self.scroll / len(lines)),
                                track.w, max(vp.length(16), round(track.h * k)))
            pygame.draw.rect(surf, THEME.ink_dark, thumb, border_radius=vp.length(3))
