"""The table's prompt and chips at 100 % text read at a glance (22 and 18 px, not the
HUD's 16), in Chinese no smaller than in English, and at 175-200 % they are drawn as
large as before (the HUD's size times the text size: the boxes are fitted to that)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import font_file, font_size_factor
from game.render.seat_label import TEXT
from game.render.table_sizes import (
    BASE_TEXT,
    CHIP_TEXT,
    STATUS_LINE,
    STATUS_TEXT,
    chip_size,
    sized,
)
from game.ui.fonts import Fonts


def _fonts(code: str, scale: float) -> Fonts:
    f = Fonts(font_file(code), font_size_factor(code))
    f.set_text_scale(scale)
    return f


def test_the_base_is_the_huds_size():
    assert BASE_TEXT == TEXT


@pytest.mark.parametrize("code", ["en", "pl", "zh_CN"])
def test_at_100_the_prompt_and_chips_are_large(code):
    pygame.font.init()
    f = _fonts(code, 1.0)
    assert f.px(sized(STATUS_TEXT, f)) >= 22
    assert f.px(sized(CHIP_TEXT, f)) >= 18
    # the prompt's line fits the prompt's font (else the fit shrinks it back)
    assert f.get(sized(STATUS_TEXT, f)).get_height() <= STATUS_LINE + 1


def test_chinese_is_no_smaller_than_latin():
    pygame.font.init()
    for size in (STATUS_TEXT, CHIP_TEXT):
        zh, en = _fonts("zh_CN", 1.0), _fonts("en", 1.0)
        zh_h = zh.get(sized(size, zh)).metrics("南")[0][3]
        en_h = en.get(sized(size, en)).metrics("Y")[0][3]
        assert zh_h >= en_h


@pytest.mark.parametrize("scale", [1.25, 1.5])
def test_a_little_grown_text_is_no_smaller_than_before(scale):
    f = _fonts("en", scale)
    assert sized(STATUS_TEXT, f) >= TEXT and sized(CHIP_TEXT, f) >= TEXT


@pytest.mark.parametrize("scale", [1.75, 2.0])
def test_grown_text_is_drawn_as_before(scale):
    f = _fonts("en", scale)
    assert sized(STATUS_TEXT, f) == TEXT and sized(CHIP_TEXT, f) == TEXT

    class Cache:
        fonts = f
    assert chip_size(Cache()) == TEXT


def test_the_size_never_shrinks_as_the_text_grows():
    px = [_fonts("en", s).px(sized(STATUS_TEXT, _fonts("en", s)))
          for s in (1.0, 1.25, 1.5, 1.75, 2.0)]
    assert px == sorted(px) and px[0] < px[-1]
