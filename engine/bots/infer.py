"""What the other players' plays say about their hands (a soft opponent model).

The public history of the hand shows every play with its seat. A player who
left points on the table probably did not hold the tile that would have
scored them. :class:`PlayModel` turns that into a weight for a sampled world:
for every earlier play by another seat whose hand at that moment the world
determines (no draw by that seat since), the weight is multiplied by
``exp(beta * (scored - best))``, where ``best`` is the most that seat could
have scored with the hand the world gives it and ``scored`` what it did score
(both as counted totals). A world in which everybody played their best
scores keeps weight 1.

Only the view's public ``history`` is read (the plays, draws and passes of the
current hand). Without a history (a game run with ``log=False``) the model is
empty and every world weighs 1.
"""

from __future__ import annotations

from math import exp

from ..layout import Layout
from ..view import PlayerView
from .core import best_reply_points, play_total

__all__ = ["PlayModel", "DEFAULT_BETA"]

#: Weight per counted-total point left on the table (10 left: exp(-2) ~ 0.14).
DEFAULT_BETA = 0.2


class PlayModel:
    """Per-world likelihood of the other seats' plays this hand."""

    def __init__(self, view: PlayerView, beta: float = DEFAULT_BETA):
        self.beta = beta
        #: (seat, layout before the play, counted total it scored or 0, later plays' mask)
        self.obs: list = []
        hist = view.history
        start = None
        for i in range(len(hist) - 1, -1, -1):
            if hist[i].kind == "deal":
                start = i
                break
        if start is None or beta <= 0:
            return
        me = view.seat
        lay = Layout(view.layout.inline)
        pending = []  # [seat, layout, scored, later-mask] still valid
        last_kind = {}
        for e in hist[start + 1:]:
            k = e.kind
            if k == "play":
                s = e.seat
                code = e.move.code
                for ob in pending:
                    if ob[0] == s:
                        ob[3] |= 1 << (code >> 8)
                if s != me and last_kind.get(s) != "draw":
                    total = play_total(lay, code)
                    scored = total if total > 0 and total % 5 == 0 else 0
                    pending.append([s, lay.copy(), scored, 1 << (code >> 8)])
                lay.apply(code)
            elif k == "draw":
                # Unknown tiles joined this hand: its earlier plays no longer say
                # anything about the tiles it holds now.
                pending = [ob for ob in pending if ob[0] != e.seat]
            last_kind[getattr(e, "seat", None)] = k
        self.obs = [tuple(ob) for ob in pending]

    def __bool__(self):
        return bool(self.obs)

    def weight(self, hands) -> float:
        """The likelihood of the observed plays if the seats held ``hands`` (masks) now."""
        miss = 0
        for seat, lay, scored, later in self.obs:
            best = best_reply_points(lay, hands[seat] | later, 1)
            if best > scored:
                miss += best - scored
        return exp(-self.beta * miss) if miss else 1.0
