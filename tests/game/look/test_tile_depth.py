"""Tiles with depth ("tiles are small and flat, nothing looks
three-dimensional or tactile"): every tile shows its thickness as a darker ivory side
face a few px deep on the light's far side (bottom and right), a bevelled top with a
highlight along its lit rims, dished pips, and a drop shadow that grows when the tile is
lifted. The depth is inside the tile's rect (sizes unchanged)."""

from __future__ import annotations

import pygame
import pytest

from game.render.tiles import TileArt


def _lum(c) -> int:
    return c[0] + c[1] + c[2]


@pytest.mark.parametrize("unit", [36, 48, 60])
def test_the_side_face_is_a_few_px_deep_on_the_far_side(art, unit):
    img = art.face(0, 0, False, unit)
    assert img.get_size() == (2 * unit, unit)
    x = unit // 2
    face = _lum(img.get_at((x, unit // 2)))
    # the bottom rows (inside the outline) are the darker side face, at least 4 px deep
    # at a 48 px unit (about an eighth of the short side)
    deep = [y for y in range(unit // 2, unit - 1)
            if img.get_at((x, y)).a == 255 and _lum(img.get_at((x, y))) < face - 60]
    assert len(deep) >= max(3, round(unit * 0.09)), (unit, deep)
    # the right edge shows it too (thinner), the top and left edges do not
    y = unit // 3
    right = [xx for xx in range(2 * unit - 2, 2 * unit - 2 - unit // 6, -1)
             if _lum(img.get_at((xx, y))) < face - 60]
    assert len(right) >= 2
    assert _lum(img.get_at((x, 3))) > face - 40  # the lit top rim: bevel highlight
    assert _lum(img.get_at((3, unit // 3))) > face - 40


def test_the_top_is_bevelled_lit_rim_and_shaded_rim(art):
    u = 60
    img = art.face(0, 0, False, u)
    thick = round(u * 0.13)
    mid = _lum(img.get_at((u // 2, (u - thick) // 2)))
    top_rim = max(_lum(img.get_at((u // 2, y))) for y in range(2, 6))
    low_rim = min(_lum(img.get_at((u // 2, y))) for y in range(u - thick - 6, u - thick - 1))
    assert top_rim >= mid  # the highlight along the top
    assert low_rim < mid - 15  # the shade along the bottom of the top face


def test_pips_are_dished_not_flat_dots(art):
    u = 60
    img = art.face(1, 0, False, u)  # one pip in the middle of the left half
    thick, line = round(u * 0.13), max(1, round(u * 0.025))
    side_w = round(u * 0.055)
    cx = line + (2 * u - 2 * line - side_w) / 4
    cy = line + (u - 2 * line - thick) / 2
    r = u * 0.094
    centre = _lum(img.get_at((round(cx - r * 0.2), round(cy - r * 0.2))))
    wall = _lum(img.get_at((round(cx + r * 0.7), round(cy + r * 0.7))))
    assert wall > centre + 30  # the far wall of the dish catches the light


def test_a_lifted_tile_casts_a_larger_softer_shadow_further_off(art):
    flat, (fx, fy) = art.shadow(False, 48)
    up, (ux, uy) = art.shadow(False, 48, lift=1.0)
    assert up.get_width() > flat.get_width() and up.get_height() > flat.get_height()
    # the shadow's centre moves further down-right from the tile's
    fcx, fcy = fx + flat.get_width() / 2, fy + flat.get_height() / 2
    ucx, ucy = ux + up.get_width() / 2, uy + up.get_height() / 2
    assert ucy > fcy + 3 and ucx > fcx + 1
    # a few cached shadows, not one per frame of a lift
    assert art.shadow(False, 48, lift=0.49)[0] is art.shadow(False, 48, lift=0.5)[0]
    surf = pygame.Surface((300, 200))
    surf.fill((18, 92, 58))
    art.draw(surf, (50, 50), 2, 3, False, 48, lift=1.0)
    assert surf.get_at((50 + 48, 50 + 48 + 14))[:3] != (18, 92, 58)


def test_the_hand_lifts_the_selected_tiles_shadow():
    from game.render.hands import HandView
    from tests.game_harness import make_app

    app = make_app()
    lifts = {}

    class _Art(TileArt):
        def draw(self, surf, topleft, first, second, *a, lift=0.0, **k):
            lifts[(first, second)] = lift
            return super().draw(surf, topleft, first, second, *a, lift=lift, **k)

    hv = HandView(app.vp, _Art(), (240, 580, 800, 100), True, True, 40)
    tiles = [0, 1, 2]  # 0|0, 0|1, 0|2
    hv.draw(pygame.Surface((1280, 720)), tiles, sel=1, hover=2)
    assert lifts[(0, 0)] == 0.0 and lifts[(0, 1)] == 1.0 and 0.0 < lifts[(0, 2)] < 1.0
