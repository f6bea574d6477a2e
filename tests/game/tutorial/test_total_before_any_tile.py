"""The tutorial's "Total on the table" says nothing stale before a tile is on the
table: a dash, not a "0" (it read as a total left over from the last figure)."""

from __future__ import annotations

import pytest

from game import tutorial as tut
from game.scenes.tutorial.scene import TutorialScene
from game.ui.text import record_text
from tests.game_harness import DT, make_app


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


def test_the_total_box_shows_a_dash_until_a_tile_is_on_the_table():
    checked = 0
    for start in range(min(9, len(tut.STEPS))):
        app = make_app(["--tutorial"])
        sc = TutorialScene(app, start=start)
        app.push(sc)
        app.frame(DT)
        lay = sc.shown_layout
        with record_text() as log:
            app.draw()
        box = app.vp.rect(sc.panels.total.rect)
        said = [d.text for d in log if d.text and box.colliderect(d.rect)]
        if "Total on the table" not in said or sc.count is not None:
            continue
        if lay is None or not lay.placed:
            assert "0" not in said and "\u2013" in said, (start, said)
            checked += 1
    assert checked
