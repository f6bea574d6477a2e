"""Going out pays no bonus in these rules, but it must feel like
a reward: each other hand's pips, counted off by its tiles, become a chip naming whose
they are ("North" over "−15") that flies to that score, which counts down as it lands."""

from __future__ import annotations

from game.present.view import Deduction
from game.ui.text import record_text
from tests.game_harness import table_app


def test_the_domino_chips_name_whose_pips_they_are(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    for players in (2, 4):
        app, table = table_app(players=players, seed=1)
        try:
            v = table.view
            v.deductions = []
            for seat in range(1, players):
                v.hands[seat] = [3, 7, 12]
                v.deductions.append(Deduction(seat, seat % len(v.scores), 17, 15, 15, True))
            with record_text() as log:
                table.painter.draw(app.screen)
            drawn = [d.text for d in log]
            screen = app.screen.get_rect()
            for seat in range(1, players):
                pairs = [(n, c) for n in log if n.text == table.names[seat]
                         for c in log if c.text == "\u221215"
                         and abs(c.rect.centerx - n.rect.centerx) < 3
                         and 0 < c.rect.top - n.rect.top < 60]
                assert pairs, (players, seat, drawn)  # the name right over its "−15"
                assert all(screen.contains(t.rect) for t in pairs[0])
            # while the pips count up, the chip says what it counts (a bare "9" under
            # a name said nothing)
            for d in v.deductions:
                d.counted, d.shown = False, 9
            with record_text() as log:
                table.painter.draw(app.screen)
            texts = [d.text for d in log]
            assert "9 pips" in texts and "9" not in texts
        finally:
            table.worker.close()
