"""Make the card-table tileset ``assets/images/table_tiles.png`` (8x8 tiles of 16 px).

Every pixel is computed here from fixed formulas and an integer hash, so the PNG is
the same on every run. pygame is only used by ``--show`` to preview the sheet.

Sheet layout (tile id = row * 8 + column; the maps use these ids, see ``TILE_*``):

- row 0: felt, tone 0 (lightest, table centre) ids 0-3, tone 1 ids 4-7
- row 1: felt, tone 2 (darkest, near the rail) ids 8-11; rail tiles with a brass
  stud (top, bottom, left, right outer rail) ids 12-15
- rows 2-6, columns 0-4: the wooden rail as a 5x5 miniature table (corners are
  2x2 blocks, column 2 / row 4 are the repeating edges); its centre (id 34) is
  a small diamond ornament for the felt
- rows 2-4, columns 5-7: a darker felt pad (9-slice, translucent, a soft lip at the edge)
- rows 5-7, columns 5-7: a faint gold zone line (9-slice); its centre is a star
- row 7, columns 0-3: brass corner caps for the rail's outer corners (TL, TR, BL, BR);
  column 4: a four-pip ornament
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import assetcli  # noqa: E402
from pngio import write_png  # noqa: E402

TILE = 16
COLS = ROWS = 8
SHEET_W, SHEET_H = COLS * TILE, ROWS * TILE
FILENAME = "table_tiles.png"

# --- tile ids used by make_maps.py ---------------------------------------------------
TILE_FELT = ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11))  # tone 0 (centre) .. 2 (edge)
TILE_STUD = {"top": 12, "bottom": 13, "left": 14, "right": 15}
RAIL_ORIGIN = (0, 2)  # column, row of the 5x5 rail miniature
PAD_ORIGIN = (5, 2)  # 3x3 pad 9-slice
LINE_ORIGIN = (5, 5)  # 3x3 zone line 9-slice
TILE_CAP = {"tl": 56, "tr": 57, "bl": 58, "br": 59}
TILE_DIAMOND = 34
TILE_PIPS = 60


def rail_tile(c: int, r: int) -> int:
    """Id of cell (c, r) of the 5x5 rail miniature (0..4 each)."""
    return (RAIL_ORIGIN[1] + r) * COLS + RAIL_ORIGIN[0] + c


def pad_tile(c: int, r: int) -> int:
    return (PAD_ORIGIN[1] + r) * COLS + PAD_ORIGIN[0] + c


def line_tile(c: int, r: int) -> int:
    return (LINE_ORIGIN[1] + r) * COLS + LINE_ORIGIN[0] + c


ROLES = {}
for _tone, _ids in enumerate(TILE_FELT):
    for _i in _ids:
        ROLES[_i] = f"felt-{_tone}"
for _side, _i in TILE_STUD.items():
    ROLES[_i] = f"rail-stud-{_side}"
for _r in range(5):
    for _c in range(5):
        if (_c, _r) != (2, 2):
            ROLES[rail_tile(_c, _r)] = "rail"
ROLES[TILE_DIAMOND] = "ornament-diamond"
for _r in range(3):
    for _c in range(3):
        ROLES[pad_tile(_c, _r)] = "pad"
        ROLES[line_tile(_c, _r)] = "zone-line"
ROLES[line_tile(1, 1)] = "ornament-star"
for _k, _i in TILE_CAP.items():
    ROLES[_i] = f"rail-cap-{_k}"
ROLES[TILE_PIPS] = "ornament-pips"

# --- colours --------------------------------------------------------------------------
FELT_TONES = ((30, 112, 66), (29, 109, 64), (28, 106, 62))
WOOD_LIGHT = (178, 106, 56)
WOOD_DARK = (104, 54, 26)
BRASS = (206, 164, 78)
GOLD_LINE = (232, 204, 132)
STITCH = (214, 226, 190)

RAIL_SIZE = 5 * TILE  # the miniature is 80x80 px
RAIL_DEPTH = 26.0  # wood from the outer edge; the rest of the 32 px is shadow on felt
RAIL_RADIUS = 6.0  # inner corner rounding
GROOVE = (15.0, 16.6)  # dark groove between the flat top and the cushion


def h01(x: int, y: int, seed: int) -> float:
    """A stable integer hash of (x, y, seed) in [0, 1)."""
    n = (x * 374761393 + y * 668265263 + seed * 2246822519 + 0x9E3779B9) & 0xFFFFFFFF
    n = ((n ^ (n >> 13)) * 1274126177) & 0xFFFFFFFF
    n = ((n ^ (n >> 16)) * 2654435761) & 0xFFFFFFFF
    return (n ^ (n >> 15)) / 4294967296.0


def clamp(v: float, lo: float = 0.0, hi: float = 1.0) -> float:
    return lo if v < lo else hi if v > hi else v


def smooth(e0: float, e1: float, x: float) -> float:
    t = clamp((x - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def over(dst, src):
    """Straight-alpha ``src`` over ``dst``; colours 0..255 floats, alpha 0..1."""
    sr, sg, sb, sa = src
    dr, dg, db, da = dst
    oa = sa + da * (1 - sa)
    if oa <= 0:
        return (0.0, 0.0, 0.0, 0.0)
    k = da * (1 - sa)
    return ((sr * sa + dr * k) / oa, (sg * sa + dg * k) / oa, (sb * sa + db * k) / oa, oa)


def rounded_box_sd(x: float, y: float, cx: float, cy: float, hw: float, hh: float,
                   r: float) -> float:
    """Signed distance to a rounded rectangle (negative inside)."""
    qx = abs(x - cx) - (hw - r)
    qy = abs(y - cy) - (hh - r)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


class Sheet:
    def __init__(self) -> None:
        self.px = [[(0.0, 0.0, 0.0, 0.0)] * SHEET_W for _ in range(SHEET_H)]

    def paint(self, tile_id: int, fn) -> None:
        """Fill one tile: ``fn(x, y)`` gets pixel-centre coordinates inside the tile."""
        ox, oy = (tile_id % COLS) * TILE, (tile_id // COLS) * TILE
        for y in range(TILE):
            row = self.px[oy + y]
            for x in range(TILE):
                row[ox + x] = fn(x + 0.5, y + 0.5)

    def overlay(self, tile_id: int, fn) -> None:
        ox, oy = (tile_id % COLS) * TILE, (tile_id // COLS) * TILE
        for y in range(TILE):
            row = self.px[oy + y]
            for x in range(TILE):
                src = fn(x + 0.5, y + 0.5)
                if src is not None and src[3] > 0:
                    row[ox + x] = over(row[ox + x], src)

    def rgba(self) -> bytearray:
        out = bytearray()
        for row in self.px:
            for r, g, b, a in row:
                alpha = int(round(clamp(a) * 255))
                if alpha == 0:
                    out.extend(b"\0\0\0\0")
                else:
                    out.extend((int(round(clamp(r, 0, 255))), int(round(clamp(g, 0, 255))),
                                int(round(clamp(b, 0, 255))), alpha))
        return out


# --- felt -----------------------------------------------------------------------------
def felt_fn(tone: int, variant: int):
    seed = 101 + tone * 17 + variant * 5
    white = [[h01(x, y, seed) for x in range(TILE)] for y in range(TILE)]
    mean = sum(map(sum, white)) / (TILE * TILE)
    white = [[v - mean for v in row] for row in white]  # every tile equally bright on average
    # A wrapped 3x3 blur gives a soft mottle; white noise on top gives the nap.
    blur = [[sum(white[(y + j) % TILE][(x + i) % TILE] for i in (-1, 0, 1) for j in (-1, 0, 1))
             / 9 for x in range(TILE)] for y in range(TILE)]
    # A few short diagonal fibres per tile.
    fibres = set()
    for k in range(4):
        fx = int(h01(k, 1, seed) * TILE)
        fy = int(h01(k, 2, seed) * TILE)
        length = 2 + int(h01(k, 3, seed) * 3)
        for s in range(length):
            fibres.add(((fx + s) % TILE, (fy + (s if k % 2 else -s)) % TILE))
    base = FELT_TONES[tone]

    def fn(x: float, y: float):
        ix, iy = int(x), int(y)
        lum = 1.0 + 0.12 * blur[iy][ix] + 0.06 * white[iy][ix]
        if (ix, iy) in fibres:
            lum += 0.035
        return (base[0] * lum, base[1] * lum, base[2] * lum, 1.0)

    return fn


# --- wood rail ------------------------------------------------------------------------
def wood_colour(d: float, e: float, along: float, side: int) -> tuple[float, float, float]:
    """Colour of the rail at depth ``d`` from the outer edge, ``e`` from the felt edge."""
    seed = 700 + side
    t = d / 3.9 + 0.33 * math.sin(2 * math.pi * along / 16 + 1.7 * math.sin(d * 0.6) + side)
    ring = 0.5 + 0.5 * math.cos(2 * math.pi * t)
    fibre = h01(int(math.floor(along)) % 16, int(d * 1.3), seed) - 0.5
    fleck = h01(int(math.floor(along)) % 16, int(d), seed + 50)
    k = 0.18 + 0.42 * ring ** 3 + 0.22 * fibre + (0.15 if fleck > 0.93 else 0.0)
    col = mix(WOOD_LIGHT, WOOD_DARK, clamp(k))
    # Profile: dark outer lip, bevel highlight, flat top, groove, round cushion.
    if d < 1.2:
        shade = 0.55
    elif d < 3.6:
        shade = 1.0 + 0.22 * math.sin(math.pi * (d - 1.2) / 2.4)
    elif d < GROOVE[0]:
        shade = 1.0 + 0.05 * math.sin(math.pi * (d - 3.6) / (GROOVE[0] - 3.6))
    elif d < GROOVE[1]:
        shade = 0.58
    else:
        span = RAIL_DEPTH - GROOVE[1]
        u = clamp(e / span)
        shade = 0.74 + 0.5 * math.sin(math.pi * u) ** 0.7
        if u > 0.55:  # the lit upper half of the cushion, a soft sheen
            shade += 0.12 * smooth(0.55, 0.75, u) * (1 - smooth(0.8, 1.0, u))
        if e < 1.0:
            shade *= 0.55
    return (col[0] * shade, col[1] * shade, col[2] * shade)


def rail_pixel(x: float, y: float):
    """Pixel of the 80x80 rail miniature at pixel centre (x, y)."""
    s = RAIL_SIZE
    dists = ((y, 0, x), (s - y, 1, x), (x, 2, y), (s - x, 3, y))  # top, bottom, left, right
    d, side, along = min(dists)
    c = s / 2
    sd = rounded_box_sd(x, y, c, c, c - RAIL_DEPTH, c - RAIL_DEPTH, RAIL_RADIUS)
    # Felt side: a soft shadow cast by the rail.
    shadow_a = 0.55 * clamp(1 - max(-sd, 0.0) / 6.5) ** 2
    base = (4.0, 20.0, 10.0, shadow_a)
    coverage = clamp(0.5 + sd)
    if coverage <= 0:
        return base
    r, g, b = wood_colour(d, max(sd, 0.0), along, side)
    # The mitred joint at the corners: a fine dark line on the diagonal.
    if d < RAIL_DEPTH:
        if side in (0, 1):
            other = min(x, s - x)
        else:
            other = min(y, s - y)
        if abs(other - d) < 0.75:
            r, g, b = r * 0.72, g * 0.72, b * 0.72
    return over(base, (r, g, b, coverage))


def rail_fn(c: int, r: int):
    ox, oy = c * TILE, r * TILE
    return lambda x, y: rail_pixel(ox + x, oy + y)


def brass(nx: float, ny: float, edge: float):
    """Brass shading for a dome: (nx, ny) offset from centre in radii, edge = 1 at rim."""
    light = clamp(0.5 - 0.55 * nx - 0.65 * ny + 0.35 * (1 - edge))
    col = mix(mix(BRASS, (120, 84, 32), 0.55), BRASS, light * 1.4)
    spec = smooth(0.55, 0.95, light) * 0.8
    return mix(col, (255, 244, 200), spec)


def stud_overlay(x: float, y: float):
    cx = cy = 8.0
    rad = 3.3
    dist = math.hypot(x - cx, y - cy)
    if dist > rad + 1.8:
        return None
    if dist > rad - 0.5:  # the shadow ring around the stud
        a_sh = 0.45 * clamp(1 - (dist - rad) / 1.8)
        cov = clamp(rad + 0.5 - dist)
        sh = (20.0, 8.0, 2.0, a_sh)
        if cov <= 0:
            return sh
        col = brass((x - cx) / rad, (y - cy) / rad, 1.0)
        return over(sh, (*col, cov))
    col = brass((x - cx) / rad, (y - cy) / rad, dist / rad)
    return (*col, 1.0)


def cap_overlay_tl(x: float, y: float):
    """Brass corner protector on the top-left outer corner (mirrored for the others)."""
    s = x + y
    limit = 13.0
    if s > limit + 1.0:
        return None
    cov = clamp(limit - s + 0.5)
    if cov <= 0:
        return (20.0, 8.0, 2.0, 0.4 * clamp(1 - (s - limit)))
    rim = clamp((limit - s) / 2.2)
    light = clamp(0.35 + 0.45 * (1 - (x + y) / limit))
    col = mix(mix(BRASS, (110, 76, 28), 0.5), BRASS, 0.4 + 0.9 * light)
    if rim < 1:
        col = mix((96, 66, 24), col, rim)
    # Two screws.
    for sx, sy in ((4.0, 7.0), (7.0, 4.0)):
        dd = math.hypot(x - sx, y - sy)
        if dd < 1.4:
            col = mix((70, 48, 18), (150, 118, 60), clamp((sx - x + sy - y) / 3 + 0.5))
    return (*col, cov)


# --- pads and lines -------------------------------------------------------------------
def pad_fn(c: int, r: int):
    size = 3 * TILE
    ox, oy = c * TILE, r * TILE

    def fn(x: float, y: float):
        px, py = ox + x, oy + y
        sd = rounded_box_sd(px, py, size / 2, size / 2, size / 2 - 0.5, size / 2 - 0.5, 10.0)
        cov = clamp(0.5 - sd)
        if cov <= 0:
            return (0.0, 0.0, 0.0, 0.0)
        inside = -sd
        a = 0.2 + 0.14 * clamp(1 - inside / 3.0)
        col = (2.0, 26.0, 12.0, a * cov)
        # A soft lip just inside the edge (no stitching: the pads are quiet under the tiles).
        lip = clamp(1.0 - abs(inside - 2.0) / 1.5)
        if lip > 0:
            col = over(col, (*STITCH, 0.10 * lip))
        return col

    return fn


def line_fn(c: int, r: int):
    size = 3 * TILE
    ox, oy = c * TILE, r * TILE

    def fn(x: float, y: float):
        px, py = ox + x, oy + y
        outer = rounded_box_sd(px, py, size / 2, size / 2, size / 2 - 8, size / 2 - 8, 8.0)
        inner = rounded_box_sd(px, py, size / 2, size / 2, size / 2 - 11, size / 2 - 11, 5.0)
        a = 0.34 * clamp(1.2 - abs(outer)) + 0.18 * clamp(0.9 - abs(inner))
        return (*GOLD_LINE, clamp(a))

    return fn


def star_fn(x: float, y: float):
    dx, dy = abs(x - 8), abs(y - 8)
    # A four-pointed star: |x|^p + |y|^p < r^p with p < 1.
    p = 0.55
    v = (dx / 6.5) ** p + (dy / 6.5) ** p
    a = 0.5 * clamp((1.0 - v) * 6)
    dot = math.hypot(x - 8, y - 8)
    a = max(a, 0.0) - 0.2 * clamp(1.6 - dot) * (a > 0)
    return (*GOLD_LINE, clamp(a))


def diamond_fn(x: float, y: float):
    v = abs(x - 8) + abs(y - 8) * 1.35
    a = 0.45 * clamp(1.1 - abs(v - 6.0)) + 0.4 * clamp(2.6 - v)
    return (*GOLD_LINE, clamp(a))


def pips_fn(x: float, y: float):
    a = 0.0
    for px, py in ((4.5, 4.5), (11.5, 4.5), (4.5, 11.5), (11.5, 11.5)):
        a = max(a, 0.45 * clamp(2.3 - math.hypot(x - px, y - py)))
    return (*GOLD_LINE, a)


def build() -> Sheet:
    sheet = Sheet()
    for tone, ids in enumerate(TILE_FELT):
        for v, tid in enumerate(ids):
            sheet.paint(tid, felt_fn(tone, v))
    for r in range(5):
        for c in range(5):
            if (c, r) != (2, 2):
                sheet.paint(rail_tile(c, r), rail_fn(c, r))
    sheet.paint(TILE_DIAMOND, diamond_fn)
    # Studs sit on the outer row of each straight rail.
    for side, cell in (("top", (2, 0)), ("bottom", (2, 4)), ("left", (0, 2)), ("right", (4, 2))):
        tid = TILE_STUD[side]
        sheet.paint(tid, rail_fn(*cell))
        sheet.overlay(tid, stud_overlay)
    for key, cell, fx, fy in (("tl", (0, 0), False, False), ("tr", (4, 0), True, False),
                              ("bl", (0, 4), False, True), ("br", (4, 4), True, True)):
        tid = TILE_CAP[key]
        sheet.paint(tid, rail_fn(*cell))
        sheet.overlay(tid, lambda x, y, fx=fx, fy=fy: cap_overlay_tl(
            TILE - x if fx else x, TILE - y if fy else y))
    for r in range(3):
        for c in range(3):
            sheet.paint(pad_tile(c, r), pad_fn(c, r))
            sheet.paint(line_tile(c, r), line_fn(c, r))
    sheet.paint(line_tile(1, 1), star_fn)
    sheet.paint(TILE_PIPS, pips_fn)
    return sheet


def make(out_dir: str | Path) -> list[Path]:
    """Write ``images/table_tiles.png`` under the assets folder ``out_dir``."""
    path = Path(out_dir) / "images" / FILENAME
    write_png(path, SHEET_W, SHEET_H, build().rgba())
    return [path]


def main(argv: list[str] | None = None) -> int:
    return assetcli.run(make, __doc__, argv)


if __name__ == "__main__":
    raise SystemExit(main())
