"""At 200 % text the table's corner buttons met their keycaps: Menu's "Esc" sat on its
word, History's "L" over Menu's foot and History's word, and the Polish Hint lost its
picture (fp_158, fp_159, fp_164). Now at every text size and window size each button
shows its picture, its word and its keycap side by side inside its plate, clear of
each other and of every other button and seat plate."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.config import GameConfig
from game.ui.text import record_text
from game.widgets.hud_button import HudButton
from tests.game_harness import make_app, run_until


def _table(size: str, scale: float, lang: str, players: int = 2):
    from game.scenes.table.scene import TableScene
    app = make_app(["--size", size], language=lang, text_scale=scale)
    table = TableScene(app, GameConfig(ruleset="american", players=players,
                                       levels=["medium", "easy", "medium", "easy"], seed=3))
    app.push(table)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    return app, table


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("size", ["1280x720", "1000x600"])
def test_picture_word_and_keycap_never_overlap(size, scale, lang):
    app, table = _table(size, scale, lang)
    try:
        app.input.used = "keyboard"  # (the keycaps show)
        table.undo_button.enabled = True
        with record_text() as log:
            app.draw()
        vp = app.vp
        buttons = [b for b in table.all_buttons() if isinstance(b, HudButton)]
        assert {b.icon for b in buttons} >= {"menu", "history", "hint", "undo"}
        plates = [lab.card() for lab in table.painter.labels]
        for b in buttons:
            p = b.parts(vp, app.fonts)
            plate, icon, cap = p["plate"], p["icon"], p["cap"]
            assert cap is not None or b is table.undo_button, b.label
            assert plate.contains(icon) and icon.w >= vp.length(14), (b.label, icon)
            word = next(d for d in log if d.text == b.words() and plate.contains(d.rect))
            assert not word.rect.colliderect(icon), (b.label, word.rect, icon)
            if cap is not None:
                assert not word.rect.colliderect(cap), (b.label, word.rect, cap)
                assert not icon.colliderect(cap), (b.label, icon, cap)
                assert plate.contains(cap), (b.label, cap, plate)
            for o in buttons:
                if o is not b:
                    assert not vp.rect(o.rect).colliderect(plate), (b.label, o.label)
            for c in plates:
                assert not c.colliderect(plate), (b.label, c)
    finally:
        i18n.set_language("en")


def test_the_history_button_moves_with_a_text_size_changed_under_the_pause_menu():
    """fp_158: text size set to 200 % from the pause menu: the table drew behind the
    pause dialog with no update since, History at its 100 % spot over the grown Menu."""
    app, table = _table("1280x720", 1.0, "en")
    try:
        app.set_text_scale(2.0)
        table.draw(app.screen)  # (drawn under the pause menu: no update in between)
        menu = next(b for b in table.buttons if b.label == "Menu (Esc)")
        history = table.history_button
        assert not pygame.Rect(history.rect).colliderect(menu.rect), (history.rect,
                                                                     menu.rect)
        assert history.text_size == menu.text_size
    finally:
        app.set_text_scale(1.0)
