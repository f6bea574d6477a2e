"""The tutorial: its steps replay the rule book's figures through the engine, a wrong
spot is explained and changes nothing, input from every device drives it, autoplay
finishes it headless with one picture per step, and progress resumes."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine import Game
from engine.cli import layout_json
from engine.errors import IllegalMoveError
from engine.events import Draw, GameEnd, HandEnd, Pass
from engine.moves import OPEN_CODE, Move
from engine.record import replay_record
from engine.rules import round5
from engine.tiles import NAME, parse_tile
from game import tutorial as tut
from game.__main__ import build_parser
from game.main import first_scene
from game.scenes.tutorial.scene import (
    BTN_NEXT,
    BTN_SKIP,
    LAYOUT,
    MENU_BTN,
    NOT_A_SPOT,
    TEXT,
    TutorialScene,
)
from tests.game_harness import DT, click, key, make_app, pad_button, post

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = {e["id"]: e for e in
            json.loads((ROOT / "tests" / "examples.json").read_text("utf-8"))["examples"]}
PLAY_STEPS = [s for _li, _si, s in tut.STEPS if s.kind != "info"]
FIGURE_STEPS = [s for s in PLAY_STEPS if s.kind == "figure"]
STAGED_STEPS = [s for s in PLAY_STEPS if s.kind == "staged"]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Nothing is read from or written to the real user folders."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


def all_plays(step) -> list[str]:
    """Every play on the table after the step, in order (setup, then the step's own)."""
    if step.kind == "figure":
        setup, plays = tut.figure_plays(step)
        return setup + plays
    return list(step.setup) + list(step.plays)


def play_through(session: tut.StepSession) -> list:
    """Make the step's plays as the player would (draws first); return the results."""
    results = []
    while session.must_draw:
        assert session.draw().ok
    while session.wanted is not None:
        mv = session.wanted
        att = session.try_play(mv.tile, mv.code & 255)
        assert att.ok, att.message
        results.append(att.result)
    assert session.finished
    return results


def engine_view(step) -> dict:
    """The engine's own replay of what the step ends with (``python -m engine replay``
    for a figure, a game record for a staged hand)."""
    if step.kind == "figure":
        out = layout_json(all_plays(step))
        out.pop("steps")
        return out
    d = step.deal
    doc = {"format": "sniff-record/1", "ruleset": "american", "players": d.players,
           "hands": [{"leader": d.leader, "hands": [list(h) for h in d.hands],
                      "boneyard": list(d.boneyard), "plays": all_plays(step)}]}
    if d.scores is not None:
        doc["scores"] = list(d.scores)
    if d.target is not None:
        doc["target"] = d.target
    plays = []
    game = replay_record(doc, lambda e: plays.append(e) if e.kind == "play" else None)
    lay = game.layout
    from engine.moves import SIDE_NAMES
    return {
        "sniff": NAME[lay.sniff] if lay.sniff >= 0 else None,
        "attach_points": [[NAME[a], SIDE_NAMES[s], p] for a, s, p in lay.attach_points()],
        "counted_ends": [[NAME[t], v] for t, v in lay.counted_ends()],
        "total": lay.total,
        "points": plays[-1].points,
    }


def norm(view: dict) -> dict:
    return {"sniff": view["sniff"], "attach_points": sorted(map(list, view["attach_points"])),
            "counted_ends": sorted(map(list, view["counted_ends"])), "total": view["total"],
            "points": view["points"]}


# -- the data ---------------------------------------------------------------------------
def test_the_bundled_figures_are_the_rule_books():
    bundled = ROOT / "assets" / "tutorial" / "examples.json"
    assert bundled.read_bytes() == (ROOT / "tests" / "examples.json").read_bytes()
    assert tut.load_examples().keys() == EXAMPLES.keys()


def test_seven_lessons_in_the_issue_order():
    titles = [les.title for les in tut.LESSONS if les.numbered]
    assert titles == ["Scoring basics", "Doubles at the end", "The sniff", "Lines from the sniff",
                      "Drawing, passing, blocking", "End of a hand", "Winning"]
    ids = [s.id for _li, _si, s in tut.STEPS]
    assert len(ids) == len(set(ids))
    # the rule book's figures, each shown where its lesson teaches it
    figures = [(s.figure, s.upto) for s in FIGURE_STEPS]
    assert figures == [
        ("opening-1-4", None), ("sniff-at-end-1-1", None), ("double-six-at-end", None),
        ("end-double-4-4", None), ("end-double-covered-3-4", None),
        ("opening-double-2-2", None),
        ("opening-0-0", None),  # its "0+0" tag after [2|2]'s "2+2" tag is explained
        ("sniff-text-example", 1), ("sniff-text-example", 2), ("sniff-text-example", 3),
        ("sniff-text-example", 4),
        ("branches-open-1-2", None), ("branch-covered-1-5", None),
        ("branch-arm-grows-0-5", None), ("both-branches-covered-1-3", None),
    ]
    for step in PLAY_STEPS:
        assert step.text and step.after and step.title
        for text in (step.text, step.after):
            assert len(text) <= 170, (step.id, "one short idea per screen")


@pytest.mark.parametrize("step", FIGURE_STEPS, ids=lambda s: s.id)
def test_figure_step_is_the_figure(step):
    """What the step shows after the player's play is the engine's replay of the
    figure's plays and the figure's own attach points, counted ends, total, points."""
    ex = EXAMPLES[step.figure]
    session = tut.StepSession(step)
    before = norm(session.shown())
    setup, plays = tut.figure_plays(step)
    assert setup + plays == ex["plays"][:len(setup) + len(plays)]
    if setup:
        assert before == norm({**layout_json(setup), "points": 0})
    results = play_through(session)
    assert [str(r.move) for r in results] == plays
    shown = norm(session.shown())
    assert shown == norm(engine_view(step))
    upto = step.upto or len(ex["plays"])
    if upto == len(ex["plays"]):
        assert shown == norm({"sniff": ex["sniff"], "attach_points": ex["attach_points"],
                              "counted_ends": ex["counted_ends"], "total": ex["total"],
                              "points": ex["points"]})
        book = ex["counted_ends"]
    else:
        assert (shown["total"], shown["points"]) == (ex["steps"][upto - 1]["total"],
                                                     ex["steps"][upto - 1]["points"])
        book = [list(b) for b in step.book] or None
    # the counted ends light up one by one: the engine's ends, in the book's order
    last = results[-1]
    lit = [[NAME[m.tile], m.value] for m in last.counted]
    assert sorted(lit) == shown["counted_ends"]
    assert sum(v for _t, v in lit) == last.total == shown["total"]
    if book:
        assert lit == [list(b) for b in book]


@pytest.mark.parametrize("step", STAGED_STEPS, ids=lambda s: s.id)
def test_staged_step_is_the_engines_replay(step):
    session = tut.StepSession(step)
    g = session.game
    assert g.turn == tut.HUMAN and g.phase == "play"
    results = play_through(session)
    assert norm(session.shown()) == norm(engine_view(step))
    last = results[-1]
    assert sorted([NAME[m.tile], m.value] for m in last.counted) == \
        sorted(engine_view(step)["counted_ends"])
    assert sum(m.value for m in last.counted) == last.total


def test_staged_hands_teach_what_they_say():
    def run(step_id):
        s = tut.StepSession(tut.STEPS[tut.step_index(step_id)][2])
        return s, play_through(s)[-1]

    # must play: the boneyard is refused while a tile fits
    s = tut.StepSession(tut.STEPS[tut.step_index("drawing-must-play")][2])
    att = s.draw()
    assert not att.ok and "[0|2]" in att.message and "may not draw" in att.message
    assert s.boneyard == 14
    # drawing: the engine's forced draws, one per click, the last one fits and must be played
    s = tut.StepSession(tut.STEPS[tut.step_index("drawing-draw")][2])
    drawn = [e.tile for e in s.setup_events if isinstance(e, Draw)]
    assert [NAME[t] for t in drawn] == ["0-4", "2-2", "3-4"]
    hand0 = s.hand
    assert all(t not in hand0 for t in drawn) and s.boneyard == 14
    att = s.try_play(hand0[0], s.points()[0])
    assert not att.ok and "draw from the boneyard" in att.message
    msgs = [s.draw() for _ in drawn]
    assert [a.drawn for a in msgs] == drawn and all(a.ok for a in msgs)
    assert "fits" in msgs[-1].message and "Draw again" in msgs[0].message
    assert s.boneyard == 11 and set(drawn) <= set(s.hand)
    again = s.draw()
    assert not again.ok and "must play it" in again.message
    # passing: the opponent cannot play, the boneyard is empty
    s, res = run("drawing-pass")
    assert s.boneyard == 0 and res.passes == [1] and s.game.turn == tut.HUMAN
    # the block
    s, res = run("drawing-block")
    he = res.hand_end
    assert he.how == "blocked" and s.game.phase == "deal"
    assert all(p[2] == 5 for p in s.game.layout.attach_points())
    # going out: the opponent's 13 rounds to 15
    s, res = run("hand-end-domino")
    he = res.hand_end
    assert (he.how, he.seat, he.pips, he.change) == ("domino", 0, (0, 13), (0, -15))
    # partners: each hand rounded on its own (the numbers the step's text quotes)
    s, res = run("hand-end-partners")
    he = res.hand_end
    assert he.pips == (0, 12, 13, 6)
    assert he.change == (-(round5(0) + round5(13)), -(round5(12) + round5(6))) == (-15, -15)
    assert round5(12 + 6) == 20 != 15
    # winning at once, mid-hand
    s, res = run("winning-target")
    ge = res.game_end
    assert isinstance(ge, GameEnd) and ge.winner == 0 and ge.scores[0] == 250
    assert s.game.phase == "over" and s.game.hand_tiles(0) and s.game.hand_tiles(1)
    assert not any(isinstance(e, HandEnd) for e in res.events)


@pytest.mark.parametrize("step", PLAY_STEPS, ids=lambda s: s.id)
def test_every_wrong_spot_is_explained_and_changes_nothing(step):
    session = tut.StepSession(step)
    while session.must_draw:
        session.draw()
    while session.wanted is not None:
        want = session.wanted
        lay = session.layout
        before = (list(lay.placed), lay.total, session.hand, session.scores,
                  session.boneyard)
        for tile in session.hand:
            for pc in session.points():
                if session.accepts(tile << 8 | pc):  # the step's spot (or its mirror)
                    continue
                att = session.try_play(tile, pc)
                assert not att.ok
                assert att.message and att.message[0].isupper() and len(att.message) < 140
                assert not re.search(r"\b[0-6]-[0-6]\b", att.message)  # tiles as [a|b]
                after = (list(session.layout.placed), session.layout.total, session.hand,
                         session.scores, session.boneyard)
                assert after == before
                legal = True
                try:
                    session.check(tile, pc)
                except IllegalMoveError:
                    legal = False
                if legal:  # the step's own place, in words
                    assert tut.where(want.tile, want.code & 255, lay) in att.message
        assert session.try_play(want.tile, want.code & 255).ok


def test_explanations_in_plain_words():
    s = tut.StepSession(tut.STEPS[tut.step_index("scoring-double-1-1")][2])
    one_one, one_four = parse_tile("1-1"), parse_tile("1-4")
    att = s.try_play(one_one, one_four << 3 | 1)
    assert att.message == "That spot shows 4, and [1|1] has no 4."
    s = tut.StepSession(tut.STEPS[tut.step_index("sniff-one-side")][2])
    four_four, four_six = parse_tile("4-4"), parse_tile("4-6")
    att = s.try_play(four_six, four_four << 3 | 4)
    assert att.message == ("Not yet: the sniff's other two sides open once both rings "
                           "beside it are covered.")
    att = s.try_play(four_six, four_four << 3 | 3)  # "a long side": either one is taken
    assert att.ok and not att.message
    s = tut.StepSession(tut.STEPS[tut.step_index("branches-grow")][2])
    att = s.try_play(parse_tile("0-5"), parse_tile("1-5") << 3 | 1)  # legal, another tile
    assert att.message == "This step plays [5|5] on the 5 end of [1|5]."
    s = tut.StepSession(tut.STEPS[tut.step_index("branches-cover-both")][2])
    one_three = parse_tile("1-3")
    att = s.try_play(one_three, one_one << 3 | 4)
    assert att.message == "That side of [1|1] is already covered by [1|5]."
    att = s.try_play(one_three, one_one << 3 | 3)
    assert att.message == "That side of [1|1] is already covered by [1|2]."
    att = s.try_play(one_three, parse_tile("3-4") << 3 | 0)  # legal, but not the step's
    assert att.message == ("That spot works too, but this step plays it on the top or "
                           "bottom of [1|1].")
    g = Game("american", 2, seed=1)
    g.deal()
    mine = g.hand_tiles(g.turn)
    other = next(t for t in range(28) if t not in mine)
    with pytest.raises(IllegalMoveError) as e:
        g.play(Move(other))
    assert tut.explain(e.value) == f"[{NAME[other][0]}|{NAME[other][2]}] is not in your hand."


def test_opening_doubles_are_worded_alike_with_their_sums():
    """Item 2: lesson 2's opening [2|2] ("4, not 8") and lesson 3's opening
    sniff [4|4] ("8") read as a contradiction. Both count their two halves once (rule
    book 1.4, seed 000): the same words, the sum written out, and the figure's total."""
    for step_id, d in (("doubles-opening-2-2", 2), ("sniff-open-4-4", 4)):
        step = tut.STEPS[tut.step_index(step_id)][2]
        res = play_through(tut.StepSession(step))[-1]
        assert res.total == 2 * d
        assert "counts its two halves" in step.after and "once" in step.after
        assert f"{d} + {d} = {2 * d}" in step.after
    sniff = tut.STEPS[tut.step_index("sniff-open-4-4")][2].after
    assert "[2|2]" in sniff  # it points back at the other opening double


# -- progress -------------------------------------------------------------------------------
def test_progress_round_trip_and_bad_file(tmp_path):
    p = tut.Progress(tmp_path / "t.json")
    p.step = "sniff-one-side"
    p.done = {"welcome", "scoring-open-1-4", "nonsense"}
    assert p.save() is None
    q = tut.Progress.load(tmp_path / "t.json")
    assert q.step == "sniff-one-side" and q.done == {"welcome", "scoring-open-1-4"}
    assert q.start_index == tut.step_index("sniff-one-side")
    (tmp_path / "t.json").write_text("{not json", encoding="utf-8")
    r = tut.Progress.load(tmp_path / "t.json")
    assert r.step is None and r.start_index == 0
    assert list(tmp_path.glob("t.bad-*.json"))  # set aside, not deleted



@pytest.mark.parametrize("doc", [
    [], "step", 5, None, {"step": 5}, {"done": "all"}, {"done": [1, 2]},
    {"finished": "yes"}, {"step": "no-such-step"}, {"step": "welcome", "done": ["nope"]},
], ids=repr)
def test_a_wrongly_typed_progress_file_is_set_aside_not_overwritten(tmp_path, doc):
    """Valid JSON of the wrong shape is set aside with a message, like every other bad
    file (issue 12, item 9); what was valid in it is kept; saving writes a new file."""
    from game import storage
    storage.take_problems()
    path = tmp_path / "tutorial.json"
    raw = json.dumps(doc)
    path.write_text(raw, encoding="utf-8")
    p = tut.Progress.load(path)
    aside = list(tmp_path.glob("tutorial.bad-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == raw
    assert p.problem and "tutorial progress" in p.problem and aside[0].name in p.problem
    assert p.problem in storage.take_problems()  # shown on the screen
    assert not path.exists()
    if isinstance(doc, dict) and doc.get("done") == ["nope"]:
        assert p.step == "welcome"  # the valid part is kept
    assert p.save() is None
    assert aside[0].read_text(encoding="utf-8") == raw  # never overwritten
    assert json.loads(path.read_text(encoding="utf-8"))["step"] == p.step


def test_a_good_progress_file_is_not_set_aside(tmp_path):
    path = tmp_path / "tutorial.json"
    path.write_text(json.dumps({"step": "welcome", "done": [], "finished": False}),
                    encoding="utf-8")
    p = tut.Progress.load(path)
    assert p.problem is None and p.step == "welcome" and path.exists()
    assert not list(tmp_path.glob("*.bad-*"))

# -- the screen -------------------------------------------------------------------------------
def tutorial_app(start=None, speed="instant", argv=("--tutorial",)):
    app = make_app(list(argv), speed=speed)
    scene = TutorialScene(app, start=start) if start is not None else TutorialScene(app)
    app.push(scene)
    app.frame(DT)
    return app, scene


def frames(app, n=6):
    for _ in range(n):
        app.frame(DT)


def read(app):
    """Wait while the player reads a step's "done" explanation (Next waits 0.6 s)."""
    frames(app, 40)


def test_mouse_click_tile_then_spot_plays_and_counts():
    app, sc = tutorial_app(tut.step_index("scoring-double-1-1"), speed="normal")
    one_one = parse_tile("1-1")
    click(dict(sc.hand_rects())[one_one].center)
    frames(app, 2)
    assert sc.sel == one_one
    # a wrong spot: explained, nothing moves
    wrong = parse_tile("1-4") << 3 | 1
    click(sc.point_pos(wrong))
    frames(app, 2)
    assert "has no 4" in sc.message[0] and sc.show_want
    assert len(sc.shown_layout.placed) == 1 and sc.session.wanted is not None
    # the bare felt is no spot
    click(sc.app.vp.rect(LAYOUT).move(10, 10).topleft)
    frames(app, 2)
    assert sc.message[0] == NOT_A_SPOT and sc.session.wanted is not None
    # the right one: the tile lands, the ends light one by one, then the total
    click(sc.point_pos(parse_tile("1-4") << 3 | 0))
    frames(app, 2)
    assert sc.busy and not sc.done
    lit_seen = set()
    for _ in range(600):
        app.frame(DT)
        if sc.count is not None:
            lit_seen.add(sc.count["lit"])
        if sc.done:
            break
    assert sc.done and lit_seen >= {1, 2}
    state = sc.shown_state()
    assert norm(state) == norm(engine_view(sc.step))
    assert state["lit"] == [["1-1", 2], ["1-4", 4]]
    assert sc.step.id in sc.progress.done


def test_keyboard_picks_tile_and_spot():
    app, sc = tutorial_app(tut.step_index("branches-grow"))
    want = sc.session.wanted
    for _ in range(4):
        if sc.sel == want.tile:
            break
        key(pygame.K_RIGHT)
        frames(app, 1)
    assert sc.sel == want.tile
    for _ in range(8):
        spots = sc.spots()
        if spots[sc.spot_idx % len(spots)] == want.code & 255:
            break
        key(pygame.K_DOWN)
        frames(app, 1)
    key(pygame.K_RETURN)
    frames(app, 4)
    assert [str(r.move) for r in sc.session.results] == [str(want)]
    assert not sc.done  # [0|5] still to play
    key(pygame.K_h)  # show me: selects the tile and its spot
    frames(app, 1)
    key(pygame.K_RETURN)
    frames(app, 4)
    assert sc.done and norm(sc.shown_state()) == norm(engine_view(sc.step))


def test_drag_and_drop_and_side_explanation():
    app, sc = tutorial_app(tut.step_index("sniff-one-side"))
    four_six, four_four = parse_tile("4-6"), parse_tile("4-4")
    start = dict(sc.hand_rects())[four_six].center
    # drop it on the sniff's (closed) side branch: the engine's reason, in words
    e = sc.geom.exits[four_four << 3 | 4]
    branch = sc.camera.to_screen(e.x, e.y - 0.1)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, -60), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=branch, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=branch, button=1)
    frames(app, 2)
    assert "other two sides open once both rings" in sc.message[0]
    assert len(sc.session.layout.placed) == 1
    target = sc.point_pos(four_four << 3 | 2)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, -60), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    frames(app, 4)
    assert sc.done and sc.shown_state()["total"] == 14


def test_boneyard_and_gamepad():
    app, sc = tutorial_app(tut.step_index("drawing-draw"))
    assert sc.session.must_draw
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_LEFT)  # to the boneyard
    frames(app, 1)
    assert sc.focus_bone
    for _ in range(3):
        pad_button(pygame.CONTROLLER_BUTTON_A)
        frames(app, 3)
    assert not sc.session.must_draw and sc.sel == parse_tile("3-4")
    click(sc.bone_rect().center)  # no more drawing: a drawn tile that fits is played
    frames(app, 1)
    assert "must play it" in sc.message[0]
    pad_button(pygame.CONTROLLER_BUTTON_Y)  # show me
    frames(app, 1)
    pad_button(pygame.CONTROLLER_BUTTON_A)
    frames(app, 4)
    assert sc.done and sc.shown_state()["points"] == 5
    read(app)
    before = sc.index
    pad_button(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)  # next
    frames(app, 1)
    assert sc.index == before + 1
    pad_button(pygame.CONTROLLER_BUTTON_LEFTSHOULDER)  # back: shown done
    frames(app, 1)
    assert sc.index == before and sc.done
    assert "U try again" in sc.legend()
    app.settings.keys = dict(app.settings.keys, undo=["r"])  # rebound in Options
    assert "R try again" in sc.legend()
    app.input.pads[99] = object()  # as if a pad were plugged in: the pad's controls are shown
    try:
        assert "LB back" in sc.legend() and "B menu" in sc.legend()
    finally:
        del app.input.pads[99]


def test_next_back_skip_retry():
    app, sc = tutorial_app(0)
    assert sc.step.id == "welcome" and sc.done
    key(pygame.K_TAB)
    frames(app, 1)
    assert sc.step.id == "scoring-open-1-4" and not sc.done
    key(pygame.K_TAB)  # not before the play
    frames(app, 1)
    assert sc.step.id == "scoring-open-1-4" and "Make the play first" in sc.message[0]
    click(sc.app.vp.rect(BTN_SKIP).center)  # the Skip lesson button
    frames(app, 1)
    assert sc.step.id == "doubles-end-4-4"
    key(pygame.K_SPACE)  # one Space (the table's "skip the animation") asks
    frames(app, 1)
    assert sc.step.id == "doubles-end-4-4" and "again to skip" in sc.message[0]
    key(pygame.K_SPACE)  # a second one skips
    frames(app, 1)
    assert sc.step.id == "sniff-open-4-4"
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    frames(app, 1)
    assert sc.step.id == "scoring-zero"
    key(pygame.K_h)
    key(pygame.K_RETURN)
    frames(app, 3)
    assert sc.done
    key(pygame.K_u)  # try again
    frames(app, 1)
    assert not sc.done and sc.session.wanted is not None


def test_progress_resumes_and_back_leaves_to_the_menu():
    from game.scenes.menus.menu import MenuScene
    app = make_app(["--tutorial"], speed="instant")
    menu = MenuScene(app)
    app.push(menu)
    menu.on_tutorial()
    sc = app.top
    assert isinstance(sc, TutorialScene) and sc.index == 0
    key(pygame.K_TAB)
    frames(app, 1)
    key(pygame.K_h)
    key(pygame.K_RETURN)
    frames(app, 3)
    read(app)
    key(pygame.K_TAB)
    frames(app, 1)
    assert sc.step.id == "scoring-double-1-1"
    key(pygame.K_ESCAPE)  # Menu (Esc): asks first, as the game does (issue 16, item 17)
    frames(app, 1)
    from game.widgets import ConfirmScene
    assert isinstance(app.top, ConfirmScene) and app.stack[-2] is sc
    key(pygame.K_ESCAPE)  # Cancel: still in the tutorial, on the same step
    frames(app, 1)
    assert app.top is sc and sc.step.id == "scoring-double-1-1"
    click(app.vp.rect(MENU_BTN).center)  # the Menu button asks too
    frames(app, 1)
    assert isinstance(app.top, ConfirmScene)
    key(pygame.K_RIGHT)  # to "Main menu"
    key(pygame.K_RETURN)
    frames(app, 1)
    assert app.top is menu
    saved = json.loads((Path(os.environ["SNIFF_HOME"]) / "tutorial.json").read_text())
    assert saved["step"] == "scoring-double-1-1"
    assert saved["done"] == ["welcome", "scoring-open-1-4"]
    again = TutorialScene(app)
    assert again.step.id == "scoring-double-1-1" and not again.done
    back = TutorialScene(app, start=tut.step_index("scoring-open-1-4"))
    assert back.done and back.count is not None  # a done step shows its finished count


def test_every_screen_fits_and_reads(tmp_path):
    """Every step, before and after its play, draws at the design size and at a small
    window without errors; the texts wrap into the panel."""
    for size in ((1280, 720), (960, 540)):
        app = make_app(["--tutorial", "--size", f"{size[0]}x{size[1]}"], speed="instant")
        for i, (_li, _si, step) in enumerate(tut.STEPS):
            sc = TutorialScene(app, start=i)
            app.reset(sc)
            frames(app, 1)
            width = app.vp.rect(TEXT).w - 2 * app.vp.length(18)
            for text in (step.text, step.after):
                if text:
                    assert len(sc.panels._wrap(text, 22, width)) <= 2, (step.id, size)
            sc.session.complete()
            sc._sync_shown()
            frames(app, 1)


def test_autoplay_completes_every_step_with_one_picture_each(tmp_path):
    argv = ["--tutorial", "--autoplay", "--screenshot", str(tmp_path)]
    app = make_app(argv, speed="normal")
    scene = first_scene(app, build_parser().parse_args(argv))
    assert isinstance(scene, TutorialScene) and scene.autoplay is not None
    app.push(scene)
    seen = {}
    real_shot = app.screenshot

    def shot(tag):
        seen[scene.step.id] = scene.shown_state()
        return real_shot(tag)
    app.screenshot = shot
    n = 0
    while app.running:
        app.frame(DT)
        n += 1
        assert n < 40000, scene.step.id
    pngs = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(pngs) == len(tut.STEPS)
    assert [p.split("_", 2)[2][:-4] for p in pngs] == [s.id for _li, _si, s in tut.STEPS]
    for step in PLAY_STEPS:
        state = seen[step.id]
        assert norm(state) == norm(engine_view(step)), step.id
        assert sorted(state["lit"]) == state["counted_ends"]  # every end lit, then the total
    assert set(scene.progress.done) == {s.id for _li, _si, s in tut.STEPS}
    # autoplay leaves the player's own progress alone
    assert not (Path(os.environ["SNIFF_HOME"]) / "tutorial.json").exists()
    # the mouse and the keyboard both played: real events went through the input mapper
    assert scene.autoplay.steps_done == len(tut.STEPS)


def test_python_m_game_tutorial_autoplay(tmp_path):
    """The command line itself, headless: ``python -m game --tutorial --autoplay``."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"speed": "instant"}), encoding="utf-8")
    shots = tmp_path / "shots"
    env = dict(os.environ, SNIFF_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    proc = subprocess.run(
        [sys.executable, "-m", "game", "--tutorial", "--autoplay", "--screenshot", str(shots),
         "--fps", "240"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-2000:]
    pngs = sorted(shots.glob("*.png"))
    assert len(pngs) == len(tut.STEPS)
    for p in pngs:
        img = pygame.image.load(str(p))
        assert img.get_size() == (1280, 720)
    assert not (home / "tutorial.json").exists()


def test_opening_spot_and_pass_event_reach_the_screen():
    app, sc = tutorial_app(tut.step_index("scoring-zero"))
    assert sc.session.points() == [OPEN_CODE]
    click(sc.point_pos(OPEN_CODE))  # one tile in hand: a click on the spot plays it
    frames(app, 3)
    assert sc.done and sc.shown_state()["counted_ends"] == [["0-0", 0]]
    app, sc = tutorial_app(tut.step_index("drawing-pass"))
    key(pygame.K_h)
    key(pygame.K_RETURN)
    frames(app, 4)
    assert sc.done and sc.markers == {1}
    assert any(isinstance(e, Pass) for e in sc.session.results[-1].events)
    again = TutorialScene(app, start=sc.index)  # done before: shown finished, pass included
    assert again.done and again.markers == {1} and again.count["done"]


def test_next_is_live_as_soon_as_the_play_is_made():
    """Issue 16, item 17: Next is not grey for a second after a correct play. A quick Next (the button, Tab or Enter) does not skip the "done" explanation
    unread: the first press lands the play's beats with the explanation on the card,
    and Next moves on only once it has been up for READ (0.6 s)."""
    from game.scenes.tutorial.scene import READ
    from game.ui import record_text
    app, sc = tutorial_app(tut.step_index("scoring-double-1-1"), speed="normal")
    step = sc.step
    assert not sc.can_next
    frames(app, 1)
    assert not sc.btn_next.enabled
    mv = sc.session.wanted
    sc.select(mv.tile)
    assert sc.try_play(mv.tile, mv.code & 255)
    frames(app, 1)
    assert sc.busy and sc.btn_next.enabled  # drawn live at once
    assert not sc.explained
    before = sc.index
    click(app.vp.rect(BTN_NEXT).center)  # a quick click: the play's end and its words
    frames(app, 1)
    assert sc.index == before and not sc.busy and sc.explained
    with record_text(contrast=True) as seen:
        app.draw()
    texts = " ".join(t.text for t in seen)
    assert step.after.split(".")[0] in texts  # the explanation is on the card
    click(app.vp.rect(BTN_NEXT).center)  # too soon: it stays up
    frames(app, 1)
    assert sc.index == before
    frames(app, round(READ * 60) + 2)
    click(app.vp.rect(BTN_NEXT).center)
    frames(app, 1)
    assert sc.index == before + 1 and step.id in sc.progress.done
    # Tab and Enter during the beats do the same
    for k in (pygame.K_TAB, pygame.K_RETURN):
        sc.load(before, fresh=True)
        mv = sc.session.wanted
        sc.select(mv.tile)
        sc.try_play(mv.tile, mv.code & 255)
        frames(app, 2)
        assert sc.busy
        assert "try again" not in sc.legend()  # U waits for the beats: not offered
        key(k)
        frames(app, 1)
        assert "try again" in sc.legend()
        key(k)
        frames(app, 1)
        assert sc.index == before and sc.explained
        read(app)
        key(k)
        frames(app, 1)
        assert sc.index == before + 1


def test_the_explanation_goes_up_with_the_sum_not_after_the_callout():
    """Item 1: the "done" words are on the card as the play's last beat lands
    (with the sum, when nothing follows it), not a beat later."""
    app, sc = tutorial_app(tut.step_index("scoring-open-1-4"), speed="normal")
    mv = sc.session.wanted
    sc.select(mv.tile)
    sc.try_play(mv.tile, mv.code & 255)
    for _ in range(600):
        frames(app, 1)
        if sc.count is not None and sc.count["done"]:
            break
    assert sc.count["done"] and sc.explained  # the same frame as "= 5"
    assert sc.busy  # the "+5" still to come


def test_the_controls_line_offers_only_what_works_now():
    """Item 5: while the player must play, no "Tab next" (Next is grey); no
    "back" on the first page, no "skip lesson" in the last lesson."""
    app, sc = tutorial_app(tut.step_index("scoring-open-1-4"))
    line = sc.legend()
    assert not sc.can_next and "next" not in line.lower()
    assert "Enter play" in line and "Shift+Tab back" in line and "skip lesson" in line
    key(pygame.K_h)
    key(pygame.K_RETURN)
    frames(app, 3)
    assert sc.done and "Tab / Enter next" in sc.legend() and "play" not in sc.legend()
    sc.load(0)
    assert "back" not in sc.legend().lower() and "Tab / Enter next" in sc.legend()
    sc.load(tut.step_index("drawing-draw"), fresh=True)  # nothing fits: draw
    assert sc.session.must_draw and "Enter draw" in sc.legend()
    assert "tile" not in sc.legend() and "Enter play" not in sc.legend()
    sc.load(tut.step_index("done"))  # the closing page: nothing left to skip
    assert "skip" not in sc.legend().lower()
    sc.app.input.pads[99] = object()  # a pad plugged in: its buttons
    sc.load(tut.step_index("scoring-open-1-4"), fresh=True)
    assert "RB" not in sc.legend() and "A play" in sc.legend()


def test_animating_only_while_something_moves():
    """The redraw protocol: a step waiting for the player asks for no frames once the
    pulse on its spot (which runs on its own: .pulse) has come to rest."""
    from game.scenes.tutorial.pulse import ATTENTION
    rest = round(ATTENTION / DT) + 2
    app, sc = tutorial_app(tut.step_index("scoring-double-1-1"), speed="normal")
    frames(app, 5)
    assert sc.animating()  # the step's spot pulses ...
    frames(app, rest)
    assert not sc.animating()  # ... then it waits for the player, still
    mv = sc.session.wanted
    sc.select(mv.tile)
    sc.try_play(mv.tile, mv.code & 255)
    assert sc.animating()
    n = 0
    while sc.animating():
        app.frame(DT)
        n += 1
        assert n < 1200
    assert sc.done and sc.shown_state()["lit"] == [["1-1", 2], ["1-4", 4]]
    frames(app, 3)
    assert not sc.animating()  # done, waiting for Next: still again
    sc.try_play(parse_tile("1-4"), OPEN_CODE)  # nothing to play: no beat
    assert not sc.animating()
    # a refused try shakes and marks the spot for a moment, then holds still
    sc.retry()  # the step again, from its start (its spot pulses again, then rests)
    frames(app, rest)
    assert not sc.animating() and sc.session.wanted is not None
    assert not sc.try_play(parse_tile("1-1"), parse_tile("1-4") << 3 | 1)
    assert sc.animating()
    for _ in range(400):
        app.frame(DT)
    assert not sc.animating() and sc.show_want


def test_a_tutorial_play_goes_through_the_tables_director_and_renderers():
    """The tutorial draws with the play table's renderer classes, and a play is shown by
    the table's director: the layout changes when the play beat lands (not before),
    one "+N" callout, then the counted ends light one by one."""
    from game.present import Director, TableView
    from game.render import BoardView, Boneyard, HandView, Overlays
    app, sc = tutorial_app(tut.step_index("drawing-draw"), speed="normal")
    t = sc.table
    assert isinstance(t.board, BoardView) and isinstance(t.hand, HandView)
    assert isinstance(t.boneyard, Boneyard) and isinstance(t.overlays, Overlays)
    assert isinstance(sc.director, Director) and isinstance(sc.view, TableView)
    # a draw: the boneyard's count drops when the tile leaves, the hand grows when it lands
    before = (sc.shown_bone, len(sc.shown_hand))
    sc.draw_tile()
    assert (sc.shown_bone, len(sc.shown_hand)) == before  # nothing moved yet
    seen = set()
    for _ in range(120):
        app.frame(DT)
        seen.add((sc.shown_bone, len(sc.shown_hand)))
        if not sc.busy:
            break
    assert (before[0], before[1] + 1) in seen or (before[0] - 1, before[1] + 1) in seen
    assert sc.shown_bone == before[0] - 1 and len(sc.shown_hand) == before[1] + 1
    sc.finish_beats()
    while sc.session.must_draw:
        sc.draw_tile()
        sc.finish_beats()
        app.frame(DT)
    # the play: fly, land (the layout changes only then), one callout, ends lit in turn
    mv = sc.session.wanted
    placed = len(sc.shown_layout.placed)
    sc.select(mv.tile)
    assert sc.try_play(mv.tile, mv.code & 255)
    callouts, lit, landed_at = set(), [], None
    for i in range(600):
        if len(sc.shown_layout.placed) > placed and landed_at is None:
            landed_at = i
            assert "play" in [name for name, _t in sc.director.landed]
        callouts.update(id(c) for c in sc.view.callouts)
        if sc.count is not None and (not lit or lit[-1] != sc.count["lit"]):
            lit.append(sc.count["lit"])
        app.frame(DT)
        if sc.done and not sc.view.callouts:
            break
    assert landed_at is not None and landed_at > 0  # the tile flew first
    assert len(callouts) == 1  # one "+5"
    n = len(sc.count["result"].counted)
    assert n >= 2 and [x for x in lit if x] == list(range(1, n + 1))  # one by one
    assert sc.shown_state()["points"] == 5 and sc.done


def _lit_positions(sc) -> list:
    """Screen positions of the lit counted ends, in the order they were added up."""
    lay = sc.shown_layout
    where = {pc: pos for pos, _v, kind, pc in sc.table.board.marks(lay) if kind == "solid"}
    return [where[m.pc] for m in sc.count["ends"][:sc.count["lit"]]]


@pytest.mark.parametrize("step_id", ["sniff-both-sides", "branches-cover-both",
                                     "scoring-double-6-6", "hand-end-partners"])
def test_the_sum_reads_left_to_right_in_board_order(step_id):
    """The tutorial's add-up ("6 + 4 + 4 + 1") lights and lists the counted ends as
    they sit on the board, left to right (top first where two share a column), not in
    the rule book's or the engine's order."""
    app, sc = tutorial_app(tut.step_index(step_id))
    while sc.session.wanted is not None:
        key(pygame.K_h)
        key(pygame.K_RETURN)
        frames(app, 4)
    frames(app, 4)
    assert sc.done and sc.count["lit"] == len(sc.count["ends"]) >= 2
    pos = _lit_positions(sc)
    r = sc.table.board.badge_radius
    for a, b in zip(pos, pos[1:]):
        assert a[0] <= b[0] + r, (step_id, pos)
        if abs(a[0] - b[0]) < r:
            assert a[1] <= b[1], (step_id, pos)
    if step_id == "sniff-both-sides":
        assert [m.value for m in sc.count["ends"]] == [6, 4, 4, 1]
    # a step shown finished (done before) adds up in the same order
    again = TutorialScene(app, start=sc.index)
    assert [m.pc for m in again.count["ends"]] == [m.pc for m in sc.count["ends"]]


def _finish_lesson(app, sc, lesson_id: str) -> None:
    """Play every step of lesson ``lesson_id`` with "show me" and Enter, up to its last
    step (done, Next not yet pressed)."""
    first = next(i for i, (li, _si, _s) in enumerate(tut.STEPS)
                 if tut.LESSONS[li].id == lesson_id)
    sc.load(first)
    while True:
        for _ in range(6):
            if sc.done:
                break
            key(pygame.K_h)
            frames(app, 1)
            key(pygame.K_RETURN)
            frames(app, 4)
        assert sc.done, sc.step.id
        read(app)
        nxt = sc.index + 1
        if tut.LESSONS[tut.STEPS[nxt][0]].id != lesson_id:
            return
        key(pygame.K_TAB)
        frames(app, 1)
        assert sc.card is None  # not the lesson's end yet


def test_each_lesson_ends_with_a_lesson_complete_card():
    """Issue 16: a lesson ends with a clear "Lesson complete" card (what was learnt, the
    lesson list with the completed lessons ticked, Next lesson / Main menu), not by
    sliding silently into the next lesson."""
    from game.scenes.tutorial.complete import CARD, LessonCard
    app, sc = tutorial_app(0)
    _finish_lesson(app, sc, "scoring")
    key(pygame.K_TAB)  # Next on the lesson's last step
    frames(app, 1)
    card = sc.card
    assert isinstance(card, LessonCard) and tut.LESSONS[card.lesson].id == "scoring"
    assert sc.progress.step == tut.LESSONS[card.lesson + 1].steps[0].id  # saved at the next
    # the finished lesson stays behind its card (not "Lesson 2 of 7...")
    assert tut.LESSONS[tut.STEPS[sc.index][0]].id == "scoring" and sc.done
    assert all(s.id in sc.progress.done for s in tut.LESSONS[card.lesson].steps)
    assert tut.LESSONS[card.lesson].learnt  # it says what was learnt
    assert "next lesson" in sc.legend()
    # drawn: what it says, recorded by the text recorder
    from game.ui import record_text
    with record_text(contrast=True) as seen:
        app.draw()
    texts = [t.text for t in seen]
    assert "Lesson complete!" in texts and "Lesson 1 of 7: Scoring basics" in texts
    assert any(t.startswith("After every play") for t in texts)
    assert "1. Scoring basics" in texts and "Next lesson" in texts and "Main menu" in texts
    on_card = [t for t in seen if app.vp.rect(CARD).contains(t.rect)]
    assert on_card and all(t.px is None or t.px >= 16 for t in on_card)
    assert all(t.contrast is None or t.contrast >= 4.5 for t in on_card), [
        (t.text, t.contrast) for t in on_card if t.contrast and t.contrast < 4.5]
    # while it shows, play input does nothing; the card pops in (not in reduced motion)
    assert card.animating and sc.animating()
    key(pygame.K_h)
    frames(app, 1)
    assert sc.card is card and sc.sel is None
    # an Enter right away (meant for the play) does not dismiss it unread
    key(pygame.K_RETURN)
    frames(app, 1)
    assert sc.card is card
    frames(app, 40)  # 0.6 s on
    # Shift+Tab: back to the lesson's last step
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    frames(app, 1)
    assert sc.card is None and sc.step.id == "scoring-double-6-6" and sc.done
    key(pygame.K_TAB)
    frames(app, 40)
    assert sc.card is not None
    # Enter (Next lesson focused): the card goes, the next lesson's first step waits
    key(pygame.K_RETURN)
    frames(app, 1)
    assert sc.card is None and sc.step.id == "doubles-end-4-4" and not sc.done
    # the mouse: Main menu leaves at once (the lesson is saved)
    _finish_lesson(app, sc, "doubles")
    key(pygame.K_TAB)
    frames(app, 40)
    assert sc.card is not None
    x, y, w, h = CARD
    click(app.vp.point((x + 60, y + h - 40)))
    frames(app, 1)
    assert app.top is not sc
    saved = json.loads((Path(os.environ["SNIFF_HOME"]) / "tutorial.json").read_text())
    assert saved["step"] == "sniff-open-4-4"


def test_no_card_when_skipping_and_none_moves_in_reduced_motion():
    app, sc = tutorial_app(tut.step_index("scoring-open-1-4"))
    key(pygame.K_SPACE)  # skip lesson (Space twice): no "Lesson complete"
    frames(app, 1)
    key(pygame.K_SPACE)
    frames(app, 1)
    assert sc.card is None and sc.step.id == "doubles-end-4-4"
    app.settings.reduced_motion = True
    _finish_lesson(app, sc, "doubles")
    key(pygame.K_TAB)
    frames(app, 1)
    assert sc.card is not None and not sc.card.animating
    frames(app, 3)
    assert not sc.animating()  # a still card asks for no frames
    # the last lesson's card says Continue, and leads to the closing page
    _finish_lesson(app, sc, "winning")
    key(pygame.K_TAB)
    frames(app, 40)
    assert sc.card.btn_next.label == "Continue" and "continue" in sc.legend()
    key(pygame.K_RETURN)
    frames(app, 1)
    assert sc.card is None and sc.step.id == "done"


def test_a_wrong_tile_is_explained_by_that_tile_in_the_hand():
    """Issue 16: picking (or trying) a tile the step does not want puts the reason in a
    bubble right above that tile, in plain words - not a line at the top of the screen
    that points at the ring."""
    app, sc = tutorial_app(tut.step_index("drawing-must-play"))
    one_three = parse_tile("1-3")
    click(dict(sc.hand_rects())[one_three].center)
    frames(app, 2)
    assert sc.sel == one_three
    assert sc.tip == (one_three, "[1|3] fits nowhere: no end of the line shows 1 or 3.")
    bubble = sc.tile_tip.rect()
    tile_rect = dict(sc.hand_rects())[one_three]
    assert bubble is not None and bubble.bottom <= tile_rect.top
    assert bubble.left <= tile_rect.centerx <= bubble.right  # right over that tile
    from game.ui import record_text
    with record_text(contrast=True) as seen:
        app.draw()
    drawn = [t for t in seen if "fits nowhere" in t.text]
    assert drawn and all(bubble.contains(t.rect) for t in drawn)
    # tried on the table anyway: the same reason by the tile, the top line stays quiet
    click(sc.point_pos(parse_tile("2-5") << 3 | 0))
    frames(app, 2)
    assert sc.tip[0] == one_three and "fits nowhere" in sc.tip[1]
    assert sc.message[0] == "" and sc.session.wanted is not None
    assert "see the ring" not in sc.tip[1]
    # the step's own tile: no bubble; its play clears everything
    zero_two = parse_tile("0-2")
    click(dict(sc.hand_rects())[zero_two].center)
    frames(app, 2)
    assert sc.tip is None
    # a double, and a tile that fits but is not the step's
    app, sc = tutorial_app(tut.step_index("drawing-must-play"))
    sc.select(parse_tile("1-1"))
    assert sc.tip[1] == "[1|1] fits nowhere: no end of the line shows 1."
    app, sc = tutorial_app(tut.step_index("branches-grow"))
    sc.select(parse_tile("0-5"))
    assert sc.tip[1] == "[0|5] comes next: this step plays [5|5] first."
    assert sc.try_play(parse_tile("0-5"), sc.session.points()[0]) is False
    assert sc.tip[0] == parse_tile("0-5") and sc.message[0] == ""
    app, sc = tutorial_app(tut.step_index("drawing-pass"))  # a tile that fits elsewhere
    fits = [t for t in sc.shown_hand
            if t != sc.session.wanted.tile and sc.legal_spots(t)]
    if fits:
        sc.select(fits[0])
        assert "fits, but this step plays [0|5]" in sc.tip[1]
    # a draw step: the bubble says to draw
    app, sc = tutorial_app(tut.step_index("drawing-draw"))
    sc.select(sc.shown_hand[0])
    assert sc.tip is not None and "draw from the boneyard" in sc.tip[1]


def test_the_points_rise_only_after_the_ends_add_up():
    """Playtest: the "+5" rose while the side column still read "1": the points come
    after the sum that makes them, in one callout, and the scores count up to the
    engine's."""
    app, sc = tutorial_app(tut.step_index("drawing-draw"), speed="normal")
    while sc.session.must_draw:
        sc.draw_tile()
        sc.finish_beats()
        app.frame(DT)
    mv = sc.session.wanted
    sc.select(mv.tile)
    assert sc.try_play(mv.tile, mv.code & 255)
    seen = set()
    for _ in range(900):
        app.frame(DT)
        if sc.view.callouts:
            assert sc.count is not None and sc.count["done"], "the +N came before the sum"
            assert sc.count["lit"] == len(sc.count["ends"])
            seen.update(id(c) for c in sc.view.callouts)
        if sc.done and not sc.view.callouts:
            break
    assert len(seen) == 1
    assert sc.shown_scores == list(sc.session.scores) and sc.shown_scores[0] == 5


def test_a_drawn_tile_is_named_when_it_lands_not_while_it_flies():
    """Playtest: "[0|4] does not fit. Draw again." was said while the tile was still
    in the air, before the player could see it."""
    app, sc = tutorial_app(tut.step_index("drawing-draw"), speed="normal")
    first = sc.session.hidden[0]
    sc.draw_tile()
    app.frame(DT)
    assert sc.drawing == first and sc.message[0] == ""  # flying: nothing said yet
    for _ in range(300):
        app.frame(DT)
        if sc.drawing is None:
            break
    assert first in sc.shown_hand and "does not fit" in sc.message[0]


@pytest.mark.parametrize("lang", ["pl", "zh_CN", "en"])
def test_big_text_stays_inside_the_hand_summary_and_the_side_column(lang):
    """Playtest at 200 % text: the partners' hand summary spilled its "13 pips -> 15"
    rows over the controls line, and the side column's last line ran out of its
    panel. Every text stays inside its panel, and the controls line clears the summary."""
    from game.scenes.tutorial.endings import HAND_END
    from game.scenes.tutorial.panels import SIDE
    from game.ui import record_text
    app = make_app(["--tutorial"], speed="instant")
    app.set_language(lang)
    app.set_text_scale(2.0)
    try:
        for step_id in ("hand-end-partners", "hand-end-domino", "drawing-pass"):
            progress = tut.Progress()
            progress.done.add(step_id)  # done before: shown finished, summary included
            sc = TutorialScene(app, start=tut.step_index(step_id), progress=progress)
            app.reset(sc)
            frames(app, 2)
            assert sc.done and (sc.hand_end is not None) == step_id.startswith("hand-end")
            with record_text(contrast=True) as seen:
                app.draw()
            panel, side = app.vp.rect(HAND_END), app.vp.rect(SIDE)
            for t in seen:
                for area in ((panel, side) if sc.hand_end is not None else (side,)):
                    if area.collidepoint(t.rect.center):
                        assert area.contains(t.rect), (lang, step_id, t.text, t.rect, area)
            # the controls line clears the summary, or the hand's tiles
            legend = [t for t in seen if t.text.startswith(("Tab", "Left", "Lewo", "左"))]
            assert legend, step_id
            below = panel if sc.hand_end is not None else pygame.Rect(
                [r for _t, r in sc.hand_rects()][0].unionall([r for _t, r in
                                                             sc.hand_rects()]))
            assert not any(t.rect.colliderect(below) for t in legend), (step_id, below)
        # while playing too: the controls line (two lines' worth at 200 %) clears the hand
        sc = TutorialScene(app, start=tut.step_index("drawing-must-play"),
                           progress=tut.Progress())
        app.reset(sc)
        frames(app, 2)
        with record_text(contrast=True) as seen:
            app.draw()
        hand = pygame.Rect([r for _t, r in sc.hand_rects()][0]).unionall(
            [r for _t, r in sc.hand_rects()])
        legend = [t for t in seen if t.rect.top > hand.top and t.rect.left < hand.right
                  and not hand.contains(t.rect)]
        assert legend and not any(t.rect.colliderect(hand) for t in legend)
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")


def test_the_screen_shows_what_the_last_beat_did():
    """Playtest: after the third draw ("[3|4] fits!") the window kept showing the
    picture from before the tile landed - no message, nothing chosen - until the mouse
    moved: the frame in which the last beat lands is drawn too."""
    app, sc = tutorial_app(tut.step_index("drawing-draw"), speed="normal")
    shown = []
    real_draw = app.draw

    def draw():
        shown.append((sc.message[0], sc.sel))
        real_draw()
    app.draw = draw
    for _ in range(3):
        sc.draw_tile()
        for _ in range(400):
            app.frame(DT)
            if not sc.animating():
                break
    frames(app, 3)  # nothing moves now: no more pictures needed
    assert sc.sel == parse_tile("3-4") and "fits" in sc.message[0]
    assert shown[-1] == (sc.message[0], sc.sel)  # and the screen shows it


def test_a_draw_step_dims_the_whole_hand(monkeypatch):
    """Nothing fits, so the boneyard it is: every tile in the hand is dimmed, as at the
    table's "No play - draw" (an empty playable set used to dim nothing)."""
    app, sc = tutorial_app(tut.step_index("drawing-draw"))
    frames(app, 3)
    assert sc.session.must_draw
    seen = {}
    real = type(sc.table.hand).draw

    def spy(self, surf, tiles, *args, **kwargs):
        seen["playable"] = args[4] if len(args) > 4 else kwargs.get("playable")
        return real(self, surf, tiles, *args, **kwargs)

    monkeypatch.setattr(type(sc.table.hand), "draw", spy)
    app.draw()
    assert seen["playable"] == set()


def test_one_enter_moves_on_while_the_points_callout_still_rises():
    """Polish 1: lesson 1's first play ("Count the ends", +5): the explanation is
    up with the sum, then the "+5" callout rises for ~2 s; an Enter in that time (the
    controls line says "Enter next") only ended the callout's beat and a second Enter
    was needed. One press moves on, as Tab and the Next button do."""
    from game.scenes.tutorial.scene import READ
    app, sc = tutorial_app(tut.step_index("scoring-open-1-4"), speed="normal")
    mv = sc.session.wanted
    sc.select(mv.tile)
    sc.try_play(mv.tile, mv.code & 255)
    for _ in range(600):
        frames(app, 1)
        if sc.explained:
            break
    frames(app, round(READ * 60) + 2)  # the explanation has been read
    assert sc.busy  # the "+5" still rises
    before = sc.index
    key(pygame.K_RETURN)
    frames(app, 1)
    assert sc.index == before + 1


def test_show_me_says_what_it_showed_not_the_steps_instruction_again():
    """After "H show me" the panel said the step's instruction twice ("Put [4|4] on the 4
    end of [1|4]." over "Play [4|4] on the 4 end of [1|4]."): now what was shown, the
    tile picked and its spot at the arrow, and what to do."""
    app, sc = tutorial_app(tut.step_index("doubles-end-4-4"))
    want = sc.session.wanted
    key(pygame.K_h)
    frames(app, 1)
    said = sc.message[0]
    assert said.startswith("Shown: ") and "arrow" in said, said
    assert sc.sel == want.tile
    assert "on the 4 end" not in said  # the step's instruction, said above: not again
