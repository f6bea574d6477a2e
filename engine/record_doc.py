"""The ``sniff-record/1`` document of a game (RULES.md section 4).

Writing a record lives here, apart from reading one (:mod:`engine.record`), so
that :mod:`engine.game` can write its own record without importing the reader
(which imports the game): the imports go one way.
"""

from __future__ import annotations

from .moves import Move
from .tiles import NAME

__all__ = ["FORMAT", "game_to_record"]

FORMAT = "sniff-record/1"


def game_to_record(game) -> dict:
    """The game so far as a record dict (every hand with explicit tiles and leader)."""
    doc = {
        "format": FORMAT,
        "ruleset": game.rules.name,
        "players": game.players,
        "target": game.target,
        "scores": list(game.start_scores),
        "hands": [],
    }
    for d in game.deals:
        doc["hands"].append({
            "leader": d["leader"],
            "hands": [[NAME[t] for t in h] for h in d["hands"]],
            "boneyard": [NAME[t] for t in d["boneyard"]],
            "plays": [str(Move.from_code(c)) for c in d["moves"]],
        })
    return doc
