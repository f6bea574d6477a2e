"""The table's words about keys: the name of the key bound to an action (the player
may rebind keys in Options), and the compact key bar shown while the keyboard or a
gamepad is the device in use."""

from __future__ import annotations

import pygame

from ..actions import DEFAULT_KEYS
from ..i18n import _
from ..render.furniture import BRASS, draw_plate
from ..render.hud import PLATE
from ..ui import THEME
from ..ui.viewport import FELT

__all__ = ["key_name", "key_bar_items", "draw_key_bar"]


def key_name(keys: dict, action: str) -> str:
    """The first key bound to ``action`` in ``keys`` (the settings' bindings), by name
    in the language shown now."""
    from .options import key_label
    names = keys.get(action) or DEFAULT_KEYS.get(action) or ["-"]
    n = names[0]
    return key_label("return" if n == "keypad enter" else n)


#: Arrow keys by their arrows (they read at a glance, in every language).
ARROWS = {"left": "←", "right": "→", "up": "↑", "down": "↓"}
#: The key bar's design text size (times the text size): the status lines', legible (16 px).
BAR_TEXT = 21


def _key(keys: dict, action: str) -> str:
    first = (keys.get(action) or DEFAULT_KEYS.get(action) or ["-"])[0]
    return ARROWS.get(first) or key_name(keys, action)


def key_bar_items(scene, full: bool = False) -> list[str]:
    """The table's controls while the keyboard or a gamepad is in use (none in mouse
    use, in a demo or a replay): only what works now, with the keys the player bound
    (no "Enter play" after the player passed or the hand ended: r7a bug 8). ``full``:
    the longest bar the device has (the player's turn, with Undo), whatever is now."""
    ctl = scene.controller
    if (getattr(scene, "name", "") != "table" or scene.human is None
            or ctl.source not in ("key", "pad")):
        return []
    pad = scene.app.input.device == "pad"
    undo = full or (scene.undo_shown and scene.can_undo())  # lit only when there is one
    turn = full or scene.human_turn
    draw = not full and scene.awaiting_draw
    if pad:
        if draw:
            return [_("A draw")] + ([_("Back: undo")] if undo else []) + [_("B menu")]
        if not turn:  # a bot's turn, a pass, the hand over: no play keys
            return ([_("Back: undo")] if undo else []) + [_("B menu")]
        return [_("D-pad: Left/Right tile, Up/Down spot"), _("A play"), _("Y hint")] + (
            [_("Back: undo")] if undo else []) + [_("B menu")]
    keys = scene.app.settings.keys
    k = {a: _key(keys, a) for a in ("left", "right", "up", "down", "confirm", "hint", "undo",
                                    "back")}
    items = []
    if draw:
        items = [_("{confirm} draw").format(confirm=k["confirm"])]
    elif turn:
        items = [_("{left}/{right} tile").format(left=k["left"], right=k["right"]),
                 _("{up}/{down} ring").format(up=k["up"], down=k["down"]),
                 _("{confirm} play").format(confirm=k["confirm"]),
                 _("{hint} hint").format(hint=k["hint"])]
    if undo:
        items.append(_("{undo} undo").format(undo=k["undo"]))
    items.append(_("{back} menu").format(back=k["back"]))
    return items


def bar_px(scene, text: str, room: int, max_h: int) -> int:
    """The key bar's text size (screen px): one size for every bar the device shows
    (r8a pl_play: during an animation the short "U cofnij · Esc menu" came out much
    larger than the full bar, over the hand's tiles), the largest at which the full bar
    fits ``room`` wide and ``max_h`` high (the table's bottom rail) and ``text`` fits."""
    fonts = scene.text.fonts
    full = "   ·   ".join(key_bar_items(scene, full=True))
    return min(fonts.fit(BAR_TEXT, t, room, False, max_h).point_size
               for t in (full, text) if t)


def draw_key_bar(surf, scene) -> None:
    """The key bar: one line on a small brass-edged plaque set into the table's bottom
    rail, under the hand's tray (it covers neither the hand nor the board; r6b 19_kb1:
    a dark strip half over the felt, half over the rail, read as a glitch; r8a ts_table:
    at 200 % text it sat over the tray's bottom edge): its words at one size, whatever
    the bar says now (:func:`bar_px`), small enough for the rail. Hidden while a
    dialog is over the table (its keys do not work there)."""
    items = key_bar_items(scene)
    if not items or scene.app.stack[-1] is not scene:
        return
    vp = scene.app.vp
    tray = vp.rect(scene.map.anchor("hand_0"))
    text = "   ·   ".join(items)
    room = tray.w - vp.length(12)
    felt = vp.rect(FELT)
    rail = pygame.Rect(felt.x, felt.bottom, felt.w, surf.get_height() - felt.bottom)
    fonts = scene.text.fonts
    px = bar_px(scene, text, room, rail.h)
    size = px / (fonts.scale * fonts.text_scale * fonts.factor)  # that px, as a design size
    img = scene.text.get(text, size, THEME.ink, False, room, rail.h)
    box = pygame.Rect(0, 0, img.get_width() + vp.length(24), img.get_height())
    box.centerx = tray.centerx
    box.centery = rail.centery  # in the rail, its middle (an inset plaque)
    box.bottom = min(box.bottom, surf.get_height())
    draw_plate(surf, box, vp.length(5), PLATE, BRASS, max(1, vp.length(1)), vp.length(1))
    scene.text.draw(surf, text, size, THEME.ink, box.center, "center", shadow=False,
                    max_w=room, box=box)
