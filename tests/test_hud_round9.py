"""Round 9 (HUD): the playtests' r7a / r7b findings on the HUD, the buttons and the
wording, each pinned by a test that failed before its fix."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


# -- 6. Chinese says 撤销 for Undo (r7a CLARITY 8: 悔棋 is a chess "take back") ---------
def test_chinese_undo_is_chexiao_not_a_chess_take_back():
    po = (ROOT / "assets/locale/zh_CN/LC_MESSAGES/sniff.po").read_text(encoding="utf-8")
    assert "悔" not in po
    blocks = po.split("\n\n")
    undo = [b for b in blocks if '\nmsgid "Undo"\n' in "\n" + b + "\n"
            or '\nmsgid "Undo (U)"\n' in "\n" + b + "\n"]
    assert len(undo) == 2 and all("撤销" in b for b in undo)


# -- 1. the "+N" lands beside the score's digits, never on them (r7a 38_turn) ---------
def _landed_plate(app, point, text="+15", points=15):
    """The flying "+N" plate as it lands (0.45 of its full size) centred on ``point``."""
    import pygame

    from game.render.fx import ScoreCallout
    plate = ScoreCallout(app.fonts, points, (0, 0), True, text=text)._render()
    w, h = plate.get_size()
    r = pygame.Rect(0, 0, round(w * 0.45), round(h * 0.45))
    r.center = (round(point[0]), round(point[1]))
    return r


import pytest  # noqa: E402


@pytest.mark.parametrize("players,text_scale,lang", [(2, 1.0, "en"), (4, 1.0, "en"),
                                                     (2, 2.0, "pl"), (4, 2.0, "zh_CN")])
def test_the_points_land_beside_the_digits_never_on_them(players, text_scale, lang):
    from game_harness import table_app

    from game.ui import record_text
    app, table = table_app(players=players, seed=3, text_scale=text_scale, language=lang)
    try:
        painter = table.painter
        n = len(table.view.scores)
        for shown in ([25 + 10 * e for e in range(n)], [5 + 90 * e for e in range(n)]):
            table.view.scores = [float(x) for x in shown]
            with record_text() as log:
                painter.draw(app.screen)
            panel = app.vp.rect(painter.scores.rect)
            for e in range(n):
                num = next(t.rect for t in log if t.text == str(shown[e])
                           and panel.contains(t.rect))
                plate = _landed_plate(app, painter.score_row_point(e))
                assert not plate.colliderect(num), (e, plate, num)
                # and when the row has counted up to three digits
                wide = app.fonts.get(24, True).size("100")[0]
                assert plate.right <= num.right - wide, (e, plate, num)
                assert plate.top < num.centery < plate.bottom  # level with them
                assert num.right - wide - plate.right < app.vp.length(40)  # and beside them
                assert panel.colliderect(plate)
    finally:
        table.worker.close()
