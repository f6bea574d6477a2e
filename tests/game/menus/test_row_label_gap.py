"""A menu row's label never touches its value's left arrow: Polish "Automatyczne
dobieranie" (Options) ended against the arrow (its box stopped 4 px short of it), nor
the focused row's marker (it touched the first letter). In every language and at 100,
150 and 200 % text, every label of Options and New game keeps a clear gap from both
(wrapping onto two lines where it must)."""

from __future__ import annotations

import pytest

from game.scenes.menus.new_game import NewGameScene
from game.scenes.options.scene import OptionsScene
from game.ui.shapes import draw_focus_marker
from game.ui.text import record_text
from tests.game_harness import make_app

#: The least gap between a label's last letter and its row's left arrow (design px).
GAP = 10


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("screen", [OptionsScene, NewGameScene])
def test_no_label_touches_its_arrow(lang, screen, tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language=lang)
    app.set_language(lang)
    try:
        checked = 0
        for scale in (1.0, 1.5, 2.0):
            app.set_text_scale(scale)
            sc = screen(app)
            app.stack[:] = [sc]
            sc.draw(app.screen)  # (the rows built at this size)
            rows = sc.rows
            for i, row in enumerate(rows.rows):
                if not row.arrows:
                    continue
                rows.focus(i)
                with record_text() as log:
                    sc.draw(app.screen)
                r = app.vp.rect(rows.row_rect(i))
                left = app.vp.rect(rows.arrow_rects(rows.row_rect(i))[0])
                label = [d.rect for d in log if d.text and r.contains(d.rect)
                         and d.rect.centerx < left.x]
                assert label, (lang, scale, row.label)
                marker = draw_focus_marker(app.screen.copy(), r, app.vp)
                for got in label:
                    assert got.right + app.vp.length(GAP) <= left.x, (
                        lang, scale, row.label, got, left)
                    assert got.left >= marker.right + app.vp.length(4), (
                        lang, scale, row.label, got, marker)
                checked += 1
        assert checked >= 3 * 4
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
