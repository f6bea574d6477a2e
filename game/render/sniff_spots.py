"""The sniff's new places named on the board (issue 16: "side branch" read as jargon).

When the chosen tile may go on an end of the American sniff (the two places that open
once both its long sides are covered: the engine's ``branch-a`` / ``branch-b``), each
such spot gets a small label, "end of the sniff", beside its ring: the words the
tutorial, the log and the hints use, on the very place they mean. (In Sniff 61 the
sniff lies in line and those places are its long sides.) Nothing else is drawn here.
"""

from __future__ import annotations

import pygame

from engine.moves import BRANCH_A, BRANCH_B

from ..i18n import N_, _
from ..ui import THEME

__all__ = ["SNIFF_END", "SNIFF_SIDE", "sniff_spot_labels", "label_box", "draw_sniff_spots"]

#: The label of a spot on an end of the American sniff, and on a long side of the
#: Sniff 61 sniff (its "branches" lie across the line there).
SNIFF_END, SNIFF_SIDE = N_("end of the sniff"), N_("long side of the sniff")
#: The label's words (design size; at 16, drawn at 12 px, it read small beside the
#: rings; now 24, 18 px bold, on a pill edged in the rings' colour).
SIZE = 24


def sniff_spot_labels(layout, legal) -> dict[int, str]:
    """Attach point -> its label's message id, for each spot of ``legal`` (the chosen
    tile's) on the sniff's late places."""
    if layout is None or getattr(layout, "sniff", -1) < 0:
        return {}
    words = SNIFF_SIDE if getattr(layout, "inline", False) else SNIFF_END
    return {pc: words for pc in legal
            if pc >> 3 == layout.sniff and pc & 7 in (BRANCH_A, BRANCH_B)}


def label_box(board, layout, pc: int, size, points=()) -> pygame.Rect | None:
    """Where ``pc``'s label of ``size`` goes: beside its ring, across the way out of the
    spot (ahead of it is the "+N" chip), on the side covering least of the board's tiles
    and marks (and the rings and chips of the spots in ``points``: the chosen tile's),
    inside the play area; a little farther out where right beside it covers some."""
    pos = board.spot_pos(pc)
    if pos is None:
        return None
    vp = board.vp
    dx, dy = board._spot_dirs(pc)
    gap = board.badge_radius + vp.length(10) + vp.length(6)  # clear of the spot's rings
    w, h = size
    boxes = []
    for far in (0, vp.length(14), vp.length(30), vp.length(48)):  # beside the ring, else a little out
        for s in ((1, -1) if -dy > 0 or dx > 0 else (-1, 1)):  # right (or below) first
            px, py = -dy * s, dx * s  # a quarter turn from the way out
            r = pygame.Rect(0, 0, w, h)
            if px:
                r.center = (round(pos[0] + px * (gap + far + w / 2)), round(pos[1]))
            else:
                r.center = (round(pos[0]), round(pos[1] + py * (gap + far + h / 2)))
            boxes.append(r.clamp(board.camera.rect))
    blocks = board.blocks(layout, points)
    # the first place covering nothing (no pip, no mark), else the one covering least
    return min(boxes, key=lambda b: sum(b.clip(k).w * b.clip(k).h for k in blocks))


def draw_sniff_spots(surf, board, text, layout, legal) -> list[pygame.Rect]:
    """Each label of :func:`sniff_spot_labels` on a dark plate beside its spot; gives
    the plates' boxes."""
    out = []
    vp = board.vp
    pad = vp.length(6)
    edge = max(1, vp.length(2))
    for pc, words in sniff_spot_labels(layout, legal).items():
        img = text.get(_(words), SIZE, THEME.ring, True)
        box = label_box(board, layout, pc, (img.get_width() + 2 * pad + 2 * edge,
                                            img.get_height() + vp.length(4) + 2 * edge),
                        legal)
        if box is None:
            continue
        # a pill: dark, edged in the rings' colour, so it reads as the ring's caption
        pygame.draw.rect(surf, (18, 22, 20), box, border_radius=box.h // 2)
        pygame.draw.rect(surf, THEME.ring, box, edge, border_radius=box.h // 2)
        text.draw(surf, _(words), SIZE, THEME.ring, box.center, "center", True, False,
                  box=box)
        out.append(box)
    return out
