"""The tutorial's figures are generous, its pulse breathes on its own, and the hand's
end lesson points at the pips tag.

* Every step's board shows its tiles at least :data:`FLOOR` px long at 1280x720 (lesson
  4's sniff with a double on a branch showed them 40 px long under a fixed-height box):
  the figure box starts just under the step's coach card, and a figure that would show
  small gets a one-row card.
* The gentle pulse on the next thing to press runs by itself (it froze while nothing
  else moved) and stops, so a waiting step redraws nothing.
"""

from __future__ import annotations

import pytest

from game import tutorial as tut
from game.scenes.tutorial import pulse as pulse_module
from game.scenes.tutorial.scene import TutorialScene
from tests.game_harness import DT, frames, make_app
from tools.tutorial_tiles import play_step

#: The least long side (screen px) of a figure's tile, by text size.
FLOOR = {1.0: 56, 2.0: 44}
PLAY_STEPS = [i for i, (_li, _si, s) in enumerate(tut.STEPS) if s.kind != "info"]


def _open(app, index: int) -> TutorialScene:
    sc = TutorialScene(app, start=index, progress=tut.Progress())
    app.reset(sc)
    frames(app, 2)
    sc.finish_beats()
    return sc


def _play(app, sc) -> None:
    play_step(app, sc, DT)
    frames(app, 2)


@pytest.mark.parametrize("text_scale", sorted(FLOOR))
def test_every_steps_figure_shows_its_tiles_large(text_scale):
    app = make_app(["--size", "1280x720"], text_scale=text_scale)
    assert app.screen.get_size() == (1280, 720)
    small = []
    for i in PLAY_STEPS:
        sc = _open(app, i)
        before = sc.table.tile_px()
        _play(app, sc)
        after = sc.table.tile_px()
        # the box keeps below the card and its tail, and inside the play area
        card = sc.panels.coach.layout()["rect"]
        box = sc.table.area()
        assert box.top >= card.bottom, (sc.step.id, box, card)
        for px, when in ((before, "open"), (after, "played")):
            if px is not None and px < FLOOR[text_scale]:
                small.append((sc.step.id, when, px))
    assert not small, small


def test_a_big_figure_gets_a_one_row_card_and_a_taller_box():
    """Lesson 4's last figure: the card is one row (title and what to do side by side)
    and the box reaches up under it (it started at y 232)."""
    app = make_app(["--size", "1280x720"])
    sc = _open(app, tut.step_index("branches-cover-both"))
    lay = sc.panels.coach.layout()
    assert lay["inline"] is not None
    assert sc.table.layout[1] < 200
    small = _open(app, tut.step_index("scoring-double-1-1"))  # a small figure: as it was
    assert small.panels.coach.layout()["inline"] is None


def test_the_pulse_breathes_on_its_own_then_rests():
    """A step opens: the ring round its spot pulses with nothing else moving (the scene
    animates for it), comes back to rest after a while (nothing redraws), and a step
    left waiting long pulses again."""
    app = make_app(["--size", "1280x720"], speed="normal")
    sc = _open(app, tut.step_index("scoring-double-1-1"))
    assert sc.table.target() is not None
    assert not sc.director.animating and not sc.camera.moving
    seen = set()
    for _ in range(30):
        assert sc.animating()
        app.frame(DT)
        seen.add(round(sc.pulse(pulse_module.SPEED), 2))
    assert len(seen) > 5  # it breathes
    frames(app, round(pulse_module.ATTENTION / DT) + 2)
    assert not sc.animating() and sc.pulse(pulse_module.SPEED) == 0.5
    assert not app.needs_redraw()
    frames(app, round(pulse_module.REMIND / DT) + 2)  # still waiting: a reminder
    assert sc.animating()


def test_reduced_motion_holds_the_pulse_still():
    app = make_app(["--size", "1280x720"], speed="normal", reduced_motion=True)
    sc = _open(app, tut.step_index("scoring-double-1-1"))
    frames(app, 3)
    assert sc.pulse(pulse_module.SPEED) == 0.5 and not sc.animating()


def test_the_hand_end_lesson_points_at_the_pips_tag():
    """The tag by the tray (what the hand's end would cost now) shows from the lesson
    about the hand's end on, and its first step's text names it: "−5" for [2|2]."""
    app = make_app(["--size", "1280x720"])
    sc = _open(app, tut.step_index("hand-end-domino"))
    app.draw()
    assert sc.table.tag_rect is not None
    assert sc.step.tag and "\u22125" in sc.panels.coach.body()
    hand = [r for _t, r in sc.hand_rects()]
    assert all(not r.colliderect(sc.table.tag_rect) for r in hand)
    earlier = _open(app, tut.step_index("drawing-block"))
    app.draw()
    assert earlier.table.tag_rect is None


def test_an_explained_figure_takes_the_empty_hand_row():
    """Lesson 4's last figure, played and explained with nothing left in the hand: the
    box takes the hand's row left of the buttons and the figure glides larger (it was
    the new players' l4done shot: 40 px tiles over an empty row)."""
    from game.scenes.tutorial.scene import BTN_BACK
    app = make_app(["--size", "1280x720"], speed="normal")
    sc = _open(app, tut.step_index("branches-cover-both"))
    foot = sc.table.area().bottom
    assert sc.shown_hand and not sc.table.open_foot()
    mv = sc.session.wanted
    sc.select(mv.tile)
    assert sc.try_play(mv.tile, mv.code & 255)
    frames(app, 6)
    assert sc.table.area().bottom == foot  # (not while the tile flies)
    played = None
    for _ in range(600):
        app.frame(DT)
        if sc.explained and played is None:
            played = sc.table.tile_px()  # the first frame of the glide: as it was
        if sc.explained and not sc.animating():
            break
    box = sc.table.area()
    assert box.bottom > foot + 100
    assert not box.colliderect(app.vp.rect(BTN_BACK))
    assert sc.table.tile_px() >= played + 16
    assert sc.table.tile_px() >= 76
