"""A player's view: only what that seat may see (for bots and for the screen)."""

from __future__ import annotations

from dataclasses import dataclass

from .events import Deal, Draw, HandEnd
from .layout import Layout
from .tiles import ALL_TILES_MASK, mask_count, mask_tiles

__all__ = ["PlayerView"]


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge of a game.

    Hidden: the other hands and the boneyard's tiles and order. Public: the
    layout (``layout`` is a private copy), every hand's size, the boneyard's
    size, the scores, the plays of this hand, who drew and passed, and
    ``void`` -- per seat, the pips it is known not to hold (it drew or passed
    while they were open).
    """

    seat: int
    ruleset: str
    players: int
    teams: bool
    target: int
    scores: tuple
    phase: str
    hand_no: int
    leader: int
    turn: int
    hand: tuple
    hand_mask: int
    hand_sizes: tuple
    boneyard_size: int
    layout: Layout
    moves: tuple  # move codes played this hand, in order
    void: tuple
    legal_codes: tuple
    history: tuple  # public events of the whole game (others' draws and deals masked)

    @classmethod
    def of(cls, game, seat: int) -> PlayerView:
        if type(seat) is not int or not 0 <= seat < game.players:
            raise ValueError(f"no seat {seat!r}")
        hist = ()
        if game.log is not None:
            hist = tuple(_mask_event(e, seat) for e in game.log)
        return cls(
            seat=seat, ruleset=game.rules.name, players=game.players, teams=game.teams,
            target=game.target, scores=tuple(game.scores), phase=game.phase,
            hand_no=game.hand_no, leader=game.leader, turn=game.turn,
            hand=tuple(mask_tiles(game.hands[seat])), hand_mask=game.hands[seat],
            hand_sizes=tuple(mask_count(h) for h in game.hands),
            boneyard_size=game.boneyard_size, layout=game.layout.copy(),
            moves=tuple(game.moves), void=tuple(game.void),
            legal_codes=tuple(game.legal_codes()) if game.turn == seat else (),
            history=hist,
        )

    @property
    def unseen_mask(self) -> int:
        """Tiles this seat cannot see: the other hands and the boneyard."""
        return ALL_TILES_MASK & ~self.hand_mask & ~self.layout.placed_mask

    @property
    def unseen(self) -> list[int]:
        return mask_tiles(self.unseen_mask)


def _mask_event(e, seat):
    if isinstance(e, Draw) and e.seat != seat:
        return Draw(e.seat, None)
    if isinstance(e, Deal):
        hands = tuple(h if s == seat else tuple(None for _ in h) for s, h in enumerate(e.hands))
        return Deal(e.hand_no, e.leader, hands, e.boneyard)
    if isinstance(e, HandEnd):
        return e  # hands are shown face up at the end of a hand
    return e
