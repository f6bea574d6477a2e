"""Hand summary (issue 16 defect 12): it reads as a round result, not a debug
table: one headline with the hand's number aside, each hand's numbers in labelled
columns, and the scores counting up in the race to the target (a bar each)."""

from __future__ import annotations

import dataclasses

import pytest

from engine import Game
from engine.events import HandEnd
from game.scenes.table.scene import seat_names
from game.scenes.table.summary import SummaryScene, summary_lines
from game.ui import THEME
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


def test_the_headline_says_one_thing_and_the_hand_number_is_aside():
    """The headline is what ended the hand, nothing more ("North went out: Domino! ·
    You scored 20" mixed two things); what it did for each side is in the rows."""
    g = Game("american", 2, seed=0)
    g.hand_no = 2
    ev = HandEnd("domino", 0, (0, 16), (0, -15), (0, 26), ((), (12, 20, 5)))
    lines = summary_lines(g, seat_names(2, 0), ev, 0)
    assert lines[0] == ("title", "You went out: North loses 15", "Hand 3")
    # (the news is in the rows: North's 16 pips cost it 15)
    assert ("hand", 1, "16 pips", "\u221215", "0", "\u221215") in lines
    theirs = HandEnd("domino", 1, (16, 0), (-15, 0), (0, 26), ((12, 20, 5), ()))
    assert summary_lines(g, seat_names(2, 0), theirs, 0)[0][1] == \
        "North went out: your tiles left \u221215"
    blocked = HandEnd("blocked", None, (2, 16), (0, -15), (0, 26), ((1,), (12, 20, 5)))
    lines = summary_lines(g, seat_names(2, 0), blocked, 0)
    # a block: what ended it; who came off best is the lit row and the race
    assert lines[0][1] == "Blocked"
    assert not any(x[0] == "text" for x in lines)  # no sentence: the rows say it
    assert ("hand", 0, "2 pips", "0", "0", "0") in lines
    assert ("hand", 1, "16 pips", "\u221215", "0", "\u221215") in lines
    legend = [x[1] for x in lines if x[0] == "legend"]
    assert legend == ["Nobody could go out: everyone loses the pips left in hand"], legend


@pytest.mark.parametrize("ruleset,players", [("american", 3), ("sniff61", 2),
                                             ("sniff61", 4)])
def test_each_ruleset_says_its_hand_end_in_the_rows(ruleset, players):
    g = Game(ruleset, players, seed=0)
    entries = 2 if (players == 4 and g.teams) else players
    pips = (0, 23, 9, 4)[:players]
    change = [0] * entries
    if ruleset == "sniff61":
        change[0] = 5
    ev = HandEnd("domino", 0, pips, tuple(change), tuple(change), ((),) + ((1,),) * (players - 1))
    lines = summary_lines(g, seat_names(players, 0), ev, 0)
    rows = [x for x in lines if x[0] == "hand"]
    if ruleset == "sniff61":  # the winner's bonus; the others lose nothing
        assert rows[0][3] == "+5" and all(r[3] == "" for r in rows[1:])
        assert lines[0][1] == "You went out!"
        assert any(x[0] == "legend" for x in lines)
    else:
        assert [r[3] for r in rows] == ["", "\u221225", "\u221210"]


def _bar_fill(app, s, entry_row_y):
    """How many screen px of the race bar's row are the player's colour."""
    surf = app.screen
    vp = app.vp
    x0, x1 = vp.point((s.panel.x + 520, 0))[0], vp.point((s.panel.right - 40, 0))[0]
    return sum(1 for x in range(x0, x1) if surf.get_at((x, entry_row_y))[:3] == THEME.focus[:3])


def test_the_race_bars_count_up_with_the_scores():
    app, table = table_app(players=2, seed=3, speed="normal")
    run_until(app, lambda: table.human_turn, max_frames=4000)
    ev = HandEnd("domino", 0, (0, 16), (0, -15), (150, 60), ((), (12, 20, 5)))
    s = SummaryScene(app, table, ev)
    # a hand in which the player scored 100 in play: 50 -> 150
    s.tally = dataclasses.replace(s.tally, start=(50, 75))
    app.push(s)
    drawn = {}
    for t in (0.0, 5.0):
        s.t = t
        with record_text() as log:
            app.draw()
        head = next(d for d in log if d.text == f"Race to {table.game.target}")
        you = min((d for d in log if d.text == "You" and d.rect.top > head.rect.bottom),
                  key=lambda d: d.rect.top)  # the first score row (not the table's seat)
        drawn[t] = _bar_fill(app, s, you.rect.centery)
    # 50 of 250 at the count's start, 150 of 250 once counted: the bar grew with it
    assert drawn[0.0] > 0 and drawn[5.0] > 2.5 * drawn[0.0], drawn


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_headline_keeps_its_size_at_200_percent(lang):
    """The Polish headline ("Ty – wszystkie kamienie wyłożone, domino!
    +20 w wyścigu") was squeezed to about 12 px at 200 % text, the smallest words on the
    panel: the headline is drawn at its size, about as large as the largest words on it
    (the scores' numbers are bigger on purpose)."""
    from game import i18n
    app, table = table_app(players=2, seed=3, text_scale=2.0, language=lang)
    try:
        i18n.set_language(lang)
        run_until(app, lambda: table.human_turn, max_frames=4000)
        ev = HandEnd("domino", 0, (0, 16), (20, 0), (70, 60), ((), (12, 20, 5)))
        s = SummaryScene(app, table, ev)
        app.push(s)
        s.t = 5.0
        head = summary_lines(table.game, table.names, ev, 0)[0][1]
        with record_text() as log:
            app.draw()
        title = [d for d in log if d.text == head]
        assert title, head
        head = title[0].text
        words = [d for d in log if s.panel.collidepoint(app.vp.to_design(d.rect.center))
                 and d.text != head and any(c.isalpha() for c in d.text)]
        assert words
        assert not title[0].shrunk, title[0]
        assert title[0].px >= 0.9 * max(d.px for d in words), (
            title[0].px, max(words, key=lambda d: d.px).text)
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")


def test_the_summarys_screenshot_shows_the_scores_counted_up():
    """``--screenshot``'s "hand_summary" was taken on the summary's first frame, its
    race rows still at the hand's start (the README's picture read "0 +50"): it is
    taken once the scores have counted up."""
    app, table = table_app(players=2, seed=3, speed="normal")
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        ev = HandEnd("domino", 0, (0, 16), (20, 0), (70, 60), ((), (12, 20, 5)))
        s = SummaryScene(app, table, ev)
        app.push(s)
        shots = []
        app.screenshot = lambda tag: shots.append((tag, s.t, s.count_progress))
        for _k in range(240):
            s.update(1 / 60)
        assert [x[0] for x in shots] == ["hand_summary"], shots
        assert shots[0][2] == 1.0 and shots[0][1] >= s.count_end > 0.5, shots
    finally:
        table.worker.close()
