"""A long hint wraps onto two lines of one size (a player saw "Hint: [1|4].
Leaves an end open" small over "that your other tiles can follow (2)." large: each
half was fitted to its own box, the news line's and the prompt's), at 100 % and
200 %, in English, Polish and Chinese."""

from __future__ import annotations

import pytest

from game.config import GameConfig
from game.ui.text import record_text
from tests.game_harness import make_app, run_until

#: Long enough to wrap at 100 % and 200 % in every language (the longest hints).
LONG = "Hint: [1|4]. Leaves an end open that your other tiles can follow (2, 3 and 4)."


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("lang", ["en", "pl", "zh"])
def test_a_wrapped_hint_is_one_size(scale, lang, monkeypatch, tmp_path):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    from game.scenes.table.scene import TableScene
    app = make_app(language=lang)
    table = TableScene(app, GameConfig(ruleset="american", players=2,
                                       levels=["hard"] * 2, seed=3))
    app.push(table)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    app.set_text_scale(scale)
    table.controller.hint_text = LONG
    app.draw()
    lines = [t for t, _tn in table.painter.fit_status(table.painter.status_lines())]
    assert len(lines) == 2, lines
    with record_text() as log:
        table.draw(app.screen)
    drawn = [d for d in log if d.text in lines]
    assert {d.text for d in drawn} == set(lines), [d.text for d in drawn]
    assert len({d.px for d in drawn}) == 1, [(d.text, d.px) for d in drawn]
