"""``run(args)``: load settings and statistics, open the window, push the first screen.

Ending: closing the window, SIGTERM, SIGHUP and Ctrl-C (SIGINT) all end the
game the same clean way: the frame loop stops, the last move's save is
written, every scene is closed (the bots' worker process ends) and the exit
status is 0. A signal that arrives before the window is open ends the start-up
at once (nothing is in play yet to save).

One game per data folder (:mod:`game.instance_lock`): a game started while
another runs on the same folder says so and exits with status 4, writing
nothing (the demo, which writes no file, and the self-test are not locked).
"""

from __future__ import annotations

import copy
import signal
import sys

__all__ = ["run", "make_app", "first_scene", "open_saved_game", "shutdown", "StopSignals"]


class Stopped(BaseException):
    """A stop signal arrived before the frame loop ran (start-up is abandoned)."""


class StopSignals:
    """While active, SIGTERM, SIGHUP and SIGINT stop the app's frame loop (or the
    start-up, by :class:`Stopped`) instead of killing the process mid-write."""

    NAMES = ("SIGTERM", "SIGHUP", "SIGINT")

    def __init__(self):
        self.app = None
        self.received: int | None = None
        self._old: dict = {}

    def __enter__(self) -> StopSignals:
        for name in self.NAMES:
            sig = getattr(signal, name, None)
            if sig is None:
                continue
            try:
                self._old[sig] = signal.signal(sig, self._handle)
            except (ValueError, OSError):  # not the main thread, or not allowed here
                pass
        return self

    def __exit__(self, *exc) -> None:
        for sig, old in self._old.items():
            try:
                signal.signal(sig, old)
            except (ValueError, OSError, TypeError):
                pass
        self._old.clear()

    def _handle(self, signum, frame) -> None:
        self.received = signum
        if self.app is not None:
            self.app.running = False  # the loop ends after this frame
        else:
            raise Stopped


def _load_settings():
    try:
        from .storage import load_settings
    except ImportError:
        from .settings import Settings
        return Settings()
    result = load_settings()
    if isinstance(result, tuple):
        result = result[0]
    return result


def _load_stats():
    try:
        from .stats import Stats
    except ImportError:
        return None
    try:
        return Stats.load()
    except (OSError, ValueError):
        return None


def demo_config(args):
    from .config import GameConfig
    return GameConfig(ruleset=args.ruleset or "american", players=args.players or 4,
                      levels=["medium", "easy", "medium", "hard"], seed=args.seed, demo=True)


def make_app(args, settings=None):
    """The App for ``args`` (settings loaded from disk unless given)."""
    from .app import App
    if settings is None:
        settings = _load_settings()
    if getattr(args, "demo", False):
        # the demo plays fast unless the player chose a speed other than normal
        settings = copy.deepcopy(settings)
        if settings.speed == "normal":
            settings.speed = "fast"
    app = App(args, settings)
    app.stats = None if getattr(args, "demo", False) else _load_stats()
    from .ui.cloth import usable_cloth
    # a cloth whose goal is not earned (a hand-edited settings file) is green
    app.set_cloth(usable_cloth(app.settings.cloth, getattr(app.stats, "goals", None)))
    from .levels import lay_tiles
    lay_tiles(app.settings, app.stats)  # a tile set above the player's level is ivory
    from .persistence import Persistence
    from .saves import Saves
    # a demo never saves: bots only, nothing to continue
    app.saves = None if getattr(args, "demo", False) else Saves(
        app, open_game=lambda loaded: open_saved_game(app, loaded))
    app.persistence = Persistence(app.saves, lambda: getattr(app, "stats", None))
    return app


def open_saved_game(app, loaded):
    """The scene that continues a saved game (``game.saves.Loaded``)."""
    from .scenes.table.scene import TableScene
    return TableScene(app, loaded.config, game=loaded.game, resume=loaded)


def first_scene(app, args):
    """The first screen for ``args``; raises ``ImportError`` if it is not built yet."""
    if getattr(args, "demo", False):
        from .scenes.table.scene import TableScene
        return TableScene(app, demo_config(args))
    if getattr(args, "tutorial", False):
        from .scenes.tutorial.scene import TutorialScene
        return TutorialScene(app)
    if getattr(args, "review", None):  # the coach on an exported game (issue 14)
        from .scenes.review.start import record_replay
        return record_replay(app, args.review)
    if args.players or args.ruleset or args.seed is not None:
        # a quick game straight from the command line; a damaged save is set aside
        # (kept, with a message) before the new game's first move could overwrite it
        if getattr(app, "saves", None) is not None:
            app.saves.has_save()
        from .config import GameConfig
        from .scenes.table.scene import TableScene
        return TableScene(app, GameConfig(ruleset=args.ruleset or "american",
                                          players=args.players or 2, seed=args.seed))
    # a first launch is welcomed with two big choices; a returning player sees the title
    from .scenes.menus.welcome import start_scene
    return start_scene(app)


def shutdown(app, timeout: float = 10.0) -> None:
    """End cleanly: every save asked for on disk, every scene closed (the bots'
    worker process with it)."""
    persistence = getattr(app, "persistence", None)
    if persistence is not None:
        persistence.flush(timeout)
    elif getattr(app, "saves", None) is not None:
        app.saves.flush(timeout)
    while app.stack:
        scene = app.stack.pop()
        try:
            scene.exit()
        except Exception:  # noqa: BLE001 - one scene failing to close must not stop the rest
            pass


def _quiet_closed_pool_wakeup(hook):
    """``sys.unraisablehook`` less one CPython 3.11 quirk: at interpreter exit,
    concurrent.futures' exit handler wakes a process pool whose pipe its own manager
    thread already closed (our bots' worker, shut down without waiting) and prints an
    OSError(EBADF) "Exception ignored" traceback. Everything else goes to ``hook``."""
    import errno
    import traceback

    def quiet(unraisable):
        exc, tb = unraisable.exc_value, unraisable.exc_traceback
        if (isinstance(exc, OSError) and exc.errno == errno.EBADF and tb is not None
                and any(f.filename.replace("\\", "/").endswith("concurrent/futures/process.py")
                        for f in traceback.extract_tb(tb))):
            return
        hook(unraisable)
    return quiet


def run(args) -> int:
    sys.unraisablehook = _quiet_closed_pool_wakeup(sys.unraisablehook)
    if getattr(args, "selftest", False):
        try:
            from .selftest import run_selftest
        except ImportError:
            print("sniff: the self-test is not available in this build", file=sys.stderr)
            return 2
        return run_selftest(args, make_app)
    if getattr(args, "demo", False):  # bots only: the demo writes no file
        return _run(args)
    # one game per data folder: a second one would lose the first one's games
    from .instance_lock import BUSY, EXIT_LOCKED, InstanceLock, tell_locked
    lock = InstanceLock()
    if lock.acquire() == BUSY:
        tell_locked(lock.path.parent)
        return EXIT_LOCKED
    try:
        return _run(args)
    finally:
        lock.release()


def _run(args) -> int:
    record_error: tuple = ()  # the coach's modules load only for --review
    if getattr(args, "review", None):
        from .scenes.review.start import RecordFileError
        record_error = (RecordFileError,)
    app = None
    with StopSignals() as stop:
        try:
            app = make_app(args)
            try:
                scene = first_scene(app, args)
            except ImportError as e:
                print(f"sniff: that screen is not available yet ({e})", file=sys.stderr)
                return 2
            except record_error as e:  # a record file that cannot be opened (--review)
                print(f"sniff: {e}", file=sys.stderr)
                shutdown(app)
                return 2
            app.push(scene)
            stop.app = app
            if stop.received is not None:
                app.running = False
        except Stopped:
            if app is not None:
                shutdown(app)
            return 0
        try:
            if getattr(args, "autoplay", False) and not getattr(args, "tutorial", False):
                from .autoplay import run_autoplay
                code = run_autoplay(app)
            else:
                code = app.run()
        finally:
            # the last move's save is on disk and the bots' worker is gone before
            # the process ends, however the loop ended
            shutdown(app)
    return code
