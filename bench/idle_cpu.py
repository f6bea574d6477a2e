"""Idle CPU: what the game costs while nothing moves on screen.

    python bench/idle_cpu.py [--seconds 10] [--screens title,menu,table,tutorial]
                             [--drivers dummy,x11]

For each screen (the title after its opening movement, the main menu, the table
waiting for the human's move, a tutorial step waiting for the player) and each
video driver (SDL's dummy driver, and a real X window: under ``$DISPLAY``, or
under an Xvfb the bench starts itself), a fresh game process shows the screen,
settles, then runs its real main loop (:meth:`game.app.App.run`) for
``--seconds``. Prints the process's CPU time as % of one core (target: at most
5 %), and how many frames it drew per second while idle and, for the title, during
its opening movement (animations run at the display's rate: about 60).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCREENS = ("title", "menu", "table", "tutorial")
TARGET = 5.0


def _settle(app, cond, limit: float) -> bool:
    """Run the app's frames in real time until ``cond()`` (or ``limit`` seconds)."""
    end = time.perf_counter() + limit
    last = time.perf_counter()
    while time.perf_counter() < end:
        if cond():
            return True
        app.clock.tick(app.fps)
        now = time.perf_counter()
        app.frame(min(now - last, 0.1))
        last = now
    return cond()


def measure_one(screen: str, seconds: float) -> dict:
    """In this process: show ``screen``, settle, run the real loop; return figures."""
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.__main__ import build_parser
    from game.app import App
    from game.config import GameConfig
    from game.settings import Settings

    args = build_parser().parse_args(["--size", "1280x720"])
    app = App(args, Settings(speed="normal"))
    app.stats = None
    app.saves = None
    still = lambda: not app.needs_redraw()  # noqa: E731
    anim_fps = None
    if screen == "title":
        app.push(app.scene("title"))
        d0, t0 = app.draws, time.perf_counter()
        _settle(app, lambda: False, 2.0)  # the opening movement
        anim_fps = (app.draws - d0) / (time.perf_counter() - t0)
        settled = _settle(app, still, 8.0)
    elif screen == "menu":
        app.push(app.scene("menu"))
        settled = _settle(app, still, 5.0)
    elif screen == "table":
        cfg = GameConfig(ruleset="american", players=2, levels=["medium"] * 4, seed=3)
        table = app.scene("table", cfg)
        app.push(table)
        _settle(app, lambda: getattr(table, "human_turn", False), 40.0)
        settled = _settle(app, still, 5.0)
    elif screen == "tutorial":
        app.push(app.scene("tutorial"))
        settled = _settle(app, still, 8.0)
    else:
        raise SystemExit(f"unknown screen {screen!r}")
    _settle(app, lambda: False, 0.5)
    pygame.time.set_timer(pygame.QUIT, round(seconds * 1000), 1)
    d0 = app.draws
    c0, t0 = time.process_time(), time.perf_counter()
    app.run()
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return {"screen": screen, "cpu": 100.0 * cpu / wall, "wall": wall,
            "idle_fps": (app.draws - d0) / wall, "anim_fps": anim_fps, "settled": settled}


def _start_xvfb():
    """An Xvfb on a free display: ``(process, ":N")`` or ``(None, None)``."""
    if shutil.which("Xvfb") is None:
        return None, None
    r, w = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1600x1000x24"],
                            pass_fds=(w,), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    os.close(w)
    with os.fdopen(r) as f:
        num = f.readline().strip()
    if not num:
        proc.terminate()
        return None, None
    return proc, f":{num}"


def run_child(screen: str, driver: str, seconds: float, display: str | None) -> dict:
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SNIFF_HOME=tempfile.mkdtemp())
    if driver == "dummy":
        env["SDL_VIDEODRIVER"] = "dummy"
    else:
        env.pop("SDL_VIDEODRIVER", None)
        env["DISPLAY"] = display
    out = subprocess.run([sys.executable, __file__, "--one", screen, "--seconds", str(seconds)],
                         env=env, capture_output=True, text=True, timeout=seconds + 120)
    for line in reversed(out.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return {"screen": screen, "error": (out.stderr.strip().splitlines() or ["no output"])[-1]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--screens", default=",".join(SCREENS))
    ap.add_argument("--drivers", default="dummy,x11")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.one:
        print(json.dumps(measure_one(a.one, a.seconds)))
        return 0
    screens = [s for s in a.screens.split(",") if s]
    drivers = [d for d in a.drivers.split(",") if d]
    xvfb, display = None, os.environ.get("DISPLAY")
    if "x11" in drivers and not display:
        xvfb, display = _start_xvfb()
    failed = 0
    try:
        print(f"idle CPU over {a.seconds:.0f} s, % of one core (target <= {TARGET:.0f} %)")
        for driver in drivers:
            if driver == "x11" and not display:
                print("x11    (no X display and no Xvfb: skipped)")
                continue
            for screen in screens:
                r = run_child(screen, driver, a.seconds, display)
                if "error" in r:
                    print(f"{driver:6s} {screen:9s} ERROR {r['error']}")
                    failed += 1
                    continue
                ok = r["cpu"] <= TARGET
                failed += not ok
                extra = (f"  animation {r['anim_fps']:5.1f} frames/s"
                         if r.get("anim_fps") else "")
                print(f"{driver:6s} {screen:9s} {r['cpu']:5.1f} %  "
                      f"{r['idle_fps']:5.1f} frames/s drawn while idle{extra}  "
                      f"{'ok' if ok else 'OVER'}{'' if r['settled'] else ' (never settled)'}")
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
