"""The keyboard's focus (the chosen spot's double ring, the step's target ring, the
chosen hand tile's frame) sits outside the tiles' faces: no pixel of a tile's face
on the board or in the hand is painted in the focus colour (a ring once crossed the
pips of [5|5])."""

from __future__ import annotations

import pygame
import pytest

from engine.tiles import HI, LO
from game import tutorial as tut
from game.scenes.tutorial.scene import TutorialScene
from game.ui import THEME
from tests.game_harness import DT, key, make_app

PLAY_STEPS = [s for _li, _si, s in tut.STEPS if s.kind != "info"]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Nothing is read from or written to the real user folders."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))


def _focus_on_face(screen, face: pygame.Surface, topleft) -> int:
    """How many opaque pixels of ``face`` (drawn at ``topleft``) show the focus colour."""
    focus = tuple(THEME.focus[:3])
    n = 0
    x0, y0 = topleft
    for y in range(face.get_height()):
        for x in range(face.get_width()):
            if face.get_at((x, y)).a < 255:
                continue
            p = (x0 + x, y0 + y)
            if screen.get_rect().collidepoint(p) and tuple(screen.get_at(p))[:3] == focus:
                n += 1
    return n


def _faces_crossed(app, sc) -> list:
    """The tiles (board and hand) whose face shows focus-coloured pixels."""
    app.draw()
    screen = app.screen
    board = sc.table.board
    out = []
    u = board.camera.unit
    for t, _pc in sc.view.layout.placed if sc.view.layout is not None else ():
        pl, r = board.placement(t), board.tile_rect(t)
        face = board.art.face(pl.first, pl.second, pl.vertical, u)
        at = face.get_rect(center=r.center).topleft
        if _focus_on_face(screen, face, at):
            out.append(("board", t))
    for t, r in sc.hand_rects():
        face = sc.table.art.face(LO[t], HI[t], r.h > r.w, min(r.w, r.h))
        if _focus_on_face(screen, face, face.get_rect(center=r.center).topleft):
            out.append(("hand", t))
    return out


def test_no_focus_ring_crosses_a_tiles_face():
    app = make_app(["--tutorial"], reduced_motion=True)
    checked = 0
    for step in PLAY_STEPS:
        sc = TutorialScene(app, start=tut.step_index(step.id))
        app.push(sc)
        app.frame(DT)
        if sc.session.must_draw:
            app.pop()
            continue
        want = sc.session.wanted
        while sc.sel != want.tile:
            key(pygame.K_RIGHT)
            app.frame(DT)
        for _ in range(max(1, len(sc.spots()))):  # every spot the focus can be on
            assert not _faces_crossed(app, sc), (step.id, sc.moves.focus_spot())
            checked += 1
            key(pygame.K_DOWN)
            app.frame(DT)
        app.pop()
    assert checked >= len(PLAY_STEPS)


@pytest.mark.parametrize("step_id", ["scoring-open-1-4", "scoring-zero", "doubles-opening-2-2"])
def test_no_ring_crosses_the_opening_tiles_ghost(step_id):
    """On the empty table the chosen tile's ghost is the spot (the board draws no ring
    there): the step's pulsing ring was drawn across the ghost's pips."""
    from game.render.ghosts import held_ghosts
    app = make_app(["--tutorial"], reduced_motion=True)
    sc = TutorialScene(app, start=tut.step_index(step_id))
    app.push(sc)
    app.frame(DT)
    key(pygame.K_RIGHT)
    app.frame(DT)
    assert sc.sel == sc.session.wanted.tile
    app.draw()
    ghost = held_ghosts(sc.table.board).get(sc.session.wanted.code & 255)
    assert ghost is not None
    inside = ghost.inflate(-ghost.w // 4, -ghost.h // 4)  # the face, clear of its frame
    focus = tuple(THEME.focus[:3])
    hits = [(x, y) for x in range(inside.left, inside.right)
            for y in range(inside.top, inside.bottom)
            if tuple(app.screen.get_at((x, y)))[:3] == focus]
    assert not hits, hits[:5]
