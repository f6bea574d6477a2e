"""Both command lines started with stdout closed (``>&-``: Python then has no
``sys.stdout`` at all; ``stdout=DEVNULL`` would be an open stdout): exit 3 and one line
on stderr, never a traceback; with stderr closed too, still exit 3."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SECTION4_RECORD_DOC

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform.startswith("win"), reason="a POSIX shell's >&-")

CASES = {
    "engine replay": ("engine", ["replay", "1-4", "1-1@1-4:low"]),
    "engine replay stdin": ("engine", ["replay"]),
    "engine help": ("engine", ["--help"]),
    "engine replay help": ("engine", ["replay", "--help"]),
    "engine arena": ("engine", ["arena", "--hands", "1"]),
    "game help": ("game", ["--help"]),
    "game version": ("game", ["--version"]),
}


def _closed(module: str, args: list[str], close: str = ">&-") -> subprocess.CompletedProcess:
    """``python -m module args`` with its stdout closed by the shell (and ``close``)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    cmd = ["sh", "-c", f'exec "$0" "$@" {close}', sys.executable, "-m", module, *args]
    return subprocess.run(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, timeout=120)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_closed_stdout_is_exit_3_and_one_line(case):
    module, args = CASES[case]
    r = _closed(module, args)
    assert r.returncode == 3, (r.returncode, r.stderr)
    assert "Traceback" not in r.stderr, r.stderr
    lines = r.stderr.splitlines()
    prog = "sniff" if module == "game" else "python -m engine"
    assert lines == [f"{prog}: cannot write the output (stdout is closed)"], r.stderr


def test_run_with_a_good_record_and_stdout_closed_is_exit_3(tmp_path):
    record = tmp_path / "game.json"
    record.write_text(json.dumps(SECTION4_RECORD_DOC), encoding="utf-8")
    r = _closed("engine", ["run", str(record)])
    assert r.returncode == 3 and r.stderr.splitlines() == [
        "python -m engine: cannot write the output (stdout is closed)"], r.stderr


@pytest.mark.parametrize("module, args", [("engine", ["replay", "1-4"]),
                                          ("game", ["--version"])])
def test_stdout_and_stderr_both_closed_is_still_exit_3(module, args):
    r = _closed(module, args, close=">&- 2>&-")
    assert r.returncode == 3 and r.stderr == ""


def test_bad_usage_with_stdout_closed_is_still_bad_usage():
    r = _closed("engine", ["bogus"])
    assert r.returncode == 2 and len(r.stderr.splitlines()) == 1
    assert "Traceback" not in r.stderr
