"""Ending the game (issue 12 items 3 and 4): SIGTERM and closing the window end it
cleanly (the last move on disk, the bots' worker gone, exit 0), and files that are
FIFOs never freeze the start (they are set aside, never opened)."""

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
import pytest  # noqa: E402

from game import storage  # noqa: E402
from game.__main__ import build_parser  # noqa: E402
from game.config import GameConfig  # noqa: E402
from game.main import make_app, shutdown  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")


def _plays(doc) -> int:
    return sum(len(h["plays"]) for h in doc["record"]["hands"])


def _last_trace(trace: Path) -> dict:
    try:
        lines = [x for x in trace.read_text().split("\n")[:-1] if x.startswith("frame ")]
    except OSError:
        return {}
    if not lines:
        return {}
    words = lines[-1].split()
    return dict(zip(words[::2], words[1::2]))


def _group_alive(pgid: int) -> list[str]:
    out = []
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
            out.append(d.name)
    return out


def _start(home: Path, *args: str) -> subprocess.Popen:
    env = dict(os.environ, SNIFF_HOME=str(home), SNIFF_TRACE=str(home / "trace.txt"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)


def _finish(proc: subprocess.Popen, timeout: float = 30):
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise AssertionError("the game did not end") from None
    return out.decode(errors="replace"), err.decode(errors="replace")


def _no_process_left(pgid: int) -> None:
    if not LINUX:
        return
    for _ in range(200):
        if not _group_alive(pgid):
            return
        time.sleep(0.05)
    left = _group_alive(pgid)
    for pid in left:
        os.kill(int(pid), signal.SIGKILL)
    raise AssertionError(f"processes outlived the game: {left}")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_stop_signal_mid_game_saves_the_last_move_and_exits_0(tmp_path, sig):
    (tmp_path / "settings.json").write_text(json.dumps({"speed": "fast"}))
    proc = _start(tmp_path, "--players", "2", "--seed", "5", "--autoplay")
    trace = tmp_path / "trace.txt"
    deadline = time.monotonic() + 180
    while int(_last_trace(trace).get("plays", 0)) < 4:
        assert proc.poll() is None, _finish(proc)[1]
        assert time.monotonic() < deadline, "the game did not reach 4 plays"
        time.sleep(0.01)
    proc.send_signal(sig)
    _out, err = _finish(proc)
    assert proc.returncode == 0, err
    assert "Traceback" not in err, err
    _no_process_left(proc.pid)  # the bots' worker ended too
    seen = int(_last_trace(trace)["plays"])
    doc = json.loads((tmp_path / "autosave.json").read_bytes())
    assert _plays(doc) >= seen  # every move the engine made is on disk


def test_a_signal_during_start_up_ends_it_at_once(tmp_path):
    proc = _start(tmp_path, "--players", "2", "--seed", "5")
    time.sleep(0.3)  # still importing or loading
    proc.send_signal(signal.SIGTERM)
    _out, err = _finish(proc)
    assert proc.returncode in (0, -signal.SIGTERM) and "Traceback" not in err, err
    _no_process_left(proc.pid)


def test_fifos_in_place_of_the_players_files_never_freeze_the_start(tmp_path):
    names = ["settings.json", "stats.json", "autosave.json", "tutorial.json"]
    for n in names:
        os.mkfifo(tmp_path / n)
    code = ("import sys; from game import storage; from game.stats import Stats; "
            "from game.saves import Saves; from game.tutorial import Progress; "
            "storage.load_settings(); Stats.load(); "
            "assert Saves().load() is None; Progress.load(); "
            "print(len(storage.take_problems()))")
    env = dict(os.environ, SNIFF_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, timeout=60,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[-1] == "4"  # one message per file
    for n in names:
        assert not (tmp_path / n).exists()
    bad = sorted(p.name for p in tmp_path.iterdir())
    assert len(bad) == 4 and all(".bad-" in b for b in bad), bad  # kept, renamed aside


def test_a_fifo_stats_file_with_the_real_game_then_sigterm(tmp_path):
    os.mkfifo(tmp_path / "stats.json")
    os.mkfifo(tmp_path / "settings.json")
    proc = _start(tmp_path)  # the title screen
    time.sleep(4)
    assert proc.poll() is None, _finish(proc)[1]
    proc.send_signal(signal.SIGTERM)
    _out, err = _finish(proc)
    assert proc.returncode == 0 and "Traceback" not in err, err
    assert len(list(tmp_path.glob("stats.bad-*.json"))) == 1
    assert len(list(tmp_path.glob("settings.bad-*.json"))) == 1


def test_closing_the_window_saves_the_last_move_and_ends_the_worker(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    app = make_app(build_parser().parse_args([]))
    app.settings.speed = "instant"
    pygame.event.clear()
    table = TableScene(app, GameConfig(players=2, seed=8))
    app.reset(table)
    for _ in range(5000):
        if len(table.steps) >= 4 and table.game.phase == "play":
            break
        if table.human_turn:
            code = table.game.legal_codes()[0]
            table.try_play(code >> 8, code & 255)
        app.frame(1 / 60)
    procs = list(getattr(table.worker.pool, "_processes", {}).values())
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    shutdown(app)
    doc = json.loads((tmp_path / "autosave.json").read_bytes())
    assert doc["record"] == table.game.to_record()
    for p in procs:
        p.join(10)
        assert _gone(p), p
    assert not app.stack


def _gone(p) -> bool:
    """The process has ended. ``is_alive()`` alone can say True for a child that was
    already reaped elsewhere (its waitpid then fails and multiprocessing reads that as
    "running"), so ask the system too."""
    if not p.is_alive():
        return True
    try:
        os.kill(p.pid, 0)
    except ProcessLookupError:
        return True
    return False
