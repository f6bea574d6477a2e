"""Payoff effects: score callouts, "Domino!", confetti and the glow ring of a counted end.

pygame only, no scene code. Every effect has the same tiny API, so an overlay renderer
can host any of them (or an :class:`FxLayer` of them)::

    fx = ScoreCallout(fonts, points=25, centre=(640, 300)).start()
    fx.update(dt)        # dt in seconds
    fx.draw(screen)      # screen coordinates
    fx.alive             # False once it has finished

Positions and radii are screen pixels (the caller maps design to screen with its
viewport); text sizes are design sizes given to :class:`game.ui.Fonts`, so callouts follow
the window and the player's text size. With ``reduced_motion=True`` nothing moves or
scales: callouts and rings only fade in and out, and confetti (game.render.confetti)
is not shown at all. Text is light on a dark plate (contrast at least 4.5:1 in every theme) and never
smaller than 16 px at 1280x720.
"""

from __future__ import annotations

import abc
import math

import pygame
import pytweening

from ..ui import THEME, log_text

__all__ = ["Effect", "ScoreCallout", "DominoCallout", "GlowRing", "FxLayer",
           "callout_size", "score_tier", "fade", "BIG_FROM", "MIN_TEXT_PX"]

#: From this many points a score is "big": a larger callout (and the big chime).
BIG_FROM = 20
#: Callout text is never drawn smaller than this (design px at 1280x720).
MIN_TEXT_PX = 16
#: ...and at a large text size, not bigger than this (design px).
MAX_TEXT_PX = 100
#: The largest callout's design size (a score of 50 or more).
CALLOUT_MAX = 80.0
GLOW = (255, 176, 48)
#: "Domino!": dark ink on a warm gold plate (contrast well over 4.5:1).
DOMINO_GOLD = (246, 190, 64)
DOMINO_INK = (58, 30, 8)
#: Paper in the table's palette: gold, brass, cream, the badges' red, a light felt
#: green and a warm orange (no sky blue or pink off another app).
CONFETTI_COLOURS = ((255, 200, 60), (222, 160, 70), (250, 246, 232), (214, 62, 56),
                    (110, 200, 140), (240, 126, 52))


def score_tier(points: int) -> str:
    """``"small"`` below 20 points, ``"medium"`` from 20, ``"big"`` from 30 (the callout's
    size follows it, as does the score sound: :func:`game.audio.score_size`)."""
    if points >= 30:
        return "big"
    if points >= BIG_FROM:
        return "medium"
    return "small"


def callout_size(points: int) -> float:
    """The design text size of a score callout: a modest 38 for a 5, 44 to 48 for 10 to
    15, then a jump to 58 at 20 (gold), growing by 4 per 5 points up to 80."""
    p = max(0, int(points))
    if p < 10:
        return 38.0
    if p < BIG_FROM:
        return 44.0 + (min(p, 15) - 10) * 0.8
    return min(CALLOUT_MAX, 58.0 + (p - BIG_FROM) * 0.8)


class Effect(abc.ABC):
    """The interface: ``start()`` (returns self), ``update(dt)``, ``draw(surf)``, ``alive``.

    ``t`` counts seconds since ``start()``; ``duration`` is how long it lives."""

    duration = 1.0

    def __init__(self, reduced_motion: bool = False):
        self.reduced_motion = bool(reduced_motion)
        self.t = 0.0
        self.started = False

    def start(self) -> Effect:
        self.t = 0.0
        self.started = True
        return self

    def update(self, dt: float) -> None:
        if self.started:
            self.t += max(0.0, float(dt))

    @property
    def alive(self) -> bool:
        return self.started and self.t < self.duration

    @abc.abstractmethod
    def draw(self, surf: pygame.Surface) -> None:
        """Draw the effect at its current time."""

    def finish(self) -> None:
        """Skip to the end (a skipped animation)."""
        self.t = self.duration


def fade(t: float, duration: float, fade_in: float, fade_out: float) -> float:
    """0..1 opacity: eased in over ``fade_in`` s, out over the last ``fade_out`` s."""
    if t < 0 or t >= duration:
        return 0.0
    a = 1.0
    if fade_in > 0 and t < fade_in:
        a = pytweening.easeOutQuad(t / fade_in)
    rest = duration - t
    if fade_out > 0 and rest < fade_out:
        a = min(a, pytweening.easeInQuad(rest / fade_out))
    return max(0.0, min(1.0, a))


class _Callout(Effect):
    """Text on a dark rounded plate that pops in, settles, holds and fades."""

    pop = 0.22      # grow past full size...
    settle = 0.16   # ...and settle back to it
    fade_out = 0.35
    rise = 0.0      # design px it drifts up while fading

    def __init__(self, fonts, text: str, size: float, centre, color=None,
                 reduced_motion: bool = False, hold: float = 1.2, overshoot: float = 1.18):
        super().__init__(reduced_motion)
        self.fonts = fonts
        self.text = text
        self.size = max(float(size), MIN_TEXT_PX)
        self.centre = (float(centre[0]), float(centre[1]))
        self.color = color
        self.overshoot = overshoot
        self.duration = self.pop + self.settle + hold + self.fade_out
        self._plate: pygame.Surface | None = None
        self._key = None
        self._text_rect = pygame.Rect(0, 0, 0, 0)

    # colours are read when drawn, so a theme change shows at once
    def text_color(self) -> tuple:
        return tuple(self.color) if self.color is not None else tuple(THEME.focus)

    def plate_color(self) -> tuple:
        return tuple(THEME.box)

    def _render(self) -> pygame.Surface:
        key = (self.fonts.scale, getattr(self.fonts, "generation", 0), self.text_color(),
               self.plate_color(), self.text, self.size)
        if self._plate is None or key != self._key:
            # the player's text size makes callouts bigger too, but only so far that the
            # biggest stays under MAX_TEXT_PX (sizes keep their order)
            ts = max(1.0, float(getattr(self.fonts, "text_scale", 1.0)))
            k = min(ts, max(1.0, MAX_TEXT_PX / CALLOUT_MAX)) / ts
            font = self.fonts.get(max(self.size * k, MIN_TEXT_PX), bold=True)
            img = font.render(self.text, True, self.text_color())
            pad_x = max(6, img.get_height() // 2)
            pad_y = max(3, img.get_height() // 7)
            plate = pygame.Surface((img.get_width() + 2 * pad_x, img.get_height() + 2 * pad_y),
                                   pygame.SRCALPHA)
            rad = plate.get_height() // 2
            pygame.draw.rect(plate, (*self.plate_color(), 240), plate.get_rect(),
                             border_radius=rad)
            pygame.draw.rect(plate, self.text_color(), plate.get_rect(),
                             width=max(2, img.get_height() // 16), border_radius=rad)
            self._decorate(plate)
            plate.blit(img, (pad_x, pad_y))
            self._text_rect = img.get_rect(topleft=(pad_x, pad_y))
            self._plate, self._key = plate, key
        return self._plate

    def _decorate(self, plate: pygame.Surface) -> None:
        """Anything drawn on the plate under the words (nothing here)."""

    def _glow(self, surf: pygame.Surface, r: pygame.Rect, alpha: float) -> None:
        """Any light drawn round the plate (at ``r``) before it (none here)."""

    def scale(self) -> float:
        """The plate's scale now (1.0 with reduced motion)."""
        if self.reduced_motion:
            return 1.0
        t = self.t
        if t < self.pop:
            return 0.35 + (self.overshoot - 0.35) * pytweening.easeOutCubic(t / self.pop)
        if t < self.pop + self.settle:
            k = pytweening.easeInOutSine((t - self.pop) / self.settle)
            return self.overshoot + (1.0 - self.overshoot) * k
        return 1.0

    def opacity(self) -> float:
        fade_in = 0.2 if self.reduced_motion else self.pop * 0.6
        return fade(self.t, self.duration, fade_in, self.fade_out)

    def offset_y(self) -> float:
        if self.reduced_motion or self.rise <= 0:
            return 0.0
        start = self.duration - self.fade_out
        if self.t <= start:
            return 0.0
        k = pytweening.easeOutQuad(min(1.0, (self.t - start) / self.fade_out))
        return -self.rise * self.fonts.scale * k

    def rect(self) -> pygame.Rect:
        """Where the plate is drawn now (screen px)."""
        plate = self._render()
        s = self.scale()
        w, h = max(1, round(plate.get_width() * s)), max(1, round(plate.get_height() * s))
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.centre[0]), round(self.centre[1] + self.offset_y()))
        return r

    def draw(self, surf: pygame.Surface) -> None:
        if not self.alive:
            return
        alpha = self.opacity()
        if alpha <= 0.0:
            return
        plate = self._render()
        r = self.rect()
        self._glow(surf, r, alpha)
        img = plate if r.size == plate.get_size() else pygame.transform.smoothscale(
            plate, r.size)
        if alpha < 1.0:
            img = img.copy()
            img.set_alpha(round(255 * alpha))
        surf.blit(img, r)
        if r.size == plate.get_size():  # full size: log it for the text tests
            log_text(self.text, self._text_rect.move(r.topleft), None, False, surf.get_clip())


class ScoreCallout(_Callout):
    """``+25`` over the table: its size grows with the points (much bigger from 20), it
    pops in, settles, holds and drifts up as it fades. ``points`` are the points scored
    as shown; ``divisor`` the ruleset's (Sniff 61 scores total / 5, so its +4 is sized as
    a total of 20)."""

    rise = 18.0

    def __init__(self, fonts, points: int, centre, reduced_motion: bool = False,
                 text: str | None = None, hold: float | None = None, divisor: int = 1):
        points = int(points)
        raw = points * max(1, int(divisor))
        tier = score_tier(raw)
        if hold is None:
            hold = {"small": 0.9, "medium": 1.2, "big": 1.5}[tier]
        overshoot = {"small": 1.18, "medium": 1.3, "big": 1.42}[tier]
        super().__init__(fonts, text if text is not None else f"+{points}",
                         callout_size(raw), centre, None, reduced_motion, hold, overshoot)
        self.points = points
        self.tier = tier
        self._halo: tuple = (None, None)

    # a 20 and up is gold: dark ink on the "Domino!" banner's warm plate
    def text_color(self) -> tuple:
        if self.color is None and self.tier != "small":
            return DOMINO_INK
        return super().text_color()

    def plate_color(self) -> tuple:
        return DOMINO_GOLD if self.tier != "small" else super().plate_color()

    def glow_level(self) -> float:
        """How bright the warm light round the plate is now (0..1): it flares as the
        plate pops (brighter the bigger the score), then glows on, softer."""
        base = {"small": 0.35, "medium": 0.6, "big": 0.8}[self.tier]
        if self.reduced_motion:
            return base * 0.7
        flare = max(0.0, 1.0 - self.t / (self.pop + self.settle + 0.25))
        return min(1.0, base * 0.7 + (1.0 - base * 0.7) * flare * base)

    def _glow(self, surf: pygame.Surface, r: pygame.Rect, alpha: float) -> None:
        """A soft warm glow round the plate, sized with it."""
        level = self.glow_level() * alpha
        if level <= 0.02:
            return
        reach = max(4, round(r.h * 0.45))
        size = (r.w + 2 * reach, r.h + 2 * reach)
        if self._halo[0] != size:
            img = pygame.Surface(size, pygame.SRCALPHA)
            steps = 8
            for i in range(steps):  # rings of light, fainter outward
                k = i / steps
                box = pygame.Rect(0, 0, size[0], size[1]).inflate(
                    -round(2 * reach * k), -round(2 * reach * k))
                pygame.draw.rect(img, (*GLOW, round(26 + 10 * i)), box,
                                 border_radius=box.h // 2)
            self._halo = (size, img)
        img = self._halo[1]
        img.set_alpha(round(255 * level))
        surf.blit(img, img.get_rect(center=r.center))


class DominoCallout(_Callout):
    """"Domino!" when a hand is dominoed: a big warm banner (dark ink on a gold plate
    with a bright rim) that bounces in: it overshoots, dips under full size and settles.
    ``text`` is the translated words (the caller passes ``_("Domino!")``: the effects
    hold no strings of their own, so the catalogs stay with the scenes)."""

    pop = 0.26
    settle = 0.34

    def __init__(self, fonts, centre, text: str, reduced_motion: bool = False,
                 size: float = 60.0, hold: float = 1.6):
        super().__init__(fonts, text, size, centre,
                         None, reduced_motion, hold, overshoot=1.28)

    def text_color(self) -> tuple:
        return DOMINO_INK if self.color is None else tuple(self.color)

    def plate_color(self) -> tuple:
        return DOMINO_GOLD

    def scale(self) -> float:
        """A bounce: 0.3 -> overshoot over ``pop``, then a damped wobble (under, a little
        over) that settles at 1.0 by ``pop + settle``."""
        if self.reduced_motion:
            return 1.0
        t = self.t
        if t < self.pop:
            return 0.3 + (self.overshoot - 0.3) * pytweening.easeOutQuad(t / self.pop)
        if t < self.pop + self.settle:
            k = (t - self.pop) / self.settle
            return 1.0 + (self.overshoot - 1.0) * math.cos(k * math.pi * 2.0) * (1.0 - k) ** 2
        return 1.0

    def _decorate(self, plate: pygame.Surface) -> None:
        """A warm sheen on the plate's upper half and a bright rim, under the words."""
        w, h = plate.get_size()
        rad = h // 2
        sheen = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(sheen, (255, 255, 225, 80), pygame.Rect(0, 0, w, h // 2),
                         border_top_left_radius=rad, border_top_right_radius=rad)
        pygame.draw.rect(sheen, (255, 248, 215, 255), sheen.get_rect(),
                         width=max(2, h // 20), border_radius=rad)
        plate.blit(sheen, (0, 0))


class GlowRing(Effect):
    """A warm ring that lights a counted end: it swells out to ``radius`` (screen px),
    pulses once and fades. With reduced motion it keeps its size and only fades."""

    def __init__(self, centre, radius: float, reduced_motion: bool = False, color=GLOW,
                 duration: float = 1.6, delay: float = 0.0):
        super().__init__(reduced_motion)
        self.centre = (float(centre[0]), float(centre[1]))
        self.radius = max(2.0, float(radius))
        self.color = tuple(color)
        self.delay = max(0.0, float(delay))
        self.duration = duration + self.delay

    def current_radius(self) -> float:
        t = self.t - self.delay
        if self.reduced_motion or t <= 0:
            return self.radius
        grow = pytweening.easeOutBack(min(1.0, t / 0.3))
        pulse = 0.05 * math.sin(max(0.0, t - 0.3) * math.tau * 1.2) * math.exp(-2 * t)
        return self.radius * (0.55 + 0.45 * grow + pulse)

    def opacity(self) -> float:
        t = self.t - self.delay
        return fade(t, self.duration - self.delay, 0.25 if self.reduced_motion else 0.12, 0.5)

    def draw(self, surf: pygame.Surface) -> None:
        if not self.alive or self.t < self.delay:
            return
        a = self.opacity()
        if a <= 0:
            return
        r = self.current_radius()
        width = max(2, round(self.radius * 0.16))
        pad = width * 3
        half = math.ceil(r + pad)
        layer = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
        c = (half, half)
        for grow, alpha in ((2.6, 50), (1.8, 90), (1.0, 230)):  # soft halo, then the ring
            band = max(1, round(width * grow))
            pygame.draw.circle(layer, (*self.color, round(alpha * a)), c,
                               round(r + band / 2), band)
        surf.blit(layer, (round(self.centre[0]) - half, round(self.centre[1]) - half))


class FxLayer:
    """A list of running effects: ``add()`` starts one, ``update(dt)`` advances them and
    drops the finished ones, ``draw(surf)`` draws them in the order they were added."""

    def __init__(self):
        self.effects: list[Effect] = []

    def add(self, effect: Effect) -> Effect:
        if not effect.started:
            effect.start()
        if effect.alive:
            self.effects.append(effect)
        return effect

    def update(self, dt: float) -> None:
        for e in self.effects:
            e.update(dt)
        self.effects = [e for e in self.effects if e.alive]

    def draw(self, surf: pygame.Surface) -> None:
        for e in self.effects:
            e.draw(surf)

    def finish(self) -> None:
        """Drop every effect (a skipped animation, a new hand)."""
        self.effects.clear()

    @property
    def alive(self) -> bool:
        return bool(self.effects)
