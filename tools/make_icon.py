"""Make the application icon: ``assets/images/icon.png`` (256x256 RGBA) and ``icon.ico``.

The picture is the game's own table in miniature: a round patch of green felt in
a warm wooden ring, with an ivory double-five domino lying crossways over it
(the sniff is the first double). It is drawn from signed-distance shapes and
supersampled at each size (16, 32, 48, 256), so small sizes stay clean. The ICO
container (PNG entries, as Windows Vista and later read them) is written here
with ``struct``; pygame cannot write .ico files.
"""

from __future__ import annotations

import math
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import assetcli  # noqa: E402
from make_table_art import h01  # noqa: E402
from pngio import png_bytes  # noqa: E402

ICO_SIZES = (16, 32, 48, 256)
UNITS = 256.0  # the scene is laid out in 256x256 units

CENTRE = 128.0
FELT_R = 104.0
RING_R = 119.0
ANGLE = math.radians(-33.0)
HALF_W, HALF_H = 44.0, 88.0  # the domino's half sizes (a 1:2 tile)
CORNER = 14.0
PIP_R = 9.0
PIP_STEP = 23.0
SHADOW = (7.0, 10.0)

FELT = (30, 112, 66)
WOOD = (176, 104, 54)
WOOD_DARK = (98, 52, 24)
IVORY = (250, 244, 226)
IVORY_EDGE = (204, 190, 160)
PIP = (28, 30, 40)
BRASS = (214, 172, 84)

_COS, _SIN = math.cos(ANGLE), math.sin(ANGLE)
_LIGHT = (-0.55, -0.83)  # light from the upper left (unit vector)


def clamp(v: float, lo: float = 0.0, hi: float = 1.0) -> float:
    return lo if v < lo else hi if v > hi else v


def smooth(e0: float, e1: float, x: float) -> float:
    t = clamp((x - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)


def mix(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def over(dst, rgb, alpha):
    """Composite ``rgb`` with ``alpha`` over a premultiplied (r, g, b, a) ``dst``."""
    k = 1 - alpha
    return (rgb[0] * alpha + dst[0] * k, rgb[1] * alpha + dst[1] * k,
            rgb[2] * alpha + dst[2] * k, alpha + dst[3] * k)


def to_local(x: float, y: float) -> tuple[float, float]:
    """Scene units to the domino's frame (centre at 0, long axis = local y)."""
    dx, dy = x - CENTRE, y - CENTRE
    return dx * _COS + dy * _SIN, -dx * _SIN + dy * _COS


def box_sd(lx: float, ly: float, hw: float, hh: float, r: float) -> float:
    qx = abs(lx) - (hw - r)
    qy = abs(ly) - (hh - r)
    return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - r


def pips() -> list[tuple[float, float]]:
    out = []
    for half in (-1, 1):
        cy = half * HALF_H / 2
        out += [(0.0, cy), (-PIP_STEP, cy - PIP_STEP), (PIP_STEP, cy - PIP_STEP),
                (-PIP_STEP, cy + PIP_STEP), (PIP_STEP, cy + PIP_STEP)]
    return out


PIPS = pips()


def scene(x: float, y: float, aa: float) -> tuple[tuple[float, float, float, float], float]:
    """Premultiplied colour at (x, y) and the distance to the nearest hard edge.

    ``aa`` is the width (in units) over which edges are smoothed: one pixel.
    """
    col = (0.0, 0.0, 0.0, 0.0)
    edge = 1e9
    r = math.hypot(x - CENTRE, y - CENTRE)
    # Wooden ring and felt.
    edge = min(edge, abs(r - RING_R), abs(r - FELT_R))
    ring_cov = clamp((RING_R - r) / aa + 0.5)
    if ring_cov > 0:
        t = (r - FELT_R) / (RING_R - FELT_R)
        grain = 0.5 + 0.5 * math.cos(2 * math.pi * (r / 3.1 + 0.6 * math.sin(math.atan2(y - CENTRE, x - CENTRE) * 7)))
        wood = mix(WOOD, WOOD_DARK, 0.15 + 0.35 * grain ** 3)
        nx, ny = (x - CENTRE) / max(r, 1e-6), (y - CENTRE) / max(r, 1e-6)
        light = -(nx * _LIGHT[0] + ny * _LIGHT[1])  # the ring's outer side faces the light
        shade = 0.8 + 0.35 * math.sin(math.pi * clamp(t)) + 0.18 * light * (1 if t > 0.5 else -1)
        if t > 0.88:
            shade *= 0.7
        wood = tuple(c * shade for c in wood)
        col = over(col, wood, ring_cov)
        felt_cov = clamp((FELT_R - r) / aa + 0.5)
        if felt_cov > 0:
            lum = 1.1 - 0.22 * (r / FELT_R) ** 2 + 0.05 * (h01(int(x * 2), int(y * 2), 9) - 0.5)
            felt = tuple(c * lum for c in FELT)
            # The ring casts a soft shadow onto the felt.
            felt = tuple(c * (1 - 0.45 * smooth(FELT_R - 10, FELT_R, r)) for c in felt)
            col = over(col, felt, felt_cov)
    # The domino's shadow.
    lx, ly = to_local(x - SHADOW[0], y - SHADOW[1])
    sd = box_sd(lx, ly, HALF_W, HALF_H, CORNER)
    sh = 0.5 * (1 - smooth(-8.0, 9.0, sd))
    if sh > 0:
        col = over(col, (8, 24, 14), sh)
    # The domino.
    lx, ly = to_local(x, y)
    sd = box_sd(lx, ly, HALF_W, HALF_H, CORNER)
    edge = min(edge, abs(sd))
    cov = clamp(-sd / aa + 0.5)
    if cov <= 0:
        return col, edge
    inside = -sd
    body = mix(IVORY, (236, 226, 200), clamp((ly + HALF_H) / (2 * HALF_H)) * 0.6)
    if inside < 7:
        # Bevel: shade by the edge normal against the light.
        eps = 0.5
        gx = box_sd(lx + eps, ly, HALF_W, HALF_H, CORNER) - box_sd(lx - eps, ly, HALF_W, HALF_H, CORNER)
        gy = box_sd(lx, ly + eps, HALF_W, HALF_H, CORNER) - box_sd(lx, ly - eps, HALF_W, HALF_H, CORNER)
        n = math.hypot(gx, gy) or 1.0
        # Rotate the local normal back to scene space.
        nx = (gx * _COS - gy * _SIN) / n
        ny = (gx * _SIN + gy * _COS) / n
        facing = -(nx * _LIGHT[0] + ny * _LIGHT[1])
        t = (1 - inside / 7) ** 1.5
        if facing > 0:
            body = mix(body, (255, 253, 246), t * 0.8 * facing)
        else:
            body = mix(body, IVORY_EDGE, t * -facing)
        if inside < 1.2:
            body = mix(body, (150, 136, 110), 0.5 * (1 - inside / 1.2))
    # The dividing groove with a brass pin in the middle.
    if abs(lx) < HALF_W - 9:
        g = abs(ly)
        edge = min(edge, abs(g - 1.8))
        body = mix(body, (70, 60, 48), clamp(1.8 - g + 0.5))
        body = mix(body, (255, 252, 240), 0.6 * clamp(1 - abs(ly - 3.0)))
    pin = math.hypot(lx, ly)
    if pin < 7.5:
        edge = min(edge, abs(pin - 6.0))
        pc = clamp(6.0 - pin + 0.5)
        lit = clamp(0.5 - 0.1 * (lx * _COS - ly * _SIN) - 0.1 * (lx * _SIN + ly * _COS))
        brass = mix((120, 86, 30), BRASS, 0.3 + 0.9 * lit)
        brass = mix(brass, (255, 240, 190), smooth(0.7, 1.0, lit))
        body = mix(body, brass, pc)
    for px, py in PIPS:
        d = math.hypot(lx - px, ly - py)
        if d < PIP_R + 1.5:
            edge = min(edge, abs(d - PIP_R))
            pcov = clamp((PIP_R - d) / aa + 0.5)
            # A drilled pip: darker toward the lit rim, a lighter crescent opposite.
            ox, oy = (lx - px) / PIP_R, (ly - py) / PIP_R
            sx, sy = ox * _COS - oy * _SIN, ox * _SIN + oy * _COS  # scene-space offset
            rim = -(sx * _LIGHT[0] + sy * _LIGHT[1])
            pip = mix(PIP, (90, 92, 110), 0.5 * smooth(0.3, 1.0, rim) * smooth(0.4, 1.0, d / PIP_R))
            body = mix(body, pip, pcov)
    col = over(col, body, cov)
    return col, edge


def render(size: int) -> bytearray:
    """RGBA bytes of the icon at ``size`` x ``size`` pixels."""
    unit = UNITS / size
    base_sub = max(1, int(round(unit)))
    out = bytearray()
    for j in range(size):
        for i in range(size):
            if base_sub > 1:
                sub = base_sub
            else:
                col, edge = scene((i + 0.5) * unit, (j + 0.5) * unit, unit)
                sub = 4 if edge < 1.5 * unit else 1
            if sub > 1:
                acc = [0.0, 0.0, 0.0, 0.0]
                for sj in range(sub):
                    for si in range(sub):
                        c, _ = scene((i + (si + 0.5) / sub) * unit,
                                     (j + (sj + 0.5) / sub) * unit, unit / sub * 1.2)
                        for k in range(4):
                            acc[k] += c[k]
                col = tuple(v / (sub * sub) for v in acc)
            a = col[3]
            if a <= 1e-4:
                out.extend(b"\0\0\0\0")
                continue
            out.extend((int(round(clamp(col[0] / a, 0, 255))), int(round(clamp(col[1] / a, 0, 255))),
                        int(round(clamp(col[2] / a, 0, 255))), int(round(clamp(a) * 255))))
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container holding one PNG image per size."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def make(out_dir: str | Path) -> list[Path]:
    """Write ``images/icon.png`` and ``images/icon.ico`` under the assets folder ``out_dir``."""
    folder = Path(out_dir) / "images"
    folder.mkdir(parents=True, exist_ok=True)
    pngs = {s: png_bytes(s, s, render(s)) for s in ICO_SIZES}
    png_path = folder / "icon.png"
    png_path.write_bytes(pngs[256])
    ico_path = folder / "icon.ico"
    ico_path.write_bytes(ico_bytes(pngs))
    return [png_path, ico_path]


def main(argv: list[str] | None = None) -> int:
    return assetcli.run(make, __doc__, argv)


if __name__ == "__main__":
    raise SystemExit(main())
