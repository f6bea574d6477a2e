"""The "must draw" line said "(Enter / A)", but on the keyboard A is a move key
(Left): the line names the keys of the device in use."""

from __future__ import annotations

from game import i18n
from game.texts import draw_prompt


def test_the_draw_prompt_names_the_keys_of_the_device_in_use():
    i18n.set_language("en")
    keys = draw_prompt("keyboard")
    pad = draw_prompt("pad")
    assert "Enter" in keys and "Space" in keys and "/ A" not in keys
    assert "press A" in pad and "Enter" not in pad
    assert draw_prompt("something else") == keys


def test_the_draw_prompt_is_translated():
    try:
        for lang in ("pl", "zh_CN"):
            i18n.set_language(lang)
            assert draw_prompt("keyboard") != "No play — draw: click the boneyard (Enter / Space)"
            assert draw_prompt("pad") != "No play — draw: press A (or click the boneyard)"
    finally:
        i18n.set_language("en")
