"""The History drawer keeps under the score panel (it was drawn over it, from the
felt's top to the tray, nearly empty), is as tall as its rows (a few at the least),
and lists every seat's draws and passes as well as the plays."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.events import Draw, Pass
from game.present.words import Msg
from game.scenes.table.history import history_entries
from game.scenes.table.keep import _this_hand
from tests.game.table.test_history_side_drawer import _opened_drawer, _table_after


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_drawer_keeps_off_the_score_panel_and_fits_its_rows(scale):
    app, table = _table_after(2, scale, turns=2)
    try:
        drawer = _opened_drawer(app, table)
        panel = drawer.panel()
        assert not panel.colliderect(table.painter.scores.rect), (panel, table.painter.scores.rect)
        rows, above, below = drawer.visible()
        assert rows and not below and (scale > 1.0 or not above)  # (all, at 100 %)
        _title, line = drawer._lines()
        assert panel.h <= drawer.panel().y + 10 * line  # not the felt's full height
        assert panel.bottom < 600, panel
    finally:
        table.worker.close()


def test_a_hidden_hands_draws_and_a_pass_are_listed():
    names = ["You", "North"]
    play = Msg("play", 0, {"move": SimpleNamespace(tile=3), "points": 10})
    recent = [(0, play), (1, Msg("draws", 1)), (1, Msg("draws", 1)), (1, Msg("draws", 1)),
              (1, Msg("passes", 1)), (0, Msg("drew", 0, {"tile": "[0|3]"})),
              (0, Msg("drew_n", 0, {"count": 2, "tile": "[1|3]"}))]
    table = SimpleNamespace(director=SimpleNamespace(recent=recent), names=names, human=0)
    rows = [w for w, _p in history_entries(table)]
    assert rows[1:] == ["North draws \u00d73", "North passes", "You drew 2: [1|3]"], rows
    assert history_entries(table)[0][1] == 10


def test_the_director_logs_a_hidden_hands_draws_and_a_pass():
    app, table = _table_after(2, 1.0, turns=8)
    try:
        hand = _this_hand(table.game, 0)
        hidden = sum(isinstance(e, Draw) and e.seat != table.human or isinstance(e, Pass)
                     for e in hand)
        assert hidden, "no bot draw in this hand: pick another seed"
        logged = [m.key for s, m in table.director.recent
                  if s != table.human and m.key in ("draws", "passes")]
        assert len(logged) == hidden, (logged, hidden)
        rows = [w for w, _p in history_entries(table)]
        assert any(w.startswith("North draws") for w in rows), rows
    finally:
        table.worker.close()
