"""A win's confetti: paper of mixed shapes in the table's palette (r9a win_1: it was
plain rectangles). Squares that turn and flutter, round sequins and thin curling
streamers burst up from the bottom of a rect (or rain down from its top), flutter and
fall. Not shown at all with reduced motion."""

from __future__ import annotations

import math
import random

import pygame

from .fx import CONFETTI_COLOURS, Effect, fade

__all__ = ["Confetti", "RECT", "DISC", "STREAMER"]

#: The shapes of the paper: a square or rectangle that turns, a round sequin, a streamer.
RECT, DISC, STREAMER = 0, 1, 2
#: Their shares of the paper.
SHARES = ((RECT, 0.55), (DISC, 0.25), (STREAMER, 0.2))


def _shape(rng: random.Random) -> int:
    x = rng.random()
    for shape, share in SHARES:
        if x < share:
            return shape
        x -= share
    return RECT


class Confetti(Effect):
    """Confetti for a win over ``rect`` (screen px): ``rain`` drifts it down from above
    the top, a few at a time; else it bursts up from the bottom and falls."""

    def __init__(self, rect, count: int = 140, seed: int = 0, reduced_motion: bool = False,
                 duration: float = 3.2, rain: bool = False):
        super().__init__(reduced_motion)
        self.rain = rain
        self.rect = pygame.Rect(rect)
        self.count = max(0, int(count))
        self.seed = seed
        self.duration = duration
        # each: x, y, vx, vy, spin phase, spin rate, size, colour index, delay, shape
        self.particles: list[list[float]] = []

    def start(self) -> Confetti:
        super().start()
        self.particles = []
        if self.reduced_motion:
            self.t = self.duration  # no confetti: finished at once
            return self
        rng = random.Random(self.seed)
        r = self.rect
        size = max(3.0, r.h / 90)
        for _i in range(self.count):
            if self.rain:
                p = [rng.uniform(r.left, r.right), r.top - size * 2,
                     rng.uniform(-0.05, 0.05) * r.w, rng.uniform(0.15, 0.3) * r.h,
                     rng.uniform(0, math.tau), rng.uniform(5, 11), size * rng.uniform(0.9, 1.5),
                     rng.randrange(len(CONFETTI_COLOURS)), rng.uniform(0, self.duration * 0.55)]
            else:
                angle = math.radians(rng.uniform(-120, -60))
                speed = rng.uniform(0.9, 1.45) * r.h
                p = [rng.uniform(r.left + r.w * 0.1, r.right - r.w * 0.1),
                     r.bottom - rng.uniform(0, r.h * 0.1),
                     math.cos(angle) * speed * 0.6, math.sin(angle) * speed,
                     rng.uniform(0, math.tau), rng.uniform(6, 14), size * rng.uniform(0.8, 1.4),
                     rng.randrange(len(CONFETTI_COLOURS)), rng.uniform(0, 0.35)]
            p.append(_shape(rng))
            self.particles.append(p)
        return self

    def update(self, dt: float) -> None:
        if not self.started or not self.alive:
            return
        dt = max(0.0, min(float(dt), 0.1))
        self.t += dt
        g = self.rect.h * 1.4
        fall = self.rect.h * 0.3
        for p in self.particles:
            if self.t < p[8]:
                continue
            # paper floats down slowly once it falls; a streamer sinks a little faster
            p[3] = min(p[3] + g * dt, fall * (1.25 if p[9] == STREAMER else 1.0))
            p[2] *= 0.985 ** (dt * 60)
            p[0] += p[2] * dt + math.sin(self.t * 3 + p[4]) * self.rect.w * 0.02 * dt
            p[1] += p[3] * dt
            p[4] += p[5] * dt

    @staticmethod
    def piece(surf, p, colour) -> None:
        """Draw one piece of paper ``p`` (screen px) in ``colour``."""
        x, y, _vx, _vy, phase, _rate, size, _ci, _delay, shape = p
        if shape == DISC:  # a round sequin, flattening as it turns edge-on
            w = max(2.0, abs(math.cos(phase * 0.7)) * size * 1.1)
            pygame.draw.ellipse(surf, colour, pygame.Rect(x - w / 2, y - size * 0.55,
                                                          w, size * 1.1))
            return
        if shape == STREAMER:  # a thin ribbon curling as it falls
            length, turn = size * 4.0, phase * 0.35
            ax, ay = math.cos(turn), math.sin(turn)
            pts = []
            for k in range(5):
                s = (k / 4 - 0.5) * length
                wave = math.sin(phase * 1.3 + k * 1.4) * size * 0.6
                pts.append((x + ax * s - ay * wave, y + ay * s + ax * wave))
            pygame.draw.lines(surf, colour, False, pts, max(2, round(size * 0.4)))
            return
        # a square or strip of paper that turns in the plane and flutters across it
        hw = max(0.6, abs(math.cos(phase)) * size * 0.8)
        hh = size * 0.5
        turn = phase * 0.45
        c, s = math.cos(turn), math.sin(turn)
        pts = [(x + c * dx - s * dy, y + s * dx + c * dy)
               for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]
        pygame.draw.polygon(surf, colour, pts)

    def draw(self, surf: pygame.Surface) -> None:
        if not self.alive:
            return
        alpha = round(255 * fade(self.t, self.duration, 0.0, 0.6))
        if alpha <= 0:
            return
        target = surf
        if alpha < 255:  # fading out: one layer for all the paper, blitted at alpha
            target = pygame.Surface(surf.get_size())
            target.set_colorkey((0, 0, 0))
        for p in self.particles:
            if self.t >= p[8]:
                self.piece(target, p, CONFETTI_COLOURS[p[7]])
        if target is not surf:
            target.set_alpha(alpha)
            surf.blit(target, (0, 0))
