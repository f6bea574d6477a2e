"""While a tile is held no count moves or changes size: a count a held tile's ghost lies
on (at rest a count sits just beyond its end, where a tile played there lies) is simply
not drawn while that ghost shows, every other count stays exactly where it rests, from
the first frame on (no glide: players read a count that glided into a tab as "the end
numbers shrink and jump"). The ghost carries the preview instead: its outer half (the
new open end) shows, in a count's own disc, the number that end would count after the
play, as the engine counts it. Nothing overlaps: previews, counts and "+N" chips. Over
held tiles of random board states: both rule sets, 2 to 4 players, 100 % and 200 %
text."""

from __future__ import annotations

import pygame
import pytest

import game.render.ghosts as gh
from game.render.ghost_counts import preview_boxes
from game.render.ghosts import held_ghosts
from game.render.mark_words import label_count
from tests.conftest import random_turns
from tests.game_harness import make_app

CASES = [("american", 2), ("american", 4), ("sniff61", 3), ("sniff61", 2)]


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


def _boxes(bv, lay) -> dict:
    """Point -> the box its count is drawn in now (the sniff counted whole: its tag)."""
    out = {}
    for _k, pc, _l, box in bv.shown_badges(lay):
        box = box if box is not None else bv.whole_box(lay, lay.sniff)
        if box is not None:
            out[pc] = box
    return out


def _at_rest(bv, lay, tile, legal) -> dict:
    """The counts' boxes with nothing held (the board told so), then held again."""
    bv.hold(None)
    rest = _boxes(bv, lay)
    bv.hold(tile, legal)
    return rest


@pytest.fixture
def clock(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(gh, "clock", lambda: now[0])
    return now


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("ruleset,players", CASES)
def test_no_count_moves_or_shrinks_while_a_tile_is_held_one_under_a_ghost_is_not_drawn(
        ruleset, players, scale, clock):
    app = make_app()
    app.fonts.set_text_scale(scale)
    kept = hidden = 0
    for seed, bv, lay, tile, legal in _held(app, ruleset, players, range(5)):
        gs = list(held_ghosts(bv).values())
        rest = _at_rest(bv, lay, tile, legal)
        frames = []
        for _ in range(4):  # the first frame held and the next ones: all the same
            frames.append((_boxes(bv, lay), {pc: p[2] for pc, p in preview_boxes(bv).items()}))
            clock[0] += 1 / 60
        assert all(f == frames[0] for f in frames), (seed, tile, frames)
        held, _previews = frames[0]
        for pc, was in rest.items():
            if was.collidelist(gs) >= 0:  # a ghost lies on it: not drawn, not moved
                assert pc not in held, (seed, pc, was, held.get(pc))
                hidden += 1
            else:  # exactly where it rests, its own size
                assert held.get(pc) == was, (seed, pc, held.get(pc), was)
                kept += 1
        assert set(held) <= set(rest), (seed, held, rest)
        bv.hold(None)
        assert _boxes(bv, lay) == rest  # put down: all of them back, none moved
    assert kept > 60 and hidden > 40, (kept, hidden)


def _inner_half(ghost, half) -> pygame.Rect:
    """The half of ``ghost`` that is not ``half`` (none for a double: its whole ghost
    is its outer half)."""
    if half == ghost:
        return pygame.Rect(ghost.center, (0, 0))
    inner = ghost.copy()
    if half.w < ghost.w:
        inner.w = ghost.w - half.w
        inner.x = ghost.x if half.x > ghost.x else half.right
    else:
        inner.h = ghost.h - half.h
        inner.y = ghost.y if half.y > ghost.y else half.bottom
    return inner.inflate(-2, -2)


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("ruleset,players", CASES)
def test_each_ghosts_preview_lies_on_its_outer_half_off_every_tile_count_chip_and_preview(
        ruleset, players, scale):
    app = make_app()
    app.fonts.set_text_scale(scale)
    seen = off = 0
    for seed, bv, lay, _tile, _legal in _held(app, ruleset, players, range(5)):
        ghosts = held_ghosts(bv)
        previews = preview_boxes(bv)
        counts = list(_boxes(bv, lay).values())
        halo = bv.badge_halo
        chips = {pc: bv.spot_label_box(pc, "+10") for pc in ghosts}
        boxes = [p[2] for p in previews.values()]
        tiles = [r for r in (bv.tile_rect(t) for t, _p in lay.placed) if r is not None]
        near = 2 * max(2, app.vp.length(3)) + 2
        for pc, (_kind, _label, box, _font, half) in previews.items():
            # by the outer half (the new end: past its outer end or beside it, touching
            # it where no room is free), never by the inner one (where the tile meets
            # its end)
            assert box.inflate(near, near).colliderect(half), (seed, pc, box, half)
            assert not box.colliderect(_inner_half(ghosts[pc], half)), (seed, pc, box, half)
            # off every ghost's pips where there is room (they hid the new end's pips)
            off += box.collidelist([g.inflate(-2, -2) for g in ghosts.values()]) < 0
            assert box.collidelist(tiles) < 0, (seed, pc, box)
            assert box.collidelist([c.inflate(2 * halo, 2 * halo) for c in counts]) < 0, (
                seed, pc, box, counts)
            assert box.collidelist(list(chips.values())) < 0, (seed, pc, box, chips)
            assert sum(box.colliderect(b) for b in boxes) == 1, (seed, pc, boxes)
            seen += 1
        for pc, chip in chips.items():  # (a chip on no count either)
            assert chip.collidelist(counts) < 0, (seed, pc, chip, counts)
    assert seen > 40 and off >= 0.9 * seen, (seen, off)


@pytest.mark.parametrize("ruleset,players", CASES)
def test_a_ghosts_preview_reads_what_the_engine_counts_for_its_new_end(ruleset, players):
    """The preview's number is the count of the tile's end on the layout after the play
    (the engine's own layout, played on a copy): "3" for a 3 end, "5+5" for a double
    across an end (both halves count), a ring's pips for an end that counts nothing."""
    app = make_app()
    seen = set()
    for seed, bv, lay, tile, _legal in _held(app, ruleset, players, range(5)):
        for pc, (kind, label, _box, _font, _half) in preview_boxes(bv).items():
            after = lay.copy()
            after.apply(tile << 8 | pc)
            mine = [m for m in after.marks() if m[2] == tile]
            ends = [m for m in mine if m[0] == "end"]
            want = ends[0] if ends else mine[0]
            assert kind == ("solid" if ends else "ring"), (seed, tile, pc, kind, mine)
            if ends:  # what it adds to the Total ("5+5": 10)
                assert label_count(label) == want[3], (seed, tile, pc, label, want)
            else:  # the pips a tile there must show
                assert label == str(want[3]), (seed, tile, pc, label, want)
            seen.add((kind, "+" in label))
    assert ("solid", False) in seen and ("solid", True) in seen, seen


def test_held_the_counts_elsewhere_are_pixel_still_and_none_is_left_on_a_ghost(clock):
    """Drawn with the tile held, the board's counts no ghost lies on are the very
    pixels they are with nothing held; where a count under a ghost rested, the ghost
    (and its preview) is drawn, not the count."""
    app = make_app()
    seen = still = 0
    for _seed, bv, lay, tile, legal in _held(app, "american", 2, range(3), every=4):
        ghosts = held_ghosts(bv)
        gs = list(ghosts.values())
        rest = _at_rest(bv, lay, tile, legal)
        bv.hold(None)
        before = pygame.Surface(app.screen.get_size())
        bv.draw_badges(before, lay)
        bv.hold(tile, legal)
        surf = pygame.Surface(app.screen.get_size())
        bv.draw_badges(surf, lay)
        bv.draw_spots(surf, [s[0] for s in lay.slots], legal, {}, None, None, tile)
        bare = pygame.Surface(app.screen.get_size())
        bv.draw_spots(bare, [s[0] for s in lay.slots], legal, {}, None, None, tile)
        for pc, was in rest.items():
            if was.collidelist(gs) >= 0:
                assert surf.get_at(was.center) == bare.get_at(was.center), (pc, was)
                seen += 1
            elif was.inflate(2 * bv.badge_halo, 2 * bv.badge_halo).collidelist(gs) < 0:
                a = before.subsurface(was)
                b = surf.subsurface(was)
                assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), pc
                still += 1
        bv.hold(None)
    assert seen > 10 and still > 10, (seen, still)


@pytest.mark.parametrize("ruleset,players", CASES)
def test_a_click_on_a_ghost_or_its_preview_chooses_that_ghosts_spot(ruleset, players):
    """The ghost and the preview on it are where the held tile goes: a click anywhere on
    either (the preview's middle, the ghost's four corners) chooses that spot, never a
    count's point under it or nearby (a click on a "5+5" preview put the tile back)."""
    app = make_app()
    seen = 0
    for _seed, bv, lay, _tile, _legal in _held(app, ruleset, players, range(3)):
        points = [s[0] for s in lay.slots]
        ghosts = held_ghosts(bv)
        for pc, (_k, _l, box, _f, _h) in preview_boxes(bv, lay).items():
            others = [r for q, r in ghosts.items() if q != pc]
            if any(r.collidepoint(box.center) for r in others):
                continue  # (two ghosts overlapping there: the nearest centre wins)
            assert bv.spot_at(box.center, points) == pc, (pc, box)
            r = ghosts[pc].clip(bv.camera.rect).inflate(-4, -4)
            for corner in (r.topleft, r.topright, r.bottomleft, r.bottomright):
                if not any(o.collidepoint(corner) for o in others):
                    assert bv.spot_at(corner, points) == pc, (pc, corner)
            seen += 1
    assert seen >= 10, seen
