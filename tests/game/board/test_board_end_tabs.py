"""A double's end "1+1" was a red capsule like the round end
discs beside it, but not round (t14 312-365, 333-362). It is a label tab now: square-ish
corners and a point towards the double it labels. And the American sniff's counted-whole
tag "0+0" sits centred on its double where that is clear (u11 538-586, 405-432: it hung
off-centre under the right ring)."""

from __future__ import annotations

import pygame

from engine.layout import Layout
from engine.moves import OPEN_CODE
from game.maps import load_map, table_map_name
from game.render.board import BoardView
from game.render.text import TextCache
from game.render.tiles import TileArt
from tests.game_harness import make_app, random_boards

FELT = (10, 120, 40)


def test_a_doubles_end_is_a_tab_pointing_at_its_double_not_a_disc():
    app = make_app()
    tabs = 0
    for bv, seed, lay in random_boards(app, 2, range(12)):
        for _k, pc, label, box in bv.badge_boxes(lay):
            if box is None or "+" not in label:
                continue
            surf = pygame.Surface(app.screen.get_size())
            surf.fill(FELT)
            bv.draw_badges(surf, lay)
            # square-ish corners: a capsule leaves its corners to the felt
            for x, y in ((box.left + 3, box.top + 3), (box.right - 4, box.bottom - 4)):
                assert tuple(surf.get_at((x, y)))[:3] != FELT, (seed, label, (x, y))
            # and a point off its edge towards the double (where the end is)
            (ex, ey), (dx, dy) = bv.tab_point(box, pc)
            assert tuple(surf.get_at((ex + 3 * dx, ey + 3 * dy)))[:3] != FELT, (seed, label)
            # which faces the double: nearer to it than the tab's middle is
            tr = bv.tile_rect(pc >> 3)
            assert (abs(tr.centerx - ex) + abs(tr.centery - ey)
                    < abs(tr.centerx - box.centerx) + abs(tr.centery - box.centery))
            tabs += 1
            break
        if tabs >= 6:
            break
    assert tabs >= 6


def test_the_sniffs_counted_whole_tag_is_centred_on_its_double():
    app = make_app()
    bv = BoardView(app.vp, TextCache(app.fonts), TileArt(),
                   load_map(table_map_name(2)).anchor("layout"), False)
    lay = Layout(inline=False)
    lay.apply(0 << 8 | OPEN_CODE)  # the opening double alone (the tutorial's u11): 0|0
    assert lay.sniff == 0
    bv.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
    tile = lay.sniff
    box = bv.whole_box(lay, tile)
    tr = bv.tile_rect(tile)
    assert abs(box.centerx - tr.centerx) <= 1 and not box.colliderect(tr), (box, tr)
