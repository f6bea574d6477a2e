"""A tile the step does not want: held, its ghosts stay faint (never the focused,
nearly solid one that looks played); tried on a spot (a click, a drag, Enter), it is
refused with the reason by that tile and goes back to the hand - no ghost of it left
on the spot. The step's own tile still plays there."""

from __future__ import annotations

import pygame
import pytest

from engine.tiles import parse_tile
from game import tutorial as tut
from game.render.ghosts import held_ghosts
from game.scenes.tutorial.scene import TutorialScene
from tests.game_harness import DT, click, key, make_app, post

WRONG, RIGHT = parse_tile("6-6"), parse_tile("3-6")  # the step plays [3|6] first


def _frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.frame(DT)


def _app():
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index("scoring-double-6-6"))
    app.push(sc)
    _frames(app, 1)
    assert sc.session.wanted.tile == RIGHT and WRONG in sc.shown_hand
    return app, sc


def _ghost_tiles(app, sc) -> list:
    """The tiles whose ghosts the board draws this frame (held, dragged or pointed at)."""
    drawn = []
    board = sc.table.board
    real = board.draw_spots

    def spy(surf, points, legal=(), previews=None, focus=None, refused=None, held=None):
        if held is not None and legal:
            drawn.append(held)
        return real(surf, points, legal, previews, focus, refused, held)

    board.draw_spots = spy
    try:
        app.draw()
    finally:
        del board.draw_spots
    return drawn


def _spot(sc):
    (pc,) = sc.session.points()  # the empty table's one spot
    return pc, sc.point_pos(pc)


def _by_click(app, sc):
    click(dict(sc.hand_rects())[WRONG].center)
    _frames(app)
    assert sc.sel == WRONG and WRONG in _ghost_tiles(app, sc)  # held: its ghost shows,
    assert sc.table.drawn_focus is None  # faint: not the focused one, nearly played
    click(_spot(sc)[1])
    _frames(app)


def _by_drag(app, sc):
    click(dict(sc.hand_rects())[WRONG].center)  # chosen first, then dragged
    _frames(app)
    start = dict(sc.hand_rects())[WRONG].center
    to = _spot(sc)[1]
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, -60), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0))
    _frames(app, 1)
    assert WRONG in _ghost_tiles(app, sc)  # dragged: its ghost shows
    post(pygame.MOUSEBUTTONUP, pos=to, button=1)
    _frames(app)


def _by_keys(app, sc):
    while sc.sel != WRONG:
        key(pygame.K_RIGHT)
        _frames(app)
    assert sc.moves.focus_spot() == _spot(sc)[0]  # (the engine would take it there)
    key(pygame.K_RETURN)
    _frames(app)


@pytest.mark.parametrize("how", [_by_click, _by_drag, _by_keys], ids=["click", "drag", "keys"])
def test_a_refused_tile_leaves_no_ghost_and_the_right_tile_still_plays(how):
    app, sc = _app()
    how(app, sc)
    assert not sc.session.results and sc.session.layout.placed == []  # refused
    assert sc.tip is not None and sc.tip[0] == WRONG and "comes next" in sc.tip[1]
    assert WRONG in sc.shake  # it shakes, back in the hand
    assert sc.sel is None and sc.drag is None
    assert WRONG not in _ghost_tiles(app, sc)
    assert held_ghosts(sc.table.board) == {}
    # the step's own tile: picked and played on that spot
    click(dict(sc.hand_rects())[RIGHT].center)
    _frames(app)
    assert sc.sel == RIGHT and sc.tip is None
    assert RIGHT in _ghost_tiles(app, sc) and sc.table.drawn_focus == _spot(sc)[0]
    click(_spot(sc)[1])
    _frames(app)
    assert [r.move.tile for r in sc.session.results][:1] == [RIGHT]
