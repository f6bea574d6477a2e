"""The opponents' moves a new player can follow (fs_129, fs_100, fs_119): each bot's
tile travels from its own rack to the board, its plate lit while it is its move, one
tile in the air at a time, each bot's move its own beat (a minimum gap between one
bot's landing and the next bot's tile leaving, on the table's clock); every seat's
"+N" rises from the tile just played, holds, flies to its row and the row counts up
as it arrives (never before, never long after), and no draw or turn of another seat
starts while it still shows; each opponent's last play stays marked on the board; a
game won mid-hand gets a centred ribbon over no tile."""

from __future__ import annotations

import functools
import pathlib
import tempfile

import pygame

from engine import Game
from engine.events import Draw, Play
from engine.moves import Move
from game.present import Director, TableView, Timing
from game.present.director import CALLOUT_FLIGHT
from game.present.plays import BOT_FLIGHT
from game.present.scoring import COUNT_UP
from game.render.flight_path import flight_pose, lift_toward
from game.render.fx_seat import SeatPlays, seat_colour
from game.scenes.table.pace import PAUSE
from game.scenes.table.summary import SummaryScene
from tests.game_harness import DT, answer_at_once, frame, table_app


@functools.lru_cache(maxsize=1)
def _four_player_run(frames: int = 60 * 150):
    """A 4-player table at Normal, the bots answering at once, the player playing its
    first legal move: per frame, what flies and who is lit; every play's leaving and
    landing on the table's clock. ``(app, table, log)``."""
    app, table = table_app(players=4, seed=3, speed="normal", game_speed="normal",
                           auto_draw=True)
    answer_at_once(table)
    g = table.game
    log = {"plays": [], "air": 0, "lit_ok": 0, "lit_bad": [], "ends": []}
    live: dict = {}
    for _k in range(frames):
        if g.phase == "over":
            break
        if isinstance(app.top, SummaryScene):
            break  # one hand is enough
        if table.human_turn:
            table.apply(Move.from_code(g.legal_codes()[0]))
        frame(app)
        v = table.view
        plays = [f for f in v.flights if f.kind == "play"]
        log["air"] = max(log["air"], len(plays))
        for f in plays:
            if id(f) not in live:
                live[id(f)] = f
                log["plays"].append([f.seat, table.time, None])
                ends = table.painter.overlays.flight_ends(
                    f, table.painter.hands, table.painter.board, table.painter.boneyard.centre)
                log["ends"].append((f.seat, ends, table.painter.hands[f.seat]))
            if f.seat != table.human:  # its plate is the lit one while it travels
                if v.turn is None and v.mover == f.seat:
                    log["lit_ok"] += 1
                else:
                    log["lit_bad"].append((f.seat, v.turn, v.mover))
        for key, f in list(live.items()):
            if f not in v.flights:
                rec = next(r for r in reversed(log["plays"]) if r[0] == f.seat and r[2] is None)
                rec[2] = table.time
                del live[key]
    table.worker.close()
    return app, table, log


def test_only_one_tile_is_ever_in_the_air_and_each_bot_move_gets_its_beat():
    app, table, log = _four_player_run()
    assert log["air"] == 1  # never two tiles flying to the board at once
    plays = [p for p in log["plays"] if p[2] is not None]
    gaps = [b[1] - a[2] for a, b in zip(plays, plays[1:])
            if a[0] != table.human and b[0] != table.human]
    assert len(gaps) >= 4, plays
    scale = app.settings.time_scale
    # a bot's tile never leaves before the last bot's has landed and a beat has passed
    # (fs_129: two bots' plays within one 0.6 s gap)
    assert min(gaps) >= max(0.5, PAUSE["normal"]) * scale - 2 * DT, gaps
    # and a bot's tile takes its time from the rack: the flight is seen (0.3 s read
    # as a tile popping onto the board)
    flights = [p[2] - p[1] for p in plays if p[0] != table.human]
    assert min(flights) >= max(0.33, BOT_FLIGHT) * scale - 2 * DT, flights
    # one bot's move to the next bot's, tile leaving to tile leaving: at least 0.85 s
    beats = [b[1] - a[1] for a, b in zip(plays, plays[1:])
             if a[0] != table.human and b[0] != table.human]
    assert min(beats) >= 0.85 * scale - 2 * DT, beats


def test_a_bots_tile_leaves_from_its_own_rack_and_its_plate_is_lit_meanwhile():
    _app, table, log = _four_player_run()
    seats = set()
    for seat, ends, hand in log["ends"]:
        if seat == table.human or ends is None:
            continue
        src, dst = ends[0], ends[1]
        rack = table.app.vp.rect(hand.rect).inflate(8, 8)
        assert rack.collidepoint(src), (seat, src, rack)  # it starts at its seat
        # an ease-out: it covers most of its way in the first half of its time
        lift = lift_toward(src, dst, ends[2], table.app.vp.length(36))
        mid = flight_pose("play", src, dst, 0.5, lift, 0, True)
        assert mid.turn > 0.2
        seats.add(seat)
    assert seats == {1, 2, 3}, seats
    assert log["lit_ok"] > 30 and not log["lit_bad"], log["lit_bad"][:5]


def _bot_scores_then_player_draws():
    """An engine game where a bot's play scores and, in the same step, the player has
    to draw: ``(game, scores before, events)``."""
    for seed in range(1, 200):
        g = Game("american", 2, target=1000, seed=seed)
        g.deal()
        for _k in range(60):
            if g.phase != "play":
                break
            seat, before = g.turn, list(g.scores)
            evs = g.play(Move.from_code(g.legal_codes()[0]))
            kinds = [type(e) for e in evs]
            if (seat == 1 and Play in kinds and any(isinstance(e, Play) and e.points
                                                     for e in evs)
                    and any(isinstance(e, Draw) and e.seat == 0 for e in evs)):
                return g, before, evs
    raise AssertionError("no bot score followed by the player's draw")


def test_the_row_counts_up_as_the_pill_arrives_and_the_players_draw_waits_for_it():
    """fs_100: the player was asked to draw while the bot's "+5" still sat on the board
    and the panel had not moved; now the row holds its old number while the pill
    flies, counts up as it arrives, and only then is the draw asked for."""
    g, before, evs = _bot_scores_then_player_draws()
    view = TableView.empty(2, g.rules.inline_sniff, 0, before)
    d = Director(view, Timing(1.0), manual_draw=lambda seat: seat == 0)
    layouts = {i: g.layout.copy() for i, e in enumerate(evs) if isinstance(e, Play)}
    d.feed(evs, layouts, turn_after=g.turn)
    play = next(e for e in evs if isinstance(e, Play) and e.points)
    entry, arrived, asked, shown = None, None, None, []
    for _k in range(600):
        d.update(DT)
        c = view.callouts[0] if view.callouts else None
        if c is not None:
            entry = c.entry
            shown.append((c.t, round(view.scores[entry])))
            if arrived is None and c.t >= CALLOUT_FLIGHT[1]:
                arrived = d.clock
        if asked is None and d.awaiting_draw is not None:
            asked = d.clock
            break
    assert entry is not None and arrived is not None and asked is not None
    old = round(before[entry])
    # never before the pill arrives
    assert all(n == old for t, n in shown if t < CALLOUT_FLIGHT[1]), shown
    # the row is right by the time the draw is asked for, at most COUNT_UP after
    assert round(view.scores[entry]) == old + play.points
    assert arrived <= asked <= arrived + COUNT_UP + 2 * DT, (arrived, asked)


def test_each_opponents_last_play_stays_marked_until_it_plays_again():
    from game.present.view import LastAction
    v = TableView.empty(2, False, 0, [0, 0])
    g = Game("american", 2, seed=4)
    g.deal()
    played = {}
    for _k in range(4):  # a few plays on the board
        seat = g.turn
        evs = g.play(Move.from_code(g.legal_codes()[0]))
        for e in evs:
            if isinstance(e, Play):
                played[e.seat] = e.move.tile
                v.last_action[e.seat] = LastAction(tile=e.move.tile, done=True)
        assert seat is not None
    v.layout = g.layout.copy()
    marks = SeatPlays()
    assert marks.follow(v) == played
    # a draw starts the seat's new turn (no tile yet): its last play stays marked
    v.last_action[1] = LastAction(drew=1)
    assert marks.follow(v)[1] == played[1]
    # a tile no longer on the board (an undo, a new hand) drops its mark
    v.layout = Game("american", 2, seed=4).layout
    assert marks.follow(v) == {}
    # 4 players: partners share their side's colour; without sides each seat its own
    assert seat_colour(0, 0) == seat_colour(2, 0) != seat_colour(1, 1)
    assert len({seat_colour(s, None) for s in range(4)}) == 4


def test_an_opponents_last_tile_is_outlined_on_the_real_table_the_players_not():
    _app, table, log = _four_player_run()
    p = table.painter
    surf = pygame.Surface(table.app.screen.get_size())
    table.painter.draw(surf)
    marks = p.seat_plays.marks(table.view, p.board, table.human)
    assert {s for s, _t, _r in marks} <= {1, 2, 3} and marks
    for seat, _tile, r in marks:  # the seat's colour just outside the tile
        colour = seat_colour(seat, p.labels[seat].team)
        edge = r.inflate(2 * table.app.vp.length(3), 2 * table.app.vp.length(3))
        ring = [surf.get_at((x, edge.top + 1))[:3] for x in range(edge.left + 6, edge.right - 6)]
        assert any(sum(abs(a - b) for a, b in zip(px, colour)) < 120 for px in ring), seat


def test_a_game_won_mid_hand_is_centred_on_a_ribbon_over_no_tile():
    from game.scenes.table.payoff import banner_words
    from game.scenes.table.win import win_room
    from tests.game.game_over.test_closing_beat import _mid_hand_app
    app, table = _mid_hand_app(pathlib.Path(tempfile.mkdtemp()))
    for _k in range(60 * 6):
        frame(app)
        if table.view.banner.startswith("reach"):
            break
    v, p = table.view, table.painter
    assert v.banner.startswith("reach")
    word = banner_words(v.banner, v.status, table.game, table.names, table.human)[0]
    (x, y, k), band = win_room(p, v, word)
    area = p.board.camera.rect
    assert abs(x - area.centerx) <= 1 and k >= 0.85  # centred, near full size
    tiles = p.places.board_blocks(v) + p.places.hand_blocks(v)
    assert band is not None and band.w >= area.w // 2
    assert not any(band.colliderect(t) for t in tiles)
    assert not band.colliderect(app.vp.rect(p.scores.rect))  # the scores stay readable
    assert p.chip_rects  # each seat's last play under its plate: never under "You win!"
    assert not any(band.colliderect(c) for c in p.chip_rects), (band, p.chip_rects)


def test_each_other_seats_last_tile_stays_marked_until_its_next_play_moves_the_mark():
    """Round after round of a 4-player hand, on the player's turn, every other seat
    that has played has its mark on the board on the tile it played last (so three
    quick bot turns can be read after the fact); when that seat plays again its mark
    moves to the new tile and the old one is no longer marked; the player's own
    tiles are never marked."""
    app, table = table_app(players=4, seed=5, speed="instant", auto_draw=True)
    answer_at_once(table)
    g = table.game
    last: dict = {}  # seat -> tiles it played this hand, oldest first
    play = g.play

    def recording(move):
        events = play(move)
        for e in events:
            if isinstance(e, Play):
                last.setdefault(e.seat, []).append(e.move.tile)
        return events
    g.play = recording
    p = table.painter
    surf = pygame.Surface(app.screen.get_size())
    turns = moved = 0
    want: dict = {}
    for _k in range(6000):
        if g.phase == "over" or isinstance(app.top, SummaryScene):
            break
        if table.human_turn:
            p.draw(surf)
            marks = {s: t for s, t, _r in p.seat_plays.marks(table.view, p.board, table.human)}
            want = {s: tiles[-1] for s, tiles in last.items() if s != table.human}
            assert marks == want, (marks, want)
            moved += sum(len(tiles) > 1 for s, tiles in last.items() if s != table.human)
            turns += 1
            if turns >= 4:
                break
            table.apply(Move.from_code(g.legal_codes()[0]))
        frame(app)
    assert turns >= 4 and len(want) == 3 and moved, (turns, want, moved)
