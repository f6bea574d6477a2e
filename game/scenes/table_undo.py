"""Undo at the play table: whether the human's last play can be taken back now, and
taking it back (with the bots' plays after it) through the engine's undo.
``scene`` is the play scene (:class:`~game.scenes.table.TableScene`)."""

from __future__ import annotations

from ..i18n import _
from ..present.view import Note
from .game_over_progress import undo_note

__all__ = ["can_undo", "take_back"]


def can_undo(scene) -> bool:
    """Undo is on, the table is at rest in a hand, and the human has played in this
    hand (a hand already summarized is never taken back)."""
    g = scene.game
    if (not scene.app.settings.undo_allowed or scene.human is None or g.phase != "play"
            or scene.director.busy):
        return False
    steps = scene.steps
    start = len(steps) - 1 - steps[::-1].index(-1) if -1 in steps else 0
    return any(steps[i] == scene.human for i in range(start, len(steps)))


def take_back(scene) -> None:
    """Take back the human's last play and the bots' plays after it (engine undo);
    the game is then marked assisted for the statistics."""
    if not can_undo(scene):
        if scene.app.settings.undo_allowed and scene.human_turn:
            scene.view.note = Note(lambda: _("Nothing to take back in this hand"),
                                  "ink", 2.5)
        return
    steps = scene.steps
    start = len(steps) - 1 - steps[::-1].index(-1) if -1 in steps else 0
    mine = [i for i in range(start, len(steps)) if steps[i] == scene.human]
    scene.pending = None  # a bot's choice for the position being taken back
    scene.controller.hint_asked = scene.controller.hint_go = False
    scene.controller.ahead.drop()
    scene.controller.hint_text = ""
    scene.director.skip()
    for _k in range(len(steps) - mine[-1]):
        steps.pop()
        scene.game.undo()
    first = not scene.assisted
    scene.assisted = True
    scene.recount()
    scene._sync_from_engine()
    g = scene.game  # the log forgets the moves taken back (r6a t86_undo)
    scene.director.take_back(len(g.layout.placed), g.boneyard_size)
    scene.view.note = undo_note(first)  # the first says the game counts no more
    scene.app.audio.play("draw")
    scene.keeper.save_move(scene)
