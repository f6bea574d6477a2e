"""A hand's end is a moment, then calm: once the pips have flown and the scores have
counted, the table holds still at least HAND_END_CALM s before the summary covers
it; a game won at a hand's end gets its win on the table ("You win!", its fanfare),
held at least REACH_MIN s before the game-over screen, and a press skips it. All on
the director's clock at normal speed."""

from __future__ import annotations

import pytest

from engine.events import GameEnd, HandEnd
from game.present import TableView
from game.present.deduction import HAND_END_CALM
from game.present.director import REACH_MIN, WIN_SKIP_AFTER, Director

DT = 1 / 60
HANDS = {
    # American Sniff, 3 players: the others' rounded pips taken off their scores
    "american going out": (3, 3, HandEnd("domino", 0, (0, 12, 8), (0, -10, -10),
                                         (50, 40, 40), ((), (12,), (20,)))),
    # partners: the opponents' pips fly first, then the partner's own
    "partners going out": (4, 2, HandEnd("domino", 0, (0, 12, 8, 9), (-10, -20),
                                         (40, 30), ((), (12,), (8,), (9,)))),
    # Sniff 61: the others' pips fly to the scorer's row
    "sniff 61 going out": (2, 2, HandEnd("domino", 0, (0, 23), (5, 0), (55, 50),
                                         ((), (23,)))),
    # a block every hand pays for
    "blocked": (2, 2, HandEnd("blocked", None, (12, 13), (-10, -15), (40, 35),
                              ((12,), (13,)))),
}


def _state(v):
    return (tuple(round(x, 3) for x in v.scores), len(v.deductions),
            tuple((d.shown, round(d.t, 3)) for d in v.deductions),
            v.going_out is not None, v.banner, tuple(v.flip))


@pytest.mark.parametrize("name", sorted(HANDS))
def test_the_table_holds_still_before_the_summary(name):
    players, entries, ev = HANDS[name]
    v = TableView.empty(players, False, 0, [50] * entries)
    came = []
    d = Director(v, on_hand_end=lambda _e: came.append(d.clock))
    d.feed([ev])
    last, moved = _state(v), 0.0
    for _frame in range(60 * 20):
        d.update(DT)
        if came:
            break
        now = _state(v)
        if now != last:
            last, moved = now, d.clock
    assert came, d.landed
    assert came[0] - moved >= HAND_END_CALM - DT, (came[0], moved)


def _won_at_hand_end():
    v = TableView.empty(2, False, 0, [240, 200])
    shown = {}
    d = Director(v, on_hand_end=lambda _e: shown.setdefault("summary", d.clock),
                 on_game_end=lambda _e: shown.setdefault("over", d.clock))
    d.feed([HandEnd("domino", 0, (0, 23), (20, 0), (260, 200), ((), (23,))),
            GameEnd(0, (260, 200))])
    for _frame in range(60 * 20):
        d.update(DT)
        if "summary" in shown:
            break
    d.release()  # the summary's Continue
    return d, v, shown


def test_a_game_won_at_a_hands_end_is_celebrated_before_the_game_over():
    d, v, shown = _won_at_hand_end()
    start, seen = d.clock, None
    for _frame in range(60 * 20):
        d.update(DT)
        if seen is None and v.banner == "reach:0":
            seen = d.clock
        if "over" in shown:
            break
    assert seen is not None, d.landed  # "You win!" on the final board
    assert shown["over"] - seen >= REACH_MIN - DT
    assert seen - start <= 0.1  # at once, as the summary goes


def test_a_press_skips_the_celebration():
    d, v, shown = _won_at_hand_end()
    for _frame in range(round(WIN_SKIP_AFTER / DT) + 2):
        d.update(DT)
    assert v.banner == "reach:0" and "over" not in shown
    d.skip()
    d.update(DT)
    assert "over" in shown
