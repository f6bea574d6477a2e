"""The key on a keycap over a button's corner stays on the felt (at 200 % Polish the "H" of "Podpowiedź" stuck out onto the rail)."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.text import record_text
from game.ui.viewport import FELT
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("lang,players", [("pl", 2), ("pl", 4), ("en", 3), ("zh_CN", 2)])
def test_the_hint_keycap_stays_on_the_felt_at_200_percent(lang, players):
    app, table = table_app(players=players, seed=3, language=lang, text_scale=2.0)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        with record_text() as log:
            app.draw()
        felt = app.vp.rect(FELT)
        caps = [d for d in log if d.text == "H" and d.box is not None]
        # (Polish "Podpowiedź" stands alone at full size rather than shrink
        # beside a keycap; never "(H)" alone on a second line)
        assert not any(d.text == "(H)" for d in log)
        for d in caps:
            assert felt.contains(d.box), (d.box, felt)
    finally:
        i18n.set_language("en")
