"""Command-line pieces shared by ``python -m engine`` and ``python -m game``: a parser
whose errors are raised (so the caller prints one line and exits with its own code) and
bounded argparse types."""

from __future__ import annotations

import argparse
import sys

__all__ = ["UsageError", "Parser", "whole"]


class UsageError(Exception):
    """A bad command line (the message says what is wrong)."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises :class:`UsageError` instead of exiting, and lets a
    failed write of ``--help`` surface (argparse drops it silently)."""

    def error(self, message):
        raise UsageError(message)

    def _print_message(self, message, file=None):
        if message:
            (file or sys.stderr).write(message)


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
