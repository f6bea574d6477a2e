"""The History drawer (fp_78): a big, mostly empty box that only a key or a click
beside it closed. Now it has a Close button a click closes it by, every move inside
it (a side drawer since: tests/game/table/test_history_side_drawer.py)."""

from __future__ import annotations

import pytest

from game import i18n
from game.actions import Action, Input
from game.scenes.table.history import HistoryScene, history_rows, open_history
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("lang,scale", [("en", 1.0), ("pl", 2.0), ("zh_CN", 1.5)])
def test_the_history_drawer_has_a_close_button_and_fits_its_moves(lang, scale):
    app, table = table_app(players=2, seed=3, language=lang, text_scale=scale)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        open_history(table)
        drawer = app.top
        assert isinstance(drawer, HistoryScene)
        app.draw()
        with record_text() as log:  # (the drawer's own words)
            drawer.draw(app.screen)
        vp = app.vp
        panel = vp.rect(drawer.panel())
        close = vp.rect(drawer.close_button.rect)
        assert panel.contains(close), (close, panel)
        assert any(close.contains(d.rect) for d in log if d.text), "the button has no words"
        # a short hand: every line inside the drawer
        assert len(history_rows(table)) <= 3
        for d in log:
            if d.text and d.rect.colliderect(panel):
                assert panel.contains(d.rect), (d.text, d.rect, panel)
                if not close.contains(d.rect):
                    assert not d.rect.colliderect(close), (d.text, d.rect, close)
        # a click on it closes the drawer (a click inside the panel elsewhere does not)
        drawer.handle(Input(Action.PRESS, pos=panel.move(0, 0).center))
        assert app.top is drawer
        drawer.handle(Input(Action.PRESS, pos=close.center))
        assert app.top is table
    finally:
        i18n.set_language("en")
