"""The player's win on the summary's gold ribbon: its light (the sweep, the sparks
from the ribbon's ends) stays in the title's band and never on a word: "confetti is
drawn over the summary's text" (sparks flew over the column labels and the rows)."""

from __future__ import annotations

import pygame
import pytest

from engine.events import HandEnd
from game.scenes.table import summary_look
from game.ui.text import record_text
from tests.game.summary.test_summary_result import _scene


def _frame(app, s, t: float, fx: bool, monkeypatch):
    """The summary at its clock ``t`` (screen copy, the words drawn), with the sparks
    from its ribbon's ends or without them (the sweep of light across the ribbon,
    under its words, in neither)."""
    s.t = t
    with monkeypatch.context() as m:
        m.setattr(summary_look.LightSweep, "draw", lambda *a, **k: None)
        if not fx:
            m.setattr(summary_look.RibbonFx, "draw_sparks", lambda *a, **k: None)
        with record_text() as log:
            app.draw()
    # the summary's own words: from its hand's number on (the table's, under its
    # cover, are drawn before it)
    first = next(i for i, d in enumerate(log) if d.text == s.lines[0][2])
    return app.screen.copy(), [d for d in log[first:] if d.text.strip()]


def _differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` differ between ``a`` and ``b``."""
    rect = rect.clip(a.get_rect())
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if a.get_at((x, y)) != b.get_at((x, y)))


@pytest.mark.parametrize("players", [2, 4])
def test_the_ribbons_light_never_falls_on_a_word(players, monkeypatch):
    pips = (0, 27) if players == 2 else (0, 27, 9, 14)
    change = (0, -25) if players == 2 else (-10, -40)
    hands = ((), (5, 6)) if players == 2 else ((), (5, 6), (1,), (2, 3))
    scores = (80, 30) if players == 2 else (80, 30)
    app, _table, s = _scene(HandEnd("domino", 0, pips, change, scores, hands), players)
    assert s.painter.won  # the player's side went out: its headline on the ribbon
    lit = 0
    for t in (0.25, 0.4, 0.6, 0.8, 1.0, 1.2):
        with_fx, words = _frame(app, s, t, True, monkeypatch)
        plain, _w = _frame(app, s, t, False, monkeypatch)
        panel = app.vp.rect(s.panel)
        inside = [d for d in words if panel.colliderect(d.rect)]
        assert len(inside) > 10  # the headline, the hand's number, the rows, the race
        for d in inside:  # every word of the summary as it is without the light
            assert _differs(with_fx, plain, d.rect) == 0, (t, d.text)
        head = next(d for d in inside if d.text == s.lines[0][1])
        band = pygame.Rect(panel.x, panel.y, panel.w, head.rect.bottom - panel.y + 12)
        lit += _differs(with_fx, plain, band)
        below = pygame.Rect(panel.x, band.bottom + 8, panel.w, panel.bottom - band.bottom - 8)
        assert _differs(with_fx, plain, below) == 0, t  # none over the rows
        outside = app.screen.get_rect()
        outside.h = panel.y
        assert _differs(with_fx, plain, outside) == 0, t  # nor off the panel
    assert lit > 200  # the sparks are there: in the title's band, round the words
