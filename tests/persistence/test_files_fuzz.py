"""Fuzz every file the game reads with hypothesis: settings, statistics, the autosave,
tutorial progress, and records (issue 12).

Each example writes good versions of every file into a fresh ``SNIFF_HOME``,
replaces one of them with generated content (random bytes, random JSON, a good
document with one field replaced by a random value, a good document cut short),
then starts the real game (``game.main.make_app``: settings and statistics;
the main menu: the autosave; the tutorial's progress). Always:

* the game starts and runs frames, no exception;
* the file is either left as it was, or set aside (``<name>.bad-*.json``) with
  its bytes kept; bytes that are not JSON are always set aside;
* every other file is untouched.

Records (``sniff-record/1``) are fuzzed through ``python -m engine run``'s main
function: a bad record is one line and exit 2, never an exception.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import contextlib  # noqa: E402
import copy  # noqa: E402
import io  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from engine import Game  # noqa: E402
from engine.cli import main as engine_main  # noqa: E402
from engine.events import Outcome  # noqa: E402
from game import storage  # noqa: E402
from game.__main__ import build_parser  # noqa: E402
from game.config import GameConfig  # noqa: E402
from game.main import make_app, shutdown  # noqa: E402
from game.persistence import Snapshot  # noqa: E402
from game.scenes.menus.menu import MenuScene  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.stats import Stats  # noqa: E402
from game.tutorial import Progress  # noqa: E402

FILES = ("settings.json", "stats.json", "autosave.json", "tutorial.json")

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12),
    lambda kids: st.lists(kids, max_size=5) | st.dictionaries(st.text(max_size=10), kids,
                                                              max_size=5),
    max_leaves=20)


def _record() -> dict:
    g = Game("american", 2, seed=9)
    g.deal()
    for _ in range(5):
        g.play(next(iter(g.legal_moves)))
    return g


def good_docs() -> dict:
    game = _record()
    st_ = Stats()
    st_.record_game_once("g-1", GameConfig(), Outcome(0, (250, 10)), 0, (15, "1-4"), 40)
    progress = Progress()
    progress.step = None
    return {
        "settings.json": Settings(speed="slow").to_json(),
        "stats.json": st_.to_json(),
        "autosave.json": Snapshot.of(game, GameConfig(seed=9), game_id="g-2").save_doc(),
        "tutorial.json": progress.to_json(),
    }


def _paths(doc, prefix=()):
    """Every path (tuple of keys/indices) inside a JSON document."""
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, (*prefix, i))
    return out


def _replace(doc, path, value):
    if not path:
        return value
    doc = copy.deepcopy(doc)
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return doc


@st.composite
def contents(draw, good):
    """Bytes for a file whose good document is ``good``."""
    how = draw(st.sampled_from(["bytes", "json", "field", "cut"]))
    if how == "bytes":
        return draw(st.binary(max_size=300))
    if how == "json":
        return json.dumps(draw(JSON)).encode()
    text = json.dumps(good).encode()
    if how == "cut":
        return text[:draw(st.integers(0, max(0, len(text) - 1)))]
    paths = _paths(good)
    path = paths[draw(st.integers(0, len(paths) - 1))]
    return json.dumps(_replace(good, path, draw(JSON))).encode()


def _is_json(data: bytes) -> bool:
    try:
        json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return False
    return True


@contextlib.contextmanager
def fresh_home():
    home = Path(tempfile.mkdtemp(prefix="sniff-fuzz-"))
    old = os.environ.get("SNIFF_HOME")
    os.environ["SNIFF_HOME"] = str(home)
    storage.take_problems()
    try:
        yield home
    finally:
        storage.take_problems()
        if old is None:
            os.environ.pop("SNIFF_HOME", None)
        else:
            os.environ["SNIFF_HOME"] = old
        shutil.rmtree(home, ignore_errors=True)


def start_the_game():
    """What a start reads: settings and statistics (make_app), the autosave (the
    main menu's Continue), the tutorial's progress."""
    app = make_app(build_parser().parse_args([]))
    pygame.event.clear()
    try:
        app.push(MenuScene(app))
        for _ in range(3):
            app.frame(1 / 60)
        assert app.running
        Progress.load()
        app.frame(1 / 60)
    finally:
        shutdown(app)


GOOD = good_docs()


@pytest.mark.parametrize("name", FILES)
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_bad_file_is_set_aside_and_kept_and_nothing_else_is_touched(name, data):
    bad = data.draw(contents(GOOD[name]), label=name)
    with fresh_home() as home:
        for n in FILES:
            (home / n).write_text(json.dumps(GOOD[n]))
        (home / name).write_bytes(bad)
        before = {n: (home / n).read_bytes() for n in FILES if n != name}
        start_the_game()
        for n, b in before.items():
            assert (home / n).read_bytes() == b, f"{n} was touched"
        stem = name.split(".")[0]
        aside = sorted(home.glob(f"{stem}.bad-*.json"))
        assert len(aside) <= 1
        if aside:
            assert aside[0].read_bytes() == bad  # kept, byte for byte
        elif (home / name).exists():
            assert (home / name).read_bytes() == bad  # left as it was
        else:
            raise AssertionError(f"{name} vanished")
        if not _is_json(bad):
            assert aside, f"{name}: bytes that are not JSON were not set aside"
        others = {p.name for p in home.iterdir()} - set(FILES) - {a.name for a in aside}
        assert not others, others  # no stray files


RECORD = _record().to_record()


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_records_fuzzed_through_the_command_line(data, tmp_path_factory):
    bad = data.draw(contents(RECORD))
    path = tmp_path_factory.mktemp("rec") / "record.json"
    path.write_bytes(bad)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = engine_main(["run", str(path)])
    assert code in (0, 2)
    if code == 2:
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and "Traceback" not in lines[0]
    else:
        assert err.getvalue() == ""
