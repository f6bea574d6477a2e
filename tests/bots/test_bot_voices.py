"""The bots' personality was thin: North said "That's how it's
done." twice in one hand, and nobody reacted to the player's plays. Each bot has a
voice of its own, no phrase is said twice in a hand (by any bot), a bot of the other
side sometimes (seeded) answers the player's good play (15+) or going out, and one
bubble is up at a time."""

from __future__ import annotations

from types import SimpleNamespace

from game.present.words import Msg
from game.render.reactions import PHRASES, VOICES, Reactions
from game.scenes.table.payoff import react
from tests.game.table.test_reactions import GAME2, _play, _view

GAME4 = SimpleNamespace(players=4, seat_entry=lambda s: s % 2, hand_no=0,
                        rules=SimpleNamespace(points_divisor=1))


def test_each_bot_has_a_voice_of_its_own():
    voices = [Reactions.voice(s) for s in (1, 2, 3)]
    words = [{p for ps in v.values() for p in ps} for v in voices]
    assert not (words[0] & words[1]) and not (words[1] & words[2]) and not (words[0] & words[2])
    for v in VOICES:
        assert set(v) == set(PHRASES) and all(len(ps) >= 2 for ps in v.values())


def test_no_phrase_twice_in_a_hand_by_any_bot_and_one_bubble_at_a_time():
    r = Reactions(1)
    said = [r.react(s, "big", float(k)) for k in range(12) for s in (1, 2, 3)]
    said = [p for p in said if p is not None]
    assert len(said) == len(set(said)) == len(PHRASES["big"])  # then it keeps quiet
    assert len(r.said) == 1  # the last one only
    r.react(1, "blocked", 20.0)
    r.react(3, "out", 20.5)
    assert list(r.said) == [3]
    r.new_hand()
    assert r.react(1, "big", 30.0) is not None


def test_the_same_phrase_is_not_said_twice_in_a_hand_off_the_view():
    """The same bot's two big plays in a hand, two different phrases;
    a new hand on the table (the view's deal) may say them again, and takes the last
    hand's bubble down."""
    game = SimpleNamespace(players=2, seat_entry=lambda s: s, hand_no=0,
                           rules=SimpleNamespace(points_divisor=1))
    for seed in range(20):
        r = Reactions(seed)
        heard = []
        for k in range(2):
            react(r, _view(last_move=_play(1, 20)), game, 0, float(k))
            heard.append(r.said[1][0])
        assert heard[0] != heard[1]
        react(r, _view(last_move=None, deals=2), game, 0, 2.0)  # the next hand is dealt
        assert r.said == {} and not r.used


def test_the_bots_sometimes_answer_the_players_good_play_or_going_out():
    good = out = 0
    for seed in range(40):
        r = Reactions(seed)
        react(r, _view(last_move=_play(0, 15)), GAME2, 0, 1.0)  # the player: +15
        if r.said:
            good += 1
            assert r.said[1][0] in PHRASES["player_big"]
        r = Reactions(seed)
        react(r, _view(banner="domino", status=Msg("domino", 0)), GAME2, 0, 1.0)
        if r.said:
            out += 1
            assert r.said[1][0] in PHRASES["player_out"]
    assert 10 < good < 38 and 10 < out < 38  # sometimes, not always, not never
    # in 4 players: the partner's going out is the player's side's: a rival answers
    for seed in range(40):
        r = Reactions(seed)
        react(r, _view(banner="domino", status=Msg("domino", 2)), GAME4, 0, 1.0)
        assert all(s in (1, 3) for s in r.said)
        assert all(p in PHRASES["player_out"] for p, _t in r.said.values())
