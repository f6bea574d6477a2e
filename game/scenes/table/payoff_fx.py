"""The scoring play's own pops on the play table (a mixin of
:class:`~game.scenes.table.payoff.BoardPayoff`): the counted ends' discs pop as they
light, the "+N" rises out of the tile just played (clear of every count disc), and
whose score it is (the player's side's get the sparks; a bot's the same path, quieter)."""

from __future__ import annotations

import pygame
import pytweening

from ...render import fx_pop as pops
from ...render.fx_pop import BOT_PEAK, DISC_PEAK, pop_scale
from .react import ours
from .score_flight import RISE_SHARE

__all__ = ["ScorePops", "rise_start"]


def rise_start(tile, at_call, discs, radius: float):
    """Where a "+N" starts its rise: a point on the played ``tile`` (its screen rect),
    on its side towards ``at_call`` (where the "+N" holds), clear of every count disc
    (``discs``: centres, ``radius``: theirs): of the tile's centre and the points set
    in from its edges, the nearest to ``at_call`` among those clear of the discs by
    their radius and a half again, else the one farthest from them (a "+20" rose out
    of the sniff's "3" disc beside the tile)."""
    r = pygame.Rect(tile)
    ix, iy = r.w / 4, r.h / 4
    cands = [(r.centerx + dx * ix, r.centery + dy * iy)
             for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    clear = 1.5 * max(0.0, float(radius))

    def room(p):
        return min((((p[0] - d[0]) ** 2 + (p[1] - d[1]) ** 2) ** 0.5 for d in discs),
                   default=float("inf"))

    def near(p):
        return (p[0] - at_call[0]) ** 2 + (p[1] - at_call[1]) ** 2
    ok = [p for p in cands if room(p) >= clear]
    return min(ok, key=near) if ok else max(cands, key=room)


class ScorePops:
    """Needs ``board``, ``scene``, ``_pop`` (a DiscPop) and ``_end_pos(v, pc)``."""

    def row_pops(self, surf, v, panel, now: float, still: bool) -> list:
        """A score row's number pops as it starts ticking up (or down) and a glint
        crosses its race bar's fill (``panel``: the score panel as drawn, its
        ``digits`` and ``bars``; ``now``: the table's clock): the rects drawn. Only
        while a "+N" or a hand's pips are on their way (the table animates then);
        reduced motion: none."""
        seen = self.__dict__.setdefault("_rows", {})  # entry -> (shown, popped at)
        shown = [round(x) for x in v.scores]
        out = []
        busy = bool(v.callouts or v.deductions) and not still
        for e, n in enumerate(shown):
            last, at = seen.get(e, (n, None))
            if n != last and busy and (at is None or now - at >= pops.POP_SECONDS):
                at = now  # the first tick of a new count: the number pops
            seen[e] = (n, at if busy else None)
            if at is None:
                continue
            age = now - at
            digits = getattr(panel, "digits", {}).get(e)
            if digits is not None:
                got = pops.pop_rect(surf, digits, pop_scale(age, pops.ROW_PEAK))
                if got is not None:
                    out.append(got)
            bar = getattr(panel, "bars", {}).get(e)
            if bar is not None and age < pops.GLINT_SECONDS:
                got = pops.glint(surf, bar[1], age)
                if got is not None:
                    out.append(got)
        return out

    def pop_discs(self, surf, v) -> list:
        """Each counted end's disc pops past its size and settles as it lights (the
        player's side's play more than a bot's): the rects drawn."""
        peak = DISC_PEAK if self._lit_mine(v) else BOT_PEAK
        rad = self.board.badge_radius * 1.25  # the disc and its rim
        out = []
        for pc, age in v.lit_age.items():
            k = pop_scale(age, peak)
            pos = self._end_pos(v, pc) if k > 1.01 else None
            drawn = self._pop.draw(surf, pos, rad, k) if pos is not None else None
            if drawn is not None:
                out.append(drawn)
        return out

    def _lit_mine(self, v) -> bool:
        """The play lighting the ends is the player's side's (the last mover's)."""
        s = self.scene
        seat = getattr(v, "mover", None)
        if s is None or getattr(s, "human", None) is None or not isinstance(seat, int):
            return True
        return s.game.seat_entry(seat) == s.game.seat_entry(s.human)

    def mine(self, c) -> bool:
        """The score ``c`` is the player's side's (no player, or no seat known: True)."""
        s, seat = self.scene, getattr(c, "seat", -1)
        if s is None or getattr(s, "human", None) is None or seat is None or seat < 0:
            return True
        return ours(s.game, s.human, c)

    def rise_from_tile(self, c, at_call, still: bool):
        """Where the "+N" is while it rises (its first RISE_SHARE): from the tile just
        played (the scoring end) up to ``at_call``, its place in free felt, where it
        holds; ``at_call`` once risen (and under reduced motion)."""
        if c is None or at_call is None or still or c.t >= RISE_SHARE:
            return at_call
        r = self.board.tile_rect(c.tile)
        if r is None:
            return at_call
        v = getattr(self.scene, "view", None)
        discs = self.discs(v.layout) if v is not None and v.layout is not None else []
        sx, sy = rise_start(r, at_call, discs, self.board.badge_radius)
        k = pytweening.easeOutCubic(max(0.0, c.t) / RISE_SHARE)
        return (sx + (at_call[0] - sx) * k, sy + (at_call[1] - sy) * k)

    def discs(self, layout) -> list:
        """The centres of the count discs on the board (screen px)."""
        return [pos for pos, _value, kind, _pc in self.board.marks(layout) if kind == "solid"]
