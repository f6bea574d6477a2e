"""Drawing by hand at the play table: one press (a click on the boneyard, Enter, A)
draws ONE tile; the next tile waits for the next press (Auto-draw, in Options, draws
them all without one). A click held on the boneyard, or Enter / A held, repeats the
press once it has been held :data:`HOLD_REPEAT` seconds, as a held key repeats (a
slow click never draws two). ``scene`` is the play scene."""

from __future__ import annotations

from ...actions import Action

__all__ = ["DrawAssist", "HOLD_REPEAT"]

#: A press held this long (s) draws on, one tile a flight, until it is let go.
HOLD_REPEAT = 0.5


class DrawAssist:
    def __init__(self, scene):
        self.scene = scene
        #: The mouse button is held down on the boneyard (it keeps drawing).
        self.yard_held = False
        #: Scene time of the last press that drew (None: none yet).
        self.pressed_at: float | None = None

    def press(self, pos) -> None:
        """A press that draws (``pos``: the click's, None for Enter / A): held on the
        boneyard, it keeps drawing once held long enough."""
        self.yard_held = pos is not None and self.scene.boneyard.hit(pos)
        self.pressed_at = self.scene.time

    def see(self, inp) -> None:
        """The button let go, or the pointer moved off the boneyard: a held click
        draws no more."""
        if inp.action == Action.RELEASE or (
                inp.action == Action.POINT and self.yard_held
                and (inp.pos is None or not self.scene.boneyard.hit(inp.pos))):
            self.yard_held = False

    def tick(self, dt: float) -> None:
        s = self.scene
        if not (s.awaiting_draw or s.draw_flying):
            self.yard_held = False

    @property
    def holding(self) -> bool:
        """A draw is asked for by a click, Enter or A held down for HOLD_REPEAT s."""
        s = self.scene
        if self.pressed_at is None or s.time - self.pressed_at < HOLD_REPEAT:
            return False
        return self.yard_held or s.app.input.holding(Action.CONFIRM)
