"""Round 11 #5 (r9b bug 12, u07 489-521, 333-357): in the tutorial a tile the step does
not take, held over a ring, still showed the "+0" a play there would score, while the
play was refused. No score preview for a tile that cannot go there in this step."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from game_harness import DT, make_app

from engine.tiles import parse_tile
from game import tutorial as tut
from game.scenes.tutorial import TutorialScene


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
def test_the_bubbles_tail_reaches_what_it_speaks_of(step_id):
    """r9b u04 (495-515, 172-188): the coach bubble's short tail pointed at the empty
    felt between it and the tiles. Its tip ends just above the tiles (or the opening
    spot), over them, never on them."""
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index(step_id))
    app.push(sc)
    for _ in range(30):
        app.frame(DT)
    r = sc.panels.coach.layout()["rect"]
    _l, _r, tip = sc.panels.coach.tail_points(r)
    tx, ty = sc.table.tail_target()
    assert abs(tip[0] - tx) <= 2 and ty - 24 <= tip[1] < ty, (tip, (tx, ty), r.bottom)
    lay = sc.view.layout
    for t, _pc in (lay.placed if lay is not None else ()):
        assert not sc.table.board.tile_rect(t).collidepoint(tip)
