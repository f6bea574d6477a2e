"""Sniff rules engine: pure Python, standard library only, no pygame.

The public API, in the spirit of python-chess::

    from engine import Game, Move
    g = Game("american", players=2, seed=1)
    g.deal()
    for event in g.play(next(iter(g.legal_moves))):
        print(event.to_json())
    g.undo()
"""

import importlib

#: Each public name and the module that defines it: they load on first use, so a
#: program that needs one module (``engine.argtypes`` for a command line, ``engine.rules``)
#: does not import the whole engine at start.
_WHERE = {
    **dict.fromkeys(("IllegalMoveError", "InvalidNotationError", "PositionError",
                     "RecordError", "SniffError"), "errors"),
    **dict.fromkeys(("Deal", "Draw", "GameEnd", "HandEnd", "LeadDraw", "Outcome", "Pass",
                     "Play"), "events"),
    **dict.fromkeys(("Game", "LegalMoves", "lead_draw"), "game"),
    "Layout": "layout",
    **dict.fromkeys(("BRANCH_A", "BRANCH_B", "HIGH", "LOW", "SIDE_NAMES", "A", "B", "Move"),
                    "moves"),
    **dict.fromkeys(("FORMAT", "game_to_record", "load_record", "replay_record"), "record"),
    **dict.fromkeys(("AMERICAN", "RULESETS", "SNIFF61", "Ruleset", "get_ruleset", "round5",
                     "hand_end_cost", "going_out_bonus"), "rules"),
    **dict.fromkeys(("NAME", "parse_tile", "tile_name"), "tiles"),
    "PlayerView": "view",
}


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


__all__ = [
    "Game", "LegalMoves", "Layout", "Move", "PlayerView", "lead_draw",
    "SniffError", "InvalidNotationError", "IllegalMoveError", "RecordError", "PositionError",
    "Deal", "Draw", "GameEnd", "HandEnd", "LeadDraw", "Outcome", "Pass", "Play",
    "LOW", "HIGH", "A", "B", "BRANCH_A", "BRANCH_B", "SIDE_NAMES",
    "FORMAT", "game_to_record", "load_record", "replay_record",
    "AMERICAN", "SNIFF61", "RULESETS", "Ruleset", "get_ruleset", "round5", "hand_end_cost",
    "going_out_bonus", "NAME", "parse_tile", "tile_name",
]
