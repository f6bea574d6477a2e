"""Deals consistent with a player's view, and games built from them.

A :class:`DealSampler` draws the tiles a seat cannot see -- the other hands
and the boneyard -- **uniformly** among the assignments consistent with
everything public: every hand has its public size, the boneyard has its size,
and no seat holds a tile showing a pip in its ``void`` mask (it drew or passed
while that pip was open). Tiles that no constraint tells apart are grouped,
the number of consistent assignments is counted exactly (a small dynamic
programme over the groups), and a sample walks that count, so no sample is
ever rejected and none is biased.

:func:`position_game` turns a view plus such an assignment into a
:class:`engine.Game` in the middle of the hand, ready for ``push_code`` and
``undo``.
"""

from __future__ import annotations

import random
from math import comb

from ..game import Game
from ..tiles import WITH_ANY, mask_count, mask_tiles
from ..view import PlayerView

__all__ = ["DealSampler", "position_game"]


class DealSampler:
    """Uniform random completions of ``view``: ``sample(rng) -> (hands, boneyard)``.

    ``hands`` is one mask per seat (the viewer's own hand included); ``boneyard``
    is a list of tiles in a random drawing order. Only the view is read.
    """

    def __init__(self, view: PlayerView):
        self.view = view
        me = view.seat
        n = view.players
        unseen = view.unseen_mask
        self.others = others = [s for s in range(n) if s != me]
        self.sizes = tuple(view.hand_sizes[s] for s in others)
        self.bone_size = view.boneyard_size
        if sum(self.sizes) + self.bone_size != mask_count(unseen):
            raise ValueError("the view's hand and boneyard sizes do not match its unseen tiles")
        allowed = [unseen & ~WITH_ANY[view.void[s]] for s in others]
        groups: dict[int, list[int]] = {}
        for t in mask_tiles(unseen):
            sig = 0
            for i, a in enumerate(allowed):
                if a >> t & 1:
                    sig |= 1 << i
            groups.setdefault(sig, []).append(t)
        self.groups = [(sig, tiles) for sig, tiles in sorted(groups.items())]
        self._ways: dict = {}
        self._options: dict = {}
        self.relaxed = False
        if self.count(0, self.sizes) == 0:  # pragma: no cover - the engine keeps voids sound
            # Inconsistent constraints cannot come from a real game; fall back to sizes only.
            self.relaxed = True
            every = (1 << len(others)) - 1
            self.groups = [(every, mask_tiles(unseen))]
            self._ways.clear()
            self._options.clear()
            self.count(0, self.sizes)
        self.my_hand = view.hand_mask
        self.me = me
        self.n = n

    def _splits(self, j: int, need: tuple):
        """Ways to split group ``j`` among the seats (``need`` caps each) and the boneyard."""
        sig, tiles = self.groups[j]
        c = len(tiles)
        out = [((), c)]
        for i in range(len(need)):
            nxt = []
            can = sig >> i & 1
            for took, left in out:
                top = min(need[i], left) if can else 0
                for k in range(top + 1):
                    nxt.append((took + (k,), left - k))
            out = nxt
        res = []
        for took, _left in out:
            ways = 1
            rest = c
            for k in took:
                ways *= comb(rest, k)
                rest -= k
            res.append((took, ways))
        return res

    def count(self, j: int, need: tuple) -> int:
        """The number of consistent assignments of groups ``j..`` giving seats ``need``."""
        key = (j, need)
        w = self._ways.get(key)
        if w is not None:
            return w
        if j == len(self.groups):
            w = 1 if not any(need) else 0
        else:
            w = 0
            opts = []
            for took, ways in self._splits(j, need):
                rest = tuple(a - b for a, b in zip(need, took))
                sub = self.count(j + 1, rest)
                if sub:
                    w += ways * sub
                    opts.append((w, took, rest))
            self._options[key] = opts
        self._ways[key] = w
        return w

    def sample(self, rng: random.Random):
        need = self.sizes
        hands = [0] * self.n
        hands[self.me] = self.my_hand
        others = self.others
        bone = []
        for j, (_sig, tiles) in enumerate(self.groups):
            opts = self._options[(j, need)]
            if len(opts) == 1:
                _, took, need = opts[0]
            else:
                r = rng.randrange(opts[-1][0])
                for cum, took_i, rest in opts:
                    if r < cum:
                        took, need = took_i, rest
                        break
            tiles = list(tiles)
            rng.shuffle(tiles)
            k0 = 0
            for i, k in enumerate(took):
                if k:
                    m = 0
                    for t in tiles[k0:k0 + k]:
                        m |= 1 << t
                    hands[others[i]] |= m
                    k0 += k
            bone.extend(tiles[k0:])
        rng.shuffle(bone)
        return hands, bone


def position_game(view: PlayerView, hands, boneyard) -> Game:
    """A :class:`Game` at the view's position with the given hidden tiles filled in.

    ``hands`` is one mask per seat, ``boneyard`` the drawing order. The game has
    no log and no undo history; its scores are the view's.
    """
    g = Game(view.ruleset, view.players, target=view.target, scores=list(view.scores),
             seed=0, log=False)
    g.phase = view.phase
    g.hand_no = view.hand_no
    g.leader = view.leader
    g.turn = view.turn
    g.layout = view.layout.copy()
    g.hands = list(hands)
    g.boneyard = list(boneyard)
    g.bone_ptr = 0
    g.moves = list(view.moves)
    g.void = list(view.void)
    g.drawn = -1
    return g
