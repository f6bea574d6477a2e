"""A key to the marks at the layout's ends on the table (round 4, screens #6): beside the
Total box, a solid disc "counts toward the Total" and a hollow ring "joins, counts
nothing", drawn as the board draws them, clear of every other box; where the table has
no room for it at the text size it is left out rather than drawn small."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from game_harness import run_until, table_app

from game import i18n
from game.i18n import _
from game.render.hud import RING_KEY
from game.ui.text import record_text
from game.ui.viewport import FELT


@pytest.mark.parametrize("players,lang", [(2, "en"), (3, "pl"), (4, "zh_CN")])
def test_the_key_shows_beside_the_total_clear_of_the_hud(players, lang):
    app, table = table_app(players=players, seed=3, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        with record_text() as log:
            app.draw()
        hud = table.painter.hud
        key = hud.legend
        words = {_(w) for w, _solid in RING_KEY}
        drawn = [d for d in log if d.text in words]
        assert {d.text for d in drawn} == words
        for d in drawn:
            assert app.vp.rect(key).inflate(4, 4).contains(d.rect), (d.text, d.rect, key)
        assert key.left > hud.rects["total"].right
        assert app.vp.rect(FELT).contains(app.vp.rect(key))
        for name, r in {**hud.rects, **hud.corner_rects}.items():
            assert not key.colliderect(r), (name, r, key)
        for b in table.buttons:
            assert not key.colliderect(b.rect)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_at_large_text_it_is_whole_or_left_out(players):
    app, table = table_app(players=players, seed=3, text_scale=2.0)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    with record_text() as log:
        app.draw()
    hud = table.painter.hud
    words = {w for w, _solid in RING_KEY}
    drawn = [d for d in log if d.text in words]
    if hud.legend is None:
        assert not drawn
        return
    for d in drawn:
        assert d.px >= 1.6 * 16
