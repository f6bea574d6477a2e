"""Options at 200 % text (issue 16, screens #2): the rows grow with the text, only whole
rows are drawn (nothing cut under the title or at the bottom), and the list scrolls with
the keys, the wheel and the pad, keeping the focused row in view."""

from __future__ import annotations

import pytest

from game.actions import Action, Input
from game.scenes.options.scene import OptionsScene
from game.ui.text import record_text
from tests.game_harness import make_app


def _drawn(app, scene):
    with record_text() as log:
        scene.draw(app.screen)
    return log


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_rows_grow_and_none_is_cut(lang, tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language=lang)
    app.set_language(lang)
    try:
        opts = OptionsScene(app)
        app.push(opts)
        _drawn(app, opts)
        small = opts.rows.row_rect(1).h
        app.set_text_scale(2.0)
        _drawn(app, opts)
        rows = opts.rows
        assert rows.row_rect(1).h >= 1.4 * small  # the rows grew with the text
        area = app.vp.rect(rows.area.inflate(12, 12))
        seen = set()
        moves = [Input(Action.DOWN), Input(Action.NEXT, source="pad"), Input(Action.DOWN)]
        for k in range(len(rows.rows) + 2):
            log = _drawn(app, opts)
            inside = [d for d in log if d.rect.colliderect(area)]
            for d in inside:  # every text of the list is wholly in it: no cut row
                assert area.contains(d.rect), (d.text, d.rect, area)
            # the focused row is drawn, whole
            focus = rows.row_rect(rows.index)
            assert rows.visible(rows.index)
            assert area.contains(app.vp.rect(focus))
            seen.add(rows.index)
            opts.handle(moves[k % len(moves)])
        assert len(seen) == sum(1 for r in rows.rows if r.focusable and r.enabled)
        # the wheel scrolls a whole row at a time, and back to the top
        rows.focus(1)
        top = rows.scroll
        opts.handle(Input(Action.SCROLL_DOWN, source="mouse"))
        assert rows.scroll > top
        assert any(abs(rows.row_rect(i).top - rows.area.top) <= 1 for i in range(len(rows.rows)))
        for _ in range(40):
            opts.handle(Input(Action.SCROLL_UP, source="mouse"))
        assert rows.scroll == 0
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
