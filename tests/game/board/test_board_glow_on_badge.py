"""A score's glow ring sat where an end's badge
would have been (just ahead of the open end), not on the badge as drawn when the badge
had been moved off a tile: an empty orange ring above the left end double, a green glow
below-right of the "1+1". The glow is centred on the badge as drawn."""

from __future__ import annotations

import pygame

import game.render.overlays as overlays
from game.present.view import TableView
from game.render.text import TextCache
from game.render.tiles import TileArt
from game.scenes.table.payoff import BoardPayoff
from tests.game_harness import make_app, random_boards


def record_rings(monkeypatch) -> list:
    """Glow rings are recorded, not drawn: the list of the points they were put at."""
    seen = []

    class _Ring:
        def __init__(self, pos, radius, still):
            seen.append(pos)
            self.t = 0.0

        def start(self):
            pass

        def draw(self, surf):
            pass

    monkeypatch.setattr(overlays, "GlowRing", _Ring)
    return seen


def test_a_scores_glow_sits_on_the_badge_as_drawn(monkeypatch):
    app = make_app()
    fonts = app.fonts
    old = fonts.text_scale
    seen = record_rings(monkeypatch)
    moved = 0
    try:
        fonts.set_text_scale(2.0)
        ov = overlays.Overlays(app.vp, TextCache(fonts), TileArt())
        surf = pygame.Surface((1280, 720))
        for players in (2, 4):
            for bv, seed, lay in random_boards(app, players, range(10)):
                for kind, pc, _l, box in bv.badge_boxes(lay):
                    if kind != "solid" or box is None or pc is None:
                        continue
                    p = bv.point_pos(pc)
                    if abs(p[0] - box.centerx) + abs(p[1] - box.centery) < 6:
                        continue  # not moved: either place would do
                    v = TableView(players, False)
                    v.layout = lay
                    v.lit = (lay.placed[-1][0], 1.0)
                    v.lit_age = {pc: 0.2}
                    seen.clear()
                    ov.draw_glows(surf, v, bv, True)
                    assert len(seen) == 1
                    gx, gy = seen[0]
                    assert abs(gx - box.centerx) <= 1 and abs(gy - box.centery) <= 1, \
                        (players, seed, pc, seen[0], box)
                    # and the score's burst of light starts from it too
                    gx, gy = BoardPayoff(app.vp, bv).ends(v)[0]
                    assert abs(gx - box.centerx) <= 1 and abs(gy - box.centery) <= 1
                    moved += 1
    finally:
        fonts.set_text_scale(old)
    assert moved >= 10, moved


def test_the_scores_flash_leaves_the_badge_readable():
    """The flash of light at a counted end washed its disc out to an unreadable
    "3". The score's burst (as the table starts it) lights round the badge, not over it."""
    from tests.game_harness import table_app

    app, table = table_app(players=4, seed=2)
    board = table.board
    pay = BoardPayoff(app.vp, board)

    class _C:
        tile, t, points = 7, 0.02, 30

    class _V:
        callouts = [_C()]
        lit_age = {}
        layout = None

    pay.ends = lambda v: [(200.0, 150.0)]
    surf = pygame.Surface((400, 300))
    surf.fill((40, 40, 40))
    pay.sparks(surf, _V(), False)
    r = round(board.badge_radius) - 2
    for dx, dy in ((0, 0), (r, 0), (0, r), (-r, 0), (0, -r)):
        assert tuple(surf.get_at((200 + dx, 150 + dy)))[:3] == (40, 40, 40), (dx, dy)
    assert any(tuple(surf.get_at((200 + d, 150)))[:3] != (40, 40, 40)
               for d in range(r + 4, r + 30))  # the flash is there, round it
