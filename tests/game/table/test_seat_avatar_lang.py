"""A bot's portrait stays in its seat plate at 200 % text in every language (
North's face was missing in Polish only, when North led the hand: the words
"{n} tiles · leader" were too long to keep their size beside it; the plate now says the
name and, while the seat is to lead, "leader", Polish included)."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _
from game.render.hud import SeatLabel
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_bot_across_keeps_its_portrait_when_it_leads(lang, players):
    app, table = table_app(players=players, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        ws = table.painter.hud.widgets
        labels = [w for w in (ws.values() if isinstance(ws, dict) else ws)
                  if isinstance(w, SeatLabel) and w.avatar is not None]
        assert labels
        # the plate across the table (at the top): North's
        for w in [min(labels, key=lambda w: w.rect[1])]:
            r = w.vp.rect(w.rect)
            d = min(r.h - w.vp.length(6), w.vp.length(36))
            tiles = _("leader")
            for seat in (players // 2,):  # North
                name = table.painter.label_texts(seat)[0]
                assert w._words_fit_beside(r, d, name, tiles), (lang, name, tiles, r)
    finally:
        i18n.set_language("en")
