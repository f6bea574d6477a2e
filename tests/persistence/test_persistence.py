"""game.persistence: the play scene's interface to the disk (autosave, statistics).

Statistics count a game id at most once; the autosave is removed only after the
statistics are on disk, so no crash double-counts or loses a game (issue 12 item 8).
A ticket says when a move's save is on disk (item 11). ``game/saves.py`` builds no
scene (issue 11).
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from engine import Game
from game import storage
from game.config import GameConfig
from game.persistence import DONE, Persistence, Snapshot, new_game_id
from game.saves import Saves, check_save, legacy_game_id
from game.stats import MAX_COUNTED, Stats

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()


def finished_game(seed=3, target=15):
    game = Game("american", 2, target=target, seed=seed)
    while game.phase != "over":
        if game.phase == "deal":
            game.deal()
        else:
            game.play(next(iter(game.legal_moves)))
    return game


def snap_of(game, game_id="g-1", **kw):
    return Snapshot.of(game, GameConfig(seed=3, target=game.target), game_id=game_id, **kw)


def test_snapshot_is_data_and_makes_a_save_document(home):
    game = finished_game()
    snap = snap_of(game, best_play=(10, "1-4"), best_hand=20, assisted=True)
    doc = snap.save_doc()
    assert doc["record"] == game.to_record() and doc["screen"]["game_id"] == "g-1"
    assert doc["screen"]["assisted"] is True and doc["screen"]["seed"] == game.seed
    json.dumps(doc)  # plain JSON
    loaded = check_save(json.loads(json.dumps(doc)))
    assert loaded.game_id == "g-1" and loaded.assisted


def test_finish_game_counts_once_then_removes_the_save(home):
    game = finished_game()
    stats = Stats.load()
    saves = Saves(path=home / "autosave.json")
    p = Persistence(saves, lambda: stats)
    snap = snap_of(game, best_play=(10, "1-4"), best_hand=20)
    assert p.save_move(snap).wait()
    assert (home / "autosave.json").exists()
    assert p.finish_game(snap, game.outcome) is True
    assert p.flush()
    assert not (home / "autosave.json").exists()
    assert Stats.load().totals()["games"] == 1
    # again (Continue of a save left by a crash): not counted twice
    assert p.finish_game(snap, game.outcome) is False
    fresh = Stats.load()
    assert Persistence(saves, lambda: fresh).finish_game(snap, game.outcome) is False
    assert Stats.load().totals()["games"] == 1


def test_a_crash_between_the_two_writes_never_counts_twice(home, monkeypatch):
    """Killed after the statistics were written, before the save was removed: the
    save comes back on Continue, and finishing it again counts nothing."""
    game = finished_game()
    saves = Saves(path=home / "autosave.json", background=False)
    stats = Stats.load()
    snap = snap_of(game, game_id=new_game_id())
    saves.save_doc_async(snap.save_doc())

    class Killed(BaseException):
        pass

    def killed():
        raise Killed
    with monkeypatch.context() as m, pytest.raises(Killed):
        m.setattr(saves, "clear", killed)
        Persistence(saves, lambda: stats).finish_game(snap, game.outcome)
    assert (home / "autosave.json").exists()
    assert Stats.load().totals()["games"] == 1
    # "a new process": the save is read back and the game finished again
    loaded = Saves(path=home / "autosave.json").load()
    assert loaded is not None and loaded.game_id == snap.game_id
    again = Snapshot.of(loaded.game, loaded.config, game_id=loaded.game_id)
    saves2 = Saves(path=home / "autosave.json", background=False)
    assert not Persistence(saves2, Stats.load).finish_game(again, loaded.game.outcome)
    assert Stats.load().totals()["games"] == 1
    assert not (home / "autosave.json").exists()


def test_statistics_that_cannot_be_written_keep_the_save(home, monkeypatch):
    game = finished_game()
    saves = Saves(path=home / "autosave.json", background=False)
    snap = snap_of(game)
    saves.save_doc_async(snap.save_doc())
    stats = Stats.load()
    real = storage.atomic_write_json

    def full(path, obj, **kw):
        if Path(path).name == "stats.json":
            raise OSError(28, "No space left on device")
        return real(path, obj, **kw)
    with monkeypatch.context() as m:
        m.setattr(storage, "atomic_write_json", full)
        Persistence(saves, lambda: stats).finish_game(snap, game.outcome)
    assert (home / "autosave.json").exists(), "the result would be lost"
    assert any("could not be saved" in m for m in storage.take_problems())
    # the next start counts it (the id was never written)
    fresh = Stats.load()
    assert Persistence(saves, lambda: fresh).finish_game(snap, game.outcome)
    assert Stats.load().totals()["games"] == 1


def test_counted_ids_are_kept_bounded_and_checked(home):
    st = Stats.load()
    cfg = GameConfig()
    game = finished_game()
    for i in range(MAX_COUNTED + 5):
        st.record_game_once(f"id{i}", cfg, game.outcome, 0)
    back = Stats.load()
    assert back.totals()["games"] == MAX_COUNTED + 5
    assert len(back.counted) == MAX_COUNTED and back.counted[-1] == f"id{MAX_COUNTED + 4}"
    doc = json.loads((home / "stats.json").read_text())
    doc["counted"] = [1, 2]
    (home / "stats.json").write_text(json.dumps(doc))
    again = Stats.load()
    assert again.problem and "counted" in again.problem
    assert again.totals()["games"] == MAX_COUNTED + 5  # the rest is kept


def test_a_save_without_an_id_gets_the_same_id_every_time(home):
    game = finished_game()
    doc = snap_of(game).save_doc()
    del doc["screen"]["game_id"]
    a, b = check_save(json.loads(json.dumps(doc))), check_save(json.loads(json.dumps(doc)))
    assert a.game_id == b.game_id == legacy_game_id(doc["record"])
    for bad in (5, "", "x" * 65, "tab\there", ["a"]):
        doc["screen"]["game_id"] = bad
        with pytest.raises(ValueError):
            check_save(doc)


def test_tickets_say_when_the_move_is_on_disk(home, monkeypatch):
    saves = Saves(path=home / "autosave.json")
    p = Persistence(saves)
    game = finished_game()
    tickets = [p.save_move(snap_of(game)) for _ in range(20)]
    assert tickets[-1].wait(10) and all(t.done and t.ok for t in tickets)
    assert DONE.done and Persistence(None).save_move(snap_of(game)).done
    demo = Snapshot.of(game, GameConfig(demo=True), game_id="d")
    assert p.save_move(demo) is DONE  # bots only: nothing saved

    def boom(path, obj, **kw):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(storage, "atomic_write_json", boom)
    t = p.save_move(snap_of(game))
    assert t.wait(10) and t.done and not t.ok  # a full disk never freezes the table


def test_saves_imports_no_scene():
    tree = ast.parse((ROOT / "game" / "saves.py").read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    assert not any("scenes" in n or n in (".persistence", "game.persistence") for n in names)
