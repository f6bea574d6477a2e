"""The history drawer's hands: one compact row a finished hand of this game, so a
player can see why a score fell between hands ("Hand 1 · North went out", what the
hand's end did to each side, "0 / −15", and the scores after it, "40 : 25").

Every number is the engine's own, read from the game's ``HandEnd`` events (its
``change`` and ``scores``), never added up here. The earlier hands sit at the drawer's
top (oldest first); the shown hand's own end, once it ended, is the last row under its
moves.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.events import Deal, HandEnd

from ...i18n import _
from ...ui import THEME
from ...ui.numbers import score as score_text
from ...ui.numbers import score_pair, signed

__all__ = ["HandRow", "hand_rows", "sides", "draw_hand_row"]


@dataclass(frozen=True)
class HandRow:
    """One finished hand as the drawer shows it."""
    hand: int  # its number in the game (1: the first)
    words: str  # "Hand 1 · North went out"
    change: str  # what its end did to each side's score, "0 / −15"
    after: str  # every side's score after it, "40 : 25"
    event: HandEnd


def sides(values) -> str:
    """Every side's number in the score panel's order: "25 : 10", three or four
    "25 · 10 · 5"."""
    values = tuple(values)
    if len(values) == 2:
        return score_pair(*values)
    return " \u00b7 ".join(score_text(x) for x in values)


def _cause(ev: HandEnd, names) -> str:
    """What ended the hand, in a few words: "North went out", "Blocked"."""
    if ev.how == "domino" and ev.seat is not None:
        return _("{name} went out").format(name=names[ev.seat])
    return _("Blocked")


def hand_rows(table) -> tuple[list[HandRow], HandRow | None]:
    """The game's finished hands before the shown one (oldest first), and the shown
    hand's own end (None: it goes on), from the game's log."""
    log = list(getattr(table.game, "log", None) or ())
    deals = sum(1 for ev in log if isinstance(ev, Deal))
    earlier: list[HandRow] = []
    this: HandRow | None = None
    hand = 0
    for ev in log:
        if isinstance(ev, Deal):
            hand += 1
        elif isinstance(ev, HandEnd):
            words = _("Hand {hand}").format(hand=hand) + " \u00b7 " + _cause(ev, table.names)
            change = " / ".join(signed(c) for c in ev.change)
            row = HandRow(hand, words, change, sides(ev.scores), ev)
            if hand == deals:
                this = row
            else:
                earlier.append(row)
    return earlier, this


def draw_hand_row(surf, text, row: HandRow, box: pygame.Rect, gap: int,
                  size: int, total_size: int, band: bool) -> None:
    """A hand's row in the screen rect ``box``: its words at the left, the change (in
    the points' colour) and the scores after it at the right."""
    if band:  # a hand's row a shade darker than a move's: a line of its own
        shade = pygame.Surface(box.inflate(gap, 0).size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 60))
        surf.blit(shade, box.inflate(gap, 0).topleft)
    after_w = min(box.w // 3, text.get(row.after, total_size, THEME.ink_dim).get_width())
    change_w = min(box.w // 3, text.get(row.change, size, THEME.focus, True).get_width())
    tbox = pygame.Rect(box.right - after_w, box.y, after_w, box.h)
    text.draw(surf, row.after, total_size, THEME.ink_dim, tbox.midright, "midright",
              False, False, box=tbox)
    cbox = pygame.Rect(tbox.x - gap - change_w, box.y, change_w, box.h)
    text.draw(surf, row.change, size, THEME.focus, cbox.midright, "midright", True,
              False, box=cbox)
    wbox = pygame.Rect(box.x, box.y, max(1, cbox.x - gap - box.x), box.h)
    text.draw(surf, row.words, size, THEME.ink, wbox.midleft, "midleft", False, False,
              box=wbox)
