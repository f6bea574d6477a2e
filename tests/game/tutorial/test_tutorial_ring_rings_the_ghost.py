"""The step's ring, a tile held: round the spot's ghost, not across its pips (it went
round the end's count, which lay on the ghost), and never over the ghost's "+N" chip
or the count's tab by the seam (render/count_tuck)."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

import game.render.ghosts as gh
from game import tutorial as tut
from game.render.count_tuck import tab_boxes
from game.scenes.tutorial.scene import TutorialScene
from tests.game_harness import DT, make_app


def test_the_steps_ring_goes_round_the_held_ghost_off_its_chip_and_the_tab(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(gh, "clock", lambda: now[0])
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index("scoring-double-6-6"))
    app.push(sc)
    app.frame(DT)
    want = sc.session.wanted  # [3|6] first, then [6|6] on its 6 end
    sc.moves.try_play(want.tile, want.code & 255)
    for _ in range(400):
        app.frame(DT)
    want = sc.session.wanted
    sc.select(want.tile)
    app.frame(DT)
    now[0] += 1.0  # (the count's glide to its tab over)
    app.draw()
    pc = want.code & 255
    ghost = gh.held_ghosts(sc.table.board).get(pc)
    assert ghost is not None and sc.table.target()[0] == pc
    tabs = list(tab_boxes(sc.table.board, sc.view.layout).values())
    assert tabs  # (the 6's count: off the ghost, in its tab)
    surf = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    sc.table.draw_target(surf)
    drawn = pygame.mask.from_surface(surf)
    assert drawn.count() > 100  # (a ring was drawn)
    inside = ghost.inflate(-4, -4)
    for box in [inside] + tabs + list(sc.table._labels):
        hit = pygame.mask.Mask(box.size, fill=True)
        assert drawn.overlap_area(hit, box.topleft) == 0, box
