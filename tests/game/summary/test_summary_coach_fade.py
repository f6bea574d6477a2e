"""The hand summary's coach line: it popped in after the
dialog had opened, alone. It shows on its beat, after the scores have counted up,
fading in; at once at instant speed; never before the analysis is done."""

from __future__ import annotations

from types import SimpleNamespace

from game.scenes.table.summary import SummaryScene
from game.scenes.table.summary_draw import COACH_FADE, COUNT_SECONDS


def _summary(scale: float, coach_t, t: float):
    s = SimpleNamespace(app=SimpleNamespace(settings=SimpleNamespace(time_scale=scale)),
                        coach_t=coach_t, t=t)
    return SummaryScene.coach_alpha(s)


def test_the_coach_line_fades_in_after_the_scores_count():
    counted = 0.25 + COUNT_SECONDS
    assert _summary(1.0, None, 5.0) == 0  # the analysis not done: nothing
    # done at once: it waits for the scores, then fades in
    assert _summary(1.0, 0.0, 0.3) == 0
    assert _summary(1.0, 0.0, counted - 0.01) == 0
    assert 0 < _summary(1.0, 0.0, counted + COACH_FADE / 2) < 255
    assert _summary(1.0, 0.0, counted + COACH_FADE) == 255
    # done late: it fades in from then, never pops in at full strength
    assert _summary(1.0, 3.0, 3.0) == 0
    assert 0 < _summary(1.0, 3.0, 3.0 + COACH_FADE / 2) < 255
    assert _summary(1.0, 3.0, 3.0 + COACH_FADE) == 255


def test_at_instant_speed_the_coach_line_shows_at_once():
    assert _summary(0.0, 0.0, 0.0) == 255
    assert _summary(0.0, None, 0.0) == 0
