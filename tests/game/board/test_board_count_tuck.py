"""A count a held tile's ghost lies on glides into its tab by the seam and back: eased
over a moment (count_tuck.TUCK_SECONDS), a little at each frame (a count that moved
aside at once read as "the 2 jumps up and left"), never hidden on the way, and all the
way back to where it rests when the tile is put down. Over held tiles of random board
states: both rule sets, 2 to 4 players, 100 % and 200 % text."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest

import game.render.ghosts as gh
from game.render.count_tuck import TUCK_SECONDS, drawn_marks, tucking
from tests.game.board.test_board_held_counts import _held
from tests.game_harness import make_app

FRAME = 1 / 60


@pytest.fixture
def clock(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(gh, "clock", lambda: now[0])
    return now


def _drawn(bv, lay) -> dict:
    """Point -> the box its count is drawn in now (tabs on their way included)."""
    return {m[1]: m[3] for m, _font, _moved in drawn_marks(bv, lay) if m[3] is not None}


def _path(bv, lay, clock, frames: int) -> list[dict]:
    out = [_drawn(bv, lay)]
    for _ in range(frames):
        clock[0] += FRAME
        out.append(_drawn(bv, lay))
    return out


def _steps(path, pc) -> list[float]:
    cs = [p[pc].center for p in path if pc in p]
    return [((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 for a, b in zip(cs, cs[1:])]


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("ruleset,players", [("american", 2), ("american", 4),
                                             ("sniff61", 3)])
def test_a_count_glides_to_its_tab_and_back_a_little_each_frame(
        ruleset, players, scale, clock):
    app = make_app()
    app.fonts.set_text_scale(scale)
    frames = round(TUCK_SECONDS / FRAME) + 3
    glides = 0
    for seed, bv, lay, tile, legal in _held(app, ruleset, players, range(4), every=4):
        bv.hold(None)
        rest = _drawn(bv, lay)
        bv.hold(tile, legal)
        tabs = {m[1]: m[3] for m in bv.shown_badges(lay) if m[3] is not None}
        out = _path(bv, lay, clock, frames)
        assert not tucking(bv), seed  # (settled: the scene may rest)
        bv.hold(None)
        back = _path(bv, lay, clock, frames)
        assert not tucking(bv) and back[-1] == rest, seed  # all the way back
        for pc, was in rest.items():
            assert out[0][pc] == was, (seed, pc)  # (the first frame: where it was)
            assert out[-1][pc] == tabs[pc], (seed, pc)
            if tabs[pc] == was:
                continue
            glides += 1
            d = ((tabs[pc].centerx - was.centerx) ** 2
                 + (tabs[pc].centery - was.centery) ** 2) ** 0.5
            for path in (out, back):
                steps = _steps(path, pc)
                # eased: no frame takes more than a quarter of the way (nor a jump of
                # more than a few px on a short way), and it is on its way for a moment
                assert max(steps) <= max(4.0, d / 4), (seed, pc, d, steps)
                assert sum(1 for s in steps if s > 0) >= 5, (seed, pc, steps)
            # never hidden on the way: it is drawn at every frame, in the play area
            assert all(pc in p and bv.camera.rect.colliderect(p[pc]) for p in out + back)
        bv.hold(tile, legal)
        bv.hold(None)
        clock[0] += 1.0
    assert glides > 20, glides


def test_a_count_turns_back_from_where_it_is_when_the_tile_is_put_down_mid_way(clock):
    """Put down before its tab is reached, a count turns back from where it is (no
    jump to its tab, or to its rest, first)."""
    app = make_app()
    seen = 0
    for _seed, bv, lay, tile, legal in _held(app, "american", 2, range(3), every=4):
        bv.hold(None)
        rest = _drawn(bv, lay)
        bv.hold(tile, legal)
        moving = [pc for pc, b in rest.items()
                  if next(m[3] for m in bv.shown_badges(lay) if m[1] == pc) != b]
        half = _path(bv, lay, clock, 4)
        bv.hold(None)
        turned = _path(bv, lay, clock, round(TUCK_SECONDS / FRAME) + 3)
        for pc in moving:
            a, b = half[-1][pc].center, turned[0][pc].center
            assert abs(a[0] - b[0]) + abs(a[1] - b[1]) <= 2, (pc, a, b)
            assert turned[-1][pc] == rest[pc]
            seen += 1
        clock[0] += 1.0
    assert seen > 5, seen


def test_the_table_keeps_drawing_while_a_count_glides(clock):
    """The scene is told something moves (it draws every frame) while a count glides,
    and rests once it is there."""
    app = make_app()
    for _seed, bv, lay, tile, legal in _held(app, "american", 2, range(2), every=4):
        bv.hold(None)
        rest = _drawn(bv, lay)
        bv.hold(tile, legal)
        if all(m[3] == rest.get(m[1]) for m in bv.shown_badges(lay) if m[3] is not None):
            continue
        _drawn(bv, lay)
        clock[0] += FRAME
        assert tucking(bv) and gh.ghost_pulsing(bv)
        clock[0] += 1.0
        _drawn(bv, lay)
        assert not tucking(bv)
        return
    pytest.fail("no count a ghost lies on")

