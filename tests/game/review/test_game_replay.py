"""The hand replay: every hand face up, stepped move by move with any device."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.moves import Move  # noqa: E402
from engine.record import replay_record  # noqa: E402
from game import storage  # noqa: E402
from game.saves import Saves  # noqa: E402
from game.scenes.game_over.scene import GameOverScene  # noqa: E402
from game.scenes.review.replay import ReplayScene, hand_start  # noqa: E402
from game.scenes.table.summary import SummaryScene  # noqa: E402
from tests.game_harness import DT, run_until, table_app  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path


def _finish_hand(app, table):
    while app.top is table:
        if table.human_turn:
            code = table.game.legal_codes()[0]
            table.try_play(code >> 8, code & 255)
        app.frame(DT)
    run_until(app, lambda: app.top.name in ("summary", "game_over"))
    if app.top.name == "summary":
        # every line shown, and the summary's input guard over (it drops presses before)
        run_until(app, lambda: app.top.shown >= len(app.top.lines) and app.top.guard <= 0)


def _reference(table, hand, k):
    """The engine's position after ``k`` plays of ``hand``, built independently."""
    rec = table.game.to_record()
    h = rec["hands"][hand]
    rec["hands"] = rec["hands"][:hand] + [dict(h, plays=h["plays"][:k])]
    g = replay_record(rec)
    return ([g.hand_tiles(s) for s in range(g.players)], list(g.layout.placed), list(g.scores),
            g.boneyard_size, g.turn)


def _state(rp):
    g = rp.game
    return ([g.hand_tiles(s) for s in range(g.players)], list(g.layout.placed), list(g.scores),
            g.boneyard_size, g.turn)


def _shown_ok(rp):
    g = rp.game
    rp._settle()
    for s in range(g.players):
        assert sorted(rp.shown_hands[s]) == sorted(g.hand_tiles(s))
    assert rp.shown_layout.placed == g.layout.placed
    assert all(rp.face_up)  # fair play: every hand face up


def _post(type_, **kw):
    pygame.event.post(pygame.event.Event(type_, **kw))


def _key(k):
    """A key pressed and let go, as a real keyboard sends it (a KEYDOWN without its
    KEYUP makes the next one an auto-repeat, which the results screens ignore)."""
    _post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    _post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def _pad(b):
    _post(pygame.CONTROLLERBUTTONDOWN, button=b, instance_id=0)


def _click(app, design_rect):
    pos = app.vp.rect(design_rect).center
    _post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


@pytest.mark.parametrize("players", [2, 4])
def test_replay_steps_the_hand_with_every_device(home, players):
    app, table = table_app(players=players, seed=11)
    app.saves = Saves(app)
    _finish_hand(app, table)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    record_before = table.game.to_record()
    app.saves.flush()
    saves_before = app.saves.count
    # open it with the keyboard: Left Left from Continue is "Replay hand"
    _key(pygame.K_LEFT)
    _key(pygame.K_LEFT)
    _key(pygame.K_RETURN)
    app.frame(DT)
    rp = app.top
    assert isinstance(rp, ReplayScene) and rp.opaque
    hand = table.game.hand_no
    n = len(table.game.deals[hand]["moves"])
    assert len(rp.plays) == n > 0 and rp.pos == 0
    assert _state(rp) == _reference(table, hand, 0)
    _shown_ok(rp)
    # forward by key, pad, shoulder, mouse button and wheel; check every position
    forward = [lambda: _key(pygame.K_RIGHT), lambda: _pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT),
               lambda: _pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER),
               lambda: _click(app, rp.buttons[3].rect),
               lambda: _post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False),
               lambda: _key(pygame.K_d)]
    for k in range(1, n + 1):
        forward[k % len(forward)]()
        app.frame(DT)
        assert rp.pos == k
        assert _state(rp) == _reference(table, hand, k)
        _shown_ok(rp)
    _key(pygame.K_RIGHT)  # past the end: nothing
    app.frame(DT)
    assert rp.pos == n
    # back by key, pad, shoulder, mouse button, wheel, U
    back = [lambda: _key(pygame.K_LEFT), lambda: _pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT),
            lambda: _pad(pygame.CONTROLLER_BUTTON_LEFTSHOULDER),
            lambda: _click(app, rp.buttons[2].rect),
            lambda: _post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False),
            lambda: _key(pygame.K_u)]
    for k in range(n - 1, max(-1, n - 8), -1):
        back[k % len(back)]()
        app.frame(DT)
        assert rp.pos == k
        assert _state(rp) == _reference(table, hand, k)
        _shown_ok(rp)
    # the last play's text comes back with its position
    rp.last()
    last_text = rp.last_play
    rp.back()
    rp.forward()
    rp._settle()
    assert rp.last_play == last_text
    # first / last: Up / Down, pad d-pad, the buttons
    _key(pygame.K_UP)
    app.frame(DT)
    assert rp.pos == 0 and _state(rp) == _reference(table, hand, 0)
    _pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    app.frame(DT)
    assert rp.pos == n and _state(rp) == _reference(table, hand, n)
    _click(app, rp.buttons[0].rect)
    app.frame(DT)
    assert rp.pos == 0
    _click(app, rp.buttons[1].rect)
    app.frame(DT)
    assert rp.pos == n
    # close: Esc, back on the summary; the game itself and its save untouched
    _key(pygame.K_ESCAPE)
    app.frame(DT)
    assert app.top is summary
    assert table.game.to_record() == record_before
    app.saves.flush()
    assert app.saves.count == saves_before
    while app.stack:
        app.stack.pop().exit()


def test_replay_at_normal_speed_animates_and_a_step_finishes_the_last(home):
    app, table = table_app(players=3, seed=4)
    _finish_hand(app, table)
    app.settings.speed = "normal"
    rp = ReplayScene(app, table.game, table.config)
    app.push(rp)
    run_until(app, lambda: not rp.animating(), 600)  # waits for the player: no redraws
    _key(pygame.K_RIGHT)
    app.frame(DT)
    assert rp.busy or rp.events  # the tile flies
    assert rp.animating()
    _key(pygame.K_RIGHT)  # a second press lands the first at once and plays the next
    app.frame(DT)
    assert rp.pos == 2
    run_until(app, lambda: not rp.busy and not rp.events, 600)
    _shown_ok(rp)
    run_until(app, lambda: not rp.animating(), 600)  # still again once the step is shown
    # mouse: right click closes, like Back everywhere
    _post(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=3)
    app.frame(DT)
    assert app.top is not rp
    while app.stack:
        app.stack.pop().exit()


def test_replay_from_game_over_and_hand_start_of_any_hand(home):
    app, table = table_app(players=2, seed=3)
    table.game.target = 15
    for _ in range(40000):
        if isinstance(app.top, GameOverScene):
            break
        if app.top is table and table.human_turn:
            code = table.game.legal_codes()[0]
            table.try_play(code >> 8, code & 255)
        elif app.top.name == "summary" and app.top.shown >= len(app.top.lines):
            app.top.close()
        app.frame(DT)
    over = app.top
    assert isinstance(over, GameOverScene)
    over.replay()
    rp = app.top
    assert isinstance(rp, ReplayScene)
    assert rp.hand_index == table.game.hand_no
    rp.last()
    assert rp.game.phase == "over"  # the last play won the game, or its hand end did
    rp.close()
    assert app.top is over
    for h in range(table.game.hand_no + 1):
        g, plays = hand_start(table.game, h)
        assert g.hand_no == h and g.phase == "play" and not g.moves
        assert plays == [str(Move.from_code(c)) for c in table.game.deals[h]["moves"]]
    while app.stack:
        app.stack.pop().exit()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_close_button_clear_of_the_seat_labels(home, players):
    """Issue 16, item 8: "Close (Esc)" overlapped North's panel."""
    app, table = table_app(players=players, seed=5)
    run_until(app, lambda: table.human_turn)
    rp = ReplayScene(app, table.game, table.config)
    close = next(b for b in rp.buttons if b.on_click == rp.close)
    for s in range(players):
        assert not close.rect.colliderect(rp.map.anchor(f"label_{s}")), s
    assert close.rect.w >= rp.map.anchor("btn_menu").w
    table.exit()
    rp.exit()


def test_replay_marks_each_other_seats_last_tile_going_forward_and_back(home):
    """As at the table, every other seat's last tile is marked on the replay's board;
    stepped or jumped back, a seat whose tile was taken off has its mark on the tile
    it played before (not none)."""
    app, table = table_app(players=4, seed=11)
    app.saves = Saves(app)
    _finish_hand(app, table)
    _key(pygame.K_LEFT)
    _key(pygame.K_LEFT)
    _key(pygame.K_RETURN)
    app.frame(DT)
    rp = app.top
    assert isinstance(rp, ReplayScene)
    p = rp.painter

    def marks():
        rp._settle()
        return {s: t for s, t, _r in p.seat_plays.marks(rp.view, p.board, rp.human)}
    want, seen = {}, [{}]
    while not rp.cursor.at_end:
        seat, before = rp.game.turn, set(t for t, _pc in rp.game.layout.placed)
        rp.jump(rp.pos + 1)
        new = [t for t, _pc in rp.game.layout.placed if t not in before]
        if new and seat != rp.human:
            want[seat] = new[0]
        seen.append(dict(want))
        assert marks() == want, (rp.pos, marks(), want)
    assert len(want) == 3
    for k in range(len(seen) - 2, -1, -1):
        rp.jump(k)
        assert marks() == seen[k], (k, marks(), seen[k])
