"""The play scene's way to saving and statistics, behind one small interface.

``save_move(scene)`` after every engine step returns a *gate*: a callable that is
true once that step's save is on disk; the director waits on it before it shows
the move landing. ``finish_game(scene)`` counts a finished game once and removes
the save.
"""

from __future__ import annotations

__all__ = ["TableKeeper"]


def _done() -> bool:
    return True


class TableKeeper:
    """Saves through ``app.saves`` (game.saves) and counts through ``app.stats``
    (game.stats); a demo (no human) saves and counts nothing."""

    def __init__(self, app):
        self.app = app

    def save_move(self, scene):
        saves = getattr(self.app, "saves", None)
        if saves is None or scene.human is None:
            return _done
        saves.save(scene)
        return _done

    def finish_game(self, scene) -> None:
        outcome = scene.game.outcome
        stats = getattr(self.app, "stats", None)
        if stats is not None and scene.human is not None and outcome is not None:
            try:
                stats.record_game(scene.config, outcome, scene.human_entry, scene.best_play,
                                  scene.best_hand, scene.assisted)
            except (OSError, ValueError, TypeError, AttributeError):
                pass
        saves = getattr(self.app, "saves", None)
        if saves is not None and scene.human is not None:
            saves.clear()  # counted: nothing left to continue
