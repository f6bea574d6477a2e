"""The scene protocol of the stack (enter/exit/pause/resume/update/draw/handle/animating).

This module imports nothing of the game at run time (the app is typed through the
small :class:`game.host.Host` protocol), so widgets may build on :class:`Scene`
without an import cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .actions import Input
    from .host import Host

__all__ = ["Scene"]


class Scene:
    """One screen. Only the top scene gets input and updates; scenes below an
    overlay (``opaque = False``) are still drawn.

    The app redraws only when something changed: after input, a resize, a change
    of language, theme or text size, a toast, :meth:`Host.invalidate`, or while a
    visible scene says :meth:`animating`. A scene that changes what it shows on its
    own (a timer, a worker's answer) either animates or calls ``app.invalidate()``.
    """

    #: False for overlays (pause, dialogs): the scene below is drawn first.
    opaque = True
    #: Name used by --screenshot and tests.
    name = "scene"

    def __init__(self, app: Host):
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

    def animating(self) -> bool:
        """True while the picture changes by itself (something moves or fades), so the
        app must redraw every frame. The default is True (a scene that does not say
        otherwise is redrawn at the display's rate); a still screen returns False and
        the app sleeps until the next input."""
        return True

    def draw(self, surf) -> None:
        """Draw the whole scene at the window's size (``self.app.vp`` maps design coords)."""

    def resize(self) -> None:
        """The window changed size (``self.app.vp`` is already updated)."""

    def focus_lost(self) -> None:
        """The window lost focus or was minimized."""
