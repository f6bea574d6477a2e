"""The director's building blocks: the time scale (:class:`Timing`), one step of the
timeline (:class:`Beat`) and what runs beside the beats (:class:`Effect`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..tween import ease

__all__ = ["Timing", "Beat", "Effect"]


@dataclass
class Timing:
    """``scale`` multiplies every duration (0: instant); ``still`` is reduced motion
    (tiles appear where they land with a short fade, nothing rises or swirls)."""
    scale: float = 1.0
    still: bool = False

    def d(self, seconds: float) -> float:
        return max(0.0, seconds * self.scale)

    def fly(self, seconds: float) -> float:
        """A tile's flight: shorter under reduced motion (it only fades in where it
        lands); what is read (holds, lit ends, callouts) keeps its time."""
        return self.d(seconds) * (0.6 if self.still else 1.0)


class Beat:
    """One step of the timeline: ``start()``, then ``step(v)`` with the eased progress
    for ``duration`` seconds, then ``land()``. ``gate()`` (if given) must be true
    before it lands (a move's save on disk)."""

    __slots__ = ("name", "duration", "start", "step", "land", "gate", "easing", "t",
                 "started")

    def __init__(self, name: str, duration: float, start=None, step=None, land=None,
                 gate=None, easing: str = "linear"):
        self.name, self.duration = name, duration
        self.start, self.step, self.land, self.gate = start, step, land, gate
        self.easing = ease(easing)
        self.t = 0.0
        self.started = False


class Effect:
    """Something that runs beside the beats and holds nothing (a score counting up,
    a callout rising, a hand turning over)."""

    __slots__ = ("duration", "step", "t", "delay")

    def __init__(self, duration: float, step: Callable[[float], None], delay: float = 0.0):
        self.duration, self.step, self.t, self.delay = duration, step, 0.0, delay

    def update(self, dt: float) -> bool:
        self.t += dt
        p = 1.0 if self.duration <= 0 else min(1.0, max(0.0, (self.t - self.delay)
                                                        / self.duration))
        if self.t >= self.delay:
            self.step(p)
        return self.t >= self.delay + self.duration
