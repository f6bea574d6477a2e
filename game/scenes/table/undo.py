"""Undo at the play table: whether the human's last play can be taken back now, and
taking it back (with the bots' plays after it) through the engine's undo; the game's
first Undo asks first. ``scene`` is the play scene (:class:`~game.scenes.table.scene.TableScene`)."""

from __future__ import annotations

from engine.events import Deal, Draw, Play

from ...i18n import N_, _
from ...present.view import Note
from ...widgets import ConfirmScene

__all__ = ["ask_undo", "can_undo", "drew_since", "take_back", "queued_undo", "undo_note",
           "UNDO_NOTE_SECONDS"]

#: The question before the game's first Undo (else "Undo is a trap": it took the
#: game out of the records without a word first).
#: Its second sentence is :data:`game.stats.UNDO_RULE`, word for word.
UNDO_QUESTION = N_("Take back your last move? Games with undo count for wins, streaks, "
                   "XP and goals, but not for records.")


#: The first undo of a game says for this long (s) what the game no longer earns.
UNDO_NOTE_SECONDS = 5.0
#: What the game's first undo costs, said once more at the table in one short line,
#: light on the status plate where the eye is (the rule's full sentence, small red
#: text on brown shrunk to fit, was hard to read; the question before it says it all).
UNDO_COST = N_("Undone: no records this game")


def undo_note(first: bool) -> Note:
    """The note an undo leaves at the table: the game's first undo says what it costs
    (:data:`UNDO_COST`); later ones say only that the move was taken back."""
    if first:
        return Note(lambda: _(UNDO_COST), "ink", UNDO_NOTE_SECONDS)
    return Note(lambda: _("Move taken back"), "ink", 2.5)


def _last_play(scene) -> int | None:
    """Index in ``scene.steps`` of the human's last play in this hand (None: none)."""
    steps = scene.steps
    start = len(steps) - 1 - steps[::-1].index(-1) if -1 in steps else 0
    mine = [i for i in range(start, len(steps)) if steps[i] == scene.human]
    return mine[-1] if mine else None


def drew_since(scene, step: int) -> bool:
    """The human drew a tile in engine step ``step`` of ``scene.steps`` or after it.
    (The engine's undo takes back whole steps: a draw forced by a bot's reply goes with
    that reply, so the play before it cannot be taken back without the draw.)"""
    log = scene.game.log
    if log is None:
        return False
    k = len(scene.steps)  # the steps are the log's deals and plays, in order
    for e in reversed(log):
        if isinstance(e, (Deal, Play)):
            k -= 1
            if k < step:
                return False
        elif isinstance(e, Draw) and e.seat == scene.human:
            return True
    return False


def can_undo(scene, at_rest: bool = True) -> bool:
    """Undo is on, the table is at rest in a hand (or, ``at_rest`` False, would be once
    the moves shown now have landed), and the human has played in this hand (a hand
    already summarized is never taken back) and not drawn since (the undo would take
    back the draw, and the player has seen the boneyard's tile)."""
    g = scene.game
    if (not scene.app.settings.undo_allowed or scene.human is None or g.phase != "play"
            or (at_rest and scene.director.busy) or scene.director.held):
        return False
    last = _last_play(scene)
    return last is not None and not drew_since(scene, last)


def ask_undo(scene) -> None:
    """Undo pressed (U, the pad's Back, the button): the game's first Undo asks first in
    a confirm dialog ([Cancel] [Undo], Undo focused: what was asked); later ones in the same game take back at once.
    Pressed while a move animates (a bot's play, the player's own), it acts at once:
    the moves shown land now and are taken back, as a good app's Undo does (it was
    kept until the table was at rest, and looked ignored). Should a landing still
    wait (a move's save), it acts as soon as the table is at rest
    (:func:`queued_undo`), the button lit meanwhile."""
    if scene.director.busy and scene.app.settings.undo_allowed and scene.human is not None \
            and scene.game.phase == "play":
        if can_undo(scene, at_rest=False):
            scene.skip()  # the moves shown land now
        if scene.director.busy:
            scene.controller.undo_queued = True
            return
    if can_undo(scene) and not scene.assisted:
        scene.app.push(ConfirmScene(scene.app, UNDO_QUESTION, lambda: take_back(scene),
                                    yes=N_("Undo"), focus_yes=True))
        return
    take_back(scene)


def take_back(scene) -> None:
    """Take back the human's last play and the bots' plays after it (engine undo);
    the game is then marked assisted for the statistics."""
    if not can_undo(scene):
        if scene.app.settings.undo_allowed and scene.human_turn:
            _why_not(scene)
        return
    steps = scene.steps
    last = _last_play(scene)
    scene.pending = None  # a bot's choice for the position being taken back
    scene.controller.hint_asked = scene.controller.hint_go = False
    scene.controller.ahead.drop()
    scene.controller.hint_text = ""
    scene.director.skip()
    for _k in range(len(steps) - last):
        steps.pop()
        scene.game.undo()
    first = not scene.assisted
    scene.assisted = True
    scene.recount()
    scene._sync_from_engine()
    g = scene.game  # the log forgets the moves taken back
    scene.director.take_back(len(g.layout.placed), g.boneyard_size)
    scene.painter.reactions.said = {}  # a bot's words on a move taken back go with it
    scene.view.note = undo_note(first)  # the first says the game counts no more
    scene.app.audio.play("draw")
    scene.keeper.save_move(scene)


def _why_not(scene) -> None:
    """The status line says why Undo does nothing now."""
    last = _last_play(scene)
    if last is not None and drew_since(scene, last):
        def words():
            return _("You drew since your last move: a draw can't be taken back")
    else:
        def words():
            return _("Nothing to take back in this hand")
    scene.view.note = Note(words, "ink", 2.5)


def queued_undo(scene) -> None:
    """Each frame: an Undo kept from an animation acts once the table is at rest (the
    first one's question included), or the status line says why it cannot; a hand
    that ended meanwhile (its summary up) drops it."""
    ctl = scene.controller
    d = scene.director  # at rest: the beats landed, the "+N" flown in and counted
    if not ctl.undo_queued or d.busy or d.effects or scene.app.top is not scene:
        return
    ctl.undo_queued = False
    if scene.hold or scene.game.phase != "play":
        return
    if can_undo(scene):
        ask_undo(scene)
    else:
        _why_not(scene)
