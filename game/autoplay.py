"""``python -m game --autoplay`` with a game (not the tutorial): the human's seat
plays by itself through real input, so a whole game runs with nobody at the keys.

Each move is two posted key presses from the player's own key bindings (Right
picks the first playable tile, Confirm plays it on its focused spot), the hand
summary is closed with Confirm, a press the screen set aside (the guard after a
drawn tile lands, a new dialog's input pause) is made again a second later, and the game-over screen ends the run (with
``--quit-after-game``) or goes on to a new game. Everything else (bots,
animations at the chosen speed, autosave) is the real game loop.

With ``SNIFF_TRACE=FILE`` in the environment one line per frame is appended to
FILE: ``frame <n> plays <engine plays so far> busy <0|1> saves <count>`` — the
autosave test uses it to show that it killed the game in the middle of an
animation.
"""

from __future__ import annotations

import os

import pygame

__all__ = ["HumanAutoplay", "run_autoplay"]

TRACE_ENV = "SNIFF_TRACE"
#: Frames after which a press that changed nothing is made again (1 s at 60 fps).
RETRY_FRAMES = 60


def _key_code(app, action: str, fallback: int) -> int:
    for name in app.settings.keys.get(action, []):
        try:
            return pygame.key.key_code(name)
        except (ValueError, pygame.error):
            continue
    return fallback


def _press(code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="",
                                         scancode=0))


def engine_plays(game) -> int:
    """Plays made so far in the whole game (every hand)."""
    return sum(len(d["moves"]) for d in game.deals)


class HumanAutoplay:
    """Posts the key presses a player would make, one decision per frame at most."""

    def __init__(self, app):
        self.app = app
        self.right = _key_code(app, "right", pygame.K_RIGHT)
        self.confirm = _key_code(app, "confirm", pygame.K_RETURN)
        self._done_for = None  # the position (or screen) already answered
        self._waited = 0  # frames the answered position has stood since the last press
        self.table = None

    def _answer(self, key, *codes) -> None:
        """Press ``codes`` once for the position ``key``, and again if it still stands
        after :data:`RETRY_FRAMES` (a press the screen set aside: a guard against
        presses meant for the previous action, an input pause on a new dialog)."""
        if key != self._done_for:
            self._done_for, self._waited = key, 0
        elif self._waited < RETRY_FRAMES:
            self._waited += 1
            return
        else:
            self._waited = 0
        for code in codes:
            _press(code)

    def tick(self) -> None:
        app = self.app
        top = app.top
        name = getattr(top, "name", "")
        if name == "table":
            self.table = top
            if getattr(top, "awaiting_draw", False):  # no play: draw (Enter), a tile a press
                self._answer(("draw", id(top), len(top.director.landed)), self.confirm)
            elif top.human_turn:
                # Right moves the focus, Enter lifts the tile, Enter plays it (a tile
                # the game lifted, just drawn: Right lifts the next, Enter plays it)
                self._answer(("move", id(top), len(top.steps), top.game.drawn),
                             self.right, self.confirm, self.confirm)
        elif name == "summary":
            if top.shown >= len(top.lines):
                self._answer(("summary", id(top)), self.confirm)  # the focused button
        elif name == "game_over":
            if getattr(top, "shot", False):
                self._answer(("over", id(top)), self.confirm)  # New game

    def trace_line(self) -> str:
        t = self.table
        plays = engine_plays(t.game) if t is not None else 0
        busy = int(bool(t is not None and (t.busy or t.events)))
        saves = getattr(self.app, "saves", None)
        count = saves.count if saves is not None else 0
        return f"frame {self.app.frames} plays {plays} busy {busy} saves {count}\n"


def run_autoplay(app) -> int:
    """``App.run`` with the human's seat played by :class:`HumanAutoplay`."""
    driver = HumanAutoplay(app)
    trace_path = os.environ.get(TRACE_ENV)
    trace = open(trace_path, "a", encoding="utf-8") if trace_path else None  # noqa: SIM115
    try:
        while app.running:
            dt = app.clock.tick(app.fps) / 1000.0
            driver.tick()
            app.frame(min(dt, 0.1))
            if trace is not None:
                trace.write(driver.trace_line())
                trace.flush()
    finally:
        if trace is not None:
            trace.close()
    return 0
