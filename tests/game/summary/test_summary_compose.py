"""The hand summary is composed with no dead band: a rule under the
title marks the header (the space under the title was an empty band), and the panel's
spare height goes between the sections, not as a gap over the coach's line."""

from __future__ import annotations

import pytest

from game.scenes.table.summary_layout import TILE_UNIT
from game.ui.text import record_text
from tests.game.summary.test_summary_cover import _summary


def _drawn(players):
    app, table, s = _summary(players)
    app.push(s)
    s.t = 5.0
    with record_text() as log:
        app.draw()
    log = list(log)
    start = next(i for i, d in enumerate(log) if d.text.startswith("Hand 1"))
    return app, s, log[start:]  # the summary's texts (the table's are drawn before)


@pytest.mark.parametrize("players", [2, 4])
def test_a_rule_under_the_title_and_no_band_over_the_coach(players):
    app, s, drawn = _drawn(players)
    title = next(d for d in drawn if d.text.startswith("Hand 1"))
    below = sorted((d for d in drawn if d.rect.top >= title.rect.bottom), key=lambda d: d.rect.top)
    first = below[0]
    x = app.vp.rect(s.panel).x + app.vp.length(60)
    band = [app.screen.get_at((x, y))[:3] for y in range(title.rect.bottom, first.rect.top)]
    assert (96, 72, 40) in band, band  # the brass rule across the band
    coach = next(d for d in drawn if d.text.startswith("Coach"))
    last = max((d for d in drawn if d.rect.bottom <= coach.rect.top),
               key=lambda d: d.rect.bottom)
    # the hands' rows close the panel (the race, the outcome, leads it): a hand's
    # numbers sit centred in its tiles' row, whose bottom is what the gap is from
    bottom = max(last.rect.bottom, last.rect.centery + app.vp.length((2 * TILE_UNIT + 8) / 2))
    gap = (coach.rect.top - bottom) / app.vp.scale
    assert gap <= 40, (last.text, gap)
