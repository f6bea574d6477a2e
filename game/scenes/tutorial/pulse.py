"""The tutorial's gentle pulse on the next thing to press (the ring round the end the
step names, the Next button once the play is explained).

The pulse runs on its own clock, not only while something else on the screen moves: a
new thing to press (a step opens, its play is explained, a hint, a refusal) pulses for
:data:`ATTENTION` seconds, two whole breaths that start and end at rest (no jump when it
stops); a step left waiting with no input pulses again every :data:`REMIND` seconds, at
most :data:`REMINDERS` times. In between, and with reduced motion, it holds still, so a
waiting step redraws nothing (the app draws only while a scene animates: idle CPU).
"""

from __future__ import annotations

import math

__all__ = ["Pulse", "ATTENTION", "REMIND", "REMINDERS", "SPEED"]

#: One breath's speed (radians a second) ...
SPEED = 5.0
#: ... and a pulse: two whole breaths (about 2.5 s).
ATTENTION = 2 * (2 * math.pi / SPEED)
#: A step still waiting this long after its last pulse (and the player's last input)
#: pulses again ...
REMIND = 15.0
#: ... at most this many times a wait (input starts the count again).
REMINDERS = 3


class Pulse:
    """When the scene's highlights breathe. ``time`` is the scene's clock (seconds)."""

    def __init__(self):
        self.start = -1e9  # when the current pulse began
        self.until = -1e9  # ... and when it ends
        self.reminded = 0  # reminders since the last input

    def attend(self, now: float, seconds: float = ATTENTION) -> None:
        """Something new to look at: pulse for ``seconds`` (whole breaths) from ``now``,
        or on for that long if it pulses already (without restarting its breath)."""
        seconds = math.ceil(seconds / (2 * math.pi / SPEED) - 1e-9) * (2 * math.pi / SPEED)
        if now >= self.until:
            self.start = now
            self.until = now + seconds
        else:  # on a whole breath from its start: it ends at rest
            period = 2 * math.pi / SPEED
            self.until = self.start + math.ceil((now + seconds - self.start) / period
                                                - 1e-9) * period

    def touched(self) -> None:
        """The player did something: the reminders count again from none."""
        self.reminded = 0

    def update(self, now: float, waiting: bool) -> None:
        """A reminder pulse when the step has waited :data:`REMIND` seconds since the
        last one (``waiting``: there is something to press, and nothing moves)."""
        if (waiting and now >= self.until + REMIND and self.reminded < REMINDERS):
            self.reminded += 1
            self.attend(now)

    def on(self, now: float) -> bool:
        """A pulse is running."""
        return now < self.until

    def value(self, now: float, speed: float = SPEED) -> float:
        """0..1: the breath now (from 0.5, at rest, back to 0.5); 0.5 between pulses."""
        if not self.on(now):
            return 0.5
        return 0.5 * (1 + math.sin((now - self.start) * speed))
