"""The seats' portrait badges on the board (fu_93, fu_137, fu_172, fu_179: they sat on
the sniff's pips, on a "1+1" tag, on a ghost and on each other): each opponent's last
play keeps its soft outline in the seat's colour, but only the most recent one gets the
portrait, in free felt next to its tile - over no tile, count disc, tag, spot ring or
ghost - or none at all; never while the player holds a tile. Over many random boards,
2 and 4 players, 100 % and 200 % text."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.present.view import LastAction
from game.render.fx_seat import OUTLINE_ALPHA, SeatPlays, seat_colour
from tests.game_harness import make_app, marked_boards

SEEDS = range(10)


def _off(p, rect) -> float:
    dx = max(rect.left - p[0], 0, p[0] - rect.right)
    dy = max(rect.top - p[1], 0, p[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def _view(lay, players: int):
    """A view whose opponents (seats 1..) played the latest tiles on ``lay``, the
    player (seat 0) the one before them: seat -> tile."""
    last = [t for t, _pc in lay.placed][-players:]
    acts = {players - 1 - k: LastAction(tile=t, done=True)
            for k, t in enumerate(reversed(last))}
    return SimpleNamespace(layout=lay, last_action=acts, flights=[])


def _blocks(bv, lay):
    """Every rect a badge must not touch: tiles, count discs and tags, the sniff's
    whole tag, the spots' rings, the ghosts shown."""
    from game.render.ghosts import shown_ghosts
    out = [("tile", bv.tile_rect(t)) for t, _pc in lay.placed]
    out += [("disc", box) for _k, _pc, _l, box in bv.badge_boxes(lay)]
    if lay.sniff >= 0:
        out.append(("whole", bv.whole_box(lay, lay.sniff)))
    out += [("ring", bv.ring_box(pc, lay)) for pc, *_r in lay.slots]
    out += [("ghost", r) for _pc, r in shown_ghosts(bv)]
    return [(k, r) for k, r in out if r is not None]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_one_badge_at_most_and_it_covers_no_tile_mark_or_ghost(players, scale):
    app = make_app()
    surf = pygame.Surface(app.screen.get_size())
    avatars = {s: "across" for s in range(players)}
    plates = {s: pygame.Rect(0, 0, 40, 20).move(s * 300, 10 + (s % 2) * 600)
              for s in range(players)}
    teams = {s: (s % 2 if players == 4 else None) for s in range(players)}
    drawn = states = 0
    for bv, seed, lay in marked_boards(players, scale, SEEDS):
        if len(lay.placed) < 2:
            continue
        states += 1
        v = _view(lay, players)
        marks = SeatPlays()
        got = marks.draw(surf, app.vp, v, bv, plates, avatars, teams, 0)
        assert len(got) <= 1, (seed, got)
        if not got:
            continue
        drawn += 1
        box = marks.badge
        assert box.contains(got[0]), (seed, box, got[0])  # the portrait as drawn
        # it names the latest opponent play: the last tile on the board not seat 0's
        newest = max((t for s, t in marks.tiles.items() if s != 0),
                     key=[t for t, _p in lay.placed].index)
        r = bv.tile_rect(newest)
        assert abs(box.centerx - r.centerx) < r.w + box.w and \
            abs(box.centery - r.centery) < r.h + box.h, (seed, box, r)  # next to it
        for t, _pc in lay.placed:  # nearer its own tile than any other (no joint)
            if t != newest:
                assert _off(box.center, bv.tile_rect(t)) > _off(box.center, r), (seed, t)
        for kind, b in _blocks(bv, lay):
            assert not box.colliderect(b), (seed, len(lay.placed), kind, box, b)
        assert bv.camera.rect.contains(box), (seed, box)
    assert drawn >= states * 0.6, (drawn, states)  # free felt is usually there


@pytest.mark.parametrize("players", [2, 4])
def test_the_badge_keeps_off_ghosts_shown_on_the_board(players):
    app = make_app()
    surf = pygame.Surface(app.screen.get_size())
    checked = 0
    for bv, seed, lay in marked_boards(players, 1.0, SEEDS):
        if len(lay.placed) < 2:
            continue
        stock = ((1 << 28) - 1) & ~lay.placed_mask
        ghosts = {}
        for code in lay.legal_codes(stock):  # a tile from the stock on each open spot
            ghosts.setdefault(code & 255, code >> 8)
        ghosts = [(t, pc) for pc, t in ghosts.items()]
        bv.show_ghosts(ghosts)
        marks = SeatPlays()
        got = marks.draw(surf, app.vp, _view(lay, players), bv, {}, {1: "across", 2: "across",
                         3: "across"}, {}, 0)
        from game.render.ghosts import shown_ghosts
        shown = [r for _pc, r in shown_ghosts(bv)]
        if got and shown:
            checked += 1
            assert marks.badge.collidelist(shown) < 0, (seed, marks.badge, shown)
        bv.show_ghosts(())
    assert checked > 0


def test_each_opponents_outline_shows_and_only_the_newest_has_a_portrait():
    app = make_app()
    surf = pygame.Surface(app.screen.get_size())
    for bv, _seed, lay in marked_boards(4, 1.0, [3]):
        if len(lay.placed) < 6:
            continue
        v = _view(lay, 4)
        marks = SeatPlays()
        surf.fill((0, 0, 0))
        teams = {0: 0, 1: 1, 2: 0, 3: 1}
        got = marks.draw(surf, app.vp, v, bv, {}, {s: "across" for s in range(4)}, teams, 0)
        seen = marks.marks(v, bv, 0)
        assert {s for s, _t, _r in seen} == {1, 2, 3}  # every opponent: its outline
        pad = app.vp.length(3)
        for seat, _tile, r in seen:
            colour = [c * OUTLINE_ALPHA // 255 for c in seat_colour(seat, teams[seat])]
            edge = r.inflate(2 * pad, 2 * pad)
            row = [surf.get_at((x, edge.top + 1))[:3] for x in range(edge.left + 6,
                                                                   edge.right - 6)]
            assert any(sum(abs(a - b) for a, b in zip(px, colour)) < 40 for px in row), seat
        assert len(got) <= 1
        # the player holding a tile: the outlines stay, the portrait goes
        got = marks.draw(surf, app.vp, v, bv, {}, {s: "across" for s in range(4)}, teams, 0,
                         hide=True)
        assert got == [] and marks.badge is None
        # an opponent's tile in the air: its badge waits for it to land
        v.flights = [SimpleNamespace(kind="play", seat=2, tile=-1)]
        assert marks.draw(surf, app.vp, v, bv, {}, {s: "across" for s in range(4)}, teams,
                          0) == []
        return
    pytest.fail("no board with six tiles")


def test_on_the_table_the_badge_names_the_bots_play_and_goes_while_a_tile_is_held():
    from tests.game_harness import table_app, turn_with_a_play
    app, table = table_app(players=2, seed=5)
    tiles = turn_with_a_play(app, table)
    assert tiles
    p = table.painter
    surf = pygame.Surface(app.screen.get_size())
    p.draw(surf)
    bot_tile = p.seat_plays.tiles.get(1 - table.human)
    assert bot_tile is not None and p.seat_plays.badge is not None
    r = p.board.tile_rect(bot_tile)  # by the bot's tile, clear of every mark
    assert _off(p.seat_plays.badge.center, r) < p.seat_plays.badge.w
    assert p.seat_plays.badge.collidelist(
        [b for _k, b in _blocks(p.board, table.view.layout)]) < 0
    table.controller.sel = tiles[0]  # a tile held: its ghosts show, the badge goes
    p.draw(surf)
    assert p.seat_plays.badge is None and p.seat_plays.marks(table.view, p.board, table.human)
    table.worker.close()
