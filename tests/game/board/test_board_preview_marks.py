"""What a move will do is seen before it is made: with a tile held and a spot focused,
the board's marks are those of the layout after that move (the covered end's disc
gone, the new end's disc at the ghost's outer end, the sniff's opened ends), while a
held tile with no spot focused, and nothing held, leave the marks as they are."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections import Counter

import pygame
import pytest

from engine.game import Game
from engine.moves import OPEN_CODE
from game.render.ghosts import ghost_rect
from game.render.preview_marks import show_move
from tests.conftest import random_turns
from tests.game_harness import make_app


def _board(app, players, inline):
    from game.maps import load_map, table_map_name
    from game.render.board import BoardView
    from game.render.text import TextCache
    from game.render.tiles import TileArt
    return BoardView(app.vp, TextCache(app.fonts), TileArt(),
                     load_map(table_map_name(players)).anchor("layout"), inline)


@pytest.fixture(scope="module")
def app():
    return make_app()


def _drawn(bv, lay, size):
    """The marks ``bv`` draws for ``lay`` as the table draws them (the discs, then the
    spots redraw them over the ghosts): ``(words drawn, [(layout, badge boxes)]``
    laid out for drawing)."""
    words, boxes = [], []
    text_draw, badge_boxes = bv.text.draw, bv.badge_boxes

    def spy_text(surf, label, *a, **k):
        words.append(label)
        return text_draw(surf, label, *a, **k)

    def spy_boxes(layout):
        out = badge_boxes(layout)
        boxes.append((layout, out))
        return out

    bv.text.draw, bv.badge_boxes = spy_text, spy_boxes
    try:
        bv.draw_badges(pygame.Surface(size), lay)
    finally:
        del bv.text.draw, bv.badge_boxes
    return words, boxes


@pytest.mark.parametrize("ruleset,players", [("american", 2), ("sniff61", 2),
                                             ("american", 4), ("sniff61", 3)])
def test_the_focused_ghost_shows_the_marks_after_its_move(app, ruleset, players):
    """Over seeded states: with a tile held and a legal spot focused, the words drawn
    are those a board with the tile played there draws (same camera), the marks laid
    out are the after-layout's own (the covered end none: its old disc is not drawn)
    and the ghost's new end has its disc; the board itself is left as it was."""
    inline = Game(ruleset, players, seed=0).rules.inline_sniff
    now, after = _board(app, players, inline), _board(app, players, inline)
    size = app.screen.get_size()
    checked = opened = 0
    for seed in range(6):
        for g, codes in random_turns(ruleset, players, seed):
            lay, placed = g.layout, list(g.layout.placed)
            if not placed:
                continue
            slots = [s[0] for s in lay.slots]
            now.sync(placed, slots, snap=True)
            now._mark_layout = lay
            for code in codes[:4]:
                tile, pc = code >> 8, code & 255
                legal = sorted({c & 255 for c in codes if c >> 8 == tile})
                want = lay.copy()
                want.apply(code)
                after.sync(placed + [(tile, pc)], snap=True)
                if after.geom.jammed:
                    continue
                cam = after.camera
                cam.zoom, cam.cx, cam.cy = now.camera.zoom, now.camera.cx, now.camera.cy
                after.hold(None)
                after._mark_layout = want
                expect, _b = _drawn(after, want, size)
                before_geom = now.geom
                now.held_focus(tile, None, pc, legal)
                show_move(now, pc)  # (the table tells the spot pointed at)
                chip = now.spot_label_box(pc, "+10")  # where its "+N" goes
                words, boxes = _drawn(now, lay, size)
                assert now.geom is before_geom and tile not in now.geom.tiles
                assert Counter(words) == Counter(expect), (seed, tile, pc, words, expect)
                drawn = [b for layout, b in boxes if layout is not lay]
                assert drawn and all(b is not None for b in drawn)
                points = {p for _k, p, _l, _box in drawn[0]}
                assert pc not in points, (seed, tile, pc)  # the covered end: no mark
                assert points - {None} == {m[1] for m in want.marks()} - {None}, (
                    seed, tile, pc)
                new = {m[1] for m in want.marks()} - {m[1] for m in lay.marks()}
                ghost = ghost_rect(now, tile, pc)
                reach = 3 * now.camera.unit  # (moved off a tile or another ghost)
                for _k, p, _l, box in drawn[0]:
                    if p in new and p is not None:  # beside the ghost's outer end
                        at = after.point_pos(p)
                        assert (box.centerx - at[0]) ** 2 + (box.centery - at[1]) ** 2 \
                            <= reach ** 2, (seed, tile, pc, p)
                    assert box is None or not box.colliderect(ghost), (seed, tile, pc)
                    assert box is None or not box.colliderect(chip), (seed, tile, pc)
                opened += len(new - {None}) > 1
                checked += 1
    assert checked > 60, checked
    if ruleset == "american":
        assert opened > 0  # a play that opens more than one new end (the sniff's side)


def test_without_a_focused_spot_the_marks_are_as_they_are(app):
    """A tile held with no spot focused, or nothing held: the marks drawn are the
    layout's own (other ghosts keep today's look)."""
    bv = _board(app, 2, False)
    size = app.screen.get_size()
    seen = 0
    for g, codes in random_turns("american", 2, 4):
        lay, placed = g.layout, list(g.layout.placed)
        if not placed or not codes:
            continue
        bv.sync(placed, [s[0] for s in lay.slots], snap=True)
        bv._mark_layout = lay
        tile = codes[0] >> 8
        legal = sorted({c & 255 for c in codes if c >> 8 == tile})
        bv.held_focus(None, None, None, [])
        plain, _b = _drawn(bv, lay, size)
        bv.held_focus(tile, None, None, legal)
        held, boxes = _drawn(bv, lay, size)
        assert Counter(held) == Counter(plain)
        assert all(layout is lay for layout, _b in boxes)
        bv.held_focus(tile, None, legal[0], legal)  # a focus not told to show its move
        assert Counter(_drawn(bv, lay, size)[0]) == Counter(plain)
        show_move(bv, legal[0])
        bv.held_focus(tile, None, legal[0], legal)  # (each frame forgets the last's)
        assert Counter(_drawn(bv, lay, size)[0]) == Counter(plain)
        bv.held_focus(None, None, legal[0], legal)  # a focus with nothing held
        show_move(bv, legal[0])
        assert Counter(_drawn(bv, lay, size)[0]) == Counter(plain)
        seen += 1
    assert seen > 3


def test_the_opening_play_previewed_shows_its_ends(app):
    """On the empty table the focused ghost of the first tile shows its two ends."""
    bv = _board(app, 2, False)
    lay = Game("american", 2, seed=1).layout
    bv.sync([], [OPEN_CODE], snap=True)
    bv._mark_layout = lay
    tile = 1
    bv.held_focus(tile, None, OPEN_CODE, [OPEN_CODE])
    show_move(bv, OPEN_CODE)
    words, _b = _drawn(bv, lay, app.screen.get_size())
    want = lay.copy()
    want.apply(tile << 8 | OPEN_CODE)
    assert len(words) == len([m for m in want.marks() if m[1] is not None]) > 0, words


def test_the_tooltip_tells_of_the_mark_as_drawn(app):
    """A move previewed: pointing at the new end's "N+N" pill (a double played) tells
    of that double (match N; N + N = 2N toward the Total), not of the covered end."""
    from types import SimpleNamespace

    from engine.tiles import IS_DOUBLE
    from game.render.mark_words import is_double
    from game.render.preview_marks import after_boxes
    from game.render.ring_key import pointed_mark
    seen = 0
    for ruleset in ("american", "sniff61"):
        bv = _board(app, 2, ruleset == "sniff61")
        for seed in range(8):
            for g, codes in random_turns(ruleset, 2, seed):
                lay, placed = g.layout, list(g.layout.placed)
                doubles = [c for c in codes if IS_DOUBLE[c >> 8]]
                if not placed or not doubles:
                    continue
                bv.sync(placed, [s[0] for s in lay.slots], snap=True)
                bv._mark_layout = lay
                tile, pc = doubles[0] >> 8, doubles[0] & 255
                bv.held_focus(tile, None, pc, [c & 255 for c in codes if c >> 8 == tile])
                show_move(bv, pc)
                old = {p for _k, p, _l, _b in bv.badge_boxes(lay)}
                for kind, p, label, box in after_boxes(bv, lay) or []:
                    if kind != "solid" or p in old or box is None or not is_double(label):
                        continue
                    hit = pointed_mark(bv, SimpleNamespace(layout=lay), box.center)
                    half = int(label.partition("+")[0])
                    assert hit is not None and hit[0] == 3, (seed, label, hit)
                    assert hit[1]["disc"] == (label, 2 * half), hit
                    seen += 1
    assert seen > 5, seen


def test_the_spot_shown_is_the_one_pointed_at_or_the_keys_focus(app):
    """The mouse: the spot whose ghost is under the pointer (none off the ghosts: an
    end's disc pointed at keeps its own words);
    the keys or the pad: their focus; a dragged tile: the spot under it."""
    from game.render.ghosts import held_ghosts
    from game.render.preview_marks import move_spot
    bv = _board(app, 2, False)
    for g, codes in random_turns("american", 2, 5):
        lay, placed = g.layout, list(g.layout.placed)
        tiles = {}
        for c in codes:
            tiles.setdefault(c >> 8, []).append(c & 255)
        multi = [(t, sorted(p)) for t, p in tiles.items() if len(p) > 1]
        if not placed or not multi:
            continue
        bv.sync(placed, [s[0] for s in lay.slots], snap=True)
        bv._mark_layout = lay
        tile, legal = multi[0]
        bv.held_focus(tile, None, legal[0], legal)
        ghosts = held_ghosts(bv)
        other = legal[1]
        at = ghosts[other].center
        assert move_spot(bv, None, legal[0], "mouse", at, legal) == other
        assert move_spot(bv, None, legal[0], "mouse", None, legal) is None
        assert move_spot(bv, None, legal[0], "mouse", (1, 1), legal) is None
        for _k, _pc, _l, box in bv.badge_boxes(lay):  # an end's disc: pointed at, not played
            if box is not None and box.collidelist(list(ghosts.values())) < 0:
                assert move_spot(bv, None, legal[0], "mouse", box.center, legal) is None
        assert move_spot(bv, None, legal[0], "key", at, legal) == legal[0]
        assert move_spot(bv, None, legal[1], "pad", None, legal) == legal[1]
        drag = {"tile": tile, "moved": True, "pos": at}
        assert move_spot(bv, drag, legal[0], "mouse", None, legal) == other
        return
    pytest.fail("no state with a tile of two spots")
