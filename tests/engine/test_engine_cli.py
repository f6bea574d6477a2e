"""``python -m engine`` as a user runs it: output formats and the error contract.

Every failure must exit with status 2 and print exactly one line on stderr that
names what is wrong (the play, or the record's field) -- never a traceback.
"""

from __future__ import annotations

import json

import pytest

from engine.tiles import NAME
from tests.conftest import SECTION4_RECORD_DOC, TS, assert_clean_failure, rest_of_set, run_cli
from tests.engine.test_engine_rules import (
    AMERICAN_DOMINOES,
    BLOCK_HANDS_61_2P,
    BLOCK_HANDS_AMERICAN,
    BLOCK_PLAYS_61,
    BLOCK_PLAYS_AMERICAN,
    NONLEADER_DOMINO,
    PASS_BONE,
    PASS_HANDS,
    SECTION4_BONE,
    SECTION4_HANDS,
    SECTION4_PLAYS,
)

# The shapes of RULES.md section 4: the keys of each event, in order.
SHAPES = {
    "play": ["event", "seat", "play", "total", "points", "scores"],
    "draw": ["event", "seat", "tile"],
    "pass": ["event", "seat"],
    "hand_end": ["event", "how", "seat", "pips", "change", "scores"],
    "game_end": ["event", "winner", "scores"],
}


def hand(hands, plays, boneyard=None, leader=0):
    """One hand of a record: ``hands`` per seat and the boneyard's front in notation."""
    hl = [TS(h) for h in hands]
    front = TS(boneyard) if boneyard else []
    out = {"hands": [h.split() for h in hands],
           "boneyard": [NAME[t] for t in front + rest_of_set(*hl, front)],
           "plays": list(plays)}
    if leader is not None:
        out["leader"] = leader
    return out


def record(ruleset, players, *hands, **extra):
    doc = {"format": "sniff-record/1", "ruleset": ruleset, "players": players}
    doc.update(extra)
    doc["hands"] = list(hands)
    return doc


SECTION4_RECORD = record("american", 2, hand(SECTION4_HANDS, SECTION4_PLAYS, SECTION4_BONE),
                         target=250, scores=[0, 0])


def test_section4_record_is_the_one_in_rules_md():
    assert SECTION4_RECORD == SECTION4_RECORD_DOC


def run_record(tmp_path, doc, name="game.json"):
    path = tmp_path / name
    if isinstance(doc, (bytes, bytearray)):
        path.write_bytes(doc)
    elif isinstance(doc, str):
        path.write_text(doc, encoding="utf-8")
    else:
        path.write_text(json.dumps(doc), encoding="utf-8")
    return run_cli("run", str(path))


def events_of(proc):
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = [json.loads(line) for line in proc.stdout.splitlines()]
    for e in out:
        assert list(e) == SHAPES[e["event"]], e
    return out


# -- run: the event stream ---------------------------------------------------------


def test_run_section4_example_prints_exactly_the_section4_shapes(tmp_path):
    proc = run_record(tmp_path, SECTION4_RECORD)
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout == (
        '{"event": "play", "seat": 0, "play": "1-4", "total": 5, "points": 5, '
        '"scores": [5, 0]}\n'
        '{"event": "play", "seat": 1, "play": "3-4@1-4:high", "total": 4, "points": 0, '
        '"scores": [5, 0]}\n'
        '{"event": "play", "seat": 0, "play": "1-1@1-4:low", "total": 5, "points": 5, '
        '"scores": [10, 0]}\n'
    )


def test_run_reads_the_record_from_stdin(tmp_path):
    proc = run_cli("run", "-", stdin=json.dumps(SECTION4_RECORD))
    assert proc.stdout == run_record(tmp_path, SECTION4_RECORD).stdout
    assert proc.returncode == 0


def test_run_draws_a_pass_and_team_scores(tmp_path):
    doc = record("american", 4, hand(PASS_HANDS, ["6-6", "5-6@6-6:a", "3-5@5-6:low"], PASS_BONE))
    out = events_of(run_record(tmp_path, doc))
    assert out[0] == {"event": "play", "seat": 0, "play": "6-6", "total": 12, "points": 0,
                      "scores": [0, 0]}
    assert out[1:9] == [{"event": "draw", "seat": 1, "tile": t} for t in PASS_BONE.split()]
    assert out[9:] == [
        {"event": "play", "seat": 1, "play": "5-6@6-6:a", "total": 17, "points": 0,
         "scores": [0, 0]},
        {"event": "pass", "seat": 2},
        {"event": "play", "seat": 3, "play": "3-5@5-6:low", "total": 15, "points": 15,
         "scores": [0, 15]},
    ]


def test_run_blocked_hand_then_a_drawn_lead(tmp_path):
    doc = record("american", 2, hand(BLOCK_HANDS_AMERICAN, BLOCK_PLAYS_AMERICAN),
                 {"seed": 7, "leader": 1, "plays": []})
    out = events_of(run_record(tmp_path, doc))
    assert [e["event"] for e in out] == ["play"] * 10 + ["draw"] * 14 + ["hand_end"]
    assert [e["total"] for e in out[:10]] == [1, 1, 2, 0, 3, 4, 0, 5, 6, 0]
    assert out[7]["scores"] == [0, 5]
    assert {e["seat"] for e in out[10:24]} == {0}
    assert out[-1] == {"event": "hand_end", "how": "blocked", "seat": None, "pips": [113, 13],
                       "change": [-115, -15], "scores": [-115, -10]}


def test_run_sniff61_bonus_game_end_follows_hand_end(tmp_path):
    doc = record("sniff61", 2, hand(BLOCK_HANDS_61_2P, BLOCK_PLAYS_61), scores=[50, 0])
    out = events_of(run_record(tmp_path, doc))
    assert out[-2:] == [
        {"event": "hand_end", "how": "blocked", "seat": 0, "pips": [1, 94], "change": [19, 0],
         "scores": [69, 2]},
        {"event": "game_end", "winner": 0, "scores": [69, 2]},
    ]
    assert out[5] == {"event": "play", "seat": 1, "play": "0-4@0-6:low", "total": 10,
                      "points": 2, "scores": [50, 2]}


def test_run_immediate_win_prints_game_end_and_nothing_after(tmp_path):
    doc = record("american", 2, hand(SECTION4_HANDS, SECTION4_PLAYS, SECTION4_BONE),
                 scores=[240, 0])
    out = events_of(run_record(tmp_path, doc))
    assert out[-2:] == [
        {"event": "play", "seat": 0, "play": "1-1@1-4:low", "total": 5, "points": 5,
         "scores": [250, 0]},
        {"event": "game_end", "winner": 0, "scores": [250, 0]},
    ]


def test_run_every_shape_appears(tmp_path):
    seen = set()
    docs = [
        SECTION4_RECORD,
        record("american", 4, hand(PASS_HANDS, ["6-6", "5-6@6-6:a"], PASS_BONE)),
        record("sniff61", 2, hand(BLOCK_HANDS_61_2P, BLOCK_PLAYS_61), scores=[50, 0]),
    ]
    for i, doc in enumerate(docs):
        seen |= {e["event"] for e in events_of(run_record(tmp_path, doc, f"r{i}.json"))}
    assert seen == set(SHAPES)


def test_run_leaders_decided_by_the_rules_may_be_left_out(tmp_path):
    nl = NONLEADER_DOMINO
    doc = record("american", 2, hand(nl["hands"], nl["plays"], nl["boneyard"]),
                 {"seed": 3, "plays": []})
    out = events_of(run_record(tmp_path, doc))
    assert out[-1]["event"] == "hand_end" and out[-1]["seat"] == 1
    s61 = record("sniff61", 2, hand(BLOCK_HANDS_61_2P, BLOCK_PLAYS_61),
                 hand(BLOCK_HANDS_61_2P[::-1], BLOCK_PLAYS_61, leader=None))
    out = events_of(run_record(tmp_path, s61, "s61.json"))
    # Hand 2 is led by seat 1 (holding hand 1's seat-0 tiles): the same block, mirrored.
    ends = [e for e in out if e["event"] == "hand_end"]
    assert [e["seat"] for e in ends] == [0, 1]
    assert ends[1]["scores"] == [2 + 19, 19 + 2]


# -- run: bad records ---------------------------------------------------------------


def _mut(doc, fn):
    doc = json.loads(json.dumps(doc))
    fn(doc)
    return doc


def _set(path, value):
    def fn(doc):
        node = doc
        for k in path[:-1]:
            node = node[k]
        node[path[-1]] = value
    return fn


def _del(path):
    def fn(doc):
        node = doc
        for k in path[:-1]:
            node = node[k]
        del node[path[-1]]
    return fn


S4 = SECTION4_RECORD
H0 = ["hands", 0]
A_HANDS, A_PLAYS = AMERICAN_DOMINOES[0].values[:2]
AMERICAN_DOMINO_3P = hand(A_HANDS, A_PLAYS)

BAD_RECORDS = [
    # the deal
    ("not a full set", _mut(S4, lambda d: d["hands"][0]["boneyard"].pop()),
     ["hands[0]", "boneyard has 13"]),
    ("duplicate tile", _mut(S4, _set(H0 + ["boneyard", 13], "1-4")),
     ["hands[0]", "1-4", "twice"]),
    ("wrong hand sizes", _mut(S4, lambda d: d["hands"][0]["boneyard"].append(
        d["hands"][0]["hands"][0].pop())), ["hands[0]", "seat 0 has 6 tiles"]),
    ("tile out of the set", _mut(S4, _set(H0 + ["hands", 0, 0], "1-7")),
     ["hands[0].hands[0][0]", "1-7"]),
    ("tile not a string", _mut(S4, _set(H0 + ["hands", 1, 2], 14)),
     ["hands[0].hands[1][2]", "string"]),
    ("hand not a list", _mut(S4, _set(H0 + ["hands", 1], "3-4 1-2")),
     ["hands[0].hands[1]", "list"]),
    ("hands of a hand not a list", _mut(S4, _set(H0 + ["hands"], {"0": []})),
     ["hands[0].hands", "list"]),
    ("three hands for two players", _mut(S4, lambda d: d["hands"][0]["hands"].append([])),
     ["hands[0]", "2 hands"]),
    ("boneyard missing", _mut(S4, _del(H0 + ["boneyard"])), ["hands[0].boneyard", "missing"]),
    ("boneyard not a list", _mut(S4, _set(H0 + ["boneyard"], "0-1")),
     ["hands[0].boneyard", "list"]),
    ("seed and hands", _mut(S4, _set(H0 + ["seed"], 3)), ["hands[0]", "seed"]),
    ("seed not a number", {"format": "sniff-record/1", "players": 2,
                           "hands": [{"seed": "3", "leader": 0}]}, ["hands[0].seed"]),
    # the leader
    ("leader missing on the first hand", _mut(S4, _del(H0 + ["leader"])),
     ["hands[0].leader", "missing"]),
    ("leader not a number", _mut(S4, _set(H0 + ["leader"], "0")), ["hands[0].leader"]),
    ("leader a boolean", _mut(S4, _set(H0 + ["leader"], True)), ["hands[0].leader"]),
    ("leader out of range", _mut(S4, _set(H0 + ["leader"], 2)), ["hands[0].leader", "range"]),
    ("American leader after a domino by seat 0",
     record("american", 3, AMERICAN_DOMINO_3P, hand(A_HANDS, [], leader=1)),
     ["hands[1]", "leader 1", "seat 0"]),
    ("American leader after a domino by seat 1",
     record("american", 2, hand(NONLEADER_DOMINO["hands"], NONLEADER_DOMINO["plays"],
                                NONLEADER_DOMINO["boneyard"]),
            hand(SECTION4_HANDS, [], SECTION4_BONE, leader=0)),
     ["hands[1]", "leader 0", "seat 1"]),
    ("American lead after a block not given",
     record("american", 2, hand(BLOCK_HANDS_AMERICAN, BLOCK_PLAYS_AMERICAN),
            hand(SECTION4_HANDS, [], SECTION4_BONE, leader=None)),
     ["hands[1].leader", "missing"]),
    ("Sniff 61 rotation", record("sniff61", 2, hand(BLOCK_HANDS_61_2P, BLOCK_PLAYS_61),
                                 hand(BLOCK_HANDS_61_2P, [], leader=0)),
     ["hands[1]", "leader 0", "seat 1"]),
    # the plays
    ("illegal play", _mut(S4, _set(H0 + ["plays", 1], "5-5@1-4:low")),
     ["hands[0].plays[1]", "5-5@1-4:low", "does not match"]),
    ("tile not in hand", _mut(S4, _set(H0 + ["plays", 1], "1-1@1-4:low")),
     ["hands[0].plays[1]", "1-1", "not in seat 1"]),
    ("malformed play", _mut(S4, _set(H0 + ["plays", 2], "1-1@1-4:left")),
     ["hands[0].plays[2]", "left"]),
    ("play not a string", _mut(S4, _set(H0 + ["plays", 0], 14)),
     ["hands[0].plays[0]", "string"]),
    ("play a list", _mut(S4, _set(H0 + ["plays", 0], ["1-4"])), ["hands[0].plays[0]"]),
    ("plays not a list", _mut(S4, _set(H0 + ["plays"], "1-4")), ["hands[0].plays", "list"]),
    ("plays after the game ended",
     _mut(S4, lambda d: (d.update(scores=[240, 0]), d["hands"][0]["plays"].append("1-2@1-1:b"))),
     ["hands[0].plays[3]", "1-2@1-1:b", "game was already over"]),
    ("hand after the game ended",
     _mut(S4, lambda d: (d.update(scores=[240, 0]), d["hands"].append(d["hands"][0]))),
     ["hands[1]", "game was already over"]),
    ("plays after the hand ended",
     record("american", 2, hand(BLOCK_HANDS_AMERICAN, BLOCK_PLAYS_AMERICAN + ["1-1"])),
     ["hands[0].plays[10]", "1-1", "hand was already over"]),
    ("next hand before this one ended", _mut(S4, lambda d: d["hands"].append(d["hands"][0])),
     ["hands[1]", "did not finish"]),
    # the top level
    ("players a string", _mut(S4, _set(["players"], "2")), ["players", "whole number"]),
    ("players out of range", _mut(S4, _set(["players"], 5)), ["players", "range"]),
    ("players missing", _mut(S4, _del(["players"])), ["players"]),
    ("players a float", _mut(S4, _set(["players"], 2.0)), ["players"]),
    ("hands not a list", _mut(S4, _set(["hands"], {"0": 1})), ["hands", "list"]),
    ("hands missing", _mut(S4, _del(["hands"])), ["hands"]),
    ("a hand not an object", _mut(S4, _set(["hands", 0], [])), ["hands[0]", "object"]),
    ("scores not a list", _mut(S4, _set(["scores"], "0 0")), ["scores", "list"]),
    ("scores wrong length", _mut(S4, _set(["scores"], [0, 0, 0])), ["scores"]),
    ("score not a number", _mut(S4, _set(["scores"], [0, "5"])), ["scores[1]"]),
    ("target a string", _mut(S4, _set(["target"], "250")), ["target"]),
    ("target zero", _mut(S4, _set(["target"], 0)), ["target", "range"]),
    ("format wrong", _mut(S4, _set(["format"], "sniff-record/2")), ["format"]),
    ("format missing", _mut(S4, _del(["format"])), ["format"]),
    ("ruleset unknown", _mut(S4, _set(["ruleset"], "chess")), ["ruleset"]),
    ("ruleset not a string", _mut(S4, _set(["ruleset"], ["american"])), ["ruleset"]),
    ("a list, not an object", [S4], ["JSON object"]),
    ("a number", 7, ["JSON object"]),
    ("null", None, ["JSON object"]),
]


@pytest.mark.parametrize("doc,needles", [pytest.param(d, n, id=i) for i, d, n in BAD_RECORDS])
def test_run_bad_record(tmp_path, doc, needles):
    proc = run_record(tmp_path, doc)
    line = assert_clean_failure(proc, "game.json", *needles)
    # What was replayed before the fault is still printed, as valid events.
    for out in proc.stdout.splitlines():
        assert list(json.loads(out)) == SHAPES[json.loads(out)["event"]]
    assert len(line) < 400


@pytest.mark.parametrize("data", [
    pytest.param(b"", id="empty"),
    pytest.param(b"{", id="truncated"),
    pytest.param(b'{"format": "sniff-record/1",}', id="trailing comma"),
    pytest.param(b"\xff\xfe\x00garbage\x80", id="binary"),
    pytest.param(b"\x89PNG\r\n\x1a\n" + bytes(range(256)), id="png"),
    pytest.param(b"[" * 100_000, id="deeply nested"),
    pytest.param(b'{"a": ' * 50_000 + b"1" + b"}" * 50_000, id="deeply nested objects"),
    pytest.param(b"NaN", id="NaN"),
    pytest.param(b'"sniff-record/1"', id="a string"),
    pytest.param(b"1" * 5000, id="a huge number"),
])
def test_run_unreadable_json(tmp_path, data):
    assert_clean_failure(run_record(tmp_path, data), "game.json")


def test_run_huge_file(tmp_path):
    doc = _mut(S4, _set(["padding"], "x" * (5 * 1024 * 1024)))
    assert_clean_failure(run_record(tmp_path, doc), "game.json", "too large")


def test_run_huge_list_of_plays(tmp_path):
    doc = _mut(S4, _set(H0 + ["plays"], ["1-4"] * 200_000))
    assert_clean_failure(run_record(tmp_path, doc), "game.json", "hands[0].plays[1]")


def test_run_file_not_found(tmp_path):
    missing = tmp_path / "no-such-record.json"
    assert_clean_failure(run_cli("run", str(missing)), "no-such-record.json", "cannot read")


def test_run_a_directory(tmp_path):
    assert_clean_failure(run_cli("run", str(tmp_path)), str(tmp_path), "cannot read")


def test_run_without_a_file():
    assert_clean_failure(run_cli("run"), "usage")


# -- replay: the error contract ------------------------------------------------------


@pytest.mark.parametrize("plays,needles", [
    pytest.param(["1-4", "1-7@1-4:low"], ["play 2", "1-7@1-4:low", "pips run from 0 to 6"],
                 id="no such tile"),
    pytest.param(["x"], ["play 1", "'x'", "not a tile"], id="not a tile"),
    pytest.param(["1-4", "1-1@1-4"], ["play 2", "1-1@1-4", "SIDE"], id="no side"),
    pytest.param(["1-4", "1-1@1-4:left"], ["play 2", "left", "not a side"], id="bad side"),
    pytest.param(["1-4", "1-1:low"], ["play 2", "1-1:low", "anchor"], id="side without anchor"),
    pytest.param(["1-4", "1-4@1-4:low"], ["play 2", "onto itself"], id="onto itself"),
    pytest.param(["[1|4"], ["play 1", "[1|4"], id="half a bracket"),
    pytest.param([""], ["play 1", "empty"], id="empty"),
    pytest.param(["1-4", "5-5@1-4:low"], ["play 2", "5-5@1-4:low", "does not match"],
                 id="does not match"),
    pytest.param(["1-4", "1-4@1-4:high"], ["play 2", "onto itself"], id="replayed tile"),
    pytest.param(["1-4", "2-4@1-4:high", "4-5@1-4:high"], ["play 3", "covered by 2-4"],
                 id="covered side"),
    pytest.param(["1-4", "2-6@3-3:a"], ["play 2", "3-3 is not on the table"],
                 id="anchor not placed"),
    pytest.param(["1-4", "2-2"], ["play 2", "not empty"], id="second opening"),
    pytest.param(["1-1@1-4:low"], ["play 1", "layout is empty"], id="anchor on empty layout"),
    pytest.param(["1-4", "1-1@1-4:a"], ["play 2", "not a double"], id="a on a non-double"),
    pytest.param(["2-2", "2-3@2-2:low"], ["play 2", "is a double"], id="low on a double"),
    pytest.param(["2-2", "2-3@2-2:branch-a"], ["play 2", "branches open only"],
                 id="branch too early"),
    pytest.param(["2-2", "2-3@2-2:a", "3-3@2-3:high", "3-4@3-3:branch-a"],
                 ["play 4", "not the sniff"], id="branch of a later double"),
])
def test_replay_errors(plays, needles):
    assert_clean_failure(run_cli("replay", *plays), "replay", *needles)


def test_replay_sniff61_side_tile_takes_nothing():
    plays = ["4-4", "4-6@4-4:a", "1-4@4-4:b", "2-4@4-4:branch-a"]
    proc = run_cli("replay", "--ruleset", "sniff61", *plays)
    out = json.loads(proc.stdout)
    assert out["sniff"] == "4-4"
    assert out["steps"] == [{"total": 8, "points": 0}, {"total": 10, "points": 2},
                            {"total": 7, "points": 0}, {"total": 9, "points": 0}]
    assert out["counted_ends"] == [["1-4", 1], ["2-4", 2], ["4-6", 6]]
    assert out["attach_points"] == [["1-4", "low", 1], ["4-4", "branch-b", 4],
                                    ["4-6", "high", 6]]
    bad = run_cli("replay", "--ruleset", "sniff61", *plays, "2-2@2-4:low")
    assert_clean_failure(bad, "play 5", "2-2@2-4:low", "never takes a tile")


def test_replay_stdin_stops_at_the_bad_line():
    text = "1-4 1-1@1-4:low\n2-2 2-5@2-2:a\n1-4 6-6@1-4:high\n0-0\n"
    proc = run_cli("replay", stdin=text)
    assert_clean_failure(proc, "stdin line 3", "play 2", "6-6@1-4:high", "does not match")
    lines = proc.stdout.splitlines()
    assert len(lines) == 2
    assert json.loads(lines[0])["total"] == 6 and json.loads(lines[1])["total"] == 9


@pytest.mark.parametrize("env", [None, {"PYTHONIOENCODING": "utf-8:strict"}],
                         ids=["default", "strict stdin"])
def test_replay_stdin_not_utf8(env):
    proc = run_cli("replay", stdin=b"1-4\n\xff\xfe 1-4\n", env=env)
    assert_clean_failure(proc, "stdin line 2")
    assert len(proc.stdout.splitlines()) == 1


def test_replay_stdin_blank_line_is_an_empty_layout():
    proc = run_cli("replay", stdin="\n2-2\n")
    assert proc.returncode == 0
    empty, one = (json.loads(x) for x in proc.stdout.splitlines())
    assert empty == {"sniff": None, "attach_points": [], "counted_ends": [], "total": 0,
                     "points": 0, "steps": []}
    assert one["total"] == 4


@pytest.mark.parametrize("args,needles", [
    pytest.param([], ["usage"], id="no command"),
    pytest.param(["fly"], ["usage", "fly"], id="unknown command"),
    pytest.param(["replay", "--ruleset", "chess", "1-4"], ["usage", "chess"], id="ruleset"),
    pytest.param(["replay", "--bogus"], ["usage", "--bogus"], id="unknown flag"),
])
def test_usage_errors(args, needles):
    assert_clean_failure(run_cli(*args), *needles)
