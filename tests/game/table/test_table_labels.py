"""Two things at the table a new player could not read: the boneyard with 4 players,
a stack of backs marked "8" beside West's rack of backs (named only when the player had
to draw), now named at all times, off West's rack and plate; and the hand's end's
counts under each name ("North" over a bare "4"), now "4 pips" while they count up."""

from __future__ import annotations

import pytest

from game.present.view import Deduction
from game.ui.text import record_text
from tests.game_harness import frame, run_until, table_app


def _drawn(app):
    app.invalidate()
    with record_text() as log:
        app.draw()
    return log


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_boneyard_is_named_at_rest_clear_of_wests_rack(scale):
    app, table = table_app(players=4, seed=5, text_scale=scale)
    run_until(app, lambda: table.human_turn and not table.busy, max_frames=8000)
    frame(app)
    assert not table.awaiting_draw
    painter = table.painter
    panel = app.vp.rect(painter.boneyard.rect)
    words = [d for d in _drawn(app) if d.text and panel.colliderect(d.rect)]
    said = " ".join(d.text for d in words)
    assert said.split() == ["Boneyard", str(table.view.boneyard_count)], said
    assert all(panel.contains(d.rect) for d in words)
    west = [r for _t, r in painter.hands[3].rects(table.view.hands[3])]
    assert west
    assert panel.collidelist(west) < 0
    assert not panel.colliderect(painter.label_rect(3))


@pytest.mark.parametrize("shown,counted,expect", [(4, False, "4 pips"),
                                                  (5, True, "\u22125")])
def test_the_hand_ends_counts_say_what_they_count(shown, counted, expect):
    app, table = table_app(players=2, seed=5)
    run_until(app, lambda: table.human_turn and not table.busy, max_frames=8000)
    frame(app)
    table.view.deductions = [Deduction(1, 0, 4, 5, shown=shown, counted=counted)]
    texts = [d.text for d in _drawn(app)]
    assert expect in texts
    assert str(shown) not in texts  # never a bare number under the name


@pytest.mark.parametrize("players,said", [(2, ""), (4, "Boneyard empty")])
def test_an_empty_boneyard_says_so_in_plain_words_or_nothing(players, said):
    """"Boneyard 0" (or a bare "0" by the empty well) read oddly."""
    app, table = table_app(players=players, seed=5)
    run_until(app, lambda: table.human_turn and not table.busy, max_frames=8000)
    frame(app)
    table.view.boneyard = 0
    panel = app.vp.rect(table.painter.boneyard.rect)
    words = [d.text for d in _drawn(app) if d.text and panel.colliderect(d.rect)]
    assert " ".join(words) == said, words
