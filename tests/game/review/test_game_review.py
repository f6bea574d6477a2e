"""The coach in the real loop (issue 14): a hand played to its end by the player's own
key presses, the Review button on the hand summary, every decision stepped through
with the keys, the mouse and the pad; the review from the replay; the cache."""

from __future__ import annotations

import pygame
import pytest

from engine.bots.review import Decision
from game import ui
from game.autoplay import HumanAutoplay
from game.persistence import ReviewCache
from game.present.review_job import ReviewAnalysis
from game.present.review_words import decision_head, mark_line, reason_text, summary_text
from game.scenes.review.scene import ReviewScene
from tests.game_harness import click, frame, key, pad_button, run_until, table_app


def _drive_to(app, name, limit=20000):
    """Play the human's seat by the hint until the screen on top is ``name``."""
    driver = HumanAutoplay(app)
    counted = 0
    while app.top.name != name:
        driver.tick()
        counted += frame(app)
        assert app.running and counted < limit
    return app.top


def _to_summary(app):
    _drive_to(app, "summary")
    run_until(app, lambda: app.top.guard <= 0)
    return app.top


def _settle(app, n=3):
    for _ in range(n):
        frame(app)


@pytest.mark.parametrize("players,ruleset", [(2, "american"), (3, "sniff61")])
def test_hand_end_to_review_through_every_decision(players, ruleset):
    app, table = table_app(players=players, ruleset=ruleset, seed=11)
    summary = _to_summary(app)
    assert summary.analysis is not None  # started at the hand's end
    # the Review button, reached with the keys: Left from Continue to the first of five
    for _ in range(4):
        key(pygame.K_LEFT)
    _settle(app)
    assert summary.buttons[summary.focus] is summary.review_button
    key(pygame.K_RETURN)
    _settle(app)
    review = app.top
    assert isinstance(review, ReviewScene) and review.analysis is summary.analysis
    run_until(app, lambda: review.analysis.done)
    assert not review.analysis.problem
    n = review.count
    ds = review.analysis.decisions
    assert n == len(ds) and n >= 1
    seen = []
    for i in range(n):
        _settle(app)
        d = review.decision
        assert review.index == i and d is ds[i]
        # the board as it stood: the hand's first d.ply plays, the tile played still in hand
        assert len(review.view.layout.placed) == d.ply == review.pos
        assert d.played >> 8 in review.view.hands[review.seat]
        assert d.best >> 8 in review.view.hands[review.seat]
        assert review.view.face_up == [s == review.seat for s in range(players)]
        assert d.mark in ("best", "good", "inaccuracy", "mistake", "blunder")
        assert not review.animating() or review.board.moving or review.director.animating
        seen.append(d.ply)
        if i < n - 1:
            (key(pygame.K_RIGHT) if i % 2 == 0 else
             pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
    assert seen == sorted(seen) and len(set(seen)) == n
    key(pygame.K_RIGHT)  # past the last: stays
    _settle(app)
    assert review.index == n - 1
    key(pygame.K_UP)  # the first
    _settle(app)
    assert review.index == 0 and review.pos == ds[0].ply
    if n > 1:  # the mouse: Next >
        nxt = next(b for b in review.buttons if b.on_click == review.next)
        click(app.vp.rect(nxt.rect).center)
        _settle(app)
        assert review.index == 1
    # the words and the summary line are drawn
    with ui.record_text() as log:
        app.invalidate() if hasattr(app, "invalidate") else None
        _settle(app, 2)
    drawn = " ".join(t.text for t in log)
    assert reason_text(review.flag, review.reason_context(review.decision)) in drawn
    # the header counts choices and mistakes; the mark is in words and
    # whole points, no chess sign (issue 16: "Mistake ?: 9.9 lost")
    # (the mistakes' count gives way where the mark's words need the line)
    assert (decision_head(review.index + 1, n, len(review.mistakes())) in drawn
            or decision_head(review.index + 1, n) in drawn)
    assert mark_line(review.flag) in drawn
    # a key to the hand's outlines, left of the hand, over the plate
    tray = app.vp.rect(table.map.anchor("hand_0"))
    plate = app.vp.rect(review.painter.labels[review.seat].rect)
    keyed = [t for t in log if t.text in ("Best play", "You played") and t.rect.right < tray.left]
    assert {t.text for t in keyed} == {"Best play", "You played"}
    assert all(t.rect.bottom <= plate.top for t in keyed)
    assert not any(t.text.rstrip().endswith("?") for t in log)
    assert review.plays_made >= n
    key(pygame.K_ESCAPE)
    _settle(app)
    assert app.top is summary
    with ui.record_text() as log:  # the summary now says what the coach found
        app.invalidate()
        _settle(app, 2)
    a = summary.analysis
    assert f"Coach: {summary_text(a.report)}" in [t.text for t in log]
    # reopened: instant (the same analysis, done)
    summary.review()
    _settle(app)
    assert isinstance(app.top, ReviewScene) and app.top.analysis.done
    app.pop()
    # the replay's Review (H): from the cache at once, the same decisions
    summary.replay()
    _settle(app)
    assert app.top.name == "replay"
    key(pygame.K_h)
    _settle(app)
    again = app.top
    assert isinstance(again, ReviewScene)
    assert again.analysis.from_cache and again.analysis.decisions == ds


class _NoWorker:
    def review(self, *a):
        raise AssertionError("a cached review must not be analysed again")


class _Done:
    def __init__(self, value):
        self.value = value

    def ready(self, now=None):
        return True

    def result(self):
        return self.value

    def cancel(self):
        pass


class _Worker:
    def __init__(self):
        self.jobs = 0

    def review(self, view, code, seed, iterations):
        from game.bots_worker import review_job
        self.jobs += 1
        return _Done(review_job(view, code, seed, iterations))


def test_the_review_is_cached_on_disk(tmp_path):
    from engine import Game, Move
    from engine.bots import make_bot
    g = Game("american", 2, seed=3)
    g.deal()
    bot = make_bot("easy", seed=1)
    while g.phase == "play":
        g.play(bot.choose(g.view(g.turn)) if g.turn else Move.from_code(g.legal_codes()[0]))
    path = tmp_path / "reviews.json"
    w = _Worker()
    a = ReviewAnalysis(g.to_record(), 0, 0, w, ReviewCache(path), fast=True)
    while not a.done:
        a.poll()
    assert w.jobs == a.total and path.exists() and a.decisions
    b = ReviewAnalysis(g.to_record(), 0, 0, _NoWorker(), ReviewCache(path), fast=True)
    assert b.done and b.from_cache and b.decisions == a.decisions
    assert all(isinstance(d, Decision) for d in b.decisions)
    assert ReviewCache(path).losses() == [a.report.total]  # the summary's number
    path.write_text("{not json", encoding="utf-8")  # a damaged file: analysed again
    w2 = _Worker()
    c = ReviewAnalysis(g.to_record(), 0, 0, w2, ReviewCache(path), fast=True)
    while not c.done:
        c.poll()
    assert w2.jobs == c.total and c.decisions == a.decisions


class _SlowWorker(_Worker):
    """Holds every job until ``release()``."""

    def __init__(self):
        super().__init__()
        self.go = False

    def review(self, view, code, seed, iterations):
        real = super().review(view, code, seed, iterations)
        gate = self

        class Gate:
            def ready(self, now=None):
                return gate.go

            def result(self):
                return real.result()

            def cancel(self):
                pass
        return Gate()


def test_progress_while_analysing_and_redraws_stop_after():
    """The review opens at once; a bar and "Analysing your plays: 0 of n" show until the
    worker answers; then the first decision; no redraws once nothing moves."""
    app, table = table_app(players=2, seed=5, reduced_motion=True)
    _to_summary(app)
    worker = _SlowWorker()
    from game.scenes.review.start import analysis_for
    a = analysis_for(app, table.game, table.config, 0, len(table.game.deals) - 1, worker)
    review = ReviewScene(app, table.game, table.config, seat=0, analysis=a)
    app.push(review)
    with ui.record_text() as log:
        _settle(app, 2)
    drawn = [t.text for t in log]
    assert f"Analysing your plays: 0 of {a.total}" in drawn
    assert review.decision is None and review.animating()
    worker.go = True
    run_until(app, lambda: a.done)
    _settle(app, 3)
    assert review.decision is a.decisions[0] and review.pos == a.decisions[0].ply
    run_until(app, lambda: not review.animating(), max_frames=400)


def test_statistics_show_points_lost_per_hand():
    from game.scenes.records.stats import StatsScene
    from game.scenes.review.stats import trend
    from tests.game_harness import make_app
    assert trend([]) == {"hands": 0, "average": True, "recent": None, "earlier": None}
    t = trend([20.0] * 5 + [4.0] * 10)
    assert t == {"hands": 15, "average": False, "recent": 4.0, "earlier": 20.0}
    app = make_app()
    app.review_cache = ReviewCache()
    for i, lost in enumerate([20.0] * 5 + [4.0] * 10):
        app.review_cache.put(f"hand{i}", [], lost)
    app.push(StatsScene(app))
    with ui.record_text() as log:
        _settle(app, 2)
    drawn = [t.text for t in log]
    assert "Points lost per hand (coach)" in drawn
    assert "Last 10: typically 4 per hand (before: 20)" in drawn


def test_an_exported_game_opens_at_its_replay_with_the_review(tmp_path, monkeypatch, capsys):
    """``python -m game --review RECORD``: the last hand's replay, Review (H) reviews
    seat 0's plays; a bad file is one line and exit code 2."""
    import json

    from engine import Game
    from engine.bots import make_bot
    from game.__main__ import build_parser
    from game.main import first_scene, run
    from tests.game_harness import make_app

    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    g = Game("american", 2, seed=21)
    bot = make_bot("easy", seed=3)
    for _ in range(2):
        g.deal()
        while g.phase == "play":
            g.play(bot.choose(g.view(g.turn)))
    path = tmp_path / "export.json"
    path.write_text(json.dumps(g.to_record()), encoding="utf-8")
    app = make_app(["--review", str(path)])
    replay = first_scene(app, build_parser().parse_args(["--review", str(path)]))
    app.push(replay)
    _settle(app)
    assert replay.name == "replay" and replay.hand_index == 1
    key(pygame.K_h)
    _settle(app)
    review = app.top
    assert isinstance(review, ReviewScene) and review.seat == 0
    run_until(app, lambda: review.analysis.done)
    assert review.count == len(review.analysis.decisions) and review.count > 0
    assert all(d.seat == 0 and d.hand == 1 for d in review.analysis.decisions)
    for bad, words in (("{}", "format"), (None, "No such file")):
        p = tmp_path / "bad.json"
        if bad is None:
            p = tmp_path / "missing.json"
        else:
            p.write_text(bad, encoding="utf-8")
        capsys.readouterr()
        assert run(build_parser().parse_args(["--review", str(p)])) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and words in err[0] and "Traceback" not in err[0]


def test_the_hand_that_ends_the_game_is_reviewed_for_the_statistics():
    """The statistics never counted the hand that ended the game (won
    mid-hand: no hand summary; or its summary closed before the analysis was done).
    The game over screen reviews it, and the statistics keep its points."""
    from game.config import GameConfig
    from game.scenes.review.start import review_cache
    from game.scenes.table.scene import TableScene
    from tests.game_harness import make_app
    app = make_app()
    app.review_cache = ReviewCache()
    table = TableScene(app, GameConfig(ruleset="american", players=2, target=30, seed=5,
                                       levels=["medium", "easy"]))
    app.push(table)
    over = _drive_to(app, "game_over", 40000)
    assert over.analysis is not None
    run_until(app, lambda: over.analysis.done)
    assert not over.analysis.problem
    last = len(table.game.deals) - 1
    assert over.analysis.hand == last
    assert review_cache(app).get(over.analysis.key) is not None
    assert review_cache(app).losses()[-1] == over.analysis.report.total
    table.worker.close()
