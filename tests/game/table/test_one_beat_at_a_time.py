"""Of the table's turns: one beat at a time. In a 4-player game no seat's tile leaves
while the last score still counts, the player's turn ("Your turn") never lights while a
score's "+N", its sum or its lit ends are still up, and a bot's draw is seen: one tile
flying from the boneyard to that seat per tile drawn, one after another."""

from __future__ import annotations

from engine import Game
from engine.events import Draw
from engine.moves import Move
from game.present import Director, TableView, Timing
from tests.game_harness import Seen, answer_at_once, frame, table_app, waiting_on_bot


def _follow_4p(seed: int, turns: int = 8):
    """Play a 4-player game at Normal speed (the player's first legal move, draws by
    hand at once); per frame, note each tile that starts flying to the board while a
    score still counts, and each frame the player's turn is on while a score shows.
    Gives ``(late tiles, turns over a score, bot scores seen before a player's turn)``."""
    app, table = table_app(players=4, seed=seed, speed="normal", game_speed="normal")
    table.THINK = dict.fromkeys(table.THINK, 0.0)
    answer_at_once(table)
    d, v = table.director, table.view
    seen = Seen()
    late, over, scored = [], [], 0
    counting_after = -1.0  # the clock until which the last score counts
    for _turn in range(turns):
        mark = len(d.landed)
        for _k in range(6000):
            if table.human_turn or table.game.phase == "over" or table.hold:
                break
            if table.awaiting_draw:
                table.draw_from_boneyard()
            while waiting_on_bot(app):
                pass
            frame(app)
            counting_after = max(counting_after, d.counted_at)
            for f in v.flights:
                if f.kind == "play" and seen.first(f) and d.clock < counting_after - 1e-9:
                    late.append((f.seat, round(counting_after - d.clock, 3)))
            if table.human_turn and (v.callouts or d.effects or v.tally):
                over.append(round(d.clock, 3))
        if not table.human_turn:
            break
        scored += any(nm == "score" for nm, _c in d.landed[mark:])
        table.apply(Move.from_code(table.game.legal_codes()[0]))
    table.worker.close()
    return late, over, scored


def test_no_tile_leaves_while_a_score_counts_and_no_turn_lights_over_one():
    late, over, scored = [], [], 0
    for seed in (3, 5):
        a, b, c = _follow_4p(seed)
        late, over, scored = late + a, over + b, scored + c
    assert scored >= 2, "no score came before the player's turn: the test saw nothing"
    assert late == [], late  # (seat, seconds of the count still to run)
    assert over == [], over  # the clock of each frame "Your turn" showed over a score


def test_the_players_turn_clears_the_last_sum():
    """Once the player's turn lights, the bot's sum ("3 + 5 + 2 + 0 = 10") and its lit
    ends are gone: the board is still for the player."""
    from tests.game.table.test_turn_waits import _turn_starts
    d, _clock, _g = _turn_starts(player=0)
    v = d.view
    assert not v.tally and not v.callouts and not d.effects
    assert v.lit[1] == 0 and not v.lit_age
    # a bot's turn (no player at the table) keeps the sum up while its tile comes
    d2, _c, _g2 = _turn_starts(player=None)
    assert d2.view.tally


def test_a_bots_draw_flies_each_tile_to_its_seat():
    """Three draws of seat 2 (a hidden hand): three flights, one after another, each
    from the boneyard to seat 2, the boneyard's count going down one a tile and the
    hand's up one a tile."""
    g = Game("american", 4, seed=4)
    g.deal()
    view = TableView.empty(4, g.rules.inline_sniff, 0, [0, 0])
    view.boneyard = 8
    view.hands = [[] for _s in range(4)]
    d = Director(view, Timing(1.0))
    tiles = [3, 9, 17]
    d.feed([Draw(2, t) for t in tiles])
    seen = Seen()
    flights, at_once, counts = [], 0, []
    for _k in range(600):
        d.update(1 / 60)
        at_once = max(at_once, len(view.flights))
        for f in view.flights:
            if seen.first(f):
                flights.append(f)
                counts.append((view.boneyard_count, len(view.hands[2])))
        if not d.busy:
            break
    assert [(f.kind, f.seat, f.tile) for f in flights] == [("draw", 2, t) for t in tiles]
    assert at_once == 1  # one tile in the air at a time
    assert counts == [(7, 0), (6, 1), (5, 2)]  # each leaves the pile as the last lands
    assert len(view.hands[2]) == 3 and view.boneyard == 5
    assert view.last_action[2].drew == 3  # the chip says "drew 3" at the end


def test_the_turns_own_pick_of_a_tile_previews_nothing():
    """The keys' turn begins with the focus resting on a tile, none lifted: the Total
    box shows the Total as it is (no "10 -> 7" as the turn lights); once the player
    lifts a tile, its focused move is previewed."""
    import pygame

    from tests.game_harness import frames, key, turn_with_a_play
    app, table = table_app(players=2, seed=7, speed="instant")
    ctl = table.controller
    ctl.source = "key"  # the player plays by the keys
    fits = turn_with_a_play(app, table)
    assert fits, "no turn with a tile that fits"
    ctl.select(None, sound=False)
    ctl.source = "key"
    ctl._turn_begins()  # as the turn lights for a keyboard player: a tile focused
    frames(app, 2)
    assert ctl.sel is None and ctl.key_focus is not None
    assert table.painter.previewed is None
    key(pygame.K_DOWN)  # the player's own choice: the tile lifted, its spots shown
    frames(app, 3)
    assert ctl.auto_sel is None
    assert table.painter.previewed is not None and table.painter.previewed[0] == ctl.sel
    table.worker.close()
