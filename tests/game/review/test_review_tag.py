"""The review's "Best" / "You" word stays off the tiles ("Best" under a ring
above the sniff covered the sniff's pips)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.render.board import BoardView
from game.scenes.review.scene import tag_clear_of_tiles
from game.ui.viewport import Viewport


class _Board:
    """review2's board: a row of tiles, the sniff upright in it at x 472-520, the
    best spot's ring above the sniff, its "+0" above the ring; the board's own
    rule puts the word under the ring, on the sniff."""

    badge_radius = 18

    def __init__(self):
        self.rects = {1: pygame.Rect(374, 322, 96, 48), 2: pygame.Rect(472, 298, 48, 96),
                      3: pygame.Rect(522, 322, 96, 48), 4: pygame.Rect(618, 322, 96, 48)}
        self.geom = SimpleNamespace(tiles=dict.fromkeys(self.rects))
        self.camera = SimpleNamespace(rect=pygame.Rect(170, 190, 940, 320))

    def tile_rect(self, tile):
        return self.rects[tile]

    def point_pos(self, pc):
        return (496, 269)

    tag_box = BoardView.tag_box


def test_the_best_word_stays_off_the_sniffs_pips():
    board = _Board()
    vp = Viewport((1280, 720))
    board.vp = vp
    label = pygame.Rect(480, 220, 32, 22)  # the ring's "+0"
    size = (52, 26)
    box = tag_clear_of_tiles(board, vp, 0, size, label)
    assert box.size == size
    assert box.collidelist(list(board.rects.values())) < 0, box
    assert not box.colliderect(label)
    ring = pygame.Rect(0, 0, 44, 44)
    ring.center = (496, 269)
    assert not box.colliderect(ring)
    assert board.camera.rect.contains(box)
    # near its spot, not anywhere on the table
    assert abs(box.centerx - 496) + abs(box.centery - 269) <= 140, box
