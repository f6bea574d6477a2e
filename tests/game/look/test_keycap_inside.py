"""A keycap that would stick out of the felt sits inside its button, level with the
words (at 200 % Polish the Hint button's "H" sat on the rail and "Podpowiedź"
low-left; seeboard: that "H" peeked out from behind "Back to summary")."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

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
        with record_text() as log:
            hint.draw(app.screen, app.vp, app.fonts)
        r = app.vp.rect(hint.rect)
        cap = next((d.box for d in log if d.text == "H"), None)
        word = next(d for d in log if d.text == "Podpowiedź")
        if cap is None:  # the words would shrink beside
            # the keycap, so they stand alone at full size, centred (the key bar says H)
            assert r.contains(word.rect)
            assert abs(word.rect.centerx - r.centerx) <= app.vp.length(4)
            assert abs(word.rect.centery - r.centery) <= app.vp.length(6)
            return
        assert r.contains(cap), (cap, r)
        assert abs(cap.centery - r.centery) <= app.vp.length(3)
        word = next(d for d in log if d.text == "Podpowiedź")
        assert not word.rect.colliderect(cap)
        assert abs(word.rect.centery - r.centery) <= app.vp.length(6), (word.rect, r)
        # the words and the key as one group across the button
        left, right = word.rect.left - r.left, r.right - cap.right
        assert abs(left - right) <= app.vp.length(14), (left, right)
    finally:
        i18n.set_language("en")
