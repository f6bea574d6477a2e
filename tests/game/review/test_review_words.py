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
    assert mark_line(D("mistake", 9.9)) == "Mistake: 10 points short of the best over the rest of the hand"
    assert mark_line(D("blunder", 11.4)) == "Big miss: 11 points short of the best over the rest of the hand"
    assert mark_line(D("good", 0.3)) == "Good: within a point of the best over the rest of the hand"
    # "Good: you lost 2 points" in green read wrong
    assert mark_line(D("good", 1.2)) == "Good: 1 point from the best, close enough"
    assert "lost" not in mark_line(D("good", 2.2))
    assert mark_line(D("best", 0.0)) == "Best"
    assert points_text(9.9) == "10" and points_text(2.5) == "2"


def test_the_hand_line_adds_up_what_each_decision_says():
    ds = [D("mistake", 9.9), D("good", 0.4), D("good", 0.4), D("inaccuracy", 2.6)]
    summary = {"marks": {"mistake": 1, "good": 2, "inaccuracy": 1}, "decisions": 4,
               "lost": round(sum(d.loss for d in ds), 1)}
    shown = sum(int(mark_line(d).split()[1]) for d in ds if "short" in mark_line(d))
    assert lost_points(ds) == shown == 13
    assert summary_text(summary, ds) == "2 plays to look at again, 13 points to gain."


def test_the_hand_line_is_a_coach_pointer_not_a_verdict():
    """"2 blunders, 1 inaccuracy, 63 points left on the table" after a
    first hand discouraged: the line says what to look at, with no verdict words."""
    ds = [D("blunder", 30.0), D("blunder", 25.0), D("inaccuracy", 8.0)]
    summary = {"marks": {"blunder": 2, "inaccuracy": 1}, "decisions": 5, "lost": 63.0}
    line = summary_text(summary, ds)
    assert line == "3 plays to look at again, 63 points to gain."
    for word in ("blunder", "mistake", "inaccura", "left on the table", "lost"):
        assert word not in line.lower()
    good = [D("good", 1.2), D("good", 0.9)]
    assert summary_text({"marks": {"good": 2}, "decisions": 2, "lost": 2.1}, good) == \
        "Good plays all hand: every choice within 2 points of the best."
    one = summary_text({"marks": {"mistake": 1}, "decisions": 3, "lost": 1.0},
                       [D("mistake", 1.0)])
    assert one == "1 play to look at again, 1 point to gain."


def test_the_reply_reason_is_two_plain_sentences():
    """"...your [0|5] scored 5 and left [5|5] to the next player's 10"."""
    from types import SimpleNamespace

    from game.present.review_words import reason_text
    d = SimpleNamespace(played=3 << 8, best=20 << 8, reason="scores",
                        played_points=5, best_points=10, played_reply=10, best_reply=0,
                        played_reply_tile=10, loss=5.0, mark="mistake")
    text = reason_text(d)
    assert text.count(". ") == 1 and "left" not in text and "next player's" not in text
    assert "scored 10 here. Your" in text and "could score 10 with" in text


def test_the_header_is_a_plain_count():
    """"Choice 2 of 8 (4 forced plays skipped)" confused; the header says
    the choice and how many mistakes there are to jump to."""
    assert decision_head(1, 3) == "Your choice 1 of 3"
    assert decision_head(2, 8, 3) == "Your choice 2 of 8 \u00b7 3 mistakes"
    assert decision_head(2, 3, 1) == "Your choice 2 of 3 \u00b7 1 mistake"
    assert decision_head(1, 3, 0) == "Your choice 1 of 3 \u00b7 no mistakes"
    assert "forced" not in decision_head(1, 3, 2)


def test_the_words_are_translated():
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            assert mark_line(D("mistake", 9.9)) != ("Mistake: 10 points short of the best over "
                                                   "the rest of the hand")
            summary = {"marks": {"mistake": 1}, "decisions": 3, "lost": 10.0}
            assert "look at again" not in summary_text(summary, [D("mistake", 10.0)])
            assert "choice" not in decision_head(1, 3, 2)
        finally:
            i18n.set_language("en")


def _decision(**kw):
    from engine.bots.review import Decision
    from engine.tiles import tile_index
    t = tile_index(2, 4) << 8
    base = dict(hand=0, seat=0, ply=4, choices=2, played=t | 9, best=t | 17,
                played_value=-100.0, best_value=21.0, loss=121.0, mark="blunder",
                played_points=0, best_points=0, played_reply=0, played_reply_tile=-1,
                best_reply=0, best_reply_tile=-1, best_wins=False, reason="later")
    base.update(kw)
    return Decision(**base)


def test_a_swing_from_the_hands_end_is_said_so():
    """"Blunder: 121 points short" with every play +0 read as wrong.
    The number is right (going out first swings the pips deducted); the words say that
    it comes at the hand's end, and who would lose the pips."""
    from game.present.review_words import from_hand_end, reason_text
    d = _decision(best=(1 << 8) | 9)  # another tile: [0|1]
    assert from_hand_end(d)
    assert "by the hand's end" in mark_line(d)
    words = reason_text(d, {"others_pips": ("North", 60)})
    assert "hand's end" in words and "North" in words and "60" in words
    assert "go out first" in words
    assert "hand's end" in reason_text(d)  # without the position: still says why
    # a small difference the plays' points explain: the plain words
    small = _decision(best=(1 << 8) | 9, loss=12.0, best_points=10, reason="scores")
    assert not from_hand_end(small) and "hand's end" not in reason_text(small)


def test_one_tile_on_two_ends_says_which_end():
    """"Your [2|4] scored 10 now, but [2|4] is worth 2 more" named one
    tile twice. The words say the end: "on the 4 end ... on the 2 end"."""
    from game.present.review_words import reason_text
    d = _decision(loss=2.0, mark="inaccuracy", played_points=10, reason="later")
    words = reason_text(d, {"played_end": 4, "best_end": 2})
    assert "on the 4 end" in words and "the 2 end" in words
    assert words.count("[2|4]") + words.count("2|4") <= 1 or "end" in words
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            shown = reason_text(d, {"played_end": 4, "best_end": 2})
            assert shown != words and "4" in shown and "2" in shown
        finally:
            i18n.set_language("en")


def test_the_statistics_show_a_typical_hand_not_a_mean_one_swing_dominates():
    """"151.5 per hand" from one hand's end swing. The figure is the
    median of the hands."""
    from game.scenes.review.stats import trend
    t = trend([4.0, 6.0, 300.0, 5.0, 7.0])
    assert t["recent"] == 6.0 and t["earlier"] is None


def test_the_hands_summary_says_when_its_points_come_from_the_hands_end():
    """"3 plays to look at again, 151 points to gain" read as wrong."""
    d = _decision(best=(1 << 8) | 9)
    summary = {"marks": {"blunder": 1}, "decisions": 1, "lost": d.loss}
    assert summary_text(summary, [d]) == \
        "1 play to look at again, 121 points to gain, all later in the hand."
    small = _decision(best=(1 << 8) | 9, loss=12.0, best_points=10, reason="scores",
                      mark="mistake")
    line = summary_text({"marks": {"mistake": 1}, "decisions": 1, "lost": 12.0}, [small])
    assert "hand's end" not in line and "10 when played, 2 later in the hand" in line


def test_one_number_for_a_hand_on_every_screen():
    """The review said "Inaccuracy: 4 points short", the summary "5
    points to gain" (a Good play's point added) and the statistics "4.7" (the raw
    sum). The hand's points to gain are the plays to look at again, in whole points,
    and the statistics keep that same number."""
    from game.persistence import ReviewCache
    from game.present.review_job import ReviewAnalysis
    from game.present.review_words import hand_points
    ds = [_decision(loss=4.3, mark="inaccuracy", reason="reply", played_reply=10,
                    best_reply=5, played_reply_tile=3),
          _decision(loss=1.2, mark="good", reason="later"),
          _decision(loss=0.0, mark="best", reason="best")]
    summary = {"marks": {"inaccuracy": 1, "good": 1, "best": 1}, "decisions": 3, "lost": 5.5}
    assert mark_line(ds[0]).startswith("Inaccuracy: 4 points short")
    assert summary_text(summary, ds) == "1 play to look at again, 4 points to gain."
    assert hand_points(ds) == 4
    assert "short" not in mark_line(ds[1])  # the Good play: close enough, not counted
    a = ReviewAnalysis.__new__(ReviewAnalysis)  # a finished analysis, kept in the cache
    a.cache, a.from_cache, a.key, a.decisions = ReviewCache(), False, "k", ds
    a._finish()
    assert a.cache.losses() == [4.0]


def test_a_loss_at_the_play_is_not_said_to_be_the_hands_end():
    """"21 points to gain, mostly at the hand's end" and "Blunder:
    15 points short of the best, by the hand's end" when the opening play scored 5
    against the best's 10. The line splits the points (when played / later) and the
    mark says the rest of the hand; "Blunder" is now "Big miss"."""
    opening = _decision(loss=15.0, mark="blunder", reason="scores", played_points=5,
                        best_points=10)
    later = _decision(loss=6.0, mark="mistake", reason="later")
    summary = {"marks": {"blunder": 1, "mistake": 1}, "decisions": 5, "lost": 21.0}
    line = summary_text(summary, [opening, later])
    assert line == ("2 plays to look at again, 21 points to gain: 5 when played, "
                    "16 later in the hand.")
    assert mark_line(opening) == ("Big miss: 15 points short of the best over the rest "
                                  "of the hand")
    assert "hand's end" not in mark_line(opening)
    assert "Blunder" not in mark_line(_decision())
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            shown = summary_text(summary, [opening, later])
            assert "later" not in shown and "21" in shown and "16" in shown
            assert mark_line(opening).split(":")[0] not in ("Big miss", "Poważny błąd")
        finally:
            i18n.set_language("en")


def test_good_plays_only_have_no_points_to_gain():
    good = [_decision(loss=1.2, mark="good"), _decision(loss=0.9, mark="good")]
    line = summary_text({"marks": {"good": 2}, "decisions": 2, "lost": 2.1}, good)
    assert line == "Good plays all hand: every choice within 2 points of the best."


def test_few_hands_say_average_not_typically():
    """"Last 2: typically 10.2 per hand" from two values: below 5 hands the
    line says the average (their mean)."""
    from game.scenes.review.stats import trend
    t = trend([21.0, 0.0])
    assert t["average"] and t["recent"] == 10.5
    t = trend([4.0, 6.0, 300.0, 5.0, 5.0])
    assert not t["average"] and t["recent"] == 5.0
