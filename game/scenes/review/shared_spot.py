"""Two plays on one spot (the hand's first tile, or two tiles for the same end): the
review shows both tiles there, side by side, each with what it scored and its word
("You", "Best"). One ghost for both told the player their tile was the best one
("You / Best" under the best tile while the panel said the tile played scored less).

What the board says about a decision, :func:`spot_marks`, is the one list the scene
draws from and the tests read: the word, the tile, the spot and the points of each."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import N_
from ...render.ghosts import draw_framed, ghost_rect

__all__ = ["SpotMark", "spot_marks", "split_rects", "draw_ghost"]


@dataclass(frozen=True)
class SpotMark:
    """One word on the board: ``word`` ("You", "Best", "You / Best") by ``tile``'s
    ghost on spot ``pc``, which scored ``points`` there."""

    word: str
    tile: int
    pc: int
    points: int


def spot_marks(d) -> list[SpotMark]:
    """What the board shows for decision ``d``: the best play and the play made, each
    with its own tile, spot and points; one mark "You / Best" only when they are the
    same play (the same tile on the same spot)."""
    best = SpotMark(N_("Best"), d.best >> 8, d.best & 255, d.best_points)
    if d.played == d.best:
        return [SpotMark(N_("You / Best"), best.tile, best.pc, best.points)]
    return [best, SpotMark(N_("You"), d.played >> 8, d.played & 255, d.played_points)]


def split_rects(board, played: int, best: int, pc: int, gap: int):
    """``(played rect, best rect, across)``: the two tiles' ghosts on spot ``pc``
    moved apart, one above the other when both lie along a row, else side by side,
    ``gap`` px apart (room for the end's count between them), the played one first
    (above / left); ``across``: one above the other. None: a tile has no ghost there."""
    a, b = ghost_rect(board, played, pc), ghost_rect(board, best, pc)
    if a is None or b is None:
        return None
    if a.w >= a.h and b.w >= b.h:  # both along a row: one above the other
        return a.move(0, -(a.h + gap) // 2), b.move(0, (b.h + gap) // 2), True
    # one standing (a double across, a column): side by side
    return a.move(-(a.w + gap) // 2, 0), b.move((b.w + gap) // 2, 0), False


def draw_ghost(surf, board, vp, tile: int, pc: int, rect: pygame.Rect, colour) -> None:
    """``tile`` as it would lie on spot ``pc``, see-through, drawn at ``rect`` in a
    frame of ``colour`` (the colour of its outline in the hand)."""
    draw_framed(surf, board, tile, pc, rect, colour)
