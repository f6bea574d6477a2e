"""``sniff --selftest``: prove a build works on this machine, then exit.

Starts the real app under whatever video driver is present (SDL's dummy
driver in CI), renders frames of the table with bots in every seat, plays one
full hand through the engine and its animations to the hand summary, and
exits 0. Any failure exits 1 with one clear line. It writes nothing: no
settings, statistics or screenshots (a demo table records no statistics).
"""

from __future__ import annotations

import sys
import time
import traceback

__all__ = ["run_selftest"]

#: Wall-clock limit for the whole self-test, in seconds.
LIMIT = 180.0


def since_launch() -> float | None:
    """Seconds since this program was launched (Linux: from /proc; the frozen
    one-file build counts from its bootloader, the parent process), or None."""
    import os
    import sys
    try:
        pid = os.getppid() if getattr(sys, "frozen", False) else os.getpid()
        with open(f"/proc/{pid}/stat") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise AssertionError(what)


def run_selftest(args, make_app) -> int:
    """Run the self-test; ``make_app(args, settings)`` builds the app (given by
    :mod:`game.main`, so this module does not import it back)."""
    t0 = time.perf_counter()
    try:
        report = _selftest(args, make_app)
    except Exception as e:  # report any failure as one line, with the trace for debugging
        traceback.print_exc(file=sys.stderr)
        print(f"sniff selftest: FAILED: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
    print(f"sniff selftest: ok ({report}; {time.perf_counter() - t0:.1f} s)")
    return 0


def _selftest(args, make_app) -> str:
    import pygame

    from .config import GameConfig
    from .resources import asset_root
    from .scenes.table.scene import TableScene
    from .scenes.table.summary import SummaryScene
    from .settings import Settings

    _check(asset_root().is_dir(), f"assets not found at {asset_root()}")
    settings = Settings()  # defaults: never read or write the player's files here
    settings.speed = "fast"
    args.demo = True
    app = make_app(args, settings)
    app.stats = None
    seed = args.seed if args.seed is not None else 2026
    cfg = GameConfig(ruleset=args.ruleset or "american", players=args.players or 4,
                     levels=["medium", "easy", "medium", "hard"], seed=seed, demo=True)
    table = TableScene(app, cfg)
    app.push(table)
    first_frame = None
    dt = 1 / 60
    deadline = time.perf_counter() + LIMIT
    try:
        while True:
            app.frame(dt)
            if first_frame is None:
                first_frame = since_launch()
                if first_frame is None:
                    first_frame = time.perf_counter() - app.started
            if isinstance(app.top, SummaryScene):
                break
            _check(app.running, "the app stopped before the hand ended")
            _check(time.perf_counter() < deadline,
                   f"no hand end within {LIMIT:.0f} s ({app.frames} frames)")
            if app.frames % 4 == 0:  # give the bots' worker time without busy-spinning
                time.sleep(0.002)
        for _ in range(10):  # the summary renders too
            app.frame(dt)
        g = table.game
        _check(g.hand_no == 0 and g.phase in ("deal", "over"), "the first hand did not end")
        ends = [e for e in g.log if e.kind == "hand_end"]
        _check(len(ends) == 1 or g.phase == "over", "expected exactly one hand end")
        plays = sum(1 for e in g.log if e.kind == "play")
        _check(plays >= 1, "no tile was played")
        surf = pygame.display.get_surface()
        colors = {surf.get_at((x, y))[:3] for x in range(0, surf.get_width(), 97)
                  for y in range(0, surf.get_height(), 89)}
        _check(len(colors) > 5, "the screen is blank")
        how = ends[0].how if ends else "game won"
        return (f"{app.frames} frames, {plays} plays, hand {how}, launch to first frame "
                f"{first_frame:.2f} s, driver {pygame.display.get_driver()}")
    finally:
        while app.stack:
            app.stack.pop().exit()
        pygame.quit()
