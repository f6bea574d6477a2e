"""Two measures of the table's HUD follow what is on screen: the plate across the
table (one line at large text) is sized for what it says now, its portrait and the
seat's name with "leader" or the thinking dots (it was sized for "North (Expert)  12
tiles", words the plates no longer show), and the Total box's previewed Total ("10 ->
15") is kept while the tiles placed and the move stay, not while the same layout
object does (an undone play and another in its place kept the old preview)."""

from __future__ import annotations

import random

import pygame
import pytest

from engine import Game
from engine.layout import Layout
from engine.moves import Move
from game import i18n
from game.i18n import _
from game.render.seat_label import AVATAR_SMALL, LINE_FLOOR
from game.render.total_box import TotalBox
from game.texts import level_name, seat_name
from tests.game_harness import table_app


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_plate_across_the_table_is_sized_for_what_it_says(lang):
    app, table = table_app(players=2, seed=3, text_scale=2.0, language=lang)
    try:
        app.draw()
        hud = table.painter.hud
        need = hud._across_need()
        name = seat_name("North")
        # no room for words the plate does not show: a level and a tile count
        old = _("{name} ({level})").format(name=name, level=level_name("expert"))
        assert need < AVATAR_SMALL + 23 + hud._text_w(f"{old}  12 tiles") * LINE_FLOOR
        # and the room it asks for holds its portrait and what it says at its size
        label = table.painter.labels[1]
        label.rect = pygame.Rect(label.rect.x, label.rect.y, round(need), label.rect.h)
        label.one_line = True
        r = app.vp.rect(label.rect)
        d = min(r.h - app.vp.length(6), app.vp.length(AVATAR_SMALL))
        assert label._words_fit_beside(r, d, name, _("leader"))
    finally:
        i18n.set_language("en")


def _two_states():
    """A layout and, by undoing its last play and making another, a second one of as
    many tiles, and a move legal on both that makes different Totals: ``(layout, the
    other layout, the move's code)``."""
    for seed in range(200):
        g = Game("american", 2, seed=seed)
        g.deal()
        rnd = random.Random(seed)
        for _n in range(rnd.randrange(2, 6)):
            if g.phase != "play":
                break
            g.play(Move.from_code(rnd.choice(g.legal_codes())))
        lay = g.layout
        if g.phase != "play" or len(lay.placed) < 2:
            continue
        base = Layout(lay.inline)
        for tile, point in lay.placed[:-1]:
            base.apply(tile << 8 | point)
        last = lay.placed[-1]
        every = (1 << 28) - 1  # (every tile)
        others = [c for c in base.legal_codes(every) if c != (last[0] << 8 | last[1])]
        for other in others:
            b = base.copy()
            b.apply(other)
            for code in b.legal_codes(every):
                if code not in lay.legal_codes(every):
                    continue
                a1, a2 = lay.copy(), b.copy()
                if a1.apply(code) != a2.apply(code):
                    return lay, b, code
    return None


def test_the_previewed_total_follows_the_tiles_placed_not_the_layout_object():
    found = _two_states()
    assert found is not None
    lay, other, code = found
    box = TotalBox(None, None, (0, 0, 10, 10))
    move = (code >> 8, code & 255)
    first = box.after(lay, move)
    assert first == lay.copy().apply(code)
    # the same layout object, its last play undone and another made in its place
    lay.restore(other.snapshot())
    lay.placed[:] = other.placed
    assert len(lay.placed) == len(other.placed)
    assert box.after(lay, move) == other.copy().apply(code) != first
