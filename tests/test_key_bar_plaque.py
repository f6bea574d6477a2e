"""The key bar (r6b bug 6, 19_kb1; r6a): it was a dark strip half over the felt, half
over the bottom wooden rail, and stayed bright under the pause menu. Now a plaque set
into the rail (at 100 % text wholly inside it), hidden while a dialog is over the table."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from game_harness import click, frame, key, run_until, table_app

from game.scenes.pause import PauseScene
from game.ui import record_text
from game.ui.viewport import FELT


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


import pytest  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_at_large_text_a_short_bar_is_the_full_bars_size_and_stays_in_the_rail(
        lang, monkeypatch):
    """r8a pl_play: at 200 % in Polish, during an animation the short bar "U cofnij ·
    Esc menu" was drawn much larger than the full bar, over the bottom of the hand's
    tiles; r8a ts_table, r8b bug 7: the full bar sat over the tray's bottom edge and the
    wooden frame. Now every bar is drawn at the full bar's size, inside the rail."""
    from game import i18n
    from game.scenes import table_keys
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
        felt = app.vp.rect(FELT)
        tray = app.vp.rect(table.map.anchor("hand_0"))
        h = app.screen.get_height()
        for d in (full[0], bar[0]):  # in the rail: under the felt and the tray, on screen
            assert d.rect.top >= max(felt.bottom, tray.bottom) - 1, (d.rect, felt, tray)
            assert d.rect.bottom <= h
            assert d.px >= 16
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_key_bar_is_inlaid_in_the_rail_clear_of_the_tray_and_the_frames_edges(lang, scale):
    """r10a g3/g4, r10b t16 (LOOKS 5 / 4): the plaque sat on the rail touching its edges,
    a bar bolted on under the tray. Now a channel routed into the rail: clear of the
    felt's edge, of the window's (the frame's outer edge) and of the tray."""
    from game import i18n
    from game.render.furniture import Racks
    from game.scenes.table_keys import draw_key_bar
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
        rack = Racks(app.vp, [table.map.anchor("hand_0")]).rects()[0]
        assert box.top >= felt.bottom + m, (box, felt)
        assert box.bottom <= h - m, (box, h)
        assert not box.colliderect(rack), (box, rack)
        assert box.left >= felt.left and box.right <= felt.right
    finally:
        i18n.set_language("en")
