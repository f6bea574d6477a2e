"""The "Lesson complete" card's list of lessons reads as a list, not as buttons
(nothing in it is clicked): no yellow plate like a focused button under this lesson,
no empty check boxes."""

from __future__ import annotations

import pytest

from game.scenes.tutorial import complete
from game.scenes.tutorial.complete import CARD, LessonCard
from game.scenes.tutorial.scene import TutorialScene
from game.ui import THEME
from tests.game_harness import DT, make_app


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


def test_the_lessons_on_the_card_have_no_button_plate_and_no_check_boxes(monkeypatch):
    app = make_app(["--tutorial"])
    sc = TutorialScene(app, start=0)
    app.push(sc)
    app.frame(DT)
    sc.card = LessonCard(sc, 1)
    for _ in range(60):
        app.frame(DT)
    boxes = []
    monkeypatch.setattr(complete, "draw_tick_box", lambda *a: boxes.append(a), raising=False)
    app.draw()
    x, y, w, h = CARD
    band = app.vp.rect((x + 40, y + 380, w // 2 - 60, 120))  # the lessons' first column
    focus = tuple(THEME.focus[:3])
    yellow = sum(tuple(app.screen.get_at((px, py)))[:3] == focus
                 for px in range(band.left, band.right, 3) for py in range(band.top, band.bottom, 3))
    assert yellow == 0, yellow
    assert not boxes
