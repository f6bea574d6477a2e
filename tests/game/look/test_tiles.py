"""Tile art (game/render/tiles.py): sizes, readable pips at every size, states, backs,
shadows and the boneyard stack."""

from __future__ import annotations

import pygame
import pytest

from game.render.tiles import TILE_STATES, TileArt, draw_stack, stack_rects


def dark_blobs(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """How many separate dark spots (pips) are in ``rect`` of ``surf``."""
    sub = surf.subsurface(rect).copy()
    mask = pygame.mask.from_threshold(sub, (25, 25, 30, 255), (45, 45, 45, 255))
    return len([c for c in mask.connected_components() if c.count() >= 3])


@pytest.mark.parametrize("unit", [28, 36, 48, 60])
@pytest.mark.parametrize("vertical", [False, True])
def test_every_face_shows_its_pips(art, unit, vertical):
    """Long sides 56-120 px: each half shows exactly its number of pips, apart."""
    for first in range(7):
        for second in range(first, 7):
            img = art.face(first, second, vertical, unit)
            assert img.get_size() == ((unit, 2 * unit) if vertical else (2 * unit, unit))
            halves = ((pygame.Rect(0, 0, unit, unit), pygame.Rect(0, unit, unit, unit))
                      if vertical else
                      (pygame.Rect(0, 0, unit, unit), pygame.Rect(unit, 0, unit, unit)))
            for half, n in zip(halves, (first, second)):
                assert dark_blobs(img, half.inflate(-unit // 5, -unit // 5)) == n, (first, second, vertical)


def test_face_has_depth_and_a_brass_pin(art):
    img = art.face(0, 0, False, 48)
    top = img.get_at((48 - 20, 8))
    bottom = img.get_at((48 - 20, 48 - 3))
    assert sum(top[:3]) > sum(bottom[:3]) + 60  # lit face above, the tile's thickness below
    assert img.get_at((0, 0)).a < 128 and img.get_at((47, 24)).a == 255  # rounded corners
    r, g, b, _ = img.get_at((48 - 1, 23))  # the pin sits on the groove in the middle
    assert r > g > b and r - b > 60, (r, g, b)


def test_states_light_the_edge(art):
    plain = art.face(3, 5, False, 48)
    lit = art.face(3, 5, False, 48, "lit")
    last = art.face(3, 5, False, 48, "last")
    assert TILE_STATES == (None, "lit", "last")
    edge = (30, 3)
    pr, pg, pb, _ = plain.get_at(edge)
    lr, lg, lb, _ = lit.get_at(edge)
    assert lb < pb - 40 and lr >= pr - 10  # a warm (amber) edge
    band = [(x, y) for x in range(10, 86, 4) for y in range(1, 4)]
    diff = sum(abs(a - b) for p in band for a, b in zip(last.get_at(p), plain.get_at(p)))
    assert 0 < diff / len(band) < 120  # visible, but quieter than lit
    # the middle of each half is unchanged: the pips stay readable
    assert lit.get_at((24, 24)) == plain.get_at((24, 24))
    with pytest.raises(ValueError):
        art.face(3, 5, False, 48, "glowing")


def test_back_has_a_pattern(art):
    back = art.back(False, 48)
    assert back.get_size() == (96, 48)
    colours = {back.get_at((x, y))[:3] for x in range(10, 86, 3) for y in range(8, 40, 3)}
    assert len(colours) > 12  # a lattice and a medallion, not a flat rectangle
    r, g, b, _ = back.get_at((48, 24 - 6))
    assert r > g  # maroon / brass, never ivory


def test_shadow_and_glow_reach_beyond_the_tile(art):
    sh, (dx, dy) = art.shadow(True, 48)
    assert sh.get_width() > 48 and dx < 0 and dy < 0
    assert dx + sh.get_width() > 48 and dy + sh.get_height() > 96
    surf = pygame.Surface((200, 200))
    surf.fill((18, 92, 58))
    rect = art.draw(surf, (50, 40), 2, 2, True, 48, state="lit")
    assert rect == pygame.Rect(50, 40, 48, 96)
    below = surf.get_at((74, 40 + 96 + 3))
    assert below[:3] != (18, 92, 58)  # the shadow (and glow) show under the tile


def test_cache_is_bounded_and_reused(art):
    small = TileArt(limit=4)
    a = small.face(1, 2, False, 40)
    assert small.face(1, 2, False, 40) is a
    for u in range(20, 30):
        small.face(1, 2, False, u)
    assert len(small.cache) <= 4


@pytest.mark.parametrize("box", [(40, 280, 120, 140), (10, 10, 30, 100), (0, 0, 300, 40)])
@pytest.mark.parametrize("count", [0, 1, 7, 14, 22, 28])
def test_stack_shows_how_many_are_left(art, count, box):
    box = pygame.Rect(box)
    rects = stack_rects(box, count, 18)
    assert len(rects) == count
    for r in rects:
        assert box.contains(r), (r, box)
    surf = pygame.Surface((300, 500))
    top = draw_stack(surf, box, count, 18, art)
    if count:
        assert top == rects[-1]
        # no two tiles in the same place; the bottom layer (at least a third of the
        # stack, since it is at most three deep) lies side by side
        assert len({tuple(r) for r in rects}) == count
        prefix = 1
        while prefix < count and not any(rects[prefix].colliderect(r)
                                         for r in rects[:prefix]):
            prefix += 1
        assert prefix >= -(-count // 3)
    else:
        assert top is None
    # more tiles: a taller pile (the top is higher or the stack is wider)
    if count > 1:
        fewer = stack_rects(box, count - 1, 18)
        assert rects[-1].top <= fewer[-1].top or len(fewer) < len(rects)


def test_an_empty_boneyard_draws_no_stray_outline(art):
    """Playtest m08 / f06: an empty boneyard drew a hollow tile outline that looked like
    a missing sprite; with no tile left nothing is drawn (the count says 0)."""
    surf = pygame.Surface((300, 200))
    surf.fill((20, 90, 40))
    before = pygame.image.tobytes(surf, "RGB")
    assert draw_stack(surf, pygame.Rect(40, 20, 120, 140), 0, 18, art) is None
    assert pygame.image.tobytes(surf, "RGB") == before


def test_the_racks_pips_read_large(art):
    """A fresh player misread the rack's [1|3] as [1|2] at 1280x720. At the rack's
    unit each half shows its pips apart, each pip's dark hole at least 50 px (it was
    about 42: pips of 0.094 units on quarters; now 0.104 units, spread wider)."""
    from game.render.hands import BIG_UNIT
    u = BIG_UNIT
    for first in range(7):
        for second in range(first, 7):
            img = art.face(first, second, True, u)
            for half, n in zip((pygame.Rect(0, 0, u, u), pygame.Rect(0, u, u, u)),
                               (first, second)):
                sub = img.subsurface(half).copy()
                mask = pygame.mask.from_threshold(sub, (25, 25, 30, 255), (45, 45, 45, 255))
                pips = [c.count() for c in mask.connected_components() if c.count() >= 20]
                assert len(pips) == n, (first, second, pips)
                assert all(p >= 50 for p in pips), (first, second, pips)
