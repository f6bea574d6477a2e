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

__all__ = ["HandRow", "hand_rows", "sides", "draw_hand_row", "HAND_LINES"]

#: A hand's row takes two of the drawer's lines: its words across the drawer (in a
#: narrow drawer beside the numbers they shrank past legible), its numbers under them.
HAND_LINES = 2


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
    """A hand's row from the screen rect ``box`` (one line; the row takes
    :data:`HAND_LINES`): its words across the first line, then what its end did (in the
    points' colour) and every side's score after it at the right of the second."""
    full = pygame.Rect(box.x, box.y, box.w, box.h * HAND_LINES)
    if band:  # a hand's row a shade darker than a move's: a block of its own
        shade = pygame.Surface(full.inflate(gap, 0).size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 60))
        surf.blit(shade, full.inflate(gap, 0).topleft)
    text.draw(surf, row.words, size, THEME.ink, box.midleft, "midleft", False, False,
              box=box)
    second = box.move(0, box.h)
    after_w = min(second.w // 2, text.get(row.after, total_size, THEME.ink_dim).get_width())
    tbox = pygame.Rect(second.right - after_w, second.y, after_w, second.h)
    text.draw(surf, row.after, total_size, THEME.ink_dim, tbox.midright, "midright",
              False, False, box=tbox)
    cbox = pygame.Rect(second.x + gap, second.y, max(1, tbox.x - 2 * gap - second.x),
                       second.h)
    text.draw(surf, row.change, size, THEME.focus, cbox.midleft, "midleft", True,
              False, box=cbox)
