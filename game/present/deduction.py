"""Going out (a domino) at a hand's end, as beats of the director: each other hand's
pips count up by it, then fly (as a number) to the score they change, which counts as
they land; then the words say what going out gained ("You went out" over "North loses 15",
and who it came from: :mod:`game.present.going_out`).

American Sniff (RULES.md 1.7): no bonus, each other hand's rounded pips are taken off
its score: a "-N" flies to that score, which counts down. Sniff 61 (RULES.md 3): the
side that went out scores the others' pips together ÷ 5: each hand's pips fly to the
scorer's row, which counts up with the score sound."""

from __future__ import annotations

from engine.events import HandEnd
from engine.rules import round5

from ..tween import ease
from .going_out import going_out
from .view import Deduction

__all__ = ["deduct", "WORDS_HOLD", "HAND_END_CALM"]

#: The going-out words hold this long (s, Normal) once the pips have landed, before
#: the hand's summary covers the table: the scores' count (0.9 s) and then
#: HAND_END_CALM s of calm, nothing moving, to take the hand's end in.
HAND_END_CALM = 1.5
WORDS_HOLD = 0.9 + HAND_END_CALM


def _chips(ev: HandEnd, entries: int) -> tuple[list, bool]:
    """The chips that fly at a domino: ``(Deduction list, gain)``: the others' rounded
    pips taken off their scores (American), or (``gain``, Sniff 61) the others' pips
    flying to the scorer's row."""
    if ev.seat is None:  # American Sniff's blocked hand: every hand pays its own pips
        return [Deduction(s, s % entries, p, round5(p)) for s, p in enumerate(ev.pips)
                if round5(p) > 0 and ev.change[s % entries] < 0], False
    mine = ev.seat % entries
    if ev.change[mine] > 0:  # the side that went out (or won the block) scored the pips
        return [Deduction(s, mine, p, p, gain=True) for s, p in enumerate(ev.pips)
                if s % entries != mine and p > 0], True
    # each hand rounded on its own (1-2 pips cost nothing)
    return [Deduction(s, s % entries, p, round5(p)) for s, p in enumerate(ev.pips)
            if s != ev.seat and round5(p) > 0 and ev.change[s % entries] < 0], False


def deduct(director, ev: HandEnd) -> None:
    """The others' pips count up by their hands, then fly to the scores they change
    (counting as they land: down for a "-N", up with the score sound for Sniff 61's
    points), then "You went out: +N" says what it gained. American Sniff's domino:
    the opponents' "-N" fly first and their rows tick down; the going-out side's own
    partner's (smaller, plain) after; the words, with the side's row lit and its lead
    widening, land last (going out as the gain it is, never as the side's loss)."""
    v = director.view
    entries = max(1, len(ev.change))
    chips, gain = _chips(ev, entries)
    if not chips:
        return
    told = going_out(ev, [(d.seat, d.amount) for d in chips])
    mine = None if ev.seat is None or gain else ev.seat % entries
    two = mine is not None and any(d.entry == mine for d in chips) \
        and any(d.entry != mine for d in chips)

    def count_start():
        v.deductions = [Deduction(d.seat, d.entry, d.pips, d.amount, gain=d.gain,
                                  own=two and d.entry == mine) for d in chips]
        director.emit("sound", "focus")

    def count(p):
        for dd in v.deductions:
            dd.shown = round(dd.pips * p)

    def rounded():
        for dd in v.deductions:
            dd.shown, dd.counted = dd.amount, True

    def fly(p):
        for dd in v.deductions:
            if not dd.own:
                dd.t = p

    def fly_own(p):
        for dd in v.deductions:
            dd.t = p

    def landed():
        if two:  # the opponents' rows tick down; the side's own row waits
            v.deductions = [dd for dd in v.deductions if dd.own]
            director.emit("sound", "pass")
            old = list(v.scores)

            def roll(p):  # the opponents' rows only
                k = ease("easeOutCubic")(p)
                for e, new in enumerate(ev.scores):
                    if e != mine:
                        v.scores[e] = old[e] + (new - old[e]) * k
            director.effect(director.d(0.9), roll)
            return
        v.deductions = []
        if gain:  # the scorer's row counts up with the score sound
            director.emit("score_sound", int(ev.change[ev.seat % entries]))
        else:
            director.emit("sound", "pass")
        director.count_up(list(ev.scores))

    def landed_own():
        v.deductions = []
        director.count_up(list(ev.scores), span=0.4)

    def tell():  # the words after the tiles have shown it (beat before the words)
        v.going_out = told
        seat = getattr(v, "shown_seat", None)  # the player's side gained ground: a chime
        if (told is not None and not told.bonus and told.gain > 0 and seat is not None
                and seat >= 0 and told.ours(seat, entries)):
            director.emit("sound", "score_small")
    director.then("deduct_count", director.d(0.6), start=count_start, step=count,
                  land=rounded, easing="easeOutCubic")
    director.then("deduct_hold", director.d(0.2))
    director.then("deduct_fly", director.timing.fly(0.6), step=fly, land=landed,
                  easing="easeInOutCubic")
    if two:
        director.then("deduct_own", director.timing.fly(0.4), step=fly_own,
                      land=landed_own, easing="easeInOutCubic")
    director.then("going_out", director.d(WORDS_HOLD), start=tell)
