"""The Statistics screen (issue 16, screens): the coach's box sits inside the
screen's sheet (it was over the wooden rail), clear of the title; the buttons stay
clear of the controls line and of the records at 200 % text, in en / pl / zh."""

from __future__ import annotations

import pygame
import pytest

from game import ui
from game.i18n import _
from game.scenes.records import stats as stats_screen
from game.scenes.records.stats import StatsScene
from game.scenes.review.stats import BOX
from game.ui import THEME
from tests.game_harness import make_app


@pytest.mark.parametrize("lang,k", [("en", 1.0), ("pl", 2.0), ("zh_CN", 2.0)])
def test_the_coach_box_title_and_buttons_keep_apart(lang, k):
    app = make_app()
    try:
        app.set_language(lang)
        app.set_text_scale(k)
        scene = StatsScene(app)
        app.push(scene)
        sheet = pygame.Rect(scene.sheet_rect)
        assert sheet.contains(BOX)  # not over the rail
        with ui.record_text() as log:
            app.frame(1 / 60)
            app.draw()
        vp = app.vp
        title = [d for d in log if d.text == _("Statistics")]
        hints = [d for d in log if d.text == _(scene.hints)]
        assert title and hints
        assert not title[0].rect.colliderect(vp.rect(BOX))
        for b in scene.buttons.buttons:
            r = vp.rect(b.rect)
            assert not r.colliderect(hints[0].rect), (lang, k)
            assert not r.colliderect(vp.rect(getattr(stats_screen, "RECORDS", (100, 390, 1080, 214))))
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")


@pytest.mark.parametrize("lang,k", [("en", 1.0), ("pl", 2.0)])
def test_the_title_is_centred_and_the_chart_readable(lang, k):
    """The title sat off-centre (between Back and the coach's box) and the
    chart was a 100 x 30 px speck with no axis. The title is centred on the screen; the
    chart fills a column of the records panel, with its scale (top value and 0)."""
    from game.persistence import ReviewCache
    app = make_app()
    try:
        app.set_language(lang)
        app.set_text_scale(k)
        app.review_cache = ReviewCache()
        for i, lost in enumerate([12.0, 3.0, 0.0, 5.0, 8.0]):
            app.review_cache.put(f"h{i}", [], lost)
        scene = StatsScene(app)
        app.push(scene)
        with ui.record_text() as log:
            app.frame(1 / 60)
            app.draw()
        vp = app.vp
        title = [d for d in log if d.text == _("Statistics")][0]
        assert abs(title.rect.centerx - vp.point((640, 0))[0]) <= 4
        assert BOX.w >= 300 and BOX.h >= 120
        assert pygame.Rect(stats_screen.RECORDS).contains(BOX)
        texts = {d.text for d in log}
        assert {"12", "0"} <= texts  # the scale
        red = sum(1 for x in range(BOX.x, BOX.right) for y in range(BOX.y + 60, BOX.bottom)
                  if tuple(app.screen.get_at(vp.point((x, y))))[:3] == tuple(THEME.badge[:3]))
        assert red > 400  # the bars are bars, not a speck
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
