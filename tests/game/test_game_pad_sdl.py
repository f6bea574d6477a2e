"""A gamepad through SDL itself: an SDL virtual joystick, mapped by SDL as a game controller.

No pygame event is posted here. The test attaches a virtual joystick with
``SDL_JoystickAttachVirtualEx`` (through ctypes, on the very SDL2 library pygame-ce
loaded from its wheel), declares it a game controller with the 15 standard buttons and
6 axes, and presses its buttons with ``SDL_JoystickSetVirtualButton``. SDL then makes
the ``CONTROLLERDEVICEADDED`` / ``CONTROLLERBUTTONDOWN`` / ``CONTROLLERDEVICEREMOVED``
events itself, as for a real pad, under the dummy video driver too: the joystick
subsystem does not need a window. SDL only sends controller events for a controller
that is opened, so the game must open the pad when it is plugged in (and again after
it is plugged back in) for anything to happen.

With that pad alone: title -> menu -> New game (2 players) -> Start, a whole hand,
with the pad pulled out and plugged back in mid-hand, then through the pause menu back
to the main menu, and the Tutorial's welcome and first lesson.
"""

from __future__ import annotations

import ctypes
import glob
import os
import sys

import pygame
import pytest

from tests.game_harness import make_app, run_until

A = pygame.CONTROLLER_BUTTON_A
START = pygame.CONTROLLER_BUTTON_START
Y = pygame.CONTROLLER_BUTTON_Y
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_VIRTUAL_JOYSTICK_DESC_VERSION = 1
N_BUTTONS = 15  # A B X Y BACK GUIDE START LSTICK RSTICK LB RB DPAD-UP/DOWN/LEFT/RIGHT
N_AXES = 6      # LEFTX LEFTY RIGHTX RIGHTY TRIGGERLEFT TRIGGERRIGHT


class SDL_VirtualJoystickDesc(ctypes.Structure):
    """SDL 2.24+'s ``SDL_VirtualJoystickDesc`` (SDL_joystick.h), version 1."""

    _fields_ = [
        ("version", ctypes.c_uint16), ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16), ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32), ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p), ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", ctypes.c_void_p), ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p), ("SendEffect", ctypes.c_void_p),
    ]


def sdl_library_path() -> str:
    """The SDL2 library pygame-ce runs on: the one mapped into this process (Linux), else
    the one its wheel ships (pygame_ce.libs on Linux, pygame/.dylibs on macOS, pygame/ on
    Windows)."""
    import pygame.base  # noqa: F401 - loads SDL2
    try:
        with open("/proc/self/maps", encoding="utf-8") as f:
            for line in f:
                path = line.split()[-1]
                if "libSDL2-2" in os.path.basename(path) or \
                        os.path.basename(path).startswith("libSDL2-2.0.so"):
                    return path
    except OSError:
        pass
    here = os.path.dirname(pygame.__file__)
    for pattern in (os.path.join(here, os.pardir, "pygame_ce.libs", "libSDL2-2*"),
                    os.path.join(here, ".dylibs", "libSDL2*.dylib"),
                    os.path.join(here, "SDL2.dll")):
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    raise AssertionError(f"no SDL2 library found beside pygame-ce ({here})")


def load_sdl():
    sdl = ctypes.CDLL(sdl_library_path())
    sdl.SDL_GetError.restype = ctypes.c_char_p
    sdl.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(SDL_VirtualJoystickDesc)]
    sdl.SDL_JoystickAttachVirtualEx.restype = ctypes.c_int
    sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickDetachVirtual.restype = ctypes.c_int
    sdl.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickOpen.restype = ctypes.c_void_p
    sdl.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    sdl.SDL_JoystickSetVirtualButton.restype = ctypes.c_int
    sdl.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
    sdl.SDL_JoystickInstanceID.restype = ctypes.c_int32
    sdl.SDL_IsGameController.argtypes = [ctypes.c_int]
    sdl.SDL_IsGameController.restype = ctypes.c_int
    return sdl


class VirtualPad:
    """An SDL virtual game controller that can be plugged in, pressed and pulled out."""

    def __init__(self, app, sdl):
        self.app = app
        self.sdl = sdl
        self.index: int | None = None
        self.joy = None
        self.instance_id: int | None = None

    def _error(self) -> str:
        return (self.sdl.SDL_GetError() or b"").decode("utf-8", "replace")

    def plug(self) -> None:
        desc = SDL_VirtualJoystickDesc()
        desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION
        desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER
        desc.naxes, desc.nbuttons = N_AXES, N_BUTTONS
        desc.button_mask = (1 << N_BUTTONS) - 1  # SDL_CONTROLLER_BUTTON_A .. DPAD_RIGHT
        desc.axis_mask = (1 << N_AXES) - 1
        desc.name = b"Sniff virtual pad"
        index = self.sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        assert index >= 0, f"SDL_JoystickAttachVirtualEx failed: {self._error()}"
        assert self.sdl.SDL_IsGameController(index), "SDL did not map the pad as a controller"
        self.index = index
        # our own handle to set its buttons (the game opens its own GameController)
        self.joy = self.sdl.SDL_JoystickOpen(index)
        assert self.joy, f"SDL_JoystickOpen failed: {self._error()}"
        self.instance_id = self.sdl.SDL_JoystickInstanceID(self.joy)
        self.app.frame(1 / 60)  # SDL_CONTROLLERDEVICEADDED reaches the game

    def unplug(self) -> None:
        assert self.index is not None
        assert self.sdl.SDL_JoystickDetachVirtual(self.index) == 0, self._error()
        self.sdl.SDL_JoystickClose(self.joy)
        self.index = self.joy = None
        self.app.frame(1 / 60)  # SDL_CONTROLLERDEVICEREMOVED reaches the game

    def press(self, button: int, frames: int = 1) -> None:
        """Button down for a frame, then up: SDL reports the state at each event pump,
        so each edge needs a frame of its own."""
        assert self.joy, "the pad is unplugged"
        assert self.sdl.SDL_JoystickSetVirtualButton(self.joy, button, 1) == 0, self._error()
        self.app.frame(1 / 60)
        assert self.sdl.SDL_JoystickSetVirtualButton(self.joy, button, 0) == 0, self._error()
        for _ in range(frames):
            self.app.frame(1 / 60)

    def close(self) -> None:
        if self.index is not None:
            self.sdl.SDL_JoystickDetachVirtual(self.index)
            self.sdl.SDL_JoystickClose(self.joy)
            self.index = self.joy = None


def focused_label(scene) -> str:
    menu = scene.menu
    return menu.buttons[menu.index].label


def press_until(pad, button, cond, limit: int = 12) -> None:
    for _ in range(limit):
        if cond():
            return
        pad.press(button)
    assert cond(), f"pad button {button} pressed {limit} times without effect"


@pytest.fixture()
def pad_app(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(["--seed", "9"])
    from game.scenes.menus.title import TitleScene
    app.push(TitleScene(app))
    app.frame(1 / 60)
    pad = VirtualPad(app, load_sdl())
    try:
        yield app, pad
    finally:
        pad.close()
        while app.stack:
            app.stack.pop().exit()


def _play_the_hand(app, pad, table) -> int:
    """The human's turns with D-pad right (a tile), down (a spot) and A, until the hand
    ends; at the second turn the pad is pulled out and plugged back in."""
    game = table.game
    turns = draws = 0
    while turns < 60:
        run_until(app, lambda: table.human_turn or app.top is not table)
        if app.top is not table or game.hand_no > 0 or game.phase != "play":
            break
        if not table.playable_tiles():  # nothing fits: draw from the boneyard with A
            draws += 1
            assert draws < 30, "A did not draw from the boneyard"
            pad.press(A, frames=3)
            continue
        if turns == 1:
            snap = (list(game.moves), table.sel, list(table.shown_hands[table.human]))
            first_id = pad.instance_id
            pad.unplug()
            assert app.input.pad_count == 0  # the game closed it
            for _ in range(30):
                app.frame(1 / 60)
            assert (list(game.moves), table.sel, list(table.shown_hands[table.human])) == snap
            assert table.human_turn and app.top is table
            pad.plug()
            assert app.input.pad_count == 1 and pad.instance_id != first_id
        before = len(game.moves)
        mine = list(table.shown_hands[table.human])
        pad.press(RIGHT)  # the focus on a tile (a tile the game lifted: the next one)
        assert table.sel is not None or table.controller.key_focus is not None
        pad.press(DOWN)  # lifted, its spots shown
        assert table.sel is not None
        pad.press(A)
        run_until(app, lambda b=before: len(game.moves) > b or game.phase != "play", 30)
        assert len(game.moves) > before and game.moves[before] >> 8 in mine
        turns += 1
    return turns


def test_sdl_virtual_pad_plays_a_hand_and_the_first_lesson(pad_app):
    app, pad = pad_app
    assert pygame.display.get_driver() == "dummy" or sys.platform != "linux"
    pad.plug()
    assert app.input.pad_count == 1
    assert app.top.name == "title"

    # the title: A goes on to the main menu
    pad.press(A)
    menu = app.top
    assert menu.name == "menu"
    press_until(pad, DOWN, lambda: focused_label(menu) == "New game")
    pad.press(A)
    ng = app.top
    assert ng.name == "new_game"
    # a two-player game: the players row, D-pad left/right
    # (the focus starts on Start and stops at the form's ends: up to the players row)
    press_until(pad, UP, lambda: ng.rows.index == 1)
    press_until(pad, LEFT, lambda: ng.players == 2, 4)
    from game.widgets import ButtonRow
    press_until(pad, DOWN, lambda: isinstance(ng.rows.current, ButtonRow))
    pad.press(A)
    table = app.top
    assert table.name == "table" and table.config.players == 2

    turns = _play_the_hand(app, pad, table)
    assert turns >= 2
    assert app.top.name in ("summary", "game_over")

    # back to the main menu: the summary's button, the pause menu, its confirmation
    if app.top.name == "summary":
        summary = app.top
        pad.press(A)  # shows every line
        run_until(app, lambda: summary.shown >= len(summary.lines), 600)
        pad.press(A, frames=10)  # Continue: the next hand
        run_until(app, lambda: app.top is table, 200)
    pad.press(START)
    pause = app.top
    assert pause.name == "pause"
    press_until(pad, DOWN, lambda: focused_label(pause) == "Main menu")
    pad.press(A)
    confirm = app.top
    assert confirm.name == "confirm"
    press_until(pad, RIGHT, lambda: focused_label(confirm) == "Main menu", 3)
    pad.press(A)
    menu = app.top
    assert menu.name == "menu"

    # the tutorial: the welcome, then lesson 1 with "show me" (Y) and A; RB goes on
    press_until(pad, RIGHT, lambda: focused_label(menu) == "Tutorial")  # the grid
    pad.press(A)
    tut = app.top
    from game.tutorial import STEPS
    assert tut.name == "tutorial" and tut.index == 0
    pad.press(RB)  # past the welcome
    first_lesson = STEPS[tut.index][0]
    assert first_lesson == 1
    done_steps = []
    while STEPS[tut.index][0] == first_lesson:
        step = tut.step
        for _ in range(6):
            if tut.done:
                break
            pad.press(Y)  # show me: selects the tile and its spot
            pad.press(A)  # plays it
            run_until(app, lambda: not tut.busy, 600)
        assert tut.done, f"step {step.id} not completed with the pad"
        assert step.id in tut.progress.done or step.kind == "info"
        done_steps.append(step.id)
        run_until(app, lambda: not tut.reading, 120)  # Next waits while the words are read
        pad.press(RB)
        if tut.card is not None:  # "Lesson complete", over the lesson: RB goes on once
            from game.scenes.tutorial.complete import GUARD  # it takes input
            run_until(app, lambda: tut.card is None or tut.card.time >= GUARD, 120)
            pad.press(RB)
            assert tut.card is None
    lesson = [s.id for li, _si, s in STEPS if li == first_lesson]
    assert done_steps == lesson
    assert app.input.pad_count == 1


def test_a_pad_the_game_does_not_open_sends_nothing(pad_app, monkeypatch):
    """The control: SDL sends controller events only for a controller the game opened,
    so the test above depends on the game's hot-plug handling."""
    app, pad = pad_app
    monkeypatch.setattr(type(app.input), "_open_pad", lambda self, index: None)
    pad.plug()
    assert app.input.pad_count == 0
    pad.press(A, frames=3)
    assert app.top.name == "title"
