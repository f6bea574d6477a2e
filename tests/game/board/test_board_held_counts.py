"""While a tile is held, a count its ghost lies on (at rest a count sits just beyond its
end, where a tile played there lies) makes room: it rests in a small tab by the seam
between its end tile and the ghost, off every ghost and every "+N" chip, so the ghost's
pips and its chip read (drawn over the ghost, "the numbers cover the tile I'm about to
place"); a count no ghost touches stays exactly where it is. Each spot's "+N" / quiet
"+0" chip lies against its own ghost, clear of every count. Over held tiles of random
board states: both rule sets, 2 to 4 players, 100 % and 200 % text. (How a count gets
to its tab, a glide and never a jump: test_board_count_tuck.)"""
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


def _seam_gap(bv, pc, box) -> float:
    """Px from open end ``pc``'s seam (the middle of its edge) to ``box``."""
    (ex, ey), _way = bv.end_edge(pc)
    dx = max(box.left - ex, ex - box.right, 0)
    dy = max(box.top - ey, ey - box.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("ruleset,players", [("american", 2), ("american", 4),
                                             ("sniff61", 3)])
def test_a_count_a_ghost_lies_on_rests_by_its_seam_off_every_ghost_and_chip(
        ruleset, players, scale):
    app = make_app()
    app.fonts.set_text_scale(scale)
    counts = chips = tucked = stayed = 0
    far = []
    for seed, bv, lay, tile, legal in _held(app, ruleset, players, range(5)):
        ghosts = held_ghosts(bv)
        assert ghosts, (seed, legal)
        gs = list(ghosts.values())
        rest = _at_rest(bv, lay, tile, legal)
        held = list(bv.shown_badges(lay))
        assert [m[:3] for m in held] == [m[:3] for m in rest]  # the same counts, in order
        marks = []
        for (_k, pc, _lab, box), (_k2, _p2, _l2, was) in zip(held, rest):
            if box is None:  # (the sniff counted whole: its "3+3" tag against the tile)
                box = was = bv.whole_box(lay, lay.sniff)
                if box is None:
                    continue
            counts += 1
            if was.collidelist(gs) < 0:
                assert box == was, (seed, pc, box, was)  # no ghost on it: it stays
            elif box != was:  # in its tab: off every ghost, by its own seam, smaller
                tucked += 1
                assert box.collidelist(gs) < 0, (seed, pc, box, gs)
                assert bv.camera.rect.contains(box), (seed, pc, box)
                assert box.h < was.h or scale > 1, (seed, pc, box, was)
                assert _seam_gap(bv, pc, box) <= 2.5 * bv.camera.unit, (seed, pc, box)
            else:
                stayed += 1  # (no room anywhere near: drawn over the ghost as before)
            marks.append(box)
        for pc in ghosts:
            chip = bv.spot_label_box(pc, "+10")
            # against its own ghost (a few px off), on none, on no count, in the area
            assert chip.collidelist(gs) < 0, (seed, pc, chip)
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
    assert counts > 100 and chips > 40 and tucked > 40, (counts, chips, tucked)
    assert stayed * 20 <= tucked, (stayed, tucked)  # a tab found nearly always
    # (a crowded corner by the board's edge at 200 %: a chip a little further out)
    assert len(far) * 10 <= chips, far


def test_once_in_its_tab_nothing_of_a_count_is_left_on_the_ghost():
    """Drawn with the tile held (the glide over), the ghost where the count rested
    reads as the ghost alone: its pixels there are those of the ghosts drawn without
    any count, and the tab's are the count's."""
    import game.render.ghosts as gh
    app = make_app()
    seen = 0
    now = [0.0]
    real = gh.clock
    gh.clock = lambda: now[0]
    try:
        for _seed, bv, lay, tile, legal in _held(app, "american", 2, range(3), every=4):
            ghosts = held_ghosts(bv)
            rest = _at_rest(bv, lay, tile, legal)
            shown = bv.shown_badges(lay)
            surf = pygame.Surface(app.screen.get_size())
            bv.draw_badges(surf, lay)  # (its glide starts)
            now[0] += 1.0
            surf.fill((0, 0, 0))
            bv.draw_badges(surf, lay)
            bv.draw_spots(surf, [s[0] for s in lay.slots], legal, {}, None, None, tile)
            bare = pygame.Surface(app.screen.get_size())
            bv.draw_spots(bare, [s[0] for s in lay.slots], legal, {}, None, None, tile)
            for (_k, pc, _l, was), (_k2, _p, _l2, box) in zip(rest, shown):
                if was is None or box == was or pc not in ghosts:
                    continue
                assert surf.get_at(was.center) == bare.get_at(was.center), (pc, was)
                assert surf.get_at((box.centerx, box.top + 2)) != (0, 0, 0), (pc, box)
                seen += 1
            bv.hold(None)
            now[0] += 1.0
            bv.draw_badges(surf, lay)
    finally:
        gh.clock = real
    assert seen > 10, seen
