"""At 200 % text the table's HUD keeps inside the felt and off the player's tiles:
the status panel ends above the chosen (lifted) tile, a seat's last-action
bubble stays inside the wooden rail, the corner buttons stay under a side hand's tray,
the seat across the table keeps its portrait."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.present.view import LastAction
from game.render.seat_marks import draw_last_action
from game.ui.viewport import FELT
from tests.game_harness import run_until, table_app


def _table(players: int, lang: str = "en"):
    app, table = table_app(players=players, seed=3, text_scale=2.0, language=lang)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    app.draw()
    return app, table


@pytest.mark.parametrize("players", [2, 4])
def test_the_status_panel_ends_above_the_lifted_tile(players):
    app, table = _table(players)
    try:
        status = app.vp.rect(table.painter.hud.rects["status"])
        tiles = table.view.hands[0]
        for tile, r in table.hands[0].rects(tiles, sel=tiles[0]):
            if tile == tiles[0]:
                assert status.bottom <= r.top, (status, r)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_players_last_action_bubble_stays_inside_the_rail(lang):
    app, table = _table(2, lang)
    try:
        surf = pygame.Surface(app.screen.get_size())
        act = LastAction(tile=4, drew=4, passed=False, points=0)
        box = draw_last_action(surf, app.vp, table.text, table.painter.label_rect(0), act)
        assert box is not None
        assert app.vp.rect(FELT).contains(box), (box, app.vp.rect(FELT))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [3, 4])
def test_the_corner_buttons_stay_under_the_east_tray(players):
    app, table = _table(players)
    try:
        hud = table.painter.hud
        east = table.map.anchor(f"hand_{players - 1}")
        assert len(hud.corner) == 2  # Hint, and Undo (drawn when undo is on)
        for r in hud.corner_rects.values():
            assert not r.colliderect(east), (r, east)
            assert pygame.Rect(FELT).contains(r)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_seat_across_the_table_keeps_its_portrait_at_large_text(lang):
    # The plate's words are its name, and "leader" beside it while it is to lead
    # (TablePainter.label_texts): the level and the tile count left the plates (New game
    # says the level, the rack of backs the count). This test measured the old
    # "North (Medium)  7 tiles"; since the 200 % HUD rework (polish) the Total box is
    # wider for its label beside a previewed "10 -> 15" and takes room the plate's
    # old words wanted, so the plate's own words are measured, at their longest.
    app, table = _table(2, lang)
    try:
        north = table.painter.labels[1]
        assert north.one_line
        r = app.vp.rect(north.rect)
        d = min(r.h - app.vp.length(6), app.vp.length(36))
        name, _lead = table.painter.label_texts(1)
        assert north._words_fit_beside(r, d, name, i18n._("leader")), (name, r)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_a_long_hint_label_keeps_one_line_and_its_key_on_a_keycap(players):
    """ "Podpowiedź (H)" at 200 %: the word on one line (not "(H)" alone on a second),
    the key on a keycap at the button's corner, inside the felt, clear of the Undo
    button above it."""
    from game.ui.text import record_text
    app, table = _table(players, "pl")
    try:
        hint = next(b for b in table.buttons if b.label == "Hint (H)")
        hint.hover = True  # (an icon: its word under the mouse, its key in keyboard use)
        app.input.used = "keyboard"
        with record_text() as log:
            hint.draw(app.screen, app.vp, app.fonts)
        texts = [d.text for d in log]
        assert "Podpowiedź" in texts and "H" in texts, texts
        assert "(H)" not in texts and "Podpowiedź (H)" not in texts
        # where the words would shrink beside the keycap,
        # they stand alone at full size (the key bar says the key); a keycap drawn
        # stays inside the felt, clear of the words and of the Undo button
        word = next(d for d in log if d.text == "Podpowiedź")
        for cap in (d for d in log if d.text == "H"):
            assert app.vp.rect(FELT).contains(cap.rect)
            assert not word.rect.colliderect(cap.rect)
            undo = app.vp.rect(table.undo_button.rect)
            assert not undo.colliderect(cap.rect), (undo, cap.rect)
    finally:
        i18n.set_language("en")
