"""The welcome page's key to the table: how to read it, shown on real layouts drawn
by the play table's board renderer (:class:`~game.render.BoardView`), so the key
looks exactly like the table it explains.

* ``[1|4]`` opened: both ends count, each a solid disc with its number;
* ``[4|4]`` opened: the sniff, outlined with a corner mark, its straight sides
  hollow rings (attach points that count nothing), its two halves counted whole.
"""

from __future__ import annotations

import pygame

from engine.layout import Layout
from engine.rules import AMERICAN

from ..i18n import _
from ..render import BoardView
from ..ui import THEME
from .tutorial_board import AREA_SHADE, area_edge
from .tutorial_panels import INFO

__all__ = ["WelcomeLegend"]

#: Each example: (the plays, its design rect, the texts beside it).
EXAMPLES = (
    (("1-4",), (80, 246, 360, 120)),
    (("4-4",), (80, 378, 360, 146)),
)
TEXT_X = 470
LINE_H = 44


class WelcomeLegend:
    """Draws the key on the welcome page, and the info pages' felt."""

    def __init__(self, scene, art):
        self.sc = scene
        vp = scene.app.vp
        self.boards = []
        for plays, rect in EXAMPLES:
            lay = Layout(AMERICAN.inline_sniff)
            for p in plays:
                lay.play(p)
            board = BoardView(vp, scene.text, art, rect, inline=AMERICAN.inline_sniff)
            board.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
            self.boards.append((board, lay))
        self._felt: dict = {}

    def resize(self) -> None:
        for board, lay in self.boards:
            board.resize()
            board.fit([s[0] for s in lay.slots], snap=True)
        self._felt.clear()

    def felt(self, size):
        """The backdrop with the info area's shade, at the window's ``size`` (cached)."""
        bg = self._felt.get((size, THEME.name, THEME.cloth))
        if bg is None:
            bg = pygame.Surface(size)
            self.sc.backdrop.draw(bg)
            vp = self.sc.app.vp
            area = vp.rect(INFO)
            shade = pygame.Surface(area.size, pygame.SRCALPHA)
            shade.fill(AREA_SHADE)
            bg.blit(shade, area)
            pygame.draw.rect(bg, area_edge(), area, vp.length(2), border_radius=vp.length(12))
            self._felt = {(size, THEME.name, THEME.cloth): bg}
        return bg

    def rows(self) -> list[list[str]]:
        return [
            [_("A counted end: its number is added to the total.")],
            [_("An attach point: a tile may go there, but it counts nothing."),
             _("The sniff, the first double of a hand: outlined, with a corner mark.")],
        ]

    def size(self, texts) -> float:
        """One design text size for every line of the key: the largest at which all of
        them fit their row (one long line alone shrunk looked like a heading)."""
        vp, fonts = self.sc.app.vp, self.sc.app.fonts
        w = vp.length(INFO[0] + INFO[2] - TEXT_X - 20)
        h = vp.length(LINE_H)
        size = 22.0
        while size > 9:
            f = fonts.get(size, True)
            if f.get_linesize() <= h and all(f.size(t)[0] <= w for t in texts):
                break
            size -= 0.5
        return size

    def draw(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        clip = surf.get_clip()
        surf.set_clip(vp.rect(INFO))  # the tile layer is cut a little wider than its board
        for board, lay in self.boards:
            board.draw_tiles(surf, self.felt, lay)
            board.draw_badges(surf, lay)
        surf.set_clip(clip)
        rows = self.rows()
        size = self.size([t for texts in rows for t in texts])
        for (_plays, rect), texts in zip(EXAMPLES, rows):
            x, y, _w, h = rect
            line_h = LINE_H
            top = y + (h - line_h * len(texts)) / 2
            for k, text in enumerate(texts):
                ty = top + k * line_h
                sc.text.draw(surf, text, size, THEME.ink, vp.point((TEXT_X, ty + line_h / 2)),
                             "midleft", True,
                             box=vp.rect((TEXT_X, ty, INFO[0] + INFO[2] - TEXT_X - 20, line_h)))
