"""``python -m engine``: replay layouts and records, and (with the bots) run arenas.

Bad input exits with status 2 and one line on stderr naming the input, the
play or field, and the reason. Inputs are read bounded (see
:mod:`engine.inputs`): only regular files, at most the limit plus one byte,
lines of stdin at most :data:`MAX_LINE` bytes.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys

from .argtypes import STDOUT_CLOSED, Parser, UsageError, stdout_closed
from .errors import SniffError, shown
from .events import RECORD_KINDS
from .inputs import InputError, read_lines, read_regular_file, read_stream
from .layout import Layout
from .moves import SIDE_NAMES, Move
from .record import MAX_RECORD_BYTES, load_record
from .rules import get_ruleset
from .tiles import NAME

__all__ = ["main", "layout_json", "EXIT_CODES", "MAX_LINE"]

#: A line of plays on stdin (``replay``): a hand has at most 28 plays.
MAX_LINE = 64 * 1024

EXIT_OK, EXIT_BAD_INPUT, EXIT_OUTPUT, EXIT_INTERRUPTED = 0, 2, 3, 130
#: The exit codes, as every ``--help`` shows them.
EXIT_CODES = ("exit codes: 0 done (also when the reader of the output went away); "
              "2 bad usage or bad input (one line on stderr names it); "
              "3 the output could not be written (e.g. disk full, or stdout closed); "
              "130 interrupted")


class OutputError(Exception):
    """Writing to stdout failed (disk full, I/O error)."""


def layout_json(plays, ruleset="american") -> dict:
    """The replay of a list of plays as the JSON object ``replay`` prints.

    Raises :class:`InvalidNotationError` or :class:`IllegalMoveError`, with the
    play at fault named in the message.
    """
    rules = get_ruleset(ruleset)
    lay = Layout(rules.inline_sniff)
    steps = []
    points = 0
    for i, p in enumerate(plays):
        try:
            mv = Move.parse(p)
            lay.check(mv.code)
        except SniffError as e:
            raise type(e)(f"play {i + 1} {shown(p)}: {e}") from None
        total = lay.apply(mv.code)
        points = rules.points(total)
        steps.append({"total": total, "points": points})
    return {
        "sniff": NAME[lay.sniff] if lay.sniff >= 0 else None,
        "attach_points": [[NAME[a], SIDE_NAMES[s], p] for a, s, p in lay.attach_points()],
        "counted_ends": [[NAME[t], v] for t, v in lay.counted_ends()],
        "total": lay.total,
        "points": points,
        "steps": steps,
    }


def _write(text: str) -> None:
    try:
        sys.stdout.write(text)
    except BrokenPipeError:
        raise
    except OSError as e:
        raise OutputError(e.strerror or str(e)) from None


def _cmd_replay(args) -> int:
    if args.plays:
        try:
            text = json.dumps(layout_json(args.plays, args.ruleset))
        except SniffError as e:
            return _fail(f"replay: {e}")
        _write(text + "\n")
        return 0
    # Read bytes and decode each line: the text layer of stdin may be strict and
    # would raise on a byte that is not UTF-8. Each line is read bounded.
    stdin = getattr(sys.stdin, "buffer", sys.stdin)
    try:
        for n, line in read_lines(stdin, MAX_LINE):
            try:
                text = line.decode("utf-8")
            except UnicodeDecodeError:
                return _fail(f"stdin line {n}: not UTF-8 text")
            try:
                _write(json.dumps(layout_json(text.split(), args.ruleset)) + "\n")
            except SniffError as e:
                return _fail(f"stdin line {n}: {e}")
    except InputError as e:
        return _fail(f"stdin: {e}")
    return 0


def _cmd_run(args) -> int:
    path = args.record
    try:
        if path == "-":
            data = read_stream(getattr(sys.stdin, "buffer", sys.stdin), MAX_RECORD_BYTES)
        else:
            data = read_regular_file(path, MAX_RECORD_BYTES)
    except InputError as e:
        return _fail(f"{path}: {e}")
    lines = []

    def emit(e):
        if e.kind in RECORD_KINDS:
            lines.append(json.dumps(e.to_json()))

    try:
        load_record(data, emit)
    except SniffError as e:
        _write("".join(x + "\n" for x in lines))
        return _fail(f"{path}: {e}")
    _write("".join(x + "\n" for x in lines))
    return 0


def _fail(msg: str, code: int = EXIT_BAD_INPUT) -> int:
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
    except OSError:
        pass  # the output's own failure is reported by main
    print(" ".join(msg.split()), file=sys.stderr)
    return code


def _silence_stdout() -> None:
    """After stdout failed, point it at /dev/null so the interpreter's own flush at
    exit cannot print a second error (or change the exit code)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="python -m engine", description="Sniff rules engine.", epilog=EXIT_CODES)
    sub = p.add_subparsers(dest="cmd", required=True, parser_class=Parser)
    r = sub.add_parser("replay", help="print the layout after a list of plays as JSON",
                       description="Print the layout after a list of plays as JSON; with "
                                   "no plays, read one list of plays per line of stdin "
                                   f"(lines of at most {MAX_LINE} bytes).",
                       epilog=EXIT_CODES)
    r.add_argument("--ruleset", choices=["american", "sniff61"], default="american")
    r.add_argument("plays", nargs="*", metavar="PLAY")
    r.set_defaults(func=_cmd_replay)
    u = sub.add_parser("run", help="replay a sniff-record/1 file; one JSON event per line",
                       description="Replay a sniff-record/1 file (a regular file of at most "
                                   f"{MAX_RECORD_BYTES} bytes, or - for stdin) and print "
                                   "one JSON event per line.",
                       epilog=EXIT_CODES)
    u.add_argument("record", metavar="RECORD.json")
    u.set_defaults(func=_cmd_run)
    try:
        from .bots.arena import add_arena_parser
    except ImportError:  # the bots are optional for this command line
        pass
    else:
        add_arena_parser(sub, EXIT_CODES)
    return p


def main(argv=None) -> int:
    parser = build_parser()
    try:
        try:
            args = parser.parse_args(argv)
        except UsageError as e:
            return _fail(f"usage: {e} (see python -m engine --help)")
        except SystemExit as e:  # --help and --version print, then exit
            sys.stdout.flush()
            return e.code if isinstance(e.code, int) else EXIT_OK
        if stdout_closed():  # every command prints: say so before doing the work
            raise OSError(errno.EBADF, STDOUT_CLOSED)
        code = args.func(args)
        sys.stdout.flush()
        return code
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_OK
    except (OutputError, OSError) as e:
        _silence_stdout()
        why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        print(f"python -m engine: cannot write the output ({why})", file=sys.stderr)
        return EXIT_OUTPUT


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
