"""Words a new player tripped on at the table, now read at the prompt's size: a
refusal ("[1|3] fits nowhere on the table.", small red on green over "Your turn") is
one line alone, light on a deep red plate; a hint ("Hint: [3|5] on the top or
bottom of [5|5]. It scores 10 right now. (Enter / Space)" on two small lines) names
the tile and why on one line, the board showing where."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.moves import Move
from game import i18n
from game.render.hud import BAD_INK, BAD_PLATE
from game.scenes.table.hint import hint_line
from game.ui.text import contrast_ratio, record_text
from tests.game_harness import frame, run_until, table_app


def _turn(app, table):
    run_until(app, lambda: table.human_turn)
    if table.game.layout.empty:  # the human leads: open, then wait for the turn again
        table.try_play(table.playable_tiles()[0], table.controller.open_points()[0])
        run_until(app, lambda: table.human_turn)


def _status_draws(app, table) -> list:
    rect = app.vp.rect(table.painter.status.rect).inflate(0, 80)
    with record_text() as log:
        app.draw()
    return [d for d in log if rect.contains(d.rect)]


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_refusal_is_one_line_at_the_prompts_size_on_a_red_plate(scale):
    app, table = table_app(players=2, seed=3, speed="instant", text_scale=scale)
    try:
        _turn(app, table)
        frame(app)
        prompt = [d for d in _status_draws(app, table) if d.text.startswith("Your")]
        assert prompt, [d.text for d in _status_draws(app, table)]
        tile = table.playable_tiles()[0]
        table.controller.refuse(tile, "[1|3] fits nowhere on the table.")
        frame(app)
        assert table.painter.status_lines() == [("[1|3] fits nowhere on the table.", "bad")]
        drawn = [d for d in _status_draws(app, table) if "fits nowhere" in d.text]
        assert len(drawn) == 1 and drawn[0].px >= prompt[0].px, (drawn, prompt)
        assert drawn[0].color == BAD_INK
        at = (drawn[0].rect.left - 3, drawn[0].rect.centery)  # its plate, beside the words
        assert tuple(app.screen.get_at(at))[:3] == BAD_PLATE
        assert contrast_ratio(BAD_INK, BAD_PLATE) >= 7.0
    finally:
        table.worker.close()


def test_the_hint_names_the_tile_and_why_in_one_short_line():
    mv = Move.from_code(0)  # any move: only its tile is named
    hint = SimpleNamespace(move=mv, reason="scores 10", points=10)
    assert hint_line(hint) == "Hint: [0|0]. It scores 10 right now."
    only = SimpleNamespace(move=mv, reason="only play", points=0)
    assert hint_line(only) == "Your only play: [0|0]"
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            line = hint_line(hint)
            assert "[0|0]" in line and "Hint" not in line and "scores" not in line, line
        finally:
            i18n.set_language("en")


def test_a_shown_hint_is_one_line_at_the_prompts_size():
    app, table = table_app(players=2, seed=3)
    try:
        _turn(app, table)
        frame(app)
        prompt = [d for d in _status_draws(app, table) if d.text.startswith("Your")][0]
        ctl = table.controller
        ctl.request_hint()
        run_until(app, lambda: ctl.hint_text.startswith(("Hint:", "Your only")))
        frame(app)
        lines = table.painter.fit_status(table.painter.status_lines())
        drawn = [d for d in _status_draws(app, table) if d.text == ctl.hint_text]
        if len(ctl.hint_text) <= 50:  # a short reason ("It scores 10 right now.")
            assert len(lines) == 1 and len(drawn) == 1, lines
            assert drawn[0].px >= prompt.px, (drawn[0].px, prompt.px)
        assert "(Enter" not in ctl.hint_text and " on the " not in ctl.hint_text
    finally:
        table.worker.close()


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_partnerships_names_on_the_score_panel_read_at_16_px(lang):
    """"Ty + Północ" / "Zachód + Wschód" came out about 12 px beside their two faces:
    a partnership's name is at least 16 px at 100 % text (the name alone where the
    faces would shrink it), inside the panel."""
    app, table = table_app(players=4, seed=3, language=lang)
    try:
        app.set_language(lang)
        run_until(app, lambda: table.human_turn)
        frame(app)
        panel = app.vp.rect(table.painter.scores.rect)
        with record_text() as log:
            app.draw()
        names = [d for d in log if "+" in d.text and panel.contains(d.rect)
                 and not d.text.startswith("+")]
        assert len(names) == 2, [d.text for d in log if panel.contains(d.rect)]
        assert all(d.px >= 16 and not d.shrunk for d in names), [(d.text, d.px) for d in names]
    finally:
        app.set_language("en")
        table.worker.close()
