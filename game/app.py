"""The application: window, clock, scene stack, input routing, screenshots.

``App(options).run()`` is the whole game. Tests drive ``App.frame(dt)``
directly under SDL's dummy drivers, posting real pygame events.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame

from . import i18n, storage
from .actions import Action, InputMapper
from .audio import Audio
from .i18n import _
from .settings import Settings
from .ui import DESIGN, THEME, Fonts, Viewport, set_theme
from .widgets import Toasts

__all__ = ["App"]

#: The splash's rail: the table frame's walnut (assets/images/table_tiles.png's rail).
SPLASH_RAIL = (150, 86, 44)
#: Set (to anything) in the environment: print the time from the process's start to
#: the first frame a scene drew, then end the game (bench/launch_start.py reads it).
FIRST_FRAME_PROBE = "SNIFF_FIRST_FRAME_EXIT"


class App:
    """Owns the window and the scene stack.

    ``options`` is the parsed command line (see ``game.__main__``): ``demo``,
    ``seed``, ``ruleset``, ``players``, ``screenshot``, ``quit_after_game``,
    ``size``, ``fps``.
    """

    def __init__(self, options, settings: Settings | None = None):
        self.options = options
        self.started = time.perf_counter()
        pygame.init()
        self.settings = settings or Settings()
        # until the player chooses one ("" = never chosen), the system's language
        i18n.set_language(self.settings.language or i18n.default_language())
        self.settings.theme = set_theme(self.settings.theme, self.settings.cloth)
        self._theme_shown = (self.settings.theme, self.settings.cloth)
        size = getattr(options, "size", None) or DESIGN
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            flags = pygame.FULLSCREEN
        pygame.display.set_caption("Sniff")
        try:  # the window's icon: the game's own tile art (assets/images/icon.png)
            from .resources import asset_path
            pygame.display.set_icon(pygame.image.load(asset_path("images", "icon.png")))
        except (FileNotFoundError, pygame.error):
            pass
        self.screen = pygame.display.set_mode(size, flags)
        self.vp = Viewport(self.screen.get_size())
        self.splash()
        self.fonts = Fonts(i18n.font_file(), i18n.font_size_factor(), i18n.bold_font_file())
        self.fonts.set_scale(self.vp.scale)
        self.fonts.set_text_scale(self.settings.text_scale)
        self.audio = Audio(self.settings.effects_volume, self.settings.music_volume)
        self.input = InputMapper(self.settings.keys)
        self.clock = pygame.time.Clock()
        self.stack: list = []
        self.running = True
        #: Calls of :meth:`frame`; :attr:`draws` counts the frames actually drawn.
        self.frames = 0
        self.draws = 0
        #: Something changed since the last draw (see :meth:`invalidate`).
        self._dirty = True
        #: An event :meth:`run` waited for, handled by the next :meth:`frame`.
        self._waited: list = []
        #: Whether a visible scene animated at the last frame (its end is drawn once more).
        self._was_moving = False
        self.first_frame_at: float | None = None
        self.shot_dir = Path(options.screenshot) if getattr(options, "screenshot", None) else None
        self.shot_count = 0
        #: Set by the table when a game ends (read by --quit-after-game and tests).
        self.games_finished = 0
        self.fps = getattr(options, "fps", 60) or 60
        #: Short on-screen messages drawn over every scene (bad files, save errors...).
        self.toasts = Toasts()
        #: When set, the next key press goes to this callable (raw pygame key code)
        #: instead of the input mapper: the options screen uses it to rebind keys.
        self.key_capture = None
        self._pressed_in = None  # the scene that got the last mouse press
        #: The device of the last command anywhere ("key", "pad", "mouse"; None: none
        #: yet): a game started with Enter opens with the keys' focus and key bar.
        self.last_source: str | None = None
        self.windowed_size = tuple(size)

    def splash(self) -> None:
        """A first frame at once, before the fonts, sounds, saves and the first scene
        load (without it the window stayed black for seconds at launch): the table's
        wooden rail and its cloth, as the title will show them. Cheap: two fills."""
        from .ui.viewport import FELT
        self.screen.fill(SPLASH_RAIL)
        self.screen.fill(THEME.felt, self.vp.rect(FELT))
        pygame.display.flip()
        pygame.event.pump()  # the window shows it now, not after the first scene

    # -- the stack ----------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene) -> None:
        self._dirty = True
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self):
        self._dirty = True
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        return scene

    def replace(self, scene) -> None:
        """Swap the top scene for ``scene``."""
        self._dirty = True
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def reset(self, scene) -> None:
        """Clear the stack down to ``scene`` alone."""
        self._dirty = True
        while self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def quit(self) -> None:
        self.running = False

    def scene(self, name: str, *args, **kwargs):
        """A new scene by name (see :mod:`game.routes`): how one screen opens another
        without importing it."""
        from .routes import make_scene
        return make_scene(self, name, *args, **kwargs)

    def invalidate(self) -> None:
        """Draw the next frame: something a still scene shows has changed."""
        self._dirty = True

    def visible_scenes(self) -> list:
        """The scenes drawn this frame: the top one and the overlays' scenes below it,
        down to the first opaque one."""
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        return self.stack[max(0, start):]

    def needs_redraw(self) -> bool:
        """True if the next frame must be drawn: something changed, or a visible
        scene (or a toast) is animating."""
        if self._dirty or self.toasts.animating():
            return True
        return self._moving()

    def _moving(self) -> bool:
        return any(scene.animating() for scene in self.visible_scenes())

    # -- services for the screens ------------------------------------------
    def toast(self, message: str, seconds: float = 8.0) -> None:
        """Show ``message`` over every scene for a few seconds."""
        self.toasts.add(message, seconds)
        self._dirty = True

    def capture_key(self, callback) -> None:
        """Send the next key press (its pygame key code) to ``callback``; None cancels."""
        self.key_capture = callback

    def apply_settings(self) -> None:
        """Apply volumes, key bindings, language, theme and text size from ``self.settings``."""
        self.audio.set_volumes(self.settings.effects_volume, self.settings.music_volume)
        self.input.set_keys(self.settings.keys)
        if self.settings.language and self.settings.language != i18n.language():
            self.set_language(self.settings.language)
        self.set_theme(self.settings.theme)
        self.set_text_scale(self.settings.text_scale)

    def set_language(self, code: str) -> None:
        """Show every text in ``code`` from the next frame on (fonts and text caches
        are renewed; screens translate their texts as they draw). The choice is kept
        in the settings."""
        self.settings.language = i18n.set_language(code)
        self.fonts.set_font(i18n.font_file(), i18n.font_size_factor(), i18n.bold_font_file())
        self._renewed()

    def set_theme(self, name: str) -> None:
        if (name, self.settings.cloth) != getattr(self, "_theme_shown", None):
            self.settings.theme = set_theme(name, self.settings.cloth)
            self._theme_shown = (self.settings.theme, self.settings.cloth)
            self._renewed()

    def set_cloth(self, cloth: str) -> None:
        """Lay the table cloth ``cloth`` (game.ui.cloth; the caller checks it is unlocked)."""
        self.settings.cloth = cloth
        self.set_theme(self.settings.theme)

    def set_text_scale(self, value: float) -> None:
        self.settings.text_scale = float(value)
        before = self.fonts.generation
        self.fonts.set_text_scale(value)
        if self.fonts.generation != before:
            self._renewed()

    def _renewed(self) -> None:
        """Language, theme or text size changed: screens lay themselves out again."""
        self._dirty = True
        for scene in self.stack:
            scene.resize()

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and a resizable window (no-op under the dummy driver)."""
        self.settings.fullscreen = bool(on)
        if os.environ.get("SDL_VIDEODRIVER") == "dummy" or pygame.display.get_surface() is None:
            return
        try:
            if on:
                self.windowed_size = self.screen.get_size()
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        except pygame.error as e:
            self.toast(_("Could not switch fullscreen: {error}").format(error=e))
            return
        self.on_resize()

    # -- the loop -----------------------------------------------------------
    #: Events that change nothing on screen (they do not wake a redraw).
    _QUIET_EVENTS = frozenset({pygame.NOEVENT, pygame.AUDIODEVICEADDED, pygame.AUDIODEVICEREMOVED,
                               pygame.CLIPBOARDUPDATE})

    def handle_event(self, ev) -> None:
        t = ev.type
        if t not in self._QUIET_EVENTS:
            self._dirty = True  # input, a resize, focus: what the screen shows may change
        if t == pygame.QUIT:
            self.running = False
            return
        if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.on_resize()
            return
        if t in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            for scene in self.stack:
                scene.focus_lost()
            return
        if t == pygame.KEYDOWN and self.key_capture is not None:
            callback, self.key_capture = self.key_capture, None
            callback(ev.key)
            return
        for inp in self.input.translate(ev):
            if inp.action not in (Action.POINT, Action.RELEASE):
                self.last_source = inp.source
            top = self.top
            if top is None:
                continue
            if inp.action == Action.PRESS:
                self._pressed_in = top
            elif inp.action == Action.RELEASE:
                # a release belongs to the scene that saw the press: a click that
                # closed an overlay must not reach the scene below as a stray release
                pressed_in, self._pressed_in = self._pressed_in, None
                if pressed_in is not None and pressed_in is not top:
                    continue
            top.handle(inp)

    def on_resize(self) -> None:
        self._dirty = True
        self.screen = pygame.display.get_surface()
        self.vp.resize(self.screen.get_size())
        self.fonts.set_scale(self.vp.scale)
        for scene in self.stack:
            scene.resize()

    def frame(self, dt: float) -> None:
        """One frame: events, update the top scene; draw the visible scenes and flip
        only if something changed or animates (:meth:`needs_redraw`)."""
        waited, self._waited = self._waited, []
        for ev in waited + pygame.event.get():
            self.handle_event(ev)
            if not self.running:
                return
        top = self.top
        if top is None:
            self.running = False
            return
        for msg in storage.take_problems():
            self.toast(msg)
        top.update(dt)
        if self.toasts.update(dt):
            self._dirty = True
        # The update that ends a movement (a tile lands, a beat's words change) left a
        # picture nobody has seen yet: draw it once more, then sleep.
        moving = self._moving()
        if self._was_moving and not moving:
            self._dirty = True
        self._was_moving = moving
        self.frames += 1
        if not self.needs_redraw():
            return
        self._dirty = False
        self.draw()
        pygame.display.flip()
        self.draws += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter() - self.started
            if os.environ.get(FIRST_FRAME_PROBE):
                self._report_first_frame()

    def _report_first_frame(self) -> None:
        """The launch probe (:data:`FIRST_FRAME_PROBE`): one line, then the loop ends."""
        from .selftest import since_launch
        since = since_launch()
        if since is None:
            since = self.first_frame_at
        top = getattr(self.top, "name", type(self.top).__name__)
        print(f"launch to first frame {since:.3f} s ({top})", flush=True)
        self.running = False

    def draw(self) -> None:
        for scene in self.visible_scenes():
            scene.draw(self.screen)
        self.toasts.draw(self.screen, self.vp, self.fonts)

    #: Longest sleep while nothing moves: scenes still get :meth:`Scene.update` this
    #: often (a bot's answer or a timer can arrive without an event).
    IDLE_WAIT_MS = 100

    def run(self) -> int:
        """The main loop: at the display's rate while something animates; while the
        screen is still, it sleeps in :func:`pygame.event.wait` until an event (or
        :data:`IDLE_WAIT_MS`) instead of redrawing the same picture."""
        last = time.perf_counter()
        while self.running:
            if self.needs_redraw():
                self.clock.tick(self.fps)
            else:
                ev = pygame.event.wait(self.IDLE_WAIT_MS)
                if ev.type != pygame.NOEVENT:
                    self._waited.append(ev)
                self.clock.tick()  # keep the clock's idea of "last frame" current
            now = time.perf_counter()
            self.frame(min(now - last, 0.1))
            last = now
        return 0

    def screenshot(self, tag: str) -> str | None:
        """Save the current frame as ``NNN_tag.png`` when --screenshot DIR is on."""
        if self.shot_dir is None:
            return None
        self.shot_dir.mkdir(parents=True, exist_ok=True)
        self.draw()
        self.shot_count += 1
        path = self.shot_dir / f"{self.shot_count:03d}_{tag}.png"
        pygame.image.save(self.screen, str(path))
        return str(path)
