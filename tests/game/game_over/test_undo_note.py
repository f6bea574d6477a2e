"""A game won with undo: what undo cost is said where it is read ("the 'Undo used'
note is about 7 px": it was squeezed into one line of the narrow level strip), in one
short line of the result's panel at the size of its other body text, in its plain
ink; and the goals' place says why no goal came (the goals stayed at 0 with no word)."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.scenes.game_over.scene import PANEL
from game.ui import THEME
from game.ui.text import contrast_ratio, record_text
from tests.persistence.test_progress import _over

NOTE = "Undo used: no goals or records this game"  # the rule changed: XP is earned now
WHY = "Not counted: undo was used"


def _drawn(app, over, t: float) -> list:
    while over.t < t:
        over.update(1 / 60)
    with record_text() as log:
        over.draw(app.screen)
    return list(log)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_undo_note_is_body_text_in_the_panel_and_the_goals_say_why(scale):
    app, over = _over(True, assisted=True)
    app.set_text_scale(scale)
    try:
        log = _drawn(app, over, 5.0)
        note = [d for d in log if d.text == NOTE]
        assert len(note) == 1  # once, in the result's panel
        note = note[0]
        assert app.vp.rect(PANEL).contains(note.rect)
        body = next(d for d in log if d.text.startswith("You won by"))  # the panel's line
        assert note.px >= body.px, (note.px, body.px)  # the size class of the body text
        assert contrast_ratio(note.color, (34, 24, 16)) >= 7.0  # plain ink on the panel
        # the goals' strip: why none came, readable on its ivory
        why = [d for d in log if d.text.replace("\n", " ") in (WHY,) or d.text in WHY.split()
               or WHY.startswith(d.text)]
        assert why, [d.text for d in log]
        assert min(d.px for d in why) >= 0.85 * body.px
        assert all(contrast_ratio(d.color, THEME.panel) >= 7.0 for d in why)
        strip = app.vp.rect(over.goals.rect(app.fonts, over.t, False))
        assert all(strip.contains(d.rect) for d in why)
        assert not strip.colliderect(app.vp.rect(PANEL))
        # nothing in the level strip smaller than the body size's floor
        lv = app.vp.rect(over.level.rect(app.fonts, over.t, False))
        assert all(d.px >= 0.85 * body.px for d in log if lv.contains(d.rect))
    finally:
        app.set_text_scale(1.0)


def test_a_game_without_undo_says_nothing_of_it():
    app, over = _over(True)
    log = _drawn(app, over, 5.0)
    assert not any("ndo" in d.text for d in log)
    assert over.goals is None or not over.goals.withheld
