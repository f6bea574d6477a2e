"""One size per role on the row screens (issue 16, screens): a label too long
for its room wraps onto two lines instead of shrinking on one; a list's values share
one size; the New-game preview's name tags stay small beside the miniature table."""

from __future__ import annotations

import pytest

from game import ui
from tests.game_harness import make_app


def _draw(name, lang, k):
    app = make_app()
    app.set_language(lang)
    app.set_text_scale(k)
    scene = app.scene(name)
    app.push(scene)
    app.frame(1 / 60)
    with ui.record_text() as log:
        app.draw()
    return app, scene, log


@pytest.mark.parametrize("lang,k", [("pl", 2.0), ("pl", 1.0), ("en", 2.0), ("zh_CN", 2.0)])
def test_new_game_labels_wrap_and_values_share_a_size(lang, k):
    app, scene, log = _draw("new_game", lang, k)
    try:
        rows = scene.rows.rows if hasattr(scene, "rows") else scene.list.rows
        labels = {r.shown_label for r in rows if getattr(r, "arrows", False)}
        drawn = [d for d in log if d.text in labels]
        pieces = [d for d in log if any(d.text and d.text != lab and d.text in lab
                                        for lab in labels)]
        heights = [d.rect.h for d in drawn + pieces]
        assert heights
        # every label at (nearly) one size: none squeezed to a small one-liner
        assert min(heights) >= 0.8 * max(heights), sorted(heights)
        values = {r.text() for r in rows if getattr(r, "arrows", False)}
        vh = [d.rect.h for d in log if d.text and any(d.text in v for v in values)
              and d.text not in labels]
        assert vh and min(vh) >= 0.7 * max(vh), sorted(vh)  # the values: one size
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")


def test_the_preview_tags_grow_little():
    from game.scenes.menus import new_game_preview as p
    assert p.TAG_GROW <= 1.3
    app, scene, log = _draw("new_game", "pl", 2.0)
    try:
        tag = [d for d in log if " · " in d.text]
        assert tag and tag[0].rect.h <= app.fonts.get(p.TAG_SIZE * 1.3 / 2.0, True
                                                      ).get_linesize() + 2
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
