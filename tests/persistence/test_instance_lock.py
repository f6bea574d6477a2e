"""One game per data folder (game.instance_lock): two games on one folder lost one of
two games from the statistics and flipped the autosave between them. A second game
finds the folder locked, says so in one line and exits with status 4, reading and
writing nothing; the lock goes with the process that held it, however it ended."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import main as game_main
from game.__main__ import build_parser
from game.instance_lock import BUSY, EXIT_LOCKED, HELD, LOCK_NAME, InstanceLock

ROOT = Path(__file__).resolve().parents[2]

HOLDER = ("import sys\n"
          "from game.instance_lock import InstanceLock\n"
          "lock = InstanceLock(sys.argv[1])\n"
          "print(lock.acquire(), flush=True)\n"
          "sys.stdin.read()\n")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def holder(home):
    """Another process holding the lock of ``home``."""
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(home)], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        assert proc.stdout.readline().strip() == HELD
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(30)


@pytest.fixture
def started(monkeypatch):
    """Stands in for the game itself (the window and its loop): records each start."""
    calls = []
    monkeypatch.setattr(game_main, "_run", lambda args: calls.append(args) or 0)
    return calls


def test_two_lock_attempts_on_one_folder(tmp_path):
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert first.acquire() == HELD
    assert second.acquire() == BUSY
    assert second.fd is None
    first.release()
    assert second.acquire() == HELD
    assert (tmp_path / LOCK_NAME).read_text().strip() == str(os.getpid())
    second.release()


def test_a_second_game_on_the_same_folder_exits_4_and_writes_nothing(home, holder, started,
                                                                     capsys):
    args = build_parser().parse_args(["--players", "2"])
    assert game_main.run(args) == EXIT_LOCKED
    assert started == []  # no file was read, no window opened
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "already running" in err[0] and str(home) in err[0]
    assert sorted(p.name for p in home.iterdir()) == [LOCK_NAME]


def test_the_lock_goes_with_its_process_even_killed(home, holder, started):
    holder.kill()  # SIGKILL: no clean-up of its own
    holder.wait(30)
    assert game_main.run(build_parser().parse_args([])) == 0
    assert len(started) == 1
    assert InstanceLock(home).acquire() == HELD  # released when the game ended


def test_the_first_game_holds_the_lock_while_it_runs(home, monkeypatch):
    seen = []
    monkeypatch.setattr(game_main, "_run",
                        lambda args: seen.append(InstanceLock(home).acquire()) or 0)
    assert game_main.run(build_parser().parse_args([])) == 0
    assert seen == [BUSY]
