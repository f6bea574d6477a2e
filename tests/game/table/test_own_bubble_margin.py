"""The player's last-action bubble ("drew 1 · ...") keeps a margin over the frame's
bottom edge at large text (it all but touched the rail)."""

from __future__ import annotations

import pytest

from game import i18n
from game.render.seat_marks import bubble_height
from game.ui.viewport import FELT
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("lang,players", [("en", 2), ("zh_CN", 2), ("pl", 2)])
def test_the_own_bubble_keeps_clear_of_the_frame(lang, players):
    app, table = table_app(players=players, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        app.draw()
        label = app.vp.rect(table.painter.hud.rects["label_0"])
        foot = label.bottom + bubble_height(app.vp, table.text)
        assert foot <= app.vp.rect(FELT).bottom - app.vp.length(7), (label, foot)
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")
