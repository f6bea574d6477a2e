"""The board's count discs and the seats' chips read on every cloth, in every theme
(the colour-blind palette too): the disc's fill or its edge, the chip's edge, stands
out from the felt by at least 3:1 (WCAG relative luminance), measured on the pixels
drawn. A dark pill cannot reach 3:1 on a dark cloth by its fill (pure black on green
is 2.6:1): its light edge does it, wide enough to see."""

from __future__ import annotations

import pygame
import pytest

from game.present.view import LastAction
from game.render.seat_marks import draw_last_action
from game.render.text import TextCache
from game.ui import THEME, set_theme
from game.ui.cloth import CLOTHS
from game.ui.text import contrast_ratio
from game.ui.theme import THEME_NAMES
from tests.game_harness import make_app, marked_boards

#: The least contrast a mark's fill or edge has against the felt, and the least width
#: (px at 1280x720) an edge needs to count.
LEAST, EDGE_PX = 3.0, 4


def _felts():
    """The felt colours of the cloth in use: its plain fill, its shade and the table
    art's lit felt (the art's green re-tinted to the cloth)."""
    cloth = CLOTHS[THEME.cloth]
    out = [THEME.felt, THEME.felt_dark]
    if not THEME.own_felt:
        out.append(cloth.art or (30, 112, 66))
    return out


CASES = [(t, c) for t in THEME_NAMES for c in CLOTHS]


@pytest.fixture
def themed(request):
    yield
    set_theme("classic")


def _run_from(surf, start, step, felt):
    """From ``start`` along ``step``, past the felt: how many pixels in a row stand out
    from ``felt`` by :data:`LEAST` (the mark's edge, or its fill)."""
    x, y = start
    w, h = surf.get_size()
    while 0 <= x < w and 0 <= y < h and tuple(surf.get_at((x, y)))[:3] == tuple(felt):
        x, y = x + step[0], y + step[1]
    run = 0
    while 0 <= x < w and 0 <= y < h and contrast_ratio(surf.get_at((x, y))[:3], felt) >= LEAST:
        run += 1
        x, y = x + step[0], y + step[1]
    return run


@pytest.mark.parametrize("theme,cloth", CASES)
def test_count_discs_stand_out_from_every_cloth(theme, cloth, themed):
    set_theme(theme, cloth)
    bv, _seed, lay = next((b, s, la) for b, s, la in marked_boards(2, 1.0, range(4))
                          if sum(k == "solid" for k, *_r in b.badge_boxes(la)) >= 2)
    for felt in _felts():
        surf = pygame.Surface((1280, 720))
        surf.fill(felt)
        bv.draw_badges(surf, lay)
        discs = [box for kind, _pc, _l, box in bv.badge_boxes(lay)
                 if kind == "solid" and box is not None]
        assert discs
        fill_ok = contrast_ratio(THEME.badge, felt) >= LEAST
        for box in discs:
            # from the felt left of the disc, and above it, inwards
            for start, step in (((box.left - 3, box.centery), (1, 0)),
                                ((box.centerx, box.top - 3), (0, 1))):
                run = _run_from(surf, start, step, felt)
                need = box.h // 2 if fill_ok else EDGE_PX
                assert run >= min(need, EDGE_PX), (theme, cloth, felt, box, run)


@pytest.mark.parametrize("theme,cloth", CASES)
def test_the_seats_chips_have_an_edge_that_stands_out_from_every_cloth(theme, cloth,
                                                                     themed):
    set_theme(theme, cloth)
    app = make_app()
    text = TextCache(app.fonts)
    label = pygame.Rect(100, 100, 220, 56)
    for act in (LastAction(tile=4, drew=2, passed=False, points=0),
                LastAction(tile=4, drew=0, passed=False, points=10)):
        for felt in _felts():
            surf = pygame.Surface(app.screen.get_size())
            surf.fill(felt)
            box = draw_last_action(surf, app.vp, text, label, act)
            assert box is not None
            # the pill's edge where its side is straight: the middle of its top
            edge = surf.get_at((box.centerx, box.top))[:3]
            assert contrast_ratio(edge, felt) >= LEAST, (theme, cloth, felt, edge)


@pytest.mark.parametrize("theme,cloth", CASES)
def test_the_mark_colours_stand_out_from_every_cloth(theme, cloth, themed):
    """The colours themselves: a count disc's fill or edge, the chips' edge, the spot
    rings and the sniff's labels' edge, against every felt of the cloth."""
    set_theme(theme, cloth)
    for felt in _felts():
        assert max(contrast_ratio(THEME.badge, felt),
                   contrast_ratio(THEME.ring, felt)) >= LEAST, (theme, cloth, felt)
        for colour in (THEME.ink_dim, THEME.focus, THEME.ring, THEME.accent):
            assert contrast_ratio(colour, felt) >= LEAST, (theme, cloth, felt, colour)
