"""Measure the board's tile size and camera moves over seeded random hands.

For each of ``--hands`` seeded hands (random legal plays, as tests/conftest.py's
``random_hand``) the board view at 1280x720 lays out each play and lets the camera
settle; reports the median and minimum long side of a tile (screen px) over every
play, the zoom changes and pans (a centre move at the same zoom) per hand, the least
gap between arms (in tile widths: between two tiles three or more tiles apart along
the line, so an arm's turn or a U's rows count, and the hands where it is under 0.9 of
a tile's width) and the layout's centre offset (how far the middle of the tiles lies
off the play area's middle, as a share of its half-width / half-height, the larger:
mean and most over every play); and the 10th percentile of the long side, the share
under TINY px, the long side at each hand's end (median and 10th percentile over the
hands: the late-hand board the median over every play hides), the fill
(after the camera has zoomed out: the share of the play area the layout and its end
marks take along its limiting side, as tests/game/board/test_board_fills_table.py measures it:
median, least and the share of plays under 0.7), the layout's centre offset at rest
(median and 90th percentile over every play), the camera moves (zooms and pans) per
hand (median) and the turn-backs (a turn after which
the open end heads into another tile within 2 tile lengths: an arm turning back toward
another arm, or onto itself; per hand, and the hands with any); and the share of
plays whose tiles show under SMALL px long (the size new players call small).

The board is laid out as the table lays it out: its foot cut at the status lines
(set_floor) and its marks at the text size ``--text-scale`` (1.0 or 2.0: the "6+6"
pills grow with the text, and the camera keeps room for them). (Called with no text
scale, :func:`summary` lays it out on the map's whole play area with no words on its
marks, as tests/game/board/test_board_fills_table.py measures it.)

    PYTHONPATH=$PWD .venv/bin/python tools/board_stats.py --players 2 --hands 30 --text-scale 2
"""

from __future__ import annotations

import argparse
import os
import random
import statistics

#: A tile whose long side shows under this many px counts as small.
SMALL = 56
#: ... and under this many px, tiny (the late-hand boards new players showed).
TINY = 50


def random_hand(ruleset: str, players: int, seed: int):
    """The game after each play of its first hand, by random legal moves."""
    from engine import Game
    g = Game(ruleset, players, seed=seed)
    rng = random.Random(seed)
    g.deal()
    hand = g.hand_no
    while g.phase == "play" and g.hand_no == hand:
        codes = g.legal_codes()
        if not codes:
            return
        g.push_code(rng.choice(codes))
        if g.hand_no != hand:
            return
        yield g


def _tree_apart(placed) -> dict:
    """tile -> its parent tile along the line (the tile it was laid against)."""
    return {t: (p >> 3) for t, p in placed[1:]}


def _hops(parent: dict, a: int, b: int) -> int:
    """Tiles apart along the line (the tree of arms) between tiles ``a`` and ``b``."""
    up = {}
    n, t = 0, a
    while True:
        up[t] = n
        if t not in parent:
            break
        t, n = parent[t], n + 1
    n, t = 0, b
    while t not in up:
        t, n = parent[t], n + 1
    return n + up[t]


def arm_gap(geom, placed, apart: int = 3) -> float:
    """The least gap (units: a tile's width) between two tiles ``apart`` or more tiles
    apart along the line; inf with no such pair."""
    parent = _tree_apart(placed)
    tiles = [t for t, _p in placed if t in geom.tiles]
    best = float("inf")
    for i, a in enumerate(tiles):
        ra = geom.tiles[a].rect
        for b in tiles[i + 1:]:
            rb = geom.tiles[b].rect
            dx = max(0.0, rb[0] - ra[2], ra[0] - rb[2])
            dy = max(0.0, rb[1] - ra[3], ra[1] - rb[3])
            gap = (dx * dx + dy * dy) ** 0.5
            if gap < best and _hops(parent, a, b) >= apart:
                best = gap
    return best


def centre_offset(bv) -> float:
    """How far the middle of the tiles lies off the play area's middle on the screen,
    as a share of the area's half-width or half-height (the larger)."""
    cam = bv.camera
    x0, y0, x1, y1 = bv.geom.bbox()
    sx, sy = cam.to_screen((x0 + x1) / 2, (y0 + y1) / 2)
    r = cam.rect
    return max(abs(sx - r.centerx) / (r.w / 2), abs(sy - r.centery) / (r.h / 2))


def fills(bv, slots) -> tuple[float, float]:
    """The shares of the play area's width and height the layout and its end marks take
    (the larger: its fill along the limiting side, as tests/game/board/test_board_fills_table.py
    measures it)."""
    from game.render.board import BOX_MARGIN
    cam = bv.camera
    x0, y0, x1, y1 = bv.geom.bbox(points=set(slots) | bv.geom.uncovered(), margin=BOX_MARGIN)
    px, py = bv.mark_pad(cam.zoom)
    return (((x1 - x0) * cam.zoom + 2 * px) / cam.rect.w,
            ((y1 - y0) * cam.zoom + 2 * py) / cam.rect.h)


def turned_back(geom, tile: int, point: int, reach: float = 4.0) -> bool:
    """Whether ``tile``, laid on ``point``, turned and its open end now heads into
    another tile within ``reach`` units (two tile lengths) ahead."""
    from engine.tiles import IS_DOUBLE
    e_in = geom.exits.get(point)
    if e_in is None or IS_DOUBLE[tile]:
        return False
    outs = [e for pc, e in geom.exits.items() if pc >> 3 == tile and pc != point]
    for e in outs:
        if (e.dx, e.dy) == (e_in.dx, e_in.dy) or (e.x, e.y) == (e_in.x, e_in.y):
            continue
        if e.dx or e.dy:
            x0, x1 = sorted((e.x + e.dx * 0.05, e.x + e.dx * reach))
            y0, y1 = sorted((e.y + e.dy * 0.05, e.y + e.dy * reach))
            if e.dx:
                y0, y1 = e.y - 0.45, e.y + 0.45
            else:
                x0, x1 = e.x - 0.45, e.x + 0.45
            for t, pl in geom.tiles.items():
                if t == tile:
                    continue
                a0, b0, a1, b1 = pl.rect
                if a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1:
                    return True
    return False


def _table(text_scale: float | None):
    """The viewport and a text cache at ``text_scale`` (the marks' words' size; None: no
    words)."""
    from game.render.text import TextCache
    from tests.game_harness import make_app
    app = make_app()
    if text_scale is None:
        return app.vp, None
    app.fonts.set_text_scale(text_scale)
    return app.vp, TextCache(app.fonts)


def table_floor(players: int) -> int:
    """The design y the table keeps its board above (status.earlier_floor at rest)."""
    from game.maps import load_map, table_map_name
    from game.render.hud import news_top
    return news_top(load_map(table_map_name(players)).anchor("status")) - 3


def hand_stats(players: int, seed: int, ruleset: str = "american", area=None,
               text_scale: float | None = None, table=None) -> dict:
    """``sizes`` (a tile's long side, px, after each play), ``zooms`` and ``pans``,
    ``gap`` (the least gap between arms at the hand's end, units) and ``offsets``
    (the layout's centre offset after each play, see :func:`centre_offset`)."""
    from game.maps import load_map, table_map_name
    from game.render.board import BoardView
    vp, text = table or _table(text_scale)
    tmap = load_map(table_map_name(players))
    # (as the table: the taller play area at 100 % text where the map has one)
    tall = tmap.anchors.get("layout_tall") if text_scale is not None and not area else None
    area = area or tmap.anchor("layout")
    bv = None
    sizes, zooms, pans, plays, offsets, placed = [], 0, 0, 0, [], []
    fill_list, backs = [], 0
    for g in random_hand(ruleset, players, seed):
        if bv is None:
            bv = BoardView(vp, text, None, area, g.rules.inline_sniff, tall)
            if text_scale is not None:  # (as the table: see the module's doc)
                bv.set_floor(table_floor(players))
        cam = bv.camera
        before = (cam.tzoom, cam.tcx, cam.tcy)
        if not bv.sync(list(g.layout.placed), [s[0] for s in g.layout.slots]):
            continue
        bv.update(5.0)
        plays += 1
        after = (cam.tzoom, cam.tcx, cam.tcy)
        if plays > 1 and after != before:
            if after[0] != before[0]:
                zooms += 1
            else:
                pans += 1
        sizes.append(2 * cam.zoom)
        offsets.append(centre_offset(bv))
        if cam.zoom < cam.max_zoom - 1e-6:
            fill_list.append(max(fills(bv, [s[0] for s in g.layout.slots])))
        tile, point = g.layout.placed[-1]
        backs += len(g.layout.placed) > 1 and turned_back(bv.geom, tile, point)
        placed = list(g.layout.placed)
    gap = arm_gap(bv.geom, placed) if bv is not None else float("inf")
    across = fills(bv, [s[0] for s in g.layout.slots])[0] if bv is not None else 0.0
    return {"sizes": sizes, "zooms": zooms, "pans": pans, "plays": plays, "gap": gap,
            "offsets": offsets, "fills": fill_list, "backs": backs,
            "across": across}


def summary(players: int, hands: int, area=None, ruleset: str = "american",
            text_scale: float | None = None) -> dict:
    sizes, zooms, pans, gaps, offsets, fill_all, backs, across = [], [], [], [], [], [], [], []
    ends = []  # the tile size at each hand's end (the late-hand board)
    table = _table(text_scale)
    for seed in range(hands):
        s = hand_stats(players, seed, ruleset, area=area, text_scale=text_scale, table=table)
        sizes += s["sizes"]
        ends += s["sizes"][-1:]
        zooms.append(s["zooms"])
        pans.append(s["pans"])
        gaps.append(s["gap"])
        offsets += s["offsets"]
        fill_all += s["fills"]
        backs.append(s["backs"])
        across.append(s["across"])
    fill_all = fill_all or [1.0]
    return {"median": statistics.median(sizes), "min": min(sizes),
            "small": sum(z < SMALL for z in sizes) / len(sizes),
            "tiny": sum(z < TINY for z in sizes) / len(sizes),
            "p10": statistics.quantiles(sizes, n=10)[0],
            "end_median": statistics.median(ends), "end_p10": statistics.quantiles(ends, n=10)[0],
            "fill_median": statistics.median(fill_all), "fill_min": min(fill_all),
            "fill_low": sum(f < 0.7 for f in fill_all) / len(fill_all),
            "backs_mean": statistics.mean(backs), "backs_hands": sum(b > 0 for b in backs),
            "across": statistics.median(across),
            "zooms_mean": statistics.mean(zooms), "zooms_max": max(zooms),
            "pans_mean": statistics.mean(pans), "pans_max": max(pans),
            "gap_min": min(gaps), "gap_tight": sum(g < 0.9 for g in gaps),
            "offset_mean": statistics.mean(offsets), "offset_max": max(offsets),
            "offset_median": statistics.median(offsets),
            "offset_p90": statistics.quantiles(offsets, n=10)[-1],
            "moves_median": statistics.median(z + p for z, p in zip(zooms, pans)),
            "moves_max": max(z + p for z, p in zip(zooms, pans))}


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, nargs="+", default=[2, 4])
    ap.add_argument("--hands", type=int, default=30)
    ap.add_argument("--area", type=int, nargs=4, help="a play area x y w h to try")
    ap.add_argument("--ruleset", default="american", choices=("american", "sniff61"))
    ap.add_argument("--text-scale", type=float, default=1.0, choices=(1.0, 2.0),
                    help="the text size (the marks' words; 2.0: 200 %%)")
    args = ap.parse_args()
    for p in args.players:
        s = summary(p, args.hands, args.area, args.ruleset, args.text_scale)
        print(f"{args.ruleset} {p}p at {100 * args.text_scale:.0f} % text over {args.hands} hands: "
              f"tile long side median {s['median']:.0f} px, min {s['min']:.0f} px, "
              f"under {SMALL} px {100 * s['small']:.1f} % of plays; zoom changes/hand mean {s['zooms_mean']:.2f} "
              f"max {s['zooms_max']}; pans/hand mean {s['pans_mean']:.2f} max {s['pans_max']}; "
              f"least arm gap {s['gap_min']:.2f} (hands under 0.9: {s['gap_tight']}); "
              f"centre offset mean {s['offset_mean']:.2f} max {s['offset_max']:.2f}")
        print(f"    long side 10th percentile {s['p10']:.0f} px, under {TINY} px "
              f"{100 * s['tiny']:.1f} % of plays; at the hand's end median {s['end_median']:.0f} px, "
              f"10th percentile {s['end_p10']:.0f} px")
        print(f"    fill after a zoom out median "
              f"{s['fill_median']:.2f} least {s['fill_min']:.2f} (under 0.7: "
              f"{100 * s['fill_low']:.0f} %); turn-backs/hand mean {s['backs_mean']:.2f} "
              f"(hands with any: {s['backs_hands']}); width taken at the hand's end median "
              f"{s['across']:.2f}")
        print(f"    off-centre at rest (the tiles' box's centre off the play area's, a share "
              f"of its half-size) median {s['offset_median']:.2f}, 90th percentile "
              f"{s['offset_p90']:.2f}; camera moves/hand median {s['moves_median']:.1f} "
              f"max {s['moves_max']}")


if __name__ == "__main__":
    main()
