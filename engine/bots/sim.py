"""A lean hand simulator for the Hard bot's rollouts.

The engine's :class:`~engine.game.Game` keeps notation, events and an undo
stack; a rollout needs none of that, only the counted total, the open ends
and the hands. This module plays the rest of a hand from a position in plain
local variables, several times faster than ``push_code``/``undo``.

It follows the engine's rules exactly (RULES.md 1.3-1.7 and 3); the engine
stays the authority and ``tests/bots/test_bots.py`` checks that a simulated hand
and the same hand played through :class:`Game` end with the same plays and
the same scores, in both rulesets with 2-4 players.

An open end is a tuple ``(pips, value, kind)``: ``pips`` a tile must show to
attach there, ``value`` what it adds to the total while open, and ``kind``:
``0`` ordinary, ``1`` a straight side of the sniff, ``2`` a Sniff 61 side
branch (the tile placed there never takes another).
"""

from __future__ import annotations

from ..moves import BRANCH_A, A, B
from ..rules import get_ruleset
from ..tiles import HI, LO, PIPS, TILE_OF_BIT, WITH, WITH_ANY

__all__ = ["SimSpec", "sim_ends", "simulate"]

#: Rounded hand-end pips (RULES.md 1.7), by pip count.
ROUND5 = tuple((p + 2) // 5 * 5 for p in range(200))


def sim_ends(layout) -> tuple[list, int]:
    """The layout's open ends as simulator tuples, and the sniff's number (or -1)."""
    sn = layout.sniff
    ends = []
    for s in layout.slots:
        anchor, side = s[0] >> 3, s[0] & 7
        kind = 0
        if anchor == sn:
            if side in (A, B):
                kind = 1
            elif side >= BRANCH_A and layout.inline:
                kind = 2
        ends.append((s[1], s[2], kind))
    return ends, (LO[sn] if sn >= 0 else -1)


class SimSpec:
    """What stays fixed during a decision: the rules, the players and the target."""

    __slots__ = ("inline", "div", "deduct", "players", "teams", "target", "defend")

    def __init__(self, ruleset: str, players: int, teams: bool, target: int,
                 defend: bool = False):
        self.defend = defend
        rules = get_ruleset(ruleset)
        self.inline = rules.inline_sniff
        self.div = rules.points_divisor
        self.deduct = rules.settlement == "deduct"
        self.players = players
        self.teams = teams
        self.target = target


def _place(ends: list, total: int, sniff: int, inline: bool, tile: int, at: int,
           empty: bool) -> tuple[int, int]:
    """Place ``tile`` at open end ``at`` (the opening if ``empty``); return (total, sniff)."""
    lo = LO[tile]
    hi = HI[tile]
    if empty:
        if lo == hi:
            if inline:
                ends.append((lo, lo, 1))
                ends.append((lo, lo, 1))
            else:
                ends.append((lo, 0, 1))
                ends.append((lo, 0, 1))
            return lo + lo, lo
        ends.append((lo, lo, 0))
        ends.append((hi, hi, 0))
        return lo + hi, sniff
    p, v, kind = ends.pop(at)
    total -= v
    if lo == hi:
        if sniff < 0:
            sniff = lo
            if inline:
                ends.append((lo, lo, 1))
                total += lo
            else:
                ends.append((lo, 0, 1))
                total += lo + lo
        else:
            ends.append((lo, lo + lo, 0))
            total += lo + lo
    else:
        outer = hi if p == lo else lo
        if kind != 2:
            ends.append((outer, outer, 0))
        total += outer
    if kind == 1:
        for e in ends:
            if e[2] == 1:
                break
        else:
            if inline:
                ends.append((sniff, 0, 2))
                ends.append((sniff, 0, 2))
            else:
                ends.append((sniff, sniff, 0))
                ends.append((sniff, sniff, 0))
    return total, sniff


def _best_total(ends: list, total: int, first_double: bool, hand: int) -> int:
    """The highest scoring counted total any tile of ``hand`` could make now (or 0)."""
    best = 0
    for p, v, _k in ends:
        m = hand & WITH[p]
        if m:
            base = total - v
            while m:
                low = m & -m
                m ^= low
                t = TILE_OF_BIT[low]
                lo = LO[t]
                hi = HI[t]
                if lo == hi:
                    tt = base + (lo if first_double else lo + lo)
                else:
                    tt = base + (hi if p == lo else lo)
                if tt > best and tt % 5 == 0:
                    best = tt
    return best


def simulate(spec: SimSpec, ends: list, total: int, sniff: int, empty: bool, hands: list,
             bone: list, turn: int, scores: list, tile: int, at: int):
    """Play ``tile`` at open end index ``at`` (``-1``: the opening) for ``turn``, then
    finish the hand with the rollout policy. ``ends``, ``hands`` and ``scores``
    are changed in place; ``bone`` is the drawing order (not changed).

    The policy (``spec.defend`` off): the highest scoring total, then the
    heaviest tile. With ``spec.defend`` on, ties on points go to the play that
    leaves the next seat's hand the least to score, then to the heaviest tile
    (Medium's rule, with the world's hands known).

    Returns the winning score entry if the game was won during the hand, else -1.
    """
    inline = spec.inline
    div = spec.div
    n = spec.players
    teams = spec.teams
    target = spec.target
    defend = spec.defend
    bptr = 0
    nbone = len(bone)
    while True:
        total, sniff = _place(ends, total, sniff, inline, tile, at, empty)
        empty = False
        seat = turn
        hands[seat] &= ~(1 << tile)
        if total > 0 and total % 5 == 0:
            e = seat & 1 if teams else seat
            scores[e] += total // div
            if scores[e] >= target:
                return e
        if not hands[seat]:
            return _end(spec, hands, scores, seat)
        # -- the next seat that can play (forced draws and passes) ---------------------
        pm = 0
        for e in ends:
            pm |= 1 << e[0]
        wa = WITH_ANY[pm]
        s = seat + 1 if seat + 1 < n else 0
        while not hands[s] & wa:
            drew = False
            while bptr < nbone:
                t = bone[bptr]
                bptr += 1
                hands[s] |= 1 << t
                if (1 << t) & wa:
                    drew = True
                    break
            if drew:
                break
            for h in hands:
                if h & wa:
                    break
            else:
                return _end(spec, hands, scores, -1)
            s = s + 1 if s + 1 < n else 0
        turn = s
        # -- the policy's choice -----------------------------------------------------
        hand = hands[s]
        best_key = -1
        ifd = inline and sniff < 0
        i = 0
        tops = None
        for p, v, _k in ends:
            m = hand & WITH[p]
            if m:
                base = total - v
                while m:
                    low = m & -m
                    m ^= low
                    t = TILE_OF_BIT[low]
                    lo = LO[t]
                    hi = HI[t]
                    if lo == hi:
                        tt = base + (lo if ifd else lo + lo)
                    else:
                        tt = base + (hi if p == lo else lo)
                    key = (tt if tt % 5 == 0 else 0) * 16 + lo + hi
                    if defend:
                        if key >> 4 > best_key >> 4:
                            tops = [(t, i)]
                        elif key >> 4 == best_key >> 4:
                            tops.append((t, i))
                    if key > best_key:
                        best_key = key
                        tile = t
                        at = i
            i += 1
        if defend and len(tops) > 1 and hand & (hand - 1):
            nxt = hands[s + 1 if s + 1 < n else 0]
            best_d = None
            for t, i in tops:
                e2 = list(ends)
                tot2, sn2 = _place(e2, total, sniff, inline, t, i, False)
                d = -_best_total(e2, tot2, inline and sn2 < 0, nxt) * 16 + PIPS[t]
                if best_d is None or d > best_d:
                    best_d = d
                    tile = t
                    at = i


def _end(spec: SimSpec, hands: list, scores: list, seat: int) -> int:
    """Settle the hand (``seat``: who dominoed, or -1 blocked); the winner entry or -1."""
    pips = []
    for h in hands:
        x = 0
        while h:
            low = h & -h
            h ^= low
            x += PIPS[TILE_OF_BIT[low]]
        pips.append(x)
    if spec.deduct:
        teams = spec.teams
        for s, x in enumerate(pips):
            scores[s & 1 if teams else s] -= ROUND5[x]
        return -1
    if seat < 0:
        low = min(pips)
        if pips.count(low) != 1:
            return -1
        seat = pips.index(low)
    scores[seat] += ROUND5[sum(pips) - pips[seat]] // 5
    return seat if scores[seat] >= spec.target else -1
