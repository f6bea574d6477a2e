"""Drawing by hand at the play table, made lighter: a click held on the boneyard keeps
drawing (as Enter or A held do), one tile a beat, until a tile fits; and the first
time a player must draw a second tile in a row, a tip names Auto-draw (once per
profile, remembered in the settings). ``scene`` is the play scene."""

from __future__ import annotations

from ..actions import Action
from ..i18n import N_, _

__all__ = ["DrawAssist", "AUTO_DRAW_TIP", "TIP_SECONDS"]

#: The tip's words, and how long it stays up while the player draws.
AUTO_DRAW_TIP = N_("Tip: Auto-draw in Options draws for you")
TIP_SECONDS = 5.0


class DrawAssist:
    def __init__(self, scene):
        self.scene = scene
        #: The mouse button is held down on the boneyard (it keeps drawing).
        self.yard_held = False
        #: Seconds the Auto-draw tip stays up (0: not shown).
        self.tip_left = 0.0

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
        drawing = s.awaiting_draw or s.draw_flying
        if not drawing:
            self.yard_held = False
            if not (s.human_turn and s.game.drawn >= 0):  # the drawing turn is over:
                self.tip_left = 0.0  # the tip never hides the next seat's move
        self.tip_left = max(0.0, self.tip_left - dt)
        settings = s.app.settings
        if (s.awaiting_draw and not settings.auto_draw and not settings.auto_draw_tip_shown
                and self._drew_this_turn() >= 1):
            self.tip_left = TIP_SECONDS
            settings.auto_draw_tip_shown = True  # once per profile
            if getattr(s.app, "persistence", None) is not None:  # the real game, not a test
                from .. import storage
                storage.save_settings(settings)

    def _drew_this_turn(self) -> int:
        s = self.scene
        act = s.view.last_action.get(s.human)
        return 0 if act is None or act.done else act.drew

    @property
    def holding(self) -> bool:
        """A draw is asked for by a held click, Enter or A."""
        return self.yard_held or self.scene.app.input.holding(Action.CONFIRM)

    def tip(self) -> str:
        """The tip's words while it is up ("" otherwise), in the language shown."""
        return _(AUTO_DRAW_TIP) if self.tip_left > 0 else ""
