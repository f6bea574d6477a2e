"""engine.rules.hand_end_cost and going_out_bonus: what the hand's end would take off
a holder's score now, and what its winner would score (Sniff 61), checked against the engine's own hand-end settlement (the ``HandEnd`` events' changes)
over many random positions of both rulesets with 2-4 players."""

from __future__ import annotations

import random

import pytest

from engine import AMERICAN, SNIFF61, Game, HandEnd, going_out_bonus, hand_end_cost
from engine.tiles import N_TILES, PIPS, parse_tile

#: Random games per ruleset and player count.
GAMES = 12


def _positions(ruleset: str, players: int, seed: int):
    """Every position where a hand is in play over a random game, with the events of
    each step (a hand that ends on the step yields its ``HandEnd``)."""
    rng = random.Random(seed)
    g = Game(ruleset, players, seed=seed)
    for _ in range(5000):
        if g.phase == "over":
            return
        if g.phase == "deal":
            g.deal()
            continue
        yield g, None
        events = g.play(rng.choice(list(g.legal_moves)))
        end = next((e for e in events if isinstance(e, HandEnd)), None)
        if end is not None:
            yield g, end


def _ended_now(g: Game, how: str, seat) -> HandEnd:
    """The engine's own settlement of a copy of ``g`` whose hand ends now (``how``:
    "blocked", or "domino" with ``seat`` going out), the hands as they are."""
    c = g.copy()
    events: list = []
    c._end_hand(how, seat, events)  # the settlement the engine runs at a hand's end
    return next(e for e in events if isinstance(e, HandEnd))


def _check(g: Game, end: HandEnd, hands) -> int:
    """Each score entry's change at ``end`` is what hand_end_cost says its seats lose,
    but for Sniff 61's winner (who loses nothing and scores); the number of seats
    checked with a cost above zero."""
    costs = [hand_end_cost(g.rules, h) for h in hands]
    lost = [0] * len(end.change)
    for s, c in enumerate(costs):
        assert c >= 0
        lost[g.seat_entry(s)] += c
    others = [t for s, h in enumerate(hands) if s != end.seat for t in h]
    bonus = going_out_bonus(g.rules, others)
    if g.rules.settlement == "deduct":
        assert list(end.change) == [-x for x in lost]
        assert bonus == 0  # American Sniff gives the winner nothing
    else:
        assert costs == [0] * g.players  # Sniff 61 takes nothing off anyone
        for e, ch in enumerate(end.change):
            assert ch == (bonus if end.seat is not None and e == g.seat_entry(end.seat)
                          else 0)
    return sum(1 for c in costs if c) + (1 if bonus else 0)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ruleset", ["american", "sniff61"])
def test_hand_end_cost_is_the_engines_settlement(ruleset, players):
    """At every position of random games, a hand ended now (blocked, or the player to
    move going out) settles each side by hand_end_cost of the tiles in its hands; at
    every real hand end too (the hands as they ended)."""
    positions = ends = costly = 0
    for seed in range(GAMES):
        for g, end in _positions(ruleset, players, 1000 * players + seed):
            if end is not None:
                costly += _check(g, end, end.hands)
                ends += 1
                continue
            hands = [g.hand_tiles(s) for s in range(g.players)]
            for how, seat in (("blocked", None), ("domino", g.turn)):
                costly += _check(g, _ended_now(g, how, seat), hands)
            positions += 1
    assert positions > 100 * GAMES and ends >= GAMES
    assert costly > positions  # (the costs and bonuses checked were not all zero)


@pytest.mark.parametrize("tiles, pips, cost", [
    ((), 0, 0), (("0-1",), 1, 0), (("1-1",), 2, 0), (("1-2",), 3, 5), (("0-4",), 4, 5),
    (("2-3",), 5, 5), (("6-6", "1-3"), 16, 15), (("6-6", "5-6", "4-5"), 32, 30),
    (("6-6", "5-6", "4-6"), 33, 35)])
def test_hand_end_cost_rounds_american_pips_to_5(tiles, pips, cost):
    held = [parse_tile(t) for t in tiles]
    assert sum(PIPS[t] for t in held) == pips
    assert hand_end_cost(AMERICAN, held) == cost
    assert hand_end_cost("american", held) == cost
    assert hand_end_cost(SNIFF61, held) == hand_end_cost("sniff61", held) == 0


def test_hand_end_cost_takes_any_collection_of_tiles():
    held = [parse_tile("6-6"), parse_tile("1-3")]
    assert hand_end_cost("american", tuple(held)) == 15
    assert hand_end_cost("american", iter(held)) == 15
    assert hand_end_cost("american", set(held)) == 15


@pytest.mark.parametrize("ruleset, tiles", [
    ("chess", [1]), (None, [1]), ("american", [N_TILES]), ("american", [-1]),
    ("american", ["6-6"]), ("american", [1.0]), ("american", [True]), ("american", [3, 3]),
    ("sniff61", [3, 3]), ("american", 5), ("american", None)])
def test_hand_end_cost_refuses_what_is_not_a_hand(ruleset, tiles):
    with pytest.raises(ValueError):
        hand_end_cost(ruleset, tiles)


@pytest.mark.parametrize("tiles, bonus", [
    ((), 0), (("0-1",), 0), (("1-2",), 1), (("2-3",), 1), (("6-6", "1-3"), 3),
    (("6-6", "5-6", "4-6"), 7)])
def test_going_out_bonus_is_sniff61_pips_rounded_over_5(tiles, bonus):
    held = [parse_tile(t) for t in tiles]
    assert going_out_bonus(SNIFF61, held) == going_out_bonus("sniff61", held) == bonus
    assert going_out_bonus(AMERICAN, held) == 0


@pytest.mark.parametrize("ruleset, tiles", [
    ("chess", [1]), ("sniff61", [N_TILES]), ("sniff61", ["6-6"]), ("sniff61", [3, 3]),
    ("american", [3, 3]), ("sniff61", None)])
def test_going_out_bonus_refuses_what_is_not_a_hand(ruleset, tiles):
    with pytest.raises(ValueError):
        going_out_bonus(ruleset, tiles)
