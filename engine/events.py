"""What each step of a game produced, for the game to animate and for records.

Every event is a small frozen value with ``kind`` and ``to_json()``. The five
kinds of RULES.md section 4 (``play``, ``draw``, ``pass``, ``hand_end``,
``game_end``) print exactly in its shapes; ``lead_draw`` and ``deal`` are the
chance events that start a hand.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass

from .moves import Move
from .tiles import NAME

__all__ = [
    "Event", "LeadDraw", "Deal", "Play", "Draw", "Pass", "HandEnd", "GameEnd", "Outcome",
    "RECORD_KINDS",
]

#: The event kinds that ``python -m engine run`` prints.
RECORD_KINDS = frozenset({"play", "draw", "pass", "hand_end", "game_end"})


class Event(abc.ABC):
    """Base of the events; ``kind`` names it, ``to_json()`` gives its JSON object."""

    __slots__ = ()
    kind = "event"

    @abc.abstractmethod
    def to_json(self) -> dict:
        """The event as a JSON object (RULES.md section 4 shapes for the record kinds)."""


@dataclass(frozen=True, slots=True)
class LeadDraw(Event):
    """The neutral draw for the lead: each round, the tied seats turn up a tile."""
    rounds: tuple  # tuple of tuples of (seat, tile)
    leader: int
    kind = "lead_draw"

    def to_json(self) -> dict:
        return {"event": "lead_draw",
                "rounds": [[[s, NAME[t]] for s, t in r] for r in self.rounds],
                "leader": self.leader}


@dataclass(frozen=True, slots=True)
class Deal(Event):
    """A new hand dealt. ``hands`` holds every seat's tiles: a view hides the others'."""
    hand_no: int
    leader: int
    hands: tuple  # tuple of tuples of tiles (None for a tile the viewer cannot see)
    boneyard: int  # tiles left in the boneyard
    kind = "deal"

    def to_json(self) -> dict:
        return {"event": "deal", "hand": self.hand_no, "leader": self.leader,
                "hands": [[NAME[t] if t is not None else None for t in h] for h in self.hands],
                "boneyard": self.boneyard}


@dataclass(frozen=True, slots=True)
class Play(Event):
    seat: int
    move: Move
    total: int
    points: int
    scores: tuple
    kind = "play"

    def to_json(self) -> dict:
        return {"event": "play", "seat": self.seat, "play": str(self.move),
                "total": self.total, "points": self.points, "scores": list(self.scores)}


@dataclass(frozen=True, slots=True)
class Draw(Event):
    seat: int
    tile: int | None  # None in a view of another seat's draw
    kind = "draw"

    def to_json(self) -> dict:
        return {"event": "draw", "seat": self.seat,
                "tile": NAME[self.tile] if self.tile is not None else None}


@dataclass(frozen=True, slots=True)
class Pass(Event):
    seat: int
    kind = "pass"

    def to_json(self) -> dict:
        return {"event": "pass", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class HandEnd(Event):
    how: str  # "domino" or "blocked"
    seat: int | None  # who went out, the Sniff 61 block winner, or None
    pips: tuple  # each seat's remaining pips
    change: tuple  # what the hand end did to each score entry
    scores: tuple
    hands: tuple  # each seat's remaining tiles, shown face up
    kind = "hand_end"

    def to_json(self) -> dict:
        return {"event": "hand_end", "how": self.how, "seat": self.seat,
                "pips": list(self.pips), "change": list(self.change),
                "scores": list(self.scores)}


@dataclass(frozen=True, slots=True)
class GameEnd(Event):
    winner: int  # score entry: a seat, or a team (0 = seats 0+2) in partnership play
    scores: tuple
    kind = "game_end"

    def to_json(self) -> dict:
        return {"event": "game_end", "winner": self.winner, "scores": list(self.scores)}


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended."""
    winner: int
    scores: tuple
    teams: bool = False
