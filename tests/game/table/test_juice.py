"""The payoff moments' feel: a "+N" rises out of the tile just played and never out of
a count disc beside it; the player's side's scores throw sparks, a bot's do not; a
callout pops past full size and settles, bigger and gold from 20; each drawn tile
leaves the boneyard's count as it lifts off the pile."""

from __future__ import annotations

import pygame

from engine.events import Draw
from game.present import Director, TableView, Timing
from game.render import fx
from game.render.fx_burst import SparkBurst
from game.scenes.table.payoff import rise_start


def _dist(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def test_the_plus_n_rises_from_the_played_tile_clear_of_every_disc():
    # a tile lying level, the sniff's "3" disc just over its left half (the "+20 over
    # the 3" case), another disc off its right end; the "+N" holds up and to the left
    tile = pygame.Rect(400, 300, 80, 40)
    radius = 16
    discs = [(410, 290), (500, 320)]
    hold = (300, 180)
    start = rise_start(tile, hold, discs, radius)
    assert tile.collidepoint(start)
    assert all(_dist(start, d) >= 1.5 * radius for d in discs)
    # with no disc near, it starts at the tile's side nearest where it holds
    free = rise_start(tile, hold, [], radius)
    assert tile.collidepoint(free) and free[0] < tile.centerx and free[1] < tile.centery
    # the tile's centre itself is where a disc-free tile's "+N" would rise from below
    under = rise_start(tile, (tile.centerx, 600), [], radius)
    assert under[1] > tile.centery and under[0] == tile.centerx


def test_the_pop_peaks_above_full_size_then_settles():
    from game.ui import Fonts
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    fonts = Fonts()
    for points in (5, 15, 25):
        c = fx.ScoreCallout(fonts, points, (300, 200)).start()
        scales = []
        while c.t < 0.8:
            scales.append(c.scale())
            c.t += 0.01
        assert max(scales) > 1.1 and abs(scales[-1] - 1.0) < 1e-6
        assert scales.index(max(scales)) < len(scales) // 2  # peaks early, then settles
    # 5 modest, 10-15 bigger, 20 and up bigger still and gold
    assert fx.callout_size(5) < fx.callout_size(10) < fx.callout_size(15) < fx.callout_size(20)
    gold = fx.ScoreCallout(fonts, 20, (0, 0))
    assert gold.plate_color() == fx.DOMINO_GOLD
    assert fx.ScoreCallout(fonts, 15, (0, 0)).plate_color() != fx.DOMINO_GOLD


class _Vp:
    scale = 1.0

    def length(self, x):
        return round(x)


class _Board:
    badge_radius = 14.0

    class camera:
        rect = pygame.Rect(0, 0, 400, 300)

    def badge_centre(self, layout, pc):
        return {1: (100.0, 100.0)}.get(pc)

    def point_pos(self, pc):
        return None

    def marks(self, layout):
        return []


class _Game:
    def seat_entry(self, seat):
        return seat


class _Scene:
    human = 0
    game = _Game()
    view = None


def _sparks_of(seat: int) -> int:
    from game.present.view import Callout
    from game.scenes.table.payoff import BoardPayoff
    pay = BoardPayoff(_Vp(), _Board(), scene=_Scene())
    c = Callout("+10", 10, 3, t=0.05)
    c.seat, c.tier = seat, 0
    v = TableView.empty(2, False, 0, [0, 0])
    v.callouts = [c]
    v.lit_age = {1: 1.0}
    pay.sparks(pygame.Surface((400, 300)), v, still=False)
    burst = pay._sparks[1][0]
    assert isinstance(burst, SparkBurst)
    return len(burst.sparks)


def test_the_players_score_sparks_and_a_bots_is_quieter():
    assert _sparks_of(0) > 0  # the player's +10: sparks at the scoring end
    assert _sparks_of(1) == 0  # a bot's: the same path, no sparks


def test_the_boneyard_count_drops_one_per_drawn_tile_as_each_leaves():
    view = TableView.empty(2, False, 0, [0, 0])
    view.boneyard = 10
    view.hands = [[0, 1], [2, 3]]
    d = Director(view, Timing(1.0), sound=lambda n: None, on_hand_end=lambda ev: None)
    d.feed([Draw(seat=1, tile=20), Draw(seat=1, tile=21), Draw(seat=1, tile=22)])
    seen = []
    for _k in range(600):
        d.update(1 / 60)
        airborne = [f for f in view.flights if f.kind == "draw"]
        seen.append((view.boneyard_count, len(airborne), len(view.hands[1])))
        if not d.busy:
            break
    # each tile leaves the count as it lifts off: in the air it no longer counts
    for count, air, held in seen:
        assert count == 10 - (held - 2) - air
    counts = [s[0] for s in seen]
    assert counts[-1] == 7 and sorted(set(counts), reverse=True) == [10, 9, 8, 7][
        (0 if counts[0] == 10 else 1):]
    assert all(b <= a and a - b <= 1 for a, b in zip(counts, counts[1:]))  # one at a time
    # the count drops the moment the first tile is in the air, before it lands
    first_air = next(i for i, s in enumerate(seen) if s[1])
    assert seen[first_air][0] == 9 and seen[first_air][2] == 2


def test_a_counted_ends_disc_pops_past_its_size_and_settles():
    from game.render.fx_pop import BOT_PEAK, DISC_PEAK, POP_SECONDS, DiscPop, pop_scale
    ks = [pop_scale(i / 100) for i in range(0, round(POP_SECONDS * 100) + 5)]
    assert 1.25 < max(ks) <= DISC_PEAK + 1e-9
    assert ks.index(max(ks)) < len(ks) // 2 and ks[-1] == 1.0  # out early, then settled
    assert max(pop_scale(i / 100, BOT_PEAK) for i in range(40)) < max(ks)  # a bot's: less
    surf = pygame.Surface((200, 200))
    surf.fill((20, 90, 40))
    pygame.draw.circle(surf, (200, 30, 30), (100, 100), 20)
    pop = DiscPop()
    assert pop.draw(surf, (100, 100), 22, 1.0) is None  # at rest: nothing drawn again
    drawn = pop.draw(surf, (100, 100), 22, 1.3)
    assert drawn is not None and drawn.w > 44
    assert surf.get_at((100, 123))[:3] != (20, 90, 40)  # the red reaches past its rim
    assert surf.get_at((100, 100))[:3] == (200, 30, 30)


def test_the_rows_number_pops_as_it_ticks_up_and_its_bar_glints():
    from game.scenes.table.payoff_fx import ScorePops

    class Panel:
        digits = {0: pygame.Rect(300, 20, 30, 20)}
        bars = {0: (pygame.Rect(200, 50, 140, 8), pygame.Rect(200, 50, 60, 8))}
    rows = ScorePops()
    v = TableView.empty(2, False, 0, [0, 0])
    surf = pygame.Surface((400, 100))
    v.callouts = [object()]  # a "+N" on its way
    assert rows.row_pops(surf, v, Panel, 1.0, False) == []  # nothing ticked yet
    v.scores = [3.0, 0.0]  # the row starts counting up
    drawn = rows.row_pops(surf, v, Panel, 1.0, False)
    assert drawn == []  # the pop starts at its rest size
    v.scores = [7.0, 0.0]
    drawn = rows.row_pops(surf, v, Panel, 1.08, False)
    assert any(r.w > Panel.digits[0].w + 4 for r in drawn)  # the number swells
    assert any(Panel.bars[0][1].contains(r) for r in drawn)  # a glint on the fill
    v.scores = [10.0, 0.0]
    assert rows.row_pops(surf, v, Panel, 1.6, False) == []  # settled
    still = ScorePops()
    v.scores = [0.0, 0.0]
    still.row_pops(surf, v, Panel, 1.0, True)
    v.scores = [5.0, 0.0]
    assert still.row_pops(surf, v, Panel, 1.08, True) == []  # reduced motion: none


def test_going_outs_confetti_is_generous_varied_turning_and_falls():
    from game.render.fx_burst import BannerBurst
    rect = pygame.Rect(500, 200, 280, 80)
    b = BannerBurst(rect).start()
    assert len(b.pieces) >= 150
    assert len({p[6] for p in b.pieces}) >= 4 and len({p[7] for p in b.pieces}) >= 4
    assert len({p[9] for p in b.pieces}) >= 2  # sheets and strips
    assert any(abs(p[11]) > 1.0 for p in b.pieces)  # they turn in the plane
    b.t = 0.9
    mid = b.positions()
    b.t = 1.8
    late = b.positions()
    assert sum(y for _x, y in late) / len(late) > sum(y for _x, y in mid) / len(mid) + 40
    surf = pygame.Surface((1280, 720))
    b.t = 0.5
    b.draw(surf)
    lit = sum(1 for x in range(0, 1280, 4) for y in range(0, 720, 4) if surf.get_at((x, y))[:3]
              != (0, 0, 0))
    assert lit > 150  # plenty of paper on screen, not a few rectangles


def test_the_last_tile_kicks_up_a_dust_ring_that_opens_and_ends():
    from game.render.fx_land import DUST_SECONDS, dust_ring
    tile = pygame.Rect(600, 330, 80, 40)
    rings = []
    for age in (0.02, 0.2, 0.4):
        surf = pygame.Surface((1280, 720))
        got = dust_ring(surf, tile, age, 1.0)
        assert got is not None and got.contains(tile)
        rings.append(got.w)
        assert surf.get_at((got.centerx, got.top + 1))[:3] != (0, 0, 0)  # its rim shows
    assert rings == sorted(rings) and rings[-1] > rings[0]  # it opens
    assert dust_ring(pygame.Surface((10, 10)), tile, DUST_SECONDS, 1.0) is None


def test_a_drawn_tile_lifts_off_the_pile_before_it_flies():
    from game.render.flight_path import DRAW_LIFT, flight_pose
    src, dst = (100.0, 400.0), (640.0, 650.0)
    up = flight_pose("draw", src, dst, DRAW_LIFT * 0.9, (0.0, -36.0), 40, True)
    assert up.x == src[0] and src[1] - 36 <= up.y < src[1] - 20  # straight up, off it
    assert not up.face
    on = flight_pose("draw", src, dst, DRAW_LIFT + 0.3, (0.0, -36.0), 40, True)
    assert on.x > src[0] + 50  # then on its way to the tray
    end = flight_pose("draw", src, dst, 1.0, (0.0, -36.0), 40, True)
    assert (end.x, end.y) == dst and end.face
    deal = flight_pose("deal", src, dst, DRAW_LIFT * 0.9, (0.0, -36.0), 40, False)
    assert deal.x > src[0]  # a deal flies at once (no lift: the deal stays brisk)
