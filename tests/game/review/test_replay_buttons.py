"""The replay's and the review's buttons (issue 16, screens #4): none overlaps the hand
tray, a seat's tiles or label, the status line or another button, in every table, at
100 % and 200 % text."""

from __future__ import annotations

import pytest

from game.render.furniture import Racks
from game.scenes.review.replay import ReplayScene
from game.ui import IconButton
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_step_buttons_overlap_nothing(players, scale):
    app, table = table_app(players=players, seed=3, text_scale=scale)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    replay = ReplayScene(app, table.game, table.config)
    app.push(replay)
    app.draw()
    m = replay.map
    # each hand's wooden rack as drawn (it reaches past the hand's anchor,
    # "Review (H)" lay over the player's tray)
    others = [m.anchor(f"hand_{s}").inflate(*(2 * p for p in (Racks.PAD if s == 0
                                                                else Racks.PAD_OTHER)))
              for s in range(players)] + [m.anchor("layout")]
    # the HUD's boxes where they are at this text size (they grow with it)
    hud = replay.painter.hud.rects
    others += [hud[f"label_{s}"] for s in range(players)]
    others += [hud[n] for n in ("status", "scores", "total", "boneyard")]
    rects = [b.rect for b in replay.buttons]
    for i, r in enumerate(rects):
        assert pygame_rect_inside(r), r
        for o in others:
            assert not r.colliderect(o), (replay.buttons[i].label, r, o)
        for j, q in enumerate(rects):
            assert i == j or not r.colliderect(q), (r, q)
    # the step buttons are the four pictures, in the order first, back, next, last
    icons = [b.icon for b in sorted((b for b in replay.buttons if isinstance(b, IconButton)),
                                    key=lambda b: b.rect.x)]
    assert icons == ["first", "prev", "next", "last"]
    # the player's tiles (face up here) never under a button
    tiles = replay.hands[0].rects(replay.view.hands[0])
    for _t, tr in tiles:
        for b in replay.buttons:
            assert not app.vp.rect(b.rect).colliderect(tr)


def pygame_rect_inside(r) -> bool:
    return 24 <= r.left and r.right <= 1256 and 24 <= r.top and r.bottom <= 696


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_review_panel_sits_between_close_and_the_scores(scale):
    from game.scenes.review.scene import PANEL, ReviewScene
    app, table = table_app(players=2, seed=3, text_scale=scale)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    review = ReviewScene(app, table.game, table.config, seat=0)
    app.push(review)
    app.draw()
    panel = review.panel_rect()
    hud = review.painter.hud.rects
    close = next(b for b in review.buttons if b.label == "Close (Esc)")
    assert not panel.colliderect(close.rect) and not panel.colliderect(hud["scores"])
    # all the room between them, and that is wide enough for its two lines: at 200 %
    # 593 px now (it was >= 600 until the 200 % HUD rework, which spreads the score
    # panel left, as far as the Total box's "+N" leaves room, for the rules' whole
    # name, "American Sniff: to 250", and longer race bars; 7 px off a line that
    # already fits its words a little smaller)
    assert panel.left <= close.rect.right + 8 and panel.right >= hud["scores"].left - 8
    assert panel.w >= 585
    if scale == 1.0:  # its right end and height as designed; its left clear of Close
        # (the Menu slot it stands in is 150 px wide)
        assert (panel.top, panel.right, panel.h) == (PANEL.top, PANEL.right, PANEL.h)
        assert panel.left - close.rect.right <= 40


@pytest.mark.parametrize("players", [2, 4])
def test_the_review_panel_is_on_the_felt_above_the_play_area(players):
    from game.scenes.review.scene import ReviewScene
    app, table = table_app(players=players, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    review = ReviewScene(app, table.game, table.config, seat=0)
    app.push(review)
    panel = review.panel_rect()
    assert panel.top >= 26  # inside the wooden rail (it lay over it)
    assert panel.bottom <= review.map.anchor("layout").top
