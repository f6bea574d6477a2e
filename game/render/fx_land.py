"""Where a score lands, by its tier (game.present.scoring.payoff_tier): a burst of light
on the score row as the "+N" lands (every score: a 5 lands with weight too, a 30 with
more), a ring wave opening over the board as a 20+ pops, a short flash of the board as
a 30+ pops, and the "2 in a row" tag of a scoring run. Drawn on the director's clock
(the callout's ``t``), nothing kept per frame; none of it under reduced motion but the
tag, which only appears."""

from __future__ import annotations

import math

import pygame
import pytweening

from ..i18n import _
from ..ui import THEME

__all__ = ["land_burst", "ring_wave", "board_flash", "streak_words", "draw_streak",
           "dust_ring", "WAVE_SPAN", "FLASH_SPAN", "LAND_COLOUR", "DUST_SECONDS"]

#: The dust ring round the last tile of a hand, as it lands with weight (s).
DUST_SECONDS = 0.45

#: The warm light of a landing (the callouts' gold).
LAND_COLOUR = (255, 226, 150)
#: The share of the callout's clock the ring wave (20+) and the flash (30+) last from
#: its pop: about 0.45 s and 0.2 s at Normal.
WAVE_SPAN, FLASH_SPAN = 0.35, 0.15
#: The streak tag's text size (design px).
TAG_TEXT = 18


def land_burst(surf, centre, p: float, level: int, scale: float) -> list:
    """The burst where the points land on the score row (``p`` 0 -> 1 over its short
    life): a thin ring opening (two from 20, three from 30) and motes thrown out round
    it. No additive glow (on the dark panel it read as a muddy disc).
    Returns the rings' radii drawn (screen px; the tests read them)."""
    if not 0.0 <= p < 1.0:
        return []
    cx, cy = round(centre[0]), round(centre[1])
    k = pytweening.easeOutCubic(p)
    fade = (1.0 - p) ** 1.5
    reach = (26, 36, 48)[level]
    width = max(2, round(2 * scale))
    radii = []
    for i in range(level + 1):
        lag = i * 0.18
        if p < lag:
            continue
        q = pytweening.easeOutCubic(min(1.0, (p - lag) / (1.0 - lag)))
        rad = max(2, round(scale * (8 + reach * q)))
        ring = pygame.Surface((2 * rad + 4, 2 * rad + 4), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*LAND_COLOUR, round(230 * fade)), (rad + 2, rad + 2),
                           rad, width)
        surf.blit(ring, (cx - rad - 2, cy - rad - 2))
        radii.append(rad)
    motes = (8, 12, 18)[level]
    dist = scale * (10 + (reach + 8) * k)
    size = max(2, round(scale * (3 + level)))
    for j in range(motes):
        a = math.tau * (j + 0.5 * (j % 2)) / motes
        x, y = cx + math.cos(a) * dist, cy + math.sin(a) * dist
        dot = pygame.Surface((2 * size, 2 * size), pygame.SRCALPHA)
        pygame.draw.circle(dot, (255, 244, 210, round(255 * fade)), (size, size), size)
        surf.blit(dot, (round(x) - size, round(y) - size))
    return radii


def ring_wave(surf, centre, p: float, level: int, scale: float, bounds) -> float:
    """A ring of warm light opening from where a 20+ pops over the board (``p``: the
    callout's clock; over its first :data:`WAVE_SPAN`), wider and bolder from 30, clipped
    to ``bounds`` (the board's area). Returns its radius (0: none drawn)."""
    if level < 1 or not 0.0 <= p < WAVE_SPAN:
        return 0.0
    k = p / WAVE_SPAN
    rad = max(4, round(scale * (30 + (180 if level == 1 else 280) *
                                pytweening.easeOutCubic(k))))
    width = max(2, round(scale * (4 if level == 1 else 7) * (1.0 - k) + 1))
    ring = pygame.Surface((2 * rad + 4, 2 * rad + 4), pygame.SRCALPHA)
    pygame.draw.circle(ring, (*LAND_COLOUR, round(200 * (1.0 - k) ** 1.3)),
                       (rad + 2, rad + 2), rad, width)
    old = surf.get_clip()
    surf.set_clip(pygame.Rect(bounds).clip(old))
    surf.blit(ring, (round(centre[0]) - rad - 2, round(centre[1]) - rad - 2))
    surf.set_clip(old)
    return float(rad)


def board_flash(surf, rect, p: float, level: int) -> int:
    """A 30+ lights the board for a moment as it pops (its first :data:`FLASH_SPAN`):
    a warm wash added over ``rect`` that fades at once. Returns its strength (0: none)."""
    if level < 2 or not 0.0 <= p < FLASH_SPAN:
        return 0
    k = p / FLASH_SPAN
    level_now = round(70 * (1.0 - k) ** 2)
    if level_now <= 0:
        return 0
    r = pygame.Rect(rect).clip(surf.get_rect())
    if r.w and r.h:
        surf.fill((level_now, round(level_now * 0.8), round(level_now * 0.45)), r,
                  special_flags=pygame.BLEND_RGB_ADD)
    return level_now


def streak_words(run: int) -> str:
    """The tag of a seat's run of scoring turns: "" below 2, else "2 in a row"."""
    if run < 2:
        return ""
    return _("{count} in a row").format(count=run)


def draw_streak(surf, text, vp, run: int, centre) -> pygame.Rect | None:
    """The run's tag on a dark pill centred at ``centre`` (screen px)."""
    words = streak_words(run)
    if not words:
        return None
    img = text.get(words, TAG_TEXT, THEME.focus, True)
    box = img.get_rect(center=(round(centre[0]), round(centre[1])))
    box = box.inflate(vp.length(16), vp.length(6))
    pygame.draw.rect(surf, THEME.box, box, border_radius=box.h // 2)
    pygame.draw.rect(surf, THEME.focus, box, 1, border_radius=box.h // 2)
    text.draw(surf, words, TAG_TEXT, THEME.focus, box.center, "center", True, False,
              box=box)
    return box


def dust_ring(surf, tile, age: float, scale: float):
    """A ring of felt dust kicked up round ``tile`` (its screen rect) as the hand's last
    tile lands with weight, ``age`` s ago: a pale ellipse hugging the tile that opens
    and thins out, and puffs thrown off its sides. The ring's rect (None: over)."""
    if not 0.0 <= age < DUST_SECONDS:
        return None
    k = pytweening.easeOutCubic(age / DUST_SECONDS)
    r = pygame.Rect(tile)
    grow = (18 + 44 * k) * max(0.3, scale)
    ring = r.inflate(round(grow * 2), round(grow * 1.2))
    fade = (1.0 - age / DUST_SECONDS) ** 1.3
    layer = pygame.Surface(ring.size, pygame.SRCALPHA)
    width = max(2, round((7 - 5 * k) * max(0.5, scale)))
    pygame.draw.ellipse(layer, (236, 228, 200, round(150 * fade)), layer.get_rect(), width)
    inner = layer.get_rect().inflate(-2 * width - 4, -2 * width - 4)
    if inner.w > 4 and inner.h > 4:
        pygame.draw.ellipse(layer, (236, 228, 200, round(60 * fade)), inner, width)
    for i in range(10):  # puffs off its rim
        a = i * math.tau / 10 + 0.3
        px = ring.w / 2 + math.cos(a) * (ring.w / 2 + 6 * k * scale)
        py = ring.h / 2 + math.sin(a) * (ring.h / 2 + 4 * k * scale)
        pygame.draw.circle(layer, (240, 232, 210, round(110 * fade)), (round(px), round(py)),
                           max(1, round((3 + 3 * k) * scale)))
    surf.blit(layer, ring)
    return ring
