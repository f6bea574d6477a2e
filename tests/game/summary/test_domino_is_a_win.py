"""Playtest (fz_65, fz_122 -> fz_123): going out felt flat, "Domino!" then nothing, and
the player's own side's score could drop at a hand's end with no word why. American
Sniff keeps its rule (RULES.md 1.7: no bonus, every hand's rounded pips off its own
score); the table and the summary carry the reward instead: "Domino!", the others'
tiles turned up, their pips counted, their cost flying off to their scores, then the
player's lead widening, all within about 3 s; the summary says it from the player's
side ("You went out: North loses 25", "North went out: your tiles left −10"), in the
one line the Rules screen says too."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.events import HandEnd
from engine.moves import Move
from game import i18n
from game.present import TableView
from game.present.deduction import HAND_END_CALM
from game.present.director import Director
from game.present.going_out import lead_of
from game.present.tally import hand_tally
from game.scenes.table.gap_glow import gap_gain
from game.scenes.table.scene import seat_names
from game.scenes.table.summary import summary_lines
from game.texts import GOING_OUT_RULE

DT = 1 / 60


def _beats(ev, players: int, start):
    """Step the director over ``ev`` at 60 fps: the clock each beat of the domino
    first showed on the table, the view and the director."""
    v = TableView.empty(players, False, 0, list(start))
    seen: dict = {}
    d = Director(v, on_hand_end=lambda _e: seen.setdefault("summary", d.clock))
    d.feed([ev])
    for _frame in range(60 * 20):
        d.update(DT)
        marks = {
            "domino": v.banner == "domino",
            "reveal": any(v.face_up[s] and f > 0 for s, f in enumerate(v.flip)
                          if s != ev.seat),
            "count": any(c.shown > 0 for c in v.deductions),
            "flight": any(c.t > 0 for c in v.deductions),
            "lead": v.going_out is not None,
        }
        for name, on in marks.items():
            if on:
                seen.setdefault(name, d.clock)
        if "summary" in seen:
            break
    return seen, v, d


def test_the_domino_beats_come_in_order_within_about_three_seconds():
    # 2 players: You went out, North holds 23 pips: -25 off North's score
    ev = HandEnd("domino", 0, (0, 23), (0, -25), (40, 25), ((), (23,)))
    seen, v, _d = _beats(ev, 2, (40, 50))
    order = ["domino", "reveal", "count", "flight", "lead", "summary"]
    assert all(k in seen for k in order), seen
    clocks = [seen[k] for k in order]
    assert clocks == sorted(clocks) and len(set(clocks)) == len(clocks), seen
    # the whole moment (domino to the lead told) takes about 3 s, then the calm
    assert seen["lead"] - seen["domino"] <= 3.0, seen
    assert seen["summary"] - seen["lead"] >= HAND_END_CALM, seen
    assert v.scores == [40, 25]


def test_the_lead_shown_is_the_engines_score_change():
    """The chip by the player's row ("^N") is how far the gap grew: the engine's
    change of the player's score less the opponent's."""
    ev = HandEnd("domino", 0, (0, 23), (0, -25), (40, 25), ((), (23,)))
    _seen, v, _d = _beats(ev, 2, (40, 50))
    before, after = lead_of((40, 50)), lead_of(ev.scores)
    assert before == (1, 10) and after == (0, 15)
    assert gap_gain(v.going_out, 0, 2) == (0, 25) == (0, ev.change[0] - ev.change[1])
    # partners: the opponents' 40 less the partner's own 5
    four = HandEnd("domino", 0, (0, 15, 5, 23), (-5, -40), (5, 0),
                   ((), (15,), (5,), (23,)))
    _seen, v4, _d = _beats(four, 4, (10, 40))
    assert gap_gain(v4.going_out, 0, 2) == (0, 35) == (0, four.change[0] - four.change[1])
    assert v4.scores == [5, 0]


def test_the_lead_matches_the_engine_in_real_games():
    """Every 2-player domino the player made in real engine games: the lead shown
    grew by exactly what the engine's hand end did to the two scores."""
    seen = 0
    for seed in range(30):
        g = Game("american", 2, target=250, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and seen < 6:
            if g.phase == "deal":
                g.deal()
                continue
            for ev in g.play(Move.from_code(rng.choice(g.legal_codes()))):
                if isinstance(ev, HandEnd) and ev.how == "domino" and ev.seat == 0 \
                        and ev.change[1] < 0:
                    start = [s - c for s, c in zip(ev.scores, ev.change)]
                    _s, v, _d = _beats(ev, 2, start)
                    grew = (ev.scores[0] - ev.scores[1]) - (start[0] - start[1])
                    assert gap_gain(v.going_out, 0, 2) == (0, grew)
                    assert v.scores == list(ev.scores)
                    seen += 1
    assert seen >= 3


def test_a_press_skips_the_whole_moment_to_the_summary():
    ev = HandEnd("domino", 0, (0, 23), (0, -25), (40, 25), ((), (23,)))
    v = TableView.empty(2, False, 0, [40, 50])
    came = []
    d = Director(v, on_hand_end=lambda _e: came.append(d.clock))
    d.feed([ev])
    for _frame in range(60):  # one second in: the pips are counting
        d.update(DT)
    assert not came
    d.skip()
    assert came and d.held
    assert v.scores == [40, 25] and v.going_out is not None


def _title(players: int, ev, human=0, ruleset="american"):
    g = Game(ruleset, players, seed=0)
    return summary_lines(g, seat_names(players, 0), ev, human)[0][1]


def test_the_summary_headline_is_said_from_the_players_side():
    two = HandEnd("domino", 0, (0, 23), (0, -25), (40, 25), ((), (23,)))
    assert _title(2, two) == "You went out: North loses 25"
    # a bot went out: the player's own leftover is "your tiles left", not a bare drop
    theirs = HandEnd("domino", 1, (8, 0), (-10, 0), (30, 50), ((8,), ()))
    assert _title(2, theirs) == "North went out: your tiles left \u221210"
    # 3 players: the others together
    three = HandEnd("domino", 0, (0, 12, 8), (0, -10, -10), (50, 40, 40), ((), (), ()))
    assert _title(3, three) == "You went out: the others lose 20"
    # partners: the opposing pair, whoever of the player's side went out
    names = seat_names(4, 0)
    pair = f"{names[1]} + {names[3]}"
    four = HandEnd("domino", 2, (5, 15, 0, 23), (-5, -40), (5, 0),
                   ((5,), (15,), (), (23,)))
    assert _title(4, four) == f"{names[2]} went out: {pair} lose 40"
    # nobody paid anything: just the going out; Sniff 61 keeps its own words
    free = HandEnd("domino", 0, (0, 2), (0, 0), (40, 50), ((), (2,)))
    assert _title(2, free) == "You went out!"
    s61 = HandEnd("domino", 0, (0, 23), (5, 0), (55, 50), ((), (23,)))
    assert _title(2, s61, ruleset="sniff61") == "You went out!"


@pytest.mark.parametrize("lang", ["pl", "zh_CN"])
def test_the_new_words_are_translated(lang):
    two = HandEnd("domino", 0, (0, 23), (0, -25), (40, 25), ((), (23,)))
    theirs = HandEnd("domino", 1, (8, 0), (-10, 0), (30, 50), ((8,), ()))
    english = (_title(2, two), _title(2, theirs), GOING_OUT_RULE)
    i18n.set_language(lang)
    try:
        shown = (_title(2, two), _title(2, theirs), i18n._(GOING_OUT_RULE))
    finally:
        i18n.set_language("en")
    for en, there in zip(english, shown):
        assert there and there != en
    assert "25" in shown[0] and "\u221210" in shown[1]


def test_the_rules_screen_and_the_summary_say_going_out_the_same_way():
    from game.scenes.rules.scene import SECTIONS
    said = [text for _title, blocks in SECTIONS for kind, text in blocks if kind == "b"]
    assert GOING_OUT_RULE in said
    g = Game("american", 2, seed=0)
    ev = HandEnd("domino", 0, (0, 23), (0, -25), (40, 25), ((), (23,)))
    legend = [x[1] for x in summary_lines(g, seat_names(2, 0), ev, 0) if x[0] == "legend"]
    assert legend == [GOING_OUT_RULE]


def test_the_tally_of_a_real_bot_domino_names_the_players_tiles():
    """fz_122 -> fz_123: after West went out the player's own side dropped with no
    word; now the headline says the player's tiles cost it."""
    for seed in range(40):
        g = Game("american", 2, target=250, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            if g.phase == "deal":
                g.deal()
                continue
            for ev in g.play(Move.from_code(rng.choice(g.legal_codes()))):
                if isinstance(ev, HandEnd) and ev.how == "domino" and ev.seat == 1 \
                        and ev.change[0] < 0 and not g.is_over:
                    t = hand_tally(g, ev)
                    head = summary_lines(g, seat_names(2, 0), t, 0)[0][1]
                    assert head == f"North went out: your tiles left \u2212{-ev.change[0]}"
                    return
    raise AssertionError("no bot domino found")
