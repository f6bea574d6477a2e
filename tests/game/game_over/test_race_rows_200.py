"""fy_127: at 200 % text the game over's race bars ran through the bottom of the
partnerships' names and scores ("Ty + Północ" read as underlined, its bar through the
"y"): each row's bar (its finish notch too) is drawn under its name and score, in
English, Polish and Chinese."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.text import record_text
from tests.game.game_over.test_game_over_fit import _over


@pytest.mark.parametrize("language", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("players,scale", [(4, 2.0), (2, 2.0)])
def test_the_race_bars_run_under_the_names(monkeypatch, language, players, scale):
    import game.scenes.game_over.scene as scene_mod
    bars = []
    real = scene_mod.draw_race

    def spy(surf, rect, *a, **k):
        bars.append(pygame.Rect(rect))  # the bar, and its finish notch at its right end
        bars.append(pygame.Rect(rect.right - rect.h, rect.top - rect.h, rect.h, 3 * rect.h))
        return real(surf, rect, *a, **k)

    monkeypatch.setattr(scene_mod, "draw_race", spy)
    i18n.set_language(language)
    try:
        app, over = _over(monkeypatch, players, False, scale)
        with record_text() as log:
            over.draw(app.screen)
        names = {nm for nm, _sc, _w in over.rows}
        rows = [d for d in log if d.text in names]
        assert len(rows) == len(over.rows) and len(bars) == 2 * len(over.rows)
        words = [d for d in log if d.text and any(
            d.rect.top < b.bottom and b.top < d.rect.bottom + 40 for b in bars)]
        for d in words:
            for b in bars:
                assert not d.rect.colliderect(b), (d.text, d.rect, b)
    finally:
        i18n.set_language("en")
