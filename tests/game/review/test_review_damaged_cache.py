"""A damaged or hand-edited reviews.json never reaches the review screen: a cached
review whose move codes are out of range (tile 99: an IndexError in play_icon) or do
not fit the hand is treated as missing and the hand is analysed again."""

from __future__ import annotations

import json

import pygame
import pytest

from engine import Game
from engine.bots import make_bot
from engine.bots.review import player_decisions
from game import storage
from game.__main__ import build_parser
from game.main import first_scene, shutdown
from game.persistence import ReviewCache, review_key
from game.present.review_job import REVIEW_ITERATIONS
from game.scenes.review.scene import ReviewScene
from tests.game_harness import frame, key, make_app


def exported_game() -> Game:
    g = Game("american", 2, seed=21)
    bot = make_bot("easy", seed=3)
    for _ in range(2):
        g.deal()
        while g.phase == "play":
            g.play(bot.choose(g.view(g.turn)))
    return g


def cached(view, code: int, played: int | None = None, best: int | None = None) -> dict:
    """A decision dict of the right types for the choice ``(view, code)``."""
    legal = sorted(view.legal_codes)
    return {"hand": view.hand_no, "seat": view.seat, "ply": len(view.moves),
            "choices": len(legal), "played": code if played is None else played,
            "best": code if best is None else best, "played_value": 1.0, "best_value": 9.0,
            "loss": 8.0, "mark": "mistake", "played_points": 0, "best_points": 5,
            "played_reply": 0, "played_reply_tile": -1, "best_reply": 0,
            "best_reply_tile": -1, "best_wins": False, "reason": "scores"}


def not_legal(view) -> int:
    """A move code in range that is not legal in ``view``."""
    return next(t << 8 for t in range(28) if all(c >> 8 != t for c in view.legal_codes))


@pytest.mark.parametrize("damage", ["tile out of range", "best play not legal"])
def test_the_review_screen_opens_on_a_damaged_cache(tmp_path, monkeypatch, damage):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    g = exported_game()
    record = g.to_record()
    todo = player_decisions(record, 0, 1)
    assert todo
    if damage == "tile out of range":
        decisions = [cached(v, c, played=99 << 8) for v, c in todo]
    else:
        decisions = [cached(v, c, best=not_legal(v)) for v, c in todo]
    key_ = review_key(record, 0, 1, REVIEW_ITERATIONS)
    reviews = tmp_path / "reviews.json"
    reviews.write_text(json.dumps({"format": "sniff-reviews/1", "hands": {
        key_: {"decisions": decisions, "lost": 8.0}}}), encoding="utf-8")
    path = tmp_path / "export.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    app = make_app(["--review", str(path)])
    app.review_cache = ReviewCache(reviews)
    try:
        replay = first_scene(app, build_parser().parse_args(["--review", str(path)]))
        app.push(replay)
        frame(app)
        key(pygame.K_h)
        for _ in range(4):
            frame(app)  # draws the review panel: no IndexError
        review = app.top
        assert isinstance(review, ReviewScene) and review.analysis.key == key_
        assert not review.analysis.from_cache  # analysed again, not shown as cached
        assert review.analysis.total == len(todo)
        assert all(0 <= d.played >> 8 < 28 and 0 <= d.best >> 8 < 28
                   for d in review.analysis.decisions)
        if damage == "tile out of range":  # the damaged file itself was kept
            (kept,) = tmp_path.glob("reviews.bad-*.json")
            assert key_ in json.loads(kept.read_text(encoding="utf-8"))["hands"]
        review.analysis.cancel()
    finally:
        shutdown(app)
