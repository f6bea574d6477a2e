"""Measure the tutorial's figure tiles: every step's board, the long side of its
smallest tile (screen px at 1280x720), as the step opens (the player's move still to
make) and once its play is made and landed.

    PYTHONPATH=$PWD .venv/bin/python tools/tutorial_tiles.py --text-scale 1 2
"""

from __future__ import annotations

import argparse
import os
import statistics

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _app(text_scale: float, language: str = "en"):
    from game.__main__ import build_parser
    from game.app import App
    from game.settings import Settings
    app = App(build_parser().parse_args(["--size", "1280x720"]),
              Settings(speed="instant", text_scale=text_scale, language=language,
                       auto_draw=False))
    app.stats = None
    return app


def tile_px(sc) -> int | None:
    """The long side of the smallest tile on the step's board as drawn (None: none)."""
    sc.table.sync(snap=True)
    return sc.table.tile_px()


def play_step(app, sc, dt: float) -> None:
    """Play a tutorial step's wanted moves (drawing where it must) to its end, its beats
    finished and its play explained."""
    for _ in range(400):
        if sc.session.finished:
            break
        if sc.session.must_draw:
            sc.draw_tile()
        elif sc.can_play:
            mv = sc.session.wanted
            sc.select(mv.tile)
            sc.try_play(mv.tile, mv.code & 255)
        app.frame(dt)
    sc.finish_beats()
    sc.explain()


def measure(text_scale: float, language: str = "en") -> list[tuple[str, int | None, int | None]]:
    """``[(step id, px as it opens, px once played)]`` for every step with a board."""
    from game import tutorial as tut
    from game.scenes.tutorial.scene import TutorialScene
    app = _app(text_scale, language)
    dt = 1 / 60
    out = []
    for i, (_li, _si, step) in enumerate(tut.STEPS):
        if step.kind == "info":
            continue
        sc = TutorialScene(app, start=i, progress=tut.Progress())
        app.reset(sc)
        app.frame(dt)
        sc.finish_beats()
        app.frame(dt)
        start = tile_px(sc)
        play_step(app, sc, dt)
        app.frame(dt)
        out.append((step.id, start, tile_px(sc)))
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--text-scale", type=float, nargs="+", default=[1.0])
    ap.add_argument("--language", default="en")
    a = ap.parse_args(argv)
    for ts in a.text_scale:
        rows = measure(ts, a.language)
        print(f"text {ts:.0%}")
        for sid, s, e in rows:
            print(f"  {sid:28} {s if s is not None else '-':>4} {e if e is not None else '-':>4}")
        sizes = [x for _sid, s, e in rows for x in (s, e) if x is not None]
        print(f"  smallest {min(sizes)} px, median {statistics.median(sizes):.0f} px")


if __name__ == "__main__":
    main()
