"""Monkey test: 100,000 random input events through the real scene loop, headless.

The events are posted with ``pygame.event.post`` and handled by ``App.frame``,
forty per frame (2,500 frames, each drawn): mouse motion, presses and releases anywhere,
the wheel, every bound key and random keys, controller buttons and axes, pads
plugged in and pulled out, window resizes (the display really is set to the new
size), focus lost and gained, minimizing. It starts on the title screen and
wanders through every screen the input leads to (menus, new game, the table
with bots playing, pause, options, rules, statistics, tutorial, summaries,
replays...). Speed starts at "instant"; the random input may change it in the
options like any setting.

Rules of the run:

* any exception fails the test (it propagates out of ``App.frame``);
* quitting is allowed (Quit in the main menu, or Quit and its confirmation in
  the pause menu): the app is then started again on the title screen, as a
  player would, and the run goes on (the restarts are counted). No QUIT event
  is ever posted;
* nothing gets stuck: a screen's running animation (``busy``) ends within a
  bounded number of frames, and a table on top whose turn is a bot's keeps
  advancing the engine's position within a bounded number of frames;
* by the end the input has reached the title, the menu, the table (and the
  engine moved) and the pause overlay; the options, the rules, the statistics and
  the tutorial are reached too, and any of them the walk missed this time (it
  depends on how the bots' threads interleave) is opened from the main menu and
  given 200 frames of the same random input.

Bots think in a thread here rather than in the worker process (one process per
table would be spawned for every new game the input starts); their moves are
the same. Files go to a temporary ``SNIFF_HOME``.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random  # noqa: E402

import pygame  # noqa: E402

from game import storage  # noqa: E402
from game.__main__ import build_parser  # noqa: E402
from game.actions import DEFAULT_KEYS  # noqa: E402
from game.bots_worker import BotWorker  # noqa: E402
from game.main import make_app  # noqa: E402
from game.scenes.menus.title import TitleScene  # noqa: E402
from game.scenes.table import scene as table_mod  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402

EVENTS = 100_000
PER_FRAME = 40
#: A running animation must end within this many frames (about 50 s of game time).
BUSY_LIMIT = 3000
#: A bot's turn at the table on top must move the engine within this many frames.
STALL_LIMIT = 3000
SIZES = [(1280, 720), (800, 600), (1024, 768), (1600, 900), (640, 480), (1920, 1080),
         (1366, 700)]
PAD_BUTTONS = list(range(0, 21))
AXES = list(range(0, 6))


def _bound_keys() -> list[int]:
    codes = [pygame.K_TAB]
    for names in DEFAULT_KEYS.values():
        for n in names:
            codes.append(pygame.key.key_code(n))
    return codes


class Monkey:
    def __init__(self, app, rng: random.Random):
        self.app = app
        self.rng = rng
        self.keys = _bound_keys()
        self.pads: list[int] = []
        self.next_pad = 0

    def pos(self):
        w, h = self.app.screen.get_size()
        r = self.rng
        if r.random() < 0.1:  # now and then outside the window or on its edge
            return (r.randint(-50, w + 50), r.randint(-50, h + 50))
        return (r.randrange(w), r.randrange(h))

    def event(self) -> None:
        r = self.rng
        x = r.random()
        post = pygame.event.post
        E = pygame.event.Event
        if x < 0.22:
            post(E(pygame.MOUSEMOTION, pos=self.pos(), rel=(0, 0), buttons=(0, 0, 0)))
        elif x < 0.36:
            button = r.choice([1, 1, 1, 1, 3, 2, 4, 5])
            kind = pygame.MOUSEBUTTONDOWN if r.random() < 0.55 else pygame.MOUSEBUTTONUP
            post(E(kind, pos=self.pos(), button=button))
        elif x < 0.39:
            post(E(pygame.MOUSEWHEEL, x=0, y=r.choice([-1, 1, -3, 2]), flipped=False))
        elif x < 0.68:
            key = r.choice(self.keys)
            mod = pygame.KMOD_SHIFT if r.random() < 0.15 else 0
            post(E(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
            if r.random() < 0.5:
                post(E(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        elif x < 0.73:
            key = r.choice([r.randint(0, 0x7F), r.randint(0x40000039, 0x4000011A),
                            pygame.K_F5, pygame.K_LALT, pygame.K_q])
            post(E(pygame.KEYDOWN, key=key, mod=r.choice([0, 0, pygame.KMOD_CTRL]),
                   unicode="", scancode=0))
        elif x < 0.86:
            kind = pygame.CONTROLLERBUTTONDOWN if r.random() < 0.6 else pygame.CONTROLLERBUTTONUP
            post(E(kind, button=r.choice(PAD_BUTTONS), instance_id=r.choice(self.pads or [0])))
        elif x < 0.93:
            post(E(pygame.CONTROLLERAXISMOTION, axis=r.choice(AXES),
                   value=r.randint(-32768, 32767), instance_id=r.choice(self.pads or [0])))
        elif x < 0.95:
            if r.random() < 0.5 or not self.pads:
                post(E(pygame.CONTROLLERDEVICEADDED, device_index=r.randint(0, 3)))
                self.pads.append(self.next_pad)
                self.next_pad += 1
            else:
                pad = self.pads.pop(r.randrange(len(self.pads)))
                post(E(pygame.CONTROLLERDEVICEREMOVED, instance_id=pad))
        elif x < 0.953:
            size = r.choice(SIZES)
            pygame.display.set_mode(size, pygame.RESIZABLE)
            kind = r.choice([pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED])
            post(E(kind, size=size, w=size[0], h=size[1], x=size[0], y=size[1]))
        elif x < 0.97:
            post(E(r.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED,
                             pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED,
                             pygame.WINDOWENTER, pygame.WINDOWLEAVE])))
        else:
            # the keys that lead somewhere, more often: confirm, back, pause, arrows
            key = r.choice([pygame.K_RETURN, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_p,
                            pygame.K_DOWN, pygame.K_UP, pygame.K_RIGHT, pygame.K_LEFT,
                            pygame.K_SPACE])
            post(E(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _busy(scene) -> bool:
    b = getattr(scene, "busy", None)
    if b is None and hasattr(scene, "timeline"):
        b = scene.timeline.busy
    return bool(b)


def test_monkey_100k_random_events(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    monkeypatch.setattr(table_mod, "BotWorker",
                        lambda fast=False: BotWorker(fast=True, processes=False))
    app = make_app(build_parser().parse_args([]))
    app.settings.speed = "instant"
    pygame.event.clear()
    app.push(TitleScene(app))
    rng = random.Random(20260130)
    monkey = Monkey(app, rng)
    visited: set[str] = {app.top.name}
    toasts: set[str] = set()
    restarts = 0
    busy_for = 0
    stall = {"table": None, "key": None, "frames": 0}
    engine_steps = 0
    seen_steps: dict[int, int] = {}
    frames = EVENTS // PER_FRAME
    try:
        for _frame in range(frames):
            for _ in range(PER_FRAME):
                monkey.event()
            app.frame(1 / 60)
            if not app.running or not app.stack:
                # Quit was chosen: start again on the title screen
                restarts += 1
                while app.stack:
                    app.stack.pop().exit()
                app.running = True
                app.push(TitleScene(app))
                busy_for = 0
                continue
            top = app.top
            visited.add(top.name)
            toasts.update(app.toasts.texts())
            # a running animation ends
            busy_for = busy_for + 1 if _busy(top) else 0
            assert busy_for < BUSY_LIMIT, f"{top.name} busy for {busy_for} frames"
            # a bot's turn at the table moves on
            if isinstance(top, TableScene) and top.name == "table":
                seen_steps[id(top)] = max(seen_steps.get(id(top), 0), len(top.steps))
                key = (len(top.steps), top.game.phase, len(top.events))
                waiting = (top.game.phase == "over" or top.human_turn or top.hold)
                if stall["table"] is not top or stall["key"] != key or waiting:
                    stall.update(table=top, key=key, frames=0)
                else:
                    stall["frames"] += 1
                    assert stall["frames"] < STALL_LIMIT, (
                        f"table stuck at {top.debug_state()} for {stall['frames']} frames")
        engine_steps = sum(seen_steps.values())
        # A screen the random walk did not reach this time (it depends on how the bots'
        # threads interleave with the input) gets its own share of random input: opened
        # from the main menu as a player would, then 200 frames of the same monkey.
        for name in ("options", "rules", "stats", "tutorial"):
            if name in visited:
                continue
            while app.stack:
                app.stack.pop().exit()
            app.running = True
            app.push(app.scene("menu"))
            app.push(app.scene(name))
            assert app.top.name == name
            visited.add(name)
            for _frame in range(200):
                for _ in range(PER_FRAME):
                    monkey.event()
                app.frame(1 / 60)
                if not app.running or not app.stack:
                    break
                busy_for = busy_for + 1 if _busy(app.top) else 0
                assert busy_for < BUSY_LIMIT, f"{app.top.name} busy for {busy_for} frames"
    finally:
        if app.saves is not None:
            app.saves.flush()
        while app.stack:
            app.stack.pop().exit()
        pygame.event.clear()
    print(f"monkey: {frames} frames, {restarts} restarts, {engine_steps} engine steps, "
          f"screens {sorted(visited)}, messages {sorted(toasts)}")
    for name in ("title", "menu", "table", "pause", "options", "rules", "stats", "tutorial"):
        assert name in visited, (name, sorted(visited))
    assert engine_steps >= 20
