"""The hand summary tells what happened in the hand: each seat's points scored in play
(the sum of its scoring plays), what the hand's end did, and the two together, which
add up to how far the race moved; a game won mid-hand has its summary too. Checked
over whole seeded games of both rulesets with 2-4 players, against the events the
engine returned play by play (not the game's log the tally reads)."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.events import Deal, GameEnd, HandEnd, Play
from engine.moves import Move
from engine.rules import round5
from game.present.tally import hand_tally, won_mid_hand
from game.scenes.table.scene import seat_names
from game.scenes.table.summary_words import summary_lines
from game.ui.numbers import signed


def _games(ruleset: str, players: int, seeds, target: int):
    """Yield ``(game, event, plays, start)`` at each hand's end (``event`` its HandEnd)
    and at a game won mid-hand (``event`` None): ``plays`` the hand's Play events as
    :meth:`Game.play` returned them, ``start`` the scores when it was dealt."""
    for seed in seeds:
        g = Game(ruleset, players, target=target, seed=seed)
        rng = random.Random(seed)
        plays: list = []
        start = tuple(g.scores)
        while not g.is_over:
            if g.phase == "deal":
                events = g.deal()
                assert isinstance(events[-1], Deal)
                plays, start = [], tuple(g.scores)
                continue
            events = g.play(Move.from_code(rng.choice(g.legal_codes())))
            for ev in events:
                if isinstance(ev, Play):
                    plays.append(ev)
                elif isinstance(ev, HandEnd):
                    yield g, ev, list(plays), start
                elif isinstance(ev, GameEnd) and not any(
                        isinstance(e, HandEnd) for e in events):
                    yield g, None, list(plays), start


CASES = [("american", 2), ("american", 3), ("american", 4), ("sniff61", 2),
         ("sniff61", 3), ("sniff61", 4)]


@pytest.mark.parametrize("ruleset,players", CASES)
def test_each_seats_points_in_play_and_the_hands_totals_add_up_to_the_race(ruleset,
                                                                            players):
    target = 150 if ruleset == "american" else 40
    names = seat_names(players, 0)
    ends = {"hand": 0, "mid": 0, "scored": 0}
    for g, ev, plays, start in _games(ruleset, players, range(6), target):
        t = hand_tally(g, ev)
        rows = {x[1]: x for x in summary_lines(g, names, t, 0) if x[0] == "hand"}
        scores = g.outcome.scores if ev is None else ev.scores
        assert t.start == start and t.scores == tuple(scores)
        for s in range(players):
            made = sum(p.points for p in plays if p.seat == s)
            assert t.in_play[s] == made
            ends["scored"] += made > 0
            # the row says it: "+60" in play, "0" for a seat that scored nothing
            assert rows[s][4] == (signed(made) if made else "0")
            assert rows[s][5] == (signed(t.total(s)) if t.total(s) else "0")
        for e in range(len(scores)):
            seats = [s for s in range(players) if g.seat_entry(s) == e]
            # the seats' totals add up to how far the entry's race bar moves
            assert sum(t.total(s) for s in seats) == scores[e] - start[e] == t.change[e]
            race = [x for x in summary_lines(g, names, t, 0) if x[0] == "score"][e]
            assert race[2].endswith(f"({signed(scores[e] - start[e])})")
            if ev is not None:  # the hand end's share is the engine's own change
                assert sum(t.settled[s] for s in seats) == ev.change[e]
        if ev is None:
            ends["mid"] += 1
            assert won_mid_hand(g) and t.how == "target"
            assert t.winner == g.outcome.winner and not any(t.settled)
        else:
            ends["hand"] += 1
            assert not won_mid_hand(g) and t.how == ev.how
            if ruleset == "american":  # each hand rounded and taken off on its own
                assert t.settled == tuple(-round5(p) for p in ev.pips)
    assert ends["hand"] >= 6 and ends["scored"] > 0
    if ruleset == "american":  # the only way to win: a play reaching the target
        assert ends["mid"] == 6


def test_the_headline_says_what_ended_the_hand_and_the_row_what_it_did_for_the_player():
    """After North went out on a hand in which the player scored 60 in play, the
    headline says what ended the hand and what it cost the player ("North went out:
    your tiles left −5", never a mysterious drop), and the player's
    row shows the 60, the 5 taken off and the 55."""
    for g, ev, plays, _start in _games("american", 2, range(40), 250):
        mine = sum(p.points for p in plays if p.seat == 0)
        if ev is None or ev.how != "domino" or ev.seat != 1 or mine < 20 or not ev.pips[0]:
            continue
        t = hand_tally(g, ev)
        lines = summary_lines(g, seat_names(2, 0), t, 0)
        whole = mine - round5(ev.pips[0])
        assert lines[0][1] == f"North went out: your tiles left \u2212{round5(ev.pips[0])}" \
            if round5(ev.pips[0]) else lines[0][1] == "North went out", lines[0]
        row = next(x for x in lines if x[0] == "hand" and x[1] == 0)
        assert row[2:] == (f"{ev.pips[0]} pips" if ev.pips[0] > 1 else "1 pip",
                           signed(-round5(ev.pips[0])), signed(mine), signed(whole)
                           if whole else "0")
        assert "lose" not in lines[0][1] and "in the race" not in lines[0][1]
        head = next(x for x in lines if x[0] == "head")
        assert head[1] == ("In play", "Hand end", "This hand")
        return
    raise AssertionError("no hand in which North went out after the player scored")


def test_a_game_won_mid_hand_has_its_summary_lines():
    for g, ev, plays, _start in _games("american", 2, range(10), 60):
        if ev is not None:
            continue
        t = hand_tally(g, None)
        lines = summary_lines(g, seat_names(2, 0), t, 0)
        last = plays[-1]
        won = "You win!" if g.outcome.winner == 0 else "North wins"
        assert lines[0][1] == won
        assert last.points > 0 and g.outcome.scores[g.outcome.winner] >= 60
        legend = [x[1] for x in lines if x[0] == "legend"]
        assert legend and "not counted" in legend[0]  # RULES.md 1.8: no settlement
        rows = [x for x in lines if x[0] == "hand"]
        assert all(r[2] == "" and r[3] == "" for r in rows)  # no hand end to show
        assert [len(h) for h in t.hands] == [len(g.hand_tiles(s)) for s in range(2)]
        return
    raise AssertionError("no game won mid-hand")


def test_going_out_with_nothing_in_play_shows_what_it_cost_the_others():
    """American Sniff: the player who goes out takes nothing, the others lose their pips.
    The headline says the going out and what it cost the other; the other seat's row what the end took off it
    ("−10" in its "Hand end" and "This hand" columns)."""
    seen = 0
    for g, ev, _plays, _start in _games("american", 2, range(40), 500):
        if ev is None:
            continue
        t = hand_tally(g, ev)
        if t.change[0] != 0 or t.change[1] >= 0:
            continue
        head = summary_lines(g, seat_names(2, 0), t, 0)[0][1]
        if ev.how == "blocked":  # everyone paid: the rows and the race say who lost least
            assert head == "Blocked", head
            continue
        assert head == f"You went out: North loses {-t.settled[1]}", head
        row = next(x for x in summary_lines(g, seat_names(2, 0), t, 0)
                   if x[0] == "hand" and x[1] == 1)
        assert row[3] == signed(t.settled[1]) and t.settled[1] == -round5(ev.pips[1]) < 0
        seen += 1
    assert seen >= 2, seen
