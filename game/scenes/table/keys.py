"""The table's words about keys: the name of the key bound to an action (the player
may rebind keys in Options), and the compact key bar shown while the keyboard or a
gamepad is the device in use."""

from __future__ import annotations

import pygame

from ...actions import DEFAULT_KEYS
from ...i18n import _
from ...render.furniture import BRASS_INK, KEY_BAR_H, draw_inlay, key_bar_height
from ...render.hud_layout import KEY_BAR_FOOT
from ...ui.viewport import DESIGN, FELT

__all__ = ["key_name", "key_bar_items", "key_bar_rect", "draw_key_bar", "button_key", "PAD_CAPS"]


def key_name(keys: dict, action: str) -> str:
    """The first key bound to ``action`` in ``keys`` (the settings' bindings), by name
    in the language shown now."""
    from ..options.scene import key_label
    names = keys.get(action) or DEFAULT_KEYS.get(action) or ["-"]
    n = names[0]
    return key_label("return" if n == "keypad enter" else n)


#: The pad's buttons for the table's corner buttons' actions (their keycaps with a pad).
PAD_CAPS = {"hint": "Y", "undo": "Back", "back": "B", "history": "L3"}


def button_key(scene, action: str) -> str | None:
    """The key (or pad button) a corner button shows on its keycap: none while the
    mouse is the device in use, the player's bound key with the keyboard, the pad's
    button with a pad."""
    used = getattr(scene.app.input, "used", "mouse")
    if used == "pad":
        return PAD_CAPS.get(action)
    if used == "keyboard":
        return key_name(scene.app.settings.keys, action)
    return None


#: Arrow keys by their arrows (they read at a glance, in every language).
ARROWS = {"left": "←", "right": "→", "up": "↑", "down": "↓"}
#: The key bar's design text size (times the text size): the status lines', legible (16 px).
BAR_TEXT = 21
#: A grown key bar keeps this far from the rail's ends (design px): the corner caps.
BAR_SIDE = 60
#: The key bar's channel keeps this far inside the tray's ends (design px).
BAR_END = 24


def _key(keys: dict, action: str) -> str:
    first = (keys.get(action) or DEFAULT_KEYS.get(action) or ["-"])[0]
    return ARROWS.get(first) or key_name(keys, action)


def key_bar_items(scene, full: bool = False) -> list[str]:
    """The table's controls while the keyboard or a gamepad is in use (none in mouse
    use, in a demo or a replay): only what works now, with the keys the player bound
    (no "Enter play" after the player passed or the hand ended); the corner's buttons
    say their own keys on keycaps. ``full``: the longest bar the device has (the
    player's turn), whatever is now."""
    ctl = scene.controller
    if (getattr(scene, "name", "") != "table" or scene.human is None
            or ctl.source not in ("key", "pad")):
        return []
    pad = scene.app.input.device == "pad"
    turn = full or scene.human_turn
    draw = not full and scene.awaiting_draw
    if pad:
        if draw:
            return [_("A draw")]
        if not turn:  # a bot's turn, a pass, the hand over: no play keys
            return []
        return [_("D-pad: Left/Right tile, Up/Down spot"), _("A play")]
    keys = scene.app.settings.keys
    k = {a: _key(keys, a) for a in ("left", "right", "up", "down", "confirm")}
    # the keys the corner's buttons show on their keycaps (Hint, Undo, Menu, History)
    # are theirs: the bar says the board's keys only, the same at every text size
    items = []
    if draw:
        items = [_("{confirm} draw").format(confirm=k["confirm"])]
    elif turn:
        items = [_("{left}/{right} tile").format(left=k["left"], right=k["right"]),
                 _("{up}/{down} spot").format(up=k["up"], down=k["down"]),
                 _("{confirm} play").format(confirm=k["confirm"])]
    return items


def bar_px(scene, text: str, room: int, max_h: int) -> int:
    """The key bar's text size (screen px): one size for every bar the device shows
    (during an animation the short "U cofnij · Esc menu" once came out much
    larger than the full bar, over the hand's tiles), the largest at which the full bar
    fits ``room`` wide and ``max_h`` high (the table's bottom rail) and ``text`` fits."""
    fonts = scene.text.fonts
    full = "   ·   ".join(key_bar_items(scene, full=True))
    return min(fonts.fit(BAR_TEXT, t, room, False, max_h).point_size
               for t in (full, text) if t)


def key_bar_rect(vp, surf_h: int, text_scale: float = 1.0) -> tuple[pygame.Rect, int]:
    """The room the key bar may take (screen px): the table's bottom rail between the
    felt's edge and the table's (never the window's: in a window of another shape, a
    1000x600 one, the bar hung off the table into the letterbox band under it), less
    a margin at each (the old plaque touched the rail's edges and read as a bar bolted
    on), and that margin. At larger text it grows up from the rail's foot
    (render.furniture.key_bar_height: the tray above has made room for it)."""
    felt = vp.rect(FELT)
    foot = min(surf_h, vp.rect((0, 0, DESIGN[0], DESIGN[1])).bottom)
    m = max(1, vp.length(3))
    rail = pygame.Rect(felt.x, felt.bottom + m, felt.w, foot - felt.bottom - 2 * m)
    grow = vp.length(key_bar_height(text_scale) - KEY_BAR_H)
    if text_scale > 1.01 and grow > 0:  # (its foot clear of the window's edge: the
        # rail's wood under it)
        rail.h += grow
        rail.bottom = foot - vp.length(KEY_BAR_FOOT)
    return rail, m


def _room(vp, tray: pygame.Rect, rail: pygame.Rect) -> int:
    """The key bar's words' width under ``tray``: its channel (the words, plus its
    rounded ends: ``rail.h`` and 8 design px) keeps :data:`BAR_END` px from each of the
    tray's ends (at 200 % the Polish bar's channel ran to 7 px of the tray's wooden
    corners: it read as touching the frame)."""
    return tray.w - 2 * vp.length(BAR_END) - rail.h - vp.length(8)


def draw_key_bar(surf, scene) -> pygame.Rect | None:
    """The key bar: one line of brass lettering inlaid in a channel routed into the
    table's bottom rail, under the hand's tray (a dark plaque on the rail
    looked bolted on; it covers neither the hand, the tray
    nor the felt), clear of the rail's edges (:func:`key_bar_rect`), its words at one
    size whatever the bar says now (:func:`bar_px`). Hidden while a dialog is over the
    table (its keys do not work there). Returns the channel's rect (None: no bar)."""
    items = key_bar_items(scene)
    if not items or scene.app.stack[-1] is not scene:
        return None
    vp = scene.app.vp
    tray = vp.rect(scene.map.anchor("hand_0"))
    text = "   ·   ".join(items)
    fonts = scene.text.fonts
    rail, m = key_bar_rect(vp, surf.get_height(), fonts.text_scale)
    room = _room(vp, tray, rail)
    if fonts.text_scale > 1.01:  # grown: under the tray as drawn (its right end makes
        # room for the corner's buttons at large text), its words the fewer
        drawn = getattr(getattr(scene, "painter", None), "hud", None)
        drawn = getattr(drawn, "rects", {}).get("hand_0")
        if drawn is not None:
            tray = vp.rect(drawn)
        room = _room(vp, tray, rail)
    px = bar_px(scene, text, room, rail.h)
    size = px / (fonts.scale * fonts.text_scale * fonts.factor)  # that px, as a design size
    img = scene.text.get(text, size, BRASS_INK, False, room, rail.h)
    box = pygame.Rect(0, 0, img.get_width() + rail.h + vp.length(8), rail.h)
    box.centerx = tray.centerx
    box.top = rail.top
    draw_inlay(surf, box)
    scene.text.draw(surf, text, size, BRASS_INK, box.center, "center", shadow=True,
                    max_w=room, box=box)
    return box
