"""At 200 % text the score panel's race bars stayed 12 px (on the row's line) and 8 px
(under it) high beside names twice their size: slivers. They grow with the text: at
200 % every race bar is at least a third as high as its row's name."""

from __future__ import annotations

import pytest

from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("players", [2, 3, 4])
def test_race_bars_grow_with_the_text(players):
    heights = {}
    for scale in (1.0, 2.0):
        app, table = table_app(players=players, seed=5, text_scale=scale)
        run_until(app, lambda t=table: t.human_turn, max_frames=8000)
        app.draw()
        panel = table.painter.scores
        assert len(panel.bars) == (2 if players != 3 else 3)
        heights[scale] = [track.h for track, _fill in panel.bars.values()]
        if scale == 2.0:
            for e, (track, _fill) in panel.bars.items():
                assert 3 * track.h >= panel.names[e].h, (e, track, panel.names[e])
    assert min(heights[2.0]) >= max(heights[1.0]), heights  # (never thinner)


@pytest.mark.parametrize("players", [2, 4])
def test_the_race_bars_on_the_rows_lines_start_and_end_in_line(players):
    """At 200 % the bars sit on their rows' lines, each from its own name's end: "You"
    and "North" started their bars at different places. One left, one right."""
    app, table = table_app(players=players, seed=5, text_scale=2.0)
    run_until(app, lambda: table.human_turn, max_frames=8000)
    app.draw()
    tracks = [track for track, _fill in table.painter.scores.bars.values()]
    assert len(tracks) == 2
    assert tracks[0].left == tracks[1].left and tracks[0].right == tracks[1].right, tracks


@pytest.mark.parametrize("language", ["en", "pl", "zh_CN"])
def test_partnership_names_keep_clear_of_race_bars_that_read_as_bars(language):
    """At 200 % "You + North" ran into its race bar, and the Polish and Chinese
    partnerships' bars were 46 px stubs: every bar on a row's line is at least 70 px
    long (1280x720) and starts at least 10 px after its row's name."""
    app, table = table_app(players=4, seed=5, text_scale=2.0, language=language)
    run_until(app, lambda: table.human_turn, max_frames=8000)
    app.draw()
    panel = table.painter.scores
    # (Polish: no room for bars beside its names at full size: the names first, below)
    assert len(panel.bars) == (0 if language == "pl" else 2)
    for e, (track, _fill) in panel.bars.items():
        name = panel.names[e]
        assert track.w >= 70, (e, track)
        if track.top < name.bottom and name.top < track.bottom:  # (on the name's line)
            assert track.left - name.right >= 10, (e, name, track)


def _names_drawn(language):
    from game import i18n
    from game.ui.text import record_text
    app, table = table_app(players=4, seed=5, text_scale=2.0, language=language)
    try:
        run_until(app, lambda: table.human_turn, max_frames=8000)
        with record_text() as log:
            app.invalidate()
            app.draw()
        panel = table.painter.scores
        names = [d for d in log if d.text and d.rect in panel.names.values()]
        assert len(names) == 2
        for d in names:
            assert app.vp.rect(panel.rect).contains(d.rect)
        return names
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["pl", "zh_CN"])
def test_partnership_names_keep_their_size_at_200(language):
    """At 200 % the Polish partnerships ("Zachód + Wschód") were drawn at three
    quarters of the English names' size to leave room for the race bars beside them:
    every language's names are at least 90 % of the English names' size (the bars give
    way; the scores say the race)."""
    english = min(d.px for d in _names_drawn("en"))
    for d in _names_drawn(language):
        assert d.px >= 0.9 * english, (d.text, d.px, english)
