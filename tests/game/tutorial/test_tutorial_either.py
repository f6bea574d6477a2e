"""A step whose words leave the sniff's side or end open ("Put [2|4] on an end of the
sniff (top or bottom)") takes either one: by the session, by a click on the bottom
spot, and by the keyboard (the arrows move the focus there, Enter plays). The
lesson's later steps go on from the side or end the player chose."""

from __future__ import annotations

import pygame
import pytest

from engine.moves import BRANCH_A, BRANCH_B, A, B
from engine.tiles import NAME, parse_tile
from game import tutorial as tut
from game.scenes.tutorial.scene import TutorialScene
from tests.game_harness import DT, click, key, make_app

EITHER = [s for _li, _si, s in tut.STEPS if s.either]
OTHER = {A: B, B: A, BRANCH_A: BRANCH_B, BRANCH_B: BRANCH_A}


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Nothing is read from or written to the real user folders."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


def _other_code(session) -> int:
    """The step's play on the sniff's other side or end."""
    mv = session.wanted
    return mv.code & ~7 | OTHER[mv.side]


def test_the_steps_that_leave_it_open_are_the_ones_whose_words_do():
    assert {s.id for s in EITHER} == {"sniff-one-side", "sniff-cover-branch",
                                      "branches-cover-one"}
    for s in EITHER:
        # the table's words ("next to [4|4]", "on the top or bottom of [4|4]"), which
        # leave the side (the end) to the player
        words = {"sides": "next to [", "ends": "on the top or bottom of ["}[s.either]
        assert words in s.text and "other" not in s.text, s.id
    assert "top or bottom of [4|4]" in tut.STEPS[tut.step_index("sniff-cover-branch")][2].text


@pytest.mark.parametrize("step", EITHER, ids=lambda s: s.id)
def test_the_other_side_or_end_completes_the_step_and_counts_the_same(step):
    usual = tut.StepSession(step)
    usual.try_play(usual.wanted.tile, usual.wanted.code & 255)
    s = tut.StepSession(step)
    code = _other_code(s)
    assert s.accepts(code) and s.accepts(s.wanted.code)
    att = s.try_play(code >> 8, code & 255)
    assert att.ok and s.finished and s.flipped == {step.either}
    assert att.result.move.code == code
    assert (att.result.total, att.result.points) == (usual.results[-1].total,
                                                    usual.results[-1].points)
    assert sorted(m.value for m in att.result.counted) == sorted(
        m.value for m in usual.results[-1].counted)
    # anywhere else the tile is still refused
    fresh = tut.StepSession(step)
    taken = {pc for pc in fresh.points() if fresh.accepts(code & ~255 | pc)}
    assert taken == {code & 255, fresh.wanted.code & 255}


def test_the_lessons_later_steps_follow_the_end_the_player_chose():
    """[1|5] on the sniff's other end: the line grows from there and "the sniff's other
    end" is the one the player left open."""
    p = tut.Progress()
    first = tut.step_index("branches-cover-one")
    s = tut.StepSession(tut.STEPS[first][2], mirror=p.mirror(first))
    code = _other_code(s)
    assert s.try_play(code >> 8, code & 255).ok
    p.flipped[s.step.id] = s.flipped
    sniff = s.layout.sniff
    grow = tut.StepSession(tut.STEPS[first + 1][2], mirror=p.mirror(first + 1))
    assert (parse_tile("1-5"), sniff << 3 | OTHER[BRANCH_A]) in grow.layout.placed
    while grow.wanted is not None:
        assert grow.try_play(grow.wanted.tile, grow.wanted.code & 255).ok
    both = tut.StepSession(tut.STEPS[first + 2][2], mirror=p.mirror(first + 2))
    assert str(both.wanted) == f"1-3@{NAME[sniff]}:branch-a"
    assert both.try_play(both.wanted.tile, both.wanted.code & 255).ok
    assert both.layout.total == tut.StepSession(tut.STEPS[first + 2][2]).example["total"]
    # another lesson is not mirrored by it
    assert p.mirror(tut.step_index("drawing-pass")) == frozenset()


def _app(step_id: str):
    app = make_app(["--tutorial"])
    sc = TutorialScene(app, start=tut.step_index(step_id))
    app.push(sc)
    app.frame(DT)
    return app, sc


def _frames(app, n: int = 4) -> None:
    for _ in range(n):
        app.frame(DT)


def _bottom(sc) -> int:
    """The lower of the sniff's two ends on the screen."""
    mv = sc.session.wanted
    ends = [mv.code & 255, _other_code(sc.session) & 255]
    return max(ends, key=lambda pc: sc.point_pos(pc)[1])


def _played_bottom(app, sc, bottom: int) -> None:
    for _ in range(400):
        if sc.done:
            break
        app.frame(DT)
    assert sc.done and sc.step.id in sc.progress.done
    assert sc.session.results[-1].move.code & 255 == bottom
    assert parse_tile("2-4") not in sc.session.hand
    assert sc.progress.flipped.get(sc.step.id) == {"ends"}


def test_a_click_on_the_bottom_end_plays_the_step():
    app, sc = _app("sniff-cover-branch")
    bottom = _bottom(sc)
    assert bottom != sc.session.wanted.code & 255  # the step's own arrow is at the top
    tile = parse_tile("2-4")
    click(dict(sc.hand_rects())[tile].center)
    _frames(app, 2)
    assert sc.sel == tile and bottom in sc.spots()
    click(sc.point_pos(bottom))
    _frames(app)
    assert not sc.message[0]  # no "this lesson plays it elsewhere"
    _played_bottom(app, sc, bottom)


def test_the_arrows_move_the_focus_to_the_bottom_end_and_enter_plays_it():
    app, sc = _app("sniff-cover-branch")
    bottom = _bottom(sc)
    tile = parse_tile("2-4")
    for _ in range(4):
        if sc.sel == tile:
            break
        key(pygame.K_RIGHT)
        _frames(app, 1)
    assert sc.sel == tile and sc.moves.focus_spot() == sc.session.wanted.code & 255
    for _ in range(len(sc.spots())):
        if sc.moves.focus_spot() == bottom:
            break
        key(pygame.K_DOWN)
        _frames(app, 1)
    app.draw()
    assert sc.table.drawn_focus == bottom  # the focus ring is drawn there
    key(pygame.K_RETURN)
    _frames(app)
    assert not sc.message[0]
    _played_bottom(app, sc, bottom)


def test_a_step_shown_again_keeps_the_end_the_player_chose():
    """Back to a step done on the bottom end: it shows the bottom end played."""
    app, sc = _app("branches-cover-one")
    code = _other_code(sc.session)
    tile = code >> 8
    click(dict(sc.hand_rects())[tile].center)
    _frames(app, 2)
    click(sc.point_pos(code & 255))
    for _ in range(400):
        if sc.done:
            break
        app.frame(DT)
    assert sc.done
    _frames(app, 40)  # the explanation is read
    sc.go_next()
    _frames(app)
    assert sc.step.id == "branches-grow"
    assert (parse_tile("1-5"), code & 255) in sc.session.layout.placed
    sc.go_back()
    _frames(app)
    assert sc.step.id == "branches-cover-one" and sc.session.finished
    assert sc.session.results[-1].move.code == code
