"""Parser fuzzing: arbitrary input never raises anything but the engine's typed errors.

Text goes into ``Move.parse``, ``parse_tile``, ``Layout.play`` and ``Game.play``;
arbitrary JSON values and bytes go into ``engine.record.load_record`` and
``replay_record``. The only exceptions allowed out are ``SniffError`` subclasses
(``InvalidNotationError``, ``IllegalMoveError``, ``RecordError``).
"""

from __future__ import annotations

import json
import random
import sys

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine import Game, Layout, Move, parse_tile
from engine.errors import IllegalMoveError, InvalidNotationError, RecordError, SniffError
from engine.moves import SIDE_NAMES
from engine.record import MAX_RECORD_BYTES, load_record, replay_record
from engine.tiles import NAME
from tests.conftest import SECTION4_RECORD_DOC, fingerprint

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))

# Text that looks like notation now and then.
TOKENS = st.sampled_from(list(NAME) + list(SIDE_NAMES) + ["@", ":", "-", "[", "|", "]", " ",
                                                          "7", "10", "-1", "\x00", "\n", "é"])
NOTATION_ISH = st.lists(TOKENS, max_size=8).map("".join)
TEXT = st.one_of(st.text(max_size=40), NOTATION_ISH, st.binary(max_size=20).map(
    lambda b: b.decode("utf-8", "surrogateescape")))

JSON_SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(-10, 10),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12), NOTATION_ISH,
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=6),
        st.dictionaries(st.one_of(st.text(max_size=8), st.sampled_from(
            ["format", "ruleset", "players", "target", "scores", "hands", "leader", "seed",
             "boneyard", "plays"])), children, max_size=6),
    ),
    max_leaves=40,
)


def _dealt_game(ruleset="american", players=2, seed=11):
    g = Game(ruleset, players, seed=seed)
    g.deal()
    return g


# -- notation ------------------------------------------------------------------------


@given(TEXT)
@FUZZ
def test_parse_tile_fuzz(text):
    try:
        t = parse_tile(text)
    except InvalidNotationError as e:
        assert str(e)
    else:
        assert 0 <= t < 28
        assert parse_tile(NAME[t]) == t


@given(TEXT)
@FUZZ
def test_move_parse_fuzz(text):
    try:
        m = Move.parse(text)
    except InvalidNotationError as e:
        assert str(e)
    else:
        assert Move.parse(str(m)) == m
        assert m.anchor != m.tile


@given(st.lists(TEXT, max_size=6), st.booleans())
@FUZZ
def test_layout_play_fuzz(texts, inline):
    lay = Layout(inline=inline)
    for text in texts:
        before = (lay.total, list(lay.placed), lay.attach_points())
        try:
            lay.play(text)
        except (InvalidNotationError, IllegalMoveError):
            assert (lay.total, list(lay.placed), lay.attach_points()) == before


@given(st.lists(TEXT, max_size=5), st.sampled_from(["american", "sniff61"]),
       st.integers(2, 4), st.integers(0, 1000))
@FUZZ
def test_game_play_fuzz(texts, ruleset, players, seed):
    g = _dealt_game(ruleset, players, seed)
    for text in texts:
        before = fingerprint(g)
        try:
            g.play(text)
        except (InvalidNotationError, IllegalMoveError):
            assert fingerprint(g) == before


@given(st.one_of(JSON_VALUES, st.just(object()), st.just(b"1-4"), st.just(3.5)))
@FUZZ
def test_game_play_and_parse_reject_non_strings(value):
    assume(not isinstance(value, str))
    g = _dealt_game()
    with pytest.raises(SniffError):
        g.play(value)
    with pytest.raises(InvalidNotationError):
        Move.parse(value)
    with pytest.raises(InvalidNotationError):
        parse_tile(value)


def test_game_play_plays_every_near_miss_of_the_notation():
    """Every one-character edit of a legal move is legal, refused, or not notation."""
    g = _dealt_game(seed=4)
    g.play(next(iter(g.legal_moves)))
    alphabet = "0123456789-@:[]|abhilognrcw "
    for mv in list(g.legal_moves)[:3]:
        s = str(mv)
        variants = {s[:i] + s[i + 1:] for i in range(len(s))}
        variants |= {s[:i] + c + s[i:] for i in range(len(s) + 1) for c in alphabet}
        variants |= {s[:i] + c + s[i + 1:] for i in range(len(s)) for c in alphabet}
        for v in sorted(variants):
            c = g.copy()
            try:
                c.play(v)
            except (InvalidNotationError, IllegalMoveError):
                pass


@pytest.mark.parametrize("size", [10_000, 1_000_000])
def test_huge_notation(size):
    g = _dealt_game()
    for text in ("1" * size, "1-4@" * (size // 4), " " * size + "1-4@", "[" * size):
        with pytest.raises(InvalidNotationError):
            Move.parse(text)
        with pytest.raises(InvalidNotationError):
            parse_tile(text)
        with pytest.raises(InvalidNotationError):
            g.play(text)
    # Surrounding whitespace is allowed, however much of it there is.
    assert Move.parse(" " * size + "1-4" + "\n" * size) == Move.parse("1-4")


# -- records ---------------------------------------------------------------------------


def _load(data):
    try:
        return load_record(data)
    except RecordError as e:
        assert str(e)
        return None


@given(JSON_VALUES)
@FUZZ
def test_load_record_arbitrary_json(value):
    text = json.dumps(value)
    _load(text)
    _load(text.encode())
    try:
        replay_record(value)
    except RecordError:
        pass


@given(st.binary(max_size=300))
@FUZZ
def test_load_record_arbitrary_bytes(data):
    _load(data)


@given(st.text(max_size=300))
@FUZZ
def test_load_record_arbitrary_text(text):
    _load(text)


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, prefix + (i,))


SECTION4_PATHS = list(_paths(SECTION4_RECORD_DOC))


@given(st.lists(st.tuples(st.sampled_from(SECTION4_PATHS), JSON_VALUES, st.booleans()),
                min_size=1, max_size=3))
@FUZZ
def test_mutated_records(mutations):
    """A valid record with parts replaced or removed: valid, or a RecordError."""
    doc = json.loads(json.dumps(SECTION4_RECORD_DOC))
    for path, value, delete in mutations:
        if not path:
            doc = value
            continue
        node = doc
        try:
            for k in path[:-1]:
                node = node[k]
            if delete and isinstance(node, dict):
                node.pop(path[-1], None)
            else:
                node[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    try:
        replay_record(doc)
    except RecordError as e:
        assert str(e)
    _load(json.dumps(doc))


@given(st.sampled_from(SECTION4_PATHS[1:]), st.integers(1, 3000), st.sampled_from("[{"))
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
def test_deeply_nested_values_anywhere(path, depth, kind):
    closing = "]" if kind == "[" else "}"
    opening = "[" if kind == "[" else '{"k": '
    nested = opening * depth + ("1" if kind == "{" else "") + closing * depth
    doc = json.loads(json.dumps(SECTION4_RECORD_DOC))
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = "@@NESTED@@"
    text = json.dumps(doc).replace('"@@NESTED@@"', nested)
    _load(text)


def test_deeply_nested_at_the_recursion_limit():
    """Nesting just under what json.loads accepts, from several stack depths."""
    limit = sys.getrecursionlimit()

    def at_depth(n, fn):
        return at_depth(n - 1, fn) if n else fn()

    for field in ("players", "target", "scores", "hands", "format", "ruleset"):
        for depth in range(limit - 80, limit + 5):
            nested = "[" * depth + "]" * depth
            if field == "players":
                text = '{"format": "sniff-record/1", "players": ' + nested + "}"
            else:
                text = '{"format": "sniff-record/1", "players": 2, "' + field + '": [' + nested + "]}"
            for extra in (0, 5, 20):
                at_depth(extra, lambda t=text: _load(t))


@pytest.mark.parametrize("text", [
    "[" * 200_000,
    "{" * 200_000,
    '{"a":' * 100_000,
    "[" * 100_000 + "]" * 100_000,
    '{"format": "sniff-record/1", "players": 2, "hands": ' + "[" * 50_000 + "]" * 50_000 + "}",
])
def test_deeply_nested_json(text):
    assert _load(text) is None
    assert _load(text.encode()) is None


def test_huge_records():
    too_big = '{"format": "sniff-record/1", "pad": "' + "x" * MAX_RECORD_BYTES + '"}'
    with pytest.raises(RecordError, match="too large"):
        load_record(too_big)
    with pytest.raises(RecordError, match="too large"):
        load_record(too_big.encode())
    # Just under the limit: a long list of plays is read and refused at the first bad one.
    doc = json.loads(json.dumps(SECTION4_RECORD_DOC))
    doc["hands"][0]["plays"] = ["1-4"] * 400_000
    with pytest.raises(RecordError, match=r"hands\[0\]\.plays\[1\]"):
        load_record(json.dumps(doc))
    # Many hands: the first one does not finish, so the second is refused.
    first = dict(SECTION4_RECORD_DOC["hands"][0], plays=[])
    doc["hands"] = [first] * 5_000
    text = json.dumps(doc)
    assert len(text) < MAX_RECORD_BYTES
    with pytest.raises(RecordError, match=r"hands\[1\]: hand 0 did not finish"):
        load_record(text)
    # Python values that JSON text cannot even hold: an int too big to print.
    for doc in ({"format": "sniff-record/1", "players": 10**5000},
                {"format": "sniff-record/1", "players": 2, "target": -(10**5000)},
                {"format": "sniff-record/1", "players": 2, "hands": [{"leader": 10**5000}]}):
        with pytest.raises(RecordError, match="out of range"):
            replay_record(doc)
    doc = {"format": "sniff-record/1", "players": 2, "scores": [10**4000, 0], "hands": []}
    _load(json.dumps(doc))
    _load('{"format": "sniff-record/1", "players": ' + "9" * 10_000 + "}")


@given(st.integers(0, 2**64), st.sampled_from(["american", "sniff61"]), st.integers(2, 4),
       st.lists(st.integers(0, 40), max_size=30))
@settings(max_examples=60, deadline=None)
def test_seeded_hands_with_random_plays(seed, ruleset, players, picks):
    """Records with seeded hands and plays picked among legal and illegal moves."""
    g = Game(ruleset, players, seed=0)
    g.deal(leader=0, seed=seed)
    rng = random.Random(seed)
    plays = []
    for p in picks:
        if g.phase != "play":
            break
        legal = [str(m) for m in g.legal_moves]
        mv = legal[p % len(legal)] if p < 30 else NAME[rng.randrange(28)] + "@" + NAME[
            rng.randrange(28)] + ":" + rng.choice(SIDE_NAMES)
        plays.append(mv)
        try:
            g.play(mv)
        except (InvalidNotationError, IllegalMoveError):
            break
    doc = {"format": "sniff-record/1", "ruleset": ruleset, "players": players,
           "hands": [{"seed": seed, "leader": 0, "plays": plays}]}
    _load(json.dumps(doc))
