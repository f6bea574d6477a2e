"""Input mapped to actions: mouse, keyboard and gamepad drive the same code.

:class:`InputMapper` turns pygame events into :class:`Input` values. Scenes
only ever see actions. Gamepads use SDL's GameController API (pygame-ce's
``pygame._sdl2.controller``); pads may be plugged in and pulled out at any
time (``CONTROLLERDEVICEADDED`` / ``CONTROLLERDEVICEREMOVED``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

try:  # pygame-ce's SDL GameController binding
    from pygame._sdl2 import controller as _controller
except Exception:  # pragma: no cover - very old pygame builds
    _controller = None

__all__ = ["Action", "Input", "InputMapper", "DEFAULT_KEYS"]


class Action(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    NEXT = "next"          # Tab: next item/spot
    PREV = "prev"          # Shift+Tab
    CONFIRM = "confirm"    # Enter / A / left click (with pos)
    BACK = "back"          # Esc / B / right click
    PAUSE = "pause"        # Start (Esc also pauses where there is nothing to back out of)
    HINT = "hint"          # H / Y
    POINT = "point"        # mouse moved (pos)
    PRESS = "press"        # mouse button down (pos)
    RELEASE = "release"    # mouse button up (pos)
    SCROLL_UP = "scroll_up"
    SCROLL_DOWN = "scroll_down"
    UNDO = "undo"          # U / Back button
    SKIP = "skip"          # Space: skip an animation
    HISTORY = "history"    # L / left stick pressed: the hand's moves (the table's drawer)


@dataclass(frozen=True)
class Input:
    action: Action
    pos: tuple | None = None
    source: str = "key"  # "key", "mouse" or "pad"
    #: A key or pad button already held down sent it again (auto-repeat, or a press
    #: that began before the screen now shown): not a fresh press (see ``fresh``).
    repeat: bool = False

    @property
    def fresh(self) -> bool:
        """A new press of a key or pad button (mouse input is always fresh)."""
        return not self.repeat


DEFAULT_KEYS = {
    "up": ["up", "w"],
    "down": ["down", "s"],
    "left": ["left", "a"],
    "right": ["right", "d"],
    "confirm": ["return", "keypad enter"],
    "back": ["escape", "backspace"],
    "hint": ["h"],
    "undo": ["u"],
    "skip": ["space"],
    "pause": ["p", "pause"],
    "history": ["l"],
}

_PAD_BUTTONS = {}
if hasattr(pygame, "CONTROLLER_BUTTON_A"):
    _PAD_BUTTONS = {
        pygame.CONTROLLER_BUTTON_A: Action.CONFIRM,
        pygame.CONTROLLER_BUTTON_B: Action.BACK,
        pygame.CONTROLLER_BUTTON_Y: Action.HINT,
        pygame.CONTROLLER_BUTTON_X: Action.SKIP,
        pygame.CONTROLLER_BUTTON_START: Action.PAUSE,
        pygame.CONTROLLER_BUTTON_BACK: Action.UNDO,
        pygame.CONTROLLER_BUTTON_DPAD_UP: Action.UP,
        pygame.CONTROLLER_BUTTON_DPAD_DOWN: Action.DOWN,
        pygame.CONTROLLER_BUTTON_DPAD_LEFT: Action.LEFT,
        pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Action.RIGHT,
        pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Action.PREV,
        pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Action.NEXT,
        pygame.CONTROLLER_BUTTON_LEFTSTICK: Action.HISTORY,
    }

_AXIS_THRESHOLD = 0.5 * 32767
_AXIS_RELEASE = 0.3 * 32767


class InputMapper:
    """Translate pygame events into :class:`Input` actions.

    ``keys`` maps action names to lists of key names (``pygame.key.name``
    spelling); it comes from the settings so players can rebind keys.
    """

    def __init__(self, keys: dict | None = None):
        self.set_keys(keys or DEFAULT_KEYS)
        self.pads: dict[int, object] = {}  # instance id -> Controller
        #: The device the player uses now: "keyboard" (keyboard and mouse) or "pad",
        #: from the last input (a pad plugged in counts): screens show its prompts.
        self.device = "keyboard"
        #: Finer than :attr:`device`: "mouse", "keyboard" or "pad", whichever the player
        #: touched last (a prompt that says "click" or "press Enter" names the one in use).
        self.used = "mouse"
        self._stick: dict[tuple, bool] = {}  # (instance, axis, sign) -> held
        #: Keys and pad buttons held down now -> their action (see :meth:`holding`).
        self._held: dict[tuple, Action] = {}
        if _controller is not None:
            try:
                _controller.init()
            except pygame.error:  # pragma: no cover
                pass

    def set_keys(self, keys: dict) -> None:
        self.keymap: dict[int, Action] = {}
        for name, key_names in keys.items():
            try:
                action = Action(name)
            except ValueError:
                continue
            for kn in key_names:
                try:
                    self.keymap[pygame.key.key_code(kn)] = action
                except (ValueError, pygame.error):
                    continue

    # -- pads ---------------------------------------------------------------
    def _open_pad(self, device_index: int) -> None:
        if _controller is None:
            return
        try:
            if not _controller.is_controller(device_index):
                return
            pad = _controller.Controller(device_index)
        except (pygame.error, ValueError, IndexError):
            return
        try:
            iid = pad.as_joystick().get_instance_id()
        except Exception:  # pragma: no cover
            iid = device_index
        self.pads[iid] = pad

    def _close_pad(self, instance_id: int) -> None:
        pad = self.pads.pop(instance_id, None)
        for k in [k for k in self._stick if k[0] == instance_id]:
            del self._stick[k]
        if pad is not None:
            try:
                pad.quit()
            except Exception:  # pragma: no cover
                pass

    @property
    def pad_count(self) -> int:
        return len(self.pads)

    # -- translation ----------------------------------------------------------
    def holding(self, action: Action) -> bool:
        """Whether a key or pad button bound to ``action`` is held down now."""
        return action in self._held.values()

    def let_go(self) -> None:
        """Forget what is held (the window lost the focus: its key-ups go elsewhere)."""
        self._held.clear()

    def _hold(self, ev) -> None:
        t = ev.type
        if t == pygame.KEYDOWN and ev.key in self.keymap:
            self._held[("key", ev.key)] = self.keymap[ev.key]
        elif t == pygame.KEYUP:
            self._held.pop(("key", ev.key), None)
        elif t == getattr(pygame, "CONTROLLERBUTTONDOWN", -1) and ev.button in _PAD_BUTTONS:
            self._held[("pad", getattr(ev, "instance_id", 0), ev.button)] = \
                _PAD_BUTTONS[ev.button]
        elif t == getattr(pygame, "CONTROLLERBUTTONUP", -1):
            self._held.pop(("pad", getattr(ev, "instance_id", 0), ev.button), None)

    def _held_before(self, ev) -> bool:
        """Whether ``ev`` is a key / pad button down for one already held (a repeat)."""
        t = ev.type
        if t == pygame.KEYDOWN:
            return ("key", ev.key) in self._held or bool(getattr(ev, "repeat", 0))
        if t == getattr(pygame, "CONTROLLERBUTTONDOWN", -1):
            return ("pad", getattr(ev, "instance_id", 0), ev.button) in self._held
        return False

    def translate(self, ev) -> list[Input]:
        repeat = self._held_before(ev)
        self._hold(ev)
        out = self._translate(ev)
        if repeat:
            out = [Input(i.action, i.pos, i.source, True) for i in out]
        t = ev.type
        if t in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL) or (
                t == pygame.MOUSEMOTION and out):
            self.device = "keyboard"
            self.used = "keyboard" if t == pygame.KEYDOWN else "mouse"
        elif t == getattr(pygame, "CONTROLLERDEVICEADDED", -1) and self.pads:
            self.device = self.used = "pad"
        elif t == getattr(pygame, "CONTROLLERDEVICEREMOVED", -1) and not self.pads:
            self.device, self.used = "keyboard", "mouse"
        elif out and out[0].source == "pad":
            self.device = self.used = "pad"
        return out

    def _translate(self, ev) -> list[Input]:
        t = ev.type
        if t == pygame.KEYDOWN:
            if ev.key == pygame.K_TAB:
                back = ev.mod & pygame.KMOD_SHIFT
                return [Input(Action.PREV if back else Action.NEXT)]
            a = self.keymap.get(ev.key)
            return [Input(a)] if a else []
        if t == pygame.MOUSEMOTION:
            return [Input(Action.POINT, ev.pos, "mouse")]
        if t == pygame.MOUSEBUTTONDOWN:
            if ev.button == 1:
                return [Input(Action.PRESS, ev.pos, "mouse")]
            if ev.button == 3:
                return [Input(Action.BACK, ev.pos, "mouse")]
            return []
        if t == pygame.MOUSEBUTTONUP:
            if ev.button == 1:
                return [Input(Action.RELEASE, ev.pos, "mouse")]
            return []
        if t == pygame.MOUSEWHEEL:
            return [Input(Action.SCROLL_UP if ev.y > 0 else Action.SCROLL_DOWN, None, "mouse")]
        if t == getattr(pygame, "CONTROLLERDEVICEADDED", -1):
            self._open_pad(ev.device_index)
            return []
        if t == getattr(pygame, "CONTROLLERDEVICEREMOVED", -1):
            self._close_pad(ev.instance_id)
            return []
        if t == getattr(pygame, "CONTROLLERBUTTONDOWN", -1):
            a = _PAD_BUTTONS.get(ev.button)
            return [Input(a, None, "pad")] if a else []
        if t == getattr(pygame, "CONTROLLERAXISMOTION", -1):
            return self._axis(ev)
        return []

    def _axis(self, ev) -> list[Input]:
        if ev.axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        horizontal = ev.axis == pygame.CONTROLLER_AXIS_LEFTX
        out = []
        for sign in (-1, 1):
            key = (getattr(ev, "instance_id", 0), ev.axis, sign)
            held = self._stick.get(key, False)
            v = ev.value * sign
            if not held and v > _AXIS_THRESHOLD:
                self._stick[key] = True
                if horizontal:
                    out.append(Input(Action.RIGHT if sign > 0 else Action.LEFT, None, "pad"))
                else:
                    out.append(Input(Action.DOWN if sign > 0 else Action.UP, None, "pad"))
            elif held and v < _AXIS_RELEASE:
                self._stick[key] = False
        return out
