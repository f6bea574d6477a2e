"""fy_126: at 200 % text the hand summary's quiet buttons (Review, See the board,
Replay hand, Export game) kept their 100 % size in a Polish 4-player hand (14 px:
four equal buttons left the longest words no room). They grow with the text, each as
wide as its words' share of the row, inside the panel, none over another."""

from __future__ import annotations

import pytest

from game.ui.text import record_text
from tests.game.summary.test_summary_cover import analysis, summary_scene


def _quiet_px(players, lang, scale):
    app, table, s = summary_scene(players)
    s.analysis = analysis(True)
    try:
        app.set_language(lang)
        app.set_text_scale(scale)
        s.resize()
        app.push(s)
        s.t = 5.0
        app.draw()
        with record_text() as log:
            s.draw(app.screen)
        quiet = [b for b in s.buttons if b is not s.button]
        panel = app.vp.rect(s.panel)
        for i, b in enumerate(s.buttons):
            assert panel.contains(app.vp.rect(b.rect))
            assert not any(b.rect.colliderect(c.rect) for c in s.buttons[i + 1:])
        drawn = [d for d in log if d.text in {b.text for b in quiet}]
        assert len(drawn) == len(quiet)
        for d in drawn:
            b = next(b for b in quiet if b.text == d.text)
            assert app.vp.rect(b.rect).contains(d.rect), (d.text, d.rect, b.rect)
        return min(d.px for d in drawn)
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_quiet_buttons_words_grow_at_200(players, lang):
    small = _quiet_px(players, lang, 1.0)
    big = _quiet_px(players, lang, 2.0)
    assert big >= 1.35 * small, (players, lang, small, big)
