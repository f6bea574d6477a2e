"""The scene protocol of the stack (enter/exit/pause/resume/update/draw/handle)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..actions import Input
    from ..app import App

__all__ = ["Scene"]


class Scene:
    """One screen. Only the top scene gets input and updates; scenes below an
    overlay (``opaque = False``) are still drawn."""

    #: False for overlays (pause, dialogs): the scene below is drawn first.
    opaque = True
    #: Name used by --screenshot and tests.
    name = "scene"

    def __init__(self, app: App):
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def handle(self, inp: Input) -> None:
        """An input action while this scene is on top."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surf) -> None:
        """Draw the whole scene at the window's size (``self.app.vp`` maps design coords)."""

    def resize(self) -> None:
        """The window changed size (``self.app.vp`` is already updated)."""

    def focus_lost(self) -> None:
        """The window lost focus or was minimized."""
