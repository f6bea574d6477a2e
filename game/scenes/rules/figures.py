"""The Rules screen's pictures: tile diagrams whose captions the engine's own layout
works out, laid out as cards (title, picture, caption), and the tally marks."""

from __future__ import annotations

import pygame

from engine.layout import Layout
from engine.rules import AMERICAN, SNIFF61

from ...i18n import N_, _, ngettext
from ...ui import THEME, draw_text, draw_text_fit
from ...widgets import draw_tile, wrap_text

__all__ = ["Diagram", "DIAGRAMS_AMERICAN", "DIAGRAMS_61", "diagram_cards", "draw_diagrams",
           "draw_tally", "UNIT_MAX", "PIC_PAD"]


class Diagram:
    """A few tiles placed by hand, with a caption the engine computes.

    ``tiles``: (first, second, dx, dy, vertical, sniff) in units of a tile's
    short side, from the diagram's centre. ``plays``: the same layout in
    notation, replayed on an engine :class:`Layout` for the caption.
    """

    def __init__(self, title: str, plays, tiles, inline: bool = False):
        self.title = title
        self.plays = plays
        self.tiles = tiles
        self.inline = inline
        layout = Layout(inline)
        for m in plays:
            layout.play(m)
        ruleset = SNIFF61 if inline else AMERICAN
        self.values = [v for _t, v in layout.counted_ends()]
        xs, ys = [], []
        for _a, _b, dx, dy, vertical, _s in tiles:
            hw, hh = (0.5, 1.0) if vertical else (1.0, 0.5)
            xs += [dx - hw, dx + hw]
            ys += [dy - hh, dy + hh]
        #: The tiles' box in tile short sides from the diagram's centre: (x, y, w, h).
        self.box = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        self.total = layout.total
        self.points = ruleset.points(layout.total)

    @property
    def caption(self) -> str:
        """``4 + 1 = 5: scores 5 points`` in the player's language."""
        sums = " + ".join(str(v) for v in self.values)
        if self.points:
            return ngettext("{sums} = {total}: scores {n} point",
                            "{sums} = {total}: scores {n} points", self.points).format(
                sums=sums, total=self.total, n=self.points)
        return _("{sums} = {total}: no score").format(sums=sums, total=self.total)


_D = Diagram
#: A diagram's tile short side at most (design px), and the air around a picture.
UNIT_MAX = 46
PIC_PAD = 16
DIAGRAMS_AMERICAN = [
    _D(N_("The first tile, [1|4]"), ["1-4"], [(1, 4, 0, 0, False, False)]),
    _D(N_("Sniff [5|5], one long side open"), ["5-5", "0-5@5-5:a"],
       [(5, 5, 0.75, 0, True, True), (0, 5, -0.75, 0, False, False)]),
    _D(N_("Both long sides covered"), ["5-5", "0-5@5-5:a", "2-5@5-5:b"],
       [(5, 5, 0, 0, True, True), (0, 5, -1.5, 0, False, False),
        (5, 2, 1.5, 0, False, False)]),
    _D(N_("All four sides taken"), ["6-6", "3-6@6-6:a", "1-6@6-6:b", "2-6@6-6:branch-a", "4-6@6-6:branch-b"],
       [(6, 6, 0, 0, True, True), (3, 6, -1.5, 0, False, False), (6, 1, 1.5, 0, False, False),
        (2, 6, 0, -2, True, False), (6, 4, 0, 2, True, False)]),
]
DIAGRAMS_61 = [
    _D(N_("Sniff 61: the sniff in line"), ["5-5"], [(5, 5, 0, 0, False, True)], inline=True),
    _D(N_("A tile on a long side"), ["5-5", "0-5@5-5:a", "2-5@5-5:b", "3-5@5-5:branch-a"],
       [(5, 5, 0, 0.75, False, True), (0, 5, -2, 0.75, False, False),
        (5, 2, 2, 0.75, False, False), (3, 5, 0, -0.75, True, False)], inline=True),
]

def draw_tally(surf, rect: pygame.Rect, points: int, unit: int, color) -> None:
    """Strokes for ``points`` (5 each) as the rule book draws them: blocks of 50 are a
    big X with a small x in each of its four spaces; remaining strokes stand upright."""
    strokes = max(0, points // 5)
    blocks, rest = divmod(strokes, 10)
    w = max(1, unit // 14)
    x = rect.x
    cy = rect.centery
    size = unit
    for _k in range(blocks):
        box = pygame.Rect(x, cy - size // 2, size, size)
        pygame.draw.line(surf, color, box.topleft, box.bottomright, w + 1)
        pygame.draw.line(surf, color, box.topright, box.bottomleft, w + 1)
        s = size // 7
        for px, py in ((box.centerx, box.y + size // 6), (box.centerx, box.bottom - size // 6),
                       (box.x + size // 6, box.centery), (box.right - size // 6, box.centery)):
            pygame.draw.line(surf, color, (px - s, py - s), (px + s, py + s), w)
            pygame.draw.line(surf, color, (px + s, py - s), (px - s, py + s), w)
        x += size + unit // 3
    for _k in range(rest):
        pygame.draw.line(surf, color, (x, cy - size // 2), (x, cy + size // 2), w + 1)
        x += unit // 5


def diagram_cards(app, diagrams, inner_w: float) -> tuple[list[dict], float]:
    """Cards for a row of diagrams, in design px from the block's top-left: each
    card holds its title, the picture as large as the card allows (one scale for the
    row, as the rule book draws its figures) and the caption right under it. A
    picture taller than it is wide (the four arms) gets a wide card of its own, the
    words beside it. Returns ``(cards, height)``."""
    vp, fonts = app.vp, app.fonts
    s = vp.scale
    title_h = fonts.get(22).get_linesize() / s + 6
    cap_font = fonts.get(22, bold=True)
    short = [d for d in diagrams if d.box[3] <= 3]
    tall = [d for d in diagrams if d.box[3] > 3]
    cards: list[dict] = []
    y = 0.0
    if short:
        gap = 12
        w = (inner_w - gap * (len(short) - 1)) / len(short)
        unit = min(UNIT_MAX, min((w - 2 * PIC_PAD) / d.box[2] for d in short))
        band = max(d.box[3] for d in short) * unit + 2 * PIC_PAD
        caps = [min(2, len(wrap_text(cap_font, d.caption, round((w - 12) * s)))) for d in short]
        cap_h = max(caps) * cap_font.get_linesize() / s
        h = 8 + title_h + band + cap_h + 12
        for i, d in enumerate(short):
            x = i * (w + gap)
            pic = (x, y + 8 + title_h, w, band)
            cards.append({"diagram": d, "rect": (x, y, w, h), "unit": unit, "picture": pic,
                          "title": (x + 6, y + 6, w - 12, title_h),
                          "caption": (x + 6, pic[1] + band, w - 12, cap_h + 6)})
        y += h + 12
    for d in tall:
        unit = UNIT_MAX
        pw = d.box[2] * unit + 2 * PIC_PAD
        ph = d.box[3] * unit + 2 * PIC_PAD
        need = max(fonts.get(22).size(_(d.title))[0], cap_font.size(d.caption)[0]) / s
        words = min(inner_w - pw - 24, max(200.0, need + 8))
        w = pw + words + 24
        n = min(2, len(wrap_text(cap_font, d.caption, round(words * s))))
        cap_h = n * cap_font.get_linesize() / s
        top = y + (ph - title_h - cap_h) / 2
        cards.append({"diagram": d, "rect": (0, y, w, ph), "unit": unit,
                      "picture": (0, y, pw, ph), "align": "midleft",
                      "title": (pw + 8, top, words, title_h),
                      "caption": (pw + 8, top + title_h, words, cap_h + 6)})
        y += ph + 12
    return cards, y - 12

def draw_diagrams(app, surf, cards, x0, y) -> None:
    """Draw the cards of :func:`diagram_cards` with the block's top-left at design
    ``(x0, y)``."""
    vp, fonts = app.vp, app.fonts
    for card in cards:
        d = card["diagram"]
        cx0, cy0, cw, ch = card["rect"]
        r = vp.rect((x0 + cx0, y + cy0, cw, ch))
        pygame.draw.rect(surf, THEME.felt, r, border_radius=vp.length(10))
        pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2), border_radius=vp.length(10))
        align = card.get("align", "midtop")
        tx, ty, tw, th = card["title"]
        title_box = vp.rect((x0 + tx, y + ty, tw, th))
        anchor = "midleft" if align == "midleft" else "midtop"
        draw_text_fit(surf, fonts, 22, _(d.title), THEME.ink, title_box, anchor,
                      shadow=True)
        px, py, pw, ph = card["picture"]
        pic = vp.rect((x0 + px, y + py, pw, ph))
        unit = vp.length(card["unit"])
        bx, by, bw, bh = d.box  # centre the tiles' own box in the picture
        cx = pic.centerx - round((bx + bw / 2) * unit)
        cy = pic.centery - round((by + bh / 2) * unit)
        for first, second, dx, dy, vertical, sniff in d.tiles:
            draw_tile(surf, (round(cx + dx * unit), round(cy + dy * unit)), first, second,
                      vertical, unit, outline=THEME.accent if sniff else None)
        col = THEME.focus if d.points else THEME.ink_dim
        kx, ky, kw, kh = card["caption"]
        box = vp.rect((x0 + kx, y + ky, kw, kh))
        size = 22
        cap = fonts.get(size, bold=True)
        lines = wrap_text(cap, d.caption, box.w)
        while len(lines) > 2 and size > 10:  # two lines at most, under the tiles
            size -= 1
            cap = fonts.get(size, bold=True)
            lines = wrap_text(cap, d.caption, box.w)
        ly = box.y
        for line in lines:
            if align == "midleft":
                draw_text(surf, cap, line, col, (box.x, ly), "topleft", box=r)
            else:
                draw_text(surf, cap, line, col, (box.centerx, ly), "midtop", box=r)
            ly += cap.get_linesize()

