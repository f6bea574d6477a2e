"""The New-game preview's name tags stay on the miniature table's felt ("West · Medium" and "East · Medium" lay over the preview's frame)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.scenes.menus.new_game import NewGameScene
from game.scenes.menus.new_game_preview import SEAT_ORDER, draw_table_preview
from game.ui import DESIGN, record_text
from game.ui.viewport import FELT
from tests.game_harness import make_app


@pytest.mark.parametrize("lang,k", [("en", 1.0), ("en", 2.0), ("pl", 2.0), ("zh_CN", 1.5)])
def test_the_tags_lie_on_the_miniature_felt(lang, k):
    app = make_app(language=lang, text_scale=k)
    try:
        rect = app.vp.rect(NewGameScene.PREVIEW)
        s = rect.w / DESIGN[0]
        f = pygame.Rect(FELT)
        felt = pygame.Rect(rect.x + round(f.x * s), rect.y + round(f.y * s),
                           round(f.w * s), round(f.h * s))
        for players in (2, 3, 4):
            seats = [(i18n._("You"), None)] + [(i18n._(n), i18n._("Medium"))
                                               for n in SEAT_ORDER[players][1:]]
            surf = pygame.Surface(app.screen.get_size())
            with record_text() as log:
                draw_table_preview(surf, app.vp, app.fonts, rect, players, seats)
            boxes = [d.box for d in log if d.box is not None]
            assert len(boxes) == players
            for b in boxes:
                assert felt.contains(b), (players, b, felt)
    finally:
        i18n.set_language("en")


def test_the_target_stops_at_its_ends():
    """The target selector wrapped 500 -> 100 (the player overshot to 500); it
    stops at the ends, as a slider does."""
    app = make_app()
    scene = NewGameScene(app)
    row = next(r for r in scene.rows.rows if getattr(r, "label", "") == "Target")
    for _n in range(20):
        row.step(1)
    top = row.values[-1]
    assert scene.effective_target() == top
    assert not row.step(1) and scene.effective_target() == top
    for _n in range(20):
        row.step(-1)
    assert scene.effective_target() == row.values[0]
    assert not row.step(-1) and scene.effective_target() == row.values[0]


def test_an_arrow_at_the_end_of_its_range_looks_disabled():
    """At the minimum target the left arrow still looked active. An
    arrow that would change nothing is drawn as a dim outline, unlike a live one."""
    app = make_app()
    scene = NewGameScene(app)
    rows = scene.rows
    i, row = next((i, r) for i, r in enumerate(rows.rows) if getattr(r, "label", "") == "Target")
    while row.step(-1):
        pass
    assert not row.can_step(-1) and row.can_step(1)

    def fills():
        surf = pygame.Surface(app.screen.get_size())
        surf.fill((0, 0, 0))
        rows.draw(surf, app.vp, app.fonts)
        left, right = (app.vp.rect(x) for x in rows.arrow_rects(rows.row_rect(i)))
        # a point inside the box, off the arrow: its fill
        return [tuple(surf.get_at((b.x + max(3, b.w // 8), b.y + b.h // 2)))[:3]
                for b in (left, right)]

    left, right = fills()
    assert left != right, (left, right)  # the dead arrow is not drawn as a live one
    while row.step(1):
        pass
    assert row.can_step(-1) and not row.can_step(1)
    left, right = fills()
    assert left != right
