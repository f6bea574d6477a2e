"""A hand's tally for its summary: per seat, what its scoring plays made during the hand,
what the hand's end did (American Sniff: its rounded pips taken off; Sniff 61: the
winner's bonus), and the two together; per score entry, the scores at the deal and now.

Everything comes from the engine's own events: the hand's ``Play`` events (each one's
``points``) in the game's log, and its ``HandEnd`` (``pips``, ``change``, ``scores``).
A game won mid-hand (RULES.md 1.8: a play reaches the target, the hand is never
settled) has a tally too, with ``how == "target"`` and no hand-end change."""

from __future__ import annotations

from dataclasses import dataclass

from engine.events import Deal, GameEnd, HandEnd, Play
from engine.rules import round5
from engine.tiles import HI, LO

__all__ = ["HandTally", "hand_tally", "won_mid_hand"]


@dataclass(frozen=True)
class HandTally:
    """One hand's scoring. ``how``: ``"domino"``, ``"blocked"`` or ``"target"`` (a play
    reached the target mid-hand); ``seat``: who went out, Sniff 61's block winner, or
    the seat whose play reached the target (None: a blocked hand without a winner)."""
    hand_no: int
    how: str
    seat: int | None
    #: Each seat's pips left and tiles left (face up on the summary).
    pips: tuple
    hands: tuple
    #: Per seat: the points of its scoring plays this hand (the multiples of five).
    in_play: tuple
    #: Per seat: what the hand's end did to its side's score (American Sniff: minus its
    #: rounded pips; Sniff 61: the winner's bonus); all 0 for a game won mid-hand.
    settled: tuple
    #: Per score entry: the scores when the hand was dealt, and after it.
    start: tuple
    scores: tuple
    #: The score entry that won the game with this hand (None: the game goes on).
    winner: int | None = None
    #: The score entry of each seat (its team in partnership play).
    entries: tuple = ()

    def total(self, seat: int) -> int:
        """A seat's whole hand: its points in play and its hand end together."""
        return self.in_play[seat] + self.settled[seat]

    @property
    def change(self) -> tuple:
        """Per score entry: how far its score moved over the hand (the race bars)."""
        return tuple(n - s for n, s in zip(self.scores, self.start))

    def entry_total(self, entry: int) -> int:
        """A score entry's hand: the totals of its seats added up."""
        return sum(self.total(s) for s, e in enumerate(self.entries) if e == entry)


def won_mid_hand(game) -> bool:
    """The game was won by a play during a hand (its last events: a play, then the
    game's end, no hand end between)."""
    log = list(getattr(game, "log", None) or ())
    if not log or not isinstance(log[-1], GameEnd):
        return False
    for ev in reversed(log[:-1]):
        if isinstance(ev, HandEnd):
            return False
        if isinstance(ev, (Play, Deal)):
            return True
    return False


def _this_hand(log: list, end) -> list:
    """The events of the hand that ``end`` closes (the last hand when ``end`` is not
    in the log, or is None), from its deal on."""
    stop = next((i for i, e in enumerate(log) if e is end), len(log)) if end is not None \
        else len(log)
    start = max((i for i, e in enumerate(log[:stop]) if isinstance(e, Deal)), default=-1)
    return log[start + 1:stop]


def hand_tally(game, end: HandEnd | None = None) -> HandTally:
    """The tally of the hand ``end`` closes (``game``'s last hand when ``end`` is not
    in its log), or with ``end`` None of the hand a play won mid-hand."""
    n = game.players
    entries = tuple(game.seat_entry(s) for s in range(n))
    deduct = game.rules.settlement == "deduct"
    events = _this_hand(list(getattr(game, "log", None) or ()), end)
    in_play = [0] * n
    last = None
    for ev in events:
        if isinstance(ev, Play):
            in_play[ev.seat] += ev.points
            last = ev
    outcome = getattr(game, "outcome", None)
    if end is not None:
        how, seat, pips, hands = end.how, end.seat, tuple(end.pips), tuple(end.hands)
        scores = tuple(end.scores)
        if deduct:
            settled = [-round5(p) for p in pips]
        else:
            settled = [end.change[entries[s]] if s == end.seat else 0 for s in range(n)]
        winner = (outcome.winner if outcome is not None
                  and outcome.scores == scores else None)
    else:  # a play reached the target: the hands are left as they were
        how, seat = "target", None if last is None else last.seat
        hands = tuple(tuple(game.hand_tiles(s)) for s in range(n))
        pips = tuple(sum(LO[t] + HI[t] for t in h) for h in hands)
        scores = tuple(outcome.scores if outcome is not None else game.scores)
        settled = [0] * n
        winner = outcome.winner if outcome is not None else None
    start = list(scores)
    for s in range(n):
        start[entries[s]] -= in_play[s] + settled[s]
    return HandTally(max(0, game.hand_no), how, seat, pips, hands, tuple(in_play),
                     tuple(settled), tuple(start), scores, winner, entries)

