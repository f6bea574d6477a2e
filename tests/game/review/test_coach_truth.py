"""The coach's one truth: for recorded hands (seeded bot games), the hand summary's
coach line and the review read the same report, so the summary's total is the sum of
what the review says for each flagged play, and every number either screen shows is
a score the ruleset can give (American Sniff: multiples of 5; Sniff 61: whole
points)."""

from __future__ import annotations

import re

import pytest

from engine import Game
from engine.bots import make_bot
from engine.bots.review import review
from engine.tiles import HI, LO
from game import i18n
from game.i18n import ngettext
from game.present.coach import coach_report, score_unit
from game.present.review_words import mark_line, reason_text, summary_text
from game.scenes.review.context import reason_context
from game.scenes.review.replay_cursor import HandCursor

FAST = 60  # worlds per decision

NAMES = ["You", "North", "West", "East"]


def _recorded_hand(ruleset: str, players: int, seed: int) -> Game:
    """A finished first hand: seat 0 played by Easy (it leaves points to find), the
    others by Medium."""
    g = Game(ruleset, players, target=10 ** 6, seed=seed)
    g.deal()
    me, others = make_bot("easy", seed=seed), make_bot("medium", seed=seed + 1)
    while g.phase == "play":
        g.play((me if g.turn == 0 else others).choose(g.view(g.turn)))
    return g


def _numbers(text: str) -> list[float]:
    """The numbers a text says as points: tiles ("[5|6]") and ends ("the 5 end",
    "na końcu 5", "接在 5 端") name pips, not points, and are left out."""
    text = re.sub(r"\[\d\|\d\]", " ", text)
    text = re.sub(r"\bthe \d end|na końcu \d|接在 \d 端", " ", text)
    return [float(x) for x in re.findall(r"\d+(?:[.,]\d+)?", text.replace(",", "."))]


CASES = [("american", 2, s) for s in (1, 2, 3, 4)] + [("american", 4, 5), ("american", 3, 6),
                                                       ("sniff61", 2, 7), ("sniff61", 3, 8)]


@pytest.mark.parametrize("ruleset,players,seed", CASES)
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_summary_total_is_the_reviews_sum_and_every_number_a_score(ruleset, players, seed,
                                                                  lang):
    g = _recorded_hand(ruleset, players, seed)
    ds = review(g.to_record(), 0, 0, seed=1, iterations=FAST)
    unit = score_unit(ruleset)
    report = coach_report(ds, unit)
    cursor = HandCursor(g, 0)
    i18n.set_language(lang)
    try:
        plays = ngettext("{n} play", "{n} plays", len(report.flags)).format(
            n=len(report.flags))
        shown, per_play = [summary_text(report).replace(plays, "")], 0
        for f in report:
            d = f.decision
            cursor.go(d.ply)
            ctx = reason_context(cursor, d, 0, NAMES[:players])
            mark, why = mark_line(f), reason_text(f, ctx)
            shown += [mark, why]
            if f.flagged:
                said = _numbers(mark)
                assert said == [f.points], (mark, f)  # the mark says the play's points
                per_play += said[0]
            else:
                assert f.points == 0 and not _numbers(mark)
            if f.mark != "best":  # the review names the better play's tile
                assert f"[{LO[d.best >> 8]}|{HI[d.best >> 8]}]" in why
        assert per_play == report.total == sum(f.points for f in report.flags)
        if report.flags:
            assert report.total in _numbers(summary_text(report))
        for text in shown:
            for n in _numbers(text):
                assert n >= 0 and n == int(n) and int(n) % unit == 0, (text, n)
    finally:
        i18n.set_language("en")


def test_the_cases_flag_something():
    """The recorded hands above are not all clean: the test sees flagged plays, a
    Sniff 61 hand with points not a multiple of 5 being allowed to be whole points."""
    flagged = 0
    for ruleset, players, seed in CASES:
        g = _recorded_hand(ruleset, players, seed)
        report = coach_report(review(g.to_record(), 0, 0, seed=1, iterations=FAST),
                              score_unit(ruleset))
        flagged += len(report.flags)
        assert all(f.points % score_unit(ruleset) == 0 and f.points > 0 for f in report.flags)
    assert flagged >= 4
