"""The hand's end at the table: each other hand's pips counted up by it, then rounded
into a "-N" that flies to its score."""

from __future__ import annotations

import pygame

from ...i18n import ngettext
from ...ui import THEME

__all__ = ["draw_deductions", "OWN_SIZE"]

#: The going-out side's own partner's "-N" beside the opponents': this times their size.
OWN_SIZE = 0.7


def draw_deductions(painter, surf, deductions, still: bool) -> None:
    """Each other hand's pips counted up by it, then rounded into a "-N" on a dark
    plate under its seat's name ("North" over "−5": whose pips they are)
    that flies to its score (the cost of the other player's domino)."""
    vp = painter.scene.app.vp
    text = painter.scene.text
    for d in deductions:
        size = 34 - 12 * (0 if still else d.t)  # shrinks as it reaches the score
        own = getattr(d, "own", False)  # the side's own partner's: smaller, plain
        if own:
            size *= OWN_SIZE
        gain = getattr(d, "gain", False)  # Sniff 61: pips to the scorer's row
        # counting up: "4 pips" (a bare "4" under a name said nothing); counted: "−5"
        label = (ngettext("{n} pip", "{n} pips", d.shown).format(n=d.shown) if gain
                 or not d.counted else f"\u2212{d.shown}")
        colour = (THEME.focus if gain else THEME.ink_dim if own else THEME.bad) \
            if d.counted else THEME.ink
        img = text.get(label, size, colour, True)
        name = painter.scene.names[d.seat]
        tag = text.get(name, max(16, round(size * 0.55)), THEME.ink, True)
        w = max(img.get_width(), tag.get_width()) + vp.length(18)
        plate_size = (w, img.get_height() + tag.get_height() + vp.length(6))
        pos, alpha = painter.deduction_pos(d, still, plate_size)
        if alpha <= 0:
            continue
        plate = pygame.Surface(plate_size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (20, 20, 20, round(alpha * 0.9)), plate.get_rect(),
                         border_radius=vp.length(10))
        pygame.draw.rect(plate, (*colour[:3], alpha), plate.get_rect(), vp.length(2),
                         border_radius=vp.length(10))
        box = plate.get_rect(center=(round(pos[0]), round(pos[1])))
        box.clamp_ip(surf.get_rect())  # a wide name never off the window's edge
        surf.blit(plate, box)
        text.draw(surf, name, max(16, round(size * 0.55)), THEME.ink,
                  (box.centerx, box.top + vp.length(3)), "midtop", True, False,
                  alpha=alpha)
        text.draw(surf, label, size, colour, (box.centerx, box.bottom - vp.length(3)),
                  "midbottom", True, False, alpha=alpha)
