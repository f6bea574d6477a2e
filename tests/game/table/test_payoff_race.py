"""Issue 16 payoff: at an American Sniff hand's end the others' scores may fall below
zero, where the race panel drew no bar at all. Now a score below zero fills a red bar
left of a zero mark. The race rows count from the hand's start by the whole hand
(points in play and the hand's end together): no "+10 in the race" chip beside them,
which said only the hand end's part and read against a hand scored in play."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from engine.events import HandEnd
from game import ui
from game.present.coach import coach_report
from game.render.seat_marks import race_zero_x
from game.scenes.table import summary_draw
from game.scenes.table.summary import SummaryScene
from game.scenes.table.summary_draw import PANEL, RACE_X
from game.ui import THEME
from tests.game_harness import frame, run_until, table_app

#: You (seat 0) went out at 0 - 0; North's 9 pips round to 10: North 0 -> -10.
WENT_OUT = HandEnd("domino", 0, (0, 9), (0, -10), (0, -10), ((), (12, 20)))


def _summary(ev, speed="instant", **settings):
    """A summary of ``ev`` over a 2-player table (the coach's line done, empty)."""
    app, table = table_app(players=2, seed=3, speed=speed, **settings)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    table.game.hand_no = 0
    s = SummaryScene(app, table, ev)
    s.analysis = SimpleNamespace(done=True, problem="", decisions=[], poll=lambda: False,
                                 pending=[], report=coach_report([], 5), cancel=lambda: None)
    app.push(s)
    return app, table, s


def _bad_pixels(surf, vp, y_design: float) -> tuple[int, int]:
    """Pixels in the loss colour along a race row: (left of the zero mark, right)."""
    x0 = PANEL.x + RACE_X
    x1 = PANEL.right - 40
    zero = vp.point((x0 + (x1 - x0) * summary_draw.BELOW_ZERO, 0))[0]
    left = right = 0
    for x in range(vp.point((x0, 0))[0], vp.point((x1, 0))[0]):
        for dy in range(-4, 5):
            px = surf.get_at((x, vp.point((0, y_design))[1] + dy))[:3]
            if sum(abs(a - b) for a, b in zip(px, THEME.bad)) < 30:
                if x < zero:
                    left += 1
                else:
                    right += 1
    return left, right


@pytest.mark.parametrize("text_scale", [1.0, 2.0])
def test_a_score_below_zero_shows_a_red_bar_left_of_zero(text_scale):
    app, table, s = _summary(WENT_OUT, text_scale=text_scale)
    table.human = 0
    s.t = 10.0  # the scores have counted
    frame(app)
    with ui.record_text() as log:
        s.draw(app.screen)
    names = [d for d in log if d.text == table.names[1]]
    assert not [d for d in log if "in the race" in d.text], [d.text for d in log]
    assert any(d.text == "\u221210" for d in log)  # North's score, a real minus
    # North's bar: red, and only left of the zero mark
    row = names[0]  # North's name in the race rows (the outcome, over the hands)
    cy = app.vp.to_design(row.rect.center)[1]
    left, right = _bad_pixels(app.screen, app.vp, cy)
    assert left > 20 and right == 0, (left, right)
    # North's score below zero reads in the loss colour
    assert any(d.text == "\u221210" and d.color is not None and tuple(d.color[:3]) == tuple(THEME.bad[:3]) for d in log)


def test_the_race_counts_from_the_hands_start_by_the_whole_hand():
    app, table, s = _summary(WENT_OUT, speed="normal")
    t = s.tally
    assert t.change == tuple(n - a for n, a in zip(t.scores, t.start))
    for e in range(len(t.scores)):  # the seats' whole hands add up to the race's move
        assert sum(t.total(seat) for seat in range(2) if seat == e) == t.change[e]
    s.t = 0.0
    with ui.record_text() as log:
        s.draw(app.screen)
    said = [d.text for d in log]
    assert all(str(n).replace("-", "\u2212") in said for n in t.start)
    s.t = s.count_end + 0.1
    with ui.record_text() as log:
        s.draw(app.screen)
    said = [d.text for d in log]
    assert "\u221210" in said and not [x for x in said if "in the race" in x]


def test_no_zero_mark_room_while_every_score_is_at_or_above_zero():
    bar = pygame.Rect(100, 10, 400, 12)
    assert summary_draw.race_zero(bar, False) == (100, 400)
    zero, span = summary_draw.race_zero(bar, True)
    assert zero == 180 and span == 320


@pytest.mark.parametrize("theme", ["classic", "colorblind", "contrast"])
def test_the_tables_race_bars_show_a_score_below_zero_in_every_theme(theme):
    app, table = table_app(players=2, seed=7, theme=theme)
    run_until(app, lambda: table.human_turn, max_frames=6000)
    panel = table.painter.scores
    table.view.scores[1] = -15.0
    surf = pygame.Surface(app.screen.get_size())
    table.painter.draw(surf)
    track, fill = panel.bars[1]
    zero = race_zero_x(track)  # a fifth along the track
    assert zero == track.x + round(track.w * 0.2)
    assert fill.w >= 2 * track.h and fill.right == zero, (track, fill)
    assert surf.get_at(fill.center)[:3] == THEME.bad[:3]
    # the other score (0) starts at the same zero mark: the two read on one scale
    track0, fill0 = panel.bars[0]
    assert fill0.x == zero and fill0.w == 0
    # back at or above zero: no room kept, the bar starts at the track's start
    table.view.scores[1] = 20.0
    table.painter.draw(surf)
    track, fill = panel.bars[1]
    assert fill.x == track.x and fill.w > 0


def test_the_game_over_race_shows_a_score_below_zero():
    from game.scenes.game_over.trophy import draw_race
    surf = pygame.Surface((400, 60))
    rect = pygame.Rect(20, 30, 300, 6)
    draw_race(surf, rect, -0.1, (255, 255, 255), below=True)
    zero = rect.x + round(rect.w * 0.2)
    reds = [x for x in range(rect.x, rect.right)
            if surf.get_at((x, rect.centery))[:3] == THEME.bad[:3]]
    assert reds and max(reds) < zero and len(reds) >= 2 * rect.h
