"""Make the table cloth's weave ``assets/images/felt_weave.png`` (256x256, tileable).

A grey light map the game multiplies over every cloth's felt (game/felt.py): white is
the felt as its colour says, darker greys shade it. It is a baize: a fine twill (the
weave's diagonal ribs), short pressed fibres lying every way, and a soft mottle where
the nap lies a little flatter. Every pixel comes from fixed formulas and a seeded
integer hash (SEED), wrapped at the edges, so the tile repeats without a seam and the
PNG is the same on every run (stdlib only).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import assetcli  # noqa: E402
from pngio import write_png  # noqa: E402

SIZE = 256
FILENAME = "felt_weave.png"
SEED = 61  # Sniff 61
#: The darkest and lightest the weave shades the felt (a multiply, 0..1): subtle.
LOW, HIGH = 0.84, 1.0


def _hash(x: int, y: int, k: int = 0) -> float:
    """A value in [0, 1) for the integer point (x, y) of layer ``k`` (wrapped)."""
    n = ((x % SIZE) * 374761393 + (y % SIZE) * 668265263 + (k + SEED) * 2147483647) \
        & 0xFFFFFFFF
    n = ((n ^ (n >> 13)) * 1274126177) & 0xFFFFFFFF
    return ((n ^ (n >> 16)) & 0xFFFFFF) / float(0x1000000)


def _smooth(t: float) -> float:
    return t * t * (3 - 2 * t)


def _value_noise(x: float, y: float, cell: int, k: int) -> float:
    """Smooth noise in [0, 1) with lattice cells ``cell`` px, periodic over SIZE."""
    n = SIZE // cell
    gx, gy = x / cell, y / cell
    x0, y0 = int(math.floor(gx)), int(math.floor(gy))
    tx, ty = _smooth(gx - x0), _smooth(gy - y0)

    def at(i: int, j: int) -> float:
        return _hash((i % n) * 7919, (j % n) * 104729, k)

    top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx
    foot = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx
    return top + (foot - top) * ty


def _fibres(field: list[float]) -> None:
    """Short fibres (3-8 px) in every direction, a shade darker or lighter, wrapped."""
    for f in range(2600):
        x, y = _hash(f, 1, 11) * SIZE, _hash(f, 2, 11) * SIZE
        a = _hash(f, 3, 11) * math.pi
        length = 3 + 5 * _hash(f, 4, 11)
        shade = (0.05 if _hash(f, 5, 11) < 0.55 else -0.04) * (0.5 + _hash(f, 6, 11))
        dx, dy = math.cos(a), math.sin(a)
        for s in range(int(length) + 1):
            px, py = int(x + dx * s) % SIZE, int(y + dy * s) % SIZE
            field[py * SIZE + px] -= shade


def build() -> list[float]:
    """The light map, SIZE x SIZE values in [LOW, HIGH], row by row."""
    field = [0.0] * (SIZE * SIZE)
    for y in range(SIZE):
        for x in range(SIZE):
            grain = _hash(x, y, 1) - 0.5  # the nap, pixel by pixel
            twill = 0.5 + 0.5 * math.cos(2 * math.pi * (x + 2 * y) / 4)  # the ribs
            mottle = (0.65 * _value_noise(x, y, 64, 2) + 0.35 * _value_noise(x, y, 16, 3)
                      - 0.5)
            field[y * SIZE + x] = 0.5 + 0.45 * grain - 0.16 * twill + 0.45 * mottle
    _fibres(field)
    ranked = sorted(field)  # the rare piled-up fibre clipped: the weave keeps its range
    lo, hi = ranked[len(ranked) // 200], ranked[-len(ranked) // 200]
    return [LOW + (HIGH - LOW) * min(1.0, max(0.0, (v - lo) / (hi - lo))) for v in field]


def rgba(field: list[float]) -> bytearray:
    out = bytearray()
    for v in field:
        g = max(0, min(255, round(255 * v)))
        out += bytes((g, g, g, 255))
    return out


def make(out_dir: str | Path) -> list[Path]:
    """Write ``images/felt_weave.png`` under the assets folder ``out_dir``."""
    path = Path(out_dir) / "images" / FILENAME
    write_png(path, SIZE, SIZE, rgba(build()))
    return [path]


def main(argv: list[str] | None = None) -> int:
    return assetcli.run(make, __doc__, argv)


if __name__ == "__main__":
    raise SystemExit(main())
