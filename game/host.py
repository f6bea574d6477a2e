"""What a screen may ask of the application: a small :class:`Host` protocol.

Scenes and widgets type their ``app`` with :class:`Host` instead of importing
:class:`game.app.App`, so the import graph runs one way (app -> scenes ->
widgets -> ui -> host) with no cycle. :class:`game.app.App` satisfies it.
"""

from __future__ import annotations

from typing import Any, Protocol

__all__ = ["Host"]


class Host(Protocol):
    """The services of the running game a screen uses."""

    options: Any
    settings: Any
    vp: Any
    fonts: Any
    audio: Any
    input: Any
    stack: list
    running: bool
    games_finished: int
    key_capture: Any

    @property
    def top(self) -> Any: ...

    def push(self, scene) -> None: ...

    def pop(self) -> Any: ...

    def replace(self, scene) -> None: ...

    def reset(self, scene) -> None: ...

    def quit(self) -> None: ...

    def toast(self, message: str, seconds: float = 8.0) -> None: ...

    def capture_key(self, callback) -> None: ...

    def invalidate(self) -> None: ...

    def scene(self, name: str, *args, **kwargs) -> Any: ...

    def apply_settings(self) -> None: ...

    def set_language(self, code: str) -> None: ...

    def set_theme(self, name: str) -> None: ...

    def set_cloth(self, cloth: str) -> None: ...

    def set_text_scale(self, value: float) -> None: ...

    def set_fullscreen(self, on: bool) -> None: ...

    def screenshot(self, tag: str) -> str | None: ...
