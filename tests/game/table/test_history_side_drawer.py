"""The History drawer is a side drawer (it was a pop-up over the middle of the table,
over the board's tiles): it slides in from the right over the HUD's column and never
covers a tile of the board, at 2, 3 and 4 players, 100 % and 200 % text; each move is
one row with the points it scored ("+15") in a column of their own; its Close button
sits at its foot, clear of its title (at 200 % "Close (Esc)" crowded the top)."""

from __future__ import annotations

import pytest

from engine.moves import Move
from game import i18n
from game.scenes.table.history import HistoryScene, history_entries, open_history
from game.ui.text import record_text
from tests.game_harness import answer_at_once, frame, run_until, table_app


def _table_after(players: int, scale: float, lang: str = "en", turns: int = 8):
    app, table = table_app(players=players, seed=3, text_scale=scale, language=lang,
                           auto_draw=True, speed="normal")
    answer_at_once(table)
    run_until(app, lambda: table.human_turn, max_frames=6000)
    for _t in range(turns):
        for _k in range(30):
            frame(app)
        if not table.human_turn or len(table.view.hands[table.human]) <= 2:
            break  # (the hand goes on: the drawer opens over the table)
        table.apply(Move.from_code(table.game.legal_codes()[0]))
        for _k in range(30):
            frame(app)
        try:
            run_until(app, lambda: table.human_turn, max_frames=3000)
        except AssertionError:  # (the hand ended)
            break
    for _k in range(90):  # the camera settled
        frame(app)
    return app, table


def _opened_drawer(app, table) -> HistoryScene:
    """The History drawer opened over ``table`` and slid in (30 frames)."""
    open_history(table)
    drawer = app.top
    assert isinstance(drawer, HistoryScene)
    for _k in range(30):  # slid in
        frame(app)
    return drawer


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("scale,lang", [(1.0, "en"), (2.0, "pl"), (2.0, "zh_CN")])
def test_the_drawer_covers_no_tile_and_shows_the_points(players, scale, lang):
    app, table = _table_after(players, scale, lang, turns=4 if players == 3 else 8)
    try:
        drawer = _opened_drawer(app, table)
        assert not drawer.animating()
        vp = app.vp
        panel = vp.rect(drawer.panel())
        board = table.painter.board
        tiles = [board.tile_rect(t) for t in board.geom.tiles]
        assert len(tiles) >= 4
        for r in tiles:
            assert not panel.colliderect(r), (r, panel)
        assert panel.right <= app.screen.get_width() and panel.x > vp.length(640)
        with record_text() as log:
            drawer.draw(app.screen)
        words = [d for d in log if d.text]
        for d in words:
            assert panel.contains(d.rect), (d.text, d.rect, panel)
        # each scoring move shown with its points, at the row's right
        shown, _above, _below = drawer.visible()
        scored = [p for _w, p in shown if p]
        for p in scored:
            plus = [d for d in words if d.text == f"+{p}"]
            assert plus and all(d.rect.right > panel.centerx for d in plus), p
        # the Close button at the foot, clear of the title and of every row
        close = vp.rect(drawer.close_button.rect)
        assert panel.contains(close) and close.bottom > panel.bottom - vp.length(40)
        for d in words:
            if not close.contains(d.rect):
                assert not d.rect.colliderect(close), (d.text, d.rect, close)
    finally:
        i18n.set_language("en")
        table.worker.close()


def test_the_entries_carry_each_moves_points():
    app, table = _table_after(4, 1.0, turns=6)
    try:
        rows = history_entries(table)
        plays = [(s, m) for s, m in table.director.recent if m.key == "play"]
        assert len([r for r in rows if r[1]]) == len([m for _s, m in plays
                                                      if m.data.get("points")])
        assert any(p for _w, p in rows)  # (this deal: a play scores in six turns)
    finally:
        table.worker.close()
