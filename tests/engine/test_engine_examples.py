"""Every worked example of seed 000 (tests/examples.json), through the API and the CLI.

attach_points and counted_ends are compared as multisets: the order inside
examples.json is not consistent (the inferred example lists them in play order).
"""

from __future__ import annotations

import json

import pytest

from engine import AMERICAN, Game, Layout, Move
from engine.moves import SIDE_NAMES
from engine.tiles import NAME
from tests.conftest import EXAMPLES, EXAMPLES_DOC, TS, multiset, rest_of_set, run_cli

IDS = [ex["id"] for ex in EXAMPLES]


def test_examples_file_is_the_american_figures():
    assert EXAMPLES_DOC["ruleset"] == "american"
    assert len(EXAMPLES) == 12
    assert len(set(IDS)) == len(IDS)


def _layout_json(lay: Layout) -> dict:
    return {
        "sniff": NAME[lay.sniff] if lay.sniff >= 0 else None,
        "attach_points": [[NAME[a], SIDE_NAMES[s], p] for a, s, p in lay.attach_points()],
        "counted_ends": [[NAME[t], v] for t, v in lay.counted_ends()],
        "total": lay.total,
    }


def _check_final(ex: dict, got: dict) -> None:
    assert got["sniff"] == ex["sniff"]
    assert multiset(got["attach_points"]) == multiset(ex["attach_points"])
    assert multiset(got["counted_ends"]) == multiset(ex["counted_ends"])
    assert got["total"] == ex["total"]
    assert sum(v for _, v in got["counted_ends"]) == ex["total"]


@pytest.mark.parametrize("ex", EXAMPLES, ids=IDS)
def test_example_through_layout(ex):
    lay = Layout(inline=False)
    steps = []
    for p in ex["plays"]:
        total = lay.play(p)
        assert total == lay.total
        steps.append({"total": total, "points": AMERICAN.points(total)})
    _check_final(ex, _layout_json(lay))
    assert steps[-1]["points"] == ex["points"]
    if "steps" in ex:
        assert steps == ex["steps"]
    moves = [Move.parse(p) for p in ex["plays"]]
    assert lay.placed == [(m.tile, m.code & 255) for m in moves]


@pytest.mark.parametrize("ex", EXAMPLES, ids=IDS)
def test_example_through_game(ex):
    """Seats 0 and 1 of a two-player game play the example's tiles alternately."""
    tiles = [Move.parse(p).tile for p in ex["plays"]]
    mine = [tiles[0::2], tiles[1::2]]
    filler = rest_of_set(tiles)
    hands = []
    for own in mine:
        need = 7 - len(own)
        hands.append(own + filler[:need])
        filler = filler[need:]
    g = Game("american", 2, seed=1)
    g.deal(hands=hands, boneyard=filler, leader=0)
    plays = []
    for i, p in enumerate(ex["plays"]):
        assert g.turn == i % 2
        assert p in g.legal_moves
        events = g.play(p)
        assert events[0].kind == "play" and events[0].seat == i % 2
        assert str(events[0].move) == str(Move.parse(p))
        plays.append(events[0])
    _check_final(ex, _layout_json(g.layout))
    assert plays[-1].total == ex["total"]
    assert plays[-1].points == ex["points"]
    if "steps" in ex:
        assert [{"total": e.total, "points": e.points} for e in plays] == ex["steps"]
    # American points are raw pips: the scores are the sums of each seat's plays.
    for seat in (0, 1):
        assert g.scores[seat] == sum(e.points for e in plays if e.seat == seat)


def _check_cli_output(ex: dict, out: dict) -> None:
    assert set(out) == {"sniff", "attach_points", "counted_ends", "total", "points", "steps"}
    _check_final(ex, out)
    assert out["points"] == ex["points"]
    assert len(out["steps"]) == len(ex["plays"])
    assert out["steps"][-1] == {"total": ex["total"], "points": ex["points"]}
    if "steps" in ex:
        assert out["steps"] == ex["steps"]
    # The CLI prints both lists sorted by (tile, side name).
    keys = [(a, s) for a, s, _ in out["attach_points"]]
    assert keys == sorted(keys)
    tiles = [t for t, _ in out["counted_ends"]]
    assert tiles == sorted(tiles)


@pytest.mark.parametrize("ex", EXAMPLES, ids=IDS)
def test_example_through_cli_arguments(ex):
    proc = run_cli("replay", *ex["plays"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert len(lines) == 1
    _check_cli_output(ex, json.loads(lines[0]))


def test_all_examples_through_cli_stdin_in_one_process():
    text = "".join(" ".join(ex["plays"]) + "\n" for ex in EXAMPLES)
    proc = run_cli("replay", stdin=text)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert len(lines) == len(EXAMPLES)
    for ex, line in zip(EXAMPLES, lines):
        _check_cli_output(ex, json.loads(line))


def test_cli_ruleset_flag_american_is_the_default():
    ex = EXAMPLES[IDS.index("sniff-text-example")]
    a = run_cli("replay", *ex["plays"])
    b = run_cli("replay", "--ruleset", "american", *ex["plays"])
    assert a.returncode == b.returncode == 0
    assert a.stdout == b.stdout


def test_example_prefixes_agree_with_shorter_examples():
    """The figures build on each other: a longer example's prefix is a shorter example."""
    by_plays = {tuple(ex["plays"]): ex for ex in EXAMPLES}
    checked = 0
    for ex in EXAMPLES:
        lay = Layout()
        for i, p in enumerate(ex["plays"]):
            lay.play(p)
            shorter = by_plays.get(tuple(ex["plays"][:i + 1]))
            if shorter is not None and shorter is not ex:
                _check_final(shorter, _layout_json(lay))
                checked += 1
    assert checked >= 10


def test_example_tiles_are_distinct_and_parse():
    for ex in EXAMPLES:
        tiles = [Move.parse(p).tile for p in ex["plays"]]
        assert len(set(tiles)) == len(tiles)
        assert TS(" ".join(NAME[t] for t in tiles)) == tiles
