"""The pause dialog at large text: its controls line keeps a margin above the
dialog's bottom edge and stays under the last button, and the dialog ends above the
hand tray."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _
from game.scenes.menus.pause import PauseScene
from game.ui.text import record_text
from tests.game_harness import table_app


def _paused(app):
    """The pause menu pushed over the table and drawn: ``(scene, texts drawn)``."""
    pause = PauseScene(app)
    app.push(pause)
    with record_text() as log:
        app.draw()
    return pause, log


@pytest.mark.parametrize("lang,k", [("en", 2.0), ("pl", 2.0), ("zh_CN", 2.0), ("en", 1.0)])
def test_the_footer_keeps_clear_of_the_dialogs_edge(lang, k):
    app, _table = table_app(players=2, seed=3, text_scale=k, language=lang)
    try:
        pause, log = _paused(app)
        words = _("Esc, P or pad Start resumes")
        footer = [d for d in log if d.text == words]
        assert footer
        panel = app.vp.rect(PauseScene.PANEL)
        margin = app.vp.length(12)
        last = max(app.vp.rect(b.rect).bottom for b in pause.menu.buttons)
        for d in footer:
            assert d.rect.bottom <= panel.bottom - margin, (d.rect, panel)
            assert d.rect.top >= last, (d.rect, last)
        assert panel.bottom <= app.vp.rect((0, 580, 1, 1)).top
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("k", [1.0, 2.0])
def test_the_title_and_the_buttons_keep_their_room(lang, k):
    """At 200 % the title "Paused" sat on Resume's focus frame: the title keeps a clear
    gap over the first button's frame, the buttons a gap between them, each button's
    word inside it."""
    app, _table = table_app(players=2, seed=3, text_scale=k, language=lang)
    try:
        pause, log = _paused(app)
        title = next(d for d in log if d.text == _("Paused"))
        rects = [app.vp.rect(b.rect) for b in pause.menu.buttons]
        frame = rects[0].inflate(app.vp.length(8), app.vp.length(8))  # its focus frame
        assert frame.top - title.rect.bottom >= app.vp.length(10), (title.rect, frame)
        for a, b in zip(rects, rects[1:]):
            assert b.top - a.bottom >= app.vp.length(10), (a, b)
        for b in pause.menu.buttons:
            word = next(d for d in log if d.text == _(b.label))
            r = app.vp.rect(b.rect)
            assert r.contains(word.rect), (b.label, word.rect, r)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_dialog_ends_above_the_hand_a_lifted_tile_too(players, scale):
    """The hand's tiles once showed over the pause dialog's bottom edge; the dialog ends
    above them, a chosen (lifted, outlined) one too, with a margin. At 200 % the tray
    keeps its tiles' 100 % height (its top rises 11 px) and the dialog still clears it."""
    from tests.game_harness import run_until
    app, table = table_app(players=players, seed=4, text_scale=scale)
    try:
        run_until(app, lambda: table.human_turn, max_frames=20000)
        table.select(table.playable_tiles()[0])
        panel = app.vp.rect(PauseScene.PANEL)
        hand = table.painter.hands[table.human]
        rects = hand.rects(table.view.hands[table.human], table.sel)
        assert rects
        for _tile, r in rects:
            assert not panel.colliderect(r.inflate(8, 8)), (players, panel, r)
        # (the old dialog, down to y 600, met the tiles: the check can fail)
        assert any(app.vp.rect((440, 110, 400, 490)).colliderect(r) for _t, r in rects)
    finally:
        app.set_text_scale(1.0)
