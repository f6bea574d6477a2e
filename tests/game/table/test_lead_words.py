"""The draw for the lead says in words who won it and why, the moment it is won:
"You lead: your [5|6] has the most pips (11)", on a plate in the play area,
clear of the tiles turned up; nothing while it is a tie."""

from __future__ import annotations

import pytest

from engine.tiles import HI, LO
from game import i18n
from game.render.overlays import lead_words
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


def _t(a: int, b: int) -> int:
    return next(t for t in range(28) if (LO[t], HI[t]) == (a, b))


def test_the_words_name_the_winner_and_the_reason():
    names = ["You", "North"]
    assert lead_words([(0, _t(5, 6)), (1, _t(2, 3))], names, 0) == \
        "You lead: your [5|6] has the most pips (11)"
    assert lead_words([(0, _t(0, 1)), (1, _t(4, 4))], names, 0) == \
        "North leads: [4|4] has the most pips (8)"
    assert lead_words([(0, _t(1, 4)), (1, _t(2, 3))], names, 0) == ""  # a tie
    assert lead_words([], names, 0) == ""


@pytest.mark.parametrize("players,lang,scale", [(2, "en", 1.0), (4, "zh_CN", 2.0),
                                                (3, "pl", 2.0)])
def test_the_caption_shows_when_the_lead_is_won_clear_of_the_tiles(players, lang, scale):
    app, table = table_app(players=players, seed=3, speed="normal", text_scale=scale,
                           language=lang)
    try:
        run_until(app, lambda: lead_words(table.view.lead_tiles, table.names, table.human),
                  max_frames=4000)
        words = lead_words(table.view.lead_tiles, table.names, table.human)
        with record_text() as log:
            app.draw()
        caption = [d for d in log if d.text == words]
        assert caption, words
        area = app.vp.rect(table.map.anchor("layout"))
        r = caption[0].rect
        assert area.contains(r), (r, area)
        for _tile, tr in table.painter.lead_tile_rects(table.view.lead_tiles):
            assert not r.colliderect(tr), (r, tr)
    finally:
        i18n.set_language("en")
