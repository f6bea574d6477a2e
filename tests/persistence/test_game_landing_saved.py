"""A move the player has seen land on the table is on disk (issue 12 item 11).

Two tests: in-process with a slow disk (every save takes 150 ms), each landing
of a tile is checked against the save on disk at that very moment; and the
real game killed with SIGKILL right after a move is seen to land, many times
(``SNIFF_KILL_RUNS``, default 12): the save always has that move.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402
import random  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from game import storage  # noqa: E402
from game.__main__ import build_parser  # noqa: E402
from game.config import GameConfig  # noqa: E402
from game.main import make_app, shutdown  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _plays(doc) -> int:
    return sum(len(h["plays"]) for h in doc["record"]["hands"])


def test_every_landing_is_on_disk_even_with_a_slow_disk(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    real = storage.atomic_write_json

    def slow(path, obj, **kw):
        time.sleep(0.15)
        return real(path, obj, **kw)
    monkeypatch.setattr(storage, "atomic_write_json", slow)
    app = make_app(build_parser().parse_args([]))
    app.settings.speed = "fast"
    pygame.event.clear()
    table = TableScene(app, GameConfig(players=3, seed=21))
    app.reset(table)
    landed = []

    def on_shot(tag):
        if tag == "play":  # the table's landing beat of a play
            doc = json.loads((tmp_path / "autosave.json").read_bytes())
            landed.append((_plays(doc), len(landed) + 1))
    app.screenshot = on_shot
    try:
        deadline = time.monotonic() + 240
        while len(landed) < 14:
            assert time.monotonic() < deadline, f"only {len(landed)} landings"
            if app.top is not table:
                break  # a hand summary: enough plays seen
            if table.human_turn:
                code = table.game.legal_codes()[0]
                table.try_play(code >> 8, code & 255)
            app.frame(1 / 60)
            time.sleep(0.001)
    finally:
        shutdown(app)
    assert len(landed) >= 5
    for on_disk, seen in landed:
        assert on_disk >= seen, landed


def _trace_lines(trace: Path, pos: int):
    try:
        with open(trace, "rb") as f:
            f.seek(pos)
            data = f.read()
    except OSError:
        return pos, []
    end = data.rfind(b"\n") + 1
    lines = data[:end].decode().split("\n")[:-1]
    return pos + end, [dict(zip(x.split()[::2], x.split()[1::2])) for x in lines]


class _KilledGame:
    """The real game, run until ``after`` or more plays have all landed (nothing left to
    animate), then SIGKILLed on that very frame."""

    def __init__(self, home: Path, seed: int, after: int):
        (home / "settings.json").write_text(json.dumps({"speed": "fast"}))
        self.home, self.after = home, after
        self.trace = home / "trace.txt"
        env = dict(os.environ, SNIFF_HOME=str(home), SNIFF_TRACE=str(self.trace),
                   PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        self.proc = subprocess.Popen([sys.executable, "-m", "game", "--players", "2",
                                      "--seed", str(seed), "--autoplay"], cwd=ROOT, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                     start_new_session=True)
        self.pos = 0
        self.seen: int | None = None

    def poll(self) -> bool:
        """Read the new trace lines; kill the game at the first landing seen. True once
        it is killed."""
        if self.seen is not None:
            return True
        assert self.proc.poll() is None, self.proc.stderr.read().decode()
        self.pos, lines = _trace_lines(self.trace, self.pos)
        for f in lines:
            if f.get("busy") == "0" and int(f.get("plays", 0)) >= self.after:
                self.seen = int(f["plays"])
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(30)
                return True
        return False

    def close(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        self.proc.stderr.close()

    def saved(self) -> int:
        return _plays(json.loads((self.home / "autosave.json").read_bytes()))


#: Games run side by side: each mostly waits (animations, the bots' think time).
AT_ONCE = 4


def test_sigkill_right_after_a_move_is_seen_to_land_never_loses_it(tmp_path):
    runs = int(os.environ.get("SNIFF_KILL_RUNS", "12"))
    rng = random.Random(12)
    todo = []
    for i in range(runs):
        home = tmp_path / f"run{i}"
        home.mkdir()
        todo.append((home, 100 + i, rng.randint(1, 9)))
    results = []
    running: list[_KilledGame] = []
    deadline = time.monotonic() + 180 + 60 * runs / AT_ONCE
    try:
        while todo or running:
            while todo and len(running) < AT_ONCE:
                running.append(_KilledGame(*todo.pop(0)))
            assert time.monotonic() < deadline, "no landing in time"
            for game in [g for g in running if g.poll()]:
                running.remove(game)
                game.close()
                results.append((game.seen, game.saved()))
            time.sleep(0.0005)
    finally:
        for game in running:
            game.close()
    assert len(results) == runs
    assert all(saved >= seen for seen, saved in results), results
