"""The autosave survives SIGKILL: a real ``python -m game`` process is killed in the
middle of an animation, then Continue restores exactly the engine's position.

The game runs with ``--autoplay`` (the human's seat plays through posted key
presses, the bots think in their worker process, animations run at "fast"),
``SNIFF_HOME`` in a temporary folder and SDL's dummy drivers. While it runs,
the save file is read and parsed as often as possible: it must always be a
whole JSON document (atomic writes). Right after a new save lands the process
gets SIGKILL; its per-frame trace (``SNIFF_TRACE``) shows it was animating.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from engine.record import replay_record  # noqa: E402
from game import storage  # noqa: E402
from game.__main__ import build_parser  # noqa: E402
from game.main import make_app  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
#: Kill once the save holds at least this many plays.
PLAYS = 8


def _plays(doc) -> int:
    return sum(len(h["plays"]) for h in doc["record"]["hands"])


def _trace_fields(trace: Path) -> dict:
    """The last complete line of the game's per-frame trace, as a dict."""
    try:
        with open(trace, "rb") as f:
            f.seek(0, os.SEEK_END)
            f.seek(max(0, f.tell() - 400))
            tail = f.read().decode()
    except OSError:
        return {}
    lines = [x for x in tail.split("\n")[:-1] if x.startswith("frame ")]
    if not lines:
        return {}
    words = lines[-1].split()
    return dict(zip(words[::2], words[1::2]))


def _group_alive(pgid: int) -> list[str]:
    """Live (not zombie) processes of process group ``pgid`` (Linux /proc)."""
    out = []
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        state, group = fields[0], int(fields[2])
        if group == pgid and state not in ("Z", "X"):
            out.append(d.name)
    return out


def _position(game):
    return (game.phase, game.turn, game.hand_no,
            [game.hand_tiles(s) for s in range(game.players)], list(game.layout.placed),
            list(game.scores), game.boneyard[game.bone_ptr:], game.drawn, list(game.void))


def test_sigkill_mid_animation_then_continue_restores_the_engine_position(tmp_path,
                                                                         monkeypatch):
    home = tmp_path
    (home / "settings.json").write_text(json.dumps({"speed": "fast"}))
    trace = home / "trace.txt"
    save = home / "autosave.json"
    env = dict(os.environ, SNIFF_HOME=str(home), SNIFF_TRACE=str(trace),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1")
    err = open(home / "stderr.txt", "wb")  # noqa: SIM115
    proc = subprocess.Popen([sys.executable, "-m", "game", "--players", "2", "--seed", "5",
                             "--autoplay"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=err, start_new_session=True)
    reads = 0
    last = None
    doc = None
    try:
        deadline = time.monotonic() + 120
        while True:
            assert time.monotonic() < deadline, "the game did not reach the plays in time"
            assert proc.poll() is None, (home / "stderr.txt").read_text()
            try:
                raw = save.read_bytes()
            except FileNotFoundError:
                time.sleep(0.002)
                continue
            reads += 1
            doc = json.loads(raw)  # never half-written: always a whole document
            assert doc["format"] == "sniff-save/1"
            if raw != last and last is not None and _plays(doc) >= PLAYS:
                # a new save just landed: the move it holds is being animated. Wait for
                # the trace to reach that frame (a frame may still be drawing), then kill.
                want = _plays(doc)
                until = time.monotonic() + 5
                while _trace_fields(trace).get("plays") != str(want):
                    assert time.monotonic() < until, "the trace never showed the move"
                    time.sleep(0.001)
                os.kill(proc.pid, signal.SIGKILL)
                break
            last = raw
            time.sleep(0.001)
        proc.wait(timeout=30)
        assert proc.returncode == -signal.SIGKILL
    finally:
        err.close()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    # the bots' worker noticed and went away by itself
    if sys.platform.startswith("linux"):
        for _ in range(100):
            if not _group_alive(proc.pid):
                break
            time.sleep(0.05)
        left = _group_alive(proc.pid)
        for pid in left:
            os.kill(int(pid), signal.SIGKILL)
        assert not left, "processes outlived the game"
    assert reads >= 50
    # the killed process was in the middle of an animation of the position saved
    fields = _trace_fields(trace)
    assert fields["busy"] == "1", fields
    on_disk = json.loads(save.read_bytes())
    assert on_disk == doc
    assert int(fields["plays"]) == _plays(on_disk)

    # a new process: Continue restores exactly the engine's position
    monkeypatch.setenv("SNIFF_HOME", str(home))
    storage.take_problems()
    app = make_app(build_parser().parse_args([]))
    app.settings.speed = "instant"
    pygame.event.clear()
    try:
        assert app.saves.has_save()
        expected = replay_record(on_disk["record"])
        assert app.saves.continue_game()
        table = app.top
        assert isinstance(table, TableScene)
        g = table.game
        assert _position(g) == _position(expected)
        assert g.to_record() == on_disk["record"]
        assert g.seed == on_disk["screen"]["seed"]
        for s in range(g.players):
            assert sorted(table.shown_hands[s]) == sorted(g.hand_tiles(s))
        assert table.shown_layout.placed == g.layout.placed
        assert [round(x) for x in table.shown_scores] == list(g.scores)
        assert not storage.problems()
        # and play goes on from there: bots move, the human gets a turn and plays
        steps = len(table.steps)
        for _ in range(3000):
            if table.human_turn:
                code = g.legal_codes()[0]
                assert table.try_play(code >> 8, code & 255)
                break
            app.frame(1 / 60)
        app.frame(1 / 60)
        assert len(table.steps) > steps
    finally:
        app.saves.flush()
        while app.stack:
            app.stack.pop().exit()
