"""Hand summary: the pips -> rounded -> points picture sits
right beside the names (not 460 px away across dead space), the tiles after it, and the
pips left are said as the hand's news, not as "going out earns no bonus"."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.events import HandEnd
from game import i18n
from game.present.coach import coach_report
from game.scenes.table.summary import SummaryScene, summary_lines
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


def _summary(players, scale=1.0):
    app, table = table_app(players=players, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    if players == 4:
        ev = HandEnd("domino", 1, (7, 0, 7, 13), (-10, -15), (40, 60),
                     ((0, 1), (), (2,), (27, 3)))
    else:  # you went out, North kept [1|5]
        ev = HandEnd("domino", 0, (0, 6), (0, -5), (35, 40), ((), (5,)))
    s = SummaryScene(app, table, ev)
    s.analysis = SimpleNamespace(done=True, problem="", decisions=[], poll=lambda: False,
                                 report=coach_report([], 5),
                                 cancel=lambda: None)
    if scale != 1.0:
        app.set_text_scale(scale)
        s.resize()
    app.push(s)
    s.t = 5.0
    return app, table, s


@pytest.mark.parametrize("players,scale", [(2, 1.0), (4, 1.0), (2, 2.0), (4, 2.0)])
def test_the_tiles_sit_beside_the_names_and_the_words_end_the_row(players, scale):
    """Issue 16 (defect 12): each row is the name, the hand's tiles right after
    it, then what the hand did in words, ending at one x, and its number."""
    from game.scenes.table.summary_draw import tile_unit
    app, table, s = _summary(players, scale)
    try:
        with record_text() as log:
            app.draw()
        vp = app.vp
        names = {table.names[i] for i in range(players)}
        # the summary's own rows, drawn after its title (the seats' plates under the
        # summary say the names too)
        titles = {x[1] for x in s.lines if x[0] == "title"}
        start = next(i for i, d in enumerate(log) if d.text in titles)
        name_rects = [d.rect for d in log[start:] if d.text in names
                      and d.rect.x < vp.point((330, 0))[0]]
        rows = [line for line in s.lines if line[0] == "hand"]
        said = {d.text: d.rect for d in log if d.text in {r[2] for r in rows}}
        assert len(said) == len({r[2] for r in rows})
        right_of_names = max(r.right for r in name_rects[:players])
        x_tiles, phrase_right = s.painter.columns()
        assert 0 < vp.point((x_tiles, 0))[0] - right_of_names < vp.length(150)
        assert max(r.right for r in said.values()) - min(r.right for r in said.values()) <= 1
        room = s.painter.tiles_room(x_tiles)
        for line in rows:
            n = len(s.ev.hands[line[1]])
            end = x_tiles + n * (tile_unit(n, room) + 4)
            assert said[line[2]].left >= vp.point((end, 0))[0], line  # clear of the tiles
        assert x_tiles + 30 < s.panel.right
    finally:
        app.set_text_scale(1.0)
        table.worker.close()


def test_going_out_is_news_not_a_penalty():
    """"Remaining pips are deducted; going out (Domino!) earns no bonus" read
    like a penalty notice for the player who went out: the rows say what each hand
    left ("went out", "6 pips") beside the points taken off."""
    from engine import Game
    from game.scenes.table.scene import seat_names
    g = Game("american", 2, seed=0)
    ev = HandEnd("domino", 0, (0, 6), (0, -5), (35, 40), ((), (5,)))
    rows = [x[2:4] for x in summary_lines(g, seat_names(2, 0), ev) if x[0] == "hand"]
    assert rows == [("went out", ""), ("6 pips", "\u22125")]
    blocked = HandEnd("block", None, (3, 12), (-5, -10), (30, 30), ((1,), (20,)))
    lines = summary_lines(g, seat_names(2, 0), blocked, 0)
    assert lines[0][1] == "Blocked: nobody can play"
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            shown = [x for x in summary_lines(g, seat_names(2, 0), ev) if x[0] == "hand"]
            assert shown[1][3] == "\u22125" and "6" in shown[1][2]
        finally:
            i18n.set_language("en")
    for lines in (summary_lines(g, seat_names(2, 0), ev),):
        assert "bonus" not in "\n".join(str(x) for x in lines)
