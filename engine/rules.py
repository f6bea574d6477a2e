"""The two rulesets as data (RULES.md sections 1 and 3)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import PositionError, shown
from .tiles import N_TILES, PIPS

__all__ = ["Ruleset", "AMERICAN", "SNIFF61", "RULESETS", "get_ruleset", "check_start_scores",
           "MAX_DEFICIT", "round5", "hand_end_cost",
           "going_out_bonus"]


@dataclass(frozen=True)
class Ruleset:
    #: Identifier used in records and on the command line.
    name: str
    #: Human title.
    title: str
    #: Tiles dealt to each player, by number of players.
    deal: dict = field(hash=False)
    #: Default target, by number of players.
    targets: dict = field(hash=False)
    #: Four players play as two partnerships (seats 0+2 and 1+3).
    partnerships: bool
    #: The sniff sits in line (Sniff 61) instead of crossways (American).
    inline_sniff: bool
    #: A play scores ``total // divisor`` when the total is a positive multiple of 5.
    points_divisor: int
    #: Hand end: ``"deduct"`` (American) or ``"bonus"`` (Sniff 61).
    settlement: str
    #: Next hand's leader: ``"domino"`` (who went out; a draw after a block)
    #: or ``"rotate"`` (the next seat after the previous leader).
    next_leader: str

    def target(self, players: int) -> int:
        return self.targets[players]

    def hand_size(self, players: int) -> int:
        return self.deal[players]

    def teams(self, players: int) -> bool:
        return self.partnerships and players == 4

    def n_scores(self, players: int) -> int:
        return 2 if self.teams(players) else players

    def points(self, total: int) -> int:
        """Points that a counted-end total scores (RULES.md 1.5 and 3)."""
        if total > 0 and total % 5 == 0:
            return total // self.points_divisor
        return 0


AMERICAN = Ruleset(
    name="american",
    title="American Sniff",
    deal={2: 7, 3: 6, 4: 5},
    targets={2: 250, 3: 200, 4: 200},
    partnerships=True,
    inline_sniff=False,
    points_divisor=1,
    settlement="deduct",
    next_leader="domino",
)

SNIFF61 = Ruleset(
    name="sniff61",
    title="Sniff 61",
    deal={2: 7, 3: 5, 4: 5},
    targets={2: 61, 3: 61, 4: 61},
    partnerships=False,
    inline_sniff=True,
    points_divisor=5,
    settlement="bonus",
    next_leader="rotate",
)

RULESETS = {r.name: r for r in (AMERICAN, SNIFF61)}


def get_ruleset(name) -> Ruleset:
    """The ruleset called ``name`` (``'american'`` or ``'sniff61'``).

    Raises ``ValueError`` for an unknown name.
    """
    if isinstance(name, Ruleset):
        return name
    try:
        return RULESETS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown ruleset {name!r} (use american or sniff61)") from None


def round5(pips: int) -> int:
    """Round to the nearest multiple of 5; a remainder of 1-2 rounds down, 3-4 up."""
    return (pips + 2) // 5 * 5


def _hand_pips(tiles) -> int:
    """The pips of ``tiles`` (distinct tile indices). Raises ``ValueError`` for
    anything else."""
    seen = 0
    pips = 0
    try:
        held = list(tiles)
    except TypeError:
        raise ValueError(f"tiles must be a collection of tiles, not {shown(tiles)}") from None
    for t in held:
        if type(t) is not int or not 0 <= t < N_TILES:
            raise ValueError(f"{shown(t)} is not a tile (tiles are 0 to {N_TILES - 1})")
        if seen >> t & 1:
            raise ValueError(f"tile {t} is held twice")
        seen |= 1 << t
        pips += PIPS[t]
    return pips


def hand_end_cost(ruleset, tiles) -> int:
    """What the hand's end would take off the score of the player holding ``tiles``
    (tile indices, see :mod:`engine.tiles`) if the hand ended now, as points (0 or
    more): in American Sniff (RULES.md 1.7) the pips in hand rounded to the nearest 5
    (:func:`round5`), however the hand ends (a partnership loses both partners' costs);
    in Sniff 61 (RULES.md 3) nothing: nobody loses points at a hand's end (the hand's
    winner scores the others' pips / 5, :func:`going_out_bonus`). An empty hand costs 0.

    ``ruleset``: a :class:`Ruleset` or its name. Raises ``ValueError`` for an unknown
    ruleset, and for ``tiles`` that are not distinct tiles of the double-six set.
    """
    rules = get_ruleset(ruleset)
    pips = _hand_pips(tiles)
    return round5(pips) if rules.settlement == "deduct" else 0


def going_out_bonus(ruleset, tiles) -> int:
    """What the hand's winner would score if the hand ended now with the other
    players holding ``tiles`` (all their tiles together, tile indices): in Sniff 61
    (RULES.md 3) their pips rounded to the nearest 5, divided by 5; in American Sniff
    nothing (the others lose their own pips instead, :func:`hand_end_cost`).

    ``ruleset``: a :class:`Ruleset` or its name. Raises ``ValueError`` for an unknown
    ruleset, and for ``tiles`` that are not distinct tiles of the double-six set.
    """
    rules = get_ruleset(ruleset)
    pips = _hand_pips(tiles)
    return round5(pips) // 5 if rules.settlement == "bonus" else 0


#: How far below zero American Sniff start scores may be: a side loses at most
#: the pips left in its hand each hand, and no real game runs this far into the
#: red; anything further is not a position the engine carries on.
MAX_DEFICIT = 10_000


def check_start_scores(rules: Ruleset, target: int, scores) -> None:
    """Raise :class:`PositionError` unless ``scores`` are scores a game in progress
    can have: every one below ``target`` (at or past it the game would be over),
    and of a kind the rules produce (American Sniff: multiples of 5, not below
    ``-MAX_DEFICIT``; Sniff 61: never below zero)."""
    for i, s in enumerate(scores):
        if s >= target:
            raise PositionError(f"score {i} is {s}, at or past the target {target}: the "
                                f"game would already be over")
        if rules.settlement == "deduct":
            if s % 5:
                raise PositionError(f"score {i} is {s}: {rules.title} scores are "
                                    f"multiples of 5")
            if s < -MAX_DEFICIT:
                raise PositionError(f"score {i} is {s}: no game gets that far below zero")
        elif s < 0:
            raise PositionError(f"score {i} is {s}: {rules.title} scores never go "
                                f"below zero")
