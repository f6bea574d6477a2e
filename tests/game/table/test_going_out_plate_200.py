"""At 200 % text on a full 4-player table the plate of what going out did ("East went
out" over "South loses 5, West loses 10, North loses 10") found no free felt for its
one long line and lay over the score panel, whose rows were counting those very
losses: it now breaks its cost into shorter lines where the felt has no wide room, and
no overlay (the sum of the counted ends, the "+N", the banner, the going-out plate)
ever lies over the score panel or a tile."""

from __future__ import annotations

import pygame
import pytest

from game.config import GameConfig
from game.present.going_out import GoingOut
from game.scenes.table.scene import TableScene
from game.scenes.table.win import going_out_box
from tests.game.table.test_overlays_free_felt import _show, _states, obstacles, overlays
from tests.game_harness import make_app


@pytest.mark.parametrize("players", [3, 4])
def test_no_overlay_lies_over_the_score_panel_or_a_tile_at_200(players):
    app = make_app()
    app.set_text_scale(2.0)
    cfg = GameConfig(ruleset="american", players=players, levels=["easy"] * 4, seed=3)
    table = TableScene(app, cfg)
    app.stack[:] = [table]
    table.painter.draw(app.screen)
    painter, v = table.painter, table.view
    scores = app.vp.rect(painter.scores.rect)
    gen = _states("american", players)
    checked = 0
    for i in range(24):
        g, lay, pts = next(gen)
        _show(table, g, lay, pts)
        tiles = [r for kind, r in obstacles(painter, v) if kind == "tile"]
        for name, r in overlays(painter, v, 0):  # (0: the "Domino!" banner and its plate)
            assert not r.colliderect(scores), (i, name, r, scores)
            for t in tiles:
                assert not r.colliderect(t), (i, name, r, t)
            checked += 1
    assert checked >= 24 * 4


def test_the_going_out_plate_breaks_its_cost_line_where_the_felt_is_narrow():
    """Its cost on one line where that fits, else a seat or two a line, each line
    whole (never cut or drawn smaller than its plate allows)."""
    app = make_app()
    app.set_text_scale(2.0)
    cfg = GameConfig(ruleset="american", players=4, levels=["easy"] * 4, seed=3)
    table = TableScene(app, cfg)
    app.stack[:] = [table]
    table.painter.draw(app.screen)
    text, vp = table.painter.overlays.text, app.vp
    told = GoingOut(3, 25, ((0, 5), (1, 10), (2, 10)), False)
    names = table.names
    width = app.screen.get_width()
    one = going_out_box(text, vp, told, names, 0, width)
    three = going_out_box(text, vp, told, names, 0, width, 1.0, 1)
    assert three[0] < 0.6 * one[0] and three[1] > one[1]
    # the shape the table chose is the one it draws: its rect holds every line
    gen = _states("american", 4)
    for _i in range(12):
        g, lay, pts = next(gen)
    _show(table, g, lay, pts)
    v = table.view
    v.banner, v.going_out = "domino", told
    pl = table.painter.places
    at = pl.banner_at(v, "Domino!", True)
    x, y, k, per_line = pl.going_out_point(v, "Domino!", True, at)
    r = pl.going_out_rect(v, "Domino!", True, at)
    assert r.size == going_out_box(text, vp, told, names, 0, width, k, per_line)
    assert pygame.Rect(vp.rect(table.painter.scores.rect)).colliderect(r) is False
