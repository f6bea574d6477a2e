"""A game won with undo: what undo cost is said where it is read ("the 'Undo used'
note is about 7 px": it was squeezed into one line of the narrow level strip), in one
short line of the result's panel at the size of its other body text, in its plain
ink (the rule changed: a game with undo earns its goals, only no records)."""

from __future__ import annotations

import pytest

from game.scenes.game_over.scene import PANEL
from game.ui.text import contrast_ratio, record_text
from tests.persistence.test_progress import _over

NOTE = "Undo used: no records this game"  # the rule changed: XP and goals are earned


def _drawn(app, over, t: float) -> list:
    while over.t < t:
        over.update(1 / 60)
    with record_text() as log:
        over.draw(app.screen)
    return list(log)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_undo_note_is_body_text_in_the_panel(scale):
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
        # the goals' place no longer says "Not counted": undo games earn goals
        assert not any("Not counted" in d.text for d in log)
        # nothing in the level strip smaller than the body size's floor
        lv = app.vp.rect(over.level.rect(app.fonts, over.t, False))
        assert all(d.px >= 0.85 * body.px for d in log if lv.contains(d.rect))
    finally:
        app.set_text_scale(1.0)


def test_a_game_without_undo_says_nothing_of_it():
    app, over = _over(True)
    log = _drawn(app, over, 5.0)
    assert not any("ndo" in d.text for d in log)
    assert not any("Not counted" in d.text for d in log)
