"""Hand-made cases for the rules that the seed's figures do not show.

Every case is an explicit deal (hands per seat in notation, the boneyard's
front in drawing order, the rest of the set behind it in index order) and an
explicit list of plays, so the expected result can be checked by hand.
"""

from __future__ import annotations

import json

import pytest

from engine import (
    AMERICAN,
    SNIFF61,
    Game,
    IllegalMoveError,
    Layout,
    Move,
    get_ruleset,
    round5,
)
from engine.events import Deal, Draw, GameEnd, HandEnd, LeadDraw, Pass, Play
from engine.moves import BRANCH_A, BRANCH_B, HIGH, LOW, A, B
from engine.record import load_record
from engine.tiles import NAME, PIPS
from tests.conftest import TS, kinds, new_game, pips, play_all

# -- the rulesets as data -----------------------------------------------------


def test_deal_sizes_and_targets():
    assert [AMERICAN.hand_size(n) for n in (2, 3, 4)] == [7, 6, 5]
    assert [SNIFF61.hand_size(n) for n in (2, 3, 4)] == [7, 5, 5]
    assert [AMERICAN.target(n) for n in (2, 3, 4)] == [250, 200, 200]
    assert [SNIFF61.target(n) for n in (2, 3, 4)] == [61, 61, 61]
    for name, n, k in [("american", 2, 7), ("american", 3, 6), ("american", 4, 5),
                       ("sniff61", 2, 7), ("sniff61", 3, 5), ("sniff61", 4, 5)]:
        g = Game(name, n, seed=5)
        events = g.deal()
        d = events[-1]
        assert isinstance(d, Deal)
        assert [len(h) for h in d.hands] == [k] * n
        assert d.boneyard == g.boneyard_size == 28 - n * k
        assert g.target == get_ruleset(name).target(n)


def test_only_four_player_american_has_teams():
    assert len(Game("american", 4).scores) == 2
    assert len(Game("sniff61", 4).scores) == 4
    assert len(Game("american", 3).scores) == 3
    g = Game("american", 4)
    assert [g.seat_entry(s) for s in range(4)] == [0, 1, 0, 1]


# -- rounding (RULES.md 1.7) --------------------------------------------------

ROUNDING_TABLE = {0: 0, 1: 0, 2: 0, 3: 5, 4: 5, 12: 10, 13: 15}


@pytest.mark.parametrize("raw,rounded", sorted(ROUNDING_TABLE.items()))
def test_round5_table(raw, rounded):
    assert round5(raw) == rounded


def test_round5_remainders():
    for n in range(0, 200):
        r = n % 5
        assert round5(n) == (n - r if r <= 2 else n + 5 - r)


# American hands that end by a domino of seat 0 with no draw at all; the
# other seats keep exactly one tile each (RULES.md 1.7: each hand rounded).
AMERICAN_DOMINOES = [
    pytest.param(
        ["5-5 4-5 3-6 0-2 5-6 0-6", "1-5 4-6 3-5 1-3 6-6 0-0", "1-2 2-5 0-3 2-6 1-4 0-1"],
        ["5-5", "1-5@5-5:b", "1-2@1-5:low", "4-5@5-5:a", "4-6@4-5:low", "2-5@1-2:high",
         "3-6@4-6:high", "3-5@2-5:high", "0-3@3-6:low", "0-2@0-3:low", "1-3@3-5:low",
         "2-6@0-2:high", "5-6@5-5:branch-a", "6-6@5-6:high", "1-4@1-3:low", "0-6@2-6:high"],
        ["0-0", "0-1"], (0, 0, 1), (0, 0, 0), id="0->0 and 1->0"),
    pytest.param(
        ["5-5 4-5 3-6 0-5 1-6 2-3", "1-5 4-6 3-5 0-1 0-4 1-1", "1-2 2-5 1-3 5-6 3-4 0-3"],
        ["5-5", "1-5@5-5:b", "1-2@1-5:low", "4-5@5-5:a", "4-6@4-5:low", "2-5@1-2:high",
         "3-6@4-6:high", "3-5@2-5:high", "1-3@3-6:low", "0-5@5-5:branch-b", "0-1@1-3:low",
         "5-6@5-5:branch-a", "1-6@5-6:high", "0-4@0-5:low", "3-4@0-4:high", "2-3@3-4:low"],
        ["1-1", "0-3"], (0, 2, 3), (0, 0, -5), id="2->0 and 3->5"),
    pytest.param(
        ["4-6 0-5 5-6 3-5 2-2 0-2", "4-5 0-0 0-6 1-3 0-1 0-4", "5-5 2-6 1-6 0-3 1-4 6-6"],
        ["4-6", "4-5@4-6:low", "5-5@4-5:high", "0-5@5-5:b", "0-0@0-5:low", "2-6@4-6:high",
         "5-6@5-5:branch-a", "0-6@0-0:b", "1-6@0-6:high", "3-5@5-5:branch-b", "1-3@1-6:low",
         "0-3@1-3:high", "2-2@2-6:low", "0-1@0-3:low", "1-4@0-1:high", "0-2@2-2:b"],
        ["0-4", "6-6"], (0, 4, 12), (0, -5, -10), id="4->5 and 12->10"),
]


@pytest.mark.parametrize("hands,plays,kept,want_pips,want_change", AMERICAN_DOMINOES)
def test_american_domino_deducts_each_hand_rounded(hands, plays, kept, want_pips, want_change):
    g = new_game("american", 3, hands)
    events = play_all(g, plays)
    assert "draw" not in kinds(events) and "pass" not in kinds(events)
    assert kinds(events)[-1] == "hand_end"
    he = events[-1]
    assert (he.how, he.seat) == ("domino", 0)
    assert he.pips == want_pips
    assert he.pips == (0, pips(kept[0]), pips(kept[1]))
    assert [NAME[t] for t in he.hands[1]] == [kept[0]]
    assert [NAME[t] for t in he.hands[2]] == [kept[1]]
    assert he.change == want_change == tuple(-round5(p) for p in want_pips)
    before = events[-2].scores
    assert he.scores == tuple(b + c for b, c in zip(before, he.change)) == tuple(g.scores)
    # Dominoing earns no bonus: the winner's entry changes by 0.
    assert he.change[0] == 0
    assert g.phase == "deal" and g.required_leader() == 0


def test_negative_scores():
    """Seats 1 and 2 never score in this hand, so the deduction takes them below zero."""
    hands, plays, *_ = AMERICAN_DOMINOES[2].values
    g = new_game("american", 3, hands, scores=[0, 0, 5])
    events = play_all(g, plays)
    assert all(e.points == 0 for e in events if e.kind == "play" and e.seat != 0)
    assert events[-1].change == (0, -5, -10)
    assert g.scores[1:] == [-5, -5]
    # Negative scores are valid start scores, and survive a record round trip.
    g2 = new_game("american", 3, hands, scores=[-40, -5, -5])
    play_all(g2, plays[:3])
    g3 = load_record(json.dumps(g2.to_record()))
    assert g3.scores == g2.scores and g3.start_scores == (-40, -5, -5)


# A four-player American hand: seat 0 dominoes; seats 1 and 3 (team 1) keep a
# 7-pip tile each, seat 2 (seat 0's partner) keeps 3-4.
PARTNER_HANDS = ["1-4 0-4 1-1 3-3 2-3", "1-5 0-2 0-1 5-6 1-6",
                 "0-5 1-2 1-3 3-6 3-4", "0-0 0-6 0-3 2-6 2-5"]
PARTNER_PLAYS = ["1-4", "1-5@1-4:low", "0-5@1-5:high", "0-0@0-5:low", "0-4@1-4:high",
                 "0-2@0-4:low", "1-2@0-2:high", "0-6@0-0:b", "1-1@1-2:low", "0-1@0-0:branch-b",
                 "1-3@0-1:high", "0-3@0-0:branch-a", "3-3@0-3:high", "5-6@0-6:high",
                 "3-6@3-3:b", "2-6@3-6:high", "2-3@1-3:high"]


def test_partners_rounded_separately():
    g = new_game("american", 4, PARTNER_HANDS)
    events = play_all(g, PARTNER_PLAYS)
    assert "draw" not in kinds(events)
    he = events[-1]
    assert isinstance(he, HandEnd) and (he.how, he.seat) == ("domino", 0)
    assert he.pips == (0, 7, 7, 7)
    # Team 1: 7 + 7 pips cost 5 + 5 = 10, never round5(14) = 15.
    # Team 0: seat 0 has nothing left, seat 2 has 7 -> 5.
    assert he.change == (-5, -10)
    assert round5(14) == 15
    assert len(g.scores) == 2


# Four players: seat 2 (seat 0's partner) makes 0-6 + 2-4 = 10 on the third play.
TEAM_HANDS = ["0-2 1-1 1-2 1-3 1-4", "2-4 2-2 2-3 3-3 3-4",
              "0-6 4-4 4-5 5-5 5-6", "0-0 0-1 0-3 0-4 0-5"]
TEAM_PLAYS = ["0-2", "2-4@0-2:high", "0-6@0-2:low"]


def test_team_points_go_to_the_team():
    g = new_game("american", 4, TEAM_HANDS)
    events = play_all(g, TEAM_PLAYS)
    assert [(e.seat, e.total, e.points, e.scores) for e in events] == [
        (0, 2, 0, (0, 0)), (1, 4, 0, (0, 0)), (2, 10, 10, (10, 0))]


# -- an immediate win (RULES.md 1.8 and section 4) -----------------------------

SECTION4_HANDS = ["1-4 2-2 0-3 5-6 1-1 4-4 0-6", "3-4 1-2 2-5 0-0 3-3 2-6 1-6"]
SECTION4_BONE = "0-1 0-2 0-4 0-5 1-3 1-5 2-3 2-4 3-5 3-6 4-5 4-6 5-5 6-6"
SECTION4_PLAYS = ["1-4", "3-4@1-4:high", "1-1@1-4:low"]


def test_immediate_win_in_the_middle_of_a_hand():
    g = new_game("american", 2, SECTION4_HANDS, SECTION4_BONE, scores=[240, 0])
    e1 = g.play("1-4")
    assert kinds(e1) == ["play"] and e1[0].scores == (245, 0)
    e2 = g.play("3-4@1-4:high")
    assert kinds(e2) == ["play"] and e2[0].points == 0
    e3 = g.play("1-1@1-4:low")
    assert e3 == [Play(0, Move.parse("1-1@1-4:low"), 5, 5, (250, 0)), GameEnd(0, (250, 0))]
    assert g.phase == "over" and g.is_over
    assert g.outcome.winner == 0 and g.outcome.scores == (250, 0)
    # Nothing comes after: the hand is not settled, nobody moves, nothing is dealt.
    assert len(g.legal_codes()) == 0 and not g.legal_moves
    assert "hand_end" not in kinds(g.log)
    assert g.hand_tiles(0) == sorted(TS("0-3 2-2 4-4 0-6 5-6"))
    with pytest.raises(IllegalMoveError, match="over"):
        g.play("1-2@1-1:b")
    with pytest.raises(IllegalMoveError, match="over"):
        g.deal()


def test_win_overshooting_the_target_and_nothing_forced_after_it():
    """5-5 opens for 10 and wins; seat 1 has no 5 but draws nothing."""
    g = new_game("american", 2, ["5-5 0-1 0-2 0-3 0-4 1-1 1-2", "0-0 0-6 1-3 1-4 1-6 2-2 2-3"],
                 scores=[245, 0])
    events = g.play("5-5")
    assert events == [Play(0, Move.parse("5-5"), 10, 10, (255, 0)), GameEnd(0, (255, 0))]
    assert g.boneyard_size == 14
    assert len(g.hand_tiles(1)) == 7


def test_partner_play_wins_for_the_team():
    g = new_game("american", 4, TEAM_HANDS, scores=[190, 195])
    play_all(g, TEAM_PLAYS[:2])
    events = g.play(TEAM_PLAYS[2])
    assert events == [Play(2, Move.parse(TEAM_PLAYS[2]), 10, 10, (200, 195)),
                      GameEnd(0, (200, 195))]
    assert g.outcome.winner == 0 and g.outcome.teams


def test_sniff61_play_reaching_61_wins_at_once():
    g = new_game("sniff61", 2, SECTION4_HANDS, SECTION4_BONE, scores=[60, 0])
    events = g.play("1-4")
    assert events == [Play(0, Move.parse("1-4"), 5, 1, (61, 0)), GameEnd(0, (61, 0))]
    assert g.phase == "over"


# -- drawing and passing (RULES.md 1.6) -----------------------------------------


def test_drawn_tile_must_be_played_and_unplayable_draws_are_kept():
    g = new_game("american", 2, ["6-6 0-6 1-6 3-6 4-6 5-6 2-2", "0-0 0-2 0-3 0-4 0-5 1-1 1-3"],
                 boneyard="0-1 1-2 2-6 1-4")
    events = g.play("6-6")
    assert events[0] == Play(0, Move.parse("6-6"), 12, 0, (0, 0))
    # Seat 1 holds no 6: it draws one tile at a time until one is playable.
    assert events[1:] == [Draw(1, Move.parse("0-1").tile), Draw(1, Move.parse("1-2").tile),
                          Draw(1, Move.parse("2-6").tile)]
    assert g.turn == 1 and g.boneyard_size == 11
    assert g.drawn == Move.parse("2-6").tile
    assert sorted(str(m) for m in g.legal_moves) == ["2-6@6-6:a", "2-6@6-6:b"]
    hand = set(g.hand_tiles(1))
    assert set(TS("0-1 1-2 2-6")) <= hand and len(hand) == 10
    with pytest.raises(IllegalMoveError):
        g.play("0-1@6-6:a")
    with pytest.raises(IllegalMoveError):
        g.play("1-4@6-6:a")  # still in the boneyard
    g.play("2-6@6-6:a")
    # The unplayable draws stay in the hand.
    assert set(g.hand_tiles(1)) == set(TS("0-0 0-2 0-3 0-4 0-5 1-1 1-3 0-1 1-2"))
    # Everybody knows seat 1 held no 6 (it drew).
    assert g.void[1] >> 6 & 1
    assert g.view(0).void[1] >> 6 & 1


def test_first_drawn_tile_playable_is_played_and_nothing_is_kept():
    g = new_game("american", 2, ["6-6 0-6 1-6 3-6 4-6 5-6 2-2", "0-0 0-2 0-3 0-4 0-5 1-1 1-3"],
                 boneyard="2-6 0-1")
    events = g.play("6-6")
    assert kinds(events) == ["play", "draw"] and events[1] == Draw(1, Move.parse("2-6").tile)
    assert g.turn == 1 and len(g.hand_tiles(1)) == 8
    assert {m.tile for m in g.legal_moves} == {Move.parse("2-6").tile}


# Four players: seat 1 holds no 6 and draws the whole boneyard (the last tile
# fits); then seat 2 has no 5 or 6 and must pass because the boneyard is empty.
PASS_HANDS = ["6-6 0-6 1-6 2-6 3-6", "0-0 0-1 0-2 0-3 0-4",
              "1-1 1-2 1-3 1-4 2-2", "4-6 0-5 1-5 2-5 3-5"]
PASS_BONE = "2-3 2-4 3-3 3-4 4-4 4-5 5-5 5-6"


def test_pass_only_with_an_empty_boneyard():
    g = new_game("american", 4, PASS_HANDS, PASS_BONE)
    events = g.play("6-6")
    assert kinds(events) == ["play"] + ["draw"] * 8  # a draw, never a pass, while tiles remain
    assert [NAME[e.tile] for e in events[1:]] == PASS_BONE.split()
    assert g.turn == 1 and g.boneyard_size == 0
    events = g.play("5-6@6-6:a")
    assert events == [Play(1, Move.parse("5-6@6-6:a"), 17, 0, (0, 0)), Pass(2)]
    assert g.turn == 3
    events = g.play("3-5@5-6:low")  # the sniff still counts 12: 12 + 3 = 15 for team 1
    assert events == [Play(3, Move.parse("3-5@5-6:low"), 15, 15, (0, 15))]
    assert g.turn == 0
    assert g.void[2] & (1 << 5 | 1 << 6) == (1 << 5 | 1 << 6)


# -- blocked hands (RULES.md 1.6, 1.7 and section 3) ----------------------------

# American, two players: every 0 ends up on the table, both open ends show 0
# (the sniff 0-0's side b and 0-6's low end); seat 0 then draws the whole
# boneyard without finding a 0, and nobody can play.
BLOCK_HANDS_AMERICAN = ["0-1 1-2 0-3 0-4 5-6 3-3 4-4", "0-0 0-2 3-4 0-5 0-6 1-6 2-4"]
BLOCK_PLAYS_AMERICAN = ["0-1", "0-0@0-1:low", "1-2@0-1:high", "0-2@1-2:high", "0-3@0-2:low",
                        "3-4@0-3:high", "0-4@3-4:high", "0-5@0-4:low", "5-6@0-5:high",
                        "0-6@5-6:high"]


def test_american_blocked_hand():
    g = new_game("american", 2, BLOCK_HANDS_AMERICAN)
    events = play_all(g, BLOCK_PLAYS_AMERICAN)
    plays = [e for e in events if isinstance(e, Play)]
    assert [e.total for e in plays] == [1, 1, 2, 0, 3, 4, 0, 5, 6, 0]
    assert [e.points for e in plays] == [0, 0, 0, 0, 0, 0, 0, 5, 0, 0]
    assert sorted((NAME[a], p) for a, _, p in g.layout.attach_points()) == [("0-0", 0),
                                                                          ("0-6", 0)]
    assert kinds(events) == ["play"] * 10 + ["draw"] * 14 + ["hand_end"]
    assert all(e.seat == 0 for e in events if isinstance(e, Draw))
    he = events[-1]
    # Seat 1 keeps 1-6 and 2-4: 13 pips -> 15. Seat 0 has the other 113 of the
    # set's 168 - 42 (layout) = 126 pips -> 115. A block has no winner and no bonus.
    assert (he.how, he.seat) == ("blocked", None)
    assert he.pips == (113, 13)
    assert he.change == (-115, -15)
    assert he.scores == (-115, -10) == tuple(g.scores)
    assert g.last_end == ("blocked", None)
    assert g.required_leader() is None


# Sniff 61: the sniff 6-6 sits in line, both ends covered, both side branches
# take a tile (2-6 and 3-6, whose 2 and 3 count but never take a tile), and
# both arms end on a 6 after all seven 6s are out.
BLOCK_PLAYS_61 = ["6-6", "0-6@6-6:a", "1-6@6-6:b", "2-6@6-6:branch-a", "3-6@6-6:branch-b",
                  "0-4@0-6:low", "4-6@0-4:high", "1-5@1-6:low", "5-6@1-5:high"]
BLOCK_TOTALS_61 = [12, 6, 1, 3, 6, 10, 12, 16, 17]
BLOCK_HANDS_61_2P = ["6-6 1-6 3-6 4-6 5-6 0-0 0-1", "0-6 2-6 0-4 1-5 2-2 2-3 3-3"]


def test_sniff61_blocked_by_side_tiles_unique_lowest_wins():
    g = new_game("sniff61", 2, BLOCK_HANDS_61_2P)
    events = play_all(g, BLOCK_PLAYS_61)
    plays = [e for e in events if isinstance(e, Play)]
    assert [e.total for e in plays] == BLOCK_TOTALS_61
    assert [e.points for e in plays] == [0, 0, 0, 0, 0, 2, 0, 0, 0]  # 10 -> 2 big points
    # Seat 1 holds 2-2, 2-3, 3-3 and draws more 2s and 3s, but 2-6 and 3-6 are side
    # tiles: their 2 and 3 count (6 + 6 + 2 + 3 = 17) and take nothing.
    assert kinds(events) == ["play"] * 9 + ["draw"] * 14 + ["hand_end"]
    he = events[-1]
    assert (he.how, he.seat) == ("blocked", 0)
    # 168 pips in the set, 73 on the table: seat 0 keeps 0-0 and 0-1 (1 pip),
    # seat 1 the other 94 -> 95 / 5 = 19 big points; nobody loses points.
    assert he.pips == (1, 94)
    assert he.change == (19, 0)
    assert he.scores == (19, 2)
    assert g.phase == "deal"


def _block61_4p(hands):
    g = new_game("sniff61", 4, hands)
    events = play_all(g, BLOCK_PLAYS_61)
    assert kinds(events) == ["play"] * 9 + ["draw"] * 8 + ["hand_end"]
    assert all(e.seat == 1 for e in events if isinstance(e, Draw))
    return g, events[-1]


def test_sniff61_blocked_tie_for_fewest_nobody_scores():
    # Seat 0 keeps 1-2 0-1 (4 pips) and seat 2 keeps 0-0 0-2 1-1 (4 pips): a tie.
    g, he = _block61_4p(["6-6 3-6 5-6 1-2 0-1", "0-6 0-4 2-3 2-4 3-3",
                         "1-6 4-6 0-0 0-2 1-1", "2-6 1-5 0-3 1-3 2-2"])
    assert he.how == "blocked" and he.seat is None
    assert he.pips[0] == he.pips[2] == 4 and min(he.pips) == 4
    assert he.pips[3] == 11 and sum(he.pips) == 95
    assert he.change == (0, 0, 0, 0)
    assert g.scores == [0, 2, 0, 0]  # only seat 1's play 0-4 (total 10) scored


def test_sniff61_blocked_unique_lowest_need_not_be_the_leader():
    # Seat 2 keeps 0-0 0-1 0-2 (3 pips), the fewest; the others hold 95 - 3 = 92 -> 90 / 5.
    g, he = _block61_4p(["6-6 3-6 5-6 1-2 1-1", "0-6 0-4 2-3 2-4 3-3",
                         "1-6 4-6 0-0 0-1 0-2", "2-6 1-5 0-3 1-3 2-2"])
    assert (he.how, he.seat) == ("blocked", 2)
    assert he.pips[2] == 3 and sum(he.pips) == 95
    assert he.change == (0, 0, 18, 0)


# Sniff 61 dominoes by seat 0; the other seats keep one tile each. The bonus is
# the opponents' pips added together, /5, rounded (21, 22 -> 4; 23, 24 -> 5).
SNIFF61_DOMINOES = [
    pytest.param(
        ["1-5 3-5 1-3 2-6 2-3", "1-4 0-0 1-2 0-5 6-6", "0-4 0-6 2-5 0-1 4-5"],
        ["1-5", "1-4@1-5:low", "0-4@1-4:high", "3-5@1-5:high", "0-0@0-4:low", "0-6@0-0:b",
         "1-3@3-5:low", "1-2@1-3:low", "2-5@1-2:high", "2-6@0-6:high", "0-5@2-5:high",
         "0-1@0-0:branch-a", "2-3@2-6:low"],
        ["6-6", "4-5"], 21, 4, id="21->4"),
    pytest.param(
        ["4-5 2-6 2-5 1-2 1-4", "4-4 0-4 1-3 0-5 6-6", "5-6 0-3 2-4 2-2 4-6"],
        ["4-5", "4-4@4-5:low", "5-6@4-5:high", "2-6@5-6:high", "0-4@4-4:b", "0-3@0-4:low",
         "2-5@2-6:low", "1-3@0-3:high", "2-4@4-4:branch-b", "1-2@1-3:low", "0-5@2-5:high",
         "2-2@1-2:high", "1-4@4-4:branch-a"],
        ["6-6", "4-6"], 22, 4, id="22->4"),
    pytest.param(
        ["4-5 4-6 1-5 0-2 1-1", "4-4 0-0 1-2 2-3 6-6", "0-4 2-4 2-2 1-3 5-6"],
        ["4-5", "4-4@4-5:low", "0-4@4-4:b", "4-6@4-4:branch-b", "0-0@0-4:low",
         "2-4@4-4:branch-a", "1-5@4-5:high", "1-2@1-5:low", "2-2@1-2:high", "0-2@0-0:b",
         "2-3@2-2:b", "1-3@2-3:high", "1-1@1-3:low"],
        ["6-6", "5-6"], 23, 5, id="23->5"),
    pytest.param(
        ["1-5 0-3 1-1 2-3 2-5", "1-6 0-2 4-6 3-3 6-6", "3-5 2-6 1-4 3-4 5-6",
         "3-6 1-3 1-2 2-4 0-1"],
        ["1-5", "1-6@1-5:low", "3-5@1-5:high", "3-6@1-6:high", "0-3@3-5:low", "0-2@0-3:low",
         "2-6@0-2:high", "1-3@3-6:low", "1-1@1-3:low", "4-6@2-6:high", "1-4@4-6:low",
         "1-2@1-1:b", "2-3@1-2:high", "3-3@2-3:high", "3-4@3-3:b", "2-4@3-4:high",
         "2-5@2-4:low"],
        ["6-6", "5-6", "0-1"], 24, 5, id="24->5"),
]


@pytest.mark.parametrize("hands,plays,kept,others,bonus", SNIFF61_DOMINOES)
def test_sniff61_domino_bonus_rounding(hands, plays, kept, others, bonus):
    n = len(hands)
    g = new_game("sniff61", n, hands)
    events = play_all(g, plays)
    assert "draw" not in kinds(events)
    # Seat 0 never scores during these hands: all its points are the bonus.
    assert all(e.points == 0 for e in events if isinstance(e, Play) and e.seat == 0)
    he = events[-1]
    assert (he.how, he.seat) == ("domino", 0)
    assert he.pips == (0, *[pips(k) for k in kept])
    assert sum(he.pips) == others
    assert he.change == (bonus,) + (0,) * (n - 1)
    assert g.scores[0] == bonus


def test_sniff61_hand_bonus_reaching_61_ends_the_game_after_hand_end():
    g = new_game("sniff61", 2, BLOCK_HANDS_61_2P, scores=[50, 0])
    events = play_all(g, BLOCK_PLAYS_61)
    assert kinds(events)[-2:] == ["hand_end", "game_end"]
    assert events[-2].change == (19, 0) and events[-2].scores == (69, 2)
    assert events[-1] == GameEnd(0, (69, 2))
    assert g.phase == "over" and g.outcome.winner == 0


def test_sniff61_domino_bonus_exactly_61():
    hands, plays, *_ = SNIFF61_DOMINOES[0].values
    g = new_game("sniff61", 3, hands, scores=[57, 0, 0])
    events = play_all(g, plays)
    assert [e.kind for e in events if e.kind in ("hand_end", "game_end")] == ["hand_end",
                                                                             "game_end"]
    assert events[-1] == GameEnd(0, (61, 0, 1))  # seat 2 made 5 once (1 point)


def test_american_block_deducts_and_the_game_goes_on():
    g = new_game("american", 2, BLOCK_HANDS_AMERICAN, scores=[0, 240])
    events = play_all(g, BLOCK_PLAYS_AMERICAN)
    assert "game_end" not in kinds(events)
    assert events[-1].scores == (-115, 240 + 5 - 15)
    assert g.phase == "deal"


def test_american_second_player_wins_mid_hand():
    g = new_game("american", 2, BLOCK_HANDS_AMERICAN, scores=[0, 245])
    events = play_all(g, BLOCK_PLAYS_AMERICAN[:7])
    assert g.scores == [0, 245]
    events = g.play(BLOCK_PLAYS_AMERICAN[7])  # 0-5 makes 5 for seat 1: 250 wins at once
    assert events == [Play(1, Move.parse("0-5@0-4:low"), 5, 5, (0, 250)), GameEnd(1, (0, 250))]
    assert g.outcome.winner == 1


# -- who leads the next hand ------------------------------------------------------

# American, two players: seat 0 leads, draws once, and seat 1 dominoes.
NONLEADER_DOMINO = {
    "hands": ["2-2 0-3 4-5 0-0 4-4 1-5 0-5", "3-3 6-6 5-6 3-5 2-4 1-3 1-4"],
    "boneyard": "2-3 0-6 1-1 3-4 1-2 2-5 1-6 2-6 0-2 0-1 5-5 0-4 4-6 3-6",
    "plays": ["1-5", "3-5@1-5:high", "0-3@3-5:low", "1-3@1-5:low", "0-0@0-3:low",
              "3-3@1-3:high", "0-5@0-0:b", "5-6@0-5:high", "2-3@3-3:b", "6-6@5-6:high",
              "2-2@2-3:low", "2-4@2-2:b", "4-4@2-4:high", "1-4@4-4:b"],
}


def test_american_next_leader_is_the_domino_player():
    g = new_game("american", 2, NONLEADER_DOMINO["hands"], NONLEADER_DOMINO["boneyard"])
    events = play_all(g, NONLEADER_DOMINO["plays"])
    assert [e.seat for e in events if isinstance(e, Draw)] == [0]
    he = events[-1]
    assert (he.how, he.seat) == ("domino", 1)
    assert he.pips == (9, 0) and he.change == (-10, 0)  # seat 0 keeps 4-5
    assert g.required_leader() == 1
    with pytest.raises(IllegalMoveError, match="leader 0 contradicts"):
        g.deal(leader=0)
    events = g.deal()
    assert kinds(events) == ["deal"]  # no draw for the lead
    assert events[0].leader == 1 and g.turn == 1
    g.undo()
    assert kinds(g.deal(leader=1)) == ["deal"]


def test_american_next_leader_after_a_block_is_drawn():
    g = new_game("american", 2, BLOCK_HANDS_AMERICAN)
    play_all(g, BLOCK_PLAYS_AMERICAN)
    events = g.deal()
    assert kinds(events) == ["lead_draw", "deal"]
    ld = events[0]
    assert isinstance(ld, LeadDraw) and events[1].leader == ld.leader == g.turn
    # The draw: in each round the tied seats turn up a tile; the highest pip total leads.
    last = ld.rounds[-1]
    best = max(PIPS[t] for _, t in last)
    leaders = [s for s, t in last if PIPS[t] == best]
    assert leaders == [ld.leader]
    # Any leader may be given instead of the draw.
    g.undo()
    assert kinds(g.deal(leader=1)) == ["deal"] and g.turn == 1


def test_sniff61_next_leader_rotates_whoever_won():
    # Hand 1: seat 0 leads and wins the block; seat 1 leads hand 2 anyway.
    g = new_game("sniff61", 2, BLOCK_HANDS_61_2P)
    play_all(g, BLOCK_PLAYS_61)
    assert g.last_end == ("blocked", 0)
    assert g.required_leader() == 1
    with pytest.raises(IllegalMoveError, match="contradicts"):
        g.deal(leader=0)
    events = g.deal()
    assert kinds(events) == ["deal"] and events[0].leader == 1


def test_sniff61_rotation_wraps_and_ignores_the_domino_player():
    hands, plays, *_ = SNIFF61_DOMINOES[0].values
    # Seat 2 leads, so the plays are made by seats 2, 0, 1, ...: the hands rotate too.
    g = Game("sniff61", 3, seed=3)
    rotated = [hands[1], hands[2], hands[0]]
    g.deal(hands=[TS(h) for h in rotated], boneyard=_rest(hands), leader=2)
    events = play_all(g, plays)
    assert (events[-1].how, events[-1].seat) == ("domino", 2)
    assert g.required_leader() == 0  # the seat after 2, not the domino player 2
    assert g.deal()[-1].leader == 0


def _rest(hands):
    used = {t for h in hands for t in TS(h)}
    return [t for t in range(28) if t not in used]


# -- Sniff 61 layout (section 3) ---------------------------------------------------


def _ends(lay):
    return sorted((NAME[t], v) for t, v in lay.counted_ends())


def _points(lay):
    return sorted((NAME[a], {LOW: "low", HIGH: "high", A: "a", B: "b", BRANCH_A: "branch-a",
                             BRANCH_B: "branch-b"}[s], p) for a, s, p in lay.attach_points())


def test_sniff61_inline_sniff_counts():
    lay = Layout(inline=True)
    # An opening sniff alone counts d + d.
    assert lay.play("3-3") == 6
    assert _ends(lay) == [("3-3", 3), ("3-3", 3)]
    assert _points(lay) == [("3-3", "a", 3), ("3-3", "b", 3)]
    with pytest.raises(IllegalMoveError, match="branches open only"):
        lay.copy().play("2-3@3-3:branch-a")
    # One end covered: d.
    assert lay.play("3-5@3-3:a") == 3 + 5
    assert _ends(lay) == [("3-3", 3), ("3-5", 5)]
    # Both ends covered: the sniff counts nothing; its long sides open but count nothing.
    assert lay.play("1-3@3-3:b") == 5 + 1
    assert _ends(lay) == [("1-3", 1), ("3-5", 5)]
    assert _points(lay) == [("1-3", "low", 1), ("3-3", "branch-a", 3), ("3-3", "branch-b", 3),
                            ("3-5", "high", 5)]
    # A side tile's outer half counts, but it is never an attach point.
    assert lay.play("2-3@3-3:branch-a") == 5 + 1 + 2
    assert _ends(lay) == [("1-3", 1), ("2-3", 2), ("3-5", 5)]
    assert _points(lay) == [("1-3", "low", 1), ("3-3", "branch-b", 3), ("3-5", "high", 5)]
    for bad in ("2-2@2-3:low", "1-2@2-3:low", "2-4@2-3:high"):
        with pytest.raises(IllegalMoveError, match="never takes a tile"):
            lay.copy().play(bad)
    # Each long side takes exactly one tile.
    assert lay.play("0-3@3-3:branch-b") == 5 + 1 + 2 + 0
    assert _points(lay) == [("1-3", "low", 1), ("3-5", "high", 5)]
    with pytest.raises(IllegalMoveError):
        lay.copy().play("3-4@3-3:branch-b")
    assert lay.total == sum(v for _, v in lay.counted_ends())


def test_sniff61_sniff_played_later_is_in_line_and_other_doubles_count_2d():
    # The seed's example: ends 10 = [3|3] (a later double, 6) + the sniff [4|4] (4).
    lay = Layout(inline=True)
    assert lay.play("3-4") == 7
    assert lay.play("4-4@3-4:high") == 3 + 4
    assert lay.sniff == Move.parse("4-4").tile
    assert lay.play("3-3@3-4:low") == 6 + 4
    assert SNIFF61.points(10) == 2
    assert _ends(lay) == [("3-3", 6), ("4-4", 4)]
    # The same plays in American Sniff: the sniff counts 2d.
    am = Layout(inline=False)
    am.play("3-4")
    assert am.play("4-4@3-4:high") == 3 + 8
    assert am.play("3-3@3-4:low") == 6 + 8


def test_sniff61_branch_before_both_ends_covered_is_refused():
    lay = Layout(inline=True)
    lay.play("1-5")
    lay.play("5-5@1-5:high")
    assert _points(lay) == [("1-5", "low", 1), ("5-5", "b", 5)]
    with pytest.raises(IllegalMoveError, match="branches open only"):
        lay.play("2-5@5-5:branch-a")
    lay.play("2-5@5-5:b")
    assert lay.play("0-5@5-5:branch-a") == 1 + 2 + 0
    assert lay.play("3-5@5-5:branch-b") == 1 + 2 + 0 + 3


def test_sniff61_points_are_total_over_5():
    for total, points in [(0, 0), (4, 0), (5, 1), (10, 2), (15, 3), (20, 4), (25, 5),
                          (30, 6), (7, 0), (13, 0)]:
        assert SNIFF61.points(total) == points
        assert AMERICAN.points(total) == (total if total and total % 5 == 0 else 0)


def test_american_only_the_first_double_branches():
    lay = Layout()
    lay.play("2-2")
    lay.play("2-5@2-2:a")
    lay.play("5-5@2-5:high")  # a later double: no branches ever
    lay.play("3-5@5-5:b")
    assert all(s < BRANCH_A for a, s, _ in lay.attach_points() if NAME[a] == "5-5")
    with pytest.raises(IllegalMoveError, match="not the sniff"):
        lay.copy().play("5-6@5-5:branch-a")
    lay.play("2-6@2-2:b")
    assert ("2-2", "branch-a", 2) in _points(lay) and ("2-2", "branch-b", 2) in _points(lay)
    # The branch arms grow in American Sniff.
    lay.play("2-4@2-2:branch-a")
    lay.play("4-4@2-4:high")
    assert ("4-4", "b", 4) in _points(lay)


# -- the view hides information -----------------------------------------------------


def test_view_hides_other_hands_and_draws():
    g = new_game("american", 2, ["6-6 0-6 1-6 3-6 4-6 5-6 2-2", "0-0 0-2 0-3 0-4 0-5 1-1 1-3"],
                 boneyard="0-1 1-2 2-6 1-4")
    g.play("6-6")
    v0, v1 = g.view(0), g.view(1)
    # Seat 0 sees its hand, the layout and sizes, but not what seat 1 drew.
    assert v0.hand == tuple(sorted(g.hand_tiles(0)))
    assert v0.hand_sizes == (6, 10) and v0.boneyard_size == 11
    draws0 = [e for e in v0.history if isinstance(e, Draw)]
    assert [e.tile for e in draws0] == [None, None, None]
    deal0 = [e for e in v0.history if isinstance(e, Deal)][0]
    assert deal0.hands[0] == tuple(TS("6-6 0-6 1-6 3-6 4-6 5-6 2-2"))
    assert deal0.hands[1] == (None,) * 7
    assert v0.legal_codes == ()
    assert v0.unseen_mask & g.hands[1] == g.hands[1]
    # Seat 1 sees its own draws.
    draws1 = [e for e in v1.history if isinstance(e, Draw)]
    assert [NAME[e.tile] for e in draws1] == ["0-1", "1-2", "2-6"]
    assert set(v1.legal_codes) == set(g.legal_codes())
    # The views hold copies: playing on them does not touch the game.
    v1.layout.play("2-6@6-6:a")
    assert len(g.layout.placed) == 1


def test_view_is_the_same_whatever_the_hidden_tiles():
    """Two deals that differ only in tiles seat 0 cannot see give seat 0 equal views."""
    a = new_game("american", 2, ["6-6 0-6 1-6 3-6 4-6 5-6 2-2", "0-0 0-2 0-3 0-4 0-5 1-1 1-3"],
                 boneyard="0-1 1-2 2-6")
    b = new_game("american", 2, ["6-6 0-6 1-6 3-6 4-6 5-6 2-2", "0-1 0-2 0-3 0-4 1-2 1-1 0-0"],
                 boneyard="1-3 0-5 2-6")
    assert a.hands[1] != b.hands[1]
    for step in (None, "6-6", "2-6@6-6:b"):
        if step:
            a.play(step)
            b.play(step)
        _same_view(a.view(0), b.view(0))
    assert a.log != b.log


def _same_view(va, vb):
    for field in ("hand", "hand_sizes", "boneyard_size", "moves", "void", "legal_codes",
                  "scores", "turn", "phase", "leader"):
        assert getattr(va, field) == getattr(vb, field), field
    assert [e.to_json() for e in va.history] == [e.to_json() for e in vb.history]
    assert va.layout.placed == vb.layout.placed


# -- the leader and the deal through records and errors ------------------------------


def test_deal_rejects_bad_explicit_deals():
    g = Game("american", 2, seed=0)
    full = [TS("1-4 2-2 0-3 5-6 1-1 4-4 0-6"), TS("3-4 1-2 2-5 0-0 3-3 2-6 1-6")]
    bone = TS(SECTION4_BONE)
    with pytest.raises(IllegalMoveError, match="dealt twice"):
        g.deal(hands=[full[0], full[1][:-1] + [full[0][0]]], boneyard=bone, leader=0)
    with pytest.raises(IllegalMoveError, match="seat 0 has 6 tiles"):
        g.deal(hands=[full[0][:-1], full[1]], boneyard=bone + [full[0][-1]], leader=0)
    with pytest.raises(IllegalMoveError, match="boneyard has 13"):
        g.deal(hands=full, boneyard=bone[:-1], leader=0)
    with pytest.raises(IllegalMoveError, match="leader"):
        g.deal(hands=full, boneyard=bone, leader=2)
    with pytest.raises(IllegalMoveError, match="not a tile"):
        g.deal(hands=full, boneyard=bone[:-1] + [28], leader=0)
    assert g.phase == "deal" and g.hand_no == -1 and not g.can_undo
    g.deal(hands=full, boneyard=bone, leader=1)
    assert g.turn == 1
    with pytest.raises(IllegalMoveError, match="in progress"):
        g.deal()
