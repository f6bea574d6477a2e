"""Options, text size with the mouse (round 12, r10b bug 1): the rows grow with the text,
but the row changed stays under the cursor, so clicking the same arrow again changes it
again (it used to move from y 382 to 418 and the next click missed)."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from game_harness import make_app

from game.actions import Action, Input
from game.scenes.options import OptionsScene
from game.settings import TEXT_SCALES


def _text_size_row(opts):
    return next(i for i, r in enumerate(opts.rows.rows) if r.label == "Text size")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("side", ["right", "left"])
def test_clicking_the_same_arrow_keeps_changing_the_text_size(lang, side, tmp_path,
                                                              monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    start = 1.0 if side == "right" else 2.0
    app = make_app(language=lang)
    app.set_language(lang)
    app.set_text_scale(start)
    try:
        opts = OptionsScene(app)
        app.push(opts)
        app.draw()
        rows, vp = opts.rows, app.vp
        i = _text_size_row(opts)
        rows.focus(i)
        app.draw()
        left, right = rows.arrow_rects(rows.row_rect(i))
        pos = vp.point((left if side == "left" else right).center)
        for _ in range(len(TEXT_SCALES) - 1):
            opts.handle(Input(Action.POINT, pos=pos, source="mouse"))
            opts.handle(Input(Action.PRESS, pos=pos, source="mouse"))
            app.draw()
            assert rows.visible(i)
            arrows = rows.arrow_rects(rows.row_rect(i))
            under = arrows[0] if side == "left" else arrows[1]
            assert under.collidepoint(vp.to_design(pos)), (under, pos)
        want = TEXT_SCALES[-1] if side == "right" else TEXT_SCALES[0]
        assert app.settings.text_scale == want
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
