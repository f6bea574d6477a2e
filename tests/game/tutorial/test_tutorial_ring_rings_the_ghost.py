"""The step's ring, a tile held: round the spot's ghost, not across its pips (it went
round the end's count, which lay on the ghost), and never over the ghost's "+N" chip
or its preview of the end it makes (render/ghost_counts); the count the ghost lies on
(the 6 the [6|6] goes on) is not drawn while it shows."""

from __future__ import annotations

import pygame

import game.render.ghosts as gh
from game import tutorial as tut
from game.render.ghost_counts import preview_boxes
from game.render.mark_words import double_label
from game.scenes.tutorial.scene import TutorialScene
from tests.game_harness import DT, make_app


def test_the_steps_ring_goes_round_the_held_ghost_off_its_chip_and_its_preview(monkeypatch):
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
    now[0] += 1.0  # (the ghost's pulse at rest)
    app.draw()
    pc = want.code & 255
    ghost = gh.held_ghosts(sc.table.board).get(pc)
    assert ghost is not None and sc.table.target()[0] == pc
    board = sc.table.board
    previews = preview_boxes(board, sc.view.layout)
    assert pc in previews  # (the [6|6]'s new end: "6+6" on the ghost)
    assert previews[pc][1] == double_label(6)
    shown = [b for _k, p, _l, b in board.shown_badges(sc.view.layout) if b is not None]
    assert all(b.collidelist([ghost]) < 0 for b in shown)  # (the 6: not drawn under it)
    tabs = [p[2] for p in previews.values()]
    surf = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    sc.table.draw_target(surf)
    drawn = pygame.mask.from_surface(surf)
    assert drawn.count() > 100  # (a ring was drawn)
    inside = ghost.inflate(-4, -4)
    for box in [inside] + tabs + list(sc.table._labels):
        hit = pygame.mask.Mask(box.size, fill=True)
        assert drawn.overlap_area(hit, box.topleft) == 0, box
