"""``python -m game``: start Sniff.

    python -m game                      # title screen
    python -m game --demo               # bots in every seat, fast
    python -m game --demo --seed 3 --players 4 --screenshot shots --quit-after-game

Bad arguments print one line on stderr and exit 2 (see :data:`EXIT_CODES`).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from engine.argtypes import Parser, UsageError, whole

__all__ = ["build_parser", "main", "EXIT_CODES", "MIN_SIZE", "MAX_SIZE"]

#: Window sizes a screen can have: from a small window to an 8K display.
MIN_SIZE = (320, 240)
MAX_SIZE = (7680, 4320)
MAX_FPS = 500
MAX_SEED = 2 ** 63 - 1

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_OUTPUT = 0, 1, 2, 3
EXIT_CODES = ("exit codes: 0 the game ended normally (also on SIGTERM or when the window "
              "is closed: the last move is saved first); 1 the self-test failed; "
              "2 bad arguments (a --screenshot folder that cannot be written, an empty "
              "--review), a bad --review file, or that screen is not available; "
              "3 the output could not be written (e.g. disk full, or stdout closed); "
              "4 another Sniff is already running with the same data folder")


def window_size(text: str) -> tuple[int, int]:
    """``WxH`` within :data:`MIN_SIZE` .. :data:`MAX_SIZE` (an argparse type)."""
    m = re.fullmatch(r"\s*(\d{1,6})\s*[xX]\s*(\d{1,6})\s*", text)
    if m is None:
        raise argparse.ArgumentTypeError(f"must be WIDTHxHEIGHT, e.g. 1280x720, not "
                                          f"{text[:30]!r}")
    w, h = int(m.group(1)), int(m.group(2))
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(
            f"{w}x{h} is not a window a screen can have (from {MIN_SIZE[0]}x{MIN_SIZE[1]} "
            f"to {MAX_SIZE[0]}x{MAX_SIZE[1]})")
    return w, h


def screenshot_dir(text: str) -> str:
    """A folder for screenshots: an existing folder, or a new one whose parent exists."""
    if not text or "\0" in text:
        raise argparse.ArgumentTypeError("must name a folder")
    p = Path(text)
    try:
        if p.exists():
            if not p.is_dir():
                raise argparse.ArgumentTypeError(f"{text[:80]} exists and is not a folder")
            if not os.access(p, os.W_OK | os.X_OK):
                raise argparse.ArgumentTypeError(f"{text[:80]}: the folder is not writable")
        elif not p.absolute().parent.is_dir():
            raise argparse.ArgumentTypeError(f"{text[:80]}: its parent folder does not exist")
    except OSError as e:
        raise argparse.ArgumentTypeError(f"{text[:80]}: {e.strerror or e}") from None
    return text


def prepare_screenshot_dir(text: str) -> None:
    """Make the ``--screenshot`` folder (its parent exists: :func:`screenshot_dir`) and
    write a file there, before the game starts: a folder that cannot be made or
    written (``/proc/nope``, a read-only parent, a full disk) is a bad argument, not a
    failure in the middle of a game. Raises :class:`UsageError`."""
    import tempfile
    try:
        Path(text).mkdir(exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=text, prefix=".sniff-probe-")
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        raise UsageError(f"argument --screenshot: {text[:80]}: cannot write there "
                         f"({e.strerror or e})") from None


def record_file(text: str) -> str:
    """A ``--review`` file name: not empty (the file itself is read, bounded, later)."""
    if not text.strip() or "\0" in text:
        raise argparse.ArgumentTypeError("must name a record file")
    return text


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="sniff", description="Sniff, the domino game.", epilog=EXIT_CODES)
    p.add_argument("--demo", action="store_true", help="bots in every seat, fast")
    p.add_argument("--seed", type=whole(-MAX_SEED, MAX_SEED), default=None,
                   help="seed for the shuffles")
    p.add_argument("--ruleset", choices=["american", "sniff61"], default=None)
    p.add_argument("--players", type=int, choices=[2, 3, 4], default=None)
    p.add_argument("--screenshot", metavar="DIR", type=screenshot_dir, default=None,
                   help="save PNGs at the key moments into DIR (created if its parent exists)")
    p.add_argument("--quit-after-game", action="store_true",
                   help="exit when the first game ends")
    p.add_argument("--tutorial", action="store_true", help="start the tutorial")
    p.add_argument("--review", metavar="RECORD", type=record_file, default=None,
                   help="open an exported game (a sniff-record/1 file) at its last hand's "
                        "replay, with the coach's Review; a bad file: one line, exit 2")
    p.add_argument("--autoplay", action="store_true",
                   help="with --tutorial: complete every step with scripted input; "
                        "in a game: your seat plays itself through posted key presses")
    p.add_argument("--selftest", action="store_true",
                   help="render frames, play one full hand with bots, exit 0 on success")
    p.add_argument("--size", type=window_size, default=None, metavar="WxH",
                   help=f"window size, e.g. 1280x720 ({MIN_SIZE[0]}x{MIN_SIZE[1]} to "
                        f"{MAX_SIZE[0]}x{MAX_SIZE[1]})")
    p.add_argument("--fps", type=whole(1, MAX_FPS), default=60,
                   help=f"frames per second, 1 to {MAX_FPS} (default 60)")
    # release: the one version (pyproject.toml) and the Linux applications-menu entry
    from .version import version
    p.add_argument("--version", action="version", version=f"sniff {version()}")
    p.add_argument("--install-desktop", action="store_true",
                   help="add Sniff to the applications menu (Linux, XDG folders), then exit")
    p.add_argument("--uninstall-desktop", action="store_true",
                   help="remove exactly what --install-desktop wrote, then exit")
    return p


def _silence_stdout() -> None:
    """After stdout failed, point it at /dev/null so the interpreter's own flush at
    exit cannot print a second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def parse_args(argv=None):
    """``(args, None)``, or ``(None, exit code)`` after printing help or one error line."""
    try:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as e:  # --help printed
            if sys.stdout is not None:
                sys.stdout.flush()
            return None, e.code if isinstance(e.code, int) else EXIT_OK
        if args.screenshot is not None:
            prepare_screenshot_dir(args.screenshot)
        return args, None
    except UsageError as e:
        print(f"sniff: {' '.join(str(e).split())} (see sniff --help)", file=sys.stderr)
        return None, EXIT_USAGE
    except OSError as e:
        _silence_stdout()
        print(f"sniff: cannot write the output ({e.strerror or e})", file=sys.stderr)
        return None, EXIT_OUTPUT


def main(argv=None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if getattr(sys, "frozen", False):  # the bots' worker process in a frozen build
        import multiprocessing
        multiprocessing.freeze_support()
    args, code = parse_args(argv)
    if args is None:
        return code
    if args.install_desktop or args.uninstall_desktop:
        from .desktop import main as desktop_main
        return desktop_main(args.install_desktop, args.uninstall_desktop)
    from .main import run
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
