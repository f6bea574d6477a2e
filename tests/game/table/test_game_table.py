"""Maps and anchors, layout geometry, the camera, tile art, the tally, the summary."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
import pytmx

from engine import Game
from engine.events import HandEnd
from engine.layout import Layout
from engine.moves import Move
from engine.tiles import HI, LO, parse_tile
from game.maps import MENU_ANCHORS, load_map, required_anchors, table_map_name
from game.render import Camera, LayoutGeometry, TileArt
from game.scenes.table.scene import draw_tally, seat_names
from game.scenes.table.summary import summary_lines
from tests.game_harness import make_app, run_until, table_app

ROOT = Path(__file__).resolve().parents[3]
MAPS = ROOT / "assets" / "maps"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_table_maps_parse_and_carry_every_anchor(players):
    path = MAPS / table_map_name(players)
    tmx = pytmx.TiledMap(str(path))
    assert tmx.width * tmx.tilewidth == 1280 and tmx.height * tmx.tileheight == 720
    layers = {layer.name for layer in tmx.layers}
    assert {"felt", "frame", "anchors"} <= layers
    anchors = {o.name: o for g in tmx.objectgroups if g.name == "anchors" for o in g}
    for name in required_anchors(players):
        assert name in anchors, (path.name, name)
        o = anchors[name]
        assert o.width > 0 and o.height > 0
        assert 0 <= o.x and o.x + o.width <= 1280 and 0 <= o.y and o.y + o.height <= 720
    for s in range(players):
        assert anchors[f"hand_{s}"].properties.get("orientation") in ("horizontal", "vertical")
    # the tileset image is a real file in assets/
    for ts in tmx.tilesets:
        src = getattr(ts, "source", None)
        assert src
    images = [img for img in tmx.images if img is not None]
    assert images


def test_menu_map_has_its_anchors():
    tmx = pytmx.TiledMap(str(MAPS / "menu.tmx"))
    names = {o.name for g in tmx.objectgroups for o in g}
    assert set(MENU_ANCHORS) <= names


@pytest.mark.parametrize("players", [2, 3, 4])
def test_anchors_do_not_overlap_where_things_are_drawn(players):
    make_app()
    m = load_map(table_map_name(players))
    names = [n for n in required_anchors(players) if n != "layout"]
    rects = {n: m.anchor(n) for n in names}
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (a, b)
    bg = m.background((1280, 720))
    assert bg.get_size() == (1280, 720)
    assert m.background((1280, 720)) is bg  # cached per size


def _random_layout(ruleset, players, seed):
    g = Game(ruleset, players, seed=seed)
    g.deal()
    rng = random.Random(seed)
    while g.phase == "play":
        g.play(Move.from_code(rng.choice(g.legal_codes())))
    return g


@pytest.mark.parametrize("ruleset", ["american", "sniff61"])
def test_geometry_tiles_never_overlap_and_every_open_side_has_an_exit(ruleset):
    for seed in range(60):
        g = _random_layout(ruleset, 4 if seed % 2 else 2, seed)
        lay = g.layout
        geo = LayoutGeometry.build(lay.placed, lay.inline, (12.0, 5.0))
        assert list(geo.order) == [t for t, _ in lay.placed]
        rects = [geo.tiles[t].rect for t in geo.order]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                overlap = min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])
                assert not (overlap[0] > 0.05 and overlap[1] > 0.05), (seed, a, b)
        for pc, pips, _value, _counted in lay.slots:
            assert pc in geo.exits
            assert geo.exits[pc].pips == pips
        # every placed tile shows its own pips, the matching half against its anchor
        for t in geo.order:
            p = geo.tiles[t]
            assert sorted((p.first, p.second)) == [LO[t], HI[t]]


def test_geometry_doubles_lie_crossways_and_the_sniff_branches():
    lay = Layout(False)
    for mv in ("1-4", "1-1@1-4:low"):
        lay.play(mv)
    geo = LayoutGeometry(lay.placed, False)
    four, one = geo.tiles[parse_tile("1-4")], geo.tiles[parse_tile("1-1")]
    assert not four.vertical and one.vertical  # the double crossways
    assert one.cx < four.cx
    assert (7 << 3 | 4) in geo.exits and (7 << 3 | 5) in geo.exits
    up, down = geo.exits[7 << 3 | 4], geo.exits[7 << 3 | 5]
    assert up.dx == down.dx == 0 and {up.dy, down.dy} == {-1, 1}  # across the arm


def test_geometry_sniff61_sniff_is_in_line_with_side_tiles_across():
    lay = Game("sniff61", 2, seed=0).layout
    for mv in ("3-3", "3-4@3-3:a", "3-5@3-3:b", "3-6@3-3:branch-a"):
        lay.play(mv)
    geo = LayoutGeometry(lay.placed, True)
    sniff = geo.tiles[lay.sniff]
    assert not sniff.vertical  # in line with the arm
    side = geo.tiles[Move.parse("3-6@3-3:branch-a").tile]
    assert side.vertical and abs(side.cx - sniff.cx) < 1e-9


def test_geometry_arms_turn_before_the_bounds():
    for seed in range(40):
        g = _random_layout("american", 2, seed)
        geo = LayoutGeometry(g.layout.placed, False, (8.0, 4.0))
        x0, y0, x1, y1 = geo.bbox()
        # a straight line of 15+ tiles would be 30 units long; turned arms stay near the box
        # (an arm may run past it by a double, which never turns, and the tile on it: 3
        # units more a side than when the line turned at doubles)
        assert x1 - x0 <= 2 * 8.0 + 6 + 4 and y1 - y0 <= 2 * 4.0 + 6 + 10, (seed, geo.bbox())


def test_camera_fits_the_box_and_eases_towards_it():
    cam = Camera(pygame.Rect(0, 0, 800, 300), max_zoom=40)
    cam.fit((-20, -3, 20, 3))
    cam.snap()
    assert cam.zoom == pytest.approx(20)  # 800 px / 40 units
    x, y = cam.to_screen(20, 0)
    assert x == pytest.approx(800) and y == pytest.approx(150)
    cam.fit((-5, -1, 5, 1))
    cam.update(1 / 60)
    assert 20 < cam.zoom < 40  # on its way, not there yet
    for _ in range(300):
        cam.update(1 / 60)
    assert cam.zoom == pytest.approx(40)
    cam.fit((-100, -1, 100, 1))
    cam.update(1 / 60, time_scale=0)  # instant speed jumps
    assert cam.zoom == pytest.approx(max(cam.min_zoom, 4))


def test_tile_art_is_drawn_at_the_exact_size_and_cached():
    make_app()
    art = TileArt()
    a = art.face(5, 6, False, 31)
    assert a.get_size() == (62, 31)
    assert art.face(5, 6, False, 31) is a
    assert art.face(5, 6, True, 17).get_size() == (17, 34)
    # pips are dark on ivory: a [1|1] half's one pip sits near the half's middle (a
    # little away from the groove, so the halves read apart) and is drawn where it is said
    one = art.face(1, 1, False, 40)
    from game.render.tiles import pip_centres
    _half, cx, cy, _r = pip_centres(1, 1, False, 40)[0]
    assert abs(cx - 20) < 6 and abs(cy - 20) < 3
    assert sum(one.get_at((round(cx), round(cy)))[:3]) < 200
    assert sum(one.get_at((10, 30))[:3]) > 600


def test_tally_draws_strokes_and_blocks():
    surf = pygame.Surface((300, 40))

    def ink(value):
        surf.fill((0, 0, 0))
        draw_tally(surf, pygame.Rect(0, 0, 300, 30), value, 5, (255, 255, 255))
        return sum(1 for x in range(300) for y in range(40) if surf.get_at((x, y))[0] > 128)

    assert ink(0) == 0 and ink(4) == 0
    assert 0 < ink(5) < ink(10) < ink(50) < ink(55)  # stroke by stroke
    # a block of 50 is ten strokes inside one square; 55 starts a second block
    surf.fill((0, 0, 0))
    draw_tally(surf, pygame.Rect(0, 0, 300, 30), 55, 5, (255, 255, 255))
    assert any(surf.get_at((x, 15))[0] > 128 for x in range(36, 70))


def test_summary_lines_show_the_rounding_and_the_scores():
    g = Game("american", 4, seed=0)
    names = seat_names(4, 0)
    ev = HandEnd("domino", 1, (7, 0, 7, 13), (-10, -15), (40, 60), ((), (), (), ()))
    g.hand_no = 0
    lines = summary_lines(g, names, ev)
    rows = {x[1]: x[2:] for x in lines if x[0] == "hand"}
    # each partner's hand rounded on its own: 7 + 7 pips cost the team 5 + 5
    assert rows[0] == ("7 pips", "\u22125", "0", "\u22125")  # a real minus
    assert rows[2] == ("7 pips", "\u22125", "0", "\u22125")
    assert rows[3] == ("13 pips", "\u221215", "0", "\u221215")
    assert [x for x in lines if x[0] == "score"][0][2] == "You + North: 40  (\u221210)"

    g = Game("sniff61", 3, seed=0)
    g.hand_no = 2
    ev = HandEnd("domino", 2, (12, 11, 0), (0, 0, 5), (10, 3, 20), ((), (), ()))
    lines = summary_lines(g, seat_names(3, 0), ev)
    rows = {x[1]: x[2:] for x in lines if x[0] == "hand"}
    assert rows[2] == ("went out", "+5", "0", "+5")  # the others' 23 pips: 25 / 5
    assert rows[0] == ("12 pips", "", "0", "0")


def test_the_table_screen_draws_every_hud_element():
    app, table = table_app(players=4, seed=3, score_style="tally")
    run_until(app, lambda: table.human_turn)
    app.frame(1 / 60)
    surf = app.screen
    vp = app.vp
    # score panel, total and labels are painted (not the bare felt)
    for name in ("scores", "total", "label_0", "label_1", "label_2", "label_3", "btn_hint"):
        # (the Total box at 100 % text: in the top row where the map has a taller play
        # area, its "total_top")
        r = vp.rect(table.map.anchors.get(f"{name}_top", table.map.anchor(name)))
        assert surf.get_at(r.center)[:3] != table.map.background((1280, 720)).get_at(
            r.center)[:3] or name.startswith("label"), name
    assert len(table.shown_hands[0]) == 5
    assert table.playable_tiles()
