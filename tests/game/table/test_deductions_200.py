"""At 200 % text the hand's end "-20" / "-15" plates were drawn over North's name plate
and the Total box (past North's tiles) and over the Undo button (under East's rack):
while it counts each plate keeps off every hand's tiles, the name plates, the buttons
and the HUD's boxes, inside the window, in English, Polish and Chinese."""

from __future__ import annotations

import pytest

from game import i18n
from game.present.view import Deduction
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("language", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("held", [3, 6])
def test_the_counted_minus_plates_keep_off_tiles_plates_and_buttons(language, held):
    app, table = table_app(players=4, seed=3, text_scale=2.0, language=language)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        p, v, vp = table.painter, table.view, app.vp
        for seat in range(1, 4):
            v.hands[seat] = list(range(seat * 7, seat * 7 + held))
        app.draw()
        keep_off = [r for s in range(4) for _t, r in table.hand_tile_rects(s)]
        keep_off += [p.label_rect(s) for s in range(4)]
        keep_off += [vp.rect(b.rect) for b in [*table.buttons, table.undo_button]]
        keep_off += [vp.rect(p.total.rect), vp.rect(p.scores.rect)]
        window = app.screen.get_rect()
        for seat in range(1, 4):
            d = Deduction(seat, seat, 22, 20, 20, True, own=seat == 2)
            with record_text() as log:
                p.draw_deductions(app.screen, [d], False)
            words = [x.rect for x in log if x.text]
            assert len(words) == 2  # its seat's name over its "-20"
            plate = words[0].unionall(words[1:])
            assert window.contains(plate), (seat, plate)
            hit = plate.collidelist(keep_off)
            assert hit < 0, (language, seat, plate, keep_off[hit])
    finally:
        i18n.set_language("en")
