"""The pause dialog at large text: its controls line keeps a margin above the
dialog's bottom edge and stays under the last button, and the dialog ends above the
hand tray."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game import i18n
from game.i18n import _
from game.scenes.menus.pause import PauseScene
from game.ui.text import record_text
from tests.game_harness import table_app


@pytest.mark.parametrize("lang,k", [("en", 2.0), ("pl", 2.0), ("zh_CN", 2.0), ("en", 1.0)])
def test_the_footer_keeps_clear_of_the_dialogs_edge(lang, k):
    app, _table = table_app(players=2, seed=3, text_scale=k, language=lang)
    try:
        pause = PauseScene(app)
        app.push(pause)
        with record_text() as log:
            app.draw()
        words = _("Esc, P or pad Start resumes")
        footer = [d for d in log if d.text == words]
        assert footer
        panel = app.vp.rect(PauseScene.PANEL)
        margin = app.vp.length(12)
        last = max(app.vp.rect(b.rect).bottom for b in pause.menu.buttons)
        for d in footer:
            assert d.rect.bottom <= panel.bottom - margin, (d.rect, panel)
            assert d.rect.top >= last, (d.rect, last)
        assert panel.bottom <= app.vp.rect((0, 580, 1, 1)).top
    finally:
        i18n.set_language("en")
