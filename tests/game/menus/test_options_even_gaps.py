"""Options after a text-size change: the rows shown keep one gap between every two (back
at 100 % from 200 % the row under the one held in place stood a wide gap lower than
the rest: fs_150); the row changed stays under the pointer."""

from __future__ import annotations

import pytest

from game.actions import Action, Input
from game.scenes.options.scene import OptionsScene
from tests.game.menus.test_options_text_size_click import _scrolls_showing
from tests.game_harness import make_app


def _gaps(rows) -> list[int]:
    shown = [k for k in range(len(rows.rows)) if rows.visible(k)]
    return [rows.row_rect(b).top - rows.row_rect(a).bottom for a, b in zip(shown, shown[1:])]


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("how", ["mouse", "keys"])
def test_back_to_100_the_gaps_are_even(lang, how, tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language=lang)
    app.set_language(lang)
    try:
        app.set_text_scale(2.0)
        opts = OptionsScene(app)
        app.push(opts)
        app.draw()
        rows = opts.rows
        i = next(k for k, r in enumerate(rows.rows) if r.label == "Text size")
        for s in _scrolls_showing(rows, i):
            app.set_text_scale(2.0)
            app.draw()
            rows.scroll, rows.index, rows._pivot = s, i, None
            app.draw()
            for _k in range(4):  # 200 % -> 175 -> 150 -> 125 -> 100 %
                before = rows.row_rect(i)
                if how == "mouse":
                    pos = app.vp.point(rows.arrow_rects(before)[0].center)
                    opts.handle(Input(Action.POINT, pos=pos, source="mouse"))
                    opts.handle(Input(Action.PRESS, pos=pos, source="mouse"))
                else:
                    opts.handle(Input(Action.LEFT))
                app.draw()
                gaps = _gaps(rows)
                # back at 100 %: one gap; on the way, where the held row and a list
                # filled from its top leave no even spread, within half a row
                even = 2 if app.settings.text_scale == 1.0 else rows.row_h * rows.grow / 2
                assert max(gaps) - min(gaps) <= even, (s, app.settings.text_scale, gaps)
                if how == "mouse":  # the arrow still under the pointer
                    now = rows.row_rect(i)
                    assert rows.arrow_rects(now)[0].collidepoint(app.vp.to_design(pos))
            assert app.settings.text_scale == 1.0
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
