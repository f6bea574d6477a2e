"""The hint: the coach's best move for the human's position, its points and a reason.

The hint and the coach's review (:mod:`engine.bots.review`) read the same
evaluation -- Hard's values over sampled worlds, no clock, the same seed and
number of worlds -- so the play the hint names is the play the review calls best
in the same position.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..moves import Move
from ..rules import get_ruleset
from ..tiles import IS_DOUBLE, NAME, PIPS, WITH, WITH_ANY, mask_tiles
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


def hint(view: PlayerView, seed: int | None = 0, **budget) -> Hint:
    """The Hard bot's choice for ``view`` with its points now and a short reason.

    Without a clock (no ``time_budget``, or ``None``) the hint reads the review's own
    evaluation (:func:`engine.bots.review.hard_values` with ``seed`` and ``iterations``,
    default :data:`engine.bots.review.DEFAULT_ITERATIONS`): the play it names is the
    one :func:`engine.bots.review.review_decision` calls best with the same seed and
    worlds. With a ``time_budget`` it is the Hard bot's choice on that clock.
    Raises ``ValueError`` when the view's seat is not to play.
    """
    from .hard import HardBot
    from .review import DEFAULT_ITERATIONS, hard_values

    codes = legal_codes_of(view)
    if budget.get("time_budget", None) is None:
        # the review's own evaluation, read the review's way: the play of highest value
        # (ties: the lowest code), so review_decision calls this very play "best"
        iterations = budget.get("iterations", DEFAULT_ITERATIONS)
        if len(codes) == 1:
            code = codes[0]
        else:
            values = hard_values(view, codes, seed, iterations)
            code = max(zip(codes, values), key=lambda cv: (cv[1], -cv[0]))[0]
    else:
        code = HardBot(seed=seed, **budget).choose_code(view)
    div = get_ruleset(view.ruleset).points_divisor
    pts = points_of(play_total(view.layout, code), div)
    return Hint(Move.from_code(code), pts, reason_for(view, code, codes))


def _pips_words(pips: list[int]) -> str:
    names = [f"{p}s" for p in pips]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _reply_after(layout, code: int, could: int, div: int) -> int:
    """The most the next player could score with ``could`` after ``code``."""
    after = layout.copy()
    after.apply(code)
    return best_reply_points(after, could, div)


def reason_for(view: PlayerView, code: int, codes=None) -> str:
    """One true line on why ``code`` is a good play in ``view``.

    In order: it is the only legal play ("only play"); it wins the game; it scores; it skips a play that scores now
    because that play would leave the next player more ("skips 15: 0-1 leaves
    25 to score", or "skips 15: 0-1 for more later" when the difference shows only
    over the rest of the hand); it goes out; it leaves the next
    player only pips it is known not to hold ("blocks 5s"); it leaves the
    tiles the next player may hold less to score than the other plays would;
    it sheds the heaviest tile (or a double) when no other play leaves the next player
    less; when the next player may still score after it, how little it leaves them
    next to the other plays, that every play leaves as much ("any play leaves 10"),
    or the trade-off when another play leaves less ("risks 10 for more later"; never
    "keeps ..."); otherwise it keeps the hand's numbers open, or leaves nothing.
    """
    if codes is None:
        codes = legal_codes_of(view)
    if len(codes) == 1:  # no choice: say so, not why it is good
        return "only play"
    div = get_ruleset(view.ruleset).points_divisor
    lay = view.layout
    tile = code >> 8
    pts = points_of(play_total(lay, code), div)
    entry = entry_of(view.seat, view.teams)
    if pts and view.scores[entry] + pts >= view.target:
        return f"scores {pts} and wins the game"
    if pts:
        return f"scores {pts}"
    nxt = (view.seat + 1) % view.players
    void = view.void[nxt]
    could = view.unseen_mask & ~WITH_ANY[void]
    now = {c: points_of(play_total(lay, c), div) for c in codes}
    alt = max(codes, key=lambda c: (now[c], -c))
    if now[alt] > 0:
        if view.hand_sizes[view.seat] == 1:
            return "goes out"
        own = _reply_after(lay, code, could, div)
        theirs = _reply_after(lay, alt, could, div)
        if theirs - now[alt] > own:
            return f"skips {now[alt]}: {NAME[alt >> 8]} leaves {theirs} to score"
        return f"skips {now[alt]}: {NAME[alt >> 8]} for more later"
    if view.hand_sizes[view.seat] == 1:
        return "goes out"
    scratch = lay.copy()
    scratch.apply(code)
    open_pips = sorted({s[1] for s in scratch.slots})
    if open_pips and all(void >> p & 1 for p in open_pips):
        return f"blocks {_pips_words(open_pips)}"
    threat = best_reply_points(scratch, could, div)
    others = []
    for c in codes:
        if c == code:
            continue
        s2 = lay.copy()
        s2.apply(c)
        others.append(best_reply_points(s2, could, div))
    least = min(others, default=threat)  # the least another play leaves the next player
    if others and threat < least:
        return "leaves nothing to score" if threat == 0 else f"leaves at most {threat} to score"
    hand = mask_tiles(view.hand_mask)
    heavy = PIPS[tile] == max(PIPS[t] for t in hand) and PIPS[tile] >= 6
    if threat <= least and (heavy or IS_DOUBLE[tile]):
        # only when no other play leaves the next player less: "gets rid of your 2|2
        # early" came before the Hard bot's +10 that another play would have denied
        return f"sheds the {NAME[tile]}"
    if threat:  # the next player may score after it: never "keeps ... for later"
        # (that line came before a +15 reply); what it denies, or the trade-off
        if threat > least:  # another play leaves less: say what this one risks
            return f"risks {threat} for more later"
        if threat < max(others, default=threat):
            return f"leaves at most {threat} to score"
        return f"any play leaves {threat}"
    # The numbers the hand can still follow with after this play.
    rest = view.hand_mask & ~(1 << tile)
    follow = [p for p in open_pips if rest & WITH[p]]
    if follow:
        return f"keeps {_pips_words(follow)} to follow"
    return "leaves nothing to score"
