"""Each seat's last-action chip on the table, placed clear of what it must not hide:
hard (never covered: the hands' racks, the boneyard, the other plates and chips, the
player's card, the score panel) and soft (the board's tiles, its end discs and rings:
kept clear wherever a clear place exists; at 200 %, East's "drew 3 · [3|3]" sat on
the line's end disc)."""

from __future__ import annotations

import pygame

from ...render.seat_marks import draw_last_action, is_told
from .status import news_shown

__all__ = ["draw_seat_chip", "board_marks"]


def board_marks(painter) -> list[pygame.Rect]:
    """The screen rects of the board's tiles, end discs and spot rings now."""
    lay = getattr(painter.scene.view, "layout", None)
    if lay is None:
        return []
    return painter.board.blocks(lay, [x[0] for x in getattr(lay, "slots", ()) or ()])


def draw_seat_chip(surf, painter, seat: int, plates, card, thinking: bool, board=None):
    """Draw ``seat``'s chip by its plate (see :func:`~game.render.seat_marks.draw_last_action`):
    clear of the rects in ``plates`` (the plates and the chips drawn before it) and of the
    player's ``card`` (None: none to keep off), kept off the ``board``'s marks if it can
    (:func:`board_marks`, worked out here when not given); returns its rect (None: no
    chip)."""
    s = painter.scene
    v, vp = s.view, s.app.vp
    hard = painter.panels() + [p for p in plates if p is not None] + (
        [card] if card is not None else []) + [vp.rect(painter.scores.rect)]
    return draw_last_action(
        surf, vp, s.text, painter.label_rect(seat), v.last_action.get(seat),
        vp.length(28) if thinking else 0, flash=seat in v.passes, avoid=hard,
        soft=board_marks(painter) if board is None else board, top=painter.labels[seat].card().top,
        told=news_shown(s) and is_told(v, seat))  # the status line says it now
