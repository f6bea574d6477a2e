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
