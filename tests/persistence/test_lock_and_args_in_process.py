"""The instance lock and the command lines' argument handling, in this process (the
tests that run them as real processes show the whole program; these reach each branch:
the lock held, busy, or not available here; a bad argument, --help, and no stdout)."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys

import pytest

from engine import argtypes
from game import instance_lock as il
from game.__main__ import parse_args


# -- the instance lock ------------------------------------------------------------------
def test_a_second_holder_is_told_busy_until_the_first_lets_go(tmp_path):
    first, second = il.InstanceLock(tmp_path), il.InstanceLock(tmp_path)
    assert first.acquire() == il.HELD
    assert first.acquire() == il.HELD  # held already: nothing changes
    assert second.acquire() == il.BUSY  # flock: another open file is another holder
    assert (tmp_path / il.LOCK_NAME).read_text().strip() == str(os.getpid())
    first.release()
    first.release()  # letting go twice is harmless
    with second:
        assert second.acquire() == il.HELD
        assert il.InstanceLock(tmp_path).acquire() == il.BUSY
    assert second.fd is None
    assert il.InstanceLock(tmp_path).acquire() == il.HELD


def test_no_lock_where_none_can_be_taken(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert il.InstanceLock(blocker / "sub").acquire() == il.UNAVAILABLE  # not a folder
    for error in (OSError(errno.ENOLCK, "no locks"), PermissionError(errno.EACCES, "no")):
        def refuse(fd, error=error):
            raise error
        monkeypatch.setattr(il, "_lock", refuse)
        lock = il.InstanceLock(tmp_path)
        assert lock.acquire() == il.UNAVAILABLE and lock.fd is None


def test_the_locked_out_game_says_so_in_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    il.tell_locked(tmp_path)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(tmp_path) in err and "exit code 4" in err


# -- the game's command line ------------------------------------------------------------
def test_help_and_version_exit_0_and_print(capsys):
    assert parse_args(["--help"]) == (None, 0)
    assert "usage: sniff" in capsys.readouterr().out
    args, code = parse_args(["--players", "3", "--seed", "5"])
    assert code is None and args.players == 3 and args.seed == 5


@pytest.mark.parametrize("argv", [["--players", "9"], ["--fps", "0"], ["--size", "10x10"],
                                  ["--bogus"]])
def test_a_bad_argument_is_one_line_and_exit_2(argv, capsys):
    assert parse_args(argv) == (None, 2)
    err = capsys.readouterr().err
    assert err.startswith("sniff: ") and err.count("\n") == 1 and "Traceback" not in err


def test_a_screenshot_folder_that_cannot_be_made_is_exit_2(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert parse_args(["--screenshot", str(blocker / "shots")]) == (None, 2)
    assert capsys.readouterr().err.count("\n") == 1


def test_help_with_no_stdout_is_exit_3(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", None)
    assert parse_args(["--help"]) == (None, 3)
    monkeypatch.undo()
    assert "cannot write the output" in capsys.readouterr().err


# -- the shared argument types --------------------------------------------------------------
def test_whole_numbers_in_range():
    parse = argtypes.whole(1, 4)
    assert parse("3") == 3
    for bad, said in (("x", "whole number"), ("9", "from 1 to 4"), ("2.5", "whole number")):
        with pytest.raises(argparse.ArgumentTypeError, match=said):
            parse(bad)


def test_stdout_closed_is_seen(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "stdout", None)
    assert argtypes.stdout_closed()
    f = open(tmp_path / "out", "w")  # noqa: SIM115 - its descriptor is closed under it
    os.close(f.fileno())
    monkeypatch.setattr(sys, "stdout", f)
    assert argtypes.stdout_closed()
    with open(tmp_path / "open", "w") as g:
        monkeypatch.setattr(sys, "stdout", g)
        assert not argtypes.stdout_closed()
    monkeypatch.setattr(sys, "stdout", object())  # no descriptor: a capture takes writes
    assert not argtypes.stdout_closed()
    with contextlib.suppress(OSError):
        f.close()


def test_the_parser_raises_rather_than_exits():
    p = argtypes.Parser(prog="x")
    p.add_argument("--n", type=argtypes.whole(1, 2))
    with pytest.raises(argtypes.UsageError, match="--n"):
        p.parse_args(["--n", "5"])
    with pytest.raises(OSError) as e:
        p._print_message("help text", None)
    assert e.value.errno == errno.EBADF
    p._print_message("", None)  # nothing to print: nothing raised


def test_main_returns_the_exit_code_before_any_window(capsys):
    from game.__main__ import main
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip()
    assert main(["--players", "1"]) == 2
    assert capsys.readouterr().err.startswith("sniff: ")
