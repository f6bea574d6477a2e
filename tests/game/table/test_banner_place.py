"""Issue 16 (payoff): the "Domino!" / "You reach 100!" banner sits centred over the
play area (it sat off to the left of the board), and its confetti and glow
never land on the Total box, its legend or the scores."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.present.view import TableView
from game.scenes.table.payoff import BoardPayoff
from tests.game_harness import frame, table_app


def test_the_banner_is_centred_over_the_play_area(monkeypatch):
    """Centred across the play area wherever its middle column has a free place for the
    banner (it never covers a tile, a ring or the sum to be centred: test_callouts_cover_nothing);
    the board holds still now (test_board_calm), so the tiles are not always clear of the
    middle, and the check is made against the very obstacles the banner avoids."""
    import game.scenes.table.places as places

    seen_blocks = []
    real = places.spot_in

    def spy(area, blocks, size, prefer, vp, pad, column=False, free_only=False):
        if column:  # the banner's search (at full size first)
            seen_blocks.append((pygame.Rect(area), [pygame.Rect(b) for b in blocks], size))
        return real(area, blocks, size, prefer, vp, pad, column, free_only)

    monkeypatch.setattr(places, "spot_in", spy)
    app, table = table_app(players=4, seed=11, demo=True)
    seen, n, centred, free = set(), 0, 0, 0
    for _k in range(6000):
        frame(app)
        v = table.view
        if v.layout is None or len(v.board) in seen or len(app.stack) > 1:
            if len(app.stack) > 1:
                break
            continue
        seen.add(len(v.board))
        area = table.painter.board.camera.rect
        for word, big in (("Domino!", True), ("Blocked", False)):
            table.painter.places._spot_cache.clear()
            seen_blocks.clear()
            x, y = table.painter.banner_point(v, word, big)
            assert area.top <= y <= area.bottom
            box, blocks, size = seen_blocks[0]  # the banner's own search, full size
            plate = pygame.Rect(0, 0, round(size[0]), round(size[1]))
            room = False  # a free place anywhere down the middle column
            for top in range(box.top, box.bottom - plate.h + 1, 2):
                plate.midtop = (box.centerx, top)
                if plate.collidelist(blocks) < 0:
                    room = True
                    break
            if room:
                free += 1
                assert abs(x - area.centerx) <= 1, (word, len(v.board), (x, y))
            centred += abs(x - area.centerx) <= 1
        n += 1
        if n >= 14:
            break
    assert n >= 8 and free >= n // 2 and centred >= free, (n, free, centred)


class _VP:
    scale = 1.0

    @staticmethod
    def rect(r):
        return pygame.Rect(r)


def test_the_banners_burst_never_lands_on_the_total_box_or_scores():
    v = TableView.empty(2, False, 0, [0, 0])
    v.banner = "reach:0"
    rect = pygame.Rect(520, 185, 460, 80)  # under the Total box, as in s09_win_05
    total = SimpleNamespace(rect=pygame.Rect(580, 117, 120, 58),
                            legend=pygame.Rect(708, 117, 200, 58))
    scores = SimpleNamespace(rect=pygame.Rect(1000, 36, 240, 144))
    changed = 0
    pay = BoardPayoff(_VP(), None)  # one table: the reach banner's clock runs on
    for t in (0.0, 0.05, 0.15, 0.3, 0.6, 1.0):
        v.banner_t = t
        surf = pygame.Surface((1280, 720))
        surf.fill((20, 90, 50))
        before = surf.copy()
        pay.banner_burst(surf, v, rect, True, False, (total, scores))
        for r in (total.rect, total.legend, scores.rect):
            assert pygame.image.tobytes(surf.subsurface(r), "RGB") == \
                pygame.image.tobytes(before.subsurface(r), "RGB"), (t, r)
        changed += pygame.image.tobytes(surf, "RGB") != pygame.image.tobytes(before, "RGB")
    assert changed >= 4  # it does burst, round them
