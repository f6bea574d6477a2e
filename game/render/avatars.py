"""The seats' portraits: a round character icon on each seat's plate, drawn in code
(no image file, nothing to license). Four characters, one per place at the table
(the seat across, the left, the right, and the player's own: "you"), so a seat keeps
its face in every game; the ring round the portrait is the seat's partnership colour in a 4-player
game (else the label's edge), the turn colour while the seat is to play."""

from __future__ import annotations

import math

import pygame

from ..ui import THEME

__all__ = ["AVATARS", "avatar_for", "draw_avatar", "draw_think_ring", "think_level", "THINK_RING"]

#: The characters: their backdrop, skin, hair and clothes colours.
AVATARS = {
    "across": {"back": (38, 104, 118), "skin": (236, 196, 160), "hair": (92, 58, 34),
               "cloth": (222, 92, 64)},
    "left": {"back": (104, 62, 118), "skin": (204, 152, 112), "hair": (226, 222, 210),
             "cloth": (76, 148, 96)},
    "right": {"back": (150, 88, 40), "skin": (250, 214, 180), "hair": (40, 34, 30),
              "cloth": (70, 110, 190)},
    # the player's own seat (every seat a portrait, the player's included)
    "you": {"back": (58, 92, 60), "skin": (226, 178, 138), "hair": (150, 84, 40),
            "cloth": (232, 184, 72)},
}

#: The drawing is made this many times larger, then smoothed down (soft edges).
_SS = 4


def avatar_for(rect: pygame.Rect) -> str | None:
    """The character of the label at design ``rect`` (1280x720): the seat across the
    table (a label near the top), the left or the right seat; "you" for the player's
    own seat at the bottom."""
    if rect.top > 450:
        return "you"
    if rect.top < 150:
        return "across"
    return "left" if rect.centerx < 640 else "right"


def _paint(kind: str, d: int, ring, ring_w: int) -> pygame.Surface:
    """The portrait ``d`` px wide, drawn ``_SS`` times larger and smoothed."""
    c = AVATARS[kind]
    big = d * _SS
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    m = big // 2
    pygame.draw.circle(s, c["back"], (m, m), m)
    # shoulders and the neck
    body = pygame.Rect(0, 0, round(big * 0.78), round(big * 0.5))
    body.midtop = (m, round(big * 0.70))
    pygame.draw.ellipse(s, c["cloth"], body)
    head_r = round(big * 0.2)
    head = (m, round(big * 0.46))
    if kind == "left":  # a white bun behind the head
        pygame.draw.circle(s, c["hair"], (m, head[1] - round(head_r * 1.05)),
                           round(head_r * 0.55))
    pygame.draw.circle(s, c["skin"], head, head_r)
    if kind == "across":  # a flat cap with a brim
        cap = pygame.Rect(0, 0, round(head_r * 2.2), round(head_r * 1.3))
        cap.midbottom = (m, head[1] - round(head_r * 0.15))
        pygame.draw.ellipse(s, c["hair"], cap)
        brim = pygame.Rect(0, 0, round(head_r * 2.6), round(head_r * 0.45))
        brim.midleft = (m - round(head_r * 1.0), head[1] - round(head_r * 0.3))
        pygame.draw.ellipse(s, c["hair"], brim)
    elif kind == "left":  # white hair and round glasses
        hair = pygame.Rect(0, 0, round(head_r * 2.15), round(head_r * 1.2))
        hair.midbottom = (m, head[1] - round(head_r * 0.2))
        pygame.draw.ellipse(s, c["hair"], hair)
        gw = max(2, big // 40)
        for dx in (-1, 1):
            pygame.draw.circle(s, (40, 30, 30), (m + dx * round(head_r * 0.42), head[1]),
                               round(head_r * 0.3), gw)
        pygame.draw.line(s, (40, 30, 30), (m - round(head_r * 0.12), head[1]),
                         (m + round(head_r * 0.12), head[1]), gw)
    elif kind == "you":  # short auburn hair with a side parting, a smile
        hair = pygame.Rect(0, 0, round(head_r * 2.2), round(head_r * 1.15))
        hair.midbottom = (m + round(head_r * 0.08), head[1] - round(head_r * 0.22))
        pygame.draw.ellipse(s, c["hair"], hair)
        smile = pygame.Rect(0, 0, round(head_r * 0.8), round(head_r * 0.5))
        smile.center = (m, head[1] + round(head_r * 0.42))
        pygame.draw.arc(s, (120, 50, 40), smile, 3.5, 5.9, max(2, big // 48))
    else:  # dark hair and a beard
        hair = pygame.Rect(0, 0, round(head_r * 2.1), round(head_r * 1.2))
        hair.midbottom = (m, head[1] - round(head_r * 0.25))
        pygame.draw.ellipse(s, c["hair"], hair)
        beard = pygame.Rect(0, 0, round(head_r * 1.7), round(head_r * 1.3))
        beard.midtop = (m, head[1] + round(head_r * 0.1))
        pygame.draw.ellipse(s, c["hair"], beard)
        mouth = pygame.Rect(0, 0, round(head_r * 0.7), round(head_r * 0.3))
        mouth.center = (m, head[1] + round(head_r * 0.45))
        pygame.draw.ellipse(s, c["skin"], mouth)
    if kind != "left":  # eyes (the glasses show them on the left seat's face)
        for dx in (-1, 1):
            pygame.draw.circle(s, (30, 26, 24), (m + dx * round(head_r * 0.4), head[1]),
                               max(2, round(head_r * 0.12)))
    # keep everything inside the disc, then the ring
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (m, m), m)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(s, ring, (m, m), m, ring_w * _SS)
    return pygame.transform.smoothscale(s, (d, d))


def draw_avatar(surf, kind: str, centre, d: int, ring, ring_w: int = 2,
                cache: dict | None = None) -> pygame.Rect:
    """Draw the ``kind`` portrait, ``d`` screen px wide, centred at ``centre``; the
    rect it covers. ``cache``: the caller's dict of portraits already drawn."""
    d = max(8, int(d))
    key = (kind, d, tuple(ring), ring_w)
    img = None if cache is None else cache.get(key)
    if img is None:
        img = _paint(kind, d, ring, ring_w)
        if cache is not None:
            if len(cache) > 32:
                cache.clear()
            cache[key] = img
    r = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surf.blit(img, r)
    return r


#: The thinking glow's reach beyond a portrait's edge (design px; the lit plate's own
#: glow reaches seat_marks.GLOW = 6 beyond the plate).
THINK_RING = 5
#: One breath of the thinking glow (s): brighter, softer, brighter.
THINK_PULSE = 0.9


def think_level(ms: int | None = None) -> float:
    """The thinking glow's strength now (0.35 -> 1, a slow breath)."""
    t = (pygame.time.get_ticks() if ms is None else ms) / 1000.0
    return 0.35 + 0.65 * (0.5 + 0.5 * math.sin(2 * math.pi * t / THINK_PULSE))


def draw_think_ring(surf, centre, d: int, reach: int, cache: dict | None = None,
                    level: float | None = None) -> pygame.Rect:
    """A soft ring of the turn colour round a portrait ``d`` px wide at ``centre``,
    ``reach`` px beyond its edge, pulsing (:func:`think_level`): a bot is thinking.
    Returns the rect it covers."""
    reach = max(2, int(reach))
    size = int(d) + 2 * reach
    key = ("think", size, reach, tuple(THEME.focus))
    img = None if cache is None else cache.get(key)
    if img is None:
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        m = size / 2
        for i in range(reach, -1, -1):  # strongest at the portrait's edge
            a = round(230 * (1 - i / (reach + 1)) ** 1.5)
            pygame.draw.circle(img, (*THEME.focus[:3], a), (m, m), d / 2 + i, 2)
        if cache is not None:
            cache[key] = img
    k = think_level() if level is None else level
    shown = img.copy()
    shown.fill((255, 255, 255, round(255 * k)), special_flags=pygame.BLEND_RGBA_MULT)
    r = shown.get_rect(center=(round(centre[0]), round(centre[1])))
    surf.blit(shown, r)
    return r
