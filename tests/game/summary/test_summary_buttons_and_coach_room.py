"""The hand summary's foot: one primary button (Continue) that reads as the way on,
larger than the others and focused, the others quiet; and the coach's line, whose
room is there from the first frame: nothing moves when the analysis comes back (a
quiet "Coach: …" holds its place meanwhile)."""

from __future__ import annotations

import pytest

from game.i18n import _
from game.ui.text import record_text
from tests.game.summary.test_summary_cover import analysis as _analysis
from tests.game.summary.test_summary_cover import summary_scene as _summary


def _shown(players=2):
    """The summary pushed and settled (its panel in), drawn once."""
    app, table, s = _summary(players)
    app.push(s)
    s.t = 5.0
    app.draw()
    return app, table, s


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_continue_is_the_one_large_focused_button(scale):
    app, table, s = _summary(2)
    try:
        app.set_text_scale(scale)
        s.resize()
        others = [b for b in s.buttons if b is not s.button]
        assert s.buttons[s.focus] is s.button and s.button.focused
        for b in others:
            assert not b.focused
            assert b.rect.h < s.button.rect.h and b.rect.w < s.button.rect.w
        assert app.vp.rect((0, 0, 1280, 720)).contains(app.vp.rect(s.panel))
        for i, b in enumerate(s.buttons):
            assert s.panel.contains(b.rect)
            assert not any(b.rect.colliderect(c.rect) for c in s.buttons[i + 1:])
    finally:
        app.set_text_scale(1.0)


def test_the_quiet_buttons_are_darker_than_continue():
    app, table, s = _shown()
    surf, vp = app.screen, app.vp

    def light(b):  # the plate's fill, just inside its left edge
        r = vp.rect(b.rect)
        c = surf.get_at((r.x + vp.length(6), r.centery))
        return c.r + c.g + c.b

    assert all(light(b) < light(s.button) - 200 for b in s.buttons if b is not s.button)


@pytest.mark.parametrize("players,scale", [(2, 1.0), (4, 1.0), (2, 2.0), (4, 2.0)])
def test_nothing_moves_when_the_coach_line_arrives(players, scale):
    app, table, s = _summary(players)
    try:
        app.set_text_scale(scale)
        s.resize()
        app.push(s)
        prefix = _("Coach: {summary}").split("{")[0]

        def frame(done):
            s.analysis = _analysis(done)
            s.coach_t = None if not done else 0.0
            s.t = 5.0
            app.draw()
            with record_text() as log:
                s.draw(app.screen)
            coach = [d.rect.topleft for d in log if d.text.startswith(prefix)]
            others = sorted((d.text, tuple(d.rect)) for d in log
                            if not d.text.startswith(prefix))
            return (tuple(s.panel), [tuple(b.rect) for b in s.buttons],
                    s.painter.coach_top, coach, others)

        waiting, done = frame(False), frame(True)
        assert waiting[3], "a quiet placeholder holds the coach's place"
        assert waiting[:3] == done[:3] and waiting[4] == done[4]
        assert waiting[3][0][1] == done[3][-1][1]  # the line where its placeholder was
    finally:
        app.set_text_scale(1.0)


def test_a_players_change_is_said_once_in_the_this_hand_column():
    app, table, s = _shown()
    with record_text() as log:
        s.draw(app.screen)
    said = [d.text for d in log]
    # You lost 5: "−5" in the hand end's pill and in "This hand", not a third time
    # beside the race's score
    assert said.count("\u22125") == 2, said
