"""Tiles named in a text ("[3|5]") are drawn as little dominoes, as wide as the letters."""

from __future__ import annotations

import pygame
import pytest

from game.resources import asset_path
from game.ui.text import draw_text
from game.ui.theme import THEME
from game.ui.tile_glyphs import has_tiles, render_line

INK = (245, 240, 225)


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return [pygame.font.Font(str(asset_path("fonts", name)), px)
            for name in ("Inter-Regular-Subset.otf", "NotoSansCJKsc-Subset.otf")
            for px in (16, 24, 32)]


def _ivory(img) -> int:
    w, h = img.get_size()
    return sum(1 for x in range(w) for y in range(h)
               if tuple(img.get_at((x, y)))[:3] == THEME.ivory and img.get_at((x, y))[3] == 255)


def _pips(img, rect) -> int:
    """Dark pixels inside ``rect`` of ``img``."""
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if img.get_at((x, y))[3] > 200 and sum(tuple(img.get_at((x, y)))[:3]) < 200)


def test_names_are_found_only_where_they_are_tiles():
    assert has_tiles("East plays [0|4] on the 4 end")
    assert has_tiles("[6|6]")
    assert not has_tiles("Hint (H)")
    assert not has_tiles("[7|1] is no tile, nor [1-4]")


def test_a_tile_name_becomes_a_domino_as_wide_as_its_letters(fonts):
    for font in fonts:
        text = "East plays [0|4] on [6|6]: total 10"
        img = render_line(font, text, INK)
        assert abs(img.get_width() - font.size(text)[0]) <= 2
        assert img.get_height() == font.get_height()
        # the ivory faces are there (the letters are not ivory) ...
        assert _ivory(img) > 40
        # ... and the brackets are gone: the name's own letters, rendered, would differ
        assert img.get_width() <= font.size(text)[0] + 2


def test_the_pips_are_drawn_and_count_as_the_tile_says(fonts):
    # big enough for pips (body text up to 200 % shows digits)
    font = pygame.font.Font(str(asset_path("fonts", "Inter-Regular-Subset.otf")), 56)
    blank = render_line(font, "[0|0]", INK)
    six = render_line(font, "[6|6]", INK)
    three = render_line(font, "[0|3]", INK)
    r = blank.get_rect()
    assert _pips(blank, r) < _pips(three, r) < _pips(six, r)
    # the 3 sits on the right half of [0|3]
    left, right = r.copy(), r.copy()
    left.w = r.w // 2 - 2
    right.x, right.w = r.centerx + 2, r.w // 2 - 2
    assert _pips(three, left) == 0 < _pips(three, right)
    # the blank half is blank on purpose: a faint mark at its middle
    # (lighter than a pip), not an empty box
    cx = r.w // 4
    assert any(tuple(three.get_at((x, y)))[:3] == THEME.ivory_edge
               for x in range(cx - 2, cx + 3) for y in range(r.centery - 1, r.centery + 2))
    assert not any(tuple(six.get_at((x, y)))[:3] == THEME.ivory_edge
                   for x in range(cx - 2, cx + 3) for y in range(r.centery - 1, r.centery + 2))


def test_text_without_tiles_renders_as_before(fonts):
    font = fonts[0]
    a = render_line(font, "Your turn: pick a tile", INK)
    b = font.render("Your turn: pick a tile", True, INK)
    assert a.get_size() == b.get_size()
    assert all(a.get_at((x, y)) == b.get_at((x, y))
               for x in range(0, a.get_width(), 3) for y in range(a.get_height()))


def test_every_drawn_text_shows_tiles_as_dominoes(fonts):
    surf = pygame.Surface((600, 60))
    surf.fill(THEME.felt)
    draw_text(surf, fonts[1], "You drew [2|5]", INK, (5, 5))
    assert any(tuple(surf.get_at((x, y)))[:3] == THEME.ivory
               for x in range(600) for y in range(60))


def _ink_columns(img) -> list[int]:
    """Columns of ``img`` holding any visible pixel."""
    w, h = img.get_size()
    return [x for x in range(w) if any(img.get_at((x, y))[3] > 0 for y in range(h))]


def test_small_text_tiles_are_readable_digits_measured_as_drawn(fonts):
    """At 16-20 px a half is too small for clear pips: the tile shows its numbers as
    bold dark digits, nearly as tall as the line, and lies inside its name's
    measured width (what font.size measures is what is drawn)."""
    from game.ui.tile_glyphs import PIP_MIN, tile_rect, uses_digits
    for name in ("Inter-Regular-Subset.otf", "NotoSansCJKsc-Subset.otf"):
        for px in (16, 20):
            font = pygame.font.Font(str(asset_path("fonts", name)), px)
            assert uses_digits(font)
            img = render_line(font, "[6|6]", INK)
            assert abs(img.get_width() - font.size("[6|6]")[0]) <= 1
            r = tile_rect(0, img.get_width(), img.get_height())
            # tall: at least 80 % of the line (it was under half of it before)
            assert r.h >= 0.8 * (font.get_height() - 2)
            # the whole tile lies in the name's measured span
            cols = _ink_columns(img)
            assert cols[0] >= 0 and cols[-1] < font.size("[6|6]")[0]
            # a 6 as a digit is a big solid mark: many dark pixels in each half,
            # far more than six 2x2 pips would give
            left = pygame.Rect(r.x + 1, r.y + 1, r.w // 2 - 2, r.h - 2)
            right = pygame.Rect(r.centerx + 1, r.y + 1, r.w // 2 - 2, r.h - 2)
            assert _pips(img, left) > 24 and _pips(img, right) > 24
            # a blank half says "0" (an empty half in a line of text
            # read as a missing glyph), a smaller mark than a 6
            blank = render_line(font, "[0|6]", INK)
            assert 10 < _pips(blank, left) and _pips(blank, right) > 24
            zero = font.render("0", True, (0, 0, 0))
            assert zero.get_bounding_rect().h >= 0.5 * r.h  # a digit as tall as the 6
    big = pygame.font.Font(str(asset_path("fonts", "Inter-Regular-Subset.otf")), 56)
    assert not uses_digits(big) and PIP_MIN > 8


def test_tiles_in_a_sentence_take_exactly_their_names_width(fonts):
    """Every layout path measures with font.size: the rendered line with tiles has
    that width, and the text after a tile starts where its letters would."""
    for font in fonts:
        text = "Hint: [0|2] on the 0 end of [5|5]."
        img = render_line(font, text, INK)
        assert abs(img.get_width() - font.size(text)[0]) <= 2
        after = render_line(font, " on the 0 end of [5|5].", INK)
        assert abs((img.get_width() - after.get_width()) - font.size("Hint: [0|2]")[0]) <= 2


def test_tiles_in_text_grow_with_the_text_from_100_to_200_percent():
    """At 200 % text (22 px body -> 44) a tile in a line turned from the
    100 % digits into a picture of specks of pips. From 16 to 44 design px every tile in
    text is the same picture, digits, grown with the text: the tile as tall as most of
    the line, its digits as tall as the text's own, centred on the line."""
    from game.ui import Fonts
    from game.ui.tile_glyphs import tile_rect, uses_digits
    fonts = Fonts()
    heights = []
    for px in (16, 20, 22, 24, 28, 32, 36, 40, 44):
        font = fonts.get(px)
        assert uses_digits(font), px
        img = render_line(font, "[4|5]", INK)
        r = tile_rect(0, img.get_width(), img.get_height())
        assert r.h >= 0.8 * (font.get_height() - 2), px
        assert abs(r.centery - img.get_height() / 2) <= 1, px  # centred on the line
        digit = font.render("4", True, (0, 0, 0)).get_bounding_rect().h
        left = pygame.Rect(r.x + 1, r.y + 1, r.w // 2 - 2, r.h - 2)
        assert _pips(img, left) > digit  # a solid digit, not a few specks
        heights.append(r.h)
    assert heights == sorted(heights) and heights[-1] >= 1.7 * heights[2]  # 22 -> 44
