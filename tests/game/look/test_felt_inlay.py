"""The felt's inlay round the board, a low-contrast embossed ring
drawn into the cached cloth (game/felt.py), never darker than a shade."""

from __future__ import annotations

import pygame

from game.felt import INLAY_DEPTH, finish_felt


def test_the_felt_has_a_faint_ring_round_the_board_and_nothing_inside_it():
    felt = (30, 110, 70)
    board = pygame.Rect(264, 184, 752, 326)
    plain = pygame.Surface((1280, 720))
    plain.fill(felt)
    finished = plain.copy()
    finish_felt(finished, board, felt)
    lamp = plain.copy()  # the same finish without the inlay: compare against it
    from game.felt import light_felt, pool_of_light, weave_felt
    weave_felt(lamp)
    light_felt(lamp)
    pool_of_light(lamp, board, felt)
    diff = [(x, y) for y in range(0, 720, 2) for x in (board.centerx,)
            if finished.get_at((x, y)) != lamp.get_at((x, y))]
    assert diff, "no inlay"
    ys = [y for _x, y in diff]
    # a ring: above and below the board's middle, not across it
    assert min(ys) < board.top + 10 and max(ys) > board.bottom - 10
    assert not any(board.centery - 100 < y < board.centery + 100 for y in ys)
    # faint: no pixel more than a shade darker or lighter than the finish without it
    for x, y in diff:
        a, b = finished.get_at((x, y)), lamp.get_at((x, y))
        for c0, c1 in zip(a[:3], b[:3]):
            assert c1 - INLAY_DEPTH - 1 <= c0 <= c1 + INLAY_DEPTH, (x, y, a, b)
