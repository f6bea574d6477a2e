"""The Expert bot's search inside one sampled world: alpha-beta to a depth, then rollouts.

A *world* gives every hidden tile a place: the other hands and the drawing
order of the boneyard (sampled by :class:`~engine.bots.sampling.DealSampler`).
Inside it the hand is a game of perfect information, and :class:`WorldSearch`
searches it with alpha-beta on the lean representation of
:mod:`engine.bots.sim` (open ends as tuples, hands as bit masks):

* two sides -- the bot's side maximises, the other minimises (the partnership
  in the 4-player game; with 3 players alone the others are taken as one
  side, the "paranoid" assumption);
* forced draws and passes are played out between plays (the drawing order is
  the world's), so every node is a seat with a playable tile;
* moves are ordered best-first: the transposition table's move from the
  previous, shallower iteration, then the points scored, then the heavier
  tile; plays that lead to the same position (one tile on two identical open
  ends) are searched once;
* a transposition table keyed by the whole position (hands, open ends, total,
  boneyard pointer, seat, scores) keeps each node's value, bound and best move;
* at the depth limit the hand is finished by the Hard bot's rollout policy
  (:func:`engine.bots.sim.simulate`), and the node takes that rollout's value;
* the search looks at the clock at every node and before every rollout (a
  rollout costs a hundred times more) and abandons the iteration
  (:class:`SearchTimeout`) past ``stop_at``.

The value of a finished hand is given by a callable ``value(scores, winner)``:
the game's win probability for the bot's side (:mod:`engine.bots.winprob`) or
its net points. :meth:`WorldSearch.root_values` returns the exact value of
every root move at a given depth, and whether the search saw the whole hand
(no rollout was needed: deeper iterations would change nothing).
"""

from __future__ import annotations

from time import perf_counter

from ..tiles import HI, LO, PIPS, TILE_OF_BIT, WITH, WITH_ANY
from .sim import _end, _place, simulate

__all__ = ["WorldSearch", "SearchTimeout", "root_plays"]

INF = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2


class SearchTimeout(Exception):
    """The search passed its ``stop_at`` time; the iteration is abandoned."""


def root_plays(layout, codes) -> list[tuple[int, int]]:
    """``(tile, open end index)`` of each move code (end ``-1``: the opening)."""
    out = []
    for c in codes:
        pc = c & 255
        at = -1
        if pc != 255:
            at = next(k for k, sl in enumerate(layout.slots) if sl[0] == pc)
        out.append((c >> 8, at))
    return out


class WorldSearch:
    """Alpha-beta over one world; see the module docstring.

    ``spec`` is the decision's :class:`~engine.bots.sim.SimSpec`, ``me`` the
    bot's seat (its side: its partnership in the 4-player game, itself
    otherwise), ``value(scores, winner)`` the leaf valuation, ``bone`` the
    world's drawing order.
    """

    def __init__(self, spec, me: int, value, bone: list, draw_leaf: bool = False):
        self.spec = spec
        #: A play after which someone draws ends the search there (a rollout): the
        #: search never chooses knowing which tiles the world's boneyard gives.
        self.draw_leaf = draw_leaf
        self.me = me
        self.value = value
        self.bone = bone
        self.nbone = len(bone)
        self.n = spec.players
        self.teams = spec.teams
        self.two = spec.teams or spec.players == 2
        self.tt: dict = {}
        self.nodes = 0
        self.rollouts = 0
        self.cut = False  # a rollout was needed in the last iteration
        #: ``perf_counter()`` time at which a search gives up (``None``: never).
        self.stop_at = None

    # -- helpers -------------------------------------------------------------------
    def _mine(self, seat: int) -> bool:
        if self.two:
            return (seat & 1) == (self.me & 1) if self.teams else seat == self.me
        return seat == self.me

    def _next(self, ends, hands, seat, bptr):
        """After ``seat`` played: the next seat with a playable tile (drawing from the
        world's boneyard as the rules force) and the new boneyard pointer, or
        ``(-1, bptr)`` when the hand is blocked. ``hands`` is changed in place."""
        pm = 0
        for e in ends:
            pm |= 1 << e[0]
        wa = WITH_ANY[pm]
        n = self.n
        bone = self.bone
        s = seat + 1 if seat + 1 < n else 0
        while not hands[s] & wa:
            drew = False
            while bptr < self.nbone:
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
                return -1, bptr
            s = s + 1 if s + 1 < n else 0
        return s, bptr

    def _moves(self, ends, total, sniff, empty, hand):
        """Plays of ``hand``: ``[(order key, tile, end index)]``, duplicates removed."""
        spec = self.spec
        div = spec.div
        out = []
        if empty:
            m = hand
            while m:
                low = m & -m
                m ^= low
                t = TILE_OF_BIT[low]
                tt = PIPS[t]
                pts = tt // div if tt % 5 == 0 else 0
                out.append((pts * 64 + tt, t, -1))
            return out
        ifd = spec.inline and sniff < 0
        seen = set()
        for i, e in enumerate(ends):
            p, v, _k = e
            m = hand & WITH[p]
            if not m:
                continue
            if e in seen:
                continue  # an identical open end: the same positions
            seen.add(e)
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
                pts = tt // div if tt > 0 and tt % 5 == 0 else 0
                out.append((pts * 64 + lo + hi, t, i))
        return out

    def _rollout(self, ends, total, sniff, empty, hands, bptr, seat, scores):
        """Finish the hand with the rollout policy from ``seat`` to play; the value."""
        if self.stop_at is not None and perf_counter() > self.stop_at:
            raise SearchTimeout
        self.rollouts += 1
        self.cut = True
        best = None
        for key, t, i in self._moves(ends, total, sniff, empty, hands[seat]):
            if best is None or key > best[0]:
                best = (key, t, i)
        sc = list(scores)
        won = simulate(self.spec, list(ends), total, sniff, empty, list(hands),
                       self.bone[bptr:], seat, sc, best[1], best[2])
        return self.value(sc, won)

    # -- the search ------------------------------------------------------------------
    def _child(self, ends, total, sniff, empty, hands, bptr, seat, scores, t, i, depth,
               alpha, beta):
        """The value after ``seat`` plays tile ``t`` at end ``i``."""
        spec = self.spec
        e2 = list(ends)
        tot2, sn2 = _place(e2, total, sniff, spec.inline, t, i, empty)
        h2 = list(hands)
        h2[seat] &= ~(1 << t)
        sc = scores
        if tot2 > 0 and tot2 % 5 == 0:
            sc = list(scores)
            ent = seat & 1 if self.teams else seat
            sc[ent] += tot2 // spec.div
            if sc[ent] >= spec.target:
                self.nodes += 1
                return self.value(sc, ent)
        if not h2[seat]:
            self.nodes += 1
            sc = list(sc)
            return self.value(sc, _end(spec, h2, sc, seat))
        nxt, b2 = self._next(e2, h2, seat, bptr)
        if nxt < 0:
            self.nodes += 1
            sc = list(sc)
            return self.value(sc, _end(spec, h2, sc, -1))
        if depth <= 1 or (b2 != bptr and self.draw_leaf):
            self.nodes += 1
            return self._rollout(e2, tot2, sn2, False, h2, b2, nxt, sc)
        return self._search(e2, tot2, sn2, h2, b2, nxt, sc, depth - 1, alpha, beta)

    def _search(self, ends, total, sniff, hands, bptr, seat, scores, depth, alpha, beta):
        self.nodes += 1
        if self.stop_at is not None and perf_counter() > self.stop_at:
            raise SearchTimeout
        key = (tuple(hands), tuple(ends), total, sniff, bptr, seat, tuple(scores))
        hit = self.tt.get(key)
        first = None
        if hit is not None:
            d, val, flag, first = hit
            if d >= depth:
                if flag == EXACT:
                    return val
                if flag == LOWER and val >= beta:
                    return val
                if flag == UPPER and val <= alpha:
                    return val
        moves = self._moves(ends, total, sniff, False, hands[seat])
        moves.sort(reverse=True)
        if first is not None:
            for k, mv in enumerate(moves):
                if mv[1] == first[0] and mv[2] == first[1]:
                    if k:
                        moves.insert(0, moves.pop(k))
                    break
        a0, b0 = alpha, beta
        best_move = None
        if self._mine(seat):
            best = -INF
            for _key, t, i in moves:
                v = self._child(ends, total, sniff, False, hands, bptr, seat, scores, t, i,
                                depth, alpha, beta)
                if v > best:
                    best = v
                    best_move = (t, i)
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = INF
            for _key, t, i in moves:
                v = self._child(ends, total, sniff, False, hands, bptr, seat, scores, t, i,
                                depth, alpha, beta)
                if v < best:
                    best = v
                    best_move = (t, i)
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if best <= a0:
            flag = UPPER
        elif best >= b0:
            flag = LOWER
        else:
            flag = EXACT
        self.tt[key] = (depth, best, flag, best_move)
        return best

    def root_values(self, ends, total, sniff, empty, hands, scores, plays, depth):
        """The exact value of each root play ``(tile, end)`` searched ``depth`` plies
        deep (the root play counts as one). Returns ``(values, complete)``:
        ``complete`` is true when no rollout was needed (the whole hand was seen).
        Raises :class:`SearchTimeout` past ``stop_at``."""
        self.cut = False
        out = []
        for t, i in plays:
            out.append(self._child(ends, total, sniff, empty, hands, 0, self.me, scores, t, i,
                                   depth, -INF, INF))
        return out, not self.cut
