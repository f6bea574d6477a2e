"""An earned card ("Twenty") still showed a full progress bar while other
earned cards showed none: an earned card never shows a bar."""

from __future__ import annotations

from game.goals import GOALS
from game.scenes.records.goals import shows_bar


def test_earned_cards_never_show_a_bar_and_counted_goals_to_earn_do():
    counted = [g for g in GOALS if g.target > 1]
    assert counted
    for g in GOALS:
        assert not shows_bar(g, "2026-11-30")
        assert shows_bar(g, None) == (g.target > 1)
