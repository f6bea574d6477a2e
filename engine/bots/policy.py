"""Expert's rollout policy: a one-ply weighing of each play in a known world.

Hard's rollouts (:mod:`engine.bots.sim`) play the most points now and break
ties by the least the next seat can score after it, then the heaviest tile.
Expert's rollouts weigh those and more in one sum per play, with every hand
of the world known (as in Hard's rollouts):

* ``pts``: the points the play scores now (raw counted total);
* ``reply``: the most the next seat could score straight after it;
* ``mine``: the most this seat could score on the ends it leaves (the next
  play may change them, so it counts for less);
* ``pips``: the tile's pips (shed heavy tiles: a hand's end deducts them);
* ``stuck``: the next seat cannot play on the ends it leaves (it must draw or
  pass);
* ``keep``: how many of this seat's remaining tiles can still be played;
* ``after``: the most the seat after next (this seat with 2 players, its
  partner in the 4-player game; left out otherwise) could score once the next
  seat made its greedy play -- a two-ply look at the exchange.

``value = pts - A*reply + B*mine + C*pips + D*stuck + E*keep + F*after``; the weights are
:data:`WEIGHTS`, chosen by duels of whole hands between policies
(``bench/policy_duel.py``, results in ``bench/RESULTS.md``). The rules are
the simulator's (:func:`engine.bots.sim._place` and ``_end``), so a rollout
here follows the engine exactly as Hard's do.
"""

from __future__ import annotations

import random

from ..rules import get_ruleset
from ..tiles import HI, LO, PIPS, TILE_OF_BIT, WITH, WITH_ANY
from .sim import SimSpec, _best_total, _end, _place

__all__ = ["WEIGHTS", "choose", "simulate_policy", "duel"]

#: (A reply, B mine, C pips, D stuck, E keep, F after).
WEIGHTS = (0.8, 0.0, 0.2, 3.0, 1.0, 0.5)


def _count(m: int) -> int:
    return bin(m).count("1")


def choose(ends: list, total: int, sniff: int, inline: bool, empty: bool, hands: list, s: int,
           n: int, w, ally: bool = True) -> tuple[int, int]:
    """The policy's play ``(tile, end index)`` for seat ``s`` (``-1``: the opening).

    ``w`` is a weights tuple, or ``None`` for Hard's rollout rule. ``ally``: the
    seat after next is on this seat's side (2 players, or partnerships); if not,
    the ``after`` term is left out.
    """
    hand = hands[s]
    nxt = hands[s + 1 if s + 1 < n else 0]
    cands = []
    if empty:
        m = hand
        while m:
            low = m & -m
            m ^= low
            t = TILE_OF_BIT[low]
            lo = LO[t]
            tt = lo + lo if lo == HI[t] and not inline else (lo + HI[t])
            cands.append((t, -1, tt if tt % 5 == 0 else 0))
    else:
        ifd = inline and sniff < 0
        for i, (p, v, _k) in enumerate(ends):
            m = hand & WITH[p]
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
                cands.append((t, i, tt if tt % 5 == 0 else 0))
    if len(cands) == 1:
        return cands[0][0], cands[0][1]
    if w is None:
        top = max(c[2] for c in cands)
        tops = [c for c in cands if c[2] == top]
        if len(tops) == 1 or not hand & (hand - 1):
            t, i, _p = max(tops, key=lambda c: PIPS[c[0]] * 64 - c[1])
            return t, i
        best = None
        for t, i, _p in tops:
            e2 = list(ends)
            tot2, sn2 = _place(e2, total, sniff, inline, t, i, empty)
            d = -_best_total(e2, tot2, inline and sn2 < 0, nxt) * 16 + PIPS[t]
            if best is None or d > best[0]:
                best = (d, t, i)
        return best[1], best[2]
    a, b, c, d, e = w[:5]
    f = w[5] if len(w) > 5 and ally else 0.0
    after = hands[s + 2 - n if s + 2 >= n else s + 2]
    best = None
    for t, i, pts in cands:
        e2 = list(ends)
        tot2, sn2 = _place(e2, total, sniff, inline, t, i, empty)
        fd = inline and sn2 < 0
        pm = 0
        for x in e2:
            pm |= 1 << x[0]
        wa = WITH_ANY[pm]
        rest = hand & ~(1 << t)
        val = pts + c * PIPS[t]
        if a:
            val -= a * _best_total(e2, tot2, fd, nxt)
        if b and rest:
            val += b * _best_total(e2, tot2, fd, rest)
        if d and not nxt & wa:
            val += d
        if e:
            val += e * _count(rest & wa)
        if f:
            val += f * _after_reply(e2, tot2, sn2, inline, nxt, after if after != hand else rest)
        if best is None or val > best[0]:
            best = (val, t, i)
    return best[1], best[2]


def _after_reply(ends: list, total: int, sniff: int, inline: bool, nxt: int, then: int) -> int:
    """The most ``then`` (the seat after next) could score once the next seat made
    its greedy play (most points, then the heaviest tile); on these ends if it
    cannot play."""
    best = -1
    fd = inline and sniff < 0
    for i, (p, v, _k) in enumerate(ends):
        m = nxt & WITH[p]
        base = total - v
        while m:
            low = m & -m
            m ^= low
            t = TILE_OF_BIT[low]
            lo = LO[t]
            hi = HI[t]
            if lo == hi:
                tt = base + (lo if fd else lo + lo)
            else:
                tt = base + (hi if p == lo else lo)
            key = (tt if tt % 5 == 0 else 0) * 16 + lo + hi
            if key > best:
                best = key
                bt, bi = t, i
    if best < 0:
        return _best_total(ends, total, fd, then)
    e2 = list(ends)
    tot2, sn2 = _place(e2, total, sniff, inline, bt, bi, False)
    return _best_total(e2, tot2, inline and sn2 < 0, then)


def simulate_policy(spec, ends: list, total: int, sniff: int, empty: bool, hands: list,
                    bone: list, turn: int, scores: list, tile: int, at: int, pols) -> int:
    """Like :func:`engine.bots.sim.simulate`, every later play chosen by
    :func:`choose` with ``pols[seat]`` as the seat's weights. ``tile``/``at``
    may be ``-1`` for the policy's own opening play. Returns the winning entry
    if the game was won during the hand, else -1.
    """
    inline = spec.inline
    div = spec.div
    n = spec.players
    teams = spec.teams
    target = spec.target
    bptr = 0
    nbone = len(bone)
    ally = n == 2 or teams
    if tile < 0:
        tile, at = choose(ends, total, sniff, inline, empty, hands, turn, n, pols[turn], ally)
    while True:
        total, sniff = _place(ends, total, sniff, inline, tile, at, empty)
        empty = False
        seat = turn
        hands[seat] &= ~(1 << tile)
        if total > 0 and total % 5 == 0:
            en = seat & 1 if teams else seat
            scores[en] += total // div
            if scores[en] >= target:
                return en
        if not hands[seat]:
            return _end(spec, hands, scores, seat)
        pm = 0
        for x in ends:
            pm |= 1 << x[0]
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
        tile, at = choose(ends, total, sniff, inline, False, hands, s, n, pols[s], ally)


def duel(a, b, deals: int, seed: int, ruleset: str = "american", players: int = 2) -> list[float]:
    """Policy ``a`` against policy ``b`` (weights, or ``None`` for Hard's rule) over
    ``deals`` random deals, each played twice with the sides swapped, every hand
    known to every seat (as in a rollout). Returns ``a``'s side's net points minus
    ``b``'s per deal (the mean of the two seatings). Two sides only: 2 players, or
    the 4-player partnerships."""
    rules = get_ruleset(ruleset)
    teams = rules.teams(players)
    if not (teams or players == 2):
        raise ValueError("a duel needs two sides")
    spec = SimSpec(ruleset, players, teams, 10 ** 9)
    k = rules.hand_size(players)
    out = []
    for d in range(deals):
        rng = random.Random(seed * 1_000_003 + d)
        tiles = list(range(28))
        rng.shuffle(tiles)
        hands0 = [sum(1 << t for t in tiles[s * k:(s + 1) * k]) for s in range(players)]
        bone = tiles[players * k:]
        lead = rng.randrange(players)
        diff = 0
        for first in (0, 1):
            pols = [a if ((s & 1) == 0) == (first == 0) else b for s in range(players)]
            scores = [0, 0]
            simulate_policy(spec, [], 0, -1, True, list(hands0), bone, lead, scores, -1, -1,
                            pols)
            diff += scores[first] - scores[1 - first]
        out.append(diff / 2)
    return out
