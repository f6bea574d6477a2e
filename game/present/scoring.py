"""A scoring play's beats, mixed into the director: the counted ends light one by one
as the sum is written out, then ONE "+N" callout rises and flies to its score row,
which counts up as it lands."""

from __future__ import annotations

import math

from engine.errors import SniffError
from engine.events import Play
from engine.layout import mark_terms

from ..tween import ease
from .view import Callout

__all__ = ["ScoreBeats", "end_terms", "play_terms", "CALLOUT_FLIGHT", "SUM_REVEAL", "COUNT_UP", "CALLOUT_LIFE",
           "payoff_tier", "streak_after", "Tier"]

#: A scoring play's "+N" holds over the board, then flies to its row in the score
#: panel between these shares of its life (about 0.72 s -> 1.04 s at Normal): held long
#: enough to read (it was gone in about 0.8 s: "the +N is gone in about a second"), the
#: row counting up as it arrives.
CALLOUT_FLIGHT = (0.5, 0.72)
#: The "+N"'s whole life (s at Normal; never under ``CALLOUT_MIN``): rise from the
#: played tile, hold, flight, and the row's light popping where it landed.
CALLOUT_LIFE, CALLOUT_MIN = 1.45, 1.1
#: The longest the counted ends take to light one by one, the sum written out (s), and
#: the longest one end takes.
SUM_REVEAL, SUM_EACH = 0.34, 0.17
#: The score row's count-up, from the moment the "+N" touches the row (s at Normal):
#: short, so the number ticks up as the pill arrives, never before, never a second
#: after (the light-up, add-up and land then take about 1.56 s, at most 1.6).
COUNT_UP = 0.18
#: The "+N" pops this long (s at Normal) after the sum's last term lights.
POP_AFTER_SUM = 0.08
#: The "score" beat itself (the "+N" pops; its flight and the count run on as effects).
SCORE_BEAT = 0.35


class Tier:
    """What a score's landing gets, by its points before the ruleset's divisor: a
    ``burst`` of light where the "+N" lands on its row (every score: a 5 or a 10 lands
    with weight too), a ``ring`` wave opening over the board (20 and up), a short
    screen ``flash`` (30 and up); ``level`` 0 / 1 / 2 names the tier, ``sparks`` how many
    motes the landing burst throws."""

    __slots__ = ("level", "burst", "ring", "flash", "sparks")

    def __init__(self, level: int):
        self.level = level
        self.burst = True
        self.ring = level >= 1
        self.flash = level >= 2
        self.sparks = (8, 12, 18)[level]

    def __repr__(self) -> str:
        return f"Tier({self.level})"


def payoff_tier(points: int) -> Tier:
    """The tier of a score of ``points`` (the total, before a divisor): 5-15 small,
    20-25 medium, 30 and up big (the callout's size and the sound follow the same
    steps: :func:`game.render.fx.score_tier`)."""
    p = int(points)
    return Tier(2 if p >= 30 else 1 if p >= 20 else 0)


def end_terms(tile: int, value: int) -> list[int]:
    """The terms a counted end adds to the sum of the ends, as its mark on the board
    reads: a double's end both its halves ([4, 4]: its disc reads "4+4"), any other end
    its count ([3]). ``tile``: the tile the end belongs to (``Layout.marks``); the
    engine decides (:func:`engine.layout.mark_terms`)."""
    return list(mark_terms(tile, value))


def play_terms(layout, tile: int, pc: int, points, order=None) -> list[int] | None:
    """The sum a play of ``tile`` on spot ``pc`` would make, as the scoring play's sum
    will write it: each counted end's terms after the move (a double's end both halves,
    a blank end its "0", after the ends that add something), as the engine counts them
    on a copy of ``layout``. None where the play scores nothing (``points``: the
    ruleset's total -> points) or is not a legal move. ``order``: puts the ends
    ``[(point, tile, value)]`` in the board's reading order (the engine's without it)."""
    if layout is None:
        return None
    after = layout.copy()
    try:
        after.check(tile << 8 | pc)
    except SniffError:  # (not a legal move, or no move at all: no sum)
        return None
    total = after.apply(tile << 8 | pc)
    if not points(total):
        return None
    ends = [(p, t, value) for kind, p, t, value in after.marks() if kind == "end"]
    if order is not None:
        ends = order(ends)
    terms = [x for _p, t, value in ends if value for x in end_terms(t, value)]
    return terms + [0 for _p, _t, value in ends if not value]


def streak_after(streaks: dict, seat: int, points: int) -> int:
    """A seat's turn ended with ``points`` (0: it played without scoring or passed):
    its run of scoring turns in a row now (``streaks`` seat -> run, updated). Only
    presentation: a "2 in a row" tag, no rule."""
    run = streaks.get(seat, 0) + 1 if points > 0 else 0
    streaks[seat] = run
    return run


class ScoreBeats:
    """The director's scoring beats (``self`` is the :class:`Director`)."""

    def _payoff(self, ev: Play, layout) -> None:
        """A scoring play: its counted ends light up one by one, adding up to the
        total, then ONE callout sized to the points, with its sound."""
        v = self.view
        run = self.turn_scored(ev.seat, ev.points)  # counted as fed: in the game's order
        # every counted end, a blank one too: its "0" disc is counted (the rule book),
        # so it lights and is written ("4 + 6 + 0 = 10"), after the ends that add
        # something (a sum never opens on a lone "0")
        ends = [(pc, value) for kind, pc, _t, value in
                (layout.marks() if layout is not None else ()) if kind == "end"]
        tiles = {pc: t for kind, pc, t, _v in
                 (layout.marks() if layout is not None else ()) if kind == "end"}
        lit_for = max(1.6, self.d(2.4))
        order: list = []

        def light(i):
            if not order:  # read the board once the tile is laid out: left/top first
                ranked = self._board_order(ends)  # (the blank ends last)
                order.extend([e for e in ranked if e[1]] + [e for e in ranked if not e[1]])
            pc, value = order[i]
            v.lit = (ev.move.tile, math.inf)
            v.lit_points = frozenset((v.lit_points or frozenset()) | {pc})
            v.lit_age[pc] = 0.0
            # (a double's end both halves, as its disc reads: "2 + 4 + 4 = 10")
            v.tally.extend(end_terms(tiles.get(pc, -1), value))
            # the sum reads whole ("5 + 10 = 15") the moment its last term is in
            v.tally_done = i == len(order) - 1
            self._hook("sound", "focus")
        # the whole sum is written within SUM_REVEAL however many ends count: on a slow
        # machine a term at a time read as a sum cut short
        each = min(SUM_EACH, SUM_REVEAL / max(1, len(ends)))
        for i in range(len(ends)):  # the "+N" pops a breath after the sum reads whole
            last = i == len(ends) - 1
            self.then("light_end", self.d(min(each, POP_AFTER_SUM) if last else each),
                      start=lambda i=i: light(i))

        def call():
            v.lit = (ev.move.tile, lit_for)
            v.tally_done = True
            self._hook("score_sound", ev.points)
            c = Callout(f"+{ev.points}", ev.points, ev.move.tile,
                        divisor=max(1, ev.total // max(1, ev.points)))
            c.seat = ev.seat
            c.streak = run  # its scoring turns in a row ("2 in a row" from 2)
            c.tier = payoff_tier(ev.points * c.divisor).level
            c.entry = next((e for e, (a, b) in enumerate(zip(v.scores, ev.scores))
                            if round(b) != round(a)), None)  # the row it flies to
            v.callouts[:] = [c]  # one "+N" on screen: a new one replaces the last

            def rise(p, c=c):
                c.t = p
                if p >= 1.0 and c in v.callouts:
                    v.callouts.remove(c)
            rise.callout = True  # its light popping on the row holds nobody's turn
            life = max(CALLOUT_MIN, self.d(CALLOUT_LIFE)) if self.timing.scale > 0 else 0.0
            self.effect(life, rise)
            # the "+N" flies to its row and the row counts up as it lands (reduced
            # motion: no flight, the number just changes)
            lands = 0.0 if self.timing.still or c.entry is None else life * CALLOUT_FLIGHT[1]
            self.count_up(list(ev.scores), lands, COUNT_UP)
        self.then("score", self.d(SCORE_BEAT), start=call)

    def turn_scored(self, seat: int, points: int) -> int:
        """A turn of ``seat`` ended with ``points`` (0: no score, a pass): its run of
        scoring turns in a row (presentation only); ``seat`` -1 forgets every run (a
        new hand)."""
        streaks = self.__dict__.setdefault("streaks", {})
        if seat < 0:
            streaks.clear()
            return 0
        return streak_after(streaks, seat, points)

    def _board_order(self, ends: list) -> list:
        """``ends`` ((point, value) of the counted ends) in board order, left/top to
        right/bottom, as the ``board_order(points)`` hook reads the board (the
        engine's order without it)."""
        f = self.hooks.get("board_order")
        if f is None:
            return list(ends)
        value = dict(ends)
        ranked = f([pc for pc, _v in ends])
        return [(pc, value[pc]) for pc in ranked]

    def count_up(self, scores, delay: float = 0.0, span: float = 0.9) -> None:
        """The scores shown count up (or down) to ``scores`` (after ``delay`` s, over
        ``span`` s at Normal)."""
        v = self.view
        old = list(v.scores)

        self.counted_at = self.clock + delay + self.d(span)  # the rows right from then

        def roll(p):
            for e, new in enumerate(scores):
                v.scores[e] = old[e] + (new - old[e]) * ease("easeOutCubic")(p)
        self.effect(self.d(span), roll, delay)
