"""A win's confetti that reads as confetti (issue 16: "the confetti looks like
noise"): paper pieces, a few bright colours, each a rectangle or a strip that tumbles:
its visible width follows |cos(spin)| (and its back shows a shade darker), it turns
slowly in the plane, and it falls with air drag and a sway. Fired from two cannons
low on either side (or sprinkled from the top with ``rain``), it fades out after
about 3 s. Not shown at all with reduced motion."""

from __future__ import annotations

import math
import random

import pygame

from .fx import Effect, fade

__all__ = ["Confetti", "RECT", "STRIP", "PAPER", "MIN_SIZE"]

#: The shapes of the paper: a small sheet (about 3:2) and a long strip (about 3:1).
RECT, STRIP = 0, 1
#: A few bright colours: gold, red, white, green, orange (the table's warm palette, no
#: sky blue or pink off another app), each with its darker back.
PAPER = ((255, 204, 48), (232, 60, 52), (252, 248, 236), (64, 196, 112), (255, 136, 36))
#: The smallest piece (design px at 720 high): never a dot.
MIN_SIZE = 10.0
#: Air drag (per s) and how fast paper may fall (share of the rect's height per s).
DRAG, FALL = 1.25, 0.3


def _back(colour) -> tuple[int, int, int]:
    """The paper's back, seen as it tumbles: a shade darker."""
    return tuple(round(c * 0.62) for c in colour)


class Confetti(Effect):
    """Confetti for a win over ``rect`` (screen px): fired up and in from both sides
    (``rain``: sprinkled down from above the top), tumbling and swaying down; it
    fades out over the last 0.6 s of ``duration``.

    Each particle is a list: x, y, vx, vy, spin (the flip), spin rate, size (the
    piece's long side, px), colour index, delay (s), shape, turn (in the plane),
    turn rate, sway phase."""

    def __init__(self, rect, count: int = 140, seed: int = 0, reduced_motion: bool = False,
                 duration: float = 3.2, rain: bool = False):
        super().__init__(reduced_motion)
        self.rain = rain
        self.rect = pygame.Rect(rect)
        self.count = max(0, int(count))
        self.seed = seed
        self.duration = duration
        self.particles: list[list[float]] = []

    @property
    def unit(self) -> float:
        """One design px at this rect's size (720 design px high)."""
        return max(0.5, self.rect.h / 720)

    def start(self) -> Confetti:
        super().start()
        self.particles = []
        if self.reduced_motion:
            self.t = self.duration  # no confetti: finished at once
            return self
        rng = random.Random(self.seed)
        r, u = self.rect, self.unit
        for i in range(self.count):
            shape = STRIP if rng.random() < 0.3 else RECT
            size = u * rng.uniform(MIN_SIZE + 4, MIN_SIZE + 10)
            if self.rain:  # a curtain from above the top, a few at a time
                x, y = rng.uniform(r.left, r.right), r.top - size * 2
                vx, vy = rng.uniform(-0.04, 0.04) * r.w, rng.uniform(0.05, 0.2) * r.h
                delay = rng.uniform(0, min(1.2, self.duration * 0.4))
            else:  # two cannons, low on the left and the right, firing up and in
                side = -1 if i % 2 == 0 else 1
                x = r.centerx + side * (r.w / 2 - rng.uniform(0, r.w * 0.06))
                y = r.bottom - rng.uniform(r.h * 0.02, r.h * 0.3)
                angle = math.radians(rng.uniform(40, 86))  # a wide cone of paper
                speed = rng.uniform(0.6, 2.0) * r.h
                vx = -side * math.cos(angle) * speed * rng.uniform(0.45, 1.0)
                vy = -math.sin(angle) * speed
                delay = rng.uniform(0, 0.3)
            self.particles.append([
                x, y, vx, vy, rng.uniform(0, math.tau), rng.uniform(6, 13) *
                rng.choice((-1, 1)), size, rng.randrange(len(PAPER)), delay, shape,
                rng.uniform(0, math.tau), rng.uniform(-2.5, 2.5), rng.uniform(0, math.tau)])
        return self

    def update(self, dt: float) -> None:
        if not self.started or not self.alive:
            return
        dt = max(0.0, min(float(dt), 0.1))
        self.t += dt
        g = self.rect.h * 1.5
        fall = self.rect.h * FALL
        keep = math.exp(-DRAG * dt)  # the air slows the paper
        for p in self.particles:
            if self.t < p[8]:
                continue
            p[2] *= keep
            p[3] = min(p[3] * keep + g * dt, fall)  # up fast, then floating down
            sway = math.sin(self.t * 2.6 + p[12]) * self.rect.h * 0.09
            p[0] += (p[2] + sway) * dt
            p[1] += p[3] * dt
            p[4] += p[5] * dt
            p[10] += p[11] * dt

    @staticmethod
    def corners(p) -> list[tuple[float, float]]:
        """The piece ``p``'s four corners now (screen px): its width ``|cos(spin)|`` of
        its full width as it tumbles, turned ``turn`` in the plane."""
        x, y, spin, size, shape, turn = p[0], p[1], p[4], p[6], p[9], p[10]
        long = size * (1.0 if shape == RECT else 1.25)
        short = size * (0.62 if shape == RECT else 0.36)
        hw = max(0.75, abs(math.cos(spin)) * long / 2)  # the flip: edge-on to full
        hh = short / 2
        c, s = math.cos(turn), math.sin(turn)
        return [(x + c * dx - s * dy, y + s * dx + c * dy)
                for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]

    @classmethod
    def piece(cls, surf, p, colour) -> None:
        """Draw one piece of paper ``p`` (screen px) in ``colour`` (its back, a shade
        darker, when it has tumbled over)."""
        front = math.cos(p[4]) >= 0
        pygame.draw.polygon(surf, colour if front else _back(colour), cls.corners(p))

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
                self.piece(target, p, PAPER[p[7]])
        if target is not surf:
            target.set_alpha(alpha)
            surf.blit(target, (0, 0))
