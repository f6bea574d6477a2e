"""Bots a new player can follow (fz_29, fz_34: "North replied within about 0.3-0.5 s"):
the bot's plate shows it is thinking (a pulsing glow round its portrait, three dots)
from its turn until its tile lifts; the tile first rises out of its rack, turning over
to its face, on a beat of its own, and only then flies; a bot's draws are each a flight
of their own, its "drew N" counting up with them."""

from __future__ import annotations

import pygame

from engine import Game
from engine.events import Draw, Play
from engine.moves import Move
from game.present import Director, TableView, Timing
from game.present.plays import BOT_FLIGHT, BOT_FLIGHT_ALONE, LIFT, LIFT_ALONE
from game.render.flight_path import flight_pose
from tests.game_harness import DT, answer_at_once, frame, table_app


def _bot_reply(players: int, want, first: bool = True):
    """A seeded game's bot step (``first``: the first after the player's first play;
    else any in its first hand) for which ``want(events)`` holds: ``(deal events, its
    events, the game after them, the bot's hand before them)``."""
    for seed in range(200):
        g = Game("american", players, seed=seed)
        deal = g.deal()
        while g.phase == "play":
            if g.turn == 0:
                g.play(Move.from_code(g.legal_codes()[0]))
                continue
            hand = g.hand_tiles(g.turn)
            events = g.play(Move.from_code(g.legal_codes()[0]))
            if want(events):
                return deal, events, g, hand
            if first:
                break
    raise AssertionError("no such bot step found")


def _director(players: int, deal, hand, seat):
    view = TableView.empty(players, False, 0, [0] * players)
    d = Director(view, Timing(1.0))
    d.player = 0
    d.feed(deal)
    d.skip()
    view.hands[seat] = list(hand)
    return view, d


def _watch_play(players: int):
    """Step a bot's quiet play frame by frame: per frame ``(beat, lift, t)`` of its
    tile in the air, and the beats landed."""
    deal, events, g, hand = _bot_reply(players, lambda ev: len(ev) == 1
                                       and isinstance(ev[0], Play))
    seat = events[0].seat
    view, d = _director(players, deal, hand, seat)
    d.feed(events, {0: g.layout.copy()}, turn_after=g.turn)
    seen = []
    while d.busy:
        d.update(1 / 120)
        for f in view.flights:
            seen.append((d.beats[0].name if d.beats else "", f.lift, f.t))
    return seen, [n for n, _c in d.landed]


def test_a_bots_tile_lifts_out_of_its_rack_before_it_flies():
    for players, lift, flight in ((2, LIFT_ALONE, BOT_FLIGHT_ALONE), (4, LIFT, BOT_FLIGHT)):
        seen, landed = _watch_play(players)
        # the lift is its own beat, right before the flight
        assert landed.index("lift") == landed.index("play") - 1, landed
        rising = [(k, t) for name, k, t in seen if name == "lift"]
        flying = [(k, t) for name, k, t in seen if name == "play"]
        # while it lifts the tile does not travel; it rises 0 -> 1 (in order)
        assert rising and all(t == 0.0 for _k, t in rising), rising[:3]
        ks = [k for k, _t in rising]
        assert ks == sorted(ks) and ks[0] < 0.2 and ks[-1] > 0.8, ks
        # then it flies from the lifted point, never going back into the rack
        assert flying and all(k == 1.0 for k, _t in flying), flying[:3]
        assert abs(len(rising) / 120 - lift) < 0.02, (players, len(rising))
        assert abs(len(flying) / 120 - flight) < 0.02, (players, len(flying))
    assert LIFT_ALONE >= 0.12  # (4 players: shorter, three bots in 4 s)


def test_the_lift_rises_and_turns_the_tile_over_at_the_rack_then_it_travels():
    src, dst, up = (600.0, 80.0), (640.0, 360.0), (0.0, 36.0)
    start = flight_pose("play", src, dst, 0.0, up, 40, True, rise=0.0)
    half = flight_pose("play", src, dst, 0.0, up, 40, True, rise=0.5)
    lifted = flight_pose("play", src, dst, 0.0, up, 40, True, rise=1.0)
    # its back first, on its edge half way, its face once up; all at the seat
    assert not start.face and lifted.face and half.squeeze < 0.2
    assert (start.x, start.y) == src and (lifted.x, lifted.y) == (600.0, 116.0)
    # the flight then leaves from the lifted point and reaches its place
    off = flight_pose("play", src, dst, 0.01, up, 40, True, rise=1.0)
    end = flight_pose("play", src, dst, 1.0, up, 40, True, rise=1.0)
    assert abs(off.y - 116.0) < 5 and (end.x, end.y) == dst


def test_a_bot_thinks_on_its_plate_until_its_tile_lifts():
    """The real table, 2 players: from North's turn its plate shows the thinking glow
    and dots, over nothing but its own plate's glow; both are gone as its tile lifts."""
    app, table = table_app(players=2, seed=7, speed="normal", game_speed="normal")
    answer_at_once(table)
    bot, label = 1, table.painter.labels[1]
    thinking, after_lift, rings, plays = 0, 0, [], 0
    try:
        for _k in range(60 * 60):
            if table.game.phase == "over" or plays >= 3:
                break
            if table.human_turn:
                plays += 1
                table.apply(Move.from_code(table.game.legal_codes()[0]))
            elif table.awaiting_draw:
                table.draw_from_boneyard()
            frame(app)
            lifting = [f for f in table.view.flights if f.kind == "play" and f.seat == bot]
            if table.view.turn == bot and table.pending is not None:
                assert label.ring is not None and label.dots is not None
                thinking += 1
                rings.append(label.ring)
                # the glow keeps off every tile and the other seat's plate
                tiles = [r for h, t in zip(table.painter.hands, table.view.hands)
                         for _t, r in h.rects(t)]
                tiles.append(app.vp.rect(table.painter.boneyard.rect))
                tiles.append(table.painter.label_rect(table.human))
                assert not any(label.ring.colliderect(r) for r in tiles), label.ring
            if lifting:
                assert label.ring is None and label.dots is None
                after_lift += 1
    finally:
        table.worker.close()
    # (three replies, thought over a beat of about half a second (less after the deal,
    # none shown while the player's own score is celebrated), then lifted)
    assert thinking >= 2 * 25 and after_lift >= 3 * 30, (thinking, after_lift)
    # it pulses: brighter and softer as the bot thinks (the glow's own level)
    from game.render.avatars import think_level
    levels = {round(think_level(ms), 2) for ms in range(0, 900, 100)}
    assert max(levels) - min(levels) > 0.5


def test_the_thinking_glow_is_drawn_round_the_portrait_and_pulses():
    from game.render.avatars import draw_think_ring
    surf = pygame.Surface((120, 120), pygame.SRCALPHA)
    bright = draw_think_ring(surf, (60, 60), 64, 5, level=1.0)
    lit = surf.get_at((60, 60 - 32 - 1))
    surf.fill((0, 0, 0, 0))
    draw_think_ring(surf, (60, 60), 64, 5, level=0.35)
    soft = surf.get_at((60, 60 - 32 - 1))
    assert bright.size == (74, 74) and bright.center == (60, 60)
    assert lit.a > soft.a > 0 and surf.get_at((60, 60 - 32 - 8)).a == 0


def _bot_draws(players: int, least: int = 3):
    """A step with ``least`` draws or more by a bot (the engine draws for the next seat
    right after the move before it: the player's): ``(deal, events, game, bot)``."""
    for seed in range(200):
        g = Game("american", players, seed=seed)
        deal = g.deal()
        while g.phase == "play":
            events = g.play(Move.from_code(g.legal_codes()[0]))
            seats = [e.seat for e in events if isinstance(e, Draw) and e.seat != 0]
            if len(seats) >= least:
                return deal, events, g, seats[0]
    raise AssertionError("no such step found")


def test_a_bots_draws_fly_one_by_one_and_its_count_steps_up():
    deal, events, g, seat = _bot_draws(2)
    hand = []
    view, d = _director(2, deal, hand, seat)
    d.feed(events, {i: g.layout.copy() for i, e in enumerate(events)
                    if isinstance(e, Play)}, turn_after=g.turn)
    drawn = [e.tile for e in events if isinstance(e, Draw) and e.seat == seat]
    order, counts, starts, t = [], [], {}, 0.0
    while d.busy:
        d.update(DT)
        t += DT
        air = [f for f in view.flights if f.kind == "draw" and f.seat == seat]
        assert len(air) <= 1  # one tile at a time
        for f in air:
            if not order or order[-1] != f.tile:
                order.append(f.tile)
                starts[f.tile] = t
                act = view.last_action.get(seat)
                counts.append(0 if act is None or act.done else act.drew)
    assert order == drawn  # each its own flight, in the engine's order
    assert counts == list(range(len(drawn)))  # "drew N" up by one as each lands
    gaps = [starts[b] - starts[a] for a, b in zip(drawn[1:], drawn[2:])]
    assert all(0.25 <= x <= 0.4 for x in gaps), gaps  # about 0.3 s a tile
    assert view.last_action[seat].drew == len(drawn)
