"""The game-over screen's moment: a gold trophy either side of a win's title that pops
in with the fanfare and catches the light, and the final score counting up to its
figures. Pure drawing and arithmetic on the screen's clock (``t``, seconds shown)."""

from __future__ import annotations

import math

import pygame
import pytweening

from ...render.fx_burst import SparkBurst
from ...render.seat_marks import race_fill, race_zero_x
from ...ui import THEME

__all__ = ["TROPHY", "draw_race", "TROPHY_AT", "COUNT_SPAN", "counted", "trophy_scale",
           "trophy_rects", "draw_trophy", "draw_soft_light", "draw_rays", "draw_burst",
           "TROPHY_SETTLED", "BURST_POINTS"]

#: A trophy's side beside a win's title (design px).
TROPHY = 84
#: The trophies pop in this long after the screen opens (with the fanfare).
TROPHY_AT = 0.45
#: The final score counts up over this span of the screen's clock (s): it has its
#: figures before the fanfare ends.
COUNT_SPAN = (0.1, 1.0)
#: The trophies stand at full size from here (s): the end of the win's moment.
TROPHY_SETTLED = TROPHY_AT + 0.45
#: The trophies' burst of sparks as they land is sized as a score of this many points.
BURST_POINTS = 40
GOLD = (246, 190, 64)
GOLD_DARK = (170, 110, 28)
GOLD_LIGHT = (255, 236, 160)


def counted(value: int, t: float, still: bool = False) -> int:
    """``value`` as the count-up shows it ``t`` s in (eased: fast, then settling on
    it); the whole figure at once under reduced motion."""
    a, b = COUNT_SPAN
    if still or t >= b:
        return int(value)
    if t <= a:
        return 0
    return round(int(value) * pytweening.easeOutCubic((t - a) / (b - a)))


def trophy_scale(t: float, still: bool = False) -> float:
    """The trophy's size now (0: not shown yet; it pops past full size and settles)."""
    if still:
        return 1.0
    age = t - TROPHY_AT
    if age <= 0:
        return 0.0
    if age >= 0.45:
        return 1.0
    return max(0.0, pytweening.easeOutBack(age / 0.45, 2.4))


def trophy_rects(title: pygame.Rect, inner: pygame.Rect, size: int,
                 gap: int) -> list[pygame.Rect]:
    """Where the trophies stand (screen px): one either side of the ``title``'s words,
    inside ``inner``; smaller where the words are wide, none where there is no room."""
    room = min(title.left - gap - inner.left, inner.right - title.right - gap)
    side = min(size, room)
    if side < size * 0.45:
        return []
    out = []
    for cx in (title.left - gap - side // 2, title.right + gap + side // 2):
        r = pygame.Rect(0, 0, side, side)
        r.center = (cx, title.centery)
        out.append(r)
    return out


def _cup(side: int) -> pygame.Surface:
    """A gold cup on a base, drawn ``side`` px square."""
    s = side
    img = pygame.Surface((s, s), pygame.SRCALPHA)
    lw = max(2, s // 14)
    # the handles, then the bowl over them
    for x in (s * 0.2, s * 0.8):
        pygame.draw.circle(img, GOLD_DARK, (round(x), round(s * 0.3)), round(s * 0.14), lw)
    bowl = [(s * 0.22, s * 0.1), (s * 0.78, s * 0.1), (s * 0.72, s * 0.42),
            (s * 0.58, s * 0.56), (s * 0.42, s * 0.56), (s * 0.28, s * 0.42)]
    pygame.draw.polygon(img, GOLD, bowl)
    pygame.draw.polygon(img, GOLD_DARK, bowl, max(1, lw // 2))
    pygame.draw.rect(img, GOLD_LIGHT, pygame.Rect(round(s * 0.2), round(s * 0.06),
                                                  round(s * 0.6), max(2, lw)),
                     border_radius=lw)
    # the stem and the base
    pygame.draw.rect(img, GOLD, pygame.Rect(round(s * 0.45), round(s * 0.55),
                                            round(s * 0.1), round(s * 0.22)))
    base = pygame.Rect(round(s * 0.27), round(s * 0.76), round(s * 0.46), round(s * 0.14))
    pygame.draw.rect(img, GOLD_DARK, base, border_radius=max(1, lw // 2))
    pygame.draw.rect(img, GOLD, base.inflate(-lw, -lw), border_radius=max(1, lw // 2))
    # a star on the bowl and a highlight down its left side
    cx, cy = s * 0.5, s * 0.28
    rad, rin = s * 0.11, s * 0.045
    pts = [(cx + (rad if k % 2 == 0 else rin) * math.sin(k * math.pi / 5),
            cy - (rad if k % 2 == 0 else rin) * math.cos(k * math.pi / 5)) for k in range(10)]
    pygame.draw.polygon(img, GOLD_LIGHT, pts)
    pygame.draw.line(img, GOLD_LIGHT, (round(s * 0.3), round(s * 0.16)),
                     (round(s * 0.36), round(s * 0.4)), max(1, lw // 2))
    return img


def draw_trophy(surf, rect: pygame.Rect, t: float, still: bool = False) -> None:
    """A trophy in ``rect`` (screen px) at the screen's clock ``t``: it pops in, then a
    glint of light runs over it now and then (none under reduced motion)."""
    k = trophy_scale(t, still)
    if k <= 0.0:
        return
    cup = _cup(rect.h)
    side = max(1, round(rect.h * k))
    img = cup if side == rect.h else pygame.transform.smoothscale(cup, (side, side))
    at = img.get_rect(center=rect.center)
    if not still:  # a soft warm light behind it as it lands
        glow = max(0.0, 1.0 - abs(t - TROPHY_AT - 0.3) / 0.6)
        if glow > 0:  # added light, soft to its rim (no disc of colour)
            rad = round(rect.h * 0.75)
            halo = pygame.Surface((2 * rad, 2 * rad))
            halo.fill((0, 0, 0))
            for i in range(10, 0, -1):
                k = (1.0 - i / 11) ** 2 * glow
                pygame.draw.circle(halo, (round(120 * k), round(90 * k), round(30 * k)),
                                   (rad, rad), round(rad * i / 10))
            surf.blit(halo, halo.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(img, at)
    if still or k != 1.0:
        return
    phase = ((t - TROPHY_AT - 0.45) % 2.4) / 0.5  # a glint every 2.4 s, 0.5 s long
    if phase < 1.0:
        x = at.left + at.w * (phase * 1.4 - 0.2)
        band = pygame.Surface(at.size, pygame.SRCALPHA)
        w = max(2, at.w // 6)
        pygame.draw.polygon(band, (255, 255, 240, 150),
                            [(x - at.left, 0), (x - at.left + w, 0),
                             (x - at.left + w - at.w * 0.3, at.h),
                             (x - at.left - at.w * 0.3, at.h)])
        mask = img.copy()  # the glint only on the cup
        mask.blit(band, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(mask, at, special_flags=pygame.BLEND_RGB_ADD)


def draw_soft_light(surf, centre, radius: int, level: float, cache: dict) -> None:
    """A soft warm light (added, fading to its rim) round ``centre``: a loss's title
    sits in it, gentle but not flat. ``level`` 0..1; ``cache``: the caller's dict."""
    if level <= 0.0 or radius <= 0:
        return
    halo = cache.get(radius)
    if halo is None:
        halo = cache[radius] = pygame.Surface((2 * radius, radius))
        halo.fill((0, 0, 0))
        steps = 40
        for i in range(steps, 0, -1):
            k = (1.0 - i / (steps + 1)) ** 2
            r = pygame.Rect(0, 0, round(2 * radius * i / steps), round(radius * i / steps))
            r.center = (radius, radius // 2)
            pygame.draw.ellipse(halo, (round(56 * k), round(42 * k), round(24 * k)), r)
    if level < 1.0:
        halo = halo.copy()
        v = round(255 * level)
        halo.fill((v, v, v), special_flags=pygame.BLEND_RGB_MULT)
    surf.blit(halo, halo.get_rect(center=(round(centre[0]), round(centre[1]))),
              special_flags=pygame.BLEND_RGB_ADD)


#: A win's sunburst is drawn this many times smaller, averaged down BLUR times more
#: (its steps smoothed away), then scaled up: soft edges, no stairs.
RAY_SHRINK = 4
BLUR = 3
#: Its rays (16), and each ray's nested wedges (half-width, rad) and light, outer first:
#: bright along the ray's middle, fading to its edges.
RAYS = 16
RAY_WEDGES = ((0.12, (46, 24, 4)), (0.08, (96, 54, 12)), (0.04, (150, 88, 26)))


def _ray_mask(size: tuple[int, int], centre, reach: float) -> pygame.Surface:
    """The sunburst's fall-off (small): full light near ``centre``, none at ``reach``."""
    mask = pygame.Surface(size)
    mask.fill((0, 0, 0))
    steps = 24
    for i in range(steps, 0, -1):
        k = i / steps  # 1 at the rim .. small at the middle
        v = round(255 * (1.0 - k) ** 1.3)
        pygame.draw.circle(mask, (v, v, v), centre, max(1, round(reach * k)))
    return mask


def draw_rays(surf, centre, reach: int, turn: float, level: float, cache: dict) -> None:
    """A win's sunburst round ``centre`` (screen px), added to what is under it: soft
    warm-gold rays, brightest along their middles and near the centre, fading out to
    ``reach`` with no hard edge (not flat blocky olive wedges). ``turn`` (rad)
    turns them; ``level`` 0..1 fades them in. Drawn small and scaled up, and kept in
    ``cache`` while ``turn`` and ``level`` hold (no work once the screen is still)."""
    if level <= 0.0 or reach <= 0:
        return
    w, h = surf.get_size()
    key = (w, h, tuple(round(c) for c in centre), reach, round(turn, 3), round(level, 2))
    if cache.get("rays_key") != key:
        sw, sh = max(2, w // RAY_SHRINK), max(2, h // RAY_SHRINK)
        cx, cy = centre[0] / RAY_SHRINK, centre[1] / RAY_SHRINK
        far = reach / RAY_SHRINK
        mkey = (sw, sh, round(cx), round(cy), round(far))
        if cache.get("mask_key") != mkey:
            cache["mask_key"] = mkey
            cache["mask"] = _ray_mask((sw, sh), (round(cx), round(cy)), far)
        small = pygame.Surface((sw, sh))
        small.fill((0, 0, 0))
        for k in range(RAYS):
            a = turn + k * math.tau / RAYS
            for half, colour in RAY_WEDGES:
                pts = [(cx, cy)] + [(cx + far * 1.2 * math.cos(a + d),
                                     cy + far * 1.2 * math.sin(a + d)) for d in (-half, half)]
                pygame.draw.polygon(small, colour, pts)
        small.blit(cache["mask"], (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        if level < 1.0:
            v = round(255 * level)
            small.fill((v, v, v), special_flags=pygame.BLEND_RGB_MULT)
        soft = pygame.transform.smoothscale(small, (max(1, sw // BLUR), max(1, sh // BLUR)))
        cache["rays"] = pygame.transform.smoothscale(soft, (w, h))
        cache["rays_key"] = key
    surf.blit(cache["rays"], (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def draw_race(surf, rect: pygame.Rect, share: float, colour, below: bool = False) -> None:
    """A score's race to the target under its row (``rect``, screen px): a dark track
    filled to ``share`` (the score over the target, counting up with it) in
    ``colour``, a notch at the finish. ``below``: a score of the game is below zero:
    a zero mark keeps room left of it, where a score below zero fills in red."""
    if rect.w <= 0 or rect.h <= 0:
        return
    rad = rect.h // 2 + 1
    pygame.draw.rect(surf, (14, 10, 6), rect, border_radius=rad)
    fill = race_fill(rect, share, below)
    if fill.w > 0:
        pygame.draw.rect(surf, THEME.bad if share < 0 else colour, fill, border_radius=rad)
    if below:
        zero = race_zero_x(rect)
        pygame.draw.rect(surf, THEME.ink, (zero - 1, rect.top - rect.h, 2, 3 * rect.h))
    pygame.draw.line(surf, GOLD_LIGHT, (rect.right - 1, rect.top - rect.h),
                     (rect.right - 1, rect.bottom + rect.h - 1), max(1, rect.h // 2))


def draw_burst(surf, burst, cups, t: float, scale: float, seed: int = 0):
    """A burst of gold sparks out of each trophy (``cups``: their rects) as it lands
    with the fanfare, ``t`` the screen's clock; returns the burst to keep (made once
    the trophies stand somewhere; None before)."""
    if burst is None:
        if not cups:
            return None
        burst = SparkBurst([r.center for r in cups], BURST_POINTS, scale, seed=seed,
                           duration=0.9, hole=0).start()
        burst.flash = 0.0  # the cup has its own warm light as it lands
        # a fountain: every spark flies up and out of its cup (none down over the score)
        burst.sparks = [(i, -a if math.sin(a) > 0 else a, *rest)
                        for i, a, *rest in burst.sparks]
    burst.t = t - TROPHY_AT - 0.1  # as the cup reaches full size
    if burst.t >= 0.0:
        burst.draw(surf)
    return burst
