"""Tiles that cannot be played were dimmed by a square
grey-green film: murky, hard to read, and with no play the whole hand looked dead. Now
they rest: a warm ivory a shade darker, pips as crisp, the rounded corners untouched."""

from __future__ import annotations

import pygame

from tests.game_harness import run_until, table_app


def _lum(c) -> float:
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def test_a_tile_that_cannot_be_played_stays_ivory_and_crisp():
    app, table = table_app(players=2, seed=5)
    run_until(app, lambda: table.human_turn)
    hand = table.painter.hands[table.human]
    tiles = table.view.hands[table.human]
    shots = []
    for playable in (None, set()):  # every tile as it is; every tile resting (no play)
        s = pygame.Surface(app.screen.get_size())
        s.fill((40, 90, 60))
        hand.draw(s, tiles, playable=playable)
        shots.append(s)
    for _t, r in hand.rects(tiles):
        ir = r.inflate(-2, -2)
        lit = [shots[0].get_at((x, y)) for x in range(ir.left, ir.right, 2)
               for y in range(ir.top, ir.bottom, 2)]
        rest = [shots[1].get_at((x, y)) for x in range(ir.left, ir.right, 2)
                for y in range(ir.top, ir.bottom, 2)]
        hi_lit, hi = max(lit, key=_lum), max(rest, key=_lum)
        assert hi.r >= hi.g >= hi.b, hi  # a warm ivory, not grey-green
        assert _lum(hi) >= 0.72 * _lum(hi_lit), (hi, hi_lit)
        assert _lum(min(rest, key=_lum)) <= 60  # the pips still dark and crisp
        # outside the tile's rounded corner: the felt as it was (no square film)
        corner = (r.left, r.top)
        assert shots[1].get_at(corner) == shots[0].get_at(corner), corner


def test_a_resting_tile_reads_at_a_glance_and_the_playable_ones_sit_higher():
    """Players could not count a resting tile's pips quickly (dimmed to about 79 % of
    its light): in every theme and on every cloth it keeps at least 85 % of its ivory's
    light, its pips far darker than its face; the tiles that fit sit a few px higher
    than the resting ones (as well as outlined), so they still stand out."""
    from game.ui import THEME, THEME_NAMES, set_theme
    from game.ui.cloth import CLOTHS
    app, table = table_app(players=2, seed=5)
    run_until(app, lambda: table.human_turn)
    hand = table.painter.hands[table.human]
    tiles = table.view.hands[table.human]
    fits = {tiles[0]}
    try:
        for theme in THEME_NAMES:
            for cloth in CLOTHS:
                set_theme(theme, cloth)
                shots = []
                for playable in (None, fits):
                    s = pygame.Surface(app.screen.get_size())
                    s.fill(THEME.felt)
                    hand.draw(s, tiles, playable=playable)
                    shots.append(s)
                for t, r in hand.rects(tiles)[1:]:
                    ir = r.inflate(-2, -2)
                    px = [(shots[0].get_at((x, y)), shots[1].get_at((x, y)))
                          for x in range(ir.left, ir.right, 2)
                          for y in range(ir.top, ir.bottom, 2)]
                    hi_lit = max((a for a, _b in px), key=_lum)
                    hi = max((b for _a, b in px), key=_lum)
                    assert _lum(hi) >= 0.85 * _lum(hi_lit), (theme, cloth, t, hi, hi_lit)
                    assert _lum(hi) - _lum(min((b for _a, b in px), key=_lum)) >= 150
                # the tile that fits: drawn higher than where it rests with none fitting
                r0 = hand.rects(tiles)[0][1]
                col = r0.centerx
                top = [next(y for y in range(r0.top - 20, r0.bottom)
                            if s.get_at((col, y))[:3] != tuple(THEME.felt[:3]))
                       for s in shots]
                assert top[0] - top[1] >= app.vp.length(4), (theme, cloth, top)
    finally:
        set_theme("classic")
