"""What the camera keeps in view round the layout: how far each open end's mark
reaches past the layout's box on each side, at a zoom.

A mark sits just ahead of its open end and may move on off its tile; only a double's
end shows a wide "6+6" pill (wide at 200 % text). The room is counted per side, from
where the open ends are: a pill on the right end needs no room on the left, nor an end
in the middle of the top row any room at the sides. (The room kept for the widest pill
on every side of every layout cost the tiles a tenth of their size at 200 % text.)
"""

from __future__ import annotations

from engine.moves import A, B
from engine.tiles import IS_DOUBLE

from ..ui import THEME
from .hud import TEXT
from .mark_words import double_label

__all__ = ["mark_reach"]


def _reach(s: float, clear: float, u: int) -> float:
    """How far (px) a mark ``s`` px long that way reaches from its point: ahead of an end
    (moved on off its tile), or half of it beside one (as BoardMarks.mark_pad; +2: the
    2 px steps a mark moves on by)."""
    return max(s / 2, s + clear - 0.62 * u) + 2


def mark_reach(view, zoom: float, box) -> tuple[float, float, float, float]:
    """Screen px ``(left, top, right, bottom)`` the open ends' marks of ``view`` (a
    BoardView) reach past ``box`` (x0, y0, x1, y1 in units) at ``zoom``."""
    vp, u = view.vp, max(4, round(zoom))
    r = view._badge_radius(u)
    disc = round(2 * r)
    pill = disc
    if view.text is not None:
        font = max(TEXT, min(r / vp.scale * 1.3, 26))
        img = view.text.get(double_label(6), font, THEME.badge_ink, True)
        pill = max(disc, img.get_width() + round(r * 0.9))
    h = round(max(r * 2, vp.length(22)))
    clear = view.badge_halo + max(1, vp.length(2)) + u // 12 + 1
    x0, y0, x1, y1 = box
    left = top = right = bottom = 0.0
    for pc in view.geom.uncovered():
        e = view.geom.exits[pc]
        w = pill if IS_DOUBLE[pc >> 3] and pc & 7 in (A, B) else disc
        px, py = e.ahead(0.62)
        ax, ay = _reach(w, clear, u), _reach(h, clear, u)
        left = max(left, ax - (px - x0) * zoom)
        right = max(right, ax - (x1 - px) * zoom)
        top = max(top, ay - (py - y0) * zoom)
        bottom = max(bottom, ay - (y1 - py) * zoom)
    return (left, top, right, bottom)
