"""Up / Down move the spot focus by direction on the screen: Down to the nearest row
lower down, to its spot nearest sideways, Up the same upwards (Down from the spot left
of the sniff went sideways to the right end, the next in a fixed reading order); on the
last row on along it, then round; every spot is reached. At the table and in the
tutorial alike."""

from __future__ import annotations

import pytest

from engine.moves import Move
from game.actions import Action, Input
from game.render.spot_order import spatial_order, spot_toward
from tests.game_harness import run_until, table_app


def test_down_from_the_left_spot_goes_to_the_one_below_not_the_one_above():
    # the spots of a sniff with its left end open and a tile fitting above and below
    # (the shot: left at x 340, top and bottom at x 630)
    pos = {"left": (340, 320), "top": (630, 262), "bottom": (630, 378)}
    order = spatial_order(pos, pos.get, tol=20)
    assert order == ["top", "left", "bottom"]
    at = order.index("left")
    assert order[(at + 1) % 3] == "bottom"  # Down
    assert order[(at - 1) % 3] == "top"  # Up


#: The four ends round a sniff (screen px): a cross.
CROSS = {"top": (630, 160), "left": (340, 320), "right": (920, 320), "bottom": (630, 480)}


def _walk(pos, start, step):
    seen, at = [start], start
    for _ in range(len(pos)):
        at = spot_toward(pos, pos.get, at, step, tol=20)
        seen.append(at)
    return seen


def test_down_from_a_side_goes_down_never_sideways():
    pos = CROSS
    assert spot_toward(pos, pos.get, "left", 1, tol=20) == "bottom"
    assert spot_toward(pos, pos.get, "right", 1, tol=20) == "bottom"
    assert spot_toward(pos, pos.get, "left", -1, tol=20) == "top"
    assert spot_toward(pos, pos.get, "right", -1, tol=20) == "top"
    assert spot_toward(pos, pos.get, "top", 1, tol=20) in ("left", "right")
    assert spot_toward(pos, pos.get, "bottom", -1, tol=20) in ("left", "right")


def test_the_nearest_sideways_on_the_row_below_and_every_spot_is_reached():
    # a spot straight below is taken over one further to the side
    pos = {"a": (200, 100), "b": (900, 100), "c": (250, 400), "d": (850, 400)}
    assert spot_toward(pos, pos.get, "b", 1, tol=20) == "d"
    assert spot_toward(pos, pos.get, "c", -1, tol=20) == "a"
    for shape in (CROSS, pos, {"l": (100, 300), "m": (500, 305), "r": (900, 300)},
                  {"t": (500, 100), "l": (100, 400), "m": (500, 400), "r": (900, 400)}):
        for start in shape:
            reached = set(_walk(shape, start, 1)) | set(_walk(shape, start, -1))
            assert reached == set(shape), (shape, start, reached)


def test_a_row_reads_left_to_right_and_rows_top_down():
    pos = {"a": (900, 300), "b": (200, 304), "c": (500, 100), "d": (500, 600),
           "e": (100, 600)}
    assert spatial_order(pos, pos.get, tol=20) == ["c", "b", "a", "e", "d"]
    # a point without a place on the screen goes last, not first
    assert spatial_order(["x", "c"], lambda p: pos.get(p), tol=20) == ["c", "x"]


def _rank(order, pos, tol):
    """Each spot's (row, x): rows of ``order`` top down as spatial_order makes them."""
    out, row, top = {}, -1, None
    for p in order:
        y = pos(p)[1]
        if top is None or y - top >= tol:
            row, top = row + 1, y
        out[p] = (row, pos(p)[0])
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_at_the_table_down_goes_down_and_up_goes_up(players):
    """Seeded games, every turn of the player's with a tile of two spots or more: from
    each spot, Down focuses a spot lower on the screen (on the last row: one to the
    right, or round), Up one higher; between them every spot is reached."""
    checked = 0
    for seed in range(1, 12):
        app, table = table_app(players=players, seed=seed)
        ctl, board = table.controller, table.board
        try:
            for _turn in range(10):
                g = table.game
                run_until(app, lambda t=table, g=g: (t.human_turn or t.awaiting_draw)
                          and not t.busy or (g.phase != "play" and g.hand_no >= 0))
                if g.phase != "play":
                    break  # (the first hand only: no summary to close)
                if table.awaiting_draw:
                    table.draw_from_boneyard()
                    continue
                tiles = [t for t in ctl.playable_tiles() if len(ctl.legal_spots(t)) > 1]
                for tile in tiles:
                    ctl.select(tile)
                    spots = ctl.legal_spots(tile)
                    tol = board.camera.unit * 0.4
                    rows = _rank(spots, board.point_pos, tol)
                    last = max(r for r, _x in rows.values())
                    reached = {ctl.focus_spot()}
                    for action, step in ((Action.DOWN, 1), (Action.UP, -1)):
                        for _ in range(len(spots)):
                            here = ctl.focus_spot()
                            table.handle(Input(action))
                            there = ctl.focus_spot()
                            reached.add(there)
                            assert there != here
                            if rows[here][0] != (last if step > 0 else 0):
                                assert (rows[there][0] - rows[here][0]) * step == 1, \
                                    (seed, tile, here, there)
                    assert reached == set(spots), (seed, tile)
                    checked += 1
                if len(table.game.hand_tiles(table.human)) <= 1:
                    break  # (its last tile: the hand's end is no turn of the player's)
                table.apply(Move.from_code(table.game.legal_codes()[0]))
        finally:
            table.worker.close()
        if checked >= 6:
            break
    assert checked >= 6, checked


def test_in_the_tutorial_the_spots_go_in_the_same_order():
    """The tutorial's Up / Down move the chosen tile's focus by direction as the
    table's do, from every step whose tile fits more than one place."""
    from game import tutorial as tut
    from game.scenes.tutorial.scene import TutorialScene
    from tests.game_harness import DT, make_app
    seen = 0
    for _li, _si, step in tut.STEPS:
        if step.kind == "info":
            continue
        app = make_app(["--tutorial"], reduced_motion=True)
        sc = TutorialScene(app, start=tut.step_index(step.id))
        app.push(sc)
        app.frame(DT)
        for _ in range(40):
            if not sc.session.must_draw:
                break
            sc.handle(Input(Action.CONFIRM if sc.focus_bone else Action.LEFT))
            app.frame(DT)
        want = sc.session.wanted
        if want is None or not sc.can_play:
            continue
        sc.moves.select(want.tile)
        spots = sc.spots()
        if len(spots) < 2:
            continue
        board = sc.table.board
        tol = board.camera.unit * 0.4
        assert spots == spatial_order(spots, sc.table.point_pos, tol), step.id
        rank = _rank(spots, sc.table.point_pos, tol)
        here = sc.moves.focus_spot()
        sc.handle(Input(Action.DOWN))
        there = sc.moves.focus_spot()
        assert there != here
        assert there == spot_toward(spots, sc.table.point_pos, here, 1, tol), step.id
        assert there == spots[0] or rank[there] > rank[here], step.id
        seen += 1
    assert seen >= 4, seen


def test_up_and_down_with_no_spot_placed_on_screen_keep_the_focus():
    """A press of Up / Down while the held tile's spots have no place on the screen
    yet (the board not laid out: a monkey's pad press found ``None`` and raised) keeps
    the focused spot and raises nothing."""
    app, table = table_app(players=2, seed=3)
    ctl, board = table.controller, table.board
    try:
        run_until(app, lambda: table.human_turn and not table.busy)
        tile = next(t for t in ctl.playable_tiles() if ctl.legal_spots(t))
        ctl.select(tile)
        here = ctl.focus_spot()
        board.point_pos = lambda _p: None
        for action in (Action.DOWN, Action.UP):
            table.handle(Input(action, source="pad"))
            assert ctl.focus_spot() == here
    finally:
        table.worker.close()
