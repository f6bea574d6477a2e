"""Each seat's "last action" bubble by its name plate: "[3|6] +10", "drew 3",
"passed", so a player can read after the fact what every bot did. It stays until that
seat acts again (the view model's ``last_action``, set by the director's beats).

The bubble is anchored to the seat label's screen rect (whatever box the table draws
the name plate in): :func:`marker_anchor` is the one place that decides where.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from ..texts import tile_label
from ..ui import THEME
from ..ui.viewport import FELT

__all__ = ["marker_text", "marker_anchor", "draw_last_action", "place_bubble", "bubble_height",
           "MARK_TEXT"]

#: The bubble's text size (design px; the HUD's text size, the smallest legible one).
MARK_TEXT = 21
#: The bubble's plate: this opaque over the felt (the words keep their contrast).
PLATE_ALPHA = 170


def marker_text(act, stamp: bool = False) -> tuple[str, bool]:
    """The words of a :class:`~game.present.view.LastAction` in the language shown
    now, and whether it scored (drawn in the scoring colour). ("", False): nothing.
    ``stamp``: the pass as it happens, "PASS" (then "passed")."""
    if act is None:
        return "", False
    parts = []
    if act.drew:
        parts.append(_("drew {n}").format(n=act.drew))
    if act.tile >= 0:
        parts.append(tile_label(act.tile) + (f" +{act.points}" if act.points else ""))
    elif act.passed:
        parts.append(_("PASS") if stamp else _("passed"))
    return " \u00b7 ".join(parts), bool(act.points)


def marker_anchor(label_rect: pygame.Rect, below: int = 0) -> tuple[int, int]:
    """Where the bubble's top centre goes: just under the seat's name plate
    ``label_rect`` (screen px), ``below`` px further down (under a "thinking..." line)."""
    return label_rect.centerx, label_rect.bottom + below


def bubble_height(vp, text) -> int:
    """Screen px from the name plate's foot to the bubble's foot (one line of words)."""
    img = text.get(_("drew {n}").format(n=8), MARK_TEXT, THEME.ink, True)
    return img.get_height() + 2 * vp.length(3) + vp.length(5) + vp.length(1)


def place_bubble(box: pygame.Rect, label_rect: pygame.Rect, felt: pygame.Rect,
                 avoid=(), gap: int = 4, tip: int = 5) -> tuple[pygame.Rect, bool]:
    """Where a bubble ``box`` (hung under the plate ``label_rect``) goes, clear of the
    panels ``avoid`` (the hands' racks, the boneyard: r7b 97_4p_12, a chip over the top
    of a side hand's rack): under the plate, slid along it to clear them, else over the
    plate. Returns the box and whether it hangs under the plate (False: over it)."""
    avoid = [pygame.Rect(a) for a in avoid]

    def fits(b):
        return felt.contains(b) and b.collidelist(avoid) < 0

    b = box.clamp(felt)
    if fits(b):
        return b, True
    # slid along the plate (its pointer still under the plate): the nearest clear place
    reach = range(label_rect.left - b.w + 2 * tip, label_rect.right - 2 * tip + 1)
    xs = sorted({x for a in avoid for x in (a.right + gap, a.left - gap - b.w)
                 if x in reach}, key=lambda x: abs(x - b.x))
    for x in xs:
        c = b.move(x - b.x, 0)
        if fits(c):
            return c, True
    over = b.copy()  # over the plate, its pointer down to it
    over.bottom = label_rect.top - (b.top - label_rect.bottom)
    if fits(over):
        return over, False
    return b, True


def _overshoot(box: pygame.Rect, felt: pygame.Rect, avoid, gap: int) -> int:
    """How many px too wide ``box`` is for the room it is in (0: it is clear)."""
    hit = box.collidelist(avoid)
    if hit < 0:
        return max(0, box.w - felt.w)
    a = avoid[hit]
    if a.centerx > box.centerx:  # the panel on its right: the room from the felt's edge
        return box.w - (a.left - gap - felt.left)
    return box.w - (felt.right - a.right - gap)


def draw_last_action(surf, vp, text, label_rect: pygame.Rect, act,
                     below: int = 0, flash: bool = False, avoid=()) -> pygame.Rect | None:
    """Draw seat's last action ``act`` as a bubble under ``label_rect``: a dark plate
    with a small pointer up to the name plate. ``flash``: the seat has just passed (a
    bright plate, in place of a "PASS" stamp over its name). ``avoid``: screen rects it
    keeps off (the panels round the table; see :func:`place_bubble`). Returns its rect
    (None: nothing)."""
    words, scored = marker_text(act, flash)
    if not words:
        return None
    color = THEME.ink_dark if flash else THEME.focus if scored else THEME.ink
    max_w = max(label_rect.w + vp.length(40), vp.length(120))
    x, y = marker_anchor(label_rect, below)
    pad_x, pad_y, tip = vp.length(9), vp.length(3), vp.length(5)
    felt = vp.rect(FELT).clip(surf.get_rect())  # inside the wooden rail, never over it
    gap = vp.length(4)
    for _try in range(3):  # no clear place: its words a little smaller, to fit the room
        img = text.get(words, MARK_TEXT, color, True, max_w=max_w)
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad_x, img.get_height() + 2 * pad_y)
        box.midtop = (x, y + tip + vp.length(1))
        box, under = place_bubble(box, label_rect, felt, avoid, gap, tip)
        over = _overshoot(box, felt, avoid, gap)
        if not over or img.get_width() - over < vp.length(40):
            break
        max_w = img.get_width() - over
    rad = vp.length(7)
    # the pointer to the plate, over the plate's span and within the bubble's
    x = min(max(x, box.left + rad + tip, label_rect.left + tip),
            box.right - rad - tip, label_rect.right - tip)
    edge = THEME.focus if scored or flash else THEME.panel_edge
    if under:
        pygame.draw.polygon(surf, edge, [(x - tip, box.top + 1), (x + tip, box.top + 1),
                                         (x, box.top - tip)])
    else:
        pygame.draw.polygon(surf, edge, [(x - tip, box.bottom - 2), (x + tip, box.bottom - 2),
                                         (x, box.bottom + tip - 1)])
    if flash:
        pygame.draw.rect(surf, THEME.focus, box, border_radius=rad)
    else:  # a light touch on the table (r5a: ~10 dark pills at once in 4 players): a
        # see-through smoky plate, a hairline edge unless it scored
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (16, 20, 16, PLATE_ALPHA), plate.get_rect(),
                         border_radius=rad)
        surf.blit(plate, box)
    pygame.draw.rect(surf, edge, box, max(1, vp.length(2 if scored or flash else 1)),
                     border_radius=rad)
    text.draw(surf, words, MARK_TEXT, color, box.center, "center", True, False,
              max_w=max_w, box=box.inflate(-pad_x, 0))
    return box
