"""The tutorial's beats: a play or a draw through the same director as the table.

:class:`TutorialBeats` feeds the engine's events of one step of the session to the
scene's :class:`~game.present.Director` - the tile flies and lands; then passes,
the end of the hand, the winner - and adds the tutorial's own payoff on the same
timeline: after a play lands, its counted ends light one by one as they sit on the
board, left to right, and add up to the total (the side column); only then does the
one "+N" callout rise and the scores count up, so the points follow the sum that
makes them (the director's own payoff, which lights the ends in the engine's order,
is not used here). What the screen states changes when the beat that makes it true
lands.

A figure step has no engine game, only a layout: its play is fed as the engine's
:class:`~engine.events.Play` event built from the layout's own total and points.
"""

from __future__ import annotations

import dataclasses

from engine.events import Draw, Play

from ...i18n import _
from ...present import Callout
from ...tutorial import HUMAN

__all__ = ["TutorialBeats"]

LIGHT = 0.45
RESULT = 0.5
PASS_NOTE = 2.5
#: The beats of a landed play's sum: the player need not wait them out.
COUNT_BEATS = frozenset({"count", "light", "added_up", "step_done"})


class TutorialBeats:
    """Queues the beats of a play or a draw on ``scene.director``."""

    def __init__(self, scene):
        self.sc = scene

    def draw(self, tile: int, fits: bool, message: tuple = ("", None)) -> None:
        """The drawn ``tile`` flies from the boneyard into the hand; ``message`` (text,
        colour: "[0|4] does not fit. Draw again.") is said when it lands."""
        sc = self.sc
        sc.director.feed([Draw(HUMAN, tile)], turn_after=HUMAN)

        def landed():
            sc.drawing = None
            if message[0]:
                sc.say(*message)
            if fits:
                sc.select(tile)
        sc.director.then("drawn", 0.0, land=landed)

    def play(self, res) -> None:
        """``res`` (a :class:`game.tutorial.PlayResult`): the play's beats, its counted
        ends added up, then whatever the engine did after it."""
        sc = self.sc
        d = sc.director
        events = list(res.events) or [Play(res.seat, res.move, res.total, res.points, ())]
        play, rest = events[0], events[1:]
        sc.count = None
        # the tile flies and lands; the points come after the sum (below)
        d.feed([dataclasses.replace(play, points=0)], layouts={0: res.layout})

        def counting():
            # added up as the discs sit on the board, left to right
            sc.count = {"result": res, "ends": sc.table.in_board_order(res.counted),
                        "lit": 0, "done": False}
        d.then("count", 0.0, land=counting)
        for i in range(len(res.counted)):
            def light(i=i):
                if sc.count is not None:
                    sc.count["lit"] = i + 1
                    sc.app.audio.play("click")
            d.then("light", d.d(LIGHT), start=light)

        def result():
            if sc.count is not None:
                sc.count["done"] = True
            if not rest:  # nothing follows the sum: the explanation goes up with it
                sc.explain()
            sc.attend()
        d.then("added_up", d.d(RESULT), start=result)
        if res.points:
            d.then("score", d.d(RESULT), start=lambda: self._score(play))
        if rest:
            d.feed(rest, turn_after=None)

        def after():
            if sc.session.finished:
                sc.mark_done()
                sc.explain()
            sc.attend()
        d.then("step_done", 0.0, land=after)

    def _score(self, play: Play) -> None:
        """The one "+N" callout over the counted ends, its sound, the scores counting
        up (staged steps)."""
        sc = self.sc
        d = sc.director
        v = sc.view
        sc.app.audio.score(play.points)
        c = Callout(f"+{play.points}", play.points, play.move.tile)
        v.callouts[:] = [c]

        def rise(p, c=c):
            c.t = p
            if p >= 1.0 and c in v.callouts:
                v.callouts.remove(c)
        d.effect(max(1.6, d.d(2.0)) if d.timing.scale > 0 else 0.0, rise)
        if play.scores:
            old, new = list(v.scores), [float(x) for x in play.scores]

            def roll(p):
                k = 1 - (1 - p) ** 3
                v.scores[:] = [a + (b - a) * k for a, b in zip(old, new)]
            d.effect(d.d(0.9), roll)

    def only_counting(self) -> bool:
        """Only the adding-up of a landed play is left on the timeline (no tile flies)."""
        beats = self.sc.director.beats
        return (bool(beats) and not self.sc.view.flights
                and all(b.name in COUNT_BEATS for b in beats))

    def watch(self) -> None:
        """Each frame: a seat that passed (the director's marker) gets the tutorial's
        note, which says why, and stays marked in the side column."""
        sc = self.sc
        for seat in sc.view.passes:
            if seat not in sc.markers:
                sc.markers.add(seat)
                name = sc.seat_names(sc.session.players)[seat]
                text = _("{name} cannot play and the boneyard is empty: {name} "
                         "passes").format(name=name)
                sc.pass_note = (text, max(1.5, sc.dur(PASS_NOTE)))
