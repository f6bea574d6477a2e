"""A played tile lifts out of the hand and flies an arc to its
place (one frame in the tray over its neighbours, the next on the board);
a drawn tile leaves the boneyard face down and turns face up as it lands (it popped up face up in mid-table)."""

from __future__ import annotations

import pygame

from game.present.view import Flight
from game.render.flight_path import FLIP_FROM, LIFT_SHARE, flight_pose, lift_toward
from game.render.overlays import Overlays
from game.ui import Viewport

HAND = (700.0, 630.0)
SPOT = (820.0, 330.0)
BONEYARD = (96.0, 350.0)


def _path(kind, src, dst, face=True, n=60):
    return [flight_pose(kind, src, dst, i / n, 36, 40, face) for i in range(n + 1)]


def test_a_played_tile_lifts_straight_out_of_the_hand_first():
    poses = _path("play", HAND, SPOT)
    lifting = [p for i, p in enumerate(poses) if i / 60 <= LIFT_SHARE]
    assert all(p.x == HAND[0] for p in lifting)  # straight up: clear of its neighbours
    ys = [p.y for p in lifting]
    assert ys == sorted(ys, reverse=True) and HAND[1] - ys[-1] >= 30
    assert all(p.turn == 0.0 for p in lifting)  # still upright as in the hand


def test_a_played_tile_flies_an_arc_that_ends_on_its_spot():
    poses = _path("play", HAND, SPOT)
    assert (poses[0].x, poses[0].y) == HAND
    assert (round(poses[-1].x, 6), round(poses[-1].y, 6)) == SPOT and poses[-1].turn == 1.0
    # an arc: half way along it, well above the straight line between its ends
    lifted = (HAND[0], HAND[1] - 36)
    mid = flight_pose("play", HAND, SPOT, LIFT_SHARE + (1 - LIFT_SHARE) / 2, 36, 40, True)
    assert mid.y < (lifted[1] + SPOT[1]) / 2 - 30
    # no frame jumps (60 frames over the flight)
    steps = [max(abs(a.x - b.x), abs(a.y - b.y)) for a, b in zip(poses, poses[1:])]
    assert max(steps) < 0.08 * (abs(SPOT[0] - HAND[0]) + abs(SPOT[1] - HAND[1]))


def test_a_drawn_tile_flies_face_down_and_turns_face_up_as_it_lands():
    poses = _path("draw", BONEYARD, HAND)
    assert not any(p.face for p in poses if p.y < HAND[1] - 75)  # face down in mid-table
    assert all(not p.face for i, p in enumerate(poses) if i / 60 < FLIP_FROM)
    assert poses[-1].face and poses[-1].squeeze == 1.0
    turning = [p.squeeze for i, p in enumerate(poses) if i / 60 > FLIP_FROM]
    assert min(turning) < 0.3  # it turns over (on its edge half way)
    # an opponent's drawn tile never shows its face
    assert not any(p.face for p in _path("draw", BONEYARD, (640.0, 70.0), face=False))


def test_a_dropped_tile_stays_where_it_lies():
    p = flight_pose("play", HAND, SPOT, 0.3, 36, 40, True, dropped=True)
    assert (p.x, p.y, p.turn) == (SPOT[0], SPOT[1], 1.0)


class _Art:
    def __init__(self):
        self.calls = []

    def face(self, a, b, vertical, unit):
        self.calls.append("face")
        return pygame.Surface((unit, 2 * unit) if vertical else (2 * unit, unit))

    def back(self, vertical, unit):
        self.calls.append("back")
        return pygame.Surface((unit, 2 * unit) if vertical else (2 * unit, unit))


def test_the_drawn_tile_is_drawn_face_down_until_it_lands():
    """Through the real renderer: the player's drawn tile shows its back in the air."""
    art = _Art()
    ov = Overlays(Viewport((1280, 720)), None, art)
    ov.flight_ends = lambda f, hands, board, by: (BONEYARD, HAND, True, True, 14, 40, None)
    surf = pygame.Surface((1280, 720))
    for t, side in ((0.1, "back"), (0.5, "back"), (0.99, "face")):
        art.calls.clear()
        ov.draw_flights(surf, [Flight("draw", 0, 5, True, 0, 4, t=t)], None, None, BONEYARD,
                        False)
        assert art.calls == [side], t


def test_a_tile_lifts_out_of_its_rack_towards_the_table():
    """A bot's tile in the top rack lifts down (not up off the screen); one in a rack
    down a side lifts sideways, towards the board."""
    top = flight_pose("play", (640.0, 70.0), SPOT, LIFT_SHARE, lift_toward(
        (640.0, 70.0), SPOT, True, 36), 40, True)
    assert (top.x, top.y) == (640.0, 106.0)
    side = flight_pose("play", (90.0, 360.0), SPOT, LIFT_SHARE, lift_toward(
        (90.0, 360.0), SPOT, False, 36), 40, True)
    assert (side.x, side.y) == (126.0, 360.0)
    mine = lift_toward(HAND, SPOT, True, 36)
    assert mine == (0.0, -36)


def test_a_bots_tile_from_the_top_rack_never_rises_back_over_the_plates_under_it():
    src = (640.0, 70.0)
    lift = lift_toward(src, SPOT, True, 36)
    ys = [flight_pose("play", src, SPOT, i / 60, lift, 40, True).y for i in range(61)]
    after = ys[round(LIFT_SHARE * 60):]
    assert after == sorted(after) and ys[-1] == SPOT[1]


def test_the_players_drawn_tile_keeps_off_the_prompt_line():
    """At the table a tile drawn into the player's tray comes down beside the pile and
    in along the tray: it never covers the prompt line over the tray ("No play: drawing
    until a tile fits" was covered by an arc over the middle), and still lands on its
    slot face up."""
    import pygame

    from game.present.view import Flight
    from game.render.flight_path import flight_pose, lift_toward
    from tests.game_harness import frames, table_app
    app, table = table_app(players=2, seed=7, speed="instant")
    frames(app, 5)
    p, vp = table.painter, app.vp
    line = vp.rect(p.status.rect)
    words = pygame.Rect(0, 0, vp.length(300), line.h)  # the prompt's words, centred
    words.center = line.center
    for slot in range(8):
        f = Flight("draw", table.human, 5, True, slot, 8)
        src, dst, v0, v1, u0, u1, _pl = p.overlays.flight_ends(f, p.hands, p.board,
                                                               p.boneyard.centre)
        for i in range(101):
            pose = flight_pose("draw", src, dst, i / 100,
                               lift_toward(src, dst, v0, vp.length(36)), vp.length(40), True)
            u = max(4, round(u0 + (u1 - u0) * pose.turn))
            r = p.overlays.art.back(v1, u).get_rect(center=(round(pose.x), round(pose.y)))
            assert not r.colliderect(words), (slot, i, r, words)
        assert (pose.x, pose.y) == dst and pose.face
    table.worker.close()


def test_a_bots_drawn_tile_swells_in_the_air():
    """A tile drawn into a hidden hand flies between two small things (the pile, a
    rack): it swells mid-flight, well over both ends' size, and lands at the rack's."""
    sizes = {}

    class Sized(_Art):
        def back(self, vertical, unit):
            sizes[t] = unit
            return super().back(vertical, unit)
    ov = Overlays(Viewport((1280, 720)), None, Sized())
    ov.flight_ends = lambda f, hands, board, by: (BONEYARD, (640.0, 70.0), True, True, 14,
                                                   12, None)
    surf = pygame.Surface((1280, 720))
    for t in (0.0, 0.5, 1.0):
        ov.draw_flights(surf, [Flight("draw", 2, 5, False, 0, 6, t=t)], None, None,
                        BONEYARD, False)
    assert sizes[0.5] >= 2 * max(sizes[0.0], sizes[1.0]), sizes
    assert sizes[1.0] == 12 and sizes[0.0] == 14
