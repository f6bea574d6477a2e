"""Every score is said once, in the score panel (the plates carried it on a badge
too: the same number twice), the seat to play is lit, the plates keep clear of the play
area, the hands, the buttons and each other, and the score panel shows the race (a bar
per entry towards the target)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.numbers import score as score_text
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


def _entry_score(table, seat: int) -> int:
    return round(table.view.scores[table.game.seat_entry(seat)])


@pytest.mark.parametrize("players", [2, 3])  # (partnerships: test_boneyard_apart)
def test_each_score_is_said_once_in_the_panel_and_follows_it(players):
    app, table = table_app(players=players, seed=7)
    run_until(app, lambda: table.human_turn, max_frames=6000)
    surf = pygame.Surface(app.screen.get_size())
    panel = app.vp.rect(table.painter.scores.rect)

    def numbers():
        with record_text() as log:
            table.painter.draw(surf)
        plates = [table.painter.label_rect(s) for s in range(players)]
        assert all(lab.badge is None for lab in table.painter.labels)  # no badge
        on_plates = [d.text for d in log for p in plates if p.contains(d.rect)
                     and d.text.lstrip("-").isdigit()]
        assert not on_plates, on_plates
        return [d.text for d in log if panel.contains(d.rect)]

    said = numbers()
    for seat in range(players):
        assert score_text(_entry_score(table, seat)) in said, (seat, said)
    # a score lands (the view counts it up): the panel says the new number
    entry = table.game.seat_entry(table.human)
    table.view.scores[entry] = table.view.scores[entry] + 35
    assert score_text(_entry_score(table, table.human)) in numbers()


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_plates_keep_clear_of_each_other_the_board_the_hands_and_buttons(lang, players,
                                                                        scale):
    app, table = table_app(players=players, seed=3, text_scale=scale, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        table.painter.draw(pygame.Surface(app.screen.get_size()))
        vp = app.vp
        cards = [table.painter.labels[s].card() for s in range(players)]
        # (no badge on any plate: the scores are the panel's)
        assert all(table.painter.labels[s].badge is None for s in range(players))
        hud = table.painter.hud
        others = [("layout", vp.rect(hud.anchors["layout"]))]
        if scale == 1.0:  # (at 200 % a grown side plate reaches over a side hand's
            # frame, beside its tiles)
            others += [(f"hand_{s}", vp.rect(table.map.anchor(f"hand_{s}")))
                       for s in range(players)]
        others += [(n, vp.rect(r)) for n, r in {**hud.rects, **hud.corner_rects}.items()
                   if not n.startswith("label_") and n != "legend"]
        for i, c in enumerate(cards):
            for j, d in enumerate(cards[i + 1:], i + 1):
                assert not c.colliderect(d), (i, j, c, d)
            for name, box in others:
                assert not c.colliderect(box), (lang, players, scale, i, name, c, box)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_the_score_panels_race_bars_measure_score_over_target(players):
    app, table = table_app(players=players, seed=7)
    run_until(app, lambda: table.human_turn, max_frames=6000)
    panel = table.painter.scores
    table.painter.draw(pygame.Surface(app.screen.get_size()))
    target = table.game.target
    assert sorted(panel.bars) == list(range(len(table.view.scores)))
    for e, (track, fill) in panel.bars.items():
        share = min(1.0, table.view.scores[e] / target)
        assert abs(fill.w - track.w * share) <= 1, (e, fill, track, share)
        assert fill.x == track.x and track.w > 40
    # a higher score: a longer bar
    table.view.scores[0] = target * 0.6
    table.painter.draw(pygame.Surface(app.screen.get_size()))
    track, fill = panel.bars[0]
    assert abs(fill.w - 0.6 * track.w) <= 1
