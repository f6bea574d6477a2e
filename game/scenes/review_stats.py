"""The statistics' "points lost per hand" (issue 14): the coach's reviews over time,
so a player sees improvement. Drawn in the statistics screen's top-right corner from
the review cache (:meth:`game.persistence.ReviewCache.losses`, oldest first)."""

from __future__ import annotations

import pygame

from ..i18n import _
from ..present.review_words import average_text
from ..ui import THEME, draw_panel, draw_text_fit
from .review_start import review_cache

__all__ = ["draw_coach_trend", "trend", "BOX"]

#: Design rect of the corner box: inside the screen's sheet (clear of the wooden rail),
#: right of the title, above the statistics table.
BOX = pygame.Rect(740, 34, 450, 74)
#: The bars' share of the box (its right part); the words take the rest.
BARS_W = 100
#: Hands in the bars, and in the "last" average.
BARS = 30
RECENT = 10


def trend(losses: list[float]) -> dict:
    """``{"hands": n, "recent": avg of the last RECENT or None, "earlier": avg of the
    hands before them or None}``."""
    recent = losses[-RECENT:]
    earlier = losses[:-RECENT]
    return {"hands": len(losses),
            "recent": round(sum(recent) / len(recent), 1) if recent else None,
            "earlier": round(sum(earlier) / len(earlier), 1) if earlier else None}


def draw_coach_trend(scene, surf) -> None:
    """The box: a heading, the averages in words and one bar per reviewed hand."""
    app = scene.app
    vp, fonts = app.vp, app.fonts
    losses = review_cache(app).losses()
    draw_panel(surf, vp.rect(BOX), radius=vp.length(10))
    x, y = BOX.x + 12, BOX.y + 4
    w = BOX.w - 24 - BARS_W - 12  # the words' column; the bars right of it
    # the heading across the box; the averages under it, the bars beside them
    draw_text_fit(surf, fonts, 21, _("Points lost per hand (coach)"), THEME.panel_edge,
                  vp.rect((x, y, BOX.w - 24, 28)), "midleft", bold=True)
    t = trend(losses)
    if t["recent"] is None:
        draw_text_fit(surf, fonts, 21, _("Review a hand to see it here."), THEME.ink_dark,
                      vp.rect((x, y + 31, BOX.w - 24, 30)), "midleft")
        return
    n = min(RECENT, t["hands"])
    if t["earlier"] is None:
        line = _("Last {n}: {avg} per hand").format(n=n, avg=average_text(t["recent"]))
    else:
        line = _("Last {n}: {avg} per hand (before: {before})").format(
            n=n, avg=average_text(t["recent"]), before=average_text(t["earlier"]))
    draw_text_fit(surf, fonts, 21, line, THEME.ink_dark, vp.rect((x, y + 31, w, 30)),
                  "midleft")
    # one bar per hand, oldest left; the height is the points lost (the words left of
    # them say the same)
    shown = losses[-BARS:]
    top = max(max(shown), 1.0)
    bx = BOX.right - 12 - BARS_W
    bw = BARS_W / BARS
    base = BOX.bottom - 8
    for i, v in enumerate(shown):
        h = max(1.0, 28 * v / top)
        r = vp.rect((bx + i * bw + 0.5, base - h, max(1.0, bw - 1), h))
        pygame.draw.rect(surf, THEME.panel_edge if i < len(shown) - RECENT else THEME.badge, r)
    pygame.draw.line(surf, THEME.panel_edge, vp.point((bx, base)), vp.point((bx + BARS_W, base)),
                     max(1, vp.length(1)))
