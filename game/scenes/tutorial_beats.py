"""The tutorial's beats: a play or a draw through the same director as the table.

:class:`TutorialBeats` feeds the engine's events of one step of the session to the
scene's :class:`~game.present.Director` - the tile flies and lands, the one "+N"
callout rises, the scores count up; then passes, the end of the hand, the winner -
and adds the tutorial's own beats on the same timeline: after a play lands, its
counted ends light one by one and add up to the total (the side column), then the
points. What the screen states changes when the beat that makes it true lands.

A figure step has no engine game, only a layout: its play is fed as the engine's
:class:`~engine.events.Play` event built from the layout's own total and points.
"""

from __future__ import annotations

from engine.events import Draw, Play

from ..i18n import _
from ..tutorial import HUMAN

__all__ = ["TutorialBeats"]

LIGHT = 0.45
RESULT = 0.5
PASS_NOTE = 2.5


class TutorialBeats:
    """Queues the beats of a play or a draw on ``scene.director``."""

    def __init__(self, scene):
        self.sc = scene

    def draw(self, tile: int, fits: bool) -> None:
        """The drawn ``tile`` flies from the boneyard into the hand."""
        sc = self.sc
        sc.director.feed([Draw(HUMAN, tile)], turn_after=HUMAN)

        def landed():
            sc.drawing = None
            if fits:
                sc.select(tile)
        sc.director.then("drawn", 0.0, land=landed)

    def play(self, res) -> None:
        """``res`` (a :class:`game.tutorial.PlayResult`): the play's beats, its counted
        ends added up, then whatever the engine did after it."""
        sc = self.sc
        d = sc.director
        events = list(res.events) or [Play(res.seat, res.move, res.total, res.points, ())]
        play, rest = events[:1], events[1:]
        sc.count = None
        d.feed(play, layouts={0: res.layout})

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
            sc.attend()
        d.then("added_up", d.d(RESULT), start=result)
        if rest:
            d.feed(rest, turn_after=None)

        def after():
            if sc.session.finished:
                sc.mark_done()
            sc.attend()
        d.then("step_done", 0.0, land=after)

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
