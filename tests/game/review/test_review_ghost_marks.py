"""The review's "Best" and "Played" ghosts: no end's count is drawn on them (a red disc
sat on the Best ghost), and each one's word ("Best", "You") lies off both ghosts."""

from __future__ import annotations

import pygame
import pytest

from game.render.ghosts import ghost_rect
from tests.game.review.test_review_positions import _hand_with_draws, _rest, open_review


@pytest.mark.parametrize("players", [2, 3])
def test_no_count_and_no_word_on_the_best_or_played_ghost(tmp_path, monkeypatch, players):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    game = _hand_with_draws(players)
    app, analysis, review = open_review(game, players)
    board = review.board
    counts, words = [], []
    draw_badges, tag = board.draw_badges, review._tag

    def spy_badges(surf, layout, lit=False):
        real = board.text.draw

        def spy(s, label, *a, **k):
            counts.append((label, pygame.Rect(k["box"])))
            return real(s, label, *a, **k)

        board.text.draw = spy
        try:
            return draw_badges(surf, layout, lit)
        finally:
            del board.text.draw

    def spy_tag(surf, word, size, colour, midtop, max_h):
        img = review.text.get(word, size, colour, True, max_h=max_h)
        words.append((word, img.get_rect(midtop=midtop)))
        return tag(surf, word, size, colour, midtop, max_h)

    monkeypatch.setattr(board, "draw_badges", spy_badges)
    monkeypatch.setattr(review, "_tag", spy_tag)
    on_an_end = drawn = 0
    for i, d in enumerate(analysis.decisions):
        review.go(i)
        _rest(app, review)
        counts.clear()
        words.clear()
        app.draw()
        ghosts = [r for r in (ghost_rect(board, d.best >> 8, d.best & 255),
                              ghost_rect(board, d.played >> 8, d.played & 255)) if r]
        assert ghosts, i
        drawn += len(counts)
        for label, box in counts:
            assert box.collidelist(ghosts) < 0, (i, label, box, ghosts)
        spots = {d.best & 255, d.played & 255}
        on_an_end += any(pc in spots for _k, pc, _l, b in board.badge_boxes(review.view.layout)
                         if b is not None)
        said = [(w, r) for w, r in words if w in ("Best", "You", "You / Best")]
        assert said, i
        for w, r in said:
            assert r.collidelist(ghosts) < 0, (i, w, r, ghosts)
    assert drawn and on_an_end  # (a ghost on an end's count: the count not drawn)
