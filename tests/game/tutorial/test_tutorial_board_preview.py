"""In the tutorial a tile the step does
not take, held over a ring, still showed the "+0" a play there would score, while the
play was refused. No score preview for a tile that cannot go there in this step."""

from __future__ import annotations

import math

import pygame
import pytest

from engine.tiles import parse_tile
from game import tutorial as tut
from game.scenes.tutorial.scene import TutorialScene
from game.ui import THEME
from tests.game_harness import DT, make_app


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


def _previews(sc, tile, monkeypatch):
    """The score previews the board draws with ``tile`` chosen."""
    seen = {}
    board = sc.table.board

    def spy(surf, points, legal, previews, *rest):
        seen["legal"], seen["previews"] = list(legal), dict(previews)
    monkeypatch.setattr(board, "draw_spots", spy)
    sc.sel = tile
    sc.table._draw_spots(sc.app.screen)
    return seen


def test_no_score_preview_for_a_tile_the_step_refuses(monkeypatch):
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index("scoring-double-6-6"))
    app.push(sc)
    for _ in range(6):
        app.frame(DT)
    want = sc.session.wanted
    assert want is not None and want.code >> 8 == parse_tile("3-6")
    wrong = _previews(sc, parse_tile("6-6"), monkeypatch)
    assert wrong["legal"] and not wrong["previews"], wrong  # the ring, no "+0"
    right = _previews(sc, parse_tile("3-6"), monkeypatch)
    assert right["previews"], right  # the step's tile: its score shows


@pytest.mark.parametrize("step_id", ["scoring-double-1-1", "scoring-double-6-6",
                                     "branches-grow"])
def test_a_short_tail_and_the_named_end_ringed(step_id):
    """The bubble's pointer was a long thin spike that
    stabbed into the middle of a tile. Now a short ordinary tail under the bubble, off
    the tiles, and the end the step names has a pulsing ring of its own: round that
    end's mark, by its open end, not on the tile's middle."""
    from game.scenes.tutorial.coach import TAIL
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index(step_id))
    app.push(sc)
    for _ in range(30):
        app.frame(DT)
    r = sc.panels.coach.layout()["rect"]
    _l, _r, tip = sc.panels.coach.tail_points(r)
    assert r.bottom < tip[1] <= r.bottom + app.vp.length(TAIL) + 1, (tip, r)
    lay = sc.view.layout
    board = sc.table.board
    for t, _pc in (lay.placed if lay is not None else ()):
        assert not board.tile_rect(t).collidepoint(tip)
    want = sc.session.wanted
    hit = sc.table.target()
    assert want is not None and hit is not None
    pc, box = hit
    assert pc == want.code & 255
    end = board.point_pos(pc)  # the open end's own point
    assert math.hypot(box.centerx - end[0], box.centery - end[1]) <= board.camera.unit, \
        (box, end)
    tile = board.tile_rect(pc >> 3) if lay is not None and lay.placed else None
    if tile is not None:  # by the end, not on the tile's middle
        assert not box.collidepoint(tile.center), (box, tile)
    # and drawn there: the focus colour on the ring round it
    surf = pygame.Surface(app.screen.get_size())
    sc.table.draw_target(surf)
    k = app.vp.length(12)
    ring = box.inflate(2 * k, 2 * k)
    row = [surf.get_at((x, ring.centery))[:3] for x in range(ring.left - 8, ring.left + 9)]
    assert tuple(THEME.focus[:3]) in row, row


def test_the_show_me_arrow_never_covers_the_spots_score_preview(monkeypatch):
    """u09: with [6|6] chosen the arrow over the 6 end sat on its "+15" ("◀15", the
    "+" hidden). The arrow goes round to a side clear of the spot's "+N"."""
    from game.scenes.tutorial import board as tutorial_board
    from game.ui.shapes import arrow_box
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index("scoring-double-6-6"))
    app.push(sc)
    for _ in range(6):
        app.frame(DT)
    first = sc.session.wanted
    assert sc.try_play(first.tile, first.code & 255)
    for _ in range(200):
        app.frame(DT)
        want = sc.session.wanted
        if want is not None and want.tile == parse_tile("6-6") and sc.can_play:
            break
    assert want.tile == parse_tile("6-6")
    arrows = []
    real = tutorial_board.draw_spot_arrow

    def spy(surf, pos, radius, color, unit, direction=(0, 1)):
        arrows.append(arrow_box(pos, radius, unit, direction))
        real(surf, pos, radius, color, unit, direction)
    monkeypatch.setattr(tutorial_board, "draw_spot_arrow", spy)
    board = sc.table.board
    shown = {}
    real_spots = board.draw_spots

    def spots(surf, points, legal, previews, *rest):
        shown.update({pc: p for pc, p in previews.items() if p and pc in legal})
        real_spots(surf, points, legal, previews, *rest)
    monkeypatch.setattr(board, "draw_spots", spots)
    sc.sel = want.tile
    app.frame(DT)
    sc.draw(app.screen)
    labels = [board.spot_label_box(pc, f"+{p}") for pc, p in shown.items()]
    assert labels and arrows
    assert all(a.collidelist(labels) < 0 for a in arrows), (arrows, labels)


def test_a_draw_step_rings_no_end_until_the_tile_that_fits_is_drawn():
    """"Click the boneyard to draw": no pulsing ring and arrow on an end of the line
    (as if to play there) while the player must draw; once the drawn tile fits, the
    end it goes on is ringed."""
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index("drawing-draw"))
    app.push(sc)
    app.frame(DT)
    assert sc.session.must_draw and sc.session.wanted is not None
    assert sc.table.target() is None
    surf = pygame.Surface(app.screen.get_size())
    surf.fill((0, 0, 0))
    sc.table.draw_target(surf)
    black = pygame.mask.from_threshold(surf, (0, 0, 0), (1, 1, 1, 255))
    assert black.count() == surf.get_width() * surf.get_height()  # nothing drawn
    while sc.session.must_draw:
        sc.moves.draw_tile()
        for _ in range(30):
            app.frame(DT)
    hit = sc.table.target()
    assert hit is not None and hit[0] == sc.session.wanted.code & 255


@pytest.mark.parametrize("step_id", ["scoring-open-1-4", "scoring-zero", "sniff-open-4-4"])
def test_open_here_is_under_the_held_tiles_ghost(step_id):
    """"open here" under the opening spot's ring was written across a double's ghost
    (a tall one): it goes under the ghost."""
    from game.render.ghosts import held_ghosts
    from game.ui.text import record_text
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index(step_id))
    app.push(sc)
    app.frame(DT)
    sc.select(sc.session.wanted.tile)
    app.frame(DT)
    with record_text() as log:
        app.draw()
    ghost = held_ghosts(sc.table.board).get(sc.session.wanted.code & 255)
    label = [d.rect for d in log if d.text == "open here"]
    assert ghost is not None and len(label) == 1
    assert label[0].top >= ghost.bottom and abs(label[0].centerx - ghost.centerx) <= 2
