"""The review's "Close (Esc)" fits on one line (issue 16: it broke into "Close" over
"(Esc)" in a 120 px button); the review's panel starts right of it."""

from __future__ import annotations

import pytest

from game.i18n import _
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("players,lang", [(2, "en"), (4, "en"), (2, "pl"), (3, "zh_CN")])
def test_close_esc_is_one_line_beside_the_panel(players, lang):
    app, table = table_app(players=players, seed=3)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        app.set_language(lang)
        sc = app.scene("review", table.game, table.config, seat=table.human)
        app.push(sc)
        for _i in range(5):
            app.frame(1 / 60)
        with record_text() as log:
            app.draw()
        label = _("Close (Esc)")
        drawn = [d for d in log if d.text == label]
        assert drawn and not drawn[0].shrunk, [d.text for d in log if "Esc" in d.text]
        close = next(b for b in sc.buttons if b.label == "Close (Esc)")
        assert sc.panel_rect().left >= close.rect.right
    finally:
        app.set_language("en")
        table.worker.close()
