"""The engine refuses positions no legal game reaches, with its typed error
(issue 12 item 7): start scores at or past the target while play goes on,
scores the rules cannot produce, huge or negative ones where the rules have none."""

from __future__ import annotations

import json

import pytest

from engine import Game, PositionError, RecordError, SniffError, load_record
from engine.rules import MAX_DEFICIT

IMPOSSIBLE = [
    ("american", 2, None, [300, 0]),       # past the target, game still going
    ("american", 2, None, [250, 0]),       # at the target
    ("american", 4, None, [0, 200]),       # a team at the target
    ("american", 2, 100, [0, 100]),        # at a custom target
    ("american", 2, None, [3, 0]),         # American scores are multiples of 5
    ("american", 3, None, [0, 0, -7]),
    ("american", 2, None, [-10**9, 0]),    # far below anything a game reaches
    ("american", 2, None, [-MAX_DEFICIT - 5, 0]),
    ("american", 2, None, [0, 10**9]),
    ("sniff61", 2, None, [-1, 0]),         # Sniff 61 scores never go below zero
    ("sniff61", 3, None, [61, 0, 0]),
    ("sniff61", 2, 10, [0, 12]),
]

POSSIBLE = [
    ("american", 2, None, [245, -40]),
    ("american", 2, None, [-MAX_DEFICIT, 0]),
    ("american", 4, None, [195, 0]),
    ("sniff61", 2, None, [60, 0]),
    ("sniff61", 4, None, [0, 17, 60, 3]),
]


@pytest.mark.parametrize("ruleset,players,target,scores", IMPOSSIBLE)
def test_the_engine_refuses_impossible_start_scores(ruleset, players, target, scores):
    with pytest.raises(PositionError) as e:
        Game(ruleset, players, target=target, scores=scores, seed=1)
    assert isinstance(e.value, SniffError) and isinstance(e.value, ValueError)
    assert "score" in str(e.value)
    doc = {"format": "sniff-record/1", "ruleset": ruleset, "players": players,
           "target": target, "scores": scores, "hands": []}
    with pytest.raises(RecordError, match="^scores: score"):
        load_record(json.dumps(doc))


@pytest.mark.parametrize("ruleset,players,target,scores", POSSIBLE)
def test_scores_a_game_can_have_are_accepted(ruleset, players, target, scores):
    g = Game(ruleset, players, target=target, scores=scores, seed=1)
    g.deal()
    assert g.phase == "play" and g.scores == scores


def test_a_record_past_the_target_no_longer_lets_the_first_play_win():
    """Today's attack: scores [300, 0] with the game going on, a first play 'wins'."""
    g = Game("american", 2, seed=4)
    g.deal()
    doc = g.to_record()
    doc["scores"] = [300, 0]
    with pytest.raises(RecordError, match="at or past the target"):
        load_record(json.dumps(doc))
