"""The coach's words (issue 16 #5): one rounding everywhere (whole points), the mark
said in words with what it cost (no chess "?" that reads as a broken glyph), and a
header that says forced plays are skipped."""

from __future__ import annotations

from dataclasses import dataclass

from game import i18n
from game.present.review_words import (
    decision_head,
    lost_points,
    mark_line,
    points_text,
    summary_text,
)


@dataclass
class D:
    mark: str
    loss: float


def setup_function(_f):
    i18n.set_language("en")


def test_a_mark_says_whole_points_in_words():
    assert mark_line(D("mistake", 9.9)) == "Mistake: you lost 10 points"
    assert mark_line(D("blunder", 11.4)) == "Blunder: you lost 11 points"
    assert mark_line(D("good", 0.3)) == "Good: within a point of the best"
    assert mark_line(D("good", 1.2)) == "Good: you lost 1 point"
    assert mark_line(D("best", 0.0)) == "Best"
    assert points_text(9.9) == "10" and points_text(2.5) == "2"


def test_the_hand_line_adds_up_what_each_decision_says():
    ds = [D("mistake", 9.9), D("good", 0.4), D("good", 0.4), D("inaccuracy", 2.6)]
    summary = {"marks": {"mistake": 1, "good": 2, "inaccuracy": 1}, "decisions": 4,
               "lost": round(sum(d.loss for d in ds), 1)}
    shown = sum(int(mark_line(d).split()[-2]) for d in ds if "lost" in mark_line(d))
    assert lost_points(ds) == shown == 13
    assert summary_text(summary, ds).endswith("13 points left on the table")


def test_the_header_says_forced_plays_are_skipped():
    assert decision_head(1, 3, 3) == "Choice 1 of 3"
    assert decision_head(1, 3, 6) == "Choice 1 of 3 (3 forced plays skipped)"
    assert decision_head(2, 3, 4) == "Choice 2 of 3 (1 forced play skipped)"


def test_the_words_are_translated():
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            assert mark_line(D("mistake", 9.9)) != "Mistake: you lost 10 points"
            assert "forced" not in decision_head(1, 3, 6)
        finally:
            i18n.set_language("en")
