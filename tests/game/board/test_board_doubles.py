"""Doubles look like doubles (issue 31): a double in the line lies crossways and is never
the corner of a turn (a tile on a double's short end read as a second sniff). The line
turns only after an ordinary tile, and only when its next tile would not fit: past the
bounds' size, or into the line. Checked play by play over random hands of both rulesets
and 2-4 players, and on the tutorial's lesson 4 figures (a double on a sniff's line)."""

from __future__ import annotations

import pytest

from engine.layout import Layout
from engine.moves import OPEN_CODE
from engine.rules import AMERICAN
from engine.tiles import IS_DOUBLE, NAME
from game.maps import load_map, table_map_name
from game.render.board import BoardView
from game.render.geometry import CLEAR_AHEAD
from game.scenes.tutorial.board import BOARD
from game.tutorial import LESSONS, load_examples
from game.ui import Viewport
from tests.conftest import random_hand

EPS = 0.02


def _hits(a, b) -> bool:
    return a[0] < b[2] - EPS and b[0] < a[2] - EPS and a[1] < b[3] - EPS and b[1] < a[3] - EPS


def _check_play(geo, tile: int, point: int, bounds) -> str | None:
    """What is wrong with where ``tile`` (just laid on ``point``) lies; None if nothing.
    Also returns "turn" for a (rightful) turn, so the caller can count them."""
    if point == OPEN_CODE:
        return None
    e = geo.exits[point]
    pl = geo.tiles[tile]
    along = e.dx == 0  # the arm runs up or down: a tile along it stands
    anchor = point >> 3
    if IS_DOUBLE[tile]:
        if tile == geo.sniff:
            return None  # the sniff (in line in Sniff 61) is not a crossways double
        if pl.vertical == along:
            return "double along its arm"
        return None
    turned = pl.vertical != along
    if not turned:
        return None
    if IS_DOUBLE[anchor]:
        return "turn at a double" + (" (the sniff)" if anchor == geo.sniff else "")
    # the straight way: the tile's centre a tile's half-length ahead of the end
    x, y = e.ahead(1.0)
    hw, hh = (0.5, 1.0) if along else (1.0, 0.5)
    straight = (x - hw, y - hh, x + hw, y + hh)
    others = [geo.tiles[t].rect for t in geo.order if t != tile]
    xs0 = min([r[0] for r in others] + [straight[0]])
    ys0 = min([r[1] for r in others] + [straight[1]])
    xs1 = max([r[2] for r in others] + [straight[2]])
    ys1 = max([r[3] for r in others] + [straight[3]])
    bx, by = bounds
    leaves = xs1 - xs0 > 2 * bx + EPS or ys1 - ys0 > 2 * by + EPS
    # into the line: a tile within the room ahead the straight tile keeps (a double and
    # the tile on it, which both go straight on), or beside it (an end's ring)
    ax, ay = e.ahead(2.0 + CLEAR_AHEAD)
    run = (min(straight[0], ax) - 1.0, min(straight[1], ay) - 1.0,
           max(straight[2], ax) + 1.0, max(straight[3], ay) + 1.0)
    blocked = any(_hits(run, r) for r in others if r != geo.tiles[anchor].rect)
    if not (leaves or blocked):
        return "a turn with felt to spare"
    return "turn"


def _replay(bv, plays):
    """Lay ``plays`` ([(tile, point)]) out one by one as the table does; yield
    (tile, point, problem) after each."""
    for n in range(1, len(plays) + 1):
        bv.sync(plays[:n], snap=True)
        tile, point = plays[n - 1]
        assert not bv.geom.jammed
        yield tile, point, _check_play(bv.geom, tile, point, bv.bounds)


@pytest.mark.parametrize("ruleset", ["american", "sniff61"])
def test_doubles_lie_crossways_and_the_line_turns_only_after_an_ordinary_tile(ruleset):
    vp = Viewport((1280, 720))
    states = doubles = turns = 0
    bad = []
    for players in (2, 3, 4):
        area = load_map(table_map_name(players)).anchor("layout")
        for seed in range(60):
            bv = None
            plays = []
            for g in random_hand(ruleset, players, seed):
                if bv is None:
                    bv = BoardView(vp, None, None, area, g.rules.inline_sniff)
                plays = list(g.layout.placed)
                before = {t: bv.geom.tiles[t] for t in bv.geom.order}
                bv.sync(plays, snap=True)
                geo = bv.geom
                # tiles never move: the layout is built tile by tile, as played
                assert all(geo.tiles[t] == p for t, p in before.items()), (players, seed)
                tile, point = plays[-1]
                problem = _check_play(geo, tile, point, bv.bounds)
                states += 1
                doubles += IS_DOUBLE[tile] and tile != geo.sniff
                turns += problem == "turn"
                if problem not in (None, "turn"):
                    bad.append((players, seed, len(plays), NAME[tile], problem))
            if bv is not None:  # and no two tiles of the finished layout overlap
                rects = [bv.geom.tiles[t].rect for t in bv.geom.order]
                assert not any(_hits(a, b) for i, a in enumerate(rects) for b in rects[:i])
    assert not bad, bad[:10]
    assert states >= 1500 and doubles >= 150 and turns >= 150, (states, doubles, turns)


def _lesson_figures(lesson_id: str) -> list[str]:
    (lesson,) = [les for les in LESSONS if les.id == lesson_id]
    return sorted({s.figure for s in lesson.steps if s.figure})


@pytest.mark.parametrize("figure", _lesson_figures("branches"))
def test_the_tutorials_lines_from_the_sniff_lay_out_under_the_rule(figure):
    """Lesson 4 ("Lines from the sniff") puts [5|5] on a branch and [0|5] on it: [0|5]
    hung on the double's short end, a turn at the double. Each of its figures, laid out
    on the tutorial's board, keeps the rule; [0|5] goes straight on past [5|5]."""
    lay = Layout(AMERICAN.inline_sniff)
    for p in load_examples()[figure]["plays"]:
        lay.play(p)
    plays = list(lay.placed)
    bv = BoardView(Viewport((1280, 720)), None, None, BOARD, AMERICAN.inline_sniff)
    problems = [(NAME[t], why) for t, _p, why in _replay(bv, plays) if why not in (None, "turn")]
    assert not problems, problems
    names = {NAME[t]: bv.geom.tiles[t] for t, _p in plays}
    if "0-5" in names:
        d, t = names["5-5"], names["0-5"]
        # the double across a line going up or down: [0|5] stands in line beyond it
        assert not d.vertical and t.vertical and t.cx == d.cx, (d, t)
