"""The History drawer's running total (fz_120: a player could not tell the score after
a move from it): after each scoring row, every side's score then, right-aligned in a
column of its own, taken from the engine's Play events (the rows' own scores), in the
score panel's order; none after a row that scored nothing."""

from __future__ import annotations

import pytest

from engine.events import Play
from game.scenes.table.history import history_entries, history_totals
from game.scenes.table.keep import _this_hand
from game.ui.numbers import score_pair
from game.ui.text import record_text
from tests.game.table.test_history_side_drawer import _opened_drawer, _table_after


def _expected(scores: tuple) -> str:
    if len(scores) == 2:
        return score_pair(*scores)
    return " \u00b7 ".join(str(x) for x in scores)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_scoring_row_has_every_sides_score_after_it(players):
    app, table = _table_after(players, 1.0, turns=8)
    try:
        plays = [e for e in _this_hand(table.game, 0) if isinstance(e, Play)]
        scored = [e for e in plays if e.points]
        assert scored, "no scoring play in this hand: pick another seed"
        rows, totals = history_entries(table), history_totals(table)
        assert len(totals) == len(rows)
        want = iter(scored)
        for (words, points), total in zip(rows, totals):
            if points:  # the engine's scores after that very play
                ev = next(want)
                assert ev.points == points
                assert total == _expected(ev.scores), (words, total, ev.scores)
                assert len(ev.scores) == len(table.game.scores)  # a side each (teams: 2)
            else:
                assert total == ""
        assert next(want, None) is None
        # the last scoring row's total is the score panel's now (nothing scored after it)
        assert totals[max(i for i, t in enumerate(totals) if t)] == _expected(
            tuple(scored[-1].scores))
    finally:
        table.worker.close()


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 4])
def test_the_drawer_shows_the_totals_right_aligned_in_their_column(players, scale):
    app, table = _table_after(players, scale, turns=8)
    try:
        drawer = _opened_drawer(app, table)
        every = history_totals(table)  # scrolled to the last scoring row (at the foot)
        drawer.scroll = len(every) - 1 - max(i for i, t in enumerate(every) if t)
        with record_text() as log:
            drawer.draw(app.screen)
        panel = app.vp.rect(drawer.panel())
        rows, above, _below = drawer.visible()
        totals = [t for t in history_totals(table)[above:above + len(rows)] if t]
        assert totals
        drawn = [d for d in log if d.text in totals]
        assert len(drawn) == len(totals), ([d.text for d in log], totals)
        rights = {d.rect.right for d in drawn}
        assert max(rights) - min(rights) <= 2  # one right-aligned column
        for d in drawn:
            assert panel.contains(d.rect)
            assert d.rect.right > panel.right - app.vp.length(40)  # at the row's right
            plus = [p for p in log if p.text.startswith("+") and p.rect.centery ==
                    d.rect.centery or (p.text.startswith("+")
                                       and abs(p.rect.centery - d.rect.centery) <= 3)]
            assert plus and all(p.rect.right <= d.rect.left for p in plus), d.text
    finally:
        table.worker.close()
