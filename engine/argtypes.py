"""Command-line pieces shared by ``python -m engine`` and ``python -m game``: a parser
whose errors are raised (so the caller prints one line and exits with its own code) and
bounded argparse types."""

from __future__ import annotations

import argparse
import errno
import os
import sys

__all__ = ["UsageError", "Parser", "whole", "stdout_closed", "STDOUT_CLOSED"]

#: Why the output cannot be written when there is no stdout at all.
STDOUT_CLOSED = "stdout is closed"


def stdout_closed() -> bool:
    """Is there no stdout to write to? Started with file descriptor 1 closed (``>&-``),
    Python sets ``sys.stdout`` to None; a descriptor closed later no longer stats."""
    out = sys.stdout
    if out is None:
        return True
    try:
        fd = out.fileno()
    except (AttributeError, ValueError, OSError):
        return False  # not a file (a test's capture): it takes writes
    try:
        os.fstat(fd)
    except OSError:
        return True
    return False


class UsageError(Exception):
    """A bad command line (the message says what is wrong)."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises :class:`UsageError` instead of exiting, and lets a
    failed write of ``--help`` surface (argparse drops it silently). With no stdout
    (``>&-``: ``sys.stdout`` is None), ``--help`` and ``--version`` raise an
    :class:`OSError` (EBADF) rather than print to stderr instead or crash."""

    def error(self, message):
        raise UsageError(message)

    def _print_message(self, message, file=None):
        if not message:
            return
        if file is None:  # argparse passes sys.stdout, None when it is closed
            raise OSError(errno.EBADF, STDOUT_CLOSED)
        file.write(message)


def whole(lo: int, hi: int):
    """An argparse type: a whole number from ``lo`` to ``hi``."""
    def parse(text: str) -> int:
        try:
            v = int(text, 10)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, not "
                                             f"{text[:30]!r}") from None
        if not lo <= v <= hi:
            raise argparse.ArgumentTypeError(f"must be from {lo} to {hi}, not {v}")
        return v
    return parse
