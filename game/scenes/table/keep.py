"""The play scene's way to saving and statistics, behind one small interface
(:mod:`game.persistence` underneath: the scene hands data, never itself).

``save_move(scene)`` after every engine step returns a *gate*: a callable that is
true once that step's save is on disk; the director waits on it before it shows
the move landing (a stuck disk is waited for ``STUCK_SECONDS`` at most, so the
table never freezes). ``finish_game(scene)`` counts a finished game once and
removes the save.
"""

from __future__ import annotations

import time

from engine.events import Deal, Draw, GameEnd, HandEnd, Pass, Play

from ...persistence import Snapshot, new_game_id
from ...present.view import LastAction
from ...present.words import Msg
from ...texts import tile_label

__all__ = ["TableKeeper", "STUCK_SECONDS", "resume_table", "logged_moves", "last_actions"]

#: A save not on disk after this long no longer holds the table (its failure is
#: said on screen by game.saves).
STUCK_SECONDS = 2.0


def _done() -> bool:
    return True


class TableKeeper:
    """Saves and counts through ``app.persistence`` (absent: nothing is kept); a demo
    (no human) saves and counts nothing. ``game_id`` names the game for the
    statistics (kept by the save: Continue never counts a game twice)."""

    def __init__(self, app, game_id: str = ""):
        self.app = app
        self.game_id = game_id or new_game_id()
        self.ticket = None

    def snapshot(self, scene) -> Snapshot:
        return Snapshot.of(scene.game, scene.config, game_id=self.game_id,
                           assisted=scene.assisted, best_play=scene.best_play,
                           best_hand=scene.best_hand)

    def save_move(self, scene):
        persistence = getattr(self.app, "persistence", None)
        if persistence is None or scene.human is None:
            return _done
        ticket = self.ticket = persistence.save_move(self.snapshot(scene))
        asked = time.monotonic()
        return lambda: ticket.done or time.monotonic() - asked > STUCK_SECONDS

    def finish_game(self, scene) -> None:
        persistence = getattr(self.app, "persistence", None)
        if persistence is not None and scene.human is not None:
            # counted at most once per game id, then the save removed
            persistence.finish_game(self.snapshot(scene), scene.game.outcome)

    def goals_reached(self) -> None:
        """Over the game-over screen: the goals the game just earned, if any."""
        from ..records.goals_earned import show_earned
        show_earned(self.app, self.game_id)

    # -- the human's record this game (for the statistics) -----------------------------
    @staticmethod
    def account(scene, events) -> None:
        """The human's best play, points this hand and best hand (for the statistics)."""
        he = scene.human_entry
        if he is None:
            return
        for ev in events:
            if isinstance(ev, Play) and ev.points and scene.entry_of(ev.seat) == he:
                if ev.seat == scene.human and (scene.best_play is None
                                               or ev.points > scene.best_play[0]):
                    scene.best_play = (ev.points, str(ev.move))
                scene.hand_points += ev.points
            elif isinstance(ev, HandEnd):
                scene.hand_points += max(0, ev.change[he])
                scene.best_hand = max(scene.best_hand, scene.hand_points)
            elif isinstance(ev, GameEnd):  # a game won mid-hand: that hand counts too
                scene.best_hand = max(scene.best_hand, scene.hand_points)

    @classmethod
    def recount(cls, scene, skip_last: int = 0) -> None:
        """Best play, points this hand and best hand worked out from the engine's log
        (on Continue and after an undo), leaving out the last ``skip_last`` events."""
        log = list(scene.game.log or ())
        log = log[:len(log) - skip_last]
        scene.best_play, scene.hand_points, scene.best_hand = None, 0, 0
        for ev in log:
            if isinstance(ev, Deal):
                scene.hand_points = 0
            else:
                cls.account(scene, [ev])


def resume_table(scene, loaded) -> None:
    """Continue a saved game (``game.saves.Loaded``): show the engine's position at
    once; a hand end or game end the save stopped at plays out as usual."""
    g = scene.game
    scene.assisted = loaded.assisted
    scene.steps = [-1 if isinstance(e, Deal) else e.seat for e in g.log or ()
                   if isinstance(e, (Deal, Play))]
    scene.recount(len(loaded.ends))
    if g.hand_no >= 0:
        scene._sync_from_engine()
        scene.director.restore_log(logged_moves(g, len(loaded.ends), scene.shown_seat))
        scene.view.last_action = last_actions(g, len(loaded.ends))
    if loaded.ends:
        scene.feed(loaded.ends)


def _this_hand(game, skip_last: int) -> list:
    """The engine's events of the current hand, leaving out the last ``skip_last``."""
    log = list(game.log or ())
    log = log[:len(log) - skip_last]
    start = max((i for i, e in enumerate(log) if isinstance(e, Deal)), default=-1) + 1
    return log[start:]


def last_actions(game, skip_last: int = 0) -> dict:
    """Each seat's last turn this hand (its bubble: "drew 1 · [2|5] +15", "passed"), as
    the director builds them live."""
    out: dict = {}
    for ev in _this_hand(game, skip_last):
        if not isinstance(ev, (Play, Draw, Pass)):
            continue
        act = out.get(ev.seat)
        if act is None or act.done:
            act = out[ev.seat] = LastAction()
        if isinstance(ev, Draw):
            act.drew += 1
        elif isinstance(ev, Pass):
            act.passed, act.done = True, True
        else:
            act.tile, act.points, act.done = ev.move.tile, ev.points, True
    return out


def logged_moves(game, skip_last: int, shown_seat: int) -> list:
    """The current hand's moves as the table's log lines: ``(seat, Msg, tiles placed,
    boneyard)`` after each play, draw and pass (as the director logs them live),
    leaving out the last ``skip_last`` events."""
    hand = _this_hand(game, skip_last)
    bone = game.boneyard_size + sum(isinstance(e, Draw) for e in hand)  # after the deal
    placed, out = 0, []
    for ev in hand:
        if isinstance(ev, Play):
            placed += 1
            out.append((ev.seat, Msg("play", ev.seat, {
                "move": ev.move, "total": ev.total, "points": ev.points,
                "scores": tuple(ev.scores),
                "sniff": game.layout.sniff, "inline": game.layout.inline}), placed, bone))
        elif isinstance(ev, Draw):
            bone -= 1
            msg = Msg("drew", ev.seat, {"tile": tile_label(ev.tile)}) \
                if ev.seat == shown_seat else Msg("draws", ev.seat)  # (the history's)
            out.append((ev.seat, msg, placed, bone))
        elif isinstance(ev, Pass):
            out.append((ev.seat, Msg("passes", ev.seat), placed, bone))
    return out
