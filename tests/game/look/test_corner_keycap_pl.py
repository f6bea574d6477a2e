"""At 200 % in Polish "Podpowiedź" filled the Hint
button edge to edge and its key mark (H) was dropped. Now the key sits on its keycap
inside the button's end (on the felt) and the words beside it keep a margin (a little
smaller, game.ui.buttons.ALONE_BELOW)."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.text import record_text
from game.ui.viewport import FELT
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("players", [2, 4])
def test_the_polish_hint_button_keeps_its_key_and_a_margin_at_200_percent(players):
    app, table = table_app(players=players, seed=3, language="pl", text_scale=2.0)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        hint = next(b for b in table.buttons if b.on_click == table.request_hint)
        hint.focused = True  # an icon: its word in focus (or under the mouse) and its
        app.input.used = "keyboard"  # key while the keyboard is in use
        with record_text() as log:
            app.draw()
        r = app.vp.rect(hint.rect)
        words = [d for d in log if d.text == "Podpowiedź"]
        assert words, [d.text for d in log]
        caps = [d for d in log if d.text == "H" and d.box is not None]
        assert caps, "the H key mark was dropped"
        felt = app.vp.rect(FELT)
        m = app.vp.length(6)
        for d in words:  # the words inside the button with a margin on each side
            assert d.rect.left >= r.left + m and d.rect.right <= r.right - m, (d.rect, r)
        for c in caps:  # the keycap on the felt, clear of the words
            assert felt.contains(c.box), (c.box, felt)
            assert not any(c.box.colliderect(d.rect) for d in words), (c.box, words)
    finally:
        i18n.set_language("en")
