"""A tiny deterministic PNG writer (stdlib only) shared by the asset scripts.

pygame can save PNGs too, but its bytes depend on the libpng build; this writer
gives the same file for the same pixels on every machine with the same zlib.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

__all__ = ["png_bytes", "write_png", "read_png_rgba"]

_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def png_bytes(width: int, height: int, rgba: bytes | bytearray) -> bytes:
    """Encode 8-bit RGBA pixels (row-major, 4 bytes a pixel) as a PNG file."""
    stride = width * 4
    if len(rgba) != stride * height:
        raise ValueError(f"expected {stride * height} bytes of RGBA, got {len(rgba)}")
    raw = bytearray()
    prev = bytes(stride)
    for y in range(height):
        row = bytes(rgba[y * stride:(y + 1) * stride])
        # Filter 2 ("up") compresses flat art well and keeps the writer simple.
        raw.append(2)
        raw.extend(bytes((a - b) & 0xFF for a, b in zip(row, prev)))
        prev = row
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (_SIGNATURE + _chunk(b"IHDR", ihdr)
            + _chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + _chunk(b"IEND", b""))


def write_png(path: str | Path, width: int, height: int, rgba: bytes | bytearray) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png_bytes(width, height, rgba))
    return path


def read_png_rgba(data: bytes) -> tuple[int, int, bytes]:
    """Decode a PNG written by :func:`png_bytes` (8-bit RGBA, non-interlaced).

    Handles all five filter types so it can check any such file; used by tests
    and the ICO writer's self-check.
    """
    if data[:8] != _SIGNATURE:
        raise ValueError("not a PNG")
    pos = 8
    idat = bytearray()
    width = height = 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _c, _f, interlace = struct.unpack(">IIBBBBB", body)
            if (depth, ctype, interlace) != (8, 6, 0):
                raise ValueError("only 8-bit RGBA non-interlaced PNGs are supported")
        elif kind == b"IDAT":
            idat.extend(body)
        elif kind == b"IEND":
            break
    raw = zlib.decompress(bytes(idat))
    stride = width * 4
    out = bytearray()
    prev = bytearray(stride)
    i = 0
    for _y in range(height):
        ftype = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - 4] if x >= 4 else 0
            b = prev[x]
            c = prev[x - 4] if x >= 4 else 0
            if ftype == 1:
                line[x] = (line[x] + a) & 0xFF
            elif ftype == 2:
                line[x] = (line[x] + b) & 0xFF
            elif ftype == 3:
                line[x] = (line[x] + (a + b) // 2) & 0xFF
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 0xFF
            elif ftype != 0:
                raise ValueError(f"bad PNG filter {ftype}")
        out.extend(line)
        prev = line
    return width, height, bytes(out)
