"""Tweens measured in seconds, with easing from pytweening.

A :class:`Tween` moves a value from ``start`` to ``end`` over ``duration``
seconds; a :class:`Timeline` runs tweens and callbacks in sequence or in
parallel and says whether anything that holds input is still running.
"""

from __future__ import annotations

from collections.abc import Callable

import pytweening

__all__ = ["Tween", "Timeline", "ease", "lerp", "lerp2"]


def ease(name: str) -> Callable[[float], float]:
    """An easing function by name, e.g. ``'easeOutCubic'`` (pytweening's names)."""
    return getattr(pytweening, name)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Tween:
    """Progress ``0 → 1`` over ``duration`` seconds after ``delay``; ``value`` is eased.

    ``on_update(v)`` is called with the eased value each update, ``on_done()`` once.
    """

    __slots__ = ("duration", "delay", "elapsed", "easing", "on_update", "on_done", "done",
                 "blocking")

    def __init__(self, duration: float, on_update=None, on_done=None, delay: float = 0.0,
                 easing: str = "easeOutCubic", blocking: bool = True):
        self.duration = max(0.0, duration)
        self.delay = delay
        self.elapsed = 0.0
        self.easing = ease(easing)
        self.on_update = on_update
        self.on_done = on_done
        self.done = False
        self.blocking = blocking

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.easing(self.progress)

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; return True once finished."""
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed >= self.delay and self.on_update is not None:
            self.on_update(self.value)
        if self.elapsed >= self.delay + self.duration:
            self.done = True
            if self.on_done is not None:
                self.on_done()
        return self.done

    def finish(self) -> None:
        """Jump to the end (skip)."""
        if not self.done:
            self.elapsed = self.delay + self.duration
            self.update(0.0)


class Timeline:
    """Runs tweens in parallel; ``then(...)`` queues steps to start after the current ones.

    A step is a list of tweens (run together) or a callable (called once).
    """

    def __init__(self):
        self.active: list[Tween] = []
        self.queue: list = []

    def add(self, tween: Tween) -> Tween:
        self.active.append(tween)
        return tween

    def then(self, *items) -> Timeline:
        self.queue.append(list(items))
        return self

    @property
    def busy(self) -> bool:
        """Something that holds input is running or queued."""
        return any(t.blocking and not t.done for t in self.active) or bool(self.queue)

    @property
    def idle(self) -> bool:
        return not self.active and not self.queue

    def update(self, dt: float) -> None:
        for t in list(self.active):
            t.update(dt)
        self.active = [t for t in self.active if not t.done]
        while not any(t.blocking for t in self.active) and self.queue:
            step = self.queue.pop(0)
            for item in step:
                if isinstance(item, Tween):
                    self.active.append(item)
                    item.update(0.0)
                else:
                    item()
            self.active = [t for t in self.active if not t.done]

    def finish_all(self) -> None:
        """Skip: run everything to its end now."""
        guard = 0
        while (self.active or self.queue) and guard < 10000:
            for t in list(self.active):
                t.finish()
            self.active = []
            self.update(0.0)
            guard += 1
