"""About at 200 % text: each of your files' names ("Settings", "设置") sat in a box
26 px high and shrank to a third of its path's size under it. Each name keeps its
size: at least its path's."""

from __future__ import annotations

import pytest

from game import ui
from game.i18n import _
from game.scenes.menus.about import AboutScene, file_places
from tests.game_harness import make_app


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_files_names_keep_their_size_at_200(lang):
    app = make_app(language=lang)
    try:
        app.set_language(lang)
        app.set_text_scale(2.0)
        app.stack[:] = [AboutScene(app)]
        with ui.record_text() as log:
            app.draw()
        drawn = {d.text: d for d in log}
        for what, where in file_places():
            name = drawn[_(what)]
            path = drawn[str(where)]
            assert not name.shrunk, (lang, what)
            assert name.rect.h >= path.rect.h, (lang, what, name.rect, path.rect)
            assert name.rect.bottom <= path.rect.top + 2, (lang, what)
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
