"""Both command lines under hostile use (issue 12 items 1, 2, 3, 5, 6, 10).

Every ``--help`` works; inputs are read bounded (memory stays under 100 MB
whatever the input), only regular files are opened (a FIFO never blocks);
every option is validated; a full disk is one line and a documented exit code.
Never a traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MB = 1024 * 1024

ENGINE_HELP = [[], ["replay"], ["run"], ["arena"]]
GAME_BAD_ARGS = {
    "size three parts": ["--size", "1x2x3"],
    "size huge": ["--size", "20000x20000"],
    "size tiny": ["--size", "10x10"],
    "size words": ["--size", "big"],
    "size zero": ["--size", "0x0"],
    "screenshot on a file": ["--screenshot", "README.md"],
    "screenshot missing parent": ["--screenshot", "no/such/parent/shots"],
    # a folder that cannot be made or written: said before the game starts, not in it
    "screenshot not makeable": ["--demo", "--quit-after-game", "--screenshot", "/proc/nope"],
    "screenshot not writable": ["--demo", "--quit-after-game", "--screenshot", "/proc/self"],
    "review empty": ["--review", ""],
    "review blank": ["--review", "  "],
    "fps zero": ["--fps", "0"],
    "fps negative": ["--fps", "-5"],
    "fps huge": ["--fps", "100000"],
    "seed huge": ["--seed", "9" * 30],
    "seed text": ["--seed", "abc"],
    "players": ["--players", "9"],
    "ruleset": ["--ruleset", "chess"],
    "unknown": ["--frobnicate"],
}
ARENA_BAD = {
    "iterations negative": ["--iterations", "-5"],
    "iterations zero": ["--iterations", "0"],
    "iterations text": ["--iterations", "many"],
    "time budget nan": ["--time-budget", "nan"],
    "time budget inf": ["--time-budget", "inf"],
    "time budget negative": ["--time-budget", "-1"],
    "time budget huge": ["--time-budget", "1e300"],
    "hands zero": ["--hands", "0"],
    "hands huge": ["--hands", "10" * 20],
    "jobs zero": ["--jobs", "0"],
    "jobs huge": ["--jobs", "100000"],
    "seed huge": ["--seed", "9" * 40],
    "one bot": ["--bots", "hard"],
    "bot twice": ["--bots", "hard,hard"],
    "unknown bot": ["--bots", "hard,genius"],
    "players": ["--players", "7"],
    "ruleset": ["--ruleset", "x"],
    "too many bots": ["--players", "4", "--bots", "easy,medium,hard"],
}


def _env(**extra):
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    env.update(extra)
    return env


def run(module, args, stdin=None, stdout=subprocess.PIPE, timeout=60):
    """Run ``python -m module args``; return (returncode, stdout, stderr, None).
    :func:`run_measured` also measures the peak memory."""
    proc = subprocess.Popen([sys.executable, "-m", module, *args], cwd=ROOT, env=_env(),
                            stdin=stdin if stdin is not None else subprocess.DEVNULL,
                            stdout=stdout, stderr=subprocess.PIPE)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise AssertionError(f"python -m {module} {args} hung") from None
    return proc.returncode, (out or b"").decode(errors="replace"), err.decode(errors="replace"), None


# The child's own peak resident memory: VmHWM of its address space, read by the child at
# exit. (ru_maxrss from wait4 is no good: Linux carries the parent's peak over fork and exec,
# so a child of a large pytest process "peaks" at the parent's size.)
_HWM_WRAPPER = """
import atexit, os, runpy, sys
def _hwm(path=os.environ.pop("SNIFF_HWM_FILE")):
    with open("/proc/self/status") as f:
        kb = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
    with open(path, "w") as out:
        out.write(str(kb * 1024))
atexit.register(_hwm)
module = sys.argv[1]
sys.argv = [module, *sys.argv[2:]]
runpy.run_module(module, run_name="__main__", alter_sys=True)
"""


def run_measured(module, args, stdin=None, timeout=60):
    """Like :func:`run`, with the child's peak resident memory in bytes (Linux; else None)."""
    if not sys.platform.startswith("linux"):
        return run(module, args, stdin=stdin, timeout=timeout)
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        hwm = Path(d) / "hwm"
        proc = subprocess.Popen([sys.executable, "-c", _HWM_WRAPPER, module, *args], cwd=ROOT,
                                env=_env(SNIFF_HWM_FILE=str(hwm)),
                                stdin=stdin if stdin is not None else subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            raise AssertionError(f"python -m {module} {args} hung") from None
        rss = int(hwm.read_text()) if hwm.exists() else None
    return proc.returncode, out.decode(errors="replace"), err.decode(errors="replace"), rss


def assert_small(rss):
    """The child's peak memory stayed under 100 MB (measured on Linux)."""
    if sys.platform.startswith("linux"):
        assert rss is not None and rss < 100 * MB, rss


def one_clean_line(code, err, want_code=2):
    assert code == want_code, (code, err)
    assert "Traceback" not in err, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


# -- 1: --help of every command ----------------------------------------------------------
@pytest.mark.parametrize("sub", ENGINE_HELP, ids=lambda s: " ".join(s) or "top")
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_engine_help_of_every_command(sub, flag):
    code, out, err, _rss = run("engine", [*sub, flag])
    assert code == 0 and err == "", err
    assert out.startswith("usage: python -m engine")
    assert "exit codes: 0" in " ".join(out.split())


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_game_help(flag):
    code, out, err, _rss = run("game", [flag])
    assert code == 0 and err == "", err
    assert out.startswith("usage: sniff") and "exit codes: 0" in " ".join(out.split())


# -- 2: bounded reads, bounded memory ------------------------------------------------------
def test_run_from_an_endless_stdin_reads_only_the_limit():
    with open("/dev/zero", "rb") as zero:
        code, _out, err, rss = run_measured("engine", ["run", "-"], stdin=zero)
    assert "too large" in one_clean_line(code, err)
    assert_small(rss)


def test_replay_of_an_endless_line_is_refused_with_bounded_memory():
    with open("/dev/zero", "rb") as zero:
        code, _out, err, rss = run_measured("engine", ["replay"], stdin=zero)
    line = one_clean_line(code, err)
    assert "stdin" in line and "too long" in line
    assert_small(rss)


def test_a_huge_file_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(2 * 1024 * MB)  # sparse: 2 GB that costs no disk
    code, _out, err, rss = run_measured("engine", ["run", str(big)])
    assert "too large" in one_clean_line(code, err)
    assert_small(rss)


@pytest.mark.parametrize("unit", ["{}", "[]", "[[]]", '{"a":{}}'])
def test_many_tiny_containers_do_not_blow_up_memory(tmp_path, unit):
    n = (4 * MB - 64) // (len(unit) + 1)
    path = tmp_path / "tiny.json"
    path.write_text('{"format": "sniff-record/1", "players": 2, "hands": ['
                    + ",".join([unit] * n) + "]}")
    code, _out, err, rss = run_measured("engine", ["run", str(path)])
    one_clean_line(code, err)
    assert_small(rss)


# -- 3: regular files only -------------------------------------------------------------------
def test_run_refuses_a_fifo_without_blocking(tmp_path):
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    code, _out, err, _rss = run("engine", ["run", str(fifo)], timeout=30)
    line = one_clean_line(code, err)
    assert "FIFO" in line and "record.json" in line


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/null", "/"])
def test_run_refuses_devices_and_folders(path):
    code, _out, err, _rss = run("engine", ["run", path], timeout=30)
    assert "cannot read" in one_clean_line(code, err)


# -- 5: every arena option validated -----------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(ARENA_BAD))
def test_arena_options_are_validated(kind):
    code, out, err, _rss = run("engine", ["arena", "--no-progress", "--hands", "1",
                                          *ARENA_BAD[kind]])
    one_clean_line(code, err)
    assert out == ""


# -- 6: a full disk ----------------------------------------------------------------------------
FULL = [["replay", "1-4"], ["run", "tests/examples.json"], ["--help"], ["arena", "-h"],
        ["arena", "--bots", "easy,medium", "--hands", "1", "--no-progress"]]


@pytest.mark.parametrize("args", FULL, ids=lambda a: " ".join(a))
def test_engine_output_to_a_full_disk(args, tmp_path):
    if args[:1] == ["run"]:
        rec = tmp_path / "rec.json"
        doc = json.loads((ROOT / "tests" / "examples.json").read_text())
        rec.write_text(json.dumps(_a_record(doc)))
        args = ["run", str(rec)]
    with open("/dev/full", "wb") as full:
        code, _out, err, _rss = run("engine", args, stdout=full)
    line = one_clean_line(code, err, want_code=3)
    assert "No space left" in line


def _a_record(_doc):
    from engine import Game
    g = Game("american", 2, seed=3)
    g.deal()
    for _ in range(4):
        g.play(next(iter(g.legal_moves)))
    return g.to_record()


def test_game_help_to_a_full_disk():
    with open("/dev/full", "wb") as full:
        code, _out, err, _rss = run("game", ["--help"], stdout=full)
    assert "No space left" in one_clean_line(code, err, want_code=3)


# -- 10: python -m game arguments ----------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(GAME_BAD_ARGS))
def test_game_arguments_are_validated(kind):
    code, out, err, _rss = run("game", GAME_BAD_ARGS[kind], timeout=60)
    line = one_clean_line(code, err)
    assert line.startswith("sniff: ")
    assert out == ""


def test_game_size_and_screenshot_good_values_parse(tmp_path):
    from game.__main__ import build_parser
    a = build_parser().parse_args(["--size", "1280x720", "--screenshot", str(tmp_path / "new")])
    assert a.size == (1280, 720) and a.screenshot == str(tmp_path / "new")
    assert build_parser().parse_args(["--size", "7680X4320"]).size == (7680, 4320)
