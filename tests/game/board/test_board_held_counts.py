"""While a tile is held, every open end's count stays exactly where it is when nothing is
held, its size the same (a new player lost the numbers as they jumped aside of the
ghosts, and before that as they hid under them), on the screen and drawn on top of the
ghost; and each spot's "+N" / quiet "+0" chip lies against its own ghost, clear of every
count. Over held tiles of random board states: both rule sets, 2 to 4 players, 100 % and
200 % text."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.render.ghosts import held_ghosts
from tests.conftest import random_turns
from tests.game_harness import make_app


def _board(app, players, inline):
    from game.maps import load_map, table_map_name
    from game.render.board import BoardView
    from game.render.text import TextCache
    from game.render.tiles import TileArt
    return BoardView(app.vp, TextCache(app.fonts), TileArt(),
                     load_map(table_map_name(players)).anchor("layout"), inline)


def _held(app, ruleset, players, seeds, every: int = 3):
    """``(seed, board, layout, tile, legal)``: every ``every``-th turn of random hands,
    each tile that fits held on the board synced to that state."""
    bv = _board(app, players, ruleset == "sniff61")
    for seed in seeds:
        for k, (g, codes) in enumerate(random_turns(ruleset, players, seed)):
            lay = g.layout
            if not lay.placed or k % every:
                continue
            bv.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
            bv._mark_layout = lay
            for tile in sorted({c >> 8 for c in codes}):
                legal = [c & 255 for c in codes if c >> 8 == tile]
                bv.hold(tile, legal)
                yield seed, bv, lay, tile, legal
            bv.hold(None)


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """Px between two rects (0 where they touch or overlap)."""
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom, 0)


def _at_rest(bv, lay, tile, legal):
    """The marks with nothing held (the board told so), then held again."""
    bv.hold(None)
    rest = list(bv.shown_badges(lay))
    bv.hold(tile, legal)
    return rest


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("ruleset,players", [("american", 2), ("american", 4),
                                             ("sniff61", 3)])
def test_no_count_moves_and_every_chip_sits_by_its_ghost_clear_of_counts_while_held(
        ruleset, players, scale):
    app = make_app()
    app.fonts.set_text_scale(scale)
    counts = chips = covered = 0
    far = []
    for seed, bv, lay, tile, legal in _held(app, ruleset, players, range(5)):
        ghosts = held_ghosts(bv)
        assert ghosts, (seed, legal)
        screen = pygame.Rect((0, 0), app.screen.get_size())
        rest = _at_rest(bv, lay, tile, legal)
        held = list(bv.shown_badges(lay))
        # every count's place and size identical with and without the tile held
        assert held == rest, (seed, tile, legal)
        # (None: the sniff counted whole, its "3+3" tag against the tile)
        marks = [b for b in (box if box is not None else bv.whole_box(lay, lay.sniff)
                             for _k, _pc, _l, box in held) if b is not None]
        for box in marks:
            assert screen.contains(box), (seed, box)
            covered += box.collidelist(list(ghosts.values())) >= 0
            counts += 1
        for pc in ghosts:
            chip = bv.spot_label_box(pc, "+10")
            # against its own ghost (a few px off), on none, on no count, in the area
            assert chip.collidelist(list(ghosts.values())) < 0, (seed, pc, chip)
            assert chip.collidelist(marks) < 0, (seed, pc, chip, marks)
            assert bv.camera.rect.contains(chip), (seed, pc, chip)
            if _gap(chip, ghosts[pc]) > 4 * max(2, bv.vp.length(3)):
                # only a ghost by the board's edge (no room for a chip past it, kept
                # its gap off the ghost)
                gap = 2 * max(2, bv.vp.length(3))
                room = ghosts[pc].inflate(2 * chip.w + gap, 2 * chip.h + gap)
                assert not bv.camera.rect.contains(room), (seed, pc, chip, ghosts[pc])
                far.append((seed, pc, chip))
            chips += 1
    assert counts > 100 and chips > 40 and covered > 40, (counts, chips, covered)
    # (a crowded corner by the board's edge at 200 %: a chip a little further out)
    assert len(far) * 10 <= chips, far


def test_a_count_under_a_ghost_is_drawn_on_top_of_it():
    """The count's disc reads as at rest over the ghost: the pixels at its centre and
    edge are those drawn with nothing held, not the ghost's."""
    app = make_app()
    seen = 0
    for _seed, bv, lay, tile, legal in _held(app, "american", 2, range(3), every=4):
        ghosts = held_ghosts(bv)
        for _k, pc, _l, box in bv.shown_badges(lay):
            if box is None or pc not in ghosts or not box.colliderect(ghosts[pc]):
                continue
            rest = pygame.Surface(app.screen.get_size())
            bv.hold(None)
            bv.draw_badges(rest, lay)
            bv.hold(tile, legal)
            surf = pygame.Surface(app.screen.get_size())
            bv.draw_badges(surf, lay)
            bv.draw_spots(surf, [s[0] for s in lay.slots], legal, {}, None, None, tile)
            for pt in (box.center, (box.centerx, box.top + 2)):
                assert surf.get_at(pt) == rest.get_at(pt), (pc, box, pt)
            seen += 1
    assert seen > 10, seen
