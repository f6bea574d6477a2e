"""The tutorial shows things in the order it explains them: no mark on the table before
the lesson that names it (the sniff's outline and diamond before lesson 3, an opening
double's "0+0" tag in lesson 1), no "Done" while the tile still flies or its ends still
add up, and the "+N" over the end the play scored at, not over the far end."""

from __future__ import annotations

import re

import pytest

from engine.tiles import parse_tile
from game import tutorial as tut
from game.render import board as board_module
from game.scenes.tutorial.scene import TutorialScene
from game.scenes.tutorial.view import next_glows
from game.ui import record_text
from tests.game_harness import frames, make_app


def _lesson_steps(lesson_id: str) -> list[int]:
    return [i for i, (li, _si, _s) in enumerate(tut.STEPS) if tut.LESSONS[li].id == lesson_id]


def _finished(app, index: int) -> TutorialScene:
    """Step ``index`` shown with its play made and landed."""
    sc = TutorialScene(app, start=index)
    app.reset(sc)
    frames(app)
    while not sc.session.finished:
        if sc.session.must_draw:
            sc.draw_tile()
        elif sc.can_play:
            mv = sc.session.wanted
            sc.select(mv.tile)
            assert sc.try_play(mv.tile, mv.code & 255)
        frames(app, 3)
    sc.finish_beats()
    frames(app, 3)
    return sc


@pytest.fixture
def sniff_marks(monkeypatch):
    """Every sniff diamond the board draws (its outline goes with it)."""
    drawn = []
    real = board_module.draw_sniff_mark

    def spy(surf, rect, u):
        drawn.append(rect)
        return real(surf, rect, u)
    monkeypatch.setattr(board_module, "draw_sniff_mark", spy)
    return drawn


def test_no_sniff_outline_or_diamond_before_the_lesson_that_names_it(sniff_marks):
    """Lesson 1's [1|1] and [6|6] and lesson 2's doubles are each the first double of
    their table, so the board marked them as the sniff: an orange outline and a diamond
    nothing had explained yet ("the orange diamond is unexplained until lesson 3").
    Lessons 1 and 2 draw them as plain tiles; lesson 3, which names the sniff by its
    outline and diamond, draws them."""
    app = make_app(["--tutorial"], speed="instant")
    early = _lesson_steps("scoring") + _lesson_steps("doubles")
    sniffs = 0
    for i in early:
        sc = _finished(app, i)
        sniffs += sc.shown_layout.sniff >= 0
        sc.table.board._layer_key = None  # the tile layer drawn afresh
        app.draw()
        assert not sniff_marks, tut.STEPS[i][2].id
    assert sniffs >= 5  # (the steps do have a sniff on the table)
    sc = _finished(app, tut.step_index("sniff-open-4-4"))
    app.draw()
    assert sniff_marks  # the lesson that explains it shows it
    step = tut.STEPS[tut.step_index("sniff-open-4-4")][2]
    assert "outline" in step.after and "diamond" in step.after


TAG = re.compile(r"^\d\+\d$")


@pytest.mark.parametrize("lesson", ["scoring"])
def test_lesson_one_draws_no_opening_double_tag(lesson):
    """Lesson 1 ended on [0|0] with a "0+0" tag under it: an opening double counted
    once, which lesson 2 explains only later (with [2|2]'s "2+2" tag). No step of
    lesson 1 draws such a tag, before the play or after it; [0|0] comes right after
    [2|2], whose step names the tag."""
    app = make_app(["--tutorial"], speed="instant")
    for i in _lesson_steps(lesson):
        for finished in (False, True):
            sc = _finished(app, i) if finished else TutorialScene(app, start=i)
            if not finished:
                app.reset(sc)
                frames(app)
            with record_text() as seen:
                app.draw()
            area = sc.table.area()
            tags = [t.text for t in seen if TAG.match(t.text) and area.colliderect(t.rect)]
            lay = sc.shown_layout
            whole = [m for m in lay.marks() if m[1] is None] if lay is not None else []
            assert "0+0" not in tags and not (whole and sc.table.board.sniff_end(lay) is None), (
                tut.STEPS[i][2].id, tags)
    assert tut.step_index("scoring-zero") == tut.step_index("doubles-opening-2-2") + 1


@pytest.mark.parametrize("step_id", ["scoring-double-1-1", "doubles-end-4-4",
                                     "sniff-both-sides", "drawing-pass", "hand-end-domino"])
def test_done_only_after_the_tile_and_its_count_have_landed(step_id):
    """"Done" once showed the moment the play was made, the tile still in the air
    (fs_07). While the tile flies and while its ends add up, the card keeps its goal
    and its instruction; "Done" comes with the sum, and the explanation with it or, where
    a pass or the hand's end follows, once that has shown too."""
    app = make_app(["--tutorial"], speed="normal")
    sc = TutorialScene(app, start=tut.step_index(step_id))
    app.reset(sc)
    frames(app, 3)
    step = sc.step
    mv = sc.session.wanted
    sc.select(mv.tile)
    assert sc.try_play(mv.tile, mv.code & 255)
    saw_flight = saw_counting = False
    done_at = None
    for frame in range(900):
        frames(app)
        with record_text() as seen:
            app.draw()
        words = {t.text for t in seen}
        flying = bool(sc.view.flights)
        counting = sc.count is not None and not sc.count["done"]
        if flying or counting or sc.count is None:
            saw_flight |= flying
            saw_counting |= counting
            assert "Done" not in words, (step_id, flying, counting)
            assert not next_glows(sc)  # Next is live (it ends the beats) but quiet
            assert sc.panels.coach.goal() == (f"Goal: play {tut.tile_label(mv.tile)}", False)
            assert sc.panels.coach.body() == step.text
        elif done_at is None:  # the sum is up: "Done" at once
            assert sc.panels.coach.goal() == ("Done", True) and "Done" in words
            done_at = frame
        if sc.explained:
            break
    assert saw_flight and saw_counting and done_at is not None
    assert sc.count["done"] and not sc.view.flights
    if step.deal is not None and step.id != "drawing-pass":
        assert sc.hand_end is not None  # its words come with the hand's summary
    assert sc.panels.coach.goal() == ("Done", True)
    assert sc.panels.coach.body() == step.after and next_glows(sc)


def test_the_points_rise_over_the_end_that_scored():
    """fs_21: [4|4] put on the 4 end of [1|4] scored 10, and the "+10" rose over the
    other end, the "1+1" the play never touched. It rises over the "4+4" it made."""
    app = make_app(["--tutorial"], speed="normal")
    sc = TutorialScene(app, start=tut.step_index("doubles-end-4-4"))
    app.reset(sc)
    frames(app, 3)
    mv = sc.session.wanted
    assert mv.tile == parse_tile("4-4")
    sc.select(mv.tile)
    assert sc.try_play(mv.tile, mv.code & 255)
    rects = []
    for _ in range(600):
        frames(app)
        app.draw()
        rects += list(sc.table.callout_rects)
        if sc.done and not sc.view.callouts:
            break
    assert rects
    board = sc.table.board
    solid = [(pos, pc) for pos, _v, kind, pc in board.marks(sc.shown_layout)
             if kind == "solid"]
    assert len(solid) == 2  # "1+1" (the first double, counted whole) and "4+4"
    made = next(pos for pos, pc in solid if pc is not None and pc >> 3 == mv.tile)
    far = next(pos for pos, pc in solid if pos != made)
    for r in rects:
        assert abs(r.centerx - made[0]) < abs(r.centerx - far[0]), (r, made, far)
        assert r.bottom <= made[1]  # above it
