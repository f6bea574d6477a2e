"""The sniff's outline stays on its own tile (it lay
3-6 px over the neighbouring tile)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tests.game_harness import make_app, random_boards


def _felt(size):
    surf = pygame.Surface(size)
    surf.fill((20, 90, 50))
    return surf


@pytest.mark.parametrize("players,ruleset", [(2, "american"), (4, "american"),
                                             (2, "sniff61")])
def test_the_sniffs_outline_never_reaches_over_a_neighbour(players, ruleset):
    """Drawn with and without the sniff marked: the only pixels that differ are on the
    sniff's own tile (and its corner diamond), so nothing of the outline lies on a
    tile that touches it."""
    app = make_app()
    checked = 0
    for bv, seed, lay in random_boards(app, players, range(10), ruleset):
        if lay.sniff is None or lay.sniff < 0 or len(lay.placed) < 2:
            continue
        near = bv.tile_rect(lay.sniff).inflate(2, 2)
        touching = [bv.tile_rect(t) for t, _p in lay.placed
                    if t != lay.sniff and bv.tile_rect(t).colliderect(near)]
        if not touching:
            continue
        size = app.screen.get_size()
        marked, plain = pygame.Surface(size), pygame.Surface(size)
        bv.draw_tiles(marked, _felt, lay)
        bv.draw_tiles(plain, _felt, SimpleNamespace(placed=lay.placed, sniff=-1))
        own = bv.tile_rect(lay.sniff).inflate(2, 2)  # (a pixel's rounding either way)
        diamond = bv.sniff_mark_box(lay)
        for r in touching:
            for x in range(r.left, r.right):
                for y in range(r.top, r.bottom):
                    if own.collidepoint(x, y) or diamond.collidepoint(x, y):
                        continue
                    assert marked.get_at((x, y)) == plain.get_at((x, y)), (
                        seed, len(lay.placed), (x, y), r, own)
        checked += 1
        if checked >= 12:
            break
    assert checked >= 5, checked


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seats_last_play_chip_never_covers_a_panel(players, scale):
    """In 4 players West's "drew 2 · [1|4]" chip and
    East's "[4|6]" lay over the tops of the side hands' racks. Every seat's chip, short
    or long, keeps off every rack and the boneyard's panel, inside the felt."""
    import game.scenes.table.chips as tp  # (where the table draws the chips)
    from game.present.view import LastAction
    from game.ui.viewport import FELT
    from tests.game_harness import frame, table_app

    app, table = table_app(players=players, seed=5, text_scale=scale)
    frame(app)
    drawn = []
    real = tp.draw_last_action

    def record(*args, **kw):
        box = real(*args, **kw)
        drawn.append(box)
        return box
    tp.draw_last_action = record
    try:
        for act in (LastAction(tile=9), LastAction(drew=2, tile=9),
                    LastAction(drew=8, tile=27, points=15), LastAction(passed=True)):
            for seat in range(players):
                table.view.last_action[seat] = act
            drawn.clear()
            surf = pygame.Surface(app.screen.get_size())
            table.painter.draw(surf)
            panels = table.painter.panels()
            felt = app.vp.rect(FELT)
            assert len([b for b in drawn if b is not None]) == players
            for box in drawn:
                assert box.collidelist(panels) < 0, (act, box, panels[box.collidelist(panels)])
                assert felt.contains(box), (act, box)
    finally:
        tp.draw_last_action = real


def test_the_move_log_keeps_off_the_rings_and_badges():
    """In 4 players a spot ring and its "+0" chip touched the
    top line of the move log over the status panel. No log line is drawn over the
    status panel now (each seat's last action is its chip; the log is the history
    drawer): the board keeps every tile, badge, spot ring and "+N" chip above the
    status panel's own lines, where the move is told while a bot plays."""
    import game.scenes.table.status as ts
    from tests.conftest import random_hand
    from tests.game_harness import table_with_earlier_moves

    app, table = table_with_earlier_moves(2)
    bv, vp = table.painter.board, app.vp
    floor = ts.earlier_floor(table, table.painter.status)
    lines_top = vp.rect(pygame.Rect(0, floor, 1, 1)).top + vp.length(3)
    status = vp.rect(table.painter.status.rect)
    lines = pygame.Rect(status.x, lines_top, status.w, status.bottom - lines_top)
    checked = 0
    for seed in range(30):
        for g in random_hand("american", 4, seed):
            lay = g.layout
            table.view.layout = lay
            bv.set_floor(floor)
            bv.sync(list(lay.placed), [x[0] for x in lay.slots], snap=True)
            bv._mark_layout = lay
            ring = bv.badge_radius
            marks = [b for _k, _pc, _l, b in bv.badge_boxes(lay) if b is not None]
            marks += [r for r in (bv.tile_rect(t) for t, _p in lay.placed) if r is not None]
            for pc in (x[0] for x in lay.slots):
                x, y = bv.spot_pos(pc)
                marks.append(pygame.Rect(round(x - ring), round(y - ring),
                                         round(2 * ring), round(2 * ring)))
                marks.append(bv.spot_label_box(pc, "+10", lay))
            hit = lines.collidelist(marks)
            assert hit < 0, (seed, len(lay.placed), marks[hit], lines)
            checked += 1
    assert checked > 300, checked


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_players_hand_fills_its_tray(players):
    """7 small tiles in the middle of a big tray. The player's
    tiles are as tall as the tray (its lift still clear of the status lines: see
    test_board_hand), and a usual hand spreads along it."""
    from game.maps import load_map, table_map_name
    from game.render.hands import HandView
    from game.ui import Viewport

    vp = Viewport((1280, 720))
    m = load_map(table_map_name(players))
    hand = HandView.from_map(vp, None, m, 0, 0)
    tray = vp.rect(m.anchor("hand_0"))
    for n in (5, 7, 9):
        rects = [r for _t, r in hand.rects(list(range(n)))]
        assert min(r.h for r in rects) >= tray.h - 1, (n, rects[0], tray)
        assert tray.top - 1 <= rects[0].top and rects[0].bottom <= tray.bottom + 1
    rects = [r for _t, r in hand.rects(list(range(7)))]
    assert rects[-1].right - rects[0].left >= 0.62 * tray.w, (rects[0], rects[-1], tray)
