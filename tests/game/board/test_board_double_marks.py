"""A double at an open end showed its count on the table, "4" beside a [2|2]: players
read an end's disc as the number to match there (for an ordinary tile the two are the
same), so on a double it misled. The double's end reads "2+2" on the table as in the
tutorial, the replay and the review (one renderer): the 2 to match, and 2 + 2 = 4
toward the Total, the plain sum the Total box adds up."""

from __future__ import annotations

import pygame
import pytest

from engine.tiles import LO
from game.render.mark_words import double_label, is_double, label_count, label_pips
from game.ui import record_text
from tests.conftest import random_hand
from tests.game_harness import table_app


def test_the_words_of_a_mark_say_what_to_match_and_what_it_counts():
    assert double_label(2) == "2+2" and is_double("2+2") and is_double("6+6")
    assert not is_double("4") and not is_double("+10") and not is_double("+0")
    assert label_count("2+2") == 4 and label_count("6+6") == 12 and label_count("5") == 5
    assert label_pips("2+2") == 2 and label_pips("0+0") == 0 and label_pips("3") == 3


def _double_ends(lay):
    """``{point: pips}`` of the open ends of ``lay`` a double counts both halves of."""
    out = {}
    for pc, pips, value, counted in lay.slots:
        if counted and pips and value == 2 * pips:
            out[pc] = pips
    return out


def test_the_tables_double_end_reads_both_halves_and_the_marks_add_up_to_the_total():
    app, table = table_app(players=2, seed=3)
    board = table.painter.board  # the table's own board, as the table sets it up
    surf = pygame.Surface(app.screen.get_size())
    doubles = sums = 0
    for seed in range(10):
        for g in random_hand("american", 2, seed):
            lay = g.layout
            board.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
            board._mark_layout = lay
            with record_text() as log:
                board.draw_badges(surf, lay)
            drawn = [d.text for d in log]
            marks = board.badge_boxes(lay)
            for pc, pips in _double_ends(lay).items():
                label = next(lab for _k, p, lab, box in marks if p == pc and box is not None)
                assert label == f"{pips}+{pips}" and label in drawn, (seed, label, drawn)
                assert label_pips(label) == pips  # the number a tile there must match
                doubles += 1
            # every counted end's words add up to the Total (the sniff's tag too)
            counted = [label_count(lab) for kind, _p, lab, box in marks
                       if kind == "solid" and box is not None]
            counted += [2 * LO[lay.sniff] for _k, _p, _l, box in marks if box is None]
            assert sum(counted) == lay.total, (seed, counted, lay.total)
            sums += 1
    assert doubles >= 5 and sums >= 50, (doubles, sums)


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_tooltip_about_a_double_shows_its_mark_and_both_numbers(lang, scale):
    """The tooltip about a double's "4+4" draws that mark whole (at 200 % text its pill
    was left empty: "4+4" did not fit the key's column) beside words saying the 4 to
    match and the 8 it counts, off the mark."""
    from game import i18n
    from game.render.hud import TEXT
    from game.render.ring_key import DOUBLE_KEY, KEY_LINES, draw_key_tip
    from game.render.text import TextCache
    from tests.game_harness import make_app
    app = make_app(language=lang)
    i18n.set_language(lang)
    app.fonts.set_text_scale(scale)
    try:
        short = scale > 1

        class Board:  # a board with nothing else on it, for the tooltip's place
            vp = app.vp

            def blocks(self, _layout):
                return []

        surf = pygame.Surface((1280, 720))
        with record_text() as log:
            tip = draw_key_tip(surf, app.vp, TextCache(app.fonts), Board(), None,
                               (KEY_LINES.index(DOUBLE_KEY), {"disc": ("4+4", 8)}, None,
                                pygame.Rect(600, 300, 40, 40)), short, TEXT,
                               pygame.Rect(0, 0, 1280, 720))
        mark = [d for d in log if d.text == "4+4"]
        words = [d for d in log if d.text != "4+4"]
        assert mark and words, [d.text for d in log]
        assert not mark[0].shrunk and mark[0].px >= words[0].px - 0.5  # at full size
        for d in log:
            assert tip.contains(d.rect), (d.text, d.rect, tip)
        assert not words[0].rect.colliderect(mark[0].rect)
        said = words[0].text
        assert "4" in said and "8" in said, said
    finally:
        app.fonts.set_text_scale(1.0)
        i18n.set_language("en")
