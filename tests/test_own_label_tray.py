"""The player's own seat label keeps clear of the hand tray's drawn panel at large text
(r5a big2: at 200 % the "You" box overlapped the tray's left end)."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from game_harness import run_until, table_app

from game import i18n


@pytest.mark.parametrize("lang,players", [("en", 2), ("pl", 2), ("zh_CN", 2), ("en", 4)])
def test_the_own_label_keeps_clear_of_the_tray(lang, players):
    app, table = table_app(players=players, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        app.draw()
        label = app.vp.rect(table.painter.hud.rects["label_0"])
        # the tray's panel as drawn at 100 % text (the same art): under no label there
        app.set_text_scale(1.0)
        app.draw()
        tray = app.vp.rect(table.map.anchor("hand_0"))
        y = tray.top + app.vp.length(8)  # under the status line, over the tray's top
        line = [app.screen.get_at((x, y))[:3] for x in range(tray.left - 40, tray.left + 1)]
        edge = next(i for i in range(1, len(line))
                    if sum(abs(a - b) for a, b in zip(line[i], line[0])) > 18)
        assert label.right <= tray.left - 40 + edge - app.vp.length(4), (label, edge)
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")
