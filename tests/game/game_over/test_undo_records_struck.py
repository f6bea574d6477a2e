"""A game with undo sets no record (game.stats.UNDO_RULE), so its game over never shows
its best play and best hand as records (fz_139: "Best play +20", "Best hand 45" there,
"-" in the Statistics): the two figures are struck through and dimmed, the rule said
over the cards; a game without undo shows them plainly."""

from __future__ import annotations

import pytest

from game.scenes.game_over.progress import STRIKE
from game.ui import THEME
from game.ui.text import record_text
from tests.persistence.test_progress import _over


def _figures(app, over) -> dict:
    while over.t < 3.0:
        over.update(1 / 60)
    with record_text() as log:
        over.draw(app.screen)
    return {d.text: d for d in log}


def _struck(app, d) -> bool:
    """A line of the strike's colour through the figure's middle, past both its ends."""
    y = d.rect.centery
    left, right = d.rect.x - app.vp.length(3), d.rect.right + app.vp.length(3)
    return all(any(tuple(app.screen.get_at((x, y + dy)))[:3] == STRIKE for dy in (-1, 0, 1))
               for x in (left, right))


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_game_with_undo_strikes_its_best_play_and_hand(scale):
    app, over = _over(True, assisted=True)
    app.set_text_scale(scale)
    try:
        drawn = _figures(app, over)
        for figure in ("+25", "45"):  # this game's best play and best hand
            d = drawn[figure]
            assert _struck(app, d), figure
            assert tuple(d.color)[:3] == tuple(THEME.ink_dim)[:3]  # not the record's ink
        cards = over.cards.progress.cards()  # no "New best!" on them (the streak may)
        assert not cards[2][2] and not cards[3][2]
        wins = drawn["2 / 2"]  # the wins count it (UNDO_RULE): plain
        assert not _struck(app, wins)
        assert over.cards.progress.struck() == [False, False, True, True]
    finally:
        app.set_text_scale(1.0)


def test_a_game_without_undo_shows_them_plainly():
    app, over = _over(True)
    drawn = _figures(app, over)
    for figure in ("+25", "45", "2 / 2"):
        assert not _struck(app, drawn[figure]), figure
    assert not any(over.cards.progress.struck())
