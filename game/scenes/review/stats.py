"""The statistics' "points lost per hand" (issue 14): the coach's reviews over time,
so a player sees improvement. Drawn in the statistics' records panel, right column, from
the review cache (:meth:`game.persistence.ReviewCache.losses`, oldest first)."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...present.review_words import average_text
from ...ui import THEME, draw_text_fit
from .start import review_cache

__all__ = ["draw_coach_trend", "trend", "BOX"]

#: Design rect of the chart: the right-hand column of the statistics' records panel
#: (stats.RECORDS), beside the best play and the best hand, above the panel's note.
BOX = pygame.Rect(832, 398, 334, 150)
#: Hands in the bars, and in the "last" average.
BARS = 30
RECENT = 10
#: The chart has room for at least this many bars (fewer hands: wider bars).
SLOTS = 15
#: Fewer hands than this: the plain average ("typically" from two values read wrong,
#: "Last 2: typically 10.2 per hand").
TYPICAL_MIN = 5
#: So few hands that each bar is labelled with its points (no scale line needed).
FEW = 8


def median(xs: list[float]) -> float | None:
    """The middle value (of two middles, their mean); None for no values."""
    s = sorted(xs)
    if not s:
        return None
    m = len(s) // 2
    return float(s[m]) if len(s) % 2 else (s[m - 1] + s[m]) / 2


def trend(losses: list[float]) -> dict:
    """``{"hands": n, "average": fewer than TYPICAL_MIN hands (then "recent" is their
    mean), "recent": the median of the last RECENT or None, "earlier": the
    median of the hands before them or None}``: a median, not a mean, which one hand's
    swing at its end (going out, a block: 100+ points) would dominate (a mean read
    "151.5 per hand")."""
    recent = median(losses[-RECENT:])
    if 0 < len(losses) < TYPICAL_MIN:  # too few for a typical hand: their average
        recent = sum(losses) / len(losses)
    earlier = median(losses[:-RECENT])
    return {"hands": len(losses), "average": len(losses) < TYPICAL_MIN,
            "recent": None if recent is None else round(recent, 1),
            "earlier": None if earlier is None else round(earlier, 1)}


def draw_coach_trend(scene, surf) -> None:
    """The chart: a heading, the averages in words, and one bar per reviewed hand
    under them, as wide as the column, with its scale (the top line's value and the
    zero line), not a 100 x 30 px speck with no axis."""
    app = scene.app
    vp, fonts = app.vp, app.fonts
    losses = review_cache(app).losses()
    x, y, w = BOX.x, BOX.y, BOX.w
    head = _("Points lost per hand (coach)")
    if fonts.get(22, True).size(head)[0] > vp.length(w):  # large text: the short words
        head = _("Points lost per hand")
    draw_text_fit(surf, fonts, 22, head, THEME.panel_edge, vp.rect((x, y - 2, w, 32)),
                  "midleft", bold=True)
    t = trend(losses)
    if t["recent"] is None:
        draw_text_fit(surf, fonts, 22, _("Review a hand to see it here."), THEME.ink_dark,
                      vp.rect((x, y + 34, w, 28)), "midleft")
        return
    n = min(RECENT, t["hands"])
    if t["average"]:
        # TRANSLATORS: the mean of the points the coach found in the few hands reviewed
        line = _("Last {n}: average {avg} per hand").format(
            n=n, avg=average_text(t["recent"]))
    elif t["earlier"] is None:
        # TRANSLATORS: the median of the points the coach found per hand (a typical
        # hand, not an average one big hand dominates)
        line = _("Last {n}: typically {avg} per hand").format(
            n=n, avg=average_text(t["recent"]))
    else:
        line = _("Last {n}: typically {avg} per hand (before: {before})").format(
            n=n, avg=average_text(t["recent"]), before=average_text(t["earlier"]))
    draw_text_fit(surf, fonts, 22, line, THEME.ink_dark, vp.rect((x, y + 34, w, 28)),
                  "midleft")
    # one bar per hand, oldest left, the last RECENT in red; the scale's top value
    # left of its line, 0 at the foot
    shown = losses[-BARS:]
    top = max(1, int(-(-max(shown) // 1)))
    label_w = 40
    few = len(shown) <= FEW  # each bar says its value (a lone bar read as nothing)
    area = pygame.Rect(x + label_w, y + 70 + (22 if few else 0), w - label_w,
                       BOX.bottom - (y + 70 + (22 if few else 0)))
    if not few:
        scale = pygame.Rect(x, area.y - 12, label_w - 6, 24)
        draw_text_fit(surf, fonts, 21, str(top), THEME.ink_soft, vp.rect(scale), "midright")
        pygame.draw.line(surf, THEME.ink_soft, vp.point((area.x, area.y)),
                         vp.point((area.right, area.y)), 1)
    draw_text_fit(surf, fonts, 21, "0", THEME.ink_soft,
                  vp.rect((x, area.bottom - 12, label_w - 6, 24)), "midright")
    bw = area.w / max(len(shown), FEW if few else SLOTS)  # a few hands: wide bars, left
    if few:
        for i, v in enumerate(shown):
            h = max(1.0, area.h * v / top)
            box = (area.x + i * bw - 8, area.bottom - h - 24, bw + 16, 22)
            draw_text_fit(surf, fonts, 21, average_text(round(v, 1)), THEME.ink_dark,
                          vp.rect(box), "midbottom")
    for i, v in enumerate(shown):
        h = max(1.0, area.h * v / top)
        r = vp.rect((area.x + i * bw + 1, area.bottom - h, max(1.0, bw - 2), h))
        pygame.draw.rect(surf, THEME.panel_edge if i < len(shown) - RECENT else THEME.badge, r,
                         border_top_left_radius=vp.length(2),
                         border_top_right_radius=vp.length(2))
    pygame.draw.line(surf, THEME.panel_edge, vp.point((area.x, area.bottom)),
                     vp.point((area.right, area.bottom)), max(1, vp.length(2)))
