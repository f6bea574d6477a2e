"""One hand of a game, stepped move by move through the engine (no drawing).

:func:`hand_start` rebuilds the game at the start of a hand from its record
(:func:`engine.record.replay_record`); :class:`HandCursor` steps forward with
``Game.play`` (returning the engine's events, for the screen to animate) and back
with ``Game.undo``. The game being replayed is never touched: the cursor works on
its own copy, rebuilt from the record.
"""

from __future__ import annotations

from engine.events import Play
from engine.record import replay_record

__all__ = ["hand_start", "HandCursor"]


def hand_start(game, hand: int | None = None):
    """``(game at the start of hand ``hand``, that hand's plays)`` rebuilt from
    ``game``'s record (``hand`` defaults to the last hand dealt)."""
    record = game.to_record()
    hands = record["hands"]
    if not hands:
        raise ValueError("no hand has been dealt yet")
    if hand is None:
        hand = len(hands) - 1
    plays = list(hands[hand].get("plays", []))
    record["hands"] = hands[:hand] + [dict(hands[hand], plays=[])]
    return replay_record(record), plays


class HandCursor:
    """Where the replay stands in one hand: ``pos`` plays made from its start."""

    def __init__(self, game, hand: int | None = None):
        self.game, self.plays = hand_start(game, hand)
        self.hand_index = self.game.hand_no
        self.pos = 0
        #: Per position, the hand's last play so far as ``(Play event, the sniff's place
        #: after it)`` (None before the first): what the last-move line says there, from
        #: the engine, however the position was reached.
        self._last: list = [None]

    @property
    def at_start(self) -> bool:
        return self.pos <= 0

    @property
    def at_end(self) -> bool:
        return self.pos >= len(self.plays)

    def forward(self) -> list | None:
        """Make the next play; its events (None at the end of the hand)."""
        if self.at_end:
            return None
        events = self.game.play(self.plays[self.pos])
        self.pos += 1
        last = self._last[-1]
        for ev in events:
            if isinstance(ev, Play):
                last = (ev, self.game.layout.sniff)
        self._last.append(last)
        return events

    def back(self) -> bool:
        """Take the last play back (False at the start of the hand)."""
        if self.at_start:
            return False
        self.game.undo()
        self.pos -= 1
        self._last.pop()
        return True

    def go(self, pos: int) -> None:
        """Step to ``pos`` plays from the start (clamped), events dropped."""
        pos = max(0, min(len(self.plays), pos))
        while self.pos > pos:
            self.back()
        while self.pos < pos:
            self.forward()

    @property
    def seat_plays(self) -> dict:
        """Each seat's last Play event before ``pos`` (seat -> event): the marks on the
        board say who played what, a step back included."""
        out = {}
        for last in self._last:
            if last is not None:
                out[last[0].seat] = last[0]
        return out

    @property
    def last_play(self):
        """``(Play event, sniff)`` of the last play before ``pos`` (None: none yet)."""
        return self._last[-1]
