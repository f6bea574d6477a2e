"""The felt is lit like a table under a lamp: full light in the middle, darker towards
the rail (the table read flat and empty), under the rail and pads, never over them."""

from __future__ import annotations

import pygame

from game.maps import FELT_EDGE_LIGHT, load_map


def _green(surf, x, y) -> float:
    """The felt's mean green around (x, y) (the felt is dithered)."""
    px = [surf.get_at((x + dx, y + dy)).g for dx in range(-3, 4) for dy in range(-3, 4)]
    return sum(px) / len(px)


def test_the_felt_is_lit_in_the_middle_and_falls_off_to_the_edges():
    pygame.display.init()
    pygame.display.set_mode((64, 36))
    surf = load_map("table_2p.tmx").design_surface()
    middle = _green(surf, 640, 300)
    edge = _green(surf, 48, 560)   # felt inside the rail, bottom left
    corner_rail = surf.get_at((8, 8))
    assert middle - edge > 20, (middle, edge)
    assert edge > 0.5 * middle  # a fall-off, not a black vignette
    # the rail's wood is drawn over the light, at full brightness (a warm brown)
    assert corner_rail.r > corner_rail.b
    assert FELT_EDGE_LIGHT < 255
