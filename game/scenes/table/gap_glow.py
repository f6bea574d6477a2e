"""The going-out side's gain in the race, shown where the race is (the score panel)
rather than said: once the others' pips have landed, the side's row glows, the part of
its race bar it now leads the next one by lights up as it widens, and a green "^35"
chip by its score says how far the gap grew (American Sniff takes the others' pips off
their own scores: the going-out side's number may not move, its lead does)."""

from __future__ import annotations

import math

import pygame

from ...ui import THEME

__all__ = ["gap_gain", "draw_gap_gain", "gain_chip", "pop_in", "lead_band", "GROW_SECONDS"]

#: The lit lead on the race bar widens over this long (s) once told.
GROW_SECONDS = 0.6


def gap_gain(told, human, entries: int) -> tuple[int, int] | None:
    """``(score entry, points the gap grew by)`` when ``told`` (a
    :class:`~game.present.going_out.GoingOut`) is the player's side going out in
    American Sniff and gaining ground; None otherwise (another side's domino, a
    block, Sniff 61's points, which its row's own count shows)."""
    if told is None or told.seat is None or told.bonus or told.gain <= 0:
        return None
    if not told.ours(human, entries):
        return None
    return (told.seat % max(1, entries), int(told.gain))


def _row_rect(panel, entry: int) -> pygame.Rect | None:
    """The entry's row in the score panel as last drawn: its name, digits and bar."""
    parts = [r for r in (getattr(panel, "digits", {}).get(entry),
                         getattr(panel, "names", {}).get(entry)) if r is not None]
    bar = getattr(panel, "bars", {}).get(entry)
    if bar is not None:
        parts.append(pygame.Rect(bar[0]))
    if not parts:
        return None
    return pygame.Rect(parts[0]).unionall([pygame.Rect(p) for p in parts[1:]])


def lead_band(panel, entry: int, p: float = 1.0) -> pygame.Rect | None:
    """The stretch of ``entry``'s race bar past every other entry's fill (its lead, in
    screen px), ``p`` of it grown from the others' end; None: it does not lead."""
    bars = getattr(panel, "bars", {})
    mine = bars.get(entry)
    if mine is None or len(bars) < 2:
        return None
    fill = pygame.Rect(mine[1])
    others = [pygame.Rect(f).right for e, (_t, f) in bars.items() if e != entry]
    start = max(others)
    if fill.right - start < 2:
        return None
    return pygame.Rect(start, fill.y, max(1, round((fill.right - start) * p)), fill.h)


def draw_gap_gain(surf, text, vp, panel, told, human, entries: int, age: float,
                  still: bool) -> list:
    """The side's row glowing, its lead lit on its bar and the "^N" chip, ``age`` s
    after the words were told (all at once under reduced motion): the rects drawn."""
    got = gap_gain(told, human, entries)
    if got is None or panel is None or age < 0:
        return []
    entry, gain = got
    row = _row_rect(panel, entry)
    if row is None:
        return []
    out = []
    fade = 1.0 if still else min(1.0, age / 0.25)
    pulse = 1.0 if still else 0.75 + 0.25 * math.cos(age * 5.0)
    glow = row.inflate(vp.length(12), vp.length(8))
    layer = pygame.Surface(glow.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*THEME.good, round(60 * fade * pulse)), layer.get_rect(),
                     border_radius=vp.length(8))
    pygame.draw.rect(layer, (*THEME.good, round(230 * fade)), layer.get_rect(),
                     max(2, vp.length(2)), border_radius=vp.length(8))
    surf.blit(layer, glow)
    out.append(glow)
    p = 1.0 if still else min(1.0, age / GROW_SECONDS)
    band = lead_band(panel, entry, 1.0 - (1.0 - p) ** 3)
    if band is not None:
        lit = band.inflate(0, max(2, vp.length(4)))
        pygame.draw.rect(surf, THEME.good, lit, border_radius=lit.h // 2)
        out.append(lit)
    chip = gain_chip(text, vp, gain)
    k = 1.0 if still else pop_in(age)
    if k > 0.05:
        img = pygame.transform.smoothscale(chip, (max(1, round(chip.get_width() * k)),
                                                  max(1, round(chip.get_height() * k))))
        r = _chip_place(surf, vp, glow, img)
        img.set_alpha(round(255 * fade))
        surf.blit(img, r)
        out.append(r)
    return out


def _chip_place(surf, vp, glow: pygame.Rect, img) -> pygame.Rect:
    """Where the chip goes: on the felt just outside the glowing row, level with it
    (left of a panel on the right of the window, else right of it), never over the
    row's name or number."""
    r = img.get_rect(centery=glow.centery)
    gap = vp.length(6)
    if glow.centerx > surf.get_width() / 2:
        r.right = glow.left - gap
    else:
        r.left = glow.right + gap
    r.clamp_ip(surf.get_rect())
    return r


def pop_in(age: float) -> float:
    """The chip's size: in past full size at 0.2 s, settled by 0.4 s (0 before)."""
    if age <= 0:
        return 0.0
    if age < 0.2:
        return 1.25 * age / 0.2
    return 1.0 + 0.25 * max(0.0, 1.0 - (age - 0.2) / 0.2)


def gain_chip(text, vp, gain: int) -> pygame.Surface:
    """A green pill: an up-pointing triangle and the points the gap grew by."""
    num = text.get(str(gain), 22, THEME.ink_dark, True)
    h = num.get_height() + vp.length(6)
    a = max(4, round(h * 0.28))  # the triangle's half width
    w = num.get_width() + 2 * a + vp.length(18)
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(plate, THEME.good, plate.get_rect(), border_radius=h // 2)
    tx, ty = vp.length(8) + a, h // 2
    pygame.draw.polygon(plate, THEME.ink_dark, [(tx - a, ty + a * 0.7), (tx + a, ty + a * 0.7),
                                                (tx, ty - a * 0.9)])
    plate.blit(num, num.get_rect(midleft=(tx + a + vp.length(4), h // 2)))
    return plate
