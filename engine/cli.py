"""``python -m engine``: replay layouts and records, and (with the bots) run arenas.

Bad input exits with status 2 and one line on stderr naming the input, the
play or field, and the reason.
"""

from __future__ import annotations

import argparse
import json
import sys

from .errors import SniffError, shown
from .events import RECORD_KINDS
from .layout import Layout
from .moves import SIDE_NAMES, Move
from .record import load_record
from .rules import get_ruleset
from .tiles import NAME

__all__ = ["main", "layout_json"]


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


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


def _cmd_replay(args) -> int:
    if args.plays:
        try:
            print(json.dumps(layout_json(args.plays, args.ruleset)))
        except SniffError as e:
            return _fail(f"replay: {e}")
        return 0
    out = sys.stdout
    # Read bytes and decode each line: the text layer of stdin may be strict and
    # would raise on a byte that is not UTF-8.
    stdin = getattr(sys.stdin, "buffer", sys.stdin)
    for n, line in enumerate(stdin, 1):
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError:
                out.flush()
                return _fail(f"stdin line {n}: not UTF-8 text")
        try:
            out.write(json.dumps(layout_json(line.split(), args.ruleset)) + "\n")
        except SniffError as e:
            out.flush()
            return _fail(f"stdin line {n}: {e}")
    return 0


def _cmd_run(args) -> int:
    path = args.record
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as e:
        return _fail(f"{path}: cannot read ({e.strerror or e})")
    lines = []

    def emit(e):
        if e.kind in RECORD_KINDS:
            lines.append(json.dumps(e.to_json()))

    try:
        load_record(data, emit)
    except SniffError as e:
        sys.stdout.write("".join(x + "\n" for x in lines))
        return _fail(f"{path}: {e}")
    sys.stdout.write("".join(x + "\n" for x in lines))
    return 0


def _fail(msg: str) -> int:
    sys.stdout.flush()
    print(" ".join(msg.split()), file=sys.stderr)
    return 2


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m engine", description="Sniff rules engine.")
    sub = p.add_subparsers(dest="cmd", required=True, parser_class=_Parser)
    r = sub.add_parser("replay", help="print the layout after a list of plays as JSON")
    r.add_argument("--ruleset", choices=["american", "sniff61"], default="american")
    r.add_argument("plays", nargs="*", metavar="PLAY")
    r.set_defaults(func=_cmd_replay)
    u = sub.add_parser("run", help="replay a sniff-record/1 file; one JSON event per line")
    u.add_argument("record", metavar="RECORD.json")
    u.set_defaults(func=_cmd_run)
    try:
        from .bots.arena import add_arena_parser
    except ImportError:  # the bots are optional for this command line
        pass
    else:
        add_arena_parser(sub)
    return p


def main(argv=None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except UsageError as e:
        return _fail(f"usage: {e} (see python -m engine --help)")
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
