"""Issue 16 payoff: "North wins" with "North reached 10 with a 10"
under it sat on the board, its line over the log line, the table undimmed. The game's
end is a full-screen moment: the whole table dims behind the banner once the winning
"+N" has landed (at once under reduced motion), and the banner with its line under it
keeps clear of the tiles and of the log line."""

from __future__ import annotations

import pygame

from game import ui
from game.scenes.table.win import WIN_DIM_IN, dim_behind_win, reached_words
from tests.game.game_over.test_closing_beat import _mid_hand_app
from tests.game_harness import DT, frame


def _lum(c) -> float:
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def test_the_table_dims_behind_the_closing_banner_and_its_line_keeps_clear(tmp_path):
    app, table = _mid_hand_app(tmp_path)
    painter = table.painter
    corner = None  # a felt pixel far from the banner, before the banner shows
    for _k in range(round(6 / DT)):
        frame(app)
        v = table.view
        if not v.banner.startswith("reach"):
            continue
        if painter.payoff.banner_clock(v, False) is None:  # the "+N" still flies
            area = app.vp.rect(table.map.anchor("layout"))
            corner = (area.left + 6, area.bottom - 6)
            before = _lum(app.screen.get_at(corner))
            continue
        if painter.payoff.banner_clock(v, False) > WIN_DIM_IN + 0.2:
            break
    assert corner is not None and v.banner.startswith("reach")
    with ui.record_text() as log:
        painter.draw(app.screen)
    after = _lum(app.screen.get_at(corner))
    assert after < 0.6 * before, (before, after)  # dimmed behind the moment
    words = reached_words(table.game, table.names, table.human, v.closing)
    line = [d for d in log if d.text == words]
    assert line, [d.text for d in log]
    status = app.vp.rect(painter.status.rect)
    tiles = [r for r in (painter.board.tile_rect(t) for t, _pc in v.layout.placed) if r]
    for d in line:
        assert not d.rect.colliderect(status), (d.rect, status)
        assert d.rect.collidelist(tiles) < 0


def test_reduced_motion_dims_at_once_and_nothing_dims_before_the_banner():
    surf = pygame.Surface((40, 20))
    surf.fill((40, 140, 80))
    assert dim_behind_win(surf, "reach:0", None, False) == 0  # the "+N" still flies
    assert dim_behind_win(surf, "domino", 1.0, False) == 0  # a hand's end: no dim
    assert surf.get_at((5, 5))[:3] == (40, 140, 80)
    assert 0 < dim_behind_win(surf, "reach:0", 0.1, False) < dim_behind_win(
        surf.copy(), "reach:0", WIN_DIM_IN, False)
    still = pygame.Surface((40, 20))
    still.fill((40, 140, 80))
    assert dim_behind_win(still, "reach:0", 0.0, True) == dim_behind_win(
        pygame.Surface((4, 4)), "reach:0", 9.0, False)  # full at once, as at the end
    assert _lum(still.get_at((5, 5))) < 0.6 * _lum((40, 140, 80))
