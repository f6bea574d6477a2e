"""The hint: the Hard bot's move for the human's position, its points and a reason."""

from __future__ import annotations

from dataclasses import dataclass

from ..moves import Move
from ..rules import get_ruleset
from ..tiles import HI, IS_DOUBLE, LO, NAME, PIPS, WITH, WITH_ANY, mask_tiles
from ..view import PlayerView
from .base import legal_codes_of
from .core import best_reply_points, entry_of, play_total, points_of

__all__ = ["Hint", "hint", "reason_for"]


@dataclass(frozen=True)
class Hint:
    """``move`` to play, the ``points`` it scores now, and a one-line ``reason``."""

    move: Move
    points: int
    reason: str

    def __str__(self):
        return f"{self.move} ({self.reason})"


def hint(view: PlayerView, seed: int | None = None, **budget) -> Hint:
    """The Hard bot's choice for ``view`` with its points now and a short reason.

    ``budget`` is passed to the Hard bot (``time_budget``, ``iterations``).
    Raises ``ValueError`` when the view's seat is not to play.
    """
    from .hard import HardBot

    codes = legal_codes_of(view)
    code = HardBot(seed=seed, **budget).choose_code(view)
    div = get_ruleset(view.ruleset).points_divisor
    pts = points_of(play_total(view.layout, code), div)
    return Hint(Move.from_code(code), pts, reason_for(view, code, codes))


def _pips_words(pips: list[int]) -> str:
    names = [f"{p}s" for p in pips]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def reason_for(view: PlayerView, code: int, codes=None) -> str:
    """One true line on why ``code`` is a good play in ``view``.

    In order: it wins the game; it scores; it goes out; it leaves the next
    player only pips it is known not to hold ("blocks 5s"); it leaves the
    tiles the next player may hold less to score than the other plays would;
    it sheds the heaviest tile (or a double); otherwise it keeps the hand's
    numbers open.
    """
    if codes is None:
        codes = legal_codes_of(view)
    div = get_ruleset(view.ruleset).points_divisor
    lay = view.layout
    tile = code >> 8
    pts = points_of(play_total(lay, code), div)
    entry = entry_of(view.seat, view.teams)
    if pts and view.scores[entry] + pts >= view.target:
        return f"scores {pts} and wins the game"
    if pts:
        return f"scores {pts}"
    if view.hand_sizes[view.seat] == 1:
        return "goes out"
    nxt = (view.seat + 1) % view.players
    scratch = lay.copy()
    scratch.apply(code)
    open_pips = sorted({s[1] for s in scratch.slots})
    void = view.void[nxt]
    if open_pips and all(void >> p & 1 for p in open_pips):
        return f"blocks {_pips_words(open_pips)}"
    could = view.unseen_mask & ~WITH_ANY[void]
    threat = best_reply_points(scratch, could, div)
    others = []
    for c in codes:
        if c == code:
            continue
        s2 = lay.copy()
        s2.apply(c)
        others.append(best_reply_points(s2, could, div))
    if others and threat < min(others):
        return "leaves nothing to score" if threat == 0 else f"leaves at most {threat} to score"
    hand = mask_tiles(view.hand_mask)
    if PIPS[tile] == max(PIPS[t] for t in hand) and PIPS[tile] >= 6:
        return f"sheds the {NAME[tile]}"
    if IS_DOUBLE[tile]:
        return f"sheds the {NAME[tile]}"
    # The numbers the hand can still follow with after this play.
    rest = view.hand_mask & ~(1 << tile)
    follow = [p for p in open_pips if rest & WITH[p]]
    if follow:
        return f"keeps {_pips_words(follow)} to follow"
    if LO[tile] != HI[tile] and threat == 0:
        return "leaves nothing to score"
    return "best by simulation"
