"""The payoff of a big score on the play table (20+ points, more from 30): the board is
knocked a few px as the callout pops and sparks of light burst from the counted ends.

Both run on the director's clock (the callout's ``t``, 0 -> 1 over about 2 s), so they
draw only while the callout animates, and neither shows under reduced motion."""

from __future__ import annotations

from ..render.fx_burst import SparkBurst, punch_offset

__all__ = ["BoardPayoff", "CALLOUT_SECONDS"]

#: About how long a callout lives (the director's ``rise``): the sparks' clock.
CALLOUT_SECONDS = 2.0


def _big_callout(v):
    """The callout showing now and its points before the ruleset's divisor."""
    c = v.callouts[0] if v.callouts else None
    return c, (c.points * max(1, getattr(c, "divisor", 1)) if c is not None else 0)


class BoardPayoff:
    """The punch and the sparks of one table's big scores (``board``: its BoardView)."""

    def __init__(self, vp, board):
        self.vp = vp
        self.board = board
        self._sparks: tuple = (None, None)  # the callout -> its SparkBurst

    def punch(self, surf, v, still: bool) -> None:
        """Knock the board's area (not the HUD) by :func:`punch_offset`: call it once the
        board is drawn and before anything over it."""
        c, raw = _big_callout(v)
        if c is None:
            return
        dx, dy = punch_offset(raw, c.t, still, self.vp.scale)
        if dx or dy:
            old = surf.get_clip()
            surf.set_clip(self.board.camera.rect)
            surf.scroll(dx, dy)
            surf.set_clip(old)

    def ends(self, v) -> list:
        """Where the counted ends lit by the play are (screen px)."""
        out = []
        for pc in v.lit_age:
            pos = self.board.point_pos(pc) if pc is not None else None
            if pos is None:
                pos = next((m[0] for m in self.board.marks(v.layout)
                            if m[2] == "solid" and m[3] == pc), None)
            if pos is not None:
                out.append(pos)
        return out

    def sparks(self, surf, v, still: bool) -> None:
        """The burst of light from the counted ends (its first 0.8 s of the callout)."""
        c, raw = _big_callout(v)
        if c is None or still:
            return
        fx = self._sparks[1] if self._sparks[0] is c else None
        if fx is None:
            fx = SparkBurst(self.ends(v), raw, self.vp.scale, seed=c.tile).start()
            self._sparks = (c, fx)
        fx.t = c.t * CALLOUT_SECONDS
        fx.draw(surf)
