"""The coach's words: one report (game.present.coach) behind every number, each number
a score the ruleset can give ("about 20 points", never "22" in a game scored in fives),
the mark in words (no chess "?"), and one short sentence saying why."""

from __future__ import annotations

from engine.bots.review import Decision
from engine.tiles import tile_index
from game import i18n
from game.present.coach import coach_report, score_unit, to_unit
from game.present.review_words import decision_head, mark_line, reason_text, summary_text


def setup_function(_f):
    i18n.set_language("en")


def _decision(**kw):
    t = tile_index(2, 4) << 8
    base = dict(hand=0, seat=0, ply=4, choices=2, played=t | 9, best=t | 17,
                played_value=-10.0, best_value=0.0, loss=10.0, mark="mistake",
                played_points=0, best_points=0, played_reply=0, played_reply_tile=-1,
                best_reply=0, best_reply_tile=-1, best_wins=False, reason="later")
    base.update(kw)
    return Decision(**base)


def test_the_units_are_the_rulesets_scores():
    assert score_unit("american") == 5 and score_unit("sniff61") == 1
    assert [to_unit(x, 5) for x in (0.0, 2.4, 2.5, 7.4, 22.3, 121.0)] == [0, 0, 5, 5, 20, 120]
    assert [to_unit(x, 1) for x in (0.4, 0.5, 4.4)] == [0, 1, 4]


def test_the_screenshot_hand_says_one_number_and_why():
    """The summary said "22 points to gain: 15 when played", the review "+0" and "+0"
    for that play: [5|6] on the 6 end let North score 15 at once, on the 5 end it would
    not have. Now both say about 20 (a score), and the sentence says the 15."""
    t = tile_index(5, 6) << 8
    d = _decision(played=t | 3, best=t | 5, loss=22.3, mark="blunder", reason="reply",
                  played_reply=15, played_reply_tile=tile_index(2, 6), best_reply=0)
    report = coach_report([_decision(loss=0.0, mark="best", reason="best"), d], 5)
    f = report[1]
    assert (f.points, f.mark, f.cause) == (20, "blunder", "reply")
    assert report.total == 20 and [x.index for x in report.flags] == [1]
    assert mark_line(f) == "Big miss: about 20 points to gain"
    ctx = {"played_end": 6, "best_end": 5, "next_name": "North", "next_scored": 15}
    assert reason_text(f, ctx) == ("Your [5|6] on the 6 end let North score 15 at once; "
                                   "[5|6] on the 5 end kept it closed.")
    # the record not showing it: a chance, not a fact
    assert "a chance to score 15" in reason_text(f, dict(ctx, next_scored=None))
    assert summary_text(report) == "1 play to look at again, about 20 points to gain."


def test_the_hand_line_adds_up_what_each_choice_says():
    ds = [_decision(loss=9.9), _decision(loss=0.4, mark="good"),
          _decision(loss=2.6, mark="inaccuracy"), _decision(loss=2.1, mark="inaccuracy")]
    report = coach_report(ds, 5)
    shown = [mark_line(f) for f in report]
    assert shown == ["Mistake: about 10 points to gain",
                     "Good: close to the best", "Inaccuracy: about 5 points to gain",
                     "Good: close to the best"]  # 2.1 rounds to no score: not flagged
    assert report.total == 15 == sum(f.points for f in report.flags)
    assert summary_text(report) == "2 plays to look at again, about 15 points to gain."
    # Sniff 61 scores whole points: the same losses in its units
    assert coach_report(ds, 1).total == 10 + 3 + 2


def test_the_hand_line_is_a_pointer_not_a_verdict():
    report = coach_report([_decision(loss=30.0, mark="blunder"),
                           _decision(loss=25.0, mark="blunder"),
                           _decision(loss=8.0, mark="inaccuracy")], 5)
    line = summary_text(report)
    assert line == "3 plays to look at again, about 65 points to gain."
    for word in ("blunder", "mistake", "inaccura", "left on the table", "lost"):
        assert word not in line.lower()
    good = coach_report([_decision(loss=1.2, mark="good"), _decision(loss=0.9, mark="good")], 5)
    assert summary_text(good) == "Good plays all hand: every choice close to the best."
    best = coach_report([_decision(loss=0.0, mark="best", reason="best")], 5)
    assert summary_text(best) == "Every play was the best one."
    # no choice at all: no plays of the player's, or only forced ones (not "every play
    # was forced" for a hand the player never played in)
    assert summary_text(coach_report([], 5)) == ("Nothing to review in this hand: you had no "
                                                 "choice to make.")


def test_each_cause_is_one_short_sentence():
    cases = {
        "scores": _decision(loss=6.0, best_points=10, played_points=5, reason="scores"),
        "wins": _decision(loss=260.0, mark="blunder", best_points=15, played_points=5,
                          best_wins=True, reason="wins"),
        "end": _decision(loss=121.0, mark="blunder", best=(1 << 8) | 9),
        "later": _decision(loss=6.0, best=(1 << 8) | 9),
    }
    for cause, d in cases.items():
        f = coach_report([d], 5)[0]
        assert f.cause == cause, (cause, f)
        words = reason_text(f, {"end_loss": ("North", 60)})
        assert words.count(". ") == 0 and words.endswith(".") and len(words) < 90, words
    # a winning play missed counts what the two plays scored apart, not the win's bonus
    assert coach_report([cases["wins"]], 5)[0].points == 10
    assert "would have won the game" in reason_text(coach_report([cases["wins"]], 5)[0])
    end = coach_report([cases["end"]], 5)[0]
    assert reason_text(end, {"end_loss": ("North", 60)}) == (
        "[0|1] helps you go out first: North would lose 60 at the hand's end.")
    assert "you would score 4" in reason_text(end, {"end_bonus": 4})
    assert "hand's end" in reason_text(end)  # without the position: still says why


def test_the_header_is_a_plain_count():
    assert decision_head(1, 3) == "Your choice 1 of 3"
    assert decision_head(2, 8, 3) == "Your choice 2 of 8 \u00b7 3 mistakes"
    assert decision_head(2, 3, 1) == "Your choice 2 of 3 \u00b7 1 mistake"
    assert decision_head(1, 3, 0) == "Your choice 1 of 3 \u00b7 no mistakes"


def test_the_words_are_translated():
    t = tile_index(5, 6) << 8
    d = _decision(played=t | 3, best=t | 5, loss=22.3, mark="blunder", reason="reply",
                  played_reply=15, best_reply=0)
    report = coach_report([d], 5)
    ctx = {"played_end": 6, "best_end": 5, "next_name": "North", "next_scored": 15}
    en = (mark_line(report[0]), reason_text(report[0], ctx), summary_text(report))
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            shown = (mark_line(report[0]), reason_text(report[0], ctx), summary_text(report))
            for a, b in zip(shown, en):
                assert a != b and "20" in shown[0] and "20" in shown[2]
            assert "15" in shown[1] and "North" in shown[1] and "[5|6]" in shown[1]
            assert "choice" not in decision_head(1, 3, 2)
        finally:
            i18n.set_language("en")


def test_the_statistics_show_a_typical_hand_not_a_mean_one_swing_dominates():
    """"151.5 per hand" from one hand's end swing: the figure is the median."""
    from game.scenes.review.stats import trend
    t = trend([4.0, 6.0, 300.0, 5.0, 7.0])
    assert t["recent"] == 6.0 and t["earlier"] is None
    t = trend([21.0, 0.0])
    assert t["average"] and t["recent"] == 10.5


def test_the_statistics_keep_the_summarys_number():
    from game.persistence import ReviewCache
    from game.present.review_job import ReviewAnalysis
    ds = [_decision(loss=4.3, mark="inaccuracy", reason="reply", played_reply=10,
                    best_reply=5, played_reply_tile=3),
          _decision(loss=1.2, mark="good"), _decision(loss=0.0, mark="best", reason="best")]
    a = ReviewAnalysis.__new__(ReviewAnalysis)  # a finished analysis, kept in the cache
    a.cache, a.from_cache, a.key, a.decisions, a.unit = ReviewCache(), False, "k", ds, 5
    a._finish()
    assert a.cache.losses() == [5.0] == [float(a.report.total)]


def test_the_best_play_says_what_it_left_the_next_player():
    """A player saw the review call [1|5] "The best play here." with no reason,
    and North scored 10 on it at once. The line now says that fact: the trade-off when
    the next player could score after it, else that they could not."""
    risky = coach_report([_decision(loss=0.0, mark="best", reason="best", played_reply=10,
                                    played_reply_tile=tile_index(1, 6))], 5)[0]
    safe = coach_report([_decision(loss=0.0, mark="best", reason="best")], 5)[0]
    ctx = {"next_name": "North", "next_scored": 10}
    assert reason_text(risky, ctx) == ("The best play by the coach's count, though North "
                                       "could score 10 at once.")
    assert reason_text(safe, ctx) == ("The best play here: North could not score at once "
                                      "after it.")
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            for f in (risky, safe):
                words = reason_text(f, ctx)
                assert "North" in words and words != reason_text(f, {}) and "best" not in words
            assert "10" in reason_text(risky, ctx)
        finally:
            i18n.set_language("en")
