"""Drawing by hand at the play table: ONE press (a click on the boneyard, Enter, A)
draws until a tile fits (the director runs the draws on); a click held on the
boneyard, or Enter / A held, keeps asking as a press does. ``scene`` is the play
scene. (The one-time Auto-draw tip went with the one click a tile it answered.)"""

from __future__ import annotations

from ...actions import Action

__all__ = ["DrawAssist"]


class DrawAssist:
    def __init__(self, scene):
        self.scene = scene
        #: The mouse button is held down on the boneyard (it keeps drawing).
        self.yard_held = False

    def press(self, pos) -> None:
        """A press during a draw: held on the boneyard, it keeps drawing."""
        self.yard_held = pos is not None and self.scene.boneyard.hit(pos)

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
        """A draw is asked for by a held click, Enter or A."""
        return self.yard_held or self.scene.app.input.holding(Action.CONFIRM)
