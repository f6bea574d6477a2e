"""One game per data folder: an advisory lock on ``sniff.lock`` in the data folder,
held while the game runs.

Two games writing one data folder lose data: each counts its own games into the
statistics it read at start (one of two games is lost) and the autosave flips
between the two games. So the game takes this lock before it reads a file
(:func:`game.main.run`); a second game on the same folder finds it held, says so
in one line (and a message box where there is a screen) and exits with
:data:`EXIT_LOCKED`, writing nothing.

The lock is the operating system's (``fcntl.flock`` on POSIX, ``msvcrt.locking``
on Windows), so it goes with the process however it ends (a crash, SIGKILL):
a stale lock file never locks anyone out. The file itself is left in place
(removing it would let a third game lock a new file while the first still
runs); it holds the pid of the game that holds it, for the curious.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

__all__ = ["LOCK_NAME", "EXIT_LOCKED", "InstanceLock", "HELD", "BUSY", "UNAVAILABLE",
           "tell_locked"]

LOCK_NAME = "sniff.lock"
#: The exit status of a game started while another runs on the same data folder.
EXIT_LOCKED = 4
#: :meth:`InstanceLock.acquire`'s answers.
HELD, BUSY, UNAVAILABLE = "held", "busy", "unavailable"


class InstanceLock:
    """The lock of the data folder ``folder`` (default: :func:`game.storage.data_dir`)."""

    def __init__(self, folder=None):
        if folder is None:
            from .storage import data_dir
            folder = data_dir()
        self.path = Path(folder) / LOCK_NAME
        self.fd: int | None = None

    def acquire(self) -> str:
        """:data:`HELD` (this process holds it now), :data:`BUSY` (another process
        does) or :data:`UNAVAILABLE` (no lock could be taken here: a read-only
        folder, a file system without locks; the game goes on, as before locks)."""
        if self.fd is not None:
            return HELD
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        except OSError:
            return UNAVAILABLE
        try:
            _lock(fd)
        except BlockingIOError:
            os.close(fd)
            return BUSY
        except PermissionError:  # Windows: the region is locked by another process
            os.close(fd)
            return BUSY if os.name == "nt" else UNAVAILABLE
        except OSError:
            os.close(fd)
            return UNAVAILABLE
        self.fd = fd
        with contextlib.suppress(OSError):  # who holds it (information only)
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        return HELD

    def release(self) -> None:
        """Let go (the lock file stays)."""
        fd, self.fd = self.fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            _unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)

    def __enter__(self) -> InstanceLock:
        return self

    def __exit__(self, *exc) -> None:
        self.release()


if os.name == "nt":  # pragma: no cover - Windows
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as e:
            raise PermissionError(*e.args) from None

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # BlockingIOError when held

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def tell_locked(folder) -> None:
    """Say that another game holds ``folder``: one line on stderr, and a message box
    where there is a screen (a game started from a menu has no terminal)."""
    import sys

    line = (f"sniff: another Sniff is already running with this data folder ({folder}); "
            "close it first (exit code 4)")
    print(line, file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        import pygame
        pygame.display.message_box("Sniff", "Sniff is already running. Close the other "
                                   "Sniff window first.", "info")
    except Exception:  # noqa: BLE001 - the line on stderr is said already
        pass
