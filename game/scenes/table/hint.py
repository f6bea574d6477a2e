"""The table's hint: the coach's own evaluation of the human's position (the review's
seed and worlds, no clock: the play it names is the play the review calls best),
worked out in the bots' worker as the turn begins and after each draw, so H is
usually answered at once; asked for before it is in, it is shown when it is (the
Hint button says it is thinking). A mixin of :class:`~.table_input.TableController`.
"""

from __future__ import annotations

from ...bots_worker import HintAhead
from ...i18n import N_, _
from ...present.review_job import REVIEW_ITERATIONS, SEED
from ...texts import hint_reason, tile_label

__all__ = ["HintControl", "hint_line", "HINT_AHEAD_SECONDS", "HINT_LABEL", "HINT_THINKING"]

#: The Hint button's words, and its words while an asked-for hint is worked out.
HINT_LABEL, HINT_THINKING = N_("Hint (H)"), N_("Thinking...")

#: The hint is worked out this long into the human's turn (a move made at once does
#: not queue the next bot's move behind it), or at once when asked for.
HINT_AHEAD_SECONDS = 0.2


def hint_line(h, sniff: int = -1, inline: bool = False) -> str:
    """The hint's line in the language shown: the tile and why, short enough for one
    line at the prompt's size (the hint lifts the tile and lights its spot on the
    board, so the line need not say where, nor which key plays it: "Hint: [3|5] on
    the top or bottom of [5|5]. It scores 10 right now. (Enter / Space)" wrapped onto
    two small lines); a forced play is called the only play (not "keeps tiles with 1
    for later" for no choice). ``sniff`` and ``inline``: the layout's, for the words
    of a place (:func:`~game.present.words.move_text`, the history's)."""
    del sniff, inline  # the board shows where
    tile = tile_label(h.move.tile)
    if h.reason == "only play":
        if not h.points:
            return _("Your only play: {tile}").format(tile=tile)
        return _("Your only play: {tile}. {reason}").format(
            tile=tile, reason=hint_reason(f"scores {h.points}"))
    return _("Hint: {tile}. {reason}").format(tile=tile, reason=hint_reason(h.reason))


class HintControl:
    """The hint part of the table's controller (``scene``, ``game``, ``select``, ...)."""

    @staticmethod
    def hint_ahead(worker) -> HintAhead:
        return HintAhead(worker, SEED, REVIEW_ITERATIONS)

    @property
    def hint_text(self) -> str:
        """The hint line, formatted when read, so it follows a change of language."""
        return self._hint() if self._hint is not None else ""

    @hint_text.setter
    def hint_text(self, text: str) -> None:
        self._hint = (lambda: text) if text else None

    @property
    def hint_pending(self):
        """The hint asked for and still being worked out (its ``Pending``), else None."""
        return self.ahead.pending if self.hint_asked else None

    def position(self) -> tuple:
        """The position the human is to play (a hint belongs to one position)."""
        g = self.game
        return g.hand_no, len(g.moves), g.drawn, g.turn, g.hands[self.scene.human]

    def _hint_tick(self) -> None:
        """Work the hint out ahead on the human's turn (a position gone by drops its
        hint); an asked-for hint is shown as soon as it is in."""
        s = self.scene
        if not s.human_turn:
            if self.ahead.key is not None and self.ahead.key != self.position():
                self.ahead.drop()  # the turn moved on: that hint is stale
            if self.hint_asked:
                self.hint_asked = self.hint_go = False
                self.hint_text = ""
            return
        if self.hint_asked or (self.turn_age or 0.0) >= HINT_AHEAD_SECONDS:
            self.ahead.want(self.position(), lambda: self.game.view(s.human))
        if self.hint_asked and self.ahead.known(self.position()):
            self._take_hint()

    def request_hint(self) -> None:
        s = self.scene
        if not s.human_turn or self.hint_asked:
            return
        self.hint_asked = True
        self.ahead.want(self.position(), lambda: self.game.view(s.human))
        if self.ahead.known(self.position()):
            self._take_hint()  # worked out ahead: at once
        else:
            self._hint = lambda: _("Thinking of a hint...")

    def _take_hint(self) -> None:
        self.hint_asked = False
        go, self.hint_go = self.hint_go, False
        # the answer changes the screen after the wait stopped animating: draw it
        self.scene.app.invalidate()
        h = self.ahead.answer
        if h is None:
            err = str(self.ahead.error)
            self.ahead.drop()  # asked again, it is tried again
            self._hint = lambda: _("No hint ({error})").format(error=err)
            return
        mv = h.move
        self.select(mv.tile)
        self.game_lift = mv.tile  # lifted by the hint: a click on it only takes it up
        spots = self.legal_spots(mv.tile)
        if mv.code & 255 in spots:
            self.spot_idx = spots.index(mv.code & 255)
            self.spot_chosen = True
        self.hint_move = mv
        sniff, inline = self.game.layout.sniff, self.game.layout.inline
        self._hint = lambda: hint_line(h, sniff, inline)
        if go:  # Enter or Space came while the hint was thought of
            self._play_focused()
