"""Tutorial: while a play's ends add up and the step wants another move, the
tile left in the hand keeps its "available" frame, the prompt stays, and playing it
finishes the sum at once; the coach's bubble points its tail at the tiles on the board."""

from __future__ import annotations

import pytest

from engine.moves import OPEN_CODE
from engine.tiles import parse_tile
from game import tutorial as tut
from game.scenes.tutorial.scene import TutorialScene
from game.ui.text import record_text
from tests.game_harness import DT, click, make_app


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Nothing is read from or written to the real user folders."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


PROMPT = "Click a tile, then a spot on the table (or drag it there)"


def _app(step_id: str):
    app = make_app(["--tutorial"], speed="normal")
    sc = TutorialScene(app, start=tut.step_index(step_id))
    app.push(sc)
    app.frame(DT)
    return app, sc


def _drawn(app) -> set[str]:
    with record_text() as log:
        app.draw()
    return {d.text for d in log}


def test_the_next_tile_stays_offered_while_the_sum_adds_up():
    app, sc = _app("scoring-double-6-6")
    three_six, six_six = parse_tile("3-6"), parse_tile("6-6")
    click(dict(sc.hand_rects())[three_six].center)
    app.frame(DT)
    app.frame(DT)
    click(sc.point_pos(OPEN_CODE))
    app.frame(DT)
    for _ in range(300):  # the tile flies and lands; then its ends light one by one
        app.frame(DT)
        if sc.count is not None and sc.busy:
            break
    assert sc.busy and sc.count is not None and not sc.done
    for _ in range(6):
        app.frame(DT)
        assert sc.busy  # still adding up ...
        assert sc.can_play and sc.legal_spots(six_six)  # ... and [6|6] is offered
        assert PROMPT in _drawn(app)
    # played at once: the sum shows its end, the double lands and scores the step
    spot = sc.session.wanted.code & 255
    click(dict(sc.hand_rects())[six_six].center)
    app.frame(DT)
    click(sc.point_pos(spot))
    for _ in range(600):
        app.frame(DT)
        if sc.done:
            break
    assert sc.done and sc.shown_state()["total"] == 15


def test_nothing_is_offered_while_a_tile_flies():
    app, sc = _app("scoring-double-6-6")
    three_six = parse_tile("3-6")
    click(dict(sc.hand_rects())[three_six].center)
    app.frame(DT)
    app.frame(DT)
    click(sc.point_pos(OPEN_CODE))
    app.frame(DT)
    app.frame(DT)
    assert sc.view.flights and not sc.can_play and PROMPT not in _drawn(app)


def test_the_bubble_tail_points_at_the_tiles():
    for step_id in ("scoring-double-6-6", "scoring-double-1-1"):
        app, sc = _app(step_id)
        for _ in range(30):
            app.frame(DT)
        r = sc.panels.coach.layout()["rect"]
        base_l, base_r, tip = sc.panels.coach.tail_points(r)
        tx, ty = sc.table.tail_target()
        assert tip[1] > r.bottom  # below the bubble, towards the table
        # over the named end when the bubble reaches that far; else leaning towards it
        mid = (base_l[0] + base_r[0]) / 2
        assert abs(tip[0] - tx) <= abs(mid - tx)
        if r.left + 30 <= tx <= r.right - 30:
            assert abs(tip[0] - tx) <= 2
