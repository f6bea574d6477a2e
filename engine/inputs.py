"""Bounded, non-blocking reading of the command line's inputs.

Hostile input must cost little: a file is read only if it is a regular file
(a FIFO, a device such as ``/dev/zero``, a directory is refused before a byte
is read, and never blocks), at most ``limit + 1`` bytes are read from a file
or a stream before refusing, and lines are read at most ``max_line + 1``
bytes at a time.
"""

from __future__ import annotations

import os
import stat

__all__ = ["InputError", "read_regular_file", "read_stream", "read_lines"]


class InputError(Exception):
    """An input that cannot be read or is refused; the message says why in words."""


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def read_regular_file(path, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (at most ``limit``).

    Raises :class:`InputError` for a missing or unreadable file, anything that is
    not a regular file (checked before opening, and again on the opened file, so
    a swap in between cannot make it block), or a file over ``limit`` bytes.
    """
    try:
        st = os.stat(path)
    except OSError as e:
        raise InputError(f"cannot read ({e.strerror or e})") from None
    if not stat.S_ISREG(st.st_mode):
        raise InputError(f"cannot read ({_kind(st.st_mode)}, not a regular file)")
    if st.st_size > limit:
        raise InputError(f"too large ({st.st_size} bytes; at most {limit})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise InputError(f"cannot read ({e.strerror or e})") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise InputError(f"cannot read ({_kind(st.st_mode)}, not a regular file)")
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    except OSError as e:
        raise InputError(f"cannot read ({e.strerror or e})") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise InputError(f"too large (more than {limit} bytes)")
    return data


def read_stream(stream, limit: int) -> bytes:
    """At most ``limit`` bytes from a binary ``stream`` (stdin); more is refused
    after reading ``limit + 1`` bytes, never the whole stream."""
    chunks = []
    got = 0
    try:
        while got <= limit:
            chunk = stream.read(min(1 << 16, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as e:
        raise InputError(f"cannot read ({e.strerror or e})") from None
    if got > limit:
        raise InputError(f"too large (more than {limit} bytes)")
    return b"".join(chunks)


def read_lines(stream, max_line: int):
    """Yield ``(number, bytes)`` for each line of a binary ``stream``, without its
    line ending. A line over ``max_line`` bytes raises :class:`InputError` after
    reading ``max_line + 1`` bytes of it."""
    n = 0
    while True:
        try:
            line = stream.readline(max_line + 2)
        except OSError as e:
            raise InputError(f"cannot read ({e.strerror or e})") from None
        if not line:
            return
        n += 1
        body = line.rstrip(b"\r\n") if line.endswith(b"\n") else line
        if len(body) > max_line:
            raise InputError(f"line {n} is too long (more than {max_line} bytes)")
        yield n, body
