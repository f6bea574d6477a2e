"""The table's words about keys: the name of the key bound to an action (the player
may rebind keys in Options), and the compact key bar shown while the keyboard or a
gamepad is the device in use."""

from __future__ import annotations

from ..actions import DEFAULT_KEYS

__all__ = ["key_name"]


def key_name(keys: dict, action: str) -> str:
    """The first key bound to ``action`` in ``keys`` (the settings' bindings), by name
    in the language shown now."""
    from .options import key_label
    names = keys.get(action) or DEFAULT_KEYS.get(action) or ["-"]
    n = names[0]
    return key_label("return" if n == "keypad enter" else n)
