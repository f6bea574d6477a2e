"""fv_118: at 200 % text West's plate sat a few px under the History button's foot and
read as touching it. At 200 % (and 100 %) in English, Polish and Chinese, 2-4 players,
every seat's plate keeps a clear gap from the Menu and History buttons, the corner's
buttons and the score panel, and none of them overlap."""

from __future__ import annotations

import pygame
import pytest

from tests.game_harness import run_until, table_app

#: The least gap (design px at 1280x720) between a plate and a button or the score
#: panel, by text size (the map's own plates at 100 %; wider at 200 %).
GAP = {1.0: 8, 2.0: 14}


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The distance between two rects (negative: they overlap)."""
    dx = max(b.left - a.right, a.left - b.right)
    dy = max(b.top - a.bottom, a.top - b.bottom)
    return max(dx, dy)


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_every_plate_keeps_a_clear_gap_from_the_buttons_and_scores(players, lang, scale):
    from game import i18n
    app, table = table_app(players=players, seed=3, text_scale=scale, language=lang)
    try:
        if lang != "en":
            app.set_language(lang)
        run_until(app, lambda: table.human_turn and not table.busy, max_frames=6000)
        app.draw()
        vp = app.vp
        s = max(1e-6, vp.scale)
        plates = {f"plate {n}": lab.card() for n, lab in enumerate(table.painter.labels)}
        boxes = {b.label: vp.rect(b.rect) for b in table.all_buttons() if b.rect}
        boxes["scores"] = vp.rect(table.painter.scores.rect)
        near = [(pn, bn, _gap(p, b) / s) for pn, p in plates.items()
                for bn, b in boxes.items() if _gap(p, b) < GAP[scale] * s - 1]
        assert not near, near
        for i, (an, a) in enumerate(list(boxes.items())):
            for bn, b in list(boxes.items())[i + 1:]:
                assert not a.colliderect(b), (an, a, bn, b)
    finally:
        table.worker.close()
        app.set_text_scale(1.0)
        i18n.set_language("en")
