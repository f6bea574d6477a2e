"""The tutorial's "+N" callout pops in free felt: over every step of every lesson, at
every frame it shows, its plate covers no tile, count disc or spot ring (the taught
tiles stay in sight while the points show)."""

from __future__ import annotations

import pytest

from game import tutorial as tut
from game.scenes.tutorial.scene import TutorialScene
from tests.game_harness import DT, make_app

PLAY_STEPS = [s for _li, _si, s in tut.STEPS if s.kind != "info"]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Nothing is read from or written to the real user folders."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


def _covered(sc) -> list:
    """``(what, rect)`` of everything on the board the callout must leave in sight."""
    board = sc.table.board
    lay = sc.view.layout
    out = [("tile", board.tile_rect(t)) for t, _pc in sc.view.board]
    if lay is not None:
        out += [("disc", box) for _k, _pc, _l, box in board.badge_boxes(lay)]
        out += [("ring", board.ring_box(pc, lay)) for pc, *_r in lay.slots]
        if lay.sniff >= 0:
            out.append(("tag", board.whole_box(lay, lay.sniff)))
    return [(what, r) for what, r in out if r is not None]


def _watch(app, sc, seen: list, frames: int = 400) -> None:
    for _ in range(frames):
        app.frame(DT)
        app.draw()
        for rect in sc.table.callout_rects:
            seen.append(sc.step.id)
            assert sc.table.area().contains(rect), (sc.step.id, rect)
            hit = [(what, r) for what, r in _covered(sc) if rect.colliderect(r)]
            assert not hit, (sc.step.id, rect, hit)
        if not sc.busy and (sc.session.finished or sc.can_play or sc.session.must_draw):
            return


@pytest.mark.parametrize("still", [False, True])
def test_the_points_callout_never_covers_a_tile_a_disc_or_a_ring(still):
    app = make_app(["--tutorial"], speed="fast", reduced_motion=still)
    seen: list = []
    for step in PLAY_STEPS:
        sc = TutorialScene(app, start=tut.step_index(step.id))
        app.push(sc)
        _watch(app, sc, seen)
        while not sc.session.finished:
            if sc.session.must_draw:
                sc.draw_tile()
            else:
                want = sc.session.wanted
                assert sc.try_play(want.tile, want.code & 255), step.id
            _watch(app, sc, seen)
        app.pop()
    scoring = {s for s in seen}
    assert len(scoring) >= 8, scoring  # the scoring plays of the lessons were seen
