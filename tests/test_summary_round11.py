"""Round 11 hand summary (r9b clarity 7): the pips -> rounded -> points picture sits
right beside the names (not 460 px away across dead space), the tiles after it, and the
pips left are said as the hand's news, not as "going out earns no bonus"."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from types import SimpleNamespace

import pytest
from game_harness import run_until, table_app

from engine.events import HandEnd
from game import i18n
from game.scenes.summary import SummaryScene, summary_lines
from game.ui.text import record_text


def _summary(players, scale=1.0):
    app, table = table_app(players=players, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    if players == 4:
        ev = HandEnd("domino", 1, (7, 0, 7, 13), (-10, -15), (40, 60),
                     ((0, 1), (), (2,), (27, 3)))
    else:  # r9b t32: you went out, North kept [1|5]
        ev = HandEnd("domino", 0, (0, 6), (0, -5), (35, 40), ((), (5,)))
    s = SummaryScene(app, table, ev)
    s.analysis = SimpleNamespace(done=True, problem="", decisions=[], poll=lambda: False,
                                 summary={"marks": {}, "decisions": 0, "lost": 0.0},
                                 cancel=lambda: None)
    if scale != 1.0:
        app.set_text_scale(scale)
        s.resize()
    app.push(s)
    s.t = 5.0
    return app, table, s


@pytest.mark.parametrize("players,scale", [(2, 1.0), (4, 1.0), (2, 2.0), (4, 2.0)])
def test_the_rounding_sits_beside_the_names_and_the_tiles_follow(players, scale):
    app, table, s = _summary(players, scale)
    try:
        with record_text() as log:
            app.draw()
        vp = app.vp
        names = {table.names[i] for i in range(players)}
        name_rects = [d.rect for d in log if d.text in names and d.rect.x < vp.point((330, 0))[0]]
        pills = [d.rect for d in log if d.text.endswith(" pips") or d.text.endswith(" pip")]
        assert len(pills) == players
        right_of_names = max(r.right for r in name_rects)
        for p in pills:  # the picture within a short gap of the names (was 600+ px)
            assert p.left - right_of_names < vp.length(260), (p, right_of_names)
        x_tiles, x_round = s.painter.columns()
        widest = max(s.painter.chain_width(p, True) for p in s.ev.pips)
        assert x_tiles - (x_round + widest) <= 48  # the tiles right after the picture
        assert x_tiles + 30 < s.panel.right
    finally:
        app.set_text_scale(1.0)
        table.worker.close()


def test_going_out_is_news_not_a_penalty():
    """r9b t32: "Remaining pips are deducted; going out (Domino!) earns no bonus" read
    like a penalty notice for the player who went out."""
    from engine import Game
    from game.scenes.table import seat_names
    g = Game("american", 2, seed=0)
    ev = HandEnd("domino", 0, (0, 6), (0, -5), (35, 40), ((), (5,)))
    text = [x[1] for x in summary_lines(g, seat_names(2, 0), ev) if x[0] == "text"]
    assert text == ["Domino! The tiles left count against their holders: North \u22125."] \
        or text == ["Domino! The tiles left count against their holders: North -5."]
    blocked = HandEnd("block", None, (3, 12), (-5, -10), (30, 30), ((1,), (20,)))
    line = [x[1] for x in summary_lines(g, seat_names(2, 0), blocked) if x[0] == "text"][0]
    assert line.startswith("Blocked:") and "You" in line and "North" in line
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            shown = [x[1] for x in summary_lines(g, seat_names(2, 0), ev) if x[0] == "text"]
            assert "holders" not in shown[0] and "5" in shown[0]
        finally:
            i18n.set_language("en")
    for lines in (summary_lines(g, seat_names(2, 0), ev),):
        assert "bonus" not in "\n".join(str(x) for x in lines)
