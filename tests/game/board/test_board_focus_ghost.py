"""The focused spot is unmistakable: its ghost nearly solid in a thick warm frame with
a glow, the other spots' ghosts faint with a thin light edge; the glow pulses gently
for a moment when the focus arrives, then rests (a still screen is not redrawn)."""

from __future__ import annotations

import pygame
import pytest

import game.render.ghosts as ghosts
from game.render.ghosts import PULSE_SECONDS, ghost_pulsing, ghost_rect
from game.ui import THEME
from tests.conftest import random_turns
from tests.game_harness import make_app


def _board(app, players, inline=False):
    from game.maps import load_map, table_map_name
    from game.render.board import BoardView
    from game.render.text import TextCache
    from game.render.tiles import TileArt
    return BoardView(app.vp, TextCache(app.fonts), TileArt(),
                     load_map(table_map_name(players)).anchor("layout"), inline)


@pytest.fixture(scope="module")
def app():
    return make_app()


@pytest.fixture
def clock(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(ghosts, "clock", lambda: now[0])
    return now


def _draw(bv, lay, legal, focus, tile, size):
    surf = pygame.Surface(size)
    surf.fill((18, 92, 58))
    bv.held_focus(tile, None, focus, legal)
    bv.draw_tiles(surf, lambda s: pygame.Surface(s), lay)
    bv.draw_badges(surf, lay)
    bv.draw_spots(surf, [s[0] for s in lay.slots], legal, {}, focus, None, tile)
    return surf


def _warm(c) -> bool:
    """A pixel of the focus's warm yellow (its frame, its glow at full)."""
    f = THEME.focus
    return abs(c[0] - f[0]) < 30 and abs(c[1] - f[1]) < 40 and abs(c[2] - f[2]) < 70


def _frame_warmth(surf, r: pygame.Rect, k: int, over=()) -> float:
    """The share of the pixels on a band ``k`` px wide just outside ghost rect ``r``
    that are warm yellow (not counting those under the rects ``over``: a ghost's
    preview drawn across its frame)."""
    outer = r.inflate(2 * k, 2 * k)
    pts = [(x, y) for x in range(outer.left, outer.right) for y in (outer.top + 1,
           outer.bottom - 2)] + [(x, y) for y in range(outer.top, outer.bottom)
                                 for x in (outer.left + 1, outer.right - 2)]
    pts = [p for p in pts if surf.get_rect().collidepoint(p)
           and not any(o.collidepoint(p) for o in over)]
    return sum(_warm(surf.get_at(p)) for p in pts) / max(1, len(pts))


def _states(players, seeds):
    for seed in seeds:
        for g, codes in random_turns("american", players, seed):
            tiles = {}
            for c in codes:
                tiles.setdefault(c >> 8, []).append(c & 255)
            for t, pcs in tiles.items():
                if len(pcs) > 1 and g.layout.placed:
                    yield g, t, sorted(set(pcs))


@pytest.mark.parametrize("players", [2, 4])
def test_the_focused_ghost_stands_apart_from_the_others(app, clock, players):
    """In pixels, over many states: a warm frame round the focused ghost and round no
    other; inside, the focused ghost hides the felt (nearly solid) where the others
    let it show through."""
    bv = _board(app, players)
    size = app.screen.get_size()
    k = max(2, bv.vp.length(2))
    checked = 0
    for g, tile, legal in _states(players, range(12)):
        lay = g.layout
        bv.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
        bv._mark_layout = lay
        for focus in legal:
            surf = _draw(bv, lay, legal, focus, tile, size)
            for pc in legal:
                r = ghost_rect(bv, tile, pc)
                if not bv.camera.rect.contains(r.inflate(8 * k, 8 * k)):
                    continue  # (by the play area's edge a panel may be drawn over it)
                warmth = _frame_warmth(surf, r, k, [b.inflate(4, 4) for b in
                                                    bv.preview_rects(lay)])
                # (another ghost's frame may touch: the sniff's sides lie close)
                near = any(ghost_rect(bv, tile, o).inflate(12 * k, 12 * k).colliderect(r)
                           for o in legal if o != pc)
                if pc == focus:
                    assert warmth > 0.8, (tile, pc, warmth)
                elif not near:
                    assert warmth < 0.1, (tile, pc, focus, warmth)
                # the felt through the ghost's blank middle line (its divider's ends)
                inner = r.inflate(-r.w // 3, -r.h // 3)
                # (not where an end's count is drawn over the ghost: its red disc)
                counts = [b for _k, _p, _l, b in bv.badge_boxes(lay) if b is not None]
                felt = sum(abs(surf.get_at(p)[1] - surf.get_at(p)[0]) > 50
                           for p in ((inner.left, inner.top), (inner.right - 1, inner.top),
                                     (inner.left, inner.bottom - 1),
                                     (inner.right - 1, inner.bottom - 1))
                           if not any(c.inflate(4, 4).collidepoint(p) for c in counts))
                if pc == focus:
                    assert felt == 0, (tile, pc)  # ivory, not green
            checked += 1
        if checked >= 12:
            break
    assert checked >= 12, checked


def test_the_glow_pulses_for_a_moment_then_rests(app, clock):
    bv = _board(app, 2)
    size = app.screen.get_size()
    g, tile, legal = next(_states(2, range(20)))
    lay = g.layout
    bv.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
    bv._mark_layout = lay
    a, b = legal[0], legal[1]
    assert not ghost_pulsing(bv)
    _draw(bv, lay, legal, None, tile, size)  # held: the counts make room (their glide)
    clock[0] += 1.0
    assert not ghost_pulsing(bv)
    start = _draw(bv, lay, legal, a, tile, size)  # the focus arrives: at rest strength
    assert ghost_pulsing(bv)
    r = ghost_rect(bv, tile, a).inflate(bv.vp.length(24), bv.vp.length(24))

    def pix(s):
        return pygame.image.tobytes(s.subsurface(r.clip(s.get_rect())), "RGB")
    beat = PULSE_SECONDS / 2 / 4  # the first beat's top
    clock[0] += beat
    peak = _draw(bv, lay, legal, a, tile, size)
    assert pix(peak) != pix(start)  # the glow swells
    clock[0] += PULSE_SECONDS
    assert not ghost_pulsing(bv)  # then rests: nothing asks for more frames
    rest = _draw(bv, lay, legal, a, tile, size)
    assert pix(rest) == pix(start)  # (no jump: it rests where it began)
    # a new focus (another spot) beats again; no focus: nothing pulses
    _draw(bv, lay, legal, b, tile, size)
    assert ghost_pulsing(bv)
    _draw(bv, lay, legal, None, tile, size)
    assert not ghost_pulsing(bv)


def test_the_table_stops_redrawing_once_the_glow_rests(clock):
    """At the player's turn with the keys in use, the focused spot's glow keeps the
    table drawing for its moment, no longer (idle CPU)."""
    from game.actions import Action, Input
    from tests.game_harness import table_app, turn_with_a_play
    app, table = table_app(players=2, seed=3)
    try:
        tiles = turn_with_a_play(app, table, 10)
        assert tiles
        table.handle(Input(Action.RIGHT))  # the keys: a tile focused,
        table.handle(Input(Action.CONFIRM))  # lifted, and its focused spot
        app.draw()
        assert table.controller.focus_spot() is not None
        assert table.animating()  # the glow's beats
        clock[0] += PULSE_SECONDS + 0.01
        app.draw()
        assert not table.animating()
    finally:
        table.worker.close()
