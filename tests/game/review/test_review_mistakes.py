"""The coach's review: Next mistake / Previous mistake jump to
the choices the coach rates below Best (buttons, Tab / Shift+Tab, the pad's shoulders),
and the header is a plain count ("Your choice 2 of 8 · 3 mistakes")."""

from __future__ import annotations

import dataclasses

import pygame

from game import ui
from game.config import GameConfig
from game.persistence import ReviewCache
from game.present.review_job import ReviewAnalysis
from game.scenes.review.scene import ReviewScene
from tests.game.review.test_review_positions import (
    _click,
    _hand_with_draws,
    _key,
    _pad,
    _post,
    _rest,
    _Worker,
)
from tests.game_harness import make_app


def _review(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    game = _hand_with_draws(2)
    app = make_app(speed="normal")
    cfg = GameConfig(ruleset="american", players=2, seed=1)
    analysis = ReviewAnalysis(game.to_record(), 0, 0, _Worker(), ReviewCache(), fast=True)
    while not analysis.done:
        analysis.poll()
    ds = analysis.decisions
    # choices 1 and 3 are flagged (an inaccuracy counts: 3 rounds to 5 points); 2 is
    # "good" (1.5 rounds to no score: not a mistake to jump to); the rest best
    marks = {1: ("mistake", 8.0), 2: ("good", 1.5), 3: ("inaccuracy", 3.0)}
    ds[:] = [dataclasses.replace(d, mark=marks.get(i, ("best", 0.0))[0],
                                 loss=marks.get(i, ("best", 0.0))[1],
                                 reason="later" if i in marks else "best")
             for i, d in enumerate(ds)]
    review = ReviewScene(app, game, cfg, hand=0, seat=0, analysis=analysis)
    app.push(review)
    _rest(app, review)
    return app, review


def test_next_and_previous_mistake_by_keys_pad_and_buttons(tmp_path, monkeypatch):
    app, review = _review(tmp_path, monkeypatch)
    assert review.index == 0 and review.mistakes() == [1, 3]
    nxt = next(b for b in review.buttons if b.on_click == review.next_mistake)
    prev = next(b for b in review.buttons if b.on_click == review.previous_mistake)
    assert not review.button_enabled(prev) and review.button_enabled(nxt)
    steps = [(lambda: _key(pygame.K_TAB), 1), (lambda: _key(pygame.K_TAB), 3),
             (lambda: _key(pygame.K_TAB), 3),  # no later mistake: it stays
             (lambda: _post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                            unicode="", scancode=0), 1),
             (lambda: _pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER), 3),
             (lambda: _pad(pygame.CONTROLLER_BUTTON_LEFTSHOULDER), 1),
             (lambda: _click(app, review, review.next_mistake), 3),
             (lambda: _click(app, review, review.previous_mistake), 1)]
    for do, want in steps:
        do()
        _rest(app, review)
        assert review.index == want
    review.go(3)
    _rest(app, review)
    assert not review.button_enabled(nxt) and review.button_enabled(prev)
    # Right still steps one choice at a time
    review.go(0)
    _rest(app, review)
    _key(pygame.K_RIGHT)
    _rest(app, review)
    assert review.index == 1


def test_the_header_counts_choices_and_mistakes(tmp_path, monkeypatch):
    app, review = _review(tmp_path, monkeypatch)
    n = review.count
    review.go(1)
    _rest(app, review)
    with ui.record_text() as log:
        app.invalidate()
        app.frame(1 / 60)
    drawn = " ".join(t.text for t in log)
    assert f"Your choice 2 of {n} \u00b7 2 mistakes" in drawn
    assert "forced" not in drawn
    # the buttons are inside the window, clear of the step buttons and of each other
    rects = [pygame.Rect(b.rect) for b in review.buttons]
    for i, r in enumerate(rects):
        assert pygame.Rect(0, 0, 1280, 720).contains(r)
        for o in rects[i + 1:]:
            assert not r.colliderect(o)


def test_the_panel_is_two_lines_mark_with_points_and_why(tmp_path, monkeypatch):
    """The panel was four rows (header and mark, the two plays' tiles with +0 / +0, the
    reason, the hand's line): now the choice with its mark and points, then why."""
    from game.present.review_words import mark_line, reason_text
    app, review = _review(tmp_path, monkeypatch)
    panel = app.vp.rect(review.panel_rect())
    for i in range(review.count):
        review.go(i)
        _rest(app, review)
        with ui.record_text() as log:
            app.invalidate()
            app.frame(1 / 60)
        log = list(log)
        first = next(k for k, t in enumerate(log) if t.text.startswith("Your choice"))
        # the panel's own words (the table's plate under it is drawn before, covered)
        inside = [t for t in log[first:] if panel.contains(t.rect)]
        rows = sorted({t.rect.centery for t in inside})
        assert len(rows) <= 2, [(t.text, t.rect) for t in inside]
        texts = [t.text for t in inside]
        f = review.flag
        assert mark_line(f) in texts or f.mark == "best"
        assert reason_text(f, review.reason_context(review.decision)) in texts
        if f.flagged:  # "Mistake: about 10 points to gain": a score, in fives
            assert f.points % 5 == 0 and str(f.points) in mark_line(f)
