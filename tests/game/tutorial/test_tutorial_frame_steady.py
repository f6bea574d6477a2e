"""Through a lesson the figure's frame keeps one size (new players saw it change size
from step to step: the box under each step's coach card, taller under a one-row card):
played step by step with Next, every figure step of a lesson opens in the box the
lesson's first figure step took, while the step's card clears it (and its tiles show
at least 56 px long)."""

from __future__ import annotations

import pytest

from game import tutorial as tut
from game.scenes.tutorial.scene import TutorialScene
from tests.game_harness import DT, frames, make_app
from tools.tutorial_tiles import play_step

LESSONS = sorted({li for li, _si, s in tut.STEPS if s.kind == "figure"})


def _figure_steps(lesson: int) -> list[int]:
    return [i for i, (li, _si, s) in enumerate(tut.STEPS) if li == lesson and s.kind == "figure"]


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_lessons_figure_box_keeps_its_size_from_step_to_step(lesson):
    app = make_app(["--size", "1280x720"])
    steps = _figure_steps(lesson)
    sc = TutorialScene(app, start=steps[0], progress=tut.Progress())
    app.reset(sc)
    frames(app, 2)
    sc.finish_beats()
    boxes = []
    for i in steps:
        if sc.index != i:
            sc.load(i)
            frames(app, 2)
            sc.finish_beats()
        card = sc.panels.coach.layout()["rect"]
        box = sc.table.area()
        assert box.top >= card.bottom, (sc.step.id, box, card)  # the card clears it
        assert sc.table.tile_px() is None or sc.table.tile_px() >= 56  # (and it still fits)
        boxes.append((sc.step.id, tuple(sc.table.layout)))
        play_step(app, sc, DT)
        frames(app, 2)
    first = boxes[0][1:]
    moved = [b for b in boxes if b[1:] != first]
    assert not moved, (first, moved)
