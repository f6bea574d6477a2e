"""Autosave, Continue, bad save files, exports and undo (headless, SDL dummy drivers).

Files go to a temporary ``SNIFF_HOME``. Games are driven through the real scene
loop (``App.frame``); the human's moves are made with posted key presses or
the table's own ``try_play`` (the path a click takes).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import copy  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine import Game  # noqa: E402
from engine.events import RECORD_KINDS, HandEnd  # noqa: E402
from engine.record import replay_record  # noqa: E402
from game import saves as saves_mod  # noqa: E402
from game import storage  # noqa: E402
from game.__main__ import build_parser  # noqa: E402
from game.config import GameConfig  # noqa: E402
from game.main import make_app  # noqa: E402
from game.persistence import Snapshot  # noqa: E402
from game.saves import SAVE_MAX_BYTES, Saves, check_save  # noqa: E402
from game.scenes.game_over.scene import GameOverScene  # noqa: E402
from game.scenes.menus.menu import MenuScene  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.scenes.table.summary import SummaryScene  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.stats import Stats  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DT = 1 / 60
LEVELS = ["medium", "easy", "medium", "easy"]


# -- helpers ------------------------------------------------------------------------------
@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()


def new_app(speed="instant", **settings):
    """The real app (settings, statistics and saves under SNIFF_HOME)."""
    app = make_app(build_parser().parse_args([]))
    app.settings.speed = speed
    for k, v in settings.items():
        setattr(app.settings, k, v)
    pygame.event.clear()
    return app


def close(app):
    if app.saves is not None:
        app.saves.flush()
    while app.stack:
        app.stack.pop().exit()
    pygame.event.clear()


@pytest.fixture
def apps(home):
    made = []

    def make(**kw):
        a = new_app(**kw)
        made.append(a)
        return a
    yield make
    for a in made:
        close(a)


def start(app, players=2, seed=11, target=None, ruleset="american"):
    table = TableScene(app, GameConfig(ruleset=ruleset, players=players, levels=list(LEVELS),
                                       target=target, seed=seed))
    app.reset(table)
    return table


def frames(app, n=1):
    for _ in range(n):
        app.frame(DT)


def run_until(app, cond, limit=6000):
    """Frames until ``cond()``; frames spent only waiting on the bots' worker don't count
    (game_harness.run_until's rule: a still frame is cheap, the worker runs in real time)."""
    from tests.game_harness import run_until as harness_run_until
    harness_run_until(app, cond, max_frames=limit, dt=DT)


def key(k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def human_move(app, table) -> bool:
    """Wait for the human's turn and play the first legal move (False if the hand or
    game ended first)."""
    run_until(app, lambda: table.human_turn or app.top is not table)
    if app.top is not table:
        return False
    code = table.game.legal_codes()[0]
    assert table.try_play(code >> 8, code & 255)
    return True


def key_move(app, table) -> None:
    """The human's move by keyboard: Right moves the focus to a playable tile, Enter
    lifts it, Enter plays it."""
    run_until(app, lambda: table.human_turn)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    key(pygame.K_RETURN)
    before = len(table.steps)
    frames(app, 2)
    assert len(table.steps) > before


def disk_save(home):
    return json.loads((home / saves_mod.SAVE_NAME).read_text(encoding="utf-8"))


def position(game):
    """Everything that makes an engine position."""
    return (game.phase, game.turn, game.hand_no, [game.hand_tiles(s) for s in range(game.players)],
            list(game.layout.placed), list(game.scores), game.boneyard[game.bone_ptr:],
            game.drawn, list(game.void), game.to_record())


def shown_matches_engine(table) -> None:
    g = table.game
    for s in range(g.players):
        assert sorted(table.shown_hands[s]) == sorted(g.hand_tiles(s))
    assert table.shown_layout.placed == g.layout.placed
    assert [round(x) for x in table.shown_scores] == list(g.scores)
    assert table.shown_bone == g.boneyard_size


def play_to_summary(app, table):
    while app.top is table:
        if not human_move(app, table):
            break
    run_until(app, lambda: app.top.name in ("summary", "game_over"))


# -- autosave and Continue ------------------------------------------------------------------
def test_every_engine_step_is_saved_and_continue_restores_it(apps, home):
    app = apps(speed="normal")
    table = start(app)
    assert not app.saves.has_save()
    for _ in range(3):
        human_move(app, table)
    frames(app, 2)  # the human's last play is flying to the layout
    assert table.busy or table.events
    app.saves.flush()
    doc = disk_save(home)
    # the engine's position, not the animation's
    assert doc["format"] == "sniff-save/1"
    assert doc["record"] == table.game.to_record()
    assert doc["screen"]["seed"] == table.game.seed and doc["screen"]["assisted"] is False
    assert doc["config"] == {"ruleset": "american", "players": 2, "levels": LEVELS,
                             "target": None, "seed": 11}
    assert app.saves.count == len(table.steps)  # one save per deal and per play
    want = position(table.game)
    steps = list(table.steps)
    seed = table.game.seed
    close(app)  # the process is gone; a new one starts

    app2 = apps(speed="instant")
    app2.push(MenuScene(app2))
    frames(app2)
    menu = app2.top
    assert menu.enabled("Continue")
    assert menu.menu.buttons[menu.menu.index].label == "Continue"
    key(pygame.K_RETURN)
    frames(app2)
    t2 = app2.top
    assert isinstance(t2, TableScene) and t2 is not table
    assert position(t2.game) == want
    assert t2.steps == steps
    shown_matches_engine(t2)  # shown at once, no deal or play animation replayed
    assert not t2.busy and not t2.events
    # the game goes on: bots move, the human plays, the next deals are the same as the
    # uninterrupted game's (the engine's seed was saved)
    assert t2.game.seed == seed
    human_move(app2, t2)
    frames(app2, 3)
    assert len(t2.steps) > len(steps)


def test_continue_at_a_hand_end_shows_its_summary_then_the_same_next_deal(apps, home):
    app = apps()
    table = start(app, seed=5)
    play_to_summary(app, table)
    assert isinstance(app.top, SummaryScene)
    ev = app.top.ev
    assert table.game.phase == "deal"
    ref = table.game.copy()
    next_deal = [e for e in ref.deal() if e.kind == "deal"][0]
    close(app)

    app2 = apps()
    assert app2.saves.continue_game()
    t2 = app2.top
    assert t2.game.phase == "deal"
    run_until(app2, lambda: isinstance(app2.top, SummaryScene))
    assert app2.top.ev == ev and isinstance(ev, HandEnd)
    run_until(app2, lambda: app2.top.shown >= len(app2.top.lines))
    key(pygame.K_RETURN)  # Continue
    run_until(app2, lambda: t2.game.hand_no == 1)
    assert t2.game.deals[1]["hands"] == [list(h) for h in next_deal.hands]
    assert t2.game.leader == next_deal.leader


def test_a_finished_game_clears_its_save_and_a_save_at_the_end_counts_once(apps, home):
    app = apps(speed="normal")
    table = start(app, seed=3, target=15)
    snap = None
    for _ in range(20000):
        if isinstance(app.top, GameOverScene):
            break
        if app.top is table and table.human_turn:
            human_move(app, table)
        elif app.top is not table:
            run_until(app, lambda: app.top.shown >= len(app.top.lines))
            key(pygame.K_RETURN)
        if table.game.phase == "over" and snap is None:
            app.saves.flush()
            snap = (home / "autosave.json").read_bytes()  # killed right after the last play
        app.frame(DT)
    assert isinstance(app.top, GameOverScene) and snap is not None
    app.saves.flush()
    assert not (home / "autosave.json").exists()
    assert not app.saves.has_save()
    assert Stats.load().totals()["games"] == 1
    close(app)

    # a fresh home where the game was killed after its last play, before game over
    home2 = home / "other"
    home2.mkdir()
    os.environ["SNIFF_HOME"] = str(home2)
    (home2 / "autosave.json").write_bytes(snap)
    app2 = apps()
    assert app2.saves.continue_game()
    # the game won mid-hand: that hand's summary, counted already, then the game over
    run_until(app2, lambda: app2.top.name in ("summary", "game_over"))
    app2.saves.flush()
    assert not (home2 / "autosave.json").exists()
    assert Stats.load().totals()["games"] == 1
    if isinstance(app2.top, SummaryScene):
        app2.top.close()
    run_until(app2, lambda: isinstance(app2.top, GameOverScene))
    assert Stats.load().totals()["games"] == 1
    os.environ["SNIFF_HOME"] = str(home)


def test_saves_are_written_in_order_newest_wins(home):
    saves = Saves(path=home / "autosave.json")
    game = Game("american", 2, seed=1)
    game.deal()
    cfg = GameConfig(seed=1)

    def save_now():
        return saves.save_doc_async(Snapshot.of(game, cfg, game_id="g1").save_doc())
    for _ in range(5):
        game.play(next(iter(game.legal_moves)))
        save_now()
    assert saves.flush()
    assert disk_save(home)["record"] == game.to_record()
    for _ in range(50):
        save_now()
    saves.clear()
    assert saves.flush()
    assert not (home / "autosave.json").exists()
    save_now()
    assert saves.flush() and saves.has_save()
    assert [p.name for p in home.iterdir()] == ["autosave.json"]  # no temporary files left


def test_a_save_that_cannot_be_written_says_so_once(home, monkeypatch):
    saves = Saves(path=home / "autosave.json")
    game = Game("american", 2, seed=1)
    game.deal()
    cfg = GameConfig(seed=1)

    def save_now():
        return saves.save_doc_async(Snapshot.of(game, cfg, game_id="g1").save_doc())

    def boom(path, obj, **kw):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(storage, "atomic_write_json", boom)
    for _ in range(3):
        save_now()
        saves.flush()
    msgs = storage.take_problems()
    assert len(msgs) == 1 and "could not be saved" in msgs[0] and "No space" in msgs[0]


# -- bad save files -----------------------------------------------------------------------
def _good_doc():
    """A real save of a game in its second hand."""
    game = Game("american", 2, seed=9)
    game.deal()
    while game.phase == "play":
        game.play(next(iter(game.legal_moves)))
    game.deal()
    for _ in range(3):
        game.play(next(iter(game.legal_moves)))
    return Snapshot.of(game, GameConfig(seed=9, levels=list(LEVELS)),
                       game_id="g9").save_doc()


def _mutated(fn):
    doc = copy.deepcopy(_good_doc())
    fn(doc)
    return json.dumps(doc).encode()


def _illegal_play(doc):
    plays = doc["record"]["hands"][1]["plays"]
    plays[1] = plays[0]  # a tile already on the layout


def _wrong_hand_size(doc):
    hand = doc["record"]["hands"][0]
    hand["boneyard"].append(hand["hands"][0].pop())


def _duplicated_tile(doc):
    hand = doc["record"]["hands"][0]
    hand["hands"][1][0] = hand["hands"][0][0]


def _bad_players(doc):
    doc["config"]["players"] = "two"


def _config_disagrees(doc):
    doc["config"]["ruleset"] = "sniff61"


def _assisted_text(doc):
    doc["screen"]["assisted"] = "yes"


def _record_list(doc):
    doc["record"] = [doc["record"]]


def _play_not_text(doc):
    doc["record"]["hands"][1]["plays"][0] = 17


def _future_version(doc):
    doc["format"] = "sniff-save/9"


def _scores_wrong(doc):
    doc["record"]["scores"] = [0, 0, 0]


BAD_SAVES = {
    "corrupted": lambda: b"\x00\xff\xfe\x01 garbage {{{",
    "not json": lambda: b"record = 1-4\n",
    "truncated": lambda: json.dumps(_good_doc()).encode()[:300],
    "empty": lambda: b"",
    "blank": lambda: b" \n\t ",
    "huge": lambda: b'{"format": "sniff-save/1", "pad": "' + b"x" * SAVE_MAX_BYTES + b'"}',
    "deeply nested": lambda: b"[" * 200_000 + b"]" * 200_000,
    "nested past the cap": lambda: ('{"format": "sniff-save/1", "record": ' + "[" * 60
                                    + "]" * 60 + "}").encode(),
    "wrong type list": lambda: b"[1, 2, 3]",
    "wrong type number": lambda: b"42",
    "not a save": lambda: b'{"format": "sniff-record/1", "players": 2, "hands": []}',
    "future version": lambda: _mutated(_future_version),
    "record not an object": lambda: _mutated(_record_list),
    "players wrongly typed": lambda: _mutated(_bad_players),
    "assisted wrongly typed": lambda: _mutated(_assisted_text),
    "play not text": lambda: _mutated(_play_not_text),
    "config disagrees": lambda: _mutated(_config_disagrees),
    "illegal play": lambda: _mutated(_illegal_play),
    "wrong hand size": lambda: _mutated(_wrong_hand_size),
    "duplicated tile": lambda: _mutated(_duplicated_tile),
    "wrong score count": lambda: _mutated(_scores_wrong),
    "nan": lambda: b'{"format": "sniff-save/1", "record": NaN}',
    # impossible positions (issue 12 item 7): the engine refuses them
    "scores past the target": lambda: _mutated(lambda d: d["record"].update(scores=[300, 0])),
    "scores at the target, no hand": lambda: _mutated(
        lambda d: d["record"].update(scores=[250, 0], hands=[])),
    "no hand at all": lambda: _mutated(lambda d: d["record"].update(hands=[])),
    "score no game makes": lambda: _mutated(lambda d: d["record"].update(scores=[3, 0])),
    "huge negative score": lambda: _mutated(lambda d: d["record"].update(scores=[-10**9, 0])),
}

REASONS = {"truncated": "truncated", "empty": "empty", "blank": "empty", "huge": "too large",
           "deeply nested": "nested", "nested past the cap": "nested",
           "illegal play": "against the rules", "wrong hand size": "against the rules",
           "duplicated tile": "against the rules", "future version": "another version",
           "players wrongly typed": "wrongly typed", "assisted wrongly typed": "wrongly typed",
           "record not an object": "wrongly typed", "config disagrees": "inconsistent",
           "corrupted": "corrupted", "not json": "corrupted",
           "scores past the target": "against the rules",
           "scores at the target, no hand": "against the rules",
           "no hand at all": "against the rules", "score no game makes": "against the rules",
           "huge negative score": "against the rules"}


def test_the_good_save_used_below_is_good(home):
    loaded = check_save(_good_doc())
    assert loaded.game.hand_no == 1 and len(loaded.game.moves) == 3


@pytest.mark.parametrize("kind", sorted(BAD_SAVES))
def test_a_bad_save_is_set_aside_with_a_message_and_play_goes_on(apps, home, kind):
    storage.save_settings(Settings(speed="slow"))
    Stats(storage.stats_path()).save()
    others = {p: p.read_bytes() for p in (storage.settings_path(), storage.stats_path())}
    data = BAD_SAVES[kind]()
    path = home / "autosave.json"
    path.write_bytes(data)

    app = apps()
    app.push(MenuScene(app))
    frames(app, 2)
    menu = app.top
    # Continue is disabled, the file is renamed aside with its contents, never deleted
    assert not menu.enabled("Continue")
    assert not path.exists()
    bad = sorted(home.glob("autosave.bad-*.json"))
    assert len(bad) == 1 and bad[0].read_bytes() == data
    # a clear message on screen naming the file kept
    texts = app.toasts.texts()
    assert any("saved game" in t and bad[0].name in t for t in texts), texts
    if kind in REASONS:
        assert any(REASONS[kind] in t for t in texts), texts
    # other data untouched
    for p, b in others.items():
        assert p.read_bytes() == b
    assert storage.load_settings()[0].speed == "slow"
    # choosing Continue anyway does nothing harmful
    menu.select("Continue")
    frames(app)
    assert app.top is menu
    # a new game starts and saves normally
    table = start(app)
    human_move(app, table)
    app.saves.flush()
    assert app.saves.has_save()
    assert check_save(disk_save(home)).game.to_record() == table.game.to_record()
    assert len(sorted(home.glob("autosave.bad-*.json"))) == 1


def test_a_save_changed_under_the_game_is_caught_at_continue(apps, home):
    app = apps()
    table = start(app)
    human_move(app, table)
    app.saves.flush()
    app.push(MenuScene(app))  # (as if back at the main menu)
    frames(app)
    assert app.top.enabled("Continue")
    (home / "autosave.json").write_text('{"format": "sniff-save/1", "record": {}}')
    app.top.select("Continue")
    frames(app)
    assert isinstance(app.top, MenuScene) and not app.top.enabled("Continue")
    assert any("saved game" in t for t in app.toasts.texts())
    assert len(list(home.glob("autosave.bad-*.json"))) == 1


# -- exports ------------------------------------------------------------------------------------
def test_export_from_the_summary_replays_with_the_engine_cli(apps, home):
    app = apps()
    table = start(app, seed=5)
    play_to_summary(app, table)
    summary = app.top
    run_until(app, lambda: summary.shown >= len(summary.lines))
    # Left twice from Continue: Export game, then Replay hand... back to Export with Right
    key(pygame.K_LEFT)
    frames(app)
    assert summary.buttons[summary.focus] is summary.export_button
    key(pygame.K_RETURN)
    frames(app)
    files = sorted((home / "exports").glob("sniff-*.json"))
    assert len(files) == 1
    assert files[0].name.startswith("sniff-") and len(files[0].stem) == len("sniff-YYYYmmdd-HHMMSS")
    assert any(str(files[0]) in t for t in app.toasts.texts())
    assert app.top is summary  # the export changes nothing else
    doc = json.loads(files[0].read_text())
    assert doc == table.game.to_record() and doc["format"] == "sniff-record/1"
    run = subprocess.run([sys.executable, "-m", "engine", "run", str(files[0])], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    want = [e.to_json() for e in table.game.log if e.kind in RECORD_KINDS]
    assert [json.loads(line) for line in run.stdout.splitlines()] == want
    assert any(e["event"] == "hand_end" for e in want)
    # a second export in the same second gets its own name
    app.top.export()
    assert len(list((home / "exports").glob("sniff-*.json"))) == 2


def test_export_failure_is_a_toast(apps, home, monkeypatch):
    app = apps()
    table = start(app)
    human_move(app, table)

    def boom(path, obj, **kw):
        raise OSError(13, "Permission denied")
    monkeypatch.setattr(storage, "atomic_write_json", boom)
    assert saves_mod.export_and_tell(app, table.game) is None
    assert any("could not be exported" in t and "Permission" in t for t in app.toasts.texts())


# -- undo ----------------------------------------------------------------------------------------
def test_undo_is_on_by_default_and_a_saved_off_is_kept():
    """A one-click play can be a slip; Undo is on unless the player
    turned it off (a saved choice is kept)."""
    assert Settings().undo_allowed is True
    assert Settings.from_json({"undo_allowed": False}).undo_allowed is False
    assert Settings.from_json({}).undo_allowed is True


def test_undo_off_takes_nothing_back(apps, home):
    app = apps(undo_allowed=False)
    assert app.settings.undo_allowed is False
    table = start(app)
    key_move(app, table)
    run_until(app, lambda: table.human_turn)
    before = position(table.game)
    key(pygame.K_u)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                         button=pygame.CONTROLLER_BUTTON_BACK, instance_id=0))
    frames(app, 3)
    assert position(table.game) == before
    assert table.assisted is False
    assert not table.undo_shown


def _to_turn_after_my_play(app, table):
    """Make a human move, then wait for the human's next turn in the same hand; return
    the position before the move (or None if the hand ended in between)."""
    while True:
        run_until(app, lambda: table.human_turn or app.top is not table)
        if app.top is not table:
            return None
        before = position(table.game)
        hand = table.game.hand_no
        key_move(app, table)
        run_until(app, lambda: table.human_turn or app.top is not table)
        if app.top is table and table.game.hand_no == hand:
            return before


def _confirm_undo(app):
    """Answer the first-Undo question with its [Undo] button (focused: Enter)."""
    from game.widgets import ConfirmScene
    assert isinstance(app.top, ConfirmScene), app.top
    key(pygame.K_RETURN)
    frames(app)


def test_undo_takes_back_my_move_and_the_bots_after_it(apps, home):
    app = apps(undo_allowed=True)
    table = start(app, seed=11)
    before = _to_turn_after_my_play(app, table)
    assert before is not None
    n_bot_steps = len(table.steps)
    assert table.undo_shown and table.can_undo()
    key(pygame.K_u)
    frames(app)
    _confirm_undo(app)  # the game's first Undo asks first
    frames(app, 2)
    assert position(table.game) == before  # the engine is back where I was to move
    assert len(table.steps) < n_bot_steps
    assert table.assisted is True
    shown_matches_engine(table)
    assert table.human_turn
    # the autosave records the position and the assistance
    app.saves.flush()
    doc = disk_save(home)
    assert doc["record"] == table.game.to_record() and doc["screen"]["assisted"] is True
    # and Continue keeps the assisted mark and can undo further back
    app2 = apps(undo_allowed=True)
    app2.saves.continue_game()
    t2 = app2.top
    assert t2.assisted is True and position(t2.game) == before


def test_undo_by_pad_and_by_the_on_screen_button(apps, home):
    app = apps(undo_allowed=True)
    table = start(app, seed=11)
    before = _to_turn_after_my_play(app, table)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                         button=pygame.CONTROLLER_BUTTON_BACK, instance_id=0))
    frames(app)
    _confirm_undo(app)  # the game's first Undo asks first
    frames(app, 2)
    assert position(table.game) == before
    before = _to_turn_after_my_play(app, table)
    frames(app)
    assert table.undo_button.enabled
    pos = app.vp.rect(table.undo_button.rect).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)
    assert position(table.game) == before


def test_undo_never_crosses_into_a_finished_hand(apps, home):
    app = apps(undo_allowed=True)
    table = start(app, seed=5)
    play_to_summary(app, table)
    run_until(app, lambda: app.top.shown >= len(app.top.lines))
    key(pygame.K_RETURN)
    # the human's first turn of the new hand: nothing of this hand to take back
    run_until(app, lambda: app.top is table and table.game.hand_no == 1 and table.human_turn)
    before = position(table.game)
    assert not table.can_undo()
    key(pygame.K_u)
    frames(app, 2)
    assert position(table.game) == before and table.assisted is False
    assert "Nothing to take back" in table.toast[0]


def test_an_assisted_game_is_counted_apart(apps, home):
    app = apps(undo_allowed=True)
    table = start(app, seed=3, target=15)
    assert _to_turn_after_my_play(app, table) is not None
    key(pygame.K_u)
    frames(app)
    _confirm_undo(app)  # the game's first Undo asks first
    frames(app, 2)
    assert table.assisted
    for _ in range(20000):
        if isinstance(app.top, GameOverScene):
            break
        if app.top is table and table.human_turn:
            human_move(app, table)
        elif app.top.name == "summary":
            run_until(app, lambda: app.top.shown >= len(app.top.lines))
            key(pygame.K_RETURN)
        app.frame(DT)
    assert isinstance(app.top, GameOverScene)
    st = Stats.load()
    t = st.totals()
    assert t["games"] == 0 and t["assisted_games"] == 1
    assert not st.best_play and not st.best_hand  # assisted games set no records


def test_replayed_record_equals_the_saved_game(home):
    """The save's record is exactly what replay_record rebuilds (used by Continue)."""
    doc = _good_doc()
    g = replay_record(doc["record"])
    loaded = check_save(doc)
    assert position(loaded.game)[:9] == position(g)[:9]


def test_a_game_started_from_the_command_line_sets_a_bad_save_aside_first(home):
    """`python -m game --players 2` starts a game at once: a damaged save is set aside
    (kept), not overwritten by the new game's first move."""
    from game.main import first_scene
    (home / "autosave.json").write_text('{"format": "sniff-save/1", "record": []}')
    args = build_parser().parse_args(["--players", "2", "--seed", "3"])
    app = make_app(args)
    try:
        table = first_scene(app, args)
        app.push(table)
        bad = sorted(home.glob("autosave.bad-*.json"))
        assert len(bad) == 1 and "record" in bad[0].read_text()
    finally:
        close(app)
