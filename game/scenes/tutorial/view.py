"""The tutorial's screen, composed: backdrop, lesson bar, step text, the table (or
the welcome/closing page), the side column, the hand or the hand's summary, the
buttons and the controls line, in that order.
"""

from __future__ import annotations

import pygame

from ...i18n import N_
from ...tutorial import LESSONS, STEPS
from ...ui import THEME

__all__ = ["draw_tutorial", "next_glows"]


def draw_tutorial(sc, surf) -> None:
    """Draw tutorial scene ``sc`` on ``surf``."""
    info = sc.step.kind == "info"
    felt = sc.legend_page.felt if info else sc.table.felt
    surf.blit(felt(surf.get_size()), (0, 0))
    sc.panels.draw_progress(surf)
    sc.panels.draw_text_panel(surf)
    if info:
        sc.panels.draw_info(surf)
    else:
        sc.table.draw_board(surf)
        sc.panels.draw_side(surf)
        if sc.hand_end is not None:
            sc.endings.draw_hand_end(surf)
        else:
            sc.table.draw_hand(surf)
            if sc.shown_bone is not None:
                sc.table.draw_boneyard(surf)
            if sc.tip is None:
                sc.panels.draw_status(surf)
        sc.endings.draw_pass_note(surf)
        if sc.game_end is not None:
            sc.endings.draw_game_end(surf)
        if sc.hand_end is None:
            sc.tile_tip.draw(surf)  # why the picked tile is not the one, by that tile
        sc.table.draw_flying(surf)
        sc.table.draw_drag(surf)
    _draw_buttons(sc, surf)
    if sc.card is not None:
        sc.card.draw(surf)
    sc.panels.draw_legend(surf)


def _draw_buttons(sc, surf) -> None:
    vp = sc.app.vp
    sc.btn_back.enabled = sc.index > 0
    sc.btn_next.enabled = sc.can_next
    sc.btn_next.label = N_("Finish") if sc.index == len(STEPS) - 1 else N_("Next")
    sc.btn_skip.enabled = STEPS[sc.index][0] < len(LESSONS) - 1
    for b in sc.buttons:
        b.draw(surf, vp, sc.app.fonts)
    if next_glows(sc):
        r = vp.rect(sc.btn_next.rect)
        glow = 2 + round(2 * sc.pulse(5)) if not sc.still else 3
        pygame.draw.rect(surf, THEME.focus, r.inflate(vp.length(glow * 2), vp.length(glow * 2)),
                         vp.length(3), border_radius=vp.length(12))


def next_glows(sc) -> bool:
    """The Next button glows once there is something to move on from: a page of text, or
    the play landed and explained (never while the tile flies: Next is live then, but
    quiet)."""
    return sc.can_next and (sc.explained or sc.step.kind == "info")
