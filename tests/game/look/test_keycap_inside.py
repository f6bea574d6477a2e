"""A keycap that would stick out of the felt sits inside its button, level with the
words (at 200 % Polish the Hint button's "H" sat on the rail and "Podpowiedź"
low-left; seeboard: that "H" peeked out from behind "Back to summary"). The corner's
buttons are icons: their word under the mouse, their key while the keyboard is in use."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_polish_hint_keycap_sits_inside_its_button_at_200_percent(players):
    app, table = table_app(players=players, seed=3, language="pl", text_scale=2.0)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        hint = next(b for b in table.buttons if b.label == "Hint (H)")
        hint.hover = True  # its word shows under the mouse
        app.input.used = "keyboard"  # its key while the keyboard is in use
        with record_text() as log:
            hint.draw(app.screen, app.vp, app.fonts)
        r = app.vp.rect(hint.rect)
        cap = next(d.box for d in log if d.text == "H")
        assert r.contains(cap), (cap, r)
        assert abs(cap.centery - r.centery) <= app.vp.length(3)
        word = next(d for d in log if d.text == "Podpowiedź")
        assert not word.rect.colliderect(cap)
        assert r.contains(word.rect)
        assert abs(word.rect.centery - r.centery) <= app.vp.length(6), (word.rect, r)
        assert word.px >= 16, word.px
    finally:
        i18n.set_language("en")
