"""The tutorial's beats: what a play or a draw looks like, in time.

:class:`TutorialBeats` turns one result of the step's session (a play, with the
engine's events that followed it, or a drawn tile) into timed beats on the
scene's timeline: the tile flies and lands, the counted ends light one by one
and add up, the points, then a pass, the end of the hand, the winner. What the
screen states (the layout, the hand, the boneyard, the scores) changes when the
beat that makes it true lands, never before.
"""

from __future__ import annotations

from ..i18n import _
from ..render import LayoutGeometry
from ..tutorial import HUMAN
from ..tween import Tween

__all__ = ["TutorialBeats"]

FLY = 0.4
DRAW_FLY = 0.35
LIGHT = 0.45
RESULT = 0.5
PASS = 0.9
END = 0.4


class TutorialBeats:
    """Queues the beats of a play or a draw on ``scene.timeline``."""

    def __init__(self, scene):
        self.sc = scene

    def draw(self, tile: int, fits: bool) -> None:
        """The drawn ``tile`` flies from the boneyard into the hand."""
        sc = self.sc
        sc.flying = {"tile": tile, "from": "bone", "t": 0.0}

        def move(v):
            if sc.flying is not None:
                sc.flying["t"] = v

        def land():
            sc.flying = None
            sc.drawing = None
            sc.shown_hand = list(sc.session.hand)
            sc.shown_sizes = sc.session.hand_sizes()
            if fits:
                sc.select(tile)
        sc.timeline.then(Tween(sc.dur(DRAW_FLY), move, land, easing="easeOutCubic"))

    def play(self, res) -> None:
        """``res`` (a :class:`game.tutorial.PlayResult`): fly, land, count, then the
        passes, the end of the hand and of the game that followed it."""
        sc = self.sc
        tl = sc.timeline
        tile = res.move.tile
        mine = res.seat == HUMAN
        board = sc.board

        def begin():
            src = None
            if mine:
                for t, r in board.hand_rects():
                    if t == tile:
                        src = r.center
                if tile in sc.shown_hand:
                    sc.shown_hand.remove(tile)
            board.geom = LayoutGeometry(res.layout.placed, False, board.bounds())
            board.fit(res.layout)
            sc.flying = {"tile": tile, "src": src, "pl": board.geom.tiles[tile], "t": 0.0}
            sc.count = None

        def move(v):
            if sc.flying is not None:
                sc.flying["t"] = v

        def land():
            sc.flying = None
            sc.shown_layout = res.layout
            sc.shown_sizes = sc.session.hand_sizes()
            sc.app.audio.play("place")
            sc.count = {"result": res, "lit": 0, "done": False}
        tl.then(begin, Tween(sc.dur(FLY), move, land, easing="easeInOutCubic"))
        for i in range(len(res.counted)):
            def light(i=i):
                if sc.count is not None:
                    sc.count["lit"] = i + 1
                    sc.app.audio.play("click")
                    sc.attend()
            tl.then(light, Tween(sc.dur(LIGHT), easing="linear"))

        def result():
            if sc.count is not None:
                sc.count["done"] = True
            if res.points:
                sc.app.audio.score(res.points)
            if res.scores is not None:
                sc.shown_scores = res.scores
        tl.then(result, Tween(sc.dur(RESULT), easing="linear"))
        for seat in res.passes:
            def passed(seat=seat):
                sc.markers.add(seat)
                name = sc.seat_names(sc.session.players)[seat]
                sc.pass_note = (_("{name} cannot play and the boneyard is empty: {name} "
                                  "passes").format(name=name), max(1.5, sc.dur(2.5)))
                sc.app.audio.play("pass")
            tl.then(passed, Tween(sc.dur(PASS), easing="linear"))
        if res.hand_end is not None:
            def ended():
                sc.hand_end = res.hand_end
                sc.shown_scores = res.hand_end.scores
                sc.shown_hand = list(sc.session.hand)
                sc.app.audio.play("hand_end")
            tl.then(ended, Tween(sc.dur(END), easing="linear"))
        if res.game_end is not None:
            def won():
                sc.game_end = res.game_end
                sc.shown_scores = res.game_end.scores
                sc.app.audio.play("win" if res.game_end.winner == HUMAN else "lose")
            tl.then(won, Tween(sc.dur(END), easing="linear"))

        def after():
            if sc.session.finished:
                sc.mark_done()
            sc.attend()
        tl.then(after)
