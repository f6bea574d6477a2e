"""For an "Inaccuracy" the best play and the play made were both
yellow. The best is always the good colour; the play made differs from it."""

from __future__ import annotations

import pytest

from game.scenes.review.scene import pair_colours
from game.ui import THEME


@pytest.mark.parametrize("mark", ["good", "inaccuracy", "mistake", "blunder"])
def test_the_play_made_and_the_best_play_never_share_a_colour(mark):
    best, yours = pair_colours(mark)
    assert best == THEME.good and yours != best


def test_an_inaccuracy_is_yellow_beside_a_green_best():
    assert pair_colours("inaccuracy") == (THEME.good, THEME.focus)
