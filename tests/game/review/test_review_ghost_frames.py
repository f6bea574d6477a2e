"""The review's ghosts say what its key says: the best play's ghost framed in the
"Best play" swatch's colour, the play made's in the "You played" colour (no warm focus
frame round the best, no thin white edge round the play made), in every palette."""

from __future__ import annotations

import pytest

from game.render.ghosts import ghost_rect
from game.scenes.review.scene import pair_colours
from game.ui.theme import set_theme
from tests.game.review.test_review_positions import _hand_with_draws, _rest, open_review


def _edge_colours(surf, r):
    """The colours on the middle of each side of ghost rect ``r`` (on its frame)."""
    return [tuple(surf.get_at(p))[:3] for p in ((r.centerx, r.top), (r.centerx, r.bottom - 1),
                                                 (r.left, r.centery), (r.right - 1, r.centery))]


@pytest.mark.parametrize("theme", ["classic", "colorblind"])
def test_best_and_played_ghosts_are_framed_in_the_keys_colours(tmp_path, monkeypatch, theme):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    set_theme(theme)
    try:
        game = _hand_with_draws(2)
        app, analysis, review = open_review(game, 2)
        board = review.board
        checked = 0
        for i, d in enumerate(analysis.decisions):
            if d.played == d.best or (d.played & 255) == (d.best & 255):
                continue  # one ghost, or two tiles side by side on one spot
            review.go(i)
            _rest(app, review)
            app.draw()
            best_col, yours_col = pair_colours(review.flag.mark)
            for code, colour in ((d.best, best_col), (d.played, yours_col)):
                r = ghost_rect(board, code >> 8, code & 255)
                edges = _edge_colours(app.screen, r)
                assert sum(c == tuple(colour[:3]) for c in edges) >= 3, (i, code, edges, colour)
            checked += 1
        assert checked
    finally:
        set_theme("classic")
