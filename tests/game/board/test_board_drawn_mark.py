"""Tiles drawn into the player's hand stay marked until the player's next play
(after a draw the new [1|3] slid into the sorted hand unmarked)."""

from __future__ import annotations

import pygame

from game.maps import load_map, table_map_name
from game.present import TableView
from game.render.hands import HandView
from game.render.tiles import TileArt
from game.ui import THEME, Viewport


def test_drawn_tiles_stay_marked_until_the_next_play():
    v = TableView.empty(2, False, 0, [0, 0])
    v.hands[0] = [1, 5, 9]
    v.tick(0.0)
    for tile in (12, 20):  # two draws; each landing lights its own tile (the director)
        v.hands[0] = sorted(v.hands[0] + [tile])
        v.fresh = {tile: 2.5}
        v.tick(0.1)
    for _ in range(240):  # 4 s: the flash is over
        v.tick(1 / 60)
    assert v.drawn_new == {12, 20}
    assert v.fresh == {12: 0.0, 20: 0.0}  # a resting mark each
    assert not v.moving  # a resting mark is no animation
    v.hands[1] = [3]  # another seat's changes do not clear it
    v.tick(0.1)
    assert v.drawn_new == {12, 20}
    v.hands[0].remove(5)  # the player's play
    v.tick(0.1)
    assert not v.drawn_new and not v.fresh


def test_a_resting_mark_is_drawn_on_the_tile():
    vp = Viewport((1280, 720))
    m = load_map(table_map_name(2))
    hand = HandView.from_map(vp, TileArt(), m, 0, 0)
    tiles = [1, 12, 20]
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 0, 0))
    hand.draw(surf, tiles, fresh={12: 0.0})
    rects = dict(hand.rects(tiles))
    top = rects[12]
    glow = surf.get_at((top.left - 4, top.centery))[:3]  # a soft glow around it
    assert glow != (0, 0, 0) and glow[0] > glow[2]
    assert surf.get_at((rects[1].left - 4, rects[1].centery))[:3] == (0, 0, 0)
    # no dot on its top edge (it read as a stray yellow speck)
    rad = max(3, vp.length(5))
    over = [surf.get_at((top.centerx + dx, top.top - rad + 1))[:3] for dx in (-1, 0, 1)]
    assert THEME.focus[:3] not in over
