"""A per-user file that exists but cannot be read is never replaced by the game's
defaults: it is set aside (renamed, kept), or, if even that fails, no write of the
session goes over it and the player is told once (game.storage.unreadable).

Tests run as root here, and root reads a chmod 000 file, so unreadability is made
by the read itself failing: ``storage.read_regular`` raises ``PermissionError`` for
the file under test (every per-user file is read through it).
"""

from __future__ import annotations

import errno
import json
import os

import pytest

from engine import Game
from game import storage
from game.config import GameConfig
from game.persistence import ReviewCache, Snapshot
from game.saves import Saves
from game.settings import Settings
from game.stats import Stats
from game.tutorial.progress import Progress

#: What the unreadable file holds: the player's five games, three won.
ORIGINAL = json.dumps({"format": "sniff-stats/1", "rows": [
    {"ruleset": "american", "players": 2, "bots": "medium", "games": 5, "wins": 3}]}).encode()


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()


def unreadable(monkeypatch, path):
    """Reading ``path`` fails as a chmod 000 file does for its owner (not root)."""
    real = storage.read_regular

    def read(p, max_bytes):
        if os.path.abspath(p) == os.path.abspath(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(p))
        return real(p, max_bytes)
    monkeypatch.setattr(storage, "read_regular", read)


def no_rename(monkeypatch):
    """Moving a file aside fails too (a file another program holds open on Windows)."""
    monkeypatch.setattr(storage, "_move_aside",
                        lambda p: (None, PermissionError(errno.EACCES, "Permission denied")))


def a_save_doc():
    game = Game("american", 2, target=150, seed=3)
    game.deal()
    return Snapshot.of(game, GameConfig(seed=3, target=150), game_id="g-1").save_doc()


def use_settings(home):
    storage.load_settings()
    storage.save_settings(Settings(speed="fast"))
    storage.save_settings(Settings(speed="slow"))


def use_stats(home):
    st = Stats.load()
    st.record_game(GameConfig(), None, 0)
    st.save()


def use_autosave(home):
    saves = Saves(path=home / "autosave.json", background=False)
    assert saves.load() is None
    saves.save_doc_async(a_save_doc())
    saves.save_doc_async(a_save_doc())
    saves.clear()


def use_reviews(home):
    cache = ReviewCache(home / "reviews.json")
    assert cache.get("k") is None
    cache.put("k", [], 0.0)
    cache.put("k2", [], 0.0)


def use_tutorial(home):
    p = Progress.load()
    p.finished = True
    p.save()
    p.save()


FILES = [("settings.json", use_settings), ("stats.json", use_stats),
         ("autosave.json", use_autosave), ("reviews.json", use_reviews),
         ("tutorial.json", use_tutorial)]


@pytest.mark.parametrize("name,use", FILES, ids=[f[0] for f in FILES])
def test_an_unreadable_file_is_set_aside_before_the_game_writes(home, monkeypatch, name, use):
    path = home / name
    path.write_bytes(ORIGINAL)
    unreadable(monkeypatch, path)
    use(home)
    kept = list(home.glob(f"{path.stem}.bad-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == ORIGINAL, os.listdir(home)
    said = storage.take_problems()
    assert any("unreadable" in m and kept[0].name in m for m in said), said


@pytest.mark.parametrize("name,use", FILES, ids=[f[0] for f in FILES])
def test_an_unreadable_file_that_cannot_be_moved_is_never_written_over(home, monkeypatch,
                                                                      name, use):
    path = home / name
    path.write_bytes(ORIGINAL)
    unreadable(monkeypatch, path)
    no_rename(monkeypatch)
    use(home)  # reads, then writes (twice) and, for the autosave, removes
    assert path.read_bytes() == ORIGINAL
    assert not list(home.glob("*.bad-*"))
    said = storage.take_problems()
    assert any("could not be read" in m for m in said), said
    # the refused writes are said once, not after every write
    refused = [m for m in said if "could not be saved" in m]
    assert len(refused) <= 1, said
    with pytest.raises(storage.Protected):
        storage.atomic_write_json(path, {"x": 1})
    assert path.read_bytes() == ORIGINAL


def test_stats_of_five_games_survive_an_unreadable_read(home, monkeypatch):
    """The reported loss: five games and three wins became one game."""
    path = home / "stats.json"
    path.write_bytes(ORIGINAL)
    unreadable(monkeypatch, path)
    use_stats(home)
    monkeypatch.undo()
    monkeypatch.setenv("SNIFF_HOME", str(home))
    (kept,) = home.glob("stats.bad-*.json")
    old = Stats.load(kept)
    assert old.totals()["games"] == 5 and old.totals()["wins"] == 3
    assert Stats.load().totals()["games"] == 1


def test_an_unreadable_save_read_again_is_said_once(home, monkeypatch):
    """The title checks the save each time it is built: one message, not one a visit."""
    path = home / "autosave.json"
    path.write_bytes(ORIGINAL)
    unreadable(monkeypatch, path)
    no_rename(monkeypatch)
    saves = Saves(path=path, background=False)
    assert saves.load() is None and saves.load() is None
    assert len(storage.take_problems()) == 1
    assert saves.load() is None and storage.take_problems() == []
    assert path.read_bytes() == ORIGINAL
