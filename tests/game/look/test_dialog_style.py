"""One panel style for the dialogs: the pause menu, a question
and the daily card are the summary's dark wood with a gold edge, not cream."""

from __future__ import annotations

import pytest

from game.scenes.menus.daily_intro import PANEL as DAILY
from game.scenes.menus.daily_intro import DailyIntroScene
from game.scenes.menus.pause import PauseScene
from game.ui.shapes import dialog_fill
from game.widgets import ConfirmScene
from tests.game_harness import table_app


@pytest.mark.parametrize("which", ["pause", "confirm", "daily"])
def test_dialogs_share_the_dark_panel(which, tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app, _table = table_app()
    try:
        app.frame(1 / 60)
        scene, spot = {
            "pause": (lambda: PauseScene(app), (PauseScene.PANEL[0] + 12,
                                                PauseScene.PANEL[1] + 40)),
            "confirm": (lambda: ConfirmScene(app, "Quit Sniff?", lambda: None), (312, 300)),
            "daily": (lambda: DailyIntroScene(app, "2026-12-01", lambda: None),
                      (DAILY[0] + 12, DAILY[1] + 60)),
        }[which]
        app.push(scene())
        app.frame(1 / 60)
        app.draw()
        got = tuple(app.screen.get_at(app.vp.point(spot)))[:3]
        assert got == dialog_fill(), got
    finally:
        app.pop()
