"""Chinese wraps by characters, and a paragraph's last line is never one character
alone with its punctuation (the quit question left "玩。" by itself) where the line
above can give it company; Latin wrapping is as before."""

from __future__ import annotations

import pytest

from game import i18n
from game.widgets.confirm import ConfirmScene
from game.widgets.text import _is_cjk, wrap_text
from tests.game_harness import make_app

QUIT = "Quit Sniff? The game is saved; Continue picks it up next time."


def _chars(line: str) -> int:
    return sum(1 for c in line if _is_cjk(c) and c not in "，。：；！？、“”")


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5, 1.75, 2.0])
def test_the_chinese_quit_question_leaves_no_character_alone(scale):
    app = make_app(language="zh_CN", text_scale=scale)
    app.set_language("zh_CN")
    try:
        dialog = ConfirmScene(app, QUIT, lambda: None)
        panel, _box, font, lines = dialog.layout()
        assert "".join(lines) == i18n._(QUIT)  # every character, in order
        if len(lines) > 1:
            assert _chars(lines[-1]) >= 2, lines
        width = app.vp.length(panel.w - 60)  # (the lines fit the question's box)
        assert all(font.size(t)[0] <= width for t in lines)
    finally:
        app.set_language("en")


def test_an_orphan_takes_characters_from_the_line_above():
    app = make_app()
    font = app.fonts.get_lang("zh_CN", 24, bold=True)
    text = "退出斯尼夫？这局已保存，下次可从“继续”接着玩。"
    full = font.size(text)[0]
    last_two = font.size("玩。")[0]
    width = full - last_two + 2  # greedy wrapping leaves "玩。" alone
    lines = wrap_text(font, text, width)
    assert "".join(lines) == text
    assert len(lines) == 2 and _chars(lines[-1]) >= 2, lines
    assert all(font.size(t)[0] <= width for t in lines)


def test_latin_words_wrap_as_before():
    app = make_app()
    font = app.fonts.get(24)
    text = "Quit Sniff? The game is saved; Continue picks it up next time."
    width = font.size("Quit Sniff? The game is saved; Continue picks it up next")[0] + 2
    assert wrap_text(font, text, width) == [
        "Quit Sniff? The game is saved; Continue picks it up next", "time."]
