"""Of the table's Undo: what the game's first undo costs was said after it in the
rule's full sentence, small red text on brown (shrunk to fit the status plate). It is
one short line now, in the light ink of the status plate, at the plate's full text
size at 100 % and 200 %, in English, Polish and Chinese."""

from __future__ import annotations

import pytest

from game import i18n
from game.render.hud import TEXT
from game.scenes.table.status import status_lines
from game.scenes.table.undo import undo_note
from tests.game_harness import frame, run_until, table_app


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_first_undos_cost_is_one_readable_line(lang, scale):
    app, table = table_app(players=2, seed=3, language=lang, text_scale=scale)
    try:
        run_until(app, lambda: table.human_turn)
        table.view.note = undo_note(True)
        frame(app)
        lines = status_lines(table, table.names)
        note = undo_note(True)
        text = note.words(table.names, table.human)
        assert lines[0] == (text, "ink") and note.tone != "bad"
        assert "\n" not in text and 0 < len(text) <= 50
        box = table.painter.status.line_boxes(len(lines))[0]
        width = app.fonts.get(TEXT, False).size(text)[0]
        assert width <= box.w - 16, (lang, scale, width, box.w)  # (its plate's margins)
    finally:
        table.worker.close()
        i18n.set_language("en")
