"""Shared helpers for the engine tests.

The helpers are plain functions (imported with ``from tests.conftest import ...``) so
that each test can build exact deals and read back exact states.
"""

from __future__ import annotations

import os

# The game's tests drive pygame headless: its dummy video and audio drivers, set before
# any test module imports pygame (each module once set them itself).
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

from engine import Game
from engine.events import RECORD_KINDS
from engine.moves import Move
from engine.tiles import N_TILES, NAME, PIPS, parse_tile

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES_DOC = json.loads((ROOT / "tests" / "examples.json").read_text(encoding="utf-8"))
EXAMPLES = EXAMPLES_DOC["examples"]


def T(text: str) -> int:
    """One tile from its notation: ``T("1-4")``."""
    return parse_tile(text)


def TS(text: str) -> list[int]:
    """Tiles from space-separated notation: ``TS("1-4 2-2")``."""
    return [parse_tile(x) for x in text.split()]


def names(tiles) -> list[str]:
    return [NAME[t] for t in tiles]


def pips(text: str) -> int:
    """Total pips of the tiles in ``text`` (space-separated notation)."""
    return sum(PIPS[t] for t in TS(text))


def rest_of_set(*groups) -> list[int]:
    """The tiles of the set that are in none of ``groups`` (tile lists), in index order."""
    used = {t for g in groups for t in g}
    return [t for t in range(N_TILES) if t not in used]


def deal(game: Game, hands: list[str], boneyard: str | None = None, leader: int | None = 0):
    """Deal explicit ``hands`` (space-separated notation per seat).

    ``boneyard`` gives its front in drawing order; the rest of the set follows
    in index order. Returns the deal's events.
    """
    hl = [TS(h) for h in hands]
    front = TS(boneyard) if boneyard else []
    bone = front + rest_of_set(*hl, front)
    return game.deal(hands=hl, boneyard=bone, leader=leader)


def new_game(ruleset: str, players: int, hands: list[str], boneyard: str | None = None,
             leader: int | None = 0, **kw) -> Game:
    g = Game(ruleset, players, seed=0, **kw)
    deal(g, hands, boneyard, leader)
    return g


def play_all(game: Game, plays) -> list:
    """Play every move of ``plays`` (notation); return all the events they produced."""
    out = []
    for p in plays:
        out.extend(game.play(p))
    return out


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def record_json(events) -> list[dict]:
    """The events that ``python -m engine run`` prints, as JSON objects."""
    return [e.to_json() for e in events if e.kind in RECORD_KINDS]


def multiset(pairs) -> Counter:
    return Counter(tuple(p) for p in pairs)


def fingerprint(game: Game) -> tuple:
    """Everything that makes up a position (for undo and determinism checks)."""
    lay = game.layout
    return (
        tuple(game.hands), tuple(game.boneyard), game.bone_ptr,
        tuple(lay.placed), tuple(lay.attach_points()), tuple(lay.counted_ends()),
        lay.total, lay.sniff, tuple(game.scores), game.turn, game.phase, game.leader,
        game.hand_no, game.winner, game.last_end, tuple(game.moves), tuple(game.void),
        game.drawn, len(game.deals), tuple(game.legal_codes()),
        len(game.log) if game.log is not None else None,
    )


def random_step(game: Game, rng: random.Random) -> list:
    """Deal or play one random legal move; return the events."""
    if game.phase == "deal":
        return game.deal()
    codes = game.legal_codes()
    return game.play(Move.from_code(rng.choice(codes)))


def run_cli(*args: str, stdin: str | bytes | None = None,
            env: dict | None = None) -> subprocess.CompletedProcess:
    """``python -m engine ARGS`` in the repository root, text output captured.

    ``env`` adds variables to the environment.
    """
    text = not isinstance(stdin, bytes)
    proc = subprocess.run(
        [sys.executable, "-m", "engine", *args], cwd=ROOT, input=stdin,
        capture_output=True, text=text, timeout=120,
        env={**os.environ, **env} if env else None,
    )
    if not text:
        proc.stdout = proc.stdout.decode()
        proc.stderr = proc.stderr.decode()
    return proc


def assert_clean_failure(proc: subprocess.CompletedProcess, *needles: str) -> str:
    """Exit status 2, exactly one line on stderr mentioning every needle, no traceback."""
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    err = proc.stderr
    assert "Traceback" not in err and "Traceback" not in proc.stdout, err
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n"), repr(err)
    for n in needles:
        assert n in lines[0], (n, lines[0])
    return lines[0]


#: The example record of RULES.md section 4, as printed there.
SECTION4_RECORD_DOC = {
    "format": "sniff-record/1",
    "ruleset": "american",
    "players": 2,
    "target": 250,
    "scores": [0, 0],
    "hands": [
        {
            "leader": 0,
            "hands": [["1-4", "2-2", "0-3", "5-6", "1-1", "4-4", "0-6"],
                      ["3-4", "1-2", "2-5", "0-0", "3-3", "2-6", "1-6"]],
            "boneyard": ["0-1", "0-2", "0-4", "0-5", "1-3", "1-5", "2-3",
                         "2-4", "3-5", "3-6", "4-5", "4-6", "5-5", "6-6"],
            "plays": ["1-4", "3-4@1-4:high", "1-1@1-4:low"],
        }
    ],
}


# -- game tests: frames driven by the tests must not starve the bots' worker ----------
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _yield_cpu_while_a_bot_thinks(request):
    """Game tests drive ``App.frame`` in a tight loop; a bot answers from its worker
    process in real time. While a scene waits on its worker, each frame gives the CPU
    away for a millisecond, so a frame-bounded loop does not burn its frames (and the
    worker's CPU on this 2-core machine) before the bot can answer. Engine tests never
    import the game, so they are untouched."""
    if "game.app" not in sys.modules:
        yield
        return
    import time

    from game.app import App

    original = App.frame

    from tests.game_harness import waiting_on_bot

    def frame(self, dt):
        original(self, dt)
        if waiting_on_bot(self):
            time.sleep(0.001)

    App.frame = frame
    try:
        yield
    finally:
        App.frame = original


def random_turns(ruleset: str, players: int, seed: int):
    """Yield ``(game, legal codes)`` before each play of its first hand, then play one of
    them at random (``random.Random(seed)``, as :func:`random_hand`); stops when the hand
    ends or nobody can move."""
    g = Game(ruleset, players, seed=seed)
    rng = random.Random(seed)
    g.deal()
    hand = g.hand_no
    while g.phase == "play" and g.hand_no == hand:
        codes = g.legal_codes()
        if not codes:
            return
        yield g, codes
        g.push_code(rng.choice(codes))


def random_hand(ruleset: str, players: int, seed: int):
    """Yield the game after each play of its first hand, played by random legal moves
    (``random.Random(seed)``); stops when the hand ends or nobody can move. The same
    plays as :func:`random_turns`, whose next turn comes after each play."""
    g, hand, played = None, None, False
    for g, _codes in random_turns(ruleset, players, seed):
        if played:  # the game after the play before this turn (still in its hand)
            yield g
        hand, played = g.hand_no, True
    if played and g.hand_no == hand:  # the last play: the hand went on (won, blocked)
        yield g


#: The longest test files (pytest --durations), run first: `make test` gives whole files
#: to two workers, and one of these started last kept a worker busy minutes after the
#: other had finished (test_game_monkey: 395 s of a 29-minute loaded run).
LONGEST_FIRST = ("test_game_monkey.py", "test_pace_count_up.py", "test_game_landing_saved.py",
                 "test_game_timeline.py", "test_pace_score_lands.py")


#: The tests `make test-quick` leaves out (marked ``slow`` here): every test under
#: tests/game (they drive the pygame app frame by frame), these files, and these tests
#: (``file::function``, every parameter of it), each over about a second.
#: tests/project/test_quick_suite.py checks that each one names a test that exists.
SLOW_DIRS = ("tests/game/",)
SLOW_FILES = (
    "tests/bots/test_bots_worker_lanes.py",
    "tests/persistence/test_files_fuzz.py",
    "tests/persistence/test_game_autosave_kill.py",
    "tests/persistence/test_game_landing_saved.py",
)
SLOW_TESTS = (
    "tests/bots/test_bots.py::test_the_hint_is_the_reviews_best_play",
    "tests/bots/test_bots.py::test_run_arena_with_jobs_matches_serial",
    "tests/bots/test_expert_policy.py::test_policy_beats_hards_rollout_rule",
    "tests/engine/test_engine_fuzz.py::test_parse_tile_fuzz",
    "tests/engine/test_engine_fuzz.py::test_game_play_and_parse_reject_non_strings",
    "tests/engine/test_engine_fuzz.py::test_load_record_arbitrary_json",
    "tests/engine/test_engine_fuzz.py::test_mutated_records",
    "tests/i18n/test_i18n.py::test_every_screen_fits",
    "tests/i18n/test_i18n.py::test_every_screen_by_keyboard_alone",
    "tests/i18n/test_i18n.py::test_no_english_literal_reaches_the_screen_without_the_catalog",
    "tests/i18n/test_i18n.py::test_labels_fit_at_the_default_size",
    "tests/persistence/test_game_saves.py::test_every_engine_step_is_saved_and_continue_restores_it",
    "tests/persistence/test_game_saves.py::test_a_finished_game_clears_its_save_and_a_save_at_the_end_counts_once",
    "tests/project/test_licence_texts.py::test_about_shows_each_licence_text_scrollable",
    "tests/tools/test_assets.py::test_regeneration_matches_committed",
)


def _is_slow(item) -> bool:
    path = item.path.relative_to(ROOT).as_posix()
    name = getattr(item, "originalname", item.name)
    return (path.startswith(SLOW_DIRS) or path in SLOW_FILES
            or f"{path}::{name}" in SLOW_TESTS)


def pytest_collection_modifyitems(session, config, items):
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable: the rest
    for item in items:
        if _is_slow(item):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="module")
def art():
    """A TileArt on a 1x1 display, for the tile art tests (test_tiles, test_tile_depth,
    test_rack_tiles_read)."""
    import pygame

    from game.render.tiles import TileArt
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield TileArt()
    pygame.display.quit()


@pytest.fixture(autouse=True)
def _english_again_after_each_test():
    """A game test that switches the language (Polish, Chinese) and fails, or forgets,
    before switching back leaves its worker's later tests in that language (a test of
    English words failed in Chinese, by the order the files ran in): each test ends
    in English. Engine tests never import the game: untouched."""
    yield
    i18n = sys.modules.get("game.i18n")
    if i18n is not None and i18n.language() != "en":
        i18n.set_language("en")
