"""Writing one file in the background, newest state first, in order; tickets.

The autosave's fsync costs milliseconds, too much for a frame, so one thread
writes the newest state asked for (a state replaced before it was written is
never written; a write or a removal asked for later always lands later).
Each operation gets a sequence number and a :class:`Ticket` that says when it
(or a newer one) is on disk.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

from . import storage
from .i18n import _

__all__ = ["Ticket", "Writer"]


class Ticket:
    """When a save is on disk. ``done`` is True once the write asked for (or a newer
    one) has been performed, or failed (a failure is said once on the screen; a
    full disk must not freeze the table). ``ok`` is False if it failed."""

    def __init__(self, writer=None, seq: int = 0):
        self._writer = writer
        self._seq = seq

    @property
    def done(self) -> bool:
        return self._writer is None or self._writer.done_seq >= self._seq

    @property
    def ok(self) -> bool:
        return self._writer is None or self._writer.ok_seq >= self._seq

    def wait(self, timeout: float = 10.0) -> bool:
        """Block until done (tests, shutting down); False on timeout."""
        return self._writer is None or self._writer.wait_for(self._seq, timeout)


class Writer:
    """One thread writing the newest asked-for state of one file, in order.

    Every operation asked for gets a sequence number; ``done_seq`` is the number of
    the newest one performed (an operation replaced by a newer one before it ran
    counts as done when the newer one is), ``ok_seq`` the newest one that succeeded.
    """

    def __init__(self, path: Path):
        self.path = path
        self.cond = threading.Condition()
        self.op: tuple | None = None  # (seq, "write", doc) or (seq, "clear", None)
        self.busy = False
        self.thread: threading.Thread | None = None
        self.failing = False
        self.asked = 0
        self.done_seq = 0
        self.ok_seq = 0

    def next_seq(self) -> int:
        with self.cond:
            self.asked += 1
            return self.asked

    def submit(self, op: tuple) -> None:
        with self.cond:
            self.op = op  # a newer state replaces one not yet written
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, name="sniff-autosave",
                                               daemon=True)
                self.thread.start()
            self.cond.notify_all()

    def _run(self) -> None:
        while True:
            with self.cond:
                while self.op is None:
                    self.cond.wait()
                op, self.op = self.op, None
                self.busy = True
            try:
                self.perform(op)
            finally:
                with self.cond:
                    self.busy = False
                    self.cond.notify_all()

    def perform(self, op: tuple) -> bool:
        seq, kind, doc = op
        ok = False
        try:
            if kind == "write":
                # compact: encoded by the C encoder, holding the GIL (and the frame) least
                storage.atomic_write_json(self.path, doc, indent=None)
            else:
                storage.check_writable(self.path)  # an unreadable save is never removed
                with contextlib.suppress(FileNotFoundError):
                    os.remove(self.path)
        except (OSError, ValueError, TypeError) as e:
            if not self.failing and not storage.write_said(e):  # once, not every move
                storage.report(_("The game could not be saved ({error}).").format(
                    error=getattr(e, "strerror", None) or e))
            self.failing = True
        else:
            self.failing = False
            ok = True
        with self.cond:
            self.done_seq = max(self.done_seq, seq)
            if ok:
                self.ok_seq = max(self.ok_seq, seq)
            self.cond.notify_all()
        return ok

    def wait_for(self, seq: int, timeout: float = 10.0) -> bool:
        """Wait until operation ``seq`` (or a newer one) is performed; False on timeout."""
        with self.cond:
            return self.cond.wait_for(lambda: self.done_seq >= seq, timeout)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything asked for is on disk; False on timeout."""
        with self.cond:
            return self.cond.wait_for(lambda: self.op is None and not self.busy, timeout)
