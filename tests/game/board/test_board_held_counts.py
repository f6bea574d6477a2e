"""While a tile is held, every open end's count stays in sight (a new player wanted the
ends' numbers while choosing; they were hidden under the ghosts), on the screen, clear of
every tile, ghost, other count and chip; and each spot's "+N" / quiet "+0" chip lies
against its own ghost (a "+0" floated alone in the felt, 110 px from the ghost by the
boneyard's panel). Over held tiles of random board states: both rule sets, 2 to 4
players, 100 % and 200 % text."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.render.ghosts import held_ghosts
from game.render.held_marks import ghost_out
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


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("ruleset,players", [("american", 2), ("american", 4),
                                             ("sniff61", 3)])
def test_every_count_shows_and_every_chip_sits_by_its_ghost_while_a_tile_is_held(
        ruleset, players, scale):
    app = make_app()
    app.fonts.set_text_scale(scale)
    counts = chips = moved = 0
    far, hidden = [], []
    for seed, bv, lay, _tile, legal in _held(app, ruleset, players, range(5)):
        ghosts = held_ghosts(bv)
        assert ghosts, (seed, legal)
        screen = pygame.Rect((0, 0), app.screen.get_size())
        tiles = [bv.tile_rect(t) for t, _p in lay.placed]
        chip_of = {pc: bv.spot_label_box(pc, "+10") for pc in ghosts}
        marks = [(pc, box) for _k, pc, _l, box in bv.shown_badges(lay) if box is not None]
        for pc, chip in chip_of.items():
            # against its own ghost (a few px off), on none, in the board's area
            assert chip.collidelist(list(ghosts.values())) < 0, (seed, pc, chip)
            assert bv.camera.rect.contains(chip), (seed, pc, chip)
            if _gap(chip, ghosts[pc]) > 4 * max(2, bv.vp.length(3)):
                # only a ghost by the board's edge (no room for a chip past it)
                room = ghosts[pc].inflate(2 * chip.w, 2 * chip.h)
                assert not bv.camera.rect.contains(room), (seed, pc, chip, ghosts[pc])
                far.append((seed, pc, chip))
            chips += 1
        for i, (pc, box) in enumerate(marks):
            # every count: on the screen, on no tile, ghost, other count or chip
            assert screen.contains(box), (seed, pc, box)
            assert box.collidelist(tiles) < 0, (seed, pc, box)
            assert all(not box.colliderect(b) for _p, b in marks[:i]), (seed, pc, box)
            if box.collidelist(list(ghosts.values()) + list(chip_of.values())) >= 0:
                hidden.append((seed, pc, box))
            counts += 1
            moved += pc in ghosts
    assert counts > 100 and chips > 40 and moved > 40, (counts, chips, moved)
    # (a crowded corner by the board's edge at 200 %: a chip a little further out, a
    # count left at rest; a few in a hundred at most)
    assert len(far) * 10 <= chips, far
    assert len(hidden) * 40 <= counts, hidden


def test_a_count_beside_its_ghost_sits_at_the_seam_of_its_end():
    """The count steps aside, not away: beside where its end meets the ghost (within a
    tile's width of the seam, along its end's tile or the ghost), not off past the
    ghost."""
    app = make_app()
    near = far = 0
    for _seed, bv, lay, _tile, _legal in _held(app, "american", 2, range(4)):
        ghosts = held_ghosts(bv)
        for _k, pc, _l, box in bv.shown_badges(lay):
            if box is None or pc not in ghosts:
                continue
            (ex, ey), (dx, dy) = bv.end_edge(pc)
            back = (ex - box.centerx) * dx + (ey - box.centery) * dy
            if abs(back) <= bv.camera.unit + 2:
                near += 1
            else:  # past the ghost's outer end: only where both sides are taken
                far += 1
                o = ghost_out(bv, pc, ghosts[pc])
                assert (box.centerx - ghosts[pc].centerx) * o[0] + (
                    box.centery - ghosts[pc].centery) * o[1] > 0
    assert near > 20 and far * 10 <= near, (near, far)
