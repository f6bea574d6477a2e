"""The presentation timeline: what the screen states is true of what it shows.

Whole demo games run through the real scene loop (App.frame: update, draw, flip)
while every drawn text is recorded (``game.ui.TEXT_LOG``). An independent account
of the engine's events, folded only as far as the director says their beats have
landed, is the truth each frame's texts are checked against.
"""

from __future__ import annotations

import re

import pytest

from engine import Game
from engine.events import Deal, Draw, GameEnd, HandEnd, LeadDraw, Pass, Play
from engine.moves import Move
from game import ui
from game.config import GameConfig
from game.present import Director, TableView, Timing
from game.present.scoring import end_terms
from game.present.words import Msg, say
from game.scenes.table.scene import TableScene
from game.scenes.table.summary import SummaryScene
from tests.game_harness import frame, table_app

#: The beat that lands each kind of event (its last beat).
FINAL_BEAT = {LeadDraw: "lead", Deal: "deal", Draw: "draw", Pass: "pass", Play: "play",
              HandEnd: "hand_end", GameEnd: "game_end"}


class Truth:
    """The engine's events fed to the director, folded as far as they have landed."""

    def __init__(self, table: TableScene):
        self.table = table
        self.fed: list = []
        feed = table.director.feed

        def spy(events, *a, **kw):
            self.fed.extend(events)
            return feed(events, *a, **kw)
        table.director.feed = spy

    def landed_events(self) -> list:
        """The fed events whose final beat has landed, in order."""
        names = [n for n, _t in self.table.director.landed]
        out, i = [], 0
        for ev in self.fed:
            want = FINAL_BEAT[type(ev)]
            while i < len(names) and names[i] != want:
                i += 1
            if i >= len(names):
                break
            out.append(ev)
            i += 1
        return out

    def pending(self):
        """The first fed event whose beats have not all landed, or None."""
        n = len(self.landed_events())
        return self.fed[n] if n < len(self.fed) else None

    def state(self) -> dict:
        n = self.table.players
        counts, bone, last = [0] * n, 28, None
        scores = [0] * len(self.table.game.scores)
        for ev in self.landed_events():
            if isinstance(ev, Deal):
                counts = [len(h) for h in ev.hands]
                bone = ev.boneyard
                last = None
            elif isinstance(ev, Draw):
                counts[ev.seat] += 1
                bone -= 1
            elif isinstance(ev, Play):
                counts[ev.seat] -= 1
                scores = list(ev.scores)
                last = ev
            elif isinstance(ev, (HandEnd, GameEnd)):
                scores = list(ev.scores)
        pending = self.pending()
        if isinstance(pending, HandEnd) and self.chips_landed():
            # its points have landed on the rows (a "-N" counts down from the old score)
            scores = [max(a, b) for a, b in zip(scores, pending.scores)]
        return {"counts": counts, "bone": bone, "scores": scores, "last": last}

    def chips_landed(self) -> bool:
        """The pending hand end's pips have flown to the scores and landed (a Sniff
        61 going out's points count up on the scorer's row then, before the summary)."""
        names = [n for n, _t in self.table.director.landed]
        last = max((i for i, n in enumerate(names) if n == "hand_end"), default=-1)
        return "deduct_fly" in names[last + 1:]


def _texts(log) -> list[str]:
    return [d.text for d in log]


def _in(rect, log) -> list[str]:
    return [d.text for d in log if rect.contains(d.rect) or rect.colliderect(d.rect)]


def _check_frame(table: TableScene, truth: Truth, log) -> None:
    """No text names a move, a turn, a count or a score its beat has not landed."""
    app = table.app
    vp = app.vp
    st = truth.state()
    names = table.names
    texts = _texts(log)
    dealing = isinstance(truth.pending(), Deal)
    # tile counts on the seat labels: each tile counts once it has landed in the hand
    for s in range(table.players):
        label = _in(vp.rect(table.map.anchor(f"label_{s}")), log)
        got = [int(re.search(r"(\d+) tiles?$", t).group(1)) for t in label
               if re.search(r"\d+ tiles?$", t)]
        if dealing:  # the old hand's count until the shuffle; then tile by tile as it lands
            assert all(n == st["counts"][s] or n <= len(truth.pending().hands[s])
                       for n in got), got
        else:
            assert all(n == st["counts"][s] for n in got), (s, got, st, table.debug_state())
    # the boneyard
    # (its count under the stack, "Boneyard N" with 3-4 players: on one line or two)
    pile = vp.rect(table.painter.boneyard.rect)
    bone = [int(d.text.split()[-1]) for d in log
            if pile.contains(d.rect) and re.fullmatch(r"(Boneyard )?\d+", d.text)]
    if dealing:  # the old count until the shuffle; then 28 down to what the deal leaves
        assert all(n == st["bone"] or truth.pending().boneyard <= n <= 28 for n in bone), bone
    elif isinstance(truth.pending(), Draw):  # the drawn tile leaves the pile's count as
        # it lifts off, before its flight lands (the count ticks down as each leaves)
        assert bone in ([], [st["bone"]], [st["bone"] - 1]), (bone, st["bone"])
    else:
        assert bone in ([], [st["bone"]]), (bone, st["bone"])
    # scores: never ahead of the last landed score (they count up to it)
    panel = vp.rect(table.map.anchor("scores"))
    shown = [int(t) for t in _in(panel, log) if re.fullmatch(r"-?\d+", t)]
    for e, value in enumerate(shown):
        assert value <= st["scores"][e], (shown, st)
    # the last move: only the last landed play, in words
    moves = [t for t in texts if re.search(r"(plays|leads) \[\d\|\d\]", t)]
    if moves:
        ev = st["last"]
        assert ev is not None, moves
        lay = table.view.layout
        sniff = lay.sniff if lay is not None else -1
        want = say(Msg("play", ev.seat, {"move": ev.move, "total": ev.total,
                                         "points": ev.points, "sniff": sniff,
                                         "inline": getattr(lay, "inline", False)}), names,
                   table.human)
        if moves != [want]:  # the line wrapped (the prompt's size at 100 %): its lines
            # in the status panel, in order, say it whole
            status = vp.rect(table.painter.status.rect).unionall(
                table.painter.status.line_boxes(2))
            said = " ".join(d.text for d in log if status.colliderect(d.rect))
            assert len(moves) == 1 and want in said, (moves, said, want)
    # whose turn: only once every beat has landed
    for s in range(table.players):
        if f"{names[s]} to play" in texts:
            assert not table.director.busy and table.game.turn == s
    if table.director.busy:
        assert table.view.turn is None


@pytest.fixture(autouse=True)
def _no_contrast_measure(monkeypatch):
    """What is said is checked here, not how legibly (tests/game/look/test_text_legibility.py):
    skip the recorder's per-glyph contrast measure, which would make a whole game slow."""
    from game.ui import text as ui_text
    monkeypatch.setattr(ui_text, "_contrast", lambda *a: None)


def _run_demo(ruleset: str, players: int, speed: str, target: int, seed: int,
              dt: float = 1 / 30, check=None):
    app, table = table_app(players=players, ruleset=ruleset, seed=seed, speed=speed,
                           demo=True)
    table.game.target = target
    request = table.worker.request
    table.worker.request = lambda view, level, s, think: request(view, level, s, 0.0)
    truth = Truth(table)
    frames = 0
    try:
        with ui.record_text() as log:
            while app.games_finished == 0 or app.top.name != "game_over":
                del log[:]
                frames += frame(app, dt)
                assert frames < 40000, table.debug_state()
                if check is not None:
                    check(app, table, truth, log)
                if app.top is table:
                    _check_frame(table, truth, log)
    finally:
        while app.stack:
            app.stack.pop().exit()
    return app, table, truth


@pytest.mark.parametrize("ruleset", ["american", "sniff61"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_demo_game_states_only_what_has_landed(ruleset, players):
    target = {"american": 100, "sniff61": 20}[ruleset]
    callouts: list = []  # every callout seen on screen (kept: ids are never reused)
    summaries: list = []  # every summary seen (kept: ids are never reused)

    def check(app, table, truth, log):
        # one "+N" on screen at a time (no "+15+15" collisions)
        plus = [t for t in _texts(log) if re.fullmatch(r"\+\d+", t)]
        assert len(plus) <= 1 or isinstance(app.top, SummaryScene), plus
        for c in table.view.callouts:
            if not any(x is c for x in callouts):
                callouts.append(c)
        top = app.top
        if isinstance(top, SummaryScene) and not any(x is top for x in summaries):
            # the summary shows its content from its first frame
            texts = _texts(log)
            summaries.append(top)
            titles = [x[1] for x in top.lines if x[0] == "title"]
            # each score row's name from the first frame (its number counts up to the
            # hand's result: tests/game/table/test_table_payoff.py)
            scores = [x[2].rsplit(":", 1)[0] for x in top.lines if x[0] == "score"]
            assert titles and all(t in texts for t in titles + scores), texts

    app, table, truth = _run_demo(ruleset, players, "fast", target, seed=players * 7 + 1,
                                  check=check)
    scoring = [ev for ev in truth.fed if isinstance(ev, Play) and ev.points]
    # exactly one "+N" callout per scoring play
    assert sorted(c.text for c in callouts) == sorted(f"+{ev.points}" for ev in scoring)
    hands = sum(isinstance(ev, HandEnd) for ev in truth.fed)
    # one summary a hand, the hand a play won mid-hand included (it has no HandEnd)
    from game.present.tally import won_mid_hand
    assert len(summaries) == hands + won_mid_hand(table.game) >= 1
    assert [round(s) for s in table.view.scores] == table.game.scores


@pytest.mark.parametrize("ruleset,players", [("american", 2), ("sniff61", 3),
                                             ("american", 4)])
def test_the_last_play_of_every_hand_stays_lit_before_the_summary(ruleset, players):
    """At normal speed with full motion: the hand's last play is on the board with
    its counted ends lit for at least 1.2 s before any summary covers it."""
    marks: dict = {"landed": None, "holds": []}

    def check(app, table, truth, log):
        v = table.view
        landed = truth.landed_events()
        last = landed[-1] if landed else None
        if isinstance(app.top, SummaryScene):
            if marks["landed"] is not None:
                marks["holds"].append(table.time - marks["landed"])
                marks["landed"] = None
            return
        if app.top is not table:
            return
        if isinstance(last, Play) and isinstance(truth.pending(), HandEnd):
            if marks["landed"] is None:  # the hand's last play has just landed
                marks["landed"] = table.time
        if marks["landed"] is not None and table.time - marks["landed"] > 0.05:
            # the last tile is on the board, its counted ends lit
            tile = last.move.tile if isinstance(last, Play) else None
            if tile is not None:
                assert v.layout.placed and v.layout.placed[-1][0] == tile
                assert v.lit[1] > 0

    target = {"american": 60, "sniff61": 15}[ruleset]
    _run_demo(ruleset, players, "normal", target, seed=players * 5, dt=1 / 20, check=check)
    assert marks["holds"], "no hand ended on a play"
    assert min(marks["holds"]) >= 1.2, marks["holds"]


# -- the director alone (pure Python) --------------------------------------------------------
def _steps(seed=3, players=2):
    g = Game("american", players, seed=seed)
    out = [(g.deal(), None)]
    while g.phase == "play":
        code = g.legal_codes()[0]
        evs = g.play(Move.from_code(code))
        out.append((evs, g.layout.copy()))
    return g, out


def test_director_changes_the_view_only_when_a_beat_lands():
    g, steps = _steps()
    view = TableView.empty(2, False, 0, [0, 0])
    hands_ended = []
    d = Director(view, Timing(1.0), on_hand_end=hands_ended.append)
    events, _ = steps[0]
    d.feed(events, turn_after=0)
    d.update(0.01)
    assert view.turn is None and view.status in (Msg("shuffle"), Msg("lead_draw"))
    assert sum(len(h) for h in view.hands) == 0
    for _k in range(400):
        d.update(1 / 60)
        if not d.busy:
            break
    assert not d.busy and view.turn == 0
    assert [len(h) for h in view.hands] == [len(h) for h in events[-1].hands]
    # a scoring play: the score and the last move change when the tile lands
    for evs, layout in steps[1:]:
        play = next((e for e in evs if isinstance(e, Play)), None)
        if play is None or not play.points:
            d.feed(evs, {i: layout for i, e in enumerate(evs) if isinstance(e, Play)})
            d.skip()
            d.release()
            d.skip()
            continue
        before = list(view.scores)
        d.feed(evs, {i: layout for i, e in enumerate(evs) if isinstance(e, Play)})
        d.update(0.2)  # in the air
        assert view.scores == before and view.last_move != Msg("play", play.seat)
        assert any(f.kind == "play" for f in view.flights)
        for _k in range(60):  # landed (then each counted end lights in a fraction of it)
            if view.last_move is not None and view.last_move.data.get("move") == play.move:
                break
            d.update(1 / 60)
        assert view.last_move is not None and view.last_move.data["move"] == play.move
        assert view.lit[1] > 0
        # the counted ends light one by one, adding up to the total, then ONE callout
        ends = [end_terms(t, v) for k, _pc, t, v in layout.marks() if k == "end"]
        ends = [e for e in ends if sum(e)] + [e for e in ends if not sum(e)]  # (blanks last)
        seen = []
        for _k in range(120):
            if view.callouts:
                break
            if view.tally and (not seen or view.tally != seen[-1]):
                seen.append(list(view.tally))
            d.update(1 / 60)
        # an end at a time (a double's end both its halves at once, as its disc reads)
        assert [len(t) for t in seen] == [sum(map(len, ends[:i])) for i in
                                          range(1, len(ends) + 1)]
        assert sum(view.tally) == play.total and view.tally_done
        assert len(view.callouts) == 1 and view.callouts[0].text == f"+{play.points}"
        assert view.lit[1] > 0
        break


def test_a_play_lands_only_once_its_save_is_on_disk():
    g, steps = _steps(seed=5)
    view = TableView.empty(2, False, 0, [0, 0])
    d = Director(view, Timing(1.0))
    d.feed(steps[0][0])
    d.skip()
    evs, layout = steps[1]
    on_disk = {"done": False}
    d.feed(evs, {i: layout for i, e in enumerate(evs) if isinstance(e, Play)},
           gate=lambda: on_disk["done"])
    for _k in range(120):
        d.update(1 / 60)
    assert view.layout.placed == [] and d.busy  # the tile waits at its place
    on_disk["done"] = True
    d.update(1 / 60)
    assert view.layout.placed == layout.placed


def test_durations_follow_the_speed_and_reduced_motion():
    g, steps = _steps(seed=1)
    times = {}
    for scale in (1.0, 0.5, 0.0):
        view = TableView.empty(2, False, 0, [0, 0])
        d = Director(view, Timing(scale, still=True))
        d.feed(steps[0][0])
        t = 0.0
        while d.busy and t < 30:
            d.update(1 / 60)
            t += 1 / 60
        times[scale] = t
        assert view.shuffle < 0  # reduced motion: no swirl
    assert times[0.0] <= 1 / 30 and times[0.5] < times[1.0] * 0.6


def test_the_table_waits_for_the_human_without_animating():
    app, table = table_app(players=2, seed=4, speed="normal")
    n = 0
    while not table.human_turn:
        n += frame(app)
        assert n < 5000
    for _k in range(200):  # the camera settles, the last callout fades
        if not table.animating():
            break
        app.frame(1 / 60)
    assert not table.animating()
    assert table.view.turn == table.human


def test_esc_opens_pause_even_during_the_deal_and_space_skips():
    import pygame

    from tests.game_harness import key
    app, table = table_app(players=2, seed=6, speed="normal")
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert table.busy
    key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    assert app.top.name == "pause" and table.busy
    app.pop()
    key(pygame.K_SPACE)
    app.frame(1 / 60)
    assert sum(len(h) for h in table.view.hands) > 0


def test_refused_spot_names_the_badge_and_stays():
    app, table = table_app(players=2, seed=21)
    from tests.game_harness import run_until
    run_until(app, lambda: table.human_turn)
    table.controller.refuse(None, "That spot shows 4.", None)
    assert table.toast[2] >= 2.5


def test_clicking_the_boneyard_with_a_playable_tile_says_why():
    from tests.game_harness import click, run_until
    app, table = table_app(players=2, seed=12)
    run_until(app, lambda: table.human_turn)
    assert table.playable_tiles()
    table.select(table.playable_tiles()[0])
    click(table.boneyard.centre)
    app.frame(1 / 60)
    text, _c, left = table.toast
    assert left > 0 and "draw only when" in text


def test_summary_ignores_input_for_a_moment():
    import pygame

    from tests.game_harness import key, run_until
    app, table = table_app(players=2, seed=11, speed="normal", demo=False)
    cfg = GameConfig(players=2, seed=11)
    assert cfg.human == 0
    g = table.game
    from engine.events import HandEnd as HE
    ev = HE("domino", 0, (0, 7), (0, 0), (0, 0), ((), ()))
    g.hand_no = 0
    app.push(SummaryScene(app, table, ev))
    key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert app.top.name == "summary"
    # (past the guard, a press while the scores count only finishes the count)
    run_until(app, lambda: app.top.guard <= 0 and app.top.count_progress >= 1, 200)
    key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert app.top is table
