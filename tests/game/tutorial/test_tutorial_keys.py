"""The tutorial by keys alone and by pad alone: every lesson can be played start to
finish with Left/Right (a tile, the boneyard), Up/Down (the spot) and Enter (or the
pad's d-pad and A), never the hint; the keyboard's focus is where Enter plays, and
Up/Down visibly move it."""

from __future__ import annotations

import pygame
import pytest

from game import tutorial as tut
from game.scenes.tutorial.scene import TutorialScene
from tests.game_harness import DT, key, make_app, pad_button

KEYS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP,
        "down": pygame.K_DOWN, "confirm": pygame.K_RETURN}
PAD = {"left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
       "confirm": pygame.CONTROLLER_BUTTON_A}
PLAY_STEPS = [s for _li, _si, s in tut.STEPS if s.kind != "info"]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Nothing is read from or written to the real user folders."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


def _app(start: int = 0, **settings):
    app = make_app(["--tutorial"], **settings)
    sc = TutorialScene(app, start=start)
    app.push(sc)
    app.frame(DT)
    return app, sc


def _frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.frame(DT)


def _press(app, device: str, what: str) -> None:
    if device == "pad":
        pad_button(PAD[what])
    else:
        key(KEYS[what])
    _frames(app)


def _drawn_focus(app, sc):
    """The spot the board draws the keyboard's focus on (its double ring), drawn now."""
    app.draw()
    return sc.table.drawn_focus


def _play_every_lesson(device: str) -> None:
    """From the welcome to the end, by ``device`` alone: the player reads which tile and
    which spot the step names and goes there with the arrows; Enter plays."""
    app, sc = _app(0)
    played: list[str] = []
    presses = 0
    while app.top is sc:
        presses += 1
        assert presses < 1500, f"stuck at {sc.step.id}"
        assert not sc.session.hint_used and not sc.show_want, sc.step.id
        if sc.card is not None:  # "Lesson complete": Next lesson is focused
            _frames(app, 40)
            _press(app, device, "confirm")
            continue
        if sc.step.kind == "info" or sc.session.finished:
            _frames(app, 40)  # the explanation is read, then Enter moves on
            _press(app, device, "confirm")
            continue
        if sc.session.must_draw:
            _press(app, device, "confirm" if sc.focus_bone else "left")
            continue
        if not sc.can_play:
            _frames(app)
            continue
        want = sc.session.wanted
        spot = want.code & 255
        if sc.sel != want.tile:
            _press(app, device, "right")
            continue
        focus = _drawn_focus(app, sc)
        assert focus == sc.moves.focus_spot()  # what is drawn is where Enter plays
        if focus != spot:
            _press(app, device, "down")
            assert _drawn_focus(app, sc) != focus, sc.step.id  # the focus visibly moved
            continue
        before = len(sc.session.results)
        _press(app, device, "confirm")
        assert len(sc.session.results) == before + 1, (sc.step.id, sc.message)
        if sc.session.finished:
            played.append(sc.step.id)
    assert sc.progress.finished
    assert played == [s.id for s in PLAY_STEPS]


def test_every_lesson_by_keys_alone():
    _play_every_lesson("key")


def test_every_lesson_by_pad_alone():
    _play_every_lesson("pad")


def _board_pixels(app) -> bytes:
    app.draw()
    area = app.top.table.area()
    return pygame.image.tobytes(app.screen.subsurface(area), "RGB")


@pytest.mark.parametrize("device", ["key", "pad"])
def test_up_and_down_move_the_focus_visibly_and_enter_plays_where_it_is(device):
    """Every step whose tile fits more than one place: Up/Down move the focused spot
    (a different picture), Enter off the step's spot says why and brings the focus
    back to the step's spot, and Enter there plays (where the step takes the other
    side or end of the sniff too, Enter there plays that)."""
    seen = 0
    for step in PLAY_STEPS:
        app, sc = _app(tut.step_index(step.id), reduced_motion=True)
        while sc.session.must_draw:
            _press(app, device, "confirm" if sc.focus_bone else "left")
        want = sc.session.wanted
        while sc.sel != want.tile:
            _press(app, device, "right")
        spots = sc.spots()
        assert sc.moves.focus_spot() == want.code & 255  # the focus starts on the step's
        if len(spots) < 2:
            continue
        seen += 1
        picture = _board_pixels(app)
        focus = sc.moves.focus_spot()
        _press(app, device, "down")
        assert sc.moves.focus_spot() != focus and _drawn_focus(app, sc) != focus, step.id
        assert _board_pixels(app) != picture, step.id
        other = sc.moves.focus_spot()
        if sc.session.accepts(want.tile << 8 | other):  # "an end of the sniff": either
            _press(app, device, "confirm")
            assert [r.move.code & 255 for r in sc.session.results] == [other], step.id
            continue
        _press(app, device, "confirm")  # a legal spot, but not the step's: refused
        assert sc.session.results == [] and sc.message[0], step.id
        assert sc.moves.focus_spot() == want.code & 255 == _drawn_focus(app, sc), step.id
        _press(app, device, "up")
        _press(app, device, "down")
        assert sc.moves.focus_spot() == want.code & 255
        _press(app, device, "confirm")
        assert [str(r.move) for r in sc.session.results][:1] == [str(want)], step.id
    assert seen >= 4  # lessons 3, 4 and 5 have such steps


def test_a_tile_that_fits_nowhere_says_why_on_enter():
    app, sc = _app(tut.step_index("drawing-must-play"))
    from engine.tiles import parse_tile
    six_six = parse_tile("6-6")
    while sc.sel != six_six:
        _press(app, "key", "right")
    assert sc.spots() == [] and sc.moves.focus_spot() is None
    _press(app, "key", "confirm")
    assert sc.tip is not None and sc.tip[0] == six_six and "fits nowhere" in sc.tip[1]
    assert six_six in sc.shake and not sc.session.results


def _click_tile(app, sc, tile) -> None:
    from tests.game_harness import click
    click(dict(sc.hand_rects())[tile].center)
    _frames(app, 2)


def test_a_second_click_on_the_chosen_tile_follows_the_tables_rule():
    """README, "Mouse:": a click only chooses a tile; a second click plays a tile that
    fits only one place, and puts down one that fits more (as at the table); a tile
    the lesson lifted (the one just drawn) is taken up by the first click."""
    from engine.tiles import parse_tile
    app, sc = _app(tut.step_index("scoring-double-1-1"))
    one_one = parse_tile("1-1")
    assert sc.legal_spots(one_one) == [sc.session.wanted.code & 255]  # one place only
    _click_tile(app, sc, one_one)
    assert sc.sel == one_one and not sc.session.results  # the first click chooses
    _click_tile(app, sc, one_one)
    assert [str(r.move) for r in sc.session.results] == ["1-1@1-4:low"]
    app, sc = _app(tut.step_index("sniff-one-side"))
    four_six = parse_tile("4-6")
    assert len(sc.legal_spots(four_six)) == 2  # two places: a second click puts it down
    _click_tile(app, sc, four_six)
    _click_tile(app, sc, four_six)
    assert sc.sel is None and not sc.session.results
    # the drawn tile that must be played, with one place, lands lifted by the lesson:
    # one click takes it up and never plays it (as at the table); a second plays it
    app, sc = _app(tut.step_index("drawing-draw"))
    while sc.session.must_draw:
        _press(app, "key", "confirm" if sc.focus_bone else "left")
        _frames(app, 20)
    three_four = parse_tile("3-4")
    _frames(app, 20)
    assert sc.sel == three_four and not sc.session.results
    _click_tile(app, sc, three_four)
    assert sc.sel == three_four and not sc.session.results
    _click_tile(app, sc, three_four)
    assert [str(r.move) for r in sc.session.results] == ["3-4@1-3:high"]


def test_a_click_on_the_tile_the_hint_lifted_never_plays_it():
    """The hint lifts the step's tile: one click on it takes it up, never plays it."""
    app, sc = _app(tut.step_index("scoring-double-1-1"))
    want = sc.session.wanted
    key(pygame.K_h)
    _frames(app, 3)
    assert sc.sel == want.tile and not sc.session.results
    _click_tile(app, sc, want.tile)
    assert sc.sel == want.tile and not sc.session.results
    _click_tile(app, sc, want.tile)  # a second click: one place, it plays
    assert [r.move.code for r in sc.session.results] == [want.code]


def test_the_table_and_the_tutorial_share_the_second_click_rule():
    from game.clicks import second_click
    assert second_click([7]) == ("play", 7)
    assert second_click([7], must_play=True) == ("play", 7)
    assert second_click([7, 9]) == ("drop", None)
    assert second_click([7, 9], must_play=True) == ("keep", None)
    assert second_click([]) == ("drop", None)
