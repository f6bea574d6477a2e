"""Write the Tiled maps: ``assets/maps/table.tsx``, ``table_{2,3,4}p.tmx`` and ``menu.tmx``.

The maps are real Tiled files (orthogonal, 80x45 tiles of 16 px = the game's
1280x720 design resolution) using the external tileset ``table.tsx`` whose image
``../images/table_tiles.png`` is drawn by ``make_table_art.py``. Each map has two
tile layers, ``felt`` (every cell) and ``frame`` (rail, seat pads,
ornaments), and an object group ``anchors`` of named rectangles that the game
lays its screen out by. The XML is written by hand here so the output is stable.
"""

from __future__ import annotations

import random
import sys
import zlib
from pathlib import Path
from xml.sax.saxutils import quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent))

import assetcli  # noqa: E402
import make_table_art as art  # noqa: E402

TILE = 16
MAP_W, MAP_H = 80, 45  # tiles
DESIGN_W, DESIGN_H = MAP_W * TILE, MAP_H * TILE  # 1280 x 720
TILED_VERSION = 'version="1.10" tiledversion="1.10.2"'
TILESET = "table.tsx"

# Anchors: name -> (x, y, width, height) in design pixels; hands also get an orientation.
_BOTTOM = {
    "status": (340, 514, 600, 32),
    "hand_0": (256, 562, 768, 122),
    "label_0": (36, 596, 200, 56),
    "btn_hint": (1084, 632, 160, 44),
    "btn_menu": (40, 40, 150, 44),
    "scores": (1000, 36, 240, 144),
    "total": (580, 116, 120, 60),
}
_TOP_HAND = (392, 36, 496, 72)
_TOP_LABEL = (198, 52, 190, 56)
_LEFT_HAND, _LEFT_LABEL = (40, 244, 96, 320), (36, 194, 220, 50)
_RIGHT_HAND, _RIGHT_LABEL = (1144, 244, 96, 320), (1044, 194, 200, 50)
_SIDE_LAYOUT = (264, 184, 752, 326)
#: The tables at 100 % text: the Total box in the top row ("total_top") and the
#: play area reaching up into the felt it left ("layout_tall"; the board's camera takes
#: it, its arms keep to "layout"'s shape: game/render/board.py). Larger text grows the
#: HUD into that felt, and the map's "layout" and "total" are the play area and the box
#: then. (West of x 1000: the score panel; 4 players: under North's plate and its
#: last-action bubble, the Total box right of North's hand.)
_TALL = {
    # (2 players: narrower, west of the score panel: the board's camera takes it only
    # when a line grown up and down shows larger there, see game/render/board_area.py)
    2: {"layout_tall": (184, 144, 816, 366), "total_top": (780, 44, 120, 60)},
    3: {"layout_tall": (264, 120, 736, 390), "total_top": (580, 40, 120, 60)},
    4: {"layout_tall": (264, 144, 736, 366), "total_top": (780, 44, 120, 60)},
}
#: Anchors that stand in for another one at 100 % text (they may overlap it).
ALTERNATES = {"layout_tall": ("layout", "total"), "total_top": ("total",)}
_SIDE_BONEYARD = (164, 288, 96, 144)  # (clear of the West rack)

TABLES: dict[int, dict[str, tuple[int, int, int, int]]] = {
    2: {
        "layout": (184, 184, 912, 326),
        "boneyard": (36, 276, 120, 160),
        # (North's hand narrower: the Total box right of it at 100 % text, as with 4
        # players; 15 tiles still lie in it at full size)
        "hand_1": (392, 36, 368, 72), "label_1": _TOP_LABEL,
        **_BOTTOM,
        **_TALL[2],
    },
    3: {
        "layout": _SIDE_LAYOUT,
        "boneyard": _SIDE_BONEYARD,
        "hand_1": _LEFT_HAND, "label_1": _LEFT_LABEL,
        "hand_2": _RIGHT_HAND, "label_2": _RIGHT_LABEL,
        **_BOTTOM,
        **_TALL[3],
    },
    4: {
        "layout": _SIDE_LAYOUT,
        "boneyard": _SIDE_BONEYARD,
        "hand_1": _LEFT_HAND, "label_1": _LEFT_LABEL,
        # (North's hand narrower: the Total box right of it at 100 % text; 15 tiles
        # still lie in it at full size)
        "hand_2": (392, 36, 368, 72), "label_2": _TOP_LABEL,
        "hand_3": _RIGHT_HAND, "label_3": _RIGHT_LABEL,
        **_BOTTOM,
        **_TALL[4],
    },
}
MENU = {
    "title": (232, 26, 816, 140),
    "panel": (380, 232, 520, 420),
}


def orientation(rect: tuple[int, int, int, int]) -> str:
    return "vertical" if rect[3] > rect[2] else "horizontal"


def align(name: str) -> str:
    """Where an opponent's tiles lie in their hand anchor: "start" (from the end
    nearest the seat's name plate: from the left under a plate on its left, from the
    top under a plate above; the eye ties the plate to its rack, issue 16) or
    "centre" (the player's own tray)."""
    if name == "hand_0":
        return "centre"
    return "start"


def anchor_names(players: int) -> list[str]:
    """Every anchor name a table map for ``players`` seats must have."""
    names = ["layout"]
    names += [f"hand_{i}" for i in range(players)]
    names += [f"label_{i}" for i in range(players)]
    names += ["boneyard", "scores", "status", "total", "btn_hint", "btn_menu"]
    return names + list(_TALL.get(players, ()))


# --- tile layers ----------------------------------------------------------------------
class Grid:
    def __init__(self) -> None:
        self.cells = [[-1] * MAP_W for _ in range(MAP_H)]  # tile id, -1 = empty

    def set(self, col: int, row: int, tid: int) -> None:
        if not (0 <= col < MAP_W and 0 <= row < MAP_H):
            raise ValueError(f"cell {col},{row} outside the map")
        self.cells[row][col] = tid

    def free(self, col: int, row: int) -> bool:
        return self.cells[row][col] < 0

    def nine_slice(self, c0: int, r0: int, c1: int, r1: int, tile_at) -> None:
        """Fill cells c0..c1-1 x r0..r1-1 with a 9-slice (``tile_at(c, r)``, c, r in 0..2)."""
        if c1 - c0 < 2 or r1 - r0 < 2:
            raise ValueError("a 9-slice needs at least 2x2 cells")
        for row in range(r0, r1):
            rr = 0 if row == r0 else 2 if row == r1 - 1 else 1
            for col in range(c0, c1):
                cc = 0 if col == c0 else 2 if col == c1 - 1 else 1
                if (cc, rr) == (1, 1) and tile_at is art.line_tile:
                    continue  # a zone line leaves its inside empty
                if not self.free(col, row):
                    raise ValueError(f"frame cell {col},{row} used twice")
                self.set(col, row, tile_at(cc, rr))


def felt_layer(seed: int) -> Grid:
    """The felt, slightly lighter in the middle: three tones dithered by a fixed seed."""
    rng = random.Random(seed)
    g = Grid()
    for row in range(MAP_H):
        for col in range(MAP_W):
            dx = (col + 0.5 - MAP_W / 2) / (MAP_W / 2)
            dy = (row + 0.5 - MAP_H / 2) / (MAP_H / 2)
            r = (dx * dx + dy * dy) ** 0.5
            t = min(max((r - 0.42) / 0.62, 0.0), 1.0) * 2.0
            tone = min(2, int(t + rng.random()))
            g.set(col, row, art.TILE_FELT[tone][rng.randrange(4)])
    return g


def rail(g: Grid) -> None:
    """The wooden rail: two cells deep on every side, brass caps and studs."""
    for row in range(MAP_H):
        for col in range(MAP_W):
            c = 0 if col < 2 else 4 if col >= MAP_W - 2 else None
            r = 0 if row < 2 else 4 if row >= MAP_H - 2 else None
            cc = col if col < 2 else col - (MAP_W - 5) if col >= MAP_W - 2 else 2
            rr = row if row < 2 else row - (MAP_H - 5) if row >= MAP_H - 2 else 2
            if c is None and r is None:
                continue
            g.set(col, row, art.rail_tile(cc, rr))
    g.set(0, 0, art.TILE_CAP["tl"])
    g.set(MAP_W - 1, 0, art.TILE_CAP["tr"])
    g.set(0, MAP_H - 1, art.TILE_CAP["bl"])
    g.set(MAP_W - 1, MAP_H - 1, art.TILE_CAP["br"])
    for col in (13, 26, MAP_W - 1 - 26, MAP_W - 1 - 13):
        g.set(col, 0, art.TILE_STUD["top"])
        g.set(col, MAP_H - 1, art.TILE_STUD["bottom"])
    for row in (11, MAP_H // 2, MAP_H - 1 - 11):
        g.set(0, row, art.TILE_STUD["left"])
        g.set(MAP_W - 1, row, art.TILE_STUD["right"])


def cells_around(rect, margin: int) -> tuple[int, int, int, int]:
    """The cell span (c0, r0, c1, r1) covering ``rect`` grown by ``margin`` px."""
    x, y, w, h = rect
    c0 = (x - margin) // TILE
    r0 = (y - margin) // TILE
    c1 = -(-(x + w + margin) // TILE)
    r1 = -(-(y + h + margin) // TILE)
    return c0, r0, c1, r1


def pad(g: Grid, rect, margin: int = 4) -> None:
    g.nine_slice(*cells_around(rect, margin), art.pad_tile)


def table_frame(players: int) -> Grid:
    anchors = TABLES[players]
    g = Grid()
    rail(g)
    # only the player's own tray keeps a pad: an opponent's rack is drawn to the size of
    # the tiles it holds (game.render.furniture.Racks.fit), on open felt
    pad(g, anchors["hand_0"])  # (the boneyard draws its own tray too)
    # No line around the layout area: the line of play lies on open felt, as on a real table.
    return g


def menu_frame() -> Grid:
    g = Grid()
    rail(g)
    # Open felt (the home screen's buttons and cards, the title's cross stand on it),
    # a star either side of the title.
    for col in (12, MAP_W - 1 - 12):
        g.set(col, 8, art.line_tile(1, 1))
    return g


# --- XML ------------------------------------------------------------------------------
def _csv(grid: Grid) -> str:
    rows = []
    for r, cells in enumerate(grid.cells):
        line = ",".join(str(t + 1 if t >= 0 else 0) for t in cells)  # gid = id + firstgid
        rows.append(line + ("," if r < MAP_H - 1 else ""))
    return "\n".join(rows)


def tmx_text(layers: list[tuple[str, Grid]], anchors: dict, properties: dict) -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>']
    n_layers = len(layers) + 1
    lines.append(
        f'<map {TILED_VERSION} orientation="orthogonal" renderorder="right-down" '
        f'width="{MAP_W}" height="{MAP_H}" tilewidth="{TILE}" tileheight="{TILE}" '
        f'infinite="0" nextlayerid="{n_layers + 1}" nextobjectid="{len(anchors) + 1}">')
    if properties:
        lines.append(" <properties>")
        for k, (typ, v) in properties.items():
            lines.append(f'  <property name={quoteattr(k)} type="{typ}" value={quoteattr(str(v))}/>')
        lines.append(" </properties>")
    lines.append(f' <tileset firstgid="1" source="{TILESET}"/>')
    for lid, (name, grid) in enumerate(layers, 1):
        lines.append(f' <layer id="{lid}" name="{name}" width="{MAP_W}" height="{MAP_H}"'
                     + (' locked="1"' if name == "felt" else "") + ">")
        lines.append('  <data encoding="csv">')
        lines.append(_csv(grid))
        lines.append("</data>")
        lines.append(" </layer>")
    lines.append(f' <objectgroup id="{n_layers}" name="anchors" color="#ffd166">')
    for oid, (name, (x, y, w, h)) in enumerate(anchors.items(), 1):
        head = (f'  <object id="{oid}" name="{name}" x="{x}" y="{y}" '
                f'width="{w}" height="{h}"')
        if name.startswith("hand_"):
            lines.append(head + ">")
            lines.append("   <properties>")
            lines.append(f'    <property name="align" value="{align(name)}"/>')
            lines.append('    <property name="orientation" '
                         f'value="{orientation((x, y, w, h))}"/>')
            lines.append("   </properties>")
            lines.append("  </object>")
        else:
            lines.append(head + "/>")
    lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def tsx_text() -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>']
    count = art.COLS * art.ROWS
    lines.append(f'<tileset {TILED_VERSION} name="table" tilewidth="{TILE}" '
                 f'tileheight="{TILE}" tilecount="{count}" columns="{art.COLS}">')
    lines.append(f' <image source="../images/{art.FILENAME}" width="{art.SHEET_W}" '
                 f'height="{art.SHEET_H}"/>')
    for tid in range(count):
        role = art.ROLES[tid]
        lines.append(f' <tile id="{tid}">')
        lines.append("  <properties>")
        lines.append(f'   <property name="role" value="{role}"/>')
        lines.append("  </properties>")
        lines.append(" </tile>")
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def _check_anchors(anchors: dict) -> None:
    items = list(anchors.items())
    for name, (x, y, w, h) in items:
        if x < 0 or y < 0 or x + w > DESIGN_W or y + h > DESIGN_H or w <= 0 or h <= 0:
            raise ValueError(f"anchor {name} {x, y, w, h} is outside {DESIGN_W}x{DESIGN_H}")
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1:]:
            if b in ALTERNATES.get(a, ()) or a in ALTERNATES.get(b, ()):
                continue
            if (ra[0] < rb[0] + rb[2] and rb[0] < ra[0] + ra[2]
                    and ra[1] < rb[1] + rb[3] and rb[1] < ra[1] + ra[3]):
                raise ValueError(f"anchors {a} and {b} overlap")


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8"))
    return path


def make(out_dir: str | Path) -> list[Path]:
    """Write the tileset and maps under the assets folder ``out_dir``."""
    maps = Path(out_dir) / "maps"
    written = [_write(maps / TILESET, tsx_text())]
    for players, anchors in TABLES.items():
        names = anchor_names(players)
        if sorted(names) != sorted(anchors):
            raise ValueError(f"{players}p anchors {sorted(anchors)} != {sorted(names)}")
        _check_anchors(anchors)
        ordered = {n: anchors[n] for n in names}
        name = f"table_{players}p.tmx"
        layers = [("felt", felt_layer(zlib.crc32(name.encode()))),
                  ("frame", table_frame(players))]
        props = {"players": ("int", players)}
        written.append(_write(maps / name, tmx_text(layers, ordered, props)))
    _check_anchors(MENU)
    layers = [("felt", felt_layer(zlib.crc32(b"menu.tmx"))), ("frame", menu_frame())]
    written.append(_write(maps / "menu.tmx", tmx_text(layers, MENU, {})))
    return written


def main(argv: list[str] | None = None) -> int:
    return assetcli.run(make, __doc__, argv)


if __name__ == "__main__":
    raise SystemExit(main())
