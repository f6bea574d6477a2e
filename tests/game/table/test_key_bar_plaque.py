"""The key bar: it was a dark strip half over the felt, half
over the bottom wooden rail, and stayed bright under the pause menu. Now a plaque set
into the rail (at 100 % text wholly inside it), hidden while a dialog is over the table."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.menus.pause import PauseScene
from game.ui import record_text
from game.ui.viewport import FELT
from tests.game_harness import click, frame, key, run_until, table_app


def _bar(app, table):
    with record_text() as log:
        app.draw()
    return [d for d in log if "   ·   " in d.text and "←" in d.text]


def test_the_key_bar_is_a_plaque_in_the_rail_and_hides_under_a_dialog():
    app, table = table_app(players=2, seed=5)
    run_until(app, lambda: table.human_turn)
    click((640, 300))
    frame(app)
    key(pygame.K_RIGHT)
    frame(app)
    bar = _bar(app, table)
    assert bar
    felt = app.vp.rect(FELT)
    h = app.screen.get_height()
    for d in bar:  # its words in the rail, under the felt (not across its edge)
        assert d.rect.top >= felt.bottom - 1 and d.rect.bottom <= h, (d.rect, felt, h)
    app.push(PauseScene(app))
    assert not _bar(app, table)  # paused: the table's keys do not work, no bar



@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_at_large_text_a_short_bar_is_the_full_bars_size_and_stays_in_the_rail(
        lang, monkeypatch):
    """At 200 % in Polish, during an animation the short bar "U cofnij ·
    Esc menu" was drawn much larger than the full bar, over the bottom of the hand's
    tiles, and the full bar sat over the tray's bottom edge and the
    wooden frame. Now every bar is drawn at the full bar's size, inside the rail."""
    from game import i18n
    from game.scenes.table import keys as table_keys
    i18n.set_language(lang)
    try:
        app, table = table_app(players=2, seed=5, text_scale=2.0)
        run_until(app, lambda: table.human_turn)
        key(pygame.K_RIGHT)
        frame(app)
        items = table_keys.key_bar_items

        def drawn():
            with record_text() as log:
                app.draw()
            return [d for d in log if "   ·   " in d.text]

        full = drawn()
        assert len(full) == 1 and "←" in full[0].text
        short = [i for i in items(table) if "←" not in i][-2:]  # "U undo · Esc menu"
        monkeypatch.setattr(table_keys, "key_bar_items",
                            lambda s, full=False: items(s, full) if full else short)
        bar = drawn()
        assert len(bar) == 1 and "←" not in bar[0].text
        assert bar[0].px == full[0].px, (bar[0].px, full[0].px)
        # (at 200 % the bar grows up from the rail's foot over the felt's
        # edge, issue 16; the tray above gives up the room: under the tray's rack)
        rack = table.painter.boneyard.racks.rects()[0]
        h = app.screen.get_height()
        for d in (full[0], bar[0]):  # under the tray's rack, on screen
            assert d.rect.top >= rack.bottom - 1, (d.rect, rack)
            assert d.rect.bottom <= h
            assert d.px >= 16
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_key_bar_is_inlaid_in_the_rail_clear_of_the_tray_and_the_frames_edges(lang, scale):
    """The plaque sat on the rail touching its edges,
    a bar bolted on under the tray. Now a channel routed into the rail: clear of the
    felt's edge, of the window's (the frame's outer edge) and of the tray."""
    from game import i18n
    from game.render.furniture import Racks
    from game.scenes.table.keys import draw_key_bar
    i18n.set_language(lang)
    try:
        app, table = table_app(players=2, seed=5, text_scale=scale)
        run_until(app, lambda: table.human_turn)
        key(pygame.K_RIGHT)
        frame(app)
        app.draw()
        box = draw_key_bar(app.screen, table)
        assert box is not None
        felt = app.vp.rect(FELT)
        h = app.screen.get_height()
        m = app.vp.length(2)
        rack = Racks(app.vp, [table.painter.hands[0].rect]).rects()[0]
        if scale == 1.0:  # (at 200 % it grows up over the felt's edge: see below)
            assert box.top >= felt.bottom + m, (box, felt)
        assert box.bottom <= h - m, (box, h)
        assert not box.colliderect(rack), (box, rack)
        assert box.left >= felt.left and box.right <= felt.right
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_at_200_percent_the_key_bar_grows_and_the_tray_makes_room(lang, players):
    """Issue 16: at 200 % the key bar stayed 22 px high in the rail, its
    words the smallest on the table. It grows with the text (1.6x its 100 % size in
    English), up from the rail's foot; the tray's foot rises over it, the player's
    tiles inside the tray, and it keeps off the corner buttons and the player's plate."""
    from game import i18n
    i18n.set_language(lang)
    sizes = {}
    try:
        for scale in (1.0, 2.0):
            app, table = table_app(players=players, seed=5, text_scale=scale)
            run_until(app, lambda t=table: t.human_turn)
            key(pygame.K_RIGHT)
            frame(app)
            bar = _bar(app, table)
            assert len(bar) == 1
            d = bar[0]
            sizes[scale] = d.px
            p = table.painter
            rack = p.boneyard.racks.rects()[0]
            assert d.rect.top >= rack.bottom, (scale, d.rect, rack)
            assert d.rect.bottom <= app.screen.get_height()
            for _t, r in p.hands[0].rects(table.view.hands[0]):
                assert rack.contains(r) and r.bottom <= d.rect.top, (scale, r, rack)
            for b in table.all_buttons():
                assert not b.rect or not app.vp.rect(b.rect).colliderect(d.rect), b.label
            assert not p.label_rect(0).colliderect(d.rect)
            app.set_text_scale(1.0)
    finally:
        i18n.set_language("en")
    want = 1.6 if lang == "en" else 1.4
    assert sizes[2.0] >= want * sizes[1.0], sizes



@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("players", [2, 4])
def test_at_200_percent_the_key_bar_keeps_under_the_tray(lang, players):
    """Grown, the key bar ran the rail's whole width, under the corner's Hint
    and Undo buttons, crowding them. At large text it says the keys no button shows
    (the tile, the ring, play) and keeps under the tray as drawn, clear of the corner's
    buttons and the player's plate, at one size with no word shrunk."""
    from game import i18n
    i18n.set_language(lang)
    try:
        app, table = table_app(players=players, seed=5, text_scale=2.0)
        run_until(app, lambda t=table: t.human_turn)
        key(pygame.K_RIGHT)
        frame(app)
        with record_text() as log:
            app.draw()
        bar = [d for d in log if "   ·   " in d.text]
        assert len(bar) == 1, [d.text for d in log]
        d = bar[0]
        assert not d.shrunk
        tray = app.vp.rect(table.painter.hud.rects["hand_0"])
        assert tray.left <= d.rect.left and d.rect.right <= tray.right, (d.rect, tray)
        for b in table.painter.hud.corner:
            assert d.rect.right < app.vp.rect(b.rect).left, (b.label, d.rect)
        assert d.rect.left > table.painter.label_rect(0).right
        # what it leaves out the buttons say: "Menu (Esc)", Hint's key
        texts = [t.text for t in log]
        assert any("Esc" in t for t in texts)
        assert any(t == "H" or t.endswith("(H)") for t in texts), texts
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_at_200_percent_the_key_bars_channel_keeps_clear_of_the_trays_ends(lang):
    """At 200 % the Polish key bar's channel ran to 7 px of the tray's wooden corners
    and read as touching the frame: it keeps at least 20 px inside both of the tray's
    ends (1280x720), its words shrinking a little where they must."""
    from game.scenes.table.keys import draw_key_bar
    app, table = table_app(players=4, seed=5, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn)
        key(pygame.K_RIGHT)
        frame(app)
        app.draw()
        box = draw_key_bar(app.screen, table)
        tray = app.vp.rect(table.painter.hud.rects["hand_0"])
        assert box is not None
        assert box.left - tray.left >= 20 and tray.right - box.right >= 20, (box, tray)
    finally:
        app.set_text_scale(1.0)
