"""The table's key text sizes at 100 % text: the status prompt ("Your turn") and the
chips a player reads at a glance (a ghost's "+5", a seat's last action, a double's
"4+4" tag). At the HUD's size (21 design px, 16 px) they read as small beside a
commercial app's prompt; at 100 % they are drawn larger, and as the player's text size
grows they stay that size until the HUD's own size times the text size passes them,
so at 200 % (where the boxes are already fitted to the grown text) nothing changes."""

from __future__ import annotations

__all__ = ["BASE_TEXT", "STATUS_TEXT", "STATUS_LINE", "CHIP_TEXT", "sized", "chip_size"]

#: The HUD's text size (design px; render.seat_label.TEXT, 16 px in Inter at 100 %).
BASE_TEXT = 21
#: The status prompt's design size at 100 %: 22 px in Inter (a capital 16 px tall).
STATUS_TEXT = 30
#: One status line's height at 100 % (design px; the map's status box is 32 tall).
STATUS_LINE = 29
#: A chip's design size at 100 %: 18 px in Inter.
CHIP_TEXT = 24


def sized(size: float, fonts) -> float:
    """The design size to pass for a text ``size`` at 100 %: never under the HUD's
    size, and the same pixels as the HUD's size once the text scale grows past them
    (``fonts``: a Fonts, or anything with ``text_scale``)."""
    scale = max(1.0, float(getattr(fonts, "text_scale", 1.0) or 1.0))
    return max(BASE_TEXT, size / scale)


def chip_size(text) -> float:
    """A chip's design text size for the text cache ``text`` (its ``fonts``)."""
    return sized(CHIP_TEXT, getattr(text, "fonts", None))
