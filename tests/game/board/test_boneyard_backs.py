"""The boneyard's picture did not shrink with its count
(10 backs drawn at 14, 13 and 11 tiles: piles hid the tiles under them). Now one back per
tile, none hidden under another, and a tile drawn leaves its place empty (no other moves).
(in 4 players an opponent's rack was a large empty panel round a few backs:
it is sized to its tiles and shrinks as they leave.)"""

from __future__ import annotations

import pygame
import pytest

from tests.game_harness import run_until, table_app


def _backs_drawn(app, table, count: int, hands=None) -> list[pygame.Rect]:
    """The rects of the face-down tiles the boneyard draws for ``count`` tiles (``hands``:
    each seat's tiles' rects, as the table passes them)."""
    b = table.painter.boneyard
    drawn = []
    real = b.art.draw

    def spy(surf, pos, a, bb, vertical, u, face_up=True, *args, **kw):
        if not face_up:
            drawn.append(pygame.Rect(pos, (2 * u, u)))
        return real(surf, pos, a, bb, vertical, u, *args, face_up=face_up, **kw)

    b.art.draw = spy
    try:
        b.draw(app.screen, count, f"Boneyard {count}", hands)
    finally:
        b.art.draw = real
    return drawn


@pytest.mark.parametrize("players", [2, 4])
def test_the_boneyard_draws_one_back_per_tile_and_empties_in_place(players):
    app, table = table_app(players=players, seed=5)
    run_until(app, lambda: table.human_turn)
    sr, _boxes = table.painter.boneyard.parts("Boneyard 14")
    before = None
    for count in (14, 13, 12, 11, 8, 3, 1):
        backs = _backs_drawn(app, table, count)
        assert len(backs) == count, (count, len(backs))
        for i, r in enumerate(backs):  # each wholly seen, inside the stack's room
            assert sr.contains(r), (r, sr)
            assert r.collidelist(backs[i + 1:]) == -1, (count, r)
        if before is not None:  # the tiles left stay where they were
            assert all(r in before for r in backs), count
        before = backs
    assert _backs_drawn(app, table, 0) == []


def test_an_opponents_rack_fits_its_tiles_and_shrinks_as_they_leave():
    app, table = table_app(players=4, seed=5)
    run_until(app, lambda: table.human_turn)
    p = table.painter
    racks = p.boneyard.racks
    vp = app.vp
    for seat in (1, 2, 3):
        hand = p.hands[seat]
        sizes = []
        for n in (5, 3, 2):
            tiles = [r for _t, r in hand.rects(list(range(n)))]
            racks.fit([None] + [tiles if s == seat else None for s in (1, 2, 3)])
            rack = racks.rects()[seat]
            box = tiles[0].unionall(tiles[1:])
            assert rack.contains(box), (seat, n, rack, box)
            # no wide empty margin round the tiles
            assert rack.w - box.w <= vp.length(20) and rack.h - box.h <= vp.length(20), (
                seat, n, rack, box)
            sizes.append(rack.w * rack.h)
        assert sizes[0] > sizes[1] >= sizes[2], (seat, sizes)


def test_a_4_player_boneyard_is_laid_out_for_the_tiles_it_holds_not_for_14():
    """4 players leave 8 tiles in the boneyard; its grid was laid out
    for 14 (a few backs in the top rows of a half-empty box). Now for the tiles it held
    when the deal ended (the deal passes 14 on its way down: not a grid for that), and a
    tile drawn still leaves its place empty."""
    from game.render.boneyard import stack_rects
    app, table = table_app(players=4, seed=5)
    run_until(app, lambda: table.human_turn)
    b = table.painter.boneyard
    k = table.game.rules.hand_size(4)
    dealt = 28 - 4 * k
    assert 0 < dealt < 14
    sr, _boxes = b.parts(f"Boneyard {dealt}")
    tile = pygame.Rect(0, 0, 10, 20)
    _backs_drawn(app, table, 28, [[]] * 4)  # before the deal: the whole set
    for n in range(1, k + 1):  # dealt round by round (with tiles in the air between)
        _backs_drawn(app, table, 28 - 4 * n + 1, [[tile] * n] * 3 + [[tile] * (n - 1)])
        _backs_drawn(app, table, 28 - 4 * n, [[tile] * n] * 4)
    backs = _backs_drawn(app, table, dealt, [[tile] * k] * 4)
    assert backs == stack_rects(sr, dealt, app.vp.length(18), dealt)
    assert backs != stack_rects(sr, dealt, app.vp.length(18), 14)
    # centred in its room, not hanging from the top of a grid for 14
    block = backs[0].unionall(backs[1:])
    assert abs(block.centery - sr.centery) <= app.vp.length(2), (block, sr)
    # a tile played, one drawn: the rest stay where they were
    hands = [[tile] * (k - 1)] + [[tile] * k] * 3
    assert _backs_drawn(app, table, dealt, hands) == backs
    hands[0] = [tile] * k
    assert _backs_drawn(app, table, dealt - 1, hands) == backs[:dealt - 1]


@pytest.mark.parametrize("players", [3, 4])
def test_the_boneyard_keeps_its_tile_size_after_continue(home_dir, players):
    """After Continue (a game resumed mid-hand) the stack was laid out for 14 tiles,
    not for those the deal left: smaller backs than before the save."""
    from tests.persistence.test_game_saves import close, new_app, start
    app = new_app()
    table = start(app, players=players, seed=5)
    run_until(app, lambda: table.human_turn and table.game.boneyard_size > 1)
    app.frame(1 / 60)
    b = table.painter.boneyard
    hands = [[r for _t, r in h.rects(t)] for h, t in zip(table.painter.hands, table.view.hands)]
    count = table.view.boneyard
    before = _backs_drawn(app, table, count, hands)
    close(app)
    app2 = new_app()
    try:
        assert app2.saves.continue_game()
        t2 = app2.top
        run_until(app2, lambda: t2.human_turn)
        app2.frame(1 / 60)
        hands2 = [[r for _t, r in h.rects(t)] for h, t in zip(t2.painter.hands, t2.view.hands)]
        assert t2.view.boneyard == count
        after = _backs_drawn(app2, t2, count, hands2)
        assert [r.size for r in after] == [r.size for r in before] and after == before
        assert b.dealt == 28 - players * table.game.rules.hand_size(players)
    finally:
        close(app2)


@pytest.fixture
def home_dir(tmp_path, monkeypatch):
    from game import storage
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()
