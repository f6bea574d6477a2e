"""Sniff rules engine: pure Python, standard library only, no pygame.

The public API, in the spirit of python-chess::

    from engine import Game, Move
    g = Game("american", players=2, seed=1)
    g.deal()
    for event in g.play(next(iter(g.legal_moves))):
        print(event.to_json())
    g.undo()
"""

from .errors import (
    IllegalMoveError,
    InvalidNotationError,
    PositionError,
    RecordError,
    SniffError,
)
from .events import Deal, Draw, GameEnd, HandEnd, LeadDraw, Outcome, Pass, Play
from .game import Game, LegalMoves, lead_draw
from .layout import Layout
from .moves import BRANCH_A, BRANCH_B, HIGH, LOW, SIDE_NAMES, A, B, Move
from .record import FORMAT, game_to_record, load_record, replay_record
from .rules import AMERICAN, RULESETS, SNIFF61, Ruleset, get_ruleset, round5
from .tiles import NAME, parse_tile, tile_name
from .view import PlayerView

__all__ = [
    "Game", "LegalMoves", "Layout", "Move", "PlayerView", "lead_draw",
    "SniffError", "InvalidNotationError", "IllegalMoveError", "RecordError", "PositionError",
    "Deal", "Draw", "GameEnd", "HandEnd", "LeadDraw", "Outcome", "Pass", "Play",
    "LOW", "HIGH", "A", "B", "BRANCH_A", "BRANCH_B", "SIDE_NAMES",
    "FORMAT", "game_to_record", "load_record", "replay_record",
    "AMERICAN", "SNIFF61", "RULESETS", "Ruleset", "get_ruleset", "round5",
    "NAME", "parse_tile", "tile_name",
]
