"""The board holds still under the player: a tile once placed never moves within
its hand (the line plans its turns; it is never laid out anew), and the camera neither
re-centres on every play nor jumps: it pans or zooms only when the layout would leave the
view, eased over about half a second. Walked over many random hands of every table."""

from __future__ import annotations

import pytest

from game.maps import load_map, table_map_name
from game.render.board import BoardView
from game.render.geometry import _overlaps
from game.ui import Viewport
from tests.conftest import random_hand

TABLES = [(p, r) for p in (2, 3, 4) for r in ("american", "sniff61")]


def _view(players, inline):
    vp = Viewport((1280, 720))
    return BoardView(vp, None, None, load_map(table_map_name(players)).anchor("layout"), inline)


@pytest.mark.parametrize(("players", "ruleset"), TABLES)
def test_a_placed_tile_never_moves_within_its_hand(players, ruleset):
    """Only a line that walled itself in after all (a tile would lie on another) is laid
    out again, wider: under one hand in a hundred."""
    hands = jams = 0
    for seed in range(40):
        bv = None
        seen = {}
        moved = False
        for g in random_hand(ruleset, players, seed):
            if bv is None:
                bv = _view(players, g.rules.inline_sniff)
            bv.sync(list(g.layout.placed), snap=True)
            geo = bv.geom
            first = geo.tiles[geo.order[0]]
            for t in geo.order:
                pl = geo.tiles[t]
                rel = (pl.cx - first.cx, pl.cy - first.cy, pl.vertical)
                moved = moved or seen.setdefault(t, rel) != rel
                seen[t] = rel
        if bv is not None:
            hands += 1
            if moved:  # then only because the line had jammed
                jams += 1
                placed = list(g.layout.placed)
                ref = _view(players, g.rules.inline_sniff).geom
                for tile, point in placed:
                    ref.add(tile, point)
                assert ref.jammed, seed
            rects = [bv.geom.tiles[t].rect for t in bv.geom.order]
            for i, r in enumerate(rects):  # and no tile lies on another
                assert not _overlaps(r, rects[:i]), (seed, i)
    assert hands >= 35 and jams <= 1, (hands, jams)


def _frames(bv, seconds):
    out = []
    for _ in range(round(seconds * 60)):
        bv.update(1 / 60)
        out.append((bv.camera.zoom, bv.camera.cx, bv.camera.cy))
    return out


@pytest.mark.parametrize(("players", "ruleset"), TABLES[::3] + TABLES[4:5])
def test_the_camera_glides_and_holds_still_while_the_layout_fits(players, ruleset):
    held = moved = 0
    for seed in range(12):
        bv = None
        for g in random_hand(ruleset, players, seed):
            if bv is None:
                bv = _view(players, g.rules.inline_sniff)
            cam = bv.camera
            before = (cam.tzoom, cam.tcx, cam.tcy)
            view = cam.to_world(*cam.rect.topleft) + cam.to_world(*cam.rect.bottomright)
            prev = (cam.zoom, cam.cx, cam.cy)
            bv.sync(list(g.layout.placed), [s[0] for s in g.layout.slots])
            x0, y0, x1, y1 = bv.geom.bbox(points=bv.geom.uncovered(), margin=0.3)
            # (less the room the camera keeps for the end marks)
            px, py = (p / cam.zoom for p in bv.mark_pad(cam.zoom))
            inside = (x0 >= view[0] + px and y0 >= view[1] + py and x1 <= view[2] - px
                      and y1 <= view[3] - py)
            if inside and len(bv.geom.order) > 1:
                # a play that fits where the view is: no pan, no zoom
                assert (cam.tzoom, cam.tcx, cam.tcy) == before, (seed, len(bv.geom.order))
                held += 1
            moved += (cam.tzoom, cam.tcx, cam.tcy) != before
            # frame to frame (60 fps) a tile at the view's edge moves 10 px at most
            half = max(cam.rect.w, cam.rect.h) / 2
            for z, cx, cy in _frames(bv, 0.7):
                dz = abs(z - prev[0]) * half / z  # a tile at the edge, from the zoom
                step = max(abs(cx - prev[1]), abs(cy - prev[2])) * z + dz
                assert step <= 10.0, (seed, len(bv.geom.order), step)
                prev = (z, cx, cy)
            assert not cam.moving  # it arrives within ~0.5 s
    assert held >= 3 * moved // 2 and moved > 0, (held, moved)

