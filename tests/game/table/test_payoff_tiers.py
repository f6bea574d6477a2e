"""Issue #16, "scores under 20 are under-celebrated": every score lands with
weight, bigger scores escalate in distinct tiers, and a run of scoring turns gets a
"2 in a row" tag. Tiers by points (5/10/15 small, 20/25 medium, 30/50 big), the landing
burst, ring wave and flash each tier draws, the streak logic through the director, and
reduced motion (no wave, no flash, no landing burst)."""

from __future__ import annotations

import pygame
import pytest

from engine import Game
from engine.events import Pass, Play
from engine.moves import Move
from game.present import Director, TableView, Timing
from game.present.scoring import payoff_tier, streak_after
from game.render import fx_land


@pytest.mark.parametrize("points,level,ring,flash", [
    (5, 0, False, False), (10, 0, False, False), (15, 0, False, False),
    (20, 1, True, False), (25, 1, True, False), (30, 2, True, True), (50, 2, True, True)])
def test_tiers_by_points(points, level, ring, flash):
    t = payoff_tier(points)
    assert (t.level, t.burst, t.ring, t.flash) == (level, True, ring, flash)
    assert t.sparks == (8, 12, 18)[level]


def _surf():
    s = pygame.Surface((400, 300))
    s.fill((20, 40, 30))
    return s


@pytest.mark.parametrize("points", [5, 10, 15, 20, 25, 30, 50])
def test_every_score_lands_with_a_burst_that_grows_by_tier(points):
    """A 5 lands with a ring and motes (it used to blip); from 20 two rings, from 30
    three, each reaching further."""
    level = payoff_tier(points).level
    s = _surf()
    radii = fx_land.land_burst(s, (200, 150), 0.6, level, 1.0)
    assert len(radii) == level + 1
    assert s.get_at((200, 150)) != pygame.Color(20, 40, 30) or radii  # drawn
    assert pygame.transform.average_color(s) != pygame.Color(20, 40, 30, 255)
    assert fx_land.land_burst(_surf(), (200, 150), 1.0, level, 1.0) == []  # over


def test_the_landing_burst_reaches_further_by_tier():
    far = [max(fx_land.land_burst(_surf(), (200, 150), 0.9, lv, 1.0)) for lv in (0, 1, 2)]
    assert far[0] < far[1] < far[2]


@pytest.mark.parametrize("points", [5, 10, 15, 20, 25, 30, 50])
def test_ring_wave_from_20_and_flash_from_30(points):
    level = payoff_tier(points).level
    s = _surf()
    rad = fx_land.ring_wave(s, (200, 150), 0.1, level, 1.0, s.get_rect())
    assert (rad > 0) == (points >= 20)
    before = pygame.transform.average_color(s)
    strength = fx_land.board_flash(s, s.get_rect(), 0.02, level)
    assert (strength > 0) == (points >= 30)
    assert (pygame.transform.average_color(s) != before) == (points >= 30)
    # both are short: gone after their share of the callout's clock
    assert fx_land.ring_wave(s, (200, 150), fx_land.WAVE_SPAN, level, 1.0, s.get_rect()) == 0
    assert fx_land.board_flash(s, s.get_rect(), fx_land.FLASH_SPAN, level) == 0


def test_a_30_wave_is_bigger_than_a_20_wave():
    s = _surf()
    r20 = fx_land.ring_wave(s, (200, 150), 0.2, 1, 1.0, s.get_rect())
    r30 = fx_land.ring_wave(s, (200, 150), 0.2, 2, 1.0, s.get_rect())
    assert r30 > r20 > 0


def test_streak_logic():
    runs: dict = {}
    assert streak_after(runs, 0, 10) == 1
    assert streak_after(runs, 1, 5) == 1  # another seat's score does not break it
    assert streak_after(runs, 0, 15) == 2
    assert streak_after(runs, 0, 5) == 3
    assert streak_after(runs, 0, 0) == 0  # a turn without a score ends the run
    assert streak_after(runs, 0, 20) == 1
    assert runs[1] == 1
    assert fx_land.streak_words(1) == ""
    assert fx_land.streak_words(2) == "2 in a row"
    assert fx_land.streak_words(3) == "3 in a row"


def _callouts_of_a_game(seed: int):
    """Every scoring play's callout of a 2-player bot-less game (first legal move each
    turn) with the run the events themselves give."""
    g = Game("american", 2, seed=seed)
    view = TableView.empty(2, False, 0, [0, 0])
    d = Director(view, Timing(1.0))
    d.feed(g.deal(), turn_after=0)
    d.skip()
    runs: dict = {}
    out = []
    while g.phase == "play":
        evs = g.play(Move.from_code(g.legal_codes()[0]))
        layouts = {i: g.layout.copy() for i, e in enumerate(evs) if isinstance(e, Play)}
        expect = None
        for e in evs:
            if isinstance(e, Play):
                runs[e.seat] = runs.get(e.seat, 0) + 1 if e.points else 0
                expect = runs[e.seat] if e.points else None
            elif isinstance(e, Pass):
                runs[e.seat] = 0
        d.feed(evs, layouts)
        if expect is not None:
            for _k in range(600):
                if view.callouts:
                    break
                d.update(1 / 60)
            out.append((view.callouts[0].streak, expect, view.callouts[0].tier))
        d.skip()
        d.release()
        d.skip()
    return out


def test_the_director_tags_each_callout_with_its_run():
    seen = []
    for seed in range(1, 12):
        got = _callouts_of_a_game(seed)
        assert all(s == e for s, e, _t in got), got
        seen += got
    assert any(s >= 2 for s, _e, _t in seen)  # a run did happen and was tagged


def test_a_new_hand_forgets_the_runs():
    view = TableView.empty(2, False, 0, [0, 0])
    d = Director(view, Timing(1.0))
    d.turn_scored(0, 10)
    assert d.turn_scored(0, 5) == 2
    g = Game("american", 2, seed=3)
    d.feed(g.deal(), turn_after=0)
    assert d.turn_scored(0, 5) == 1


def test_the_streak_tag_draws_on_a_dark_pill():
    from game.render.text import TextCache
    from tests.game_harness import make_app
    app = make_app()
    s = pygame.Surface((1280, 720))
    assert fx_land.draw_streak(s, TextCache(app.fonts), app.vp, 1, (640, 360)) is None
    box = fx_land.draw_streak(s, TextCache(app.fonts), app.vp, 2, (640, 360))
    assert box is not None and box.collidepoint(640, 360)


def _run_to_landing(still: bool):
    """A table at Normal played until a scoring play's "+N" has landed; returns what
    fx_land drew (function names)."""
    import time

    import game.scenes.table.payoff as tp
    from tests.game_harness import frame, table_app, waiting_on_bot
    calls: list = []
    real = {n: getattr(tp, n) for n in ("land_burst", "ring_wave", "board_flash")}

    def spy(name):
        def f(*a, **k):
            out = real[name](*a, **k)
            if out:
                calls.append(name)
            return out
        return f
    for n in real:
        setattr(tp, n, spy(n))
    try:
        app, table = table_app(players=2, seed=3, speed="normal", reduced_motion=still)
        landed = False
        for _i in range(20000):
            if table.human_turn:
                if landed:
                    break
                table.apply(Move.from_code(table.game.legal_codes()[0]))
            if table.awaiting_draw:
                table.draw_from_boneyard()
            while waiting_on_bot(app):
                time.sleep(0.002)
            frame(app)
            app.draw()
            if table.view.callouts and table.view.callouts[0].t > 0.95:
                landed = True
        assert landed
    finally:
        for n, f in real.items():
            setattr(tp, n, f)
    return calls


def test_reduced_motion_has_no_landing_burst_wave_or_flash():
    assert "land_burst" in _run_to_landing(False)  # with motion a 5 lands with a burst
    assert _run_to_landing(True) == []
