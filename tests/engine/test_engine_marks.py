"""Layout.marks(): the rule book's marks (solid counted ends, hollow rings) as data."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import Layout
from engine.moves import SIDE_NAMES
from engine.tiles import NAME
from tests.conftest import EXAMPLES


def _layout(plays, inline=False):
    lay = Layout(inline)
    for p in plays:
        lay.play(p)
    return lay


@pytest.mark.parametrize("ex", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_marks_agree_with_the_figures(ex):
    lay = _layout(ex["plays"])
    marks = lay.marks()
    ends = Counter((NAME[t], v) for kind, _pc, t, v in marks if kind == "end")
    assert ends == Counter(tuple(e) for e in ex["counted_ends"])
    # every attach point has exactly one mark: a counted end or a hollow ring (its pips)
    points = {(NAME[pc >> 3], SIDE_NAMES[pc & 7]): (kind, v) for kind, pc, _t, v in marks
              if pc is not None}
    assert set(points) == {(a, s) for a, s, _p in ex["attach_points"]}
    for a, s, pips in ex["attach_points"]:
        kind, v = points[(a, s)]
        assert kind == "end" or v == pips
    # the American sniff counted whole before its branches open sits on the tile
    whole = [(t, v) for kind, pc, t, v in marks if pc is None]
    if ex["sniff"] and any(s in ("a", "b") and a == ex["sniff"]
                           for a, s, _p in ex["attach_points"]):
        assert [(NAME[t], v) for t, v in whole] == [(ex["sniff"], 2 * int(ex["sniff"][0]))]
    else:
        assert whole == []


def test_sniff61_side_tile_is_a_counted_end_that_takes_no_tile():
    lay = _layout(["4-4", "4-6@4-4:a", "1-4@4-4:b", "2-4@4-4:branch-a"], inline=True)
    marks = lay.marks()
    side = [m for m in marks if m[2] == lay.placed[-1][0]]
    assert side == [("end", lay.placed[-1][0] << 3 | 0, lay.placed[-1][0], 2)]  # 2-4's low end
    attach = {a << 3 | s for a, s, _p in lay.attach_points()}
    assert side[0][1] not in attach
    # the empty long side is an attach point that counts nothing: a ring with the 4
    assert ("ring", lay.sniff << 3 | 5, lay.sniff, 4) in marks
    assert sum(v for kind, _pc, _t, v in marks if kind == "end") == lay.total


@pytest.mark.parametrize("ex", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_mark_terms_add_up_to_the_total(ex):
    """mark_terms: each counted end's terms sum to its value (a double counted whole is
    its two halves, each its pips; any other end one term), and all of them to the
    layout's total."""
    from engine.layout import mark_terms
    from engine.tiles import IS_DOUBLE, LO
    lay = _layout(ex["plays"])
    terms = [(t, v, mark_terms(t, v)) for kind, _pc, t, v in lay.marks() if kind == "end"]
    assert sum(sum(x) for _t, _v, x in terms) == lay.total
    for t, v, x in terms:
        assert sum(x) == v
        assert len(x) == (2 if IS_DOUBLE[t] and LO[t] and v == 2 * LO[t] else 1)
        assert len(x) == 1 or x == (LO[t], LO[t])


def test_a_double_counted_whole_is_both_halves_and_one_half_is_not():
    from engine.layout import mark_terms
    from engine.tiles import parse_tile
    four = parse_tile("4-4")
    assert mark_terms(four, 8) == (4, 4)
    assert mark_terms(four, 4) == (4,)  # a branch end counting one half
    assert mark_terms(parse_tile("0-0"), 0) == (0,)
    assert mark_terms(parse_tile("2-4"), 4) == (4,)
