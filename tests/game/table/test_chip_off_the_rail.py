"""In Chinese East's chip "摸了 1 张 · [0|3]" lay flush with the table's rail. Every
seat's last-action chip keeps EDGE_CLEAR px inside the felt, in every language, at 100
and 200 % text, with 2, 3 and 4 players."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.present.view import LastAction
from game.render.seat_marks import EDGE_CLEAR
from game.ui.viewport import FELT
from tests.game.table.test_hud_chips_and_cards import _record_chips
from tests.game_harness import frame, table_app


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_chip_against_the_rail(lang, players):
    try:
        for scale in (1.0, 2.0):
            app, table = table_app(players=players, seed=5, text_scale=scale, language=lang)
            frame(app)
            vp = app.vp
            inside = vp.rect(FELT).inflate(-2 * vp.length(EDGE_CLEAR) + 2,
                                           -2 * vp.length(EDGE_CLEAR) + 2)
            for act in (LastAction(drew=1, tile=3), LastAction(drew=12, tile=27, points=15),
                        LastAction(passed=True)):
                for seat in range(players):
                    table.view.last_action[seat] = act
                table.view.last_move = None
                drawn = _record_chips(table, pygame.Surface(app.screen.get_size()))
                assert len(drawn) == players
                for _plate, box in drawn:
                    assert inside.contains(box), (lang, scale, act, box, inside)
    finally:
        i18n.set_language("en")
