"""Buttons and a vertical list of buttons driven by any device."""

from __future__ import annotations

import re

import pygame

from ..actions import Action, Input
from ..i18n import _
from .fonts import Fonts
from .shapes import draw_focus_ring
from .text import draw_text, draw_text_fit
from .theme import THEME
from .viewport import FELT, Viewport

__all__ = ["Button", "IconButton", "MenuList", "even_text"]

#: A label that ends in its key: "Hint (H)" -> "Hint", "H".
KEY_HINT = re.compile(r"^(.*\S)\s*[(（]([^()（）\s]{1,5})[)）]$")
#: The design size of a keycap's letter (the table's smallest legible text).
KEYCAP_TEXT = 21
#: A label with its key shrunk below this share of its size on one line puts the key on
#: a keycap instead.
SHRINK_LIMIT = 0.85


def even_text(buttons, vp: Viewport, fonts: Fonts, size: float = 24) -> float:
    """One text size for a row of buttons: ``size``, or the size at which the longest
    label fits its button (so a group never shows its words at several sizes); set on
    each button (``text_size``) and returned."""
    k = 1.0
    font = fonts.get(size, True)
    for b in buttons:
        r = vp.rect(b.rect)
        w, h = fonts.measure(font, b.text)
        if w and h:
            k = min(k, (r.w - 2 * vp.length(10)) / w, r.h / h)
    out = size * max(0.25, k) * 0.98 if k < 1.0 else size
    for b in buttons:
        b.text_size = out
    return out


def _shrinks(fonts: Fonts, size: float, words: str, width: int, height: int) -> bool:
    """``words`` at ``size`` on one line would have to shrink to fit ``width`` (below
    :data:`SHRINK_LIMIT` of their size)."""
    if not hasattr(fonts, "fit"):
        return False
    w, h = fonts.measure(fonts.get(size, True), words)
    return min(width / max(1, w), height / max(1, h)) < SHRINK_LIMIT


def _two_lines(fonts: Fonts, size: float, words: str, width: int, height: int):
    """``words`` split in two lines where one line would have to shrink to fit
    ``width`` but two keep a larger size in ``height`` (a tall button at large text),
    else None."""
    if " " not in words or not hasattr(fonts, "fit"):
        return None
    font = fonts.get(size, True)
    w, h = fonts.measure(font, words)
    one = min(1.0, width / max(1, w), height / max(1, h))
    if one >= 0.999:
        return None
    cut = min(range(1, len(words)), key=lambda i: abs(i - len(words) / 2)
              if words[i] == " " else len(words))
    lines = [words[:cut].strip(), words[cut:].strip()]
    two = min(min(1.0, width / max(1, fonts.measure(font, t)[0])) for t in lines)
    two = min(two, height / 2 / max(1, h))
    return lines if two > one else None


#: Words that fit their button alone stand alone (the key bar says the key); words that
#: would fill it edge to edge even alone keep their keycap beside them, down to this
#: share of their size ("Podpowiedź" alone filled the Hint
#: button edge to edge and the key mark was gone; much smaller
#: words touching their key read badly): keycap and words both, with a margin.
ALONE_BELOW = 0.65


def keycap_rect(vp: Viewport, fonts: Fonts, key: str, centre) -> pygame.Rect:
    """The screen rect of ``key``'s keycap centred on ``centre``."""
    w, h = fonts.measure(fonts.get(KEYCAP_TEXT, True), key)
    cap = pygame.Rect(0, 0, max(w + vp.length(12), h + vp.length(2)), h + vp.length(2))
    cap.center = centre
    return cap


def draw_keycap(surf, vp: Viewport, fonts: Fonts, key: str, corner) -> pygame.Rect:
    """``key`` ("H", "Esc") on a small dark keycap whose centre is ``corner`` (screen
    px, a button's top-right corner): the key that does what the button does."""
    cap = keycap_rect(vp, fonts, key, corner)
    pygame.draw.rect(surf, (0, 0, 0), cap.move(0, vp.length(2)), border_radius=vp.length(6))
    pygame.draw.rect(surf, (28, 28, 28), cap, border_radius=vp.length(6))
    pygame.draw.rect(surf, THEME.focus, cap, max(1, vp.length(2)), border_radius=vp.length(6))
    draw_text_fit(surf, fonts, KEYCAP_TEXT, key, THEME.focus, cap, "center", bold=True)
    return cap


#: A button under the mouse (not focused) rises this much (design px).
HOVER_LIFT = 2


def hover_fill() -> tuple:
    """A button's fill under the mouse: its plain fill made lighter (toward white)."""
    return tuple(round(c + (255 - c) * 0.7) for c in THEME.panel[:3])


class Button:
    """A clickable, focusable button in design coordinates.

    ``label`` is the English text (a message id marked with ``N_``); it is
    translated when drawn, so buttons follow a change of language at once."""

    def __init__(self, label: str, rect, on_click, enabled: bool = True):
        self.label = label
        self.rect = pygame.Rect(rect)
        self.on_click = on_click
        self.enabled = enabled
        self.hover = False
        self.focused = False
        #: The words' design size (even_text gives a row of buttons one size).
        self.text_size: float = 24
        #: The buttons it is drawn with as one group, one style (None: alone).
        self.group: list | None = None

    @property
    def text(self) -> str:
        return _(self.label)

    def draw_plate(self, surf, vp: Viewport):
        """The button's plate (shadow, fill by state, edge, focus ring): ``(rect, ink)``
        for what goes on it."""
        r = vp.rect(self.rect)
        rad = vp.length(10)
        if not self.enabled:  # off: flat (no shadow), dark, a thin dim edge, dim words
            pygame.draw.rect(surf, THEME.disabled, r, border_radius=rad)
            pygame.draw.rect(surf, THEME.disabled_edge, r, width=max(1, vp.length(1)),
                             border_radius=rad)
            return r, THEME.disabled_ink
        hot = self.hover or self.focused
        # focused (the default, what Enter does): the yellow fill and the focus ring;
        # under the mouse only: lighter and raised, never a second yellow "primary"
        # (two yellow buttons at once read as two choices)
        fill = THEME.focus if self.focused else hover_fill() if self.hover else THEME.panel
        lift = vp.length(HOVER_LIFT) if self.hover else 0
        base = r
        r = r.move(0, -lift)
        if self.focused:
            draw_focus_ring(surf, r, vp)
        # pressable: raised on its shadow, a lit top and a darker lip, a firm edge
        pygame.draw.rect(surf, (0, 0, 0), base.move(0, vp.length(3)), border_radius=rad)
        pygame.draw.rect(surf, fill, r, border_radius=rad)
        lip = pygame.Rect(r.x, r.bottom - vp.length(5), r.w, vp.length(5))
        pygame.draw.rect(surf, tuple(round(c * 0.84) for c in fill[:3]), lip,
                         border_bottom_left_radius=rad, border_bottom_right_radius=rad)
        pygame.draw.rect(surf, THEME.panel_edge, r, width=vp.length(3 if hot else 2),
                         border_radius=rad)
        return r, THEME.ink_dark

    def _needs_cap(self, vp: Viewport, fonts: Fonts) -> bool:
        """Its label ends in a key and would shrink on one line: the key on a keycap."""
        r = vp.rect(self.rect)
        if KEY_HINT.match(self.text) is None:
            return False
        width = r.w - 2 * vp.length(10)
        if _shrinks(fonts, self.text_size, self.text, width, r.h):
            return True
        # a group's (the table's corner, grown for its words and keycap at large text):
        # a little smaller on one line, at full size with the key on its keycap (else
        # "Podpowiedź (H)" shrank on one line)
        if self.group is None or not hasattr(fonts, "fit"):
            return False
        w, h = fonts.measure(fonts.get(self.text_size, True), self.text)
        return (min(width / max(1, w), r.h / max(1, h)) < 0.98
                and self._cap_size(vp, fonts) >= self.text_size * 0.98)

    def _cap_layout(self, vp: Viewport, fonts: Fonts):
        """With its key on a keycap: ``(cap, words box, pad, words, key)`` (screen)."""
        r = vp.rect(self.rect)
        key = KEY_HINT.match(self.text)
        pad = vp.length(10)
        cap = keycap_rect(vp, fonts, key.group(2), (r.right - vp.length(6),
                                                    r.top - vp.length(2)))
        words_box = r.copy()
        felt = vp.rect(FELT).inflate(-vp.length(4), -vp.length(4))
        if not felt.contains(cap):
            # a button in the felt's corner: the cap inside it, at its right end,
            # level with the words (not out on the rail, not peeking out from
            # behind what covers the button)
            cap.midright = (r.right - vp.length(3), r.centery)
            # a narrower pad: the words keep their size beside it
            words_box.w = cap.left - vp.length(3) - r.x
            pad = vp.length(5)
        return cap, words_box, pad, key.group(1), key.group(2)

    def _cap_size(self, vp: Viewport, fonts: Fonts) -> float:
        """The words' size beside the keycap (smaller where they must be to fit)."""
        _cap, box, pad, words, _key = self._cap_layout(vp, fonts)
        w, h = fonts.measure(fonts.get(self.text_size, True), words)
        return self.text_size * min(1.0, (box.w - 2 * pad) / max(1, w), box.h / max(1, h))

    def _alone_size(self, vp: Viewport, fonts: Fonts) -> float:
        """The words' size alone on the button (without the key, a narrow pad)."""
        r = vp.rect(self.rect)
        words = KEY_HINT.match(self.text)
        words = words.group(1) if words else self.text
        w, h = fonts.measure(fonts.get(self.text_size, True), words)
        return self.text_size * min(1.0, (r.w - 2 * vp.length(5)) / max(1, w),
                                    r.h / max(1, h))

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        r, ink = self.draw_plate(surf, vp)
        words = self.text
        pad = vp.length(10)
        key = KEY_HINT.match(words)
        # a group (the table's corner: Hint and Undo) shares one style: if one button's
        # key goes on a keycap, every one's does, its words at one size (not
        # "Podpowiedź [H]" small, beside a plain "Cofnij (U)")
        group = [b for b in (self.group or [self])
                 if KEY_HINT.match(b.text) is not None] or [self]
        if key is not None and any(b._needs_cap(vp, fonts) for b in group):
            # too long for one line: the words alone on it, and the key on a keycap
            # over the button's corner (not "(H)" alone on a second line)
            cap, words_box, pad, words, k = self._cap_layout(vp, fonts)
            size = min(b._cap_size(vp, fonts) for b in group)
            alone = min(b._alone_size(vp, fonts) for b in group)
            full = self.text_size * 0.98
            if size < full and alone > size + 1e-6 and (
                    alone >= full or size < self.text_size * ALONE_BELOW):
                # the words would shrink beside the keycap (a small
                # "Podpowiedź" touching its H): the words alone, as large as they go;
                # the key bar under the table says the key
                inner = r.inflate(-2 * vp.length(5), 0)
                font = fonts.fit(alone, words, inner.w, True, r.h)
                draw_text(surf, font, words, ink, inner.center, "center", box=r,
                          shrunk=alone < self.text_size - 1e-6)
                return
            inner = words_box.inflate(-2 * pad, 0)
            font = fonts.fit(size, words, inner.w, True, words_box.h)
            # (smaller than its own size: shrunk, to fit the group's longest words)
            draw_text(surf, font, words, ink, inner.center, "center", box=words_box,
                      shrunk=size < self.text_size - 1e-6 or font is not fonts.get(size, True))
            if self.enabled:  # an off button has no key to press
                draw_keycap(surf, vp, fonts, k, cap.center)
            return
        lines = _two_lines(fonts, self.text_size, words, r.w - 2 * pad, r.h)
        if lines is None:
            draw_text_fit(surf, fonts, self.text_size, words, ink, r, "center", bold=True,
                          pad=pad)
            return
        half = r.h // 2
        for k, line in enumerate(lines):
            box = pygame.Rect(r.x, r.y + k * half + (vp.length(2) if k == 0 else -vp.length(2)),
                              r.w, half)
            draw_text_fit(surf, fonts, self.text_size, line, ink, box, "center", bold=True,
                          pad=pad)

    def hit(self, vp: Viewport, pos) -> bool:
        return vp.rect(self.rect).collidepoint(pos)


class IconButton(Button):
    """A button showing a picture instead of its words: the media-style step icons
    ``"first"`` (|<), ``"prev"`` (<), ``"next"`` (>) and ``"last"`` (>|). ``label`` stays its
    name (translated, for the record of what a screen offers); the picture needs no
    text, so it fits a narrow button at any text size."""

    ICONS = ("first", "prev", "next", "last")

    def __init__(self, label: str, icon: str, rect, on_click, enabled: bool = True):
        if icon not in self.ICONS:
            raise ValueError(f"no icon {icon!r}")
        super().__init__(label, rect, on_click, enabled)
        self.icon = icon

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        r, ink = self.draw_plate(surf, vp)
        draw_step_icon(surf, self.icon, r, ink)


def draw_step_icon(surf, icon: str, r: pygame.Rect, ink) -> None:
    """The picture of a step button centred in ``r``: a triangle, with a bar for the
    first and the last."""
    h = max(6, round(min(r.h, r.w) * 0.42))
    half = h // 2
    bar = max(2, h // 5)
    cx, cy = r.centerx, r.centery
    right = icon in ("next", "last")
    tri_w = round(h * 0.8)
    width = tri_w + (bar + max(1, bar // 2) if icon in ("first", "last") else 0)
    x0 = cx - width // 2
    if icon == "first":
        pygame.draw.rect(surf, ink, (x0, cy - half, bar, h))
        x0 += bar + max(1, bar // 2)
    if right:
        pts = [(x0, cy - half), (x0 + tri_w, cy), (x0, cy + half)]
    else:
        pts = [(x0 + tri_w, cy - half), (x0, cy), (x0 + tri_w, cy + half)]
    pygame.draw.polygon(surf, ink, pts)
    if icon == "last":
        pygame.draw.rect(surf, ink, (x0 + tri_w + max(1, bar // 2), cy - half, bar, h))


class MenuList:
    """A vertical list of buttons driven by the same actions from any device.

    Up/Down (or Tab) move the focus, Confirm activates; the mouse hovers and clicks.
    """

    def __init__(self, items, center_x: float, top: float, width: float = 380,
                 height: float = 56, gap: float = 14):
        self.buttons: list[Button] = []
        y = top
        for label, fn, *rest in items:
            enabled = rest[0] if rest else True
            self.buttons.append(Button(label, (center_x - width / 2, y, width, height), fn,
                                       enabled))
            y += height + gap
        self.index = next((i for i, b in enumerate(self.buttons) if b.enabled), 0)
        self._sync()

    def _sync(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.index

    def move(self, step: int) -> None:
        n = len(self.buttons)
        for _k in range(n):
            self.index = (self.index + step) % n
            if self.buttons[self.index].enabled:
                break
        self._sync()

    def handle(self, inp: Input, vp: Viewport) -> bool:
        """Handle an input; return True if it was used."""
        a = inp.action
        if a in (Action.UP, Action.PREV, Action.LEFT):
            self.move(-1)
            return True
        if a in (Action.DOWN, Action.NEXT, Action.RIGHT):
            self.move(1)
            return True
        if a == Action.CONFIRM:
            b = self.buttons[self.index]
            if b.enabled:
                b.on_click()
            return True
        if a == Action.POINT and inp.pos is not None:
            for i, b in enumerate(self.buttons):
                b.hover = b.enabled and b.hit(vp, inp.pos)
                if b.hover:
                    self.index = i
                    self._sync()
            return False
        if a == Action.PRESS and inp.pos is not None:
            for i, b in enumerate(self.buttons):
                if b.enabled and b.hit(vp, inp.pos):
                    self.index = i
                    self._sync()
                    b.on_click()
                    return True
        return False

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        even_text(self.buttons, vp, fonts)  # one size for the list's words
        for b in self.buttons:
            b.draw(surf, vp, fonts)
