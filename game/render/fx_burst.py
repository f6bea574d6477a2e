"""The payoff of a big score (20+ points, more again from 30): the board's punch and the
burst of light from the counted ends. pygame only, no scene code; the same tiny API as
:mod:`game.render.fx` (``start()``, ``update(dt)``, ``draw(surf)``, ``alive``).
Under reduced motion neither shows."""

from __future__ import annotations

import math
import random

import pygame
import pytweening

from .fx import CONFETTI_COLOURS, Effect, fade, score_tier

__all__ = ["SparkBurst", "BannerBurst", "LightSweep", "sparks_per_end", "punch_offset",
           "PUNCH_SPAN", "PUNCH_PX", "SPARK_COLOURS"]

#: Sparks of a big score: warm white and gold (drawn as added light).
SPARK_COLOURS = ((255, 236, 170), (255, 200, 90), (255, 250, 235))
#: The share of a callout's life (its clock 0 -> 1, about 2 s) the board's punch lasts:
#: about a quarter of a second.
PUNCH_SPAN = 0.13
#: The punch's reach in design px: a medium score (20+), a big one (30+).
PUNCH_PX = {"medium": 4.0, "big": 7.0}


def punch_offset(points: int, p: float, reduced_motion: bool = False,
                 scale: float = 1.0) -> tuple[int, int]:
    """How far the board is knocked (screen px) at ``p`` (0 -> 1, the callout's clock)
    by a score of ``points`` (the total, before a ruleset's divisor): nothing below 20
    points or with reduced motion; from 20 a short jolt down and to the side that rings
    out in about 0.25 s, harder from 30."""
    tier = score_tier(int(points))
    if reduced_motion or tier == "small" or not 0.0 <= p < PUNCH_SPAN:
        return (0, 0)
    k = p / PUNCH_SPAN  # 0 -> 1 over the punch
    reach = PUNCH_PX[tier] * max(0.1, float(scale)) * (1.0 - k) ** 2
    dx = reach * 0.6 * math.sin(k * math.tau * 2.5)
    dy = reach * math.cos(k * math.tau * 1.5)
    return (round(dx), round(dy))



def sparks_per_end(points: int) -> int:
    """How many sparks fly from each counted end of a score of ``points`` (the total,
    before a ruleset's divisor): a twinkle for a 5, a few more from 10, many more from
    20 and 30 (a bot's score throws none: the table asks only for the player's side)."""
    p = int(points)
    if p < 5:
        return 0
    if p < 10:
        return 6
    return {"small": 10, "medium": 22, "big": 34}[score_tier(p)]


#: The share of the board's width (and height) over which the sweep's light fades out
#: towards each of its sides.
SOFT_EDGE = 0.3


def _ease_edge(u: float) -> float:
    """0 at either end of 0..1, easing up to 1 within :data:`SOFT_EDGE` of each end."""
    d = min(u, 1.0 - u) / SOFT_EDGE
    if d >= 1.0:
        return 1.0
    return max(0.0, d) ** 2 * (3.0 - 2.0 * max(0.0, d))


class LightSweep(Effect):
    """A brief band of warm light that sweeps across the board (``rect``, screen px)
    when a score of 20 or more lands: drawn as added light, slanted, left to right in
    ``duration`` s, brighter from 30. Not shown with reduced motion (nor below 20)."""

    def __init__(self, rect, points: int, reduced_motion: bool = False,
                 duration: float = 0.7):
        super().__init__(reduced_motion)
        self.rect = pygame.Rect(rect)
        self.points = int(points)
        self.duration = duration
        self.peak = {"small": 0.0, "medium": 0.75, "big": 1.0}[score_tier(self.points)]
        self._band: pygame.Surface | None = None
        self._soft: pygame.Surface | None = None

    def start(self) -> LightSweep:
        super().start()
        if self.reduced_motion or self.peak <= 0 or self.rect.w <= 0:
            self.t = self.duration
        return self

    def band(self) -> pygame.Surface:
        """The band of light (cached): slanted strips, brightest in the middle."""
        if self._band is None:
            r = self.rect
            w, slant = max(8, r.w // 4), r.h // 3
            img = pygame.Surface((w + slant, r.h))
            img.fill((0, 0, 0))
            steps = 16
            for i in range(steps):
                k = math.sin(math.pi * (i + 0.5) / steps) ** 2 * self.peak
                x0, x1 = w * i / steps, w * (i + 1) / steps + 1
                col = (round(70 * k), round(54 * k), round(22 * k))
                pygame.draw.polygon(img, col, [(x0 + slant, 0), (x1 + slant, 0),
                                               (x1, r.h), (x0, r.h)])
            self._band = img
        return self._band

    def x(self) -> float:
        """The band's left edge now (screen px)."""
        img = self.band()
        k = pytweening.easeInOutSine(min(1.0, max(0.0, self.t / self.duration)))
        return self.rect.left - img.get_width() + (self.rect.w + img.get_width()) * k

    def soft_edges(self) -> pygame.Surface:
        """The board-sized mask (cached) the light is multiplied by: full in the middle,
        easing to black over the outer :data:`SOFT_EDGE` of each side, so the band never
        stops at a hard line where the board's rect cuts it."""
        if self._soft is None:
            w, h = self.rect.size
            n = 24  # a small grid, smoothly scaled up: its outer cells are black
            small = pygame.Surface((n, n))
            for i in range(n):
                for j in range(n):
                    v = round(255 * _ease_edge(i / (n - 1)) * _ease_edge(j / (n - 1)))
                    small.set_at((i, j), (v, v, v))
            self._soft = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
        return self._soft

    def draw(self, surf: pygame.Surface) -> None:
        if not self.alive:
            return
        # it swells in and out as it crosses, and fades out towards every side of the
        # board: no hard edge anywhere
        level = round(255 * math.sin(math.pi * min(1.0, self.t / self.duration)))
        r = self.rect
        light = pygame.Surface(r.size)
        light.fill((0, 0, 0))
        light.blit(self.band(), (round(self.x()) - r.left, 0))
        light.blit(self.soft_edges(), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        light.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(light, r.topleft, special_flags=pygame.BLEND_RGB_ADD)


class SparkBurst(Effect):
    """Sparks of light bursting from the counted ends of a big score (20+ points, more
    from 30): a flash at each end, then sparks that fly out trailing light, slow and fade
    within ``duration`` seconds. Positions are a function of ``t`` alone (a renderer may
    set ``t`` from the director's clock), drawn additively so they read as light on any
    felt. Not shown with reduced motion."""

    flash = 0.22  # seconds the flash at each end lasts

    def __init__(self, centres, points: int, scale: float = 1.0, seed: int = 0,
                 reduced_motion: bool = False, duration: float = 0.8, hole: float = 0.0):
        super().__init__(reduced_motion)
        self.centres = [(float(x), float(y)) for x, y in centres]
        #: the flash leaves this radius round each centre dark: the end's badge and its
        #: number stay readable under it (not a washed-out "3")
        self.hole = max(0, round(hole))
        self.points = int(points)
        self.scale = max(0.1, float(scale))
        self.duration = duration
        self.tier = tier = score_tier(self.points)
        # sized to the points: a twinkle from 5, a burst from 20, a fuller one from 30
        per_end = sparks_per_end(self.points)
        reach = {"small": 70.0, "medium": 135.0, "big": 190.0}[tier] * self.scale
        rng = random.Random(seed)
        #: (centre index, angle, reach px, size px, colour, delay s)
        self.sparks = [(i, rng.uniform(0, math.tau), reach * rng.uniform(0.5, 1.0),
                        self.scale * rng.uniform(4.0, 8.0),
                        SPARK_COLOURS[rng.randrange(len(SPARK_COLOURS))],
                        rng.uniform(0.0, 0.06))
                       for i in range(len(self.centres)) for _k in range(per_end)]
        self._sprites: dict = {}

    def start(self) -> SparkBurst:
        super().start()
        if self.reduced_motion or not self.sparks:
            self.t = self.duration  # nothing to show: finished at once
        return self

    def _sprite(self, size: int, colour, level: int) -> pygame.Surface:
        """A soft round light, ``level`` 1..8 bright (cached)."""
        key = (size, colour, level)
        img = self._sprites.get(key)
        if img is None:
            img = pygame.Surface((2 * size + 1, 2 * size + 1))
            img.fill((0, 0, 0))
            for r in range(size, 0, -1):
                k = (1.0 - r / (size + 1)) ** 1.4 * level / 8
                pygame.draw.circle(img, tuple(min(255, round(c * k * 1.3)) for c in colour),
                                   (size, size), r)
            img = self._sprites[key] = img
        return img

    def _at(self, spark, t: float):
        """Where ``spark`` is ``t`` s after the start, and its size (None: not shown)."""
        i, angle, reach, size, _colour, delay = spark
        t -= delay
        life = self.duration - delay
        if t <= 0 or t >= life:
            return None
        k = t / life
        d = reach * pytweening.easeOutCubic(k)
        if self.hole:  # from the badge's rim out (not over its number)
            d += self.hole + size
        cx, cy = self.centres[i]
        return (cx + math.cos(angle) * d,
                cy + math.sin(angle) * d + 24.0 * self.scale * k * k,  # sinks a little
                size * (1.0 - 0.65 * k))

    def positions(self) -> list[tuple[float, float, float, tuple]]:
        """``(x, y, radius, colour)`` of each spark shown now (nothing once finished)."""
        if not self.alive:
            return []
        out = []
        for sp in self.sparks:
            at = self._at(sp, self.t)
            if at is not None:
                out.append((*at, sp[4]))
        return out

    def draw(self, surf: pygame.Surface) -> None:
        if not self.alive:
            return
        add = pygame.BLEND_RGB_ADD
        if self.t < self.flash:  # a flash of light at each counted end
            k = self.t / self.flash
            size = max(4, round(self.scale * (26 + 30 * pytweening.easeOutQuad(k))
                                * (1.25 if self.tier == "big" else 1.0)))
            img = self._sprite(size, SPARK_COLOURS[0], max(1, round(8 * (1 - k))))
            if self.hole:  # a ring of light round the badge, not over its number
                img = img.copy()
                pygame.draw.circle(img, (0, 0, 0), (size, size), self.hole)
            for cx, cy in self.centres:
                surf.blit(img, (round(cx) - size, round(cy) - size), special_flags=add)
        light = fade(self.t, self.duration, 0.0, self.duration * 0.55)
        level = max(1, min(8, round(8 * light)))
        for sp in self.sparks:
            for lag, dim in ((0.05, 0.4), (0.025, 0.65), (0.0, 1.0)):  # a trail, then the spark
                at = self._at(sp, self.t - lag)
                if at is None:
                    continue
                x, y, rad = at
                size = max(2, round(rad * dim))
                img = self._sprite(size, sp[4], max(1, round(level * dim)))
                surf.blit(img, (round(x) - size, round(y) - size), special_flags=add)


class BannerBurst(Effect):
    """Confetti and light bursting out of a "Domino!" banner (``rect``, screen px) when
    the player's side dominoes: paper bits fly out from behind the plate, tumble and
    fall, a ring of light spreads. A function of ``t`` alone (the banner's clock may
    drive it); not shown with reduced motion."""

    #: The ring of light starts when the banner's plate has faded in (s).
    RING_FROM = 0.18

    def __init__(self, rect, scale: float = 1.0, seed: int = 0, count: int = 160,
                 reduced_motion: bool = False, duration: float = 2.4):
        super().__init__(reduced_motion)
        self.rect = pygame.Rect(rect)
        self.scale = max(0.1, float(scale))
        self.duration = duration
        rng = random.Random(seed)
        r = self.rect
        #: (x0, y0, vx, vy, flip phase, flip rate, size, colour, delay, aspect, turn,
        #: turn rate, sway phase): sheets and strips of varied sizes that tumble
        #: (flip), turn in the plane and sway as they fall
        self.pieces = []
        for _i in range(count):
            angle = rng.uniform(math.pi * 1.05, math.pi * 1.95) if rng.random() < 0.75 \
                else rng.uniform(0.1, math.pi - 0.1)  # mostly up and out, some down
            speed = rng.uniform(260, 680) * self.scale
            self.pieces.append((rng.uniform(r.left + r.w * 0.1, r.right - r.w * 0.1),
                                rng.uniform(r.top + r.h * 0.2, r.bottom - r.h * 0.2),
                                math.cos(angle) * speed * 1.3, math.sin(angle) * speed,
                                rng.uniform(0, math.tau), rng.uniform(5, 14),
                                self.scale * rng.choice((6.0, 8.0, 10.0, 12.0, 15.0)),
                                CONFETTI_COLOURS[rng.randrange(len(CONFETTI_COLOURS))],
                                rng.uniform(0.0, 0.16), rng.choice((0.6, 0.6, 0.35)),
                                rng.uniform(0, math.tau), rng.uniform(-5.0, 5.0),
                                rng.uniform(0, math.tau)))

    def start(self) -> BannerBurst:
        super().start()
        if self.reduced_motion:
            self.t = self.duration
        return self

    def positions(self) -> list[tuple[float, float]]:
        """Where each piece shown now is (screen px)."""
        out = []
        g = 900.0 * self.scale
        for x0, y0, vx, vy, *_rest, delay, _asp, _turn, _rate, sway in self.pieces:
            t = self.t - delay
            if t <= 0 or not self.alive:
                continue
            drag = (1.0 - math.exp(-2.2 * t)) / 2.2  # air slows the paper
            # once slowed, it flutters side to side as it falls
            flutter = math.sin(sway + t * 5.0) * 14.0 * self.scale * min(1.0, t / 0.6)
            out.append((x0 + vx * drag + flutter, y0 + vy * drag + 0.5 * g * t * t * 0.35))
        return out

    def draw(self, surf: pygame.Surface) -> None:
        if not self.alive:
            return
        r = self.rect
        if self.RING_FROM <= self.t < self.RING_FROM + 0.45:
            # a ring of warm light spreading from the plate, hugging it, once the plate
            # shows: alone before it, it read as an empty gold ellipse
            k = (self.t - self.RING_FROM) / 0.45
            ring = r.inflate(r.w * 0.3 * pytweening.easeOutCubic(k),
                             r.h * 0.5 * pytweening.easeOutCubic(k))
            glow = pygame.Surface(ring.size, pygame.SRCALPHA)
            pygame.draw.ellipse(glow, (255, 214, 120, round(150 * (1 - k))), glow.get_rect(),
                                max(3, round(8 * self.scale * (1 - k))))
            surf.blit(glow, ring)
        # the pieces shrink away over the last half second (drawn solid: fast)
        left = fade(self.t, self.duration, 0.0, 0.5)
        pos = self.positions()
        live = [p for p in self.pieces if self.t - p[8] > 0]
        for (x, y), piece in zip(pos, live):
            ph, rate, size, colour = piece[4:8]
            aspect, turn, spin = piece[9:12]
            flip = math.cos(ph + rate * self.t)  # its face, then its darker back
            long_ = size * left
            w, h = max(1.0, abs(flip) * long_) / 2, max(1.0, long_ * aspect) / 2
            a = turn + spin * self.t
            ca, sa = math.cos(a), math.sin(a)
            pts = [(x + dx * ca - dy * sa, y + dx * sa + dy * ca)
                   for dx, dy in ((-w, -h), (w, -h), (w, h), (-w, h))]
            ink = colour if flip >= 0 else tuple(round(c * 0.62) for c in colour)
            pygame.draw.polygon(surf, ink, pts)
