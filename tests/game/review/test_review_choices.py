"""The coach steps only through real choices: one tile that
fits two alike ends (both sides of the lead double) is no choice, so "Your choice 1 of
12" is never a play the player had to make."""

from __future__ import annotations

import random

from engine.bots.review import is_choice, player_decisions
from engine.game import Game
from engine.moves import Move


def _play_out(seed: int):
    g = Game("american", 2, seed=seed)
    g.deal()
    rng = random.Random(seed)
    several, real = 0, 0
    while g.phase == "play":
        codes = g.legal_codes()
        if g.turn == 1 and len(codes) > 1:
            several += 1
            ends = {s[0]: tuple(s[1:]) for s in g.layout.slots}
            real += len({(c >> 8, ends[c & 0xFF]) if c & 0xFF in ends else (c >> 8, None)
                         for c in codes}) > 1
        g.play(Move.from_code(rng.choice(codes)))
    return g, several, real


def test_one_tile_on_alike_ends_is_no_choice():
    g, several, real = _play_out(5)
    assert real < several  # the deal has such a play (two codes, one real play)
    got = player_decisions(g.to_record(), 1)
    assert len(got) == real


def test_a_choice_between_tiles_is_a_choice():
    g = Game("american", 2, seed=3)
    g.deal()
    while g.phase == "play":
        codes = g.legal_codes()
        if len({c >> 8 for c in codes}) > 1:
            assert is_choice(g)
        elif len(codes) < 2:
            assert not is_choice(g)
        g.play(Move.from_code(codes[0]))


def test_a_review_made_under_older_rules_is_made_again(monkeypatch):
    """Reviews kept before only real choices counted are not shown again: the rules'
    version is part of the key (game.persistence.REVIEW_RULES)."""
    from game import persistence

    record = {"format": "sniff-record/1", "hands": [{"moves": []}]}
    now = persistence.review_key(record, 0, 0, 1)
    monkeypatch.setattr(persistence, "REVIEW_RULES", persistence.REVIEW_RULES - 1)
    assert persistence.review_key(record, 0, 0, 1) != now
