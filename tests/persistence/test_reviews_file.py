"""reviews.json (game.persistence.ReviewCache) and the other JSON files met with
wrong types: a bad file is set aside (renamed, kept) with a message, never silently
overwritten; the reviews file never grows past what it can read back."""

from __future__ import annotations

import json
import os

import pytest

from game import storage
from game.persistence import (
    REVIEWS_KEPT,
    REVIEWS_MAX_BYTES,
    REVIEWS_WRITE_BYTES,
    ReviewCache,
)
from game.settings import Settings
from game.stats import Stats


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()


def decision(ply: int, code: int = 2047) -> dict:
    """A decision as the coach writes it (engine.bots.review.Decision.to_json)."""
    return {"hand": 0, "seat": 0, "ply": ply, "choices": 7, "played": code, "best": code,
            "played_value": 12.75, "best_value": 12.75, "loss": 0.0, "mark": "best",
            "played_points": 0, "best_points": 0, "played_reply": 0,
            "played_reply_tile": -1, "best_reply": 0, "best_reply_tile": -1,
            "best_wins": False, "reason": "best"}


def hand(n: int = 6) -> list:
    """A hand's review: about 1.9 kB, as a real one with six choices."""
    return [decision(2 * i) for i in range(n)]


def kept_aside(home, stem: str) -> list:
    return sorted(home.glob(f"{stem}.bad-*.json"))


@pytest.mark.parametrize("text", ['{"hands":[1,2,3]}', "[]", "null", '{"hands":null}',
                                  '"reviews"', "5", '{"format":"sniff-reviews/1"}'])
def test_a_wrongly_typed_reviews_file_is_set_aside_not_overwritten(home, text):
    path = home / "reviews.json"
    path.write_text(text, encoding="utf-8")
    cache = ReviewCache(path)
    assert cache.get("k") is None
    (kept,) = kept_aside(home, "reviews")
    assert kept.read_text(encoding="utf-8") == text
    said = storage.take_problems()
    assert len(said) == 1 and kept.name in said[0] and "wrongly typed" in said[0], said
    cache.put("k", hand(), 3.0)  # the next write does not touch the kept file
    assert kept.read_text(encoding="utf-8") == text
    assert ReviewCache(path).get("k") == hand()


def test_invalid_reviews_are_dropped_and_the_file_kept(home):
    """One review with a move code out of range (tile 99): the file is set aside (kept),
    the valid review stays, and the file is written again without the bad one."""
    path = home / "reviews.json"
    doc = {"format": "sniff-reviews/1", "hands": {
        "good": {"decisions": hand(), "lost": 2.0},
        "bad": {"decisions": [decision(0, 99 << 8)], "lost": 1.0},
        "worse": {"decisions": "all", "lost": 1.0}}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    cache = ReviewCache(path)
    assert cache.get("good") == hand() and cache.get("bad") is None
    assert cache.get("worse") is None
    (kept,) = kept_aside(home, "reviews")
    assert json.loads(kept.read_text(encoding="utf-8")) == doc
    assert "partly invalid" in storage.take_problems()[0]
    again = json.loads(path.read_text(encoding="utf-8"))
    assert set(again["hands"]) == {"good"}


def test_the_reviews_file_stays_readable_past_300_hands(home, monkeypatch):
    """Each hand adds ~1.9 kB: at about 286 hands the file passed its own read cap and
    the whole cache was set aside. Writes keep it under the cap, the oldest going first.
    (Sizes, not durability, are checked here: fsync, 640 of them, is skipped.)"""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    path = home / "reviews.json"
    one = len(json.dumps({"h0000": {"decisions": hand(), "lost": 1.0}}))
    assert one * 320 > REVIEWS_MAX_BYTES  # 320 hands would not fit unbounded
    cache = ReviewCache(path)
    for i in range(320):
        assert cache.put(f"h{i:04d}", hand(), i % 7) is None
        assert path.stat().st_size <= REVIEWS_WRITE_BYTES < REVIEWS_MAX_BYTES
    again = ReviewCache(path)
    assert again.get("h0319") == hand()  # the newest are kept...
    assert again.get("h0000") is None  # ...the oldest went first
    n = len(again.hands)
    assert 100 < n < REVIEWS_KEPT and list(again.hands) == [f"h{i:04d}" for i in
                                                             range(320 - n, 320)]
    assert not kept_aside(home, "reviews") and not storage.take_problems()


@pytest.mark.parametrize("name", ["settings.json", "stats.json"])
@pytest.mark.parametrize("text", ["null", "[]", "7"])
def test_null_or_wrongly_typed_settings_and_stats_are_set_aside(home, name, text):
    path = home / name
    path.write_text(text, encoding="utf-8")
    if name == "settings.json":
        settings, problem = storage.load_settings()
        assert settings == Settings()
        storage.save_settings(settings)
    else:
        st = Stats.load()
        problem = st.problem
        st.save()
    (kept,) = kept_aside(home, path.stem)
    assert kept.read_text(encoding="utf-8") == text
    assert problem is not None and kept.name in problem
