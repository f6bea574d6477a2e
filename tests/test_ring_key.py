"""A key to the marks at the layout's ends on the table (round 4, screens #6): beside the
Total box, a solid disc "adds 5 to the Total" and a hollow ring "play here, adds 0",
drawn as the board draws them, clear of every other box. Round 5 (r4a, r4b): players
who need large text keep it, in short words ("adds 5" / "adds 0") at full size."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from game_harness import run_until, table_app

from game import i18n
from game.i18n import _
from game.render.hud import TEXT
from game.render.ring_key import RING_KEY, RING_LESSONS, TEACH_PLAYS, KeyTutor
from game.ui.text import record_text
from game.ui.viewport import FELT


@pytest.mark.parametrize("players,lang", [(2, "en"), (3, "pl"), (4, "zh_CN")])
def test_the_key_shows_beside_the_total_clear_of_the_hud(players, lang):
    app, table = table_app(players=players, seed=3, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        with record_text() as log:
            app.draw()
        hud = table.painter.hud
        key = hud.legend
        words = {_(w) for w, _short, _kind in RING_KEY}
        drawn = [d for d in log if d.text in words]
        # the disc's line, and the ring's while a ring is on the board (or, a tile
        # chosen, the chip's)
        assert 1 <= len(drawn) <= 2 and _(RING_KEY[0][0]) in {d.text for d in drawn}
        for d in drawn:
            assert app.vp.rect(key).inflate(4, 4).contains(d.rect), (d.text, d.rect, key)
        total = hud.rects["total"]
        assert key.left > total.right or key.right < total.left
        assert app.vp.rect(FELT).contains(app.vp.rect(key))
        for name, r in {**hud.rects, **hud.corner_rects}.items():
            assert not key.colliderect(r), (name, r, key)
        for b in table.buttons:
            assert not key.colliderect(b.rect)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players,lang,k", [(2, "en", 2.0), (4, "en", 2.0), (2, "pl", 2.0),
                                           (4, "zh_CN", 2.0), (3, "pl", 1.5), (2, "zh_CN", 1.5)])
def test_at_large_text_the_key_stays_at_full_size(players, lang, k):
    """r4b 51_table200, r4a 71_table200: at 200 % the key was left out."""
    app, table = table_app(players=players, seed=3, text_scale=k, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        with record_text() as log:
            app.draw()
        hud = table.painter.hud
        assert hud.legend is not None
        words = {_(w[1] if hud.legend_short else w[0]) for w in RING_KEY}
        drawn = sorted((d for d in log if d.text in words), key=lambda d: d.rect.y)
        assert 1 <= len(drawn) <= 2
        key = app.vp.rect(hud.legend)
        line = app.fonts.get(TEXT).get_linesize()
        for d in drawn:
            assert d.px >= 1.6 * 16 if k >= 2 else d.px >= 1.3 * 16  # nothing drawn small
            assert key.inflate(4, line // 3).contains(d.rect), (d.text, d.rect, key)
            assert key.top <= d.rect.centery <= key.bottom
        # the two lines: one under the other, at least 0.8 of a line apart
        assert len(drawn) < 2 or drawn[1].rect.centery - drawn[0].rect.centery >= 0.8 * line - 1
        for name, r in {**hud.rects, **hud.corner_rects}.items():
            assert not hud.legend.colliderect(r), (name, r, hud.legend)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_key_says_what_an_end_counts_in_plain_words(lang):
    """r5a CLARITY: "adds 5 to the Total" / "play here, adds 0" read as cryptic; r5b
    CLARITY #2: players read the red disc as "this play scores". The key says the disc
    is what the end counts toward the Total, the ring counts 0, and the "+N" chip is
    what a play there scores, each line in the player's language, the number in it."""
    i18n.set_language(lang)
    try:
        for long_words, short_words, _kind in RING_KEY:
            for w in (long_words, short_words):
                shown = _(w)
                if w[-1].isdigit():
                    assert w[-1] in shown  # the number it counts
                if lang != "en":
                    assert shown != w, (lang, w)
        disc, ring, chip = RING_KEY
        assert disc[2] == "disc" and "Total" in disc[0] and "end" in disc[0]
        assert "score" not in disc[0]
        assert ring[2] == "ring" and "play here" in ring[0]
        assert chip[2] == "chip" and "scores" in chip[0] and "play" in chip[0]
    finally:
        i18n.set_language("en")


def test_the_key_teaches_then_gets_out_of_the_way():
    """r5a LOOKS #1, r5b LOOKS #3: the key beside the Total was always on, cluttering
    the top of the table. It shows in the first hand until the players have made a
    few plays, and whenever a hollow ring appears, the first few times; the chip's line
    takes the ring's place while "+N" chips are on the board."""
    t = KeyTutor()
    assert t.rows(0, 0, 2, True, False) == (0, 1)  # the opening ring
    assert t.rows(0, 1, 2, False, False) == (0,)  # no ring on the board: no ring's line
    assert t.rows(0, 3, 2, False, True) == (0, 2)  # a tile chosen: the chips' line
    assert t.rows(0, TEACH_PLAYS * 2, 2, False, False) == ()  # a few plays made
    assert t.rows(1, 0, 2, False, False) == ()  # a later hand
    for _n in range(RING_LESSONS - 1):
        assert t.rows(1, 5, 2, True, False) == (0, 1)  # a ring appears: taught again
        assert t.rows(1, 5, 2, True, False) == (0, 1)
        assert t.rows(1, 6, 2, False, False) == ()
    assert t.rows(1, 7, 2, True, False) == ()  # learnt


def test_the_table_hides_the_key_after_the_first_plays():
    app, table = table_app(players=2, seed=3)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        words = {_(w) for w, _short, _kind in RING_KEY}
        with record_text() as log:
            app.draw()
        assert {d.text for d in log} & words
        table.game.hand_no = 1  # a later hand, the rings learnt: no key
        table.painter.total.tutor.lessons = RING_LESSONS + 1  # a ring seen often enough
        with record_text() as log:
            app.draw()
        assert not {d.text for d in log} & words
    finally:
        i18n.set_language("en")
