"""After a few draws the boneyard stack
looked ragged (upper layers stepped up and left, rows offset). It stays a tidy stack:
the piles stand in straight columns, their top faces in even rows, and drawing a tile
moves no other pile; it shrinks from its top, then from its last cell."""

from __future__ import annotations

import pygame
import pytest

from game.render.tiles import stack_rects


@pytest.mark.parametrize("box", [(44, 296, 104, 100), (40, 280, 120, 140),
                                 (10, 10, 300, 60), (20, 20, 150, 220)])
def test_the_stack_stays_tidy_as_tiles_are_drawn(box):
    box = pygame.Rect(box)
    prev = None
    for count in range(22, -1, -1):
        rects = stack_rects(box, count, 18)
        assert len(rects) == count
        if not rects:
            continue
        u = rects[0].h
        xs = sorted({r.x for r in rects})
        # straight columns: every tile on one of a few column lines, a full tile apart
        assert all(b - a >= 2 * u for a, b in zip(xs, xs[1:])), (count, xs)
        # the piles' top faces sit in even rows
        per_col = {}
        for r in rects:
            per_col.setdefault(r.x, []).append(r)
        rows = set()
        for col in per_col.values():
            faces = {}
            for r in col:  # a tile straight under another belongs to its pile
                home = next((k for k in faces if abs(k - r.y) <= u // 2), None)
                if home is None:
                    faces[r.y] = r
                else:
                    faces[min(home, r.y)] = faces.pop(home)
            rows |= set(faces)
        ys = sorted(rows)
        steps = {b - a for a, b in zip(ys, ys[1:])}
        assert len(steps) <= 1, (count, ys)  # one row pitch
        if prev is not None:
            # drawing one tile (the last rect) moves no tile of another pile
            gone = prev[-1]
            moved = [r for r in rects if r not in prev
                     and not (r.x == gone.x and abs(r.y - gone.y) <= u)]
            assert not moved, (count, moved, gone)
        prev = rects
