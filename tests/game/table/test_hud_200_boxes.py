"""At 200 % text the boneyard's count
is drawn inside its wooden box (it hung below it, or floated over the "You" badge), and
the corner's Hint and Undo share one style (Polish: "Podpowiedź [H]" in a small font
with a keycap beside a plain "Cofnij (U)")."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import _
from game.render import boneyard as boneyard_mod
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("lang", ["en", "zh_CN", "pl"])
def test_the_boneyard_count_sits_in_its_box(lang, monkeypatch):
    app, table = table_app(players=2, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        racks = []
        real = boneyard_mod.draw_well  # (a well in the cloth, not a rack)

        def spy(surf, rect, *a, **k):
            racks.append(pygame.Rect(rect))
            return real(surf, rect, *a, **k)

        monkeypatch.setattr(boneyard_mod, "draw_well", spy)
        bone = table.painter.boneyard
        with record_text() as log:
            racks.clear()
            bone.draw(app.screen, 14, _("Boneyard {n}").format(n=14))
        box = racks[-1]  # the boneyard's own box
        words = [d for d in log if d.text]
        assert words
        for d in words:
            assert box.contains(d.rect), (lang, d.text, d.rect, box)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["pl", "en", "zh_CN"])
def test_the_corner_buttons_share_one_style(lang):
    app, table = table_app(players=2, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        corner = table.painter.hud.corner
        assert len(corner) == 2
        for b in corner:  # (icons: their words show under the mouse)
            b.hover = True
        with record_text() as log:
            for b in corner:
                b.draw(app.screen, app.vp, app.fonts)
        drawn = []
        for b in corner:
            full = b.text
            short = full[:full.rfind("(")].strip() if "(" in full else full
            d = next(d for d in log if d.text in (full, short))
            drawn.append((d.text == full, d.px))
        # the same kind (both with their key in the words, or both on a keycap) and size
        assert drawn[0][0] == drawn[1][0], drawn
        assert abs(drawn[0][1] - drawn[1][1]) <= 1, drawn
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_CN", "pl"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_corner_buttons_grow_rather_than_shrink_their_words(lang, players):
    """At 200 % the Polish "Cofnij" and "Podpowiedź" were drawn smaller than
    their size (the buttons could not grow past the hand tray, nor up past East's
    rack). The buttons take the width their words and keycap need (the tray's right
    end makes room) and the height the words' line needs: each label at full size,
    inside its button, the buttons clear of the tray, each other and the side rack."""
    app, table = table_app(players=players, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        table.undo_button.enabled = True  # (drawn as when it can be pressed)
        for b in table.painter.hud.corner:  # (icons: their words show in focus, as under
            b.focused = True  # the mouse, without the hover's lift)
        with record_text() as log:
            app.draw()
        hud = table.painter.hud
        tray = app.vp.rect(hud.rects["hand_0"])
        corner = hud.corner
        assert table.hint_button in corner
        rects = [app.vp.rect(b.rect) for b in corner]
        for b, r in zip(corner, rects):
            full = b.text
            short = full[:full.rfind("(")].strip() if "(" in full else full
            words = [d for d in log if d.text in (full, short) and r.colliderect(d.rect)]
            assert words, (b.text, [d.text for d in log])
            for d in words:
                assert not d.shrunk, (d.text, d.px, d.rect, r)
                assert r.contains(d.rect), (d.text, d.rect, r)
            assert not r.colliderect(tray), (r, tray)
            for hand in hud.hands[1:]:
                assert not r.colliderect(app.vp.rect(hand)), (r, hand)
        assert not rects[0].colliderect(rects[1])
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_200_percent_the_players_tiles_keep_nearly_their_size(players):
    """At 200 % the hand tray gave its top to the status panel's two grown lines and
    its foot to the key bar: the player's tiles came out 94 px tall against 122 at
    100 %. The tray keeps its top (only the key bar's room comes off its foot): the
    tiles keep at least 90 % of their 100 % height, and the status panel still ends
    above a chosen tile's top, saying its one line at the text size."""
    heights = {}
    for k in (1.0, 2.0):
        app, table = table_app(players=players, seed=3, text_scale=k, language="pl")
        try:
            run_until(app, lambda t=table: t.human_turn, max_frames=4000)
            app.draw()
            rects = [r for _t, r in table.hands[0].rects(table.view.hands[0])]
            heights[k] = max(r.h for r in rects)
            if k > 1.0:
                st = table.painter.status
                lines = table.painter.fit_status(table.painter.status_lines())
                with record_text() as log:
                    st.draw(app.screen, lines)
                said = [d for d in log if d.text]
                assert said and all(app.vp.rect(st.rect).contains(d.rect) for d in said)
                assert min(d.px for d in said) >= 1.6 * 16, [(d.text, d.px) for d in said]
        finally:
            i18n.set_language("en")
    assert heights[2.0] >= 0.9 * heights[1.0], heights
