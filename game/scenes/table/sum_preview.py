"""The sum a held tile's play would make, shown before it is played.

A spot's "+15" chip left players wondering: the ends they could see seemed to add to 5,
and the sum came only after the drop. So for the ONE spot the held tile is over (or
the keys' focus is on) the table writes that play's sum ("5 + 5 + 5 = 15") where the
scoring play's own sum will come, on a see-through, dashed plate: a sum to come. The
terms are the engine's counted ends after the move (:func:`game.present.scoring.
play_terms`); none for a play that scores nothing, none while a real sum shows.
"""

from __future__ import annotations

import pygame

from ...present.scoring import play_terms
from ...render.ghosts import held_ghosts

__all__ = ["draw_sum_preview", "previewed_terms"]


def previewed_terms(painter, v) -> list[int] | None:
    """The terms of the previewed move's sum (None: no move previewed, it scores
    nothing, or a scoring play's own sum or "+N" is showing)."""
    s = painter.scene
    if painter.previewed is None or not s.human_turn or v.tally or v.callouts:
        return None
    tile, pc = painter.previewed
    board = painter.board
    pos = {m[3]: m[0] for m in board.marks(v.layout)}  # (the ends staying where they are)
    ghost = held_ghosts(board).get(pc)
    grid = max(1.0, board.badge_radius)

    def order(ends):  # the board's reading order, as the sum will be written: left to
        def key(i):   # right, top to bottom; the new end where its ghost lies
            p, t, _value = ends[i]
            at = ghost.center if t == tile and ghost is not None else pos.get(p)
            return (0, round(at[0] / grid), at[1], i) if at is not None else (1, 0, 0, i)
        return [ends[i] for i in sorted(range(len(ends)), key=key)]
    return play_terms(v.layout, tile, pc, s.game.rules.points, order)


def draw_sum_preview(painter, surf, v, chips) -> pygame.Rect | None:
    """Draw the previewed move's sum (:func:`previewed_terms`) where a scoring play's
    sum goes, clear of the held tile's ghosts, their previews and "+N" chips and the
    seats' last-action chips (ga_92: North's "[0|3]" lay over its terms at 200 %); its
    plate's rect. None where no such place is free (the Total box says "7 -> 10")."""
    terms = previewed_terms(painter, v)
    if terms is None:
        return None
    board, ov, places = painter.board, painter.overlays, painter.places
    keep = list(held_ghosts(board).values())
    keep += [board.spot_label_box(pc, f"+{n}") for pc, n in (chips or {}).items()]
    keep += list(board.preview_rects(v.layout))
    keep += list(getattr(painter, "chip_rects", ()))
    keep = [r for r in keep if r is not None]
    want = places.payoff_points(v)[0]
    size = (ov.tally_width(terms), painter.scene.app.vp.length(40))
    at = places.spot(v, "sum_preview", size, want, tuple(keep))
    plate = ov.plate_rect(terms, True, at)
    if plate is None or plate.collidelist(keep) >= 0:  # (no free place: the last resort
        return None  # covers least, not nothing)
    return ov.draw_tally(surf, terms, True, at, preview=True)
