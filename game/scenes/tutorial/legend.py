"""The welcome page's picture: one [1|4] drawn by the play table's board renderer
(:class:`~game.render.BoardView`), its tiles only, so it looks exactly like the table.

The key to the table's marks is no longer here (issue 16: "a wall of legend before I've
placed a tile"): each mark is named by the first lesson step that shows it (the solid
discs and the Total box in lesson 1, an opening double's "2+2" tag in lesson 2, the
sniff's outline and diamond in lesson 3: lessons 1 and 2 draw the sniff without them).
"""

from __future__ import annotations

import pygame

from engine.layout import Layout
from engine.rules import AMERICAN

from ...render import BoardView
from ...ui import THEME
from .board import AREA_SHADE, area_edge
from .panels import INFO

__all__ = ["WelcomeLegend"]

#: The picture: (the plays, its design rect, centred in the info area).
EXAMPLES = (
    (("1-4",), (440, 302, 400, 160)),
)


class WelcomeLegend:
    """Draws the welcome page's picture, and the info pages' felt."""

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

    def draw(self, surf) -> None:
        """The picture: the tiles alone, no count discs or rings (nothing to decode yet)."""
        vp = self.sc.app.vp
        clip = surf.get_clip()
        surf.set_clip(vp.rect(INFO))  # the tile layer is cut a little wider than its board
        for board, lay in self.boards:
            board.draw_tiles(surf, self.felt, lay)
        surf.set_clip(clip)
