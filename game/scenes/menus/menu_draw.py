"""Drawing the main menu's home screen: the big play button, the two cards, the row of
small icon buttons with the goals chip, the player strip. The buttons' plates (fill,
focus ring, hover lift) are the shared Button's; the words and icons go on them."""

from __future__ import annotations

import pygame

from ...render.menu_icons import draw_icon
from ...ui import THEME, draw_text_fit
from .menu_layout import SMALL, STRIP

__all__ = ["draw_home", "chip_rect"]


#: The small buttons' icon's top, down from the button's (design px).
ICON_TOP = 18
#: The goals chip's tallest (design px): over the row, under the cards above it.
CHIP_MAX_H = 44


def _words(surf, fonts, size, text, ink, box, anchor="center", bold=True) -> None:
    draw_text_fit(surf, fonts, size, text, ink, box, anchor, bold=bold)


def chip_rect(vp, fonts, button_rect, words: str) -> pygame.Rect:
    """The goals chip: on the Goals button's top right corner (screen rect), its foot
    above the button's star (at 200 % the grown chip sat on it), no taller than
    the gap over the row lets it be (its words fit it, see :func:`_chip`)."""
    r = vp.rect(button_rect)
    font = fonts.get(22, True)
    w = min(r.w + vp.length(8), fonts.measure(font, words)[0] + vp.length(24))
    h = min(max(vp.length(32), font.get_linesize() + vp.length(4)), vp.length(CHIP_MAX_H))
    chip = pygame.Rect(0, 0, w, h)
    chip.midright = (r.right + vp.length(6), r.top + vp.length(2))
    chip.bottom = min(chip.bottom, r.top + vp.length(ICON_TOP - 2))
    return chip


def _primary(surf, vp, fonts, b) -> None:
    r, ink = b.draw_plate(surf, vp)
    pad = vp.length(16)
    if not b.focused and r.w >= vp.length(300):  # the big button stands out unfocused too
        pygame.draw.rect(surf, THEME.accent, r.inflate(vp.length(6), vp.length(6)),
                         vp.length(3), border_radius=vp.length(13))
    if r.w < vp.length(300):  # New game beside Continue: its icon over its words
        icon = pygame.Rect(0, 0, vp.length(26), vp.length(26))
        icon.midtop = (r.centerx, r.y + vp.length(10))
        draw_icon(surf, b.label, icon, ink)
        box = pygame.Rect(r.x + pad // 2, icon.bottom, r.w - pad, r.bottom - icon.bottom
                          - vp.length(6))
        _words(surf, fonts, 24, b.text, ink, box)
        return
    icon = pygame.Rect(r.x + pad, r.y, min(vp.length(44), r.h), r.h).inflate(0, -vp.length(30))
    draw_icon(surf, b.label, icon, ink)
    box = pygame.Rect(icon.right + pad, r.y, r.right - icon.right - 2 * pad, r.h - vp.length(4))
    _words(surf, fonts, 34, b.text, ink, box)


def _ticks(surf, vp, ticks, box: pygame.Rect, ink) -> None:
    """One pill per lesson along ``box`` (screen px): filled for a lesson done, an
    outline for one to do (the progress at a glance)."""
    n = len(ticks)
    if not n:
        return
    gap = vp.length(6)
    w = (box.w - gap * (n - 1)) / n
    for i, done in enumerate(ticks):
        pill = pygame.Rect(round(box.x + i * (w + gap)), box.y, max(2, round(w)), box.h)
        if done:
            pygame.draw.rect(surf, THEME.good, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surf, THEME.good if done else ink, pill, max(1, vp.length(2)),
                         border_radius=pill.h // 2)


def _card(surf, vp, fonts, b, lines, ticks=()) -> None:
    r, ink = b.draw_plate(surf, vp)
    pad = vp.length(14)
    size = vp.length(56)
    icon = pygame.Rect(r.x + pad, r.centery - size // 2, size, size)
    draw_icon(surf, b.label, icon, ink)
    x = icon.right + pad
    box = pygame.Rect(x, r.y + vp.length(10), r.right - x - pad, vp.length(40))
    _words(surf, fonts, 28, b.text, ink, box, "midleft")
    y = box.bottom
    for line in lines:
        if not line:
            continue
        row = pygame.Rect(x, y, box.w, vp.length(36))
        _words(surf, fonts, 22, line, ink, row, "midleft", bold=False)
        y = row.bottom
    if ticks:  # the lessons: a row of pills under the words, inside the card
        _ticks(surf, vp, ticks, pygame.Rect(x, max(y + vp.length(4), r.bottom
                                                   - vp.length(28)), box.w, vp.length(12)),
               ink)


def _row_size(vp, fonts, buttons, size: float = 22) -> float:
    """One text size for the row of small buttons: ``size``, or less so the longest
    label fits (the row never shows its words at several sizes)."""
    for b in buttons:
        r = vp.rect(b.rect)
        room = r.w - 2 * vp.length(8)
        w = fonts.measure(fonts.get(size, True), b.text)[0]
        if w > room:
            size = size * room / w
    return size


def _small(surf, vp, fonts, b, size: float = 22) -> None:
    r, ink = b.draw_plate(surf, vp)
    pad = vp.length(8)
    icon = pygame.Rect(0, 0, vp.length(34), vp.length(34))
    icon.midtop = (r.centerx, r.y + vp.length(ICON_TOP))
    draw_icon(surf, b.label, icon, ink)
    box = pygame.Rect(r.x + pad, icon.bottom + vp.length(4), r.w - 2 * pad,
                      r.bottom - icon.bottom - vp.length(12))
    _words(surf, fonts, size, b.text, ink, box)


def _chip(surf, vp, fonts, b, words) -> None:
    chip = chip_rect(vp, fonts, b.rect, words)
    pygame.draw.rect(surf, THEME.felt_dark, chip, border_radius=chip.h // 2)
    pygame.draw.rect(surf, THEME.accent, chip, vp.length(2), border_radius=chip.h // 2)
    draw_text_fit(surf, fonts, 22, words, THEME.ink, chip.inflate(-vp.length(12), 0), "center",
                  bold=True)


def draw_home(surf, vp, fonts, buttons, status: dict, lessons=()) -> None:
    """Every entry of the home screen; ``status`` holds the cards' and strip's words,
    ``lessons`` the tutorial's lessons, done or not (the Tutorial card's ticks)."""
    by = {b.label: b for b in buttons}
    for label in ("Continue", "New game"):
        b = by[label]
        if b.enabled:
            _primary(surf, vp, fonts, b)
    _card(surf, vp, fonts, by["Daily deal"],
          (status.get("Daily deal", ""), status.get("Daily streak", "")))
    _card(surf, vp, fonts, by["Tutorial"], (status.get("Tutorial", ""),), lessons)
    size = _row_size(vp, fonts, [by[label] for label in SMALL])
    for label in SMALL:
        _small(surf, vp, fonts, by[label], size)
    if status.get("Goals"):
        _chip(surf, vp, fonts, by["Goals"], status["Goals"])
    if status.get("strip"):
        r = vp.rect(STRIP)
        strip = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(strip, (*THEME.felt_dark[:3], 215), strip.get_rect(),
                         border_radius=r.h // 2)
        surf.blit(strip, r)
        draw_text_fit(surf, fonts, 22, status["strip"], THEME.ink,
                      r.inflate(-vp.length(28), 0), "center", bold=True)
