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


def key_bar_items(scene) -> list[str]:
    """The table's controls while the keyboard or a gamepad is in use (none in mouse
    use, in a demo or a replay): only what works now, with the keys the player bound
    (no "Enter play" after the player passed or the hand ended: r7a bug 8)."""
    ctl = scene.controller
    if (getattr(scene, "name", "") != "table" or scene.human is None
            or ctl.source not in ("key", "pad")):
        return []
    pad = scene.app.input.device == "pad"
    undo = scene.undo_shown and scene.can_undo()  # lit only when there is one to take
    if pad:
        if scene.awaiting_draw:
            return [_("A draw")] + ([_("Back: undo")] if undo else []) + [_("B menu")]
        if not scene.human_turn:  # a bot's turn, a pass, the hand over: no play keys
            return ([_("Back: undo")] if undo else []) + [_("B menu")]
        return [_("D-pad: Left/Right tile, Up/Down spot"), _("A play"), _("Y hint")] + (
            [_("Back: undo")] if undo else []) + [_("B menu")]
    keys = scene.app.settings.keys
    k = {a: _key(keys, a) for a in ("left", "right", "up", "down", "confirm", "hint", "undo",
                                    "back")}
    items = []
    if scene.awaiting_draw:
        items = [_("{confirm} draw").format(confirm=k["confirm"])]
    elif scene.human_turn:
        items = [_("{left}/{right} tile").format(left=k["left"], right=k["right"]),
                 _("{up}/{down} ring").format(up=k["up"], down=k["down"]),
                 _("{confirm} play").format(confirm=k["confirm"]),
                 _("{hint} hint").format(hint=k["hint"])]
    if undo:
        items.append(_("{undo} undo").format(undo=k["undo"]))
    items.append(_("{back} menu").format(back=k["back"]))
    return items


def draw_key_bar(surf, scene) -> None:
    """The key bar: one line on a small brass-edged plaque set into the table's bottom
    rail, under the hand's tray (it covers neither the hand nor the board; r6b 19_kb1:
    a dark strip half over the felt, half over the rail, read as a glitch). Hidden
    while a dialog is over the table (its keys do not work there)."""
    items = key_bar_items(scene)
    if not items or scene.app.stack[-1] is not scene:
        return
    vp = scene.app.vp
    tray = vp.rect(scene.map.anchor("hand_0"))
    text = "   ·   ".join(items)
    room = tray.w - vp.length(12)
    img = scene.text.get(text, BAR_TEXT, THEME.ink, False, room)
    box = pygame.Rect(0, 0, img.get_width() + vp.length(24), img.get_height())
    felt = vp.rect(FELT)
    rail = pygame.Rect(felt.x, felt.bottom, felt.w, surf.get_height() - felt.bottom)
    box.centerx = tray.centerx
    if box.h <= rail.h:  # in the rail, its middle (an inset plaque)
        box.centery = rail.centery
    else:  # large text: as low as it goes, over the felt's edge, still a plaque
        box.bottom = surf.get_height() - vp.length(2)
    draw_plate(surf, box, vp.length(5), PLATE, BRASS, max(1, vp.length(1)), vp.length(1))
    scene.text.draw(surf, text, BAR_TEXT, THEME.ink, box.center, "center", shadow=False,
                    max_w=room, box=box)
