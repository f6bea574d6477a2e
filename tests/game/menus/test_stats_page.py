"""Statistics as a designed page: the headline
figures as big numbers, the table sized to its rows, one Back."""

from __future__ import annotations

from engine.events import Outcome
from game import ui
from game.config import GameConfig
from game.scenes.records.stats import StatsScene
from game.stats import Stats
from tests.game_harness import make_app


def _one_game(tmp_path, monkeypatch):
    """Statistics of one game won (in memory), the screen pushed: (app, scene)."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app()
    app.stats = Stats()
    cfg = GameConfig(players=2, levels=["medium", "medium"])
    app.stats.record_game(cfg, Outcome(0, (100, 20)), 0, (30, "6-6@3-6:high"), 90, False,
                          save=False)
    scene = StatsScene(app)
    app.push(scene)
    return app, scene


def test_headline_figures_big_and_the_table_fits_its_rows(tmp_path, monkeypatch):
    app, scene = _one_game(tmp_path, monkeypatch)
    assert [v for v, _label in scene.headline()] == ["1", "100%", "30", "90", "1"]
    with ui.record_text() as log:
        app.frame(1 / 60)
        app.draw()
    big = [max(d.rect.h for d in log if d.text == t) for t in ("100%", "30", "90")]
    body = [d.rect.h for d in log if d.text == "American Sniff"]
    assert body and min(big) >= 1.5 * max(body)  # big numbers
    # one row: the table is not a big empty panel
    assert scene.table_height(1) <= 46 + scene.ROW_H + 20
    # one Back (the screen's own): the buttons under the records do not repeat it
    assert [b.label for b in scene.buttons.buttons] == ["Reset statistics"]


def test_a_chart_of_few_hands_labels_each_bar(tmp_path, monkeypatch):
    """Two reviewed hands read as two values, not one red bar and a speck."""
    from game.persistence import ReviewCache
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app()
    app.stats = Stats()
    app.review_cache = ReviewCache()
    for i, lost in enumerate([21.0, 0.3]):
        app.review_cache.put(f"h{i}", [], lost)
    app.push(StatsScene(app))
    with ui.record_text() as log:
        app.frame(1 / 60)
        app.draw()
    assert {"21", "0.3"} <= {d.text for d in log}


def test_reset_is_not_focused_on_arrival(tmp_path, monkeypatch):
    """"Reset statistics" was the focused (gold) button on arrival, so an
    Enter went straight to its question. Nothing is focused until Left/Right."""
    from game.actions import Action, Input
    from game.widgets import ConfirmScene

    app, scene = _one_game(tmp_path, monkeypatch)
    assert not any(b.focused for b in scene.buttons.buttons)
    scene.handle_input(Input(Action.CONFIRM))
    assert app.top is scene
    scene.handle_input(Input(Action.RIGHT))
    assert scene.buttons.buttons[0].focused
    scene.handle_input(Input(Action.CONFIRM))
    assert isinstance(app.top, ConfirmScene)


def test_at_200_percent_the_best_plays_line_keeps_its_size_and_its_tiles_go_below(
        tmp_path, monkeypatch):
    """With one game played, at 200 % text the best play's "2 players,
    <date>" shrank to a scrap to leave room for the play's tiles beside it. It keeps
    the size of the best hand's same line; the tiles take a line of their own, inside
    the records' panel and above its footnote."""
    from game.scenes.records.stats import RECORDS
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(text_scale=2.0)
    app.stats = Stats()
    cfg = GameConfig(players=2, levels=["medium", "medium"])
    app.stats.record_game(cfg, Outcome(0, (100, 20)), 0, (30, "6-6@3-6:high"), 90, False,
                          save=False)
    app.push(StatsScene(app))
    app.frame(1 / 60)
    with ui.record_text() as log:
        app.draw()
    subs = [d for d in log if d.text.startswith("2 players, ")]
    assert len(subs) == 2  # best play's and best hand's
    assert subs[0].rect.h == subs[1].rect.h
    on = [d for d in log if d.text == "on"]
    assert on and on[0].rect.top >= subs[0].rect.bottom - 2  # the tiles' line is below
    note = next(d for d in log if d.text.startswith("Games with undo"))  # the footnote
    panel = app.vp.rect(RECORDS)
    assert panel.contains(on[0].rect) and on[0].rect.bottom <= note.rect.top + 2
