"""An open end's count never moves while a tile is held: with a tile held, with or
without a spot focused, the board draws each count no ghost lies on exactly as with
nothing held (a new player wanted the ends' numbers while choosing; they were hidden,
then jumped aside of the ghosts, then glided into tabs: "they shrink and jump"); one a
ghost lies on is not drawn while the ghost shows (the ghost previews the end it makes:
render/ghost_counts), and the focus changes none of it."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from engine.game import Game
from game.render.ghosts import ghost_rect
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
    """The marks ``bv`` draws for ``lay`` as the table draws them: ``(words drawn, the
    boxes they were drawn in)``."""
    words, boxes = [], []
    text_draw = bv.text.draw

    def spy_text(surf, label, *a, **k):
        words.append(label)
        boxes.append(pygame.Rect(k["box"]) if k.get("box") is not None else None)
        return text_draw(surf, label, *a, **k)

    bv.text.draw = spy_text
    try:
        bv.draw_badges(pygame.Surface(size), lay)
    finally:
        del bv.text.draw
    return words, boxes


@pytest.mark.parametrize("ruleset,players", [("american", 2), ("sniff61", 2),
                                             ("american", 4), ("sniff61", 3)])
def test_focusing_a_spot_moves_no_count(app, ruleset, players):
    """Over seeded states: a tile held, each of its legal spots focused in turn, and a
    tile held with no focus: the focus moves no count; each count no ghost lies on is
    drawn, in its words, where it is with nothing held; one a ghost lies on is not."""
    inline = Game(ruleset, players, seed=0).rules.inline_sniff
    bv = _board(app, players, inline)
    size = app.screen.get_size()
    checked = hidden = 0
    for seed in range(6):
        for g, codes in random_turns(ruleset, players, seed):
            lay, placed = g.layout, list(g.layout.placed)
            if not placed or not codes:
                continue
            bv.sync(placed, [s[0] for s in lay.slots], snap=True)
            bv._mark_layout = lay
            bv.held_focus(None, None, None, [])
            plain_words, plain_boxes = _drawn(bv, lay, size)
            plain_drawn = [(w, tuple(b) if b is not None else None)
                           for w, b in zip(plain_words, plain_boxes)]
            plain = [(k, p, lab, tuple(b) if b else None) for k, p, lab, b in bv.badge_boxes(lay)]
            for code in codes[:4]:
                tile = code >> 8
                legal = sorted({c & 255 for c in codes if c >> 8 == tile})
                ghosts = [r for r in (ghost_rect(bv, tile, pc) for pc in legal) if r]
                # (a disc's words drawn in its box: none a ghost lies on)
                want = [(w, b) for w, b in plain_drawn
                        if b is None or pygame.Rect(b).collidelist(ghosts) < 0]
                first = None
                for focus in [None] + legal:
                    bv.held_focus(tile, None, focus, legal)
                    words, boxes = _drawn(bv, lay, size)
                    got = [(w, tuple(b) if b is not None else None)
                           for w, b in zip(words, boxes)]
                    first = got if first is None else first
                    assert got == first, (seed, tile, focus)  # the focus moves none
                    assert Counter(got) == Counter(want), (seed, tile, focus, got, want)
                    now = [(k, p, lab, tuple(b) if b else None)
                           for k, p, lab, b in bv.badge_boxes(lay)]
                    assert now == plain, (seed, tile, focus)
                    shown = {p: b for _k, p, _l, b in bv.shown_badges(lay) if b}
                    for _k, p, _l, b in plain:
                        if b is None:
                            continue
                        if pygame.Rect(b).collidelist(ghosts) < 0:
                            assert tuple(shown[p]) == b, (seed, tile, focus)
                        else:
                            assert p not in shown, (seed, tile, p)
                hidden += len(plain_drawn) - len(want)
                checked += 1
    assert checked > 40, checked
    assert hidden > 0  # (a count a ghost lies on: not drawn while it shows)


def _rings(bv, size, points, legal, held) -> list[pygame.Rect]:
    """The outlines :meth:`BoardMarks.draw_spots` draws round an end's count (a ring
    round a spot), the tile ``held`` (None: none) and the first legal spot focused."""
    drawn, rect = [], pygame.draw.rect

    def spy(surf, colour, r, *a, **k):
        drawn.append(pygame.Rect(r))
        return rect(surf, colour, r, *a, **k)

    pygame.draw.rect = spy
    try:
        bv.held_focus(held, None, legal[0], legal if held is not None else [])
        bv.draw_spots(pygame.Surface(size), points, legal, {}, legal[0], None, held)
    finally:
        pygame.draw.rect = rect
    bases = [b for b in (bv.ring_base(pc) for pc in legal) if b is not None]
    # (the focused ghost's own frame goes round the ghost, not round a count)
    ghosts = [r for r in (ghost_rect(bv, held, pc) for pc in legal) if r] if held is not None else []
    return [r for r in drawn if any(r.contains(b) and r != b for b in bases)
            and not any(abs(r.centerx - g.centerx) <= 2 and abs(r.centery - g.centery) <= 2
                        and r.w >= g.w - 4 for g in ghosts)]


def test_a_held_tile_marks_its_spots_with_ghosts_not_rings(app):
    """With a tile held the spots are its ghosts: no ring is drawn round an end's
    count, nor round the focused one; the same spots with no tile (the review's) are
    rings."""
    bv = _board(app, 2, False)
    size = app.screen.get_size()
    for g, codes in random_turns("american", 2, 3):
        lay, placed = g.layout, list(g.layout.placed)
        if len(placed) < 3 or not codes:
            continue
        bv.sync(placed, [s[0] for s in lay.slots], snap=True)
        bv._mark_layout = lay
        tile = codes[0] >> 8
        legal = sorted({c & 255 for c in codes if c >> 8 == tile})
        points = [s[0] for s in lay.slots]
        assert _rings(bv, size, points, legal, None), "the review's spots: rings"
        assert not _rings(bv, size, points, legal, tile), "a held tile: its ghosts alone"
        return
    pytest.fail("no state")


class _Spy:
    """A text cache's ``draw`` that notes each ``(words, colour)`` drawn."""

    def __init__(self, text):
        self.text, self.real, self.words = text, text.draw, []

    def __enter__(self):
        def draw(surf, label, size, colour, *a, **k):
            self.words.append((label, colour))
            return self.real(surf, label, size, colour, *a, **k)
        self.text.draw = draw
        return self.words

    def __exit__(self, *exc):
        del self.text.draw


def test_the_total_box_previews_the_focused_move(app):
    """The Total box shows "10 -> 15" for the focused move (the engine's total after
    it) and a gold "+N" beside it when that total scores; nothing focused: the Total."""
    from game.render.text import TextCache
    from game.render.total_box import TotalBox
    from game.ui import THEME
    box = TotalBox(app.vp, TextCache(app.fonts), (580, 117, 120, 58))
    seen = set()
    for g, codes in random_turns("american", 2, 2):
        lay = g.layout
        if not lay.placed:
            continue
        for code in codes:
            want = lay.copy()
            total = want.apply(code)
            assert box.after(lay, (code >> 8, code & 255)) == total
            gain = g.rules.points(total)
            with _Spy(box.text) as words:
                box.draw(pygame.Surface((1280, 720)), "Total", lay.total, False,
                         after=total, gain=gain)
                arrow = f"{lay.total} \u2192 {total}"
                assert (arrow, THEME.focus if gain else THEME.ink) in words, words
                assert ((f"+{gain}", THEME.focus) in words) == (gain > 0), words
                words.clear()
                box.draw(pygame.Surface((1280, 720)), "Total", lay.total, False)
                assert (str(lay.total), THEME.ink) in words and not any(
                    w.startswith("+") for w, _c in words), words
            seen.add(gain > 0)
    assert box.after(lay, None) is None
    assert seen == {True, False}, seen


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


def test_the_total_box_previews_only_a_move_that_scores(app):
    """At the table the Total box previews a held tile's move only when it scores
    ("10 -> 15" in gold, "+15" beside it): "10 -> 7" for a move that scores nothing
    read as the player's score going down (its ghost's "+0" says it)."""
    from types import SimpleNamespace

    from game.render.text import TextCache
    from game.render.total_box import TotalBox
    from game.ui import THEME
    box = TotalBox(app.vp, TextCache(app.fonts), (580, 117, 120, 58))
    board = SimpleNamespace(shown_badges=lambda lay: [], ghosted_ends=lambda: set())
    seen = set()
    for g, codes in random_turns("american", 2, 2):
        lay = g.layout
        if not lay.placed:
            continue
        v = SimpleNamespace(layout=lay)
        for code in codes:
            total = lay.copy().apply(code)
            gain = g.rules.points(total)
            with _Spy(box.text) as words:
                box.show(pygame.Surface((1280, 720)), "Total", board, v, g, 2,
                         move=(code >> 8, code & 255))
            arrow = f"{lay.total} \u2192 {total}"
            if gain:
                assert (arrow, THEME.focus) in words and (f"+{gain}", THEME.focus) in words
            else:
                assert not any("\u2192" in w or w.startswith("+") for w, _c in words), words
                assert any(w == str(lay.total) for w, _c in words), words
            seen.add(gain > 0)
    assert seen == {True, False}, seen
