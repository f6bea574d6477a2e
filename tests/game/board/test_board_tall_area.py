"""The 3- and 4-player tables' tiles are as large as the felt allows: at 100 % text the
Total box sits in the top row and the board's camera takes the felt it left (the map's
``layout_tall``), so a line grown up and down (the sniff's branches, doubles, which never
turn) keeps its tiles larger. Larger text grows the HUD into that felt: the play area goes
back to the map's ``layout`` at once, the tiles clear of the grown boxes; the taller area
comes back with a new hand (a text size made smaller leaves the tiles where they are)."""

from __future__ import annotations

import pytest

from tests.game_harness import run_until, table_app, wait


def _tiles(table):
    bv = table.painter.board
    return {t: tuple(bv.tile_rect(t)) for t in bv.geom.order}


def _hud_boxes(table):
    """The HUD's boxes on the felt above the board (screen px): the Total box, the score
    panel, the seats' plates."""
    vp = table.app.vp
    p = table.painter
    return [vp.rect(w.rect) for w in [p.total, p.scores, *p.labels[1:]]]


def _table_with_tiles(players: int, seed: int):
    app, table = table_app(players=players, seed=seed)
    g = table.game
    run_until(app, lambda: g.phase == "play")  # (the deal, the draw for the lead)
    for _turn in range(3):  # tiles on the board (the hand still on)
        run_until(app, lambda: table.human_turn or g.phase != "play")
        if g.phase != "play":
            break
        tiles = table.playable_tiles()
        if not tiles:
            break
        table.try_play(tiles[0], table.legal_spots(tiles[0])[0])
    run_until(app, lambda: table.human_turn or g.phase != "play")
    wait(app, 1.5)
    return app, table


@pytest.mark.parametrize("players", [3, 4])
def test_text_size_changes_keep_the_tiles_clear_and_then_still(players):
    app, table = _table_with_tiles(players, seed=5)
    m, bv = table.map, table.painter.board
    try:
        assert len(bv.geom.order) >= 3
        assert table.game.phase == "play" and app.stack[-1] is table  # (the camera moves)
        # 100 %: the taller area, the Total box above it in the top row
        assert bv.area.top == m.anchor("layout_tall").top
        assert app.vp.rect(table.painter.total.rect).bottom <= app.vp.rect(bv.area).top
        app.set_text_scale(2.0)
        wait(app, 1.5)  # the camera's glide (if it must) done
        assert bv.area.top == m.anchor("layout").top
        boxes = _hud_boxes(table)
        for t, r in _tiles(table).items():
            assert all(not b.colliderect(r) for b in boxes), (t, r, boxes)
        before = (tuple(bv.camera.rect), _tiles(table))
        app.set_text_scale(1.0)
        wait(app, 1.5)
        # the tiles stay put: the taller area waits for the next hand
        assert (tuple(bv.camera.rect), _tiles(table)) == before
        assert bv.area.top == m.anchor("layout").top
        bv.sync([])  # a new hand's empty board
        bv.set_floor(bv._floor)
        assert bv.area.top == m.anchor("layout_tall").top
    finally:
        table.worker.close()


def test_two_player_line_grown_up_and_down_takes_the_taller_area():
    """2 players: the taller area (west of the score panel, under the Total box in the
    top row) is narrower than the usual one; the camera takes it when a play no longer
    fits and it shows the tiles larger there (seed 11: the sniff's branches up and down
    after 9 tiles; the tiles keep their full size). Larger text takes it back at once,
    the tiles clear of the grown HUD, then still."""
    app, table = _table_with_tiles(2, seed=11)
    m, bv = table.map, table.painter.board
    try:
        assert bv.area.top == m.anchor("layout_tall").top
        assert bv.area.w == m.anchor("layout_tall").w < m.anchor("layout").w
        assert bv.camera.zoom == bv.camera.max_zoom  # (the usual area needed a zoom out)
        assert app.vp.rect(table.painter.total.rect).bottom <= app.vp.rect(bv.area).top
        app.set_text_scale(2.0)
        wait(app, 1.5)
        assert bv.area.top == m.anchor("layout").top
        boxes = _hud_boxes(table)
        for t, r in _tiles(table).items():
            assert all(not b.colliderect(r) for b in boxes), (t, r, boxes)
        before = (tuple(bv.camera.rect), _tiles(table))
        wait(app, 1.0)
        assert (tuple(bv.camera.rect), _tiles(table)) == before
        bv.sync([])  # a new hand starts in the usual, wider area
        bv.set_floor(bv._floor)
        assert bv.area.top == m.anchor("layout").top
    finally:
        table.worker.close()


def test_two_player_table_shows_few_small_tiles():
    """Over 30 seeded hands as the table lays them out (tools/board_stats.py) at 100 %
    text, 2 players: the share of plays whose tiles show under 56 px long (5.9 % before
    the taller area, 1.8 % with it) and the tile at the hand's end (10th percentile over
    the hands: 50 px before, 58 px with it)."""
    s2 = _board_stats().summary(2, 30, text_scale=1.0)
    assert s2["small"] <= 0.03, s2["small"]
    assert s2["end_p10"] >= 56, s2["end_p10"]


def _board_stats():
    import sys
    from pathlib import Path
    tools = str(Path(__file__).resolve().parents[3] / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    import board_stats
    return board_stats


def test_side_seat_tables_show_few_small_tiles():
    """Over 30 seeded hands as the table lays them out (tools/board_stats.py), the share
    of plays whose tiles show under 56 px long at 100 % text: 4 players (12.6 % with the
    Total box over the play area; 6.6 % now), 3 players (4.8 %; 1.0 % now)."""
    bs = _board_stats()
    s4 = bs.summary(4, 30, text_scale=1.0)
    assert s4["small"] <= 0.08, s4["small"]
    s3 = bs.summary(3, 30, text_scale=1.0)
    assert s3["small"] <= 0.025, s3["small"]
