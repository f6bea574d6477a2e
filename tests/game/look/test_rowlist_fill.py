"""A list longer than its area fills it: only whole rows are drawn,
so the room that a row too tall to fit leaves is spread between the rows shown instead
of staying an empty band at the list's foot (Options at 200 % text stopped two thirds
down its panel)."""

from __future__ import annotations

import pytest

from game.actions import Action, Input
from game.scenes.options.scene import OptionsScene
from tests.game_harness import make_app


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_options_list_fills_its_area_at_large_text(lang, tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language=lang)
    app.set_language(lang)
    try:
        opts = OptionsScene(app)
        app.push(opts)
        app.set_text_scale(2.0)
        app.draw()
        rows = opts.rows
        assert rows.content_height() > rows.area.h  # it scrolls
        for _ in range(len(rows.rows)):
            shown = [i for i in range(len(rows.rows)) if rows.visible(i)]
            last = rows.row_rect(shown[-1])
            assert rows.area.bottom - last.bottom <= 2, (shown, last, rows.area)
            for a, b in zip(shown, shown[1:]):  # in order, never overlapping
                assert rows.row_rect(a).bottom <= rows.row_rect(b).top
            assert rows.row_rect(shown[0]).top >= rows.area.top - 1
            opts.handle(Input(Action.DOWN))
            app.draw()
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
