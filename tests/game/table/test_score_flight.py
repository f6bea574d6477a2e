"""The payoff of a score: the "+N" holds over the board, then flies (eased,
about 0.5 s) to the scorer's row in the score panel, and that row counts up only as it
lands; under reduced motion there is no flight and the number just changes."""

from __future__ import annotations

import pygame
import pytest

from engine import Game
from engine.events import Play
from engine.moves import Move
from game.present import Director, TableView, Timing
from game.present.director import CALLOUT_FLIGHT
from game.scenes.table.payoff import flight_at


def _to_first_callout(still: bool):
    """A director fed a 2-player game up to its first scoring play's "+N"."""
    g = Game("american", 2, seed=3)
    view = TableView.empty(2, False, 0, [0, 0])
    d = Director(view, Timing(1.0, still=still))
    d.feed(g.deal(), turn_after=0)
    d.skip()
    while g.phase == "play":
        evs = g.play(Move.from_code(g.legal_codes()[0]))
        layouts = {i: g.layout.copy() for i, e in enumerate(evs) if isinstance(e, Play)}
        play = next((e for e in evs if isinstance(e, Play)), None)
        d.feed(evs, layouts)
        if play is not None and play.points:
            for _k in range(600):
                if view.callouts:
                    return d, view, play
                d.update(1 / 60)
        d.skip()
        d.release()
        d.skip()
    raise AssertionError("no scoring play")


def test_the_score_counts_up_only_when_the_points_land():
    d, view, play = _to_first_callout(still=False)
    c = view.callouts[0]
    entry = c.entry
    assert entry is not None and entry == play.seat % len(view.scores)
    before = view.scores[entry]
    lands = CALLOUT_FLIGHT[1]
    while c.t < lands - 0.05:  # the callout pops, holds and flies: the row waits
        d.update(1 / 60)
        assert view.scores[entry] == before, c.t
    for _k in range(240):
        d.update(1 / 60)
    assert round(view.scores[entry]) == before + play.points


def test_reduced_motion_has_no_flight_the_number_just_changes():
    d, view, play = _to_first_callout(still=True)
    entry = view.callouts[0].entry
    before = view.scores[entry]
    for _k in range(int(1.0 * 60)):  # well before a flight would land
        d.update(1 / 60)
    assert round(view.scores[entry]) == before + play.points


def test_the_flight_is_eased_from_the_board_to_the_row():
    src, dst = (400.0, 300.0), (1200.0, 100.0)
    a, b = CALLOUT_FLIGHT
    assert flight_at(a - 0.01, src, dst) is None  # holding over the board
    assert flight_at(b, src, dst) is None  # landed
    xs = [flight_at(a + (b - a) * k / 10, src, dst)[0][0] for k in range(10)]
    assert xs == sorted(xs) and abs(xs[0] - src[0]) < 1
    steps = [q - p for p, q in zip(xs, xs[1:])]
    assert steps[0] < steps[4] and steps[-1] < steps[4]  # eased in and out
    (_x, _y), k = flight_at(a + (b - a) * 0.99, src, dst)
    assert k < 0.5  # it shrinks into the row


def _mid_hand_win():
    """A game to 10 whose target is reached by a play (not at a hand's end): the
    director fed up to that play's step, and the events that ended the game."""
    from engine.events import GameEnd, HandEnd
    for seed in range(1, 60):
        g = Game("american", 2, target=10, seed=seed)
        view = TableView.empty(2, False, 0, [0, 0])
        ended = []
        d = Director(view, Timing(1.0), on_game_end=ended.append)
        d.feed(g.deal(), turn_after=0)
        d.skip()
        while g.phase == "play":
            evs = g.play(Move.from_code(g.legal_codes()[0]))
            layouts = {i: g.layout.copy() for i, e in enumerate(evs) if isinstance(e, Play)}
            if any(isinstance(e, GameEnd) for e in evs):
                if any(isinstance(e, HandEnd) for e in evs):
                    break
                d.feed(evs, layouts)
                return d, view, ended, next(e for e in evs if isinstance(e, GameEnd))
            d.feed(evs, layouts)
            d.skip()
            d.release()
            d.skip()
    raise AssertionError("no game won mid-hand")


def test_the_winning_play_gets_its_beat_before_the_game_over_screen():
    """The loss arrived abruptly; now the play's "+N" lands and "North
    reaches 100!" shows for about 1.5 s before the game-over screen."""
    d, view, ended, end = _mid_hand_win()
    t, banner_from = 0.0, None
    while not ended and t < 10:
        d.update(1 / 60)
        t += 1 / 60
        if banner_from is None and view.banner == f"reach:{end.winner}":
            banner_from = t
    assert ended and banner_from is not None
    assert t - banner_from >= 1.5  # the banner shows that long before the screen
    assert [round(x) for x in view.scores] == list(end.scores)


@pytest.mark.parametrize("players,text_scale", [(2, 1.0), (4, 1.0), (2, 2.0), (4, 2.0)])
def test_the_points_fly_to_the_number_of_their_row(players, text_scale):
    """Where the "+N" lands is beside the row's number as the panel draws it (grown at
    200 % text, in columns for partners)."""
    from game.ui import record_text
    from tests.game_harness import table_app
    app, table = table_app(players=players, seed=3, text_scale=text_scale)
    painter = table.painter
    n = len(table.view.scores)
    table.view.scores = [float(11 + 22 * e) for e in range(n)]
    with record_text() as log:
        painter.draw(app.screen)
    panel = app.vp.rect(painter.scores.rect)
    for e in range(n):
        num = next(t.rect for t in log if t.text == str(11 + 22 * e)
                   and panel.contains(t.rect))
        x, y = painter.score_row_point(e)  # where the table sends the points
        # level with the row's number and just left of it: beside its digits, never
        # on them (the "+10" hid the "25"; tests/game/table/test_hud_words_and_tally.py)
        assert num.top < y < num.bottom, (e, (x, y), num)
        assert num.left - app.vp.length(100) < x < num.left, (e, (x, y), num)


def test_the_flying_score_never_crosses_the_total_box_or_its_legend():
    """The "+10" flew over the legend's words by the Total box. From any
    spot it pops at in the play area to either row, the plate (as big as it is at that
    moment of the flight) keeps clear of the Total box and the legend (design px)."""
    total, legend = pygame.Rect(580, 116, 120, 60), pygame.Rect(710, 116, 261, 60)
    rows = [(1212, 84.0), (1212, 134.0)]
    half_w, half_h = 48, 24  # a "+20" plate's half size at full scale (design px)
    a, b = CALLOUT_FLIGHT
    for sx in range(230, 1060, 40):
        for sy in range(184 + half_h, 500, 30):
            for dst in rows:
                for i in range(41):
                    fly = flight_at(a + (b - a) * i / 41, (sx, sy), dst)
                    (x, y), k = fly
                    plate = pygame.Rect(0, 0, 2 * half_w * k, 2 * half_h * k)
                    plate.center = (round(x), round(y))
                    assert not plate.colliderect(total), (sx, sy, dst, i)
                    assert not plate.colliderect(legend), (sx, sy, dst, i)


@pytest.mark.parametrize("text_scale", [1.0, 2.0])
def test_the_partners_points_rise_clear_of_the_other_seats_cards(text_scale):
    """In 4 players the partnership's "+15" rose over East's card (it
    read as East's). From any spot over the play area, to either side's row, the plate
    (as big as it is then) keeps clear of every seat's card, and lands on its row."""
    from game.scenes.table.payoff import LANE, ROUND
    from tests.game_harness import table_app
    app, table = table_app(players=4, seed=3, text_scale=text_scale)
    try:
        painter, vp = table.painter, app.vp
        painter.draw(app.screen)
        cards = [vp.rect(lab.rect) for lab in painter.labels]
        half_w, half_h = (48, 24) if text_scale == 1.0 else (62, 32)
        a, b = CALLOUT_FLIGHT
        for e in range(2):
            dst = painter.score_row_point(e)
            for sx in range(300, 1000, 50):
                for sy in range(260, 500, 40):
                    for i in range(41):
                        (x, y), k = flight_at(a + (b - a) * i / 41, (sx, sy), dst,
                                              vp.length(LANE), vp.length(ROUND))
                        plate = pygame.Rect(0, 0, 2 * half_w * k, 2 * half_h * k)
                        plate.center = (round(x), round(y))
                        if i == 0 and plate.collidelist(cards) >= 0:
                            break  # it pops there (not this test's): no flight from it
                        hit = plate.collidelist(cards)
                        assert hit < 0, (e, (sx, sy), i, plate, cards[hit])
            (x, y), _k = flight_at(b - 1e-6, (640, 400), dst, vp.length(LANE),
                                   vp.length(ROUND))
            assert abs(x - dst[0]) < 2 and abs(y - dst[1]) < 2
    finally:
        table.worker.close()
