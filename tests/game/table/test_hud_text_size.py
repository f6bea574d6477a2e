"""The table's texts at 200 % text (issue 16 #2): each stays inside its box, "Total" does
not overlap its number, "Boneyard N" stays in its panel, "Menu (Esc)" is not drawn
smaller than at 100 %; in English, Polish and Chinese."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _
from game.ui.buttons import KEY_HINT
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


def _texts(lang: str, scale: float, players: int):
    app, table = table_app(players=players, seed=3, text_scale=scale, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        with record_text() as log:
            app.draw()
        return app, table, list(log)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_table_texts_keep_to_their_boxes_at_200_percent(lang, players):
    app, table, big = _texts(lang, 2.0, players)
    _app, _table, small = _texts(lang, 1.0, players)
    i18n.set_language(lang)
    menu, total = _("Menu (Esc)"), _("Total")
    # (named beside West's rack, 3-4 players, or while the player must draw by hand)
    bone = (_("Boneyard {n}").format(n=table.view.boneyard_count)
            if table.awaiting_draw or table.players > 2 else str(table.view.boneyard_count))
    i18n.set_language("en")
    for d in big:
        if d.box is not None:
            assert d.box.inflate(2, 2).contains(d.rect), (d.text, d.rect, d.box)
    # the boneyard's count, whole or on two lines, inside its panel
    panel = app.vp.rect(table.painter.boneyard.rect)
    parts = [d for d in big if d.text and d.text in bone and d.rect.colliderect(panel)]
    assert parts and all(panel.contains(d.rect) for d in parts)
    assert " ".join(d.text for d in parts).replace(" ", "") == bone.replace(" ", "")
    # "Total" above its number, not over it
    total_box = app.vp.rect(table.painter.total.rect)
    label = [d for d in big if d.text == total and total_box.contains(d.rect)]
    lay = table.view.layout
    shown = str(lay.total if lay is not None and lay.placed else 0)
    number = [d for d in big if d.text == shown and total_box.contains(d.rect)]
    assert label and number
    assert not label[0].rect.colliderect(number[0].rect)
    # the Menu button no smaller at 200 % than at 100 %, its word (not "Menu (Esc)")
    # drawn at rest, whole, no smaller either
    def menu_rect(t):
        return next(b.rect for b in t.buttons if b.label == "Menu (Esc)")
    assert menu_rect(table).h >= menu_rect(_table).h
    word = KEY_HINT.match(menu).group(1)
    assert not any(d.text == menu for d in big)
    at = [[d for d in texts if d.text == word and app.vp.rect(menu_rect(t)).contains(d.rect)]
          for texts, t in ((big, table), (small, _table))]
    assert at[0] and at[1] and at[0][0].px >= at[1][0].px, (word, at)
