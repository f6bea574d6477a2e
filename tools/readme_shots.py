"""Retake the README's table screenshots from seeded demo games.

Each shot is one frame of a demo game (bots in every seat, the same pixels the window
shows) that ``python -m game --demo --screenshot`` saves at its key moments (tags
``deal``, ``play``, ``hand_summary``, ``game_over``), with the settings a shot needs
(language, text size, theme) in a throwaway data folder (``SNIFF_HOME``). A shot names
its frame by tag and by how many of that tag to skip, so a change to the game that
moves the frames shows up as a different picture, not as a crash.

    .venv/bin/python tools/readme_shots.py            # every shot into docs/
    .venv/bin/python tools/readme_shots.py --list     # what each shot is
    .venv/bin/python tools/readme_shots.py --only table_2p --out /tmp/shots

The PNGs are reduced to 256 colours with ImageMagick's ``convert`` when it is on the
PATH (a fifth of the size); otherwise they are copied as the game wrote them.
Exit codes: 0 done, 2 a bad argument, 1 a demo that failed or lacked the frame.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Shot:
    """A README screenshot: a demo (``players``, ``seed``, ``settings``) and the frame
    of tag ``tag`` after ``skip`` earlier ones of that tag (-1: the last)."""
    name: str
    about: str
    players: int
    seed: int
    tag: str
    skip: int
    settings: dict = field(default_factory=dict)


SHOTS = (
    Shot("table_2p", "2 players, a long line with doubles across", 2, 3, "play", 114),
    Shot("table_4p_late", "4 players, late in a hand", 4, 5, "play", 20),
    Shot("hand_summary", "the hand summary: points in play, hand end, this hand", 2, 3,
         "hand_summary", 0),
    Shot("game_over", "the game over", 2, 3, "game_over", 0),
    Shot("i18n_pl", "the table in Polish", 2, 3, "play", 88, {"language": "pl"}),
    Shot("i18n_zh", "the table in Chinese", 2, 3, "play", 88, {"language": "zh_CN"}),
)


def _frame(folder: Path, tag: str, skip: int) -> Path | None:
    frames = sorted(p for p in folder.glob(f"*_{tag}.png"))
    if not frames:
        return None
    if skip < 0:
        return frames[skip]
    return frames[skip] if skip < len(frames) else None


def demo_frames(players: int, seed: int, settings: dict, python: str, folder: Path) -> str | None:
    """Play the seeded demo into ``folder`` with ``settings``; None when done, else what
    went wrong."""
    home = folder / "home"
    home.mkdir(parents=True)
    (home / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    env = dict(os.environ, SNIFF_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    cmd = [python, "-m", "game", "--demo", "--seed", str(seed), "--players", str(players),
           "--size", "1280x720", "--screenshot", str(folder / "frames"),
           "--quit-after-game"]
    run = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=1800)
    if run.returncode != 0:
        return f"the demo exited with {run.returncode}: {run.stderr.strip()[-200:]}"
    return None


def keep(shot: Shot, frames: Path, out: Path) -> str | None:
    """Copy ``shot``'s frame from ``frames`` into ``out``; None when done."""
    src = _frame(frames, shot.tag, shot.skip)
    if src is None:
        return f"no {shot.tag!r} frame after {shot.skip}"
    dest = out / f"{shot.name}.png"
    if shutil.which("convert"):
        subprocess.run(["convert", str(src), "-colors", "256", f"PNG8:{dest}"], check=True)
    else:
        shutil.copyfile(src, dest)
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs"), help="folder for the PNGs")
    ap.add_argument("--only", action="append", default=[], metavar="NAME",
                    help="take only this shot (again for more)")
    ap.add_argument("--list", action="store_true", help="list the shots and exit")
    args = ap.parse_args(argv)
    names = {s.name for s in SHOTS}
    unknown = [n for n in args.only if n not in names]
    if unknown:
        print(f"readme_shots: no shot named {unknown[0]!r} (see --list)", file=sys.stderr)
        return 2
    if args.list:
        for s in SHOTS:
            print(f"{s.name:18} {s.about}")
        return 0
    out = Path(args.out)
    if not out.is_dir():
        print(f"readme_shots: {out} is not a folder", file=sys.stderr)
        return 2
    wanted = [s for s in SHOTS if not args.only or s.name in args.only]
    # one demo for every shot of the same game and settings
    runs: dict[tuple, list[Shot]] = {}
    for s in wanted:
        runs.setdefault((s.players, s.seed, json.dumps(s.settings, sort_keys=True)),
                        []).append(s)
    failed = 0
    for (players, seed, settings), shots in runs.items():
        with tempfile.TemporaryDirectory() as tmp:
            problem = demo_frames(players, seed, {"speed": "fast", **json.loads(settings)},
                                  sys.executable, Path(tmp))
            for s in shots:
                said = problem or keep(s, Path(tmp) / "frames", out)
                print(f"{s.name}: {said or 'ok'}")
                failed += said is not None
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
