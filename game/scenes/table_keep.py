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

from ..persistence import Snapshot, new_game_id

__all__ = ["TableKeeper", "STUCK_SECONDS"]

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
