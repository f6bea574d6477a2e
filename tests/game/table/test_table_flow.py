"""Of the table's flow: what the status line and key bar say after each move,
the lead draw's tie, the bots' beat, one click on the boneyard one tile."""

from __future__ import annotations

import pygame

from engine.moves import Move
from game.present.words import say
from game.scenes.table.status import status_lines
from tests.game_harness import click, frame, run_until, table_app


def _one_spot_turn():
    """A fast 2-player table on the human's turn with a tile that fits one spot only."""
    for seed in range(1, 40):
        app, table = table_app(players=2, seed=seed, speed="fast")
        for _turn in range(10):
            run_until(app, lambda t=table: t.human_turn or t.awaiting_draw or t.hold
                      or t.game.phase == "over", max_frames=4000)
            if not table.human_turn:
                break
            ctl = table.controller
            ones = [t for t in ctl.playable_tiles() if len(ctl.legal_spots(t)) == 1]
            if ones:
                return app, table, ones[0]
            table.apply(Move.from_code(table.game.legal_codes()[0]))
        app.quit()
    raise AssertionError("no seed gave the human a tile with one spot")


def test_after_a_two_click_play_the_bots_next_move_is_narrated():
    """A note after the player's play outlived North's reply, whose move
    never reached the player. (a tile with one spot is played by a second
    click on it, the first only selects it.) Back at the player's turn the status line
    says what to do now (no note left over), North's reply is the chip by its plate
    (its tile) and the newest line of the history drawer."""
    from game.render.seat_marks import marker_text
    from game.scenes.table.chips import draw_seat_chip
    from game.scenes.table.history import history_rows
    from game.texts import tile_label
    app, table, tile = _one_spot_turn()
    g = table.game
    before = len(g.moves)
    rect = dict(table.hand_tile_rects(table.human))[tile]
    click(rect.center)
    frame(app)
    assert len(g.moves) == before
    click(rect.center)
    frame(app)
    assert len(g.moves) == before + 1
    assert not any("only spot" in t for t, _tone in status_lines(table, table.names))
    run_until(app, lambda: table.director.recent[-1][0] == table.human, max_frames=4000)
    run_until(app, lambda: table.director.recent[-1][0] != table.human
              and (table.human_turn or table.awaiting_draw) and not table.busy,
              max_frames=4000)
    frame(app)
    v = table.view
    bot, last = table.director.recent[-1]
    assert v.last_move == last and last.seat == bot
    lines = status_lines(table, table.names)
    assert v.note.left <= 0 and len(lines) == 1, lines
    assert lines[0][1] == "focus", lines  # the player's prompt, not a leftover note
    words = marker_text(v.last_action.get(bot))[0]
    if last.key == "play":
        assert tile_label(last.data["move"].tile) in words, words
    assert words
    surf = pygame.Surface(app.screen.get_size())
    assert draw_seat_chip(surf, table.painter, bot, [], None, False) is not None
    assert history_rows(table)[-1] == say(last, table.names, table.human)


def test_after_a_pass_or_the_hand_end_the_key_bar_has_no_play_keys_and_undo_is_off():
    """The key bar said "Enter play" after the player passed and after the
    hand ended, and Undo stayed on: the bar lists what works now, Undo is off when
    there is nothing to take back (the hand over, its summary up)."""
    from game.scenes.table.keys import key_bar_items
    app, table = table_app(players=2, seed=3, speed="fast")
    table.controller.source = "key"
    seen_rest = seen_end = False
    run_until(app, lambda: table.game.phase == "play")
    hand = table.game.hand_no
    for _k in range(20000):
        g = table.game
        top = app.stack[-1]
        if top is not table:  # the hand's summary is up
            seen_end = True
            assert not table.button_enabled(table.undo_button)
            break
        items = key_bar_items(table)
        if table.human_turn:
            assert any("play" in i for i in items), items
            table.apply(Move.from_code(g.legal_codes()[0]))
        elif table.awaiting_draw:
            assert not any("play" in i for i in items), items
            table.draw_from_boneyard()
        else:
            assert not any("play" in i or "hint" in i for i in items), items
            seen_rest = True
        if g.phase != "play" or g.hand_no != hand:
            assert not table.button_enabled(table.undo_button)
            assert not any("undo" in i for i in items), items
        frame(app)
    assert seen_rest and seen_end


def test_the_lead_draws_tie_line_shows_only_with_the_tie_and_the_redraw_has_a_beat():
    """"A tie for the lead: drawing again" stood under "North leads: [0|3]
    has the most pips", and the tied round flashed by."""
    from engine.events import LeadDraw
    from engine.tiles import PIPS
    from game.present import Director, TableView, Timing
    from game.render.overlays import lead_words
    v = TableView.empty(2, False, 0, [0, 0])
    d = Director(v, Timing(1.0))
    a = 5  # two tiles with the same pips: a tie; then North's bigger tile wins
    b = next(x for x in range(28) if x != a and PIPS[x] == PIPS[a])
    lo = min(range(28), key=lambda x: PIPS[x])
    hi = max(range(28), key=lambda x: PIPS[x])
    tied, won = ((0, a), (1, b)), ((0, lo), (1, hi))
    d.feed([LeadDraw((tied, won), 1)])
    tie_time = gap_time = 0.0
    dt = 1 / 60
    for _k in range(600):
        d.update(dt)
        key = v.status.key if v.status is not None else None
        shown = tuple(v.lead_tiles)
        if key == "lead_tie":
            assert shown == tied and lead_words(v.lead_tiles, ["You", "North"], 0) == ""
            tie_time += dt
        if lead_words(v.lead_tiles, ["You", "North"], 0):
            assert key != "lead_tie"
        if not shown and tie_time > 0 and not gap_time and key == "lead_draw":
            gap_time = -d.clock
        if shown == won and gap_time < 0:
            gap_time += d.clock
        if not d.busy:
            break
    assert tie_time >= 1.2, tie_time
    assert gap_time >= 0.3, gap_time


def _mid_hand_positions(count: int, seed: int):
    """Random mid-hand 2- and 4-player positions (a seat to play)."""
    import random

    from engine import Game
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        g = Game("american", rng.choice((2, 4)), target=10 ** 6, seed=rng.randrange(1 << 30))
        g.deal()
        for _k in range(rng.randrange(0, 14)):
            if g.phase != "play":
                break
            g.play(Move.from_code(rng.choice(g.legal_codes())))
        if g.phase == "play":
            out.append(g)
    return out


def test_a_forced_plays_hint_says_it_is_the_only_play():
    """With one legal play the hint said "Keeps tiles with 1 in your hand
    for later"; it now says it is the player's only play."""
    from engine.bots import Hint
    from engine.bots.hint import reason_for
    from game import i18n
    from game.scenes.table.hint import hint_line
    from game.texts import known_hint
    forced = 0
    for g in _mid_hand_positions(300, 11):
        codes = g.legal_codes()
        if len(codes) != 1:
            continue
        forced += 1
        r = reason_for(g.view(g.turn), codes[0], codes)
        assert r == "only play" and known_hint(r)
    assert forced >= 3
    i18n.set_language("en")
    mv = Move.from_code(codes[0])
    assert hint_line(Hint(mv, 0, "only play"), -1).startswith("Your only play: ")
    line = hint_line(Hint(mv, 10, "only play"), -1)
    assert line.startswith("Your only play: ") and "It scores 10" in line
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            assert "only play" not in hint_line(Hint(mv, 0, "only play"), -1)
        finally:
            i18n.set_language("en")


def test_keeps_is_never_the_reason_for_a_play_that_leaves_a_scoring_reply():
    """"[2|4] keeps tiles with 2 for later" handed North +15 (the coach
    knew North could hold the tile). "Keeps ..." is said only when the next player,
    with any tile they may hold, cannot score after the play."""
    from engine.bots.core import best_reply_points
    from engine.bots.hint import reason_for
    from engine.tiles import WITH_ANY
    keeps = 0
    for g in _mid_hand_positions(160, 5):
        view = g.view(g.turn)
        nxt = (view.seat + 1) % view.players
        could = view.unseen_mask & ~WITH_ANY[view.void[nxt]]
        for code in g.legal_codes():
            r = reason_for(view, code)
            if r.startswith("keeps"):
                keeps += 1
                lay = g.layout.copy()
                lay.apply(code)
                assert best_reply_points(lay, could, 1) == 0, (r, code)
    assert keeps >= 3


def _bot_beats(think: float, scoring: bool):
    """On Normal, seconds (game time, frame by frame: a fake clock) from the player's
    move at rest (its "+N" gone, its score counted in) to the next bot's tile, for
    each of the player's moves, with a bot that takes ``think`` s of game time."""
    app, table = table_app(players=2, seed=3, speed="normal", game_speed="normal",
                           levels=("easy", "easy"), auto_draw=True)
    g = table.game

    class Thinking:  # ready after ``think`` s of the table's own time
        def __init__(self, move):
            self.move, self.at = move, table.time + think

        def ready(self):
            return table.time >= self.at

        def result(self):
            return self.move

    table.worker.request = lambda view, level, seed=None, min_think=0.0: Thinking(
        Move.from_code(g.legal_codes()[0]))
    gaps = []
    for _turn in range(40):
        run_until(app, lambda: table.human_turn or table.hold or g.phase == "over",
                  max_frames=20000)
        if not table.human_turn or len(gaps) >= 3:
            break
        codes = g.legal_codes()
        pts = {c: sum(getattr(e, "points", 0) for e in g.copy().play(Move.from_code(c)))
               for c in codes}
        pick = [c for c in codes if (pts[c] > 0) == scoring]
        if not pick:
            table.apply(Move.from_code(codes[0]))
            continue
        table.apply(Move.from_code(pick[0]))
        steps, d, at_rest = len(table.steps), table.director, None
        for _k in range(2000):
            frame(app)
            if len(table.steps) > steps:
                if table.steps[-1] != table.human and at_rest is not None:
                    gaps.append(table.time - at_rest)
                break
            # at rest once its "+N" has landed on its row and the row has
            # counted up (landed; the count ran on under the bot's tile)
            busy = d.busy or not d.score_seen() or table.board.moving
            at_rest = None if busy else (table.time if at_rest is None else at_rest)
    return gaps


def test_a_bots_move_comes_a_steady_beat_after_the_players_move_is_shown():
    """Replies landed 0.3-0.6 s after the player's tile (over
    the player's own "+N"), one took 3-4 s. The bot's tile now starts a steady beat
    after the player's move is at rest, however long the bot thought within that beat
    (it thinks during it): BEAT_ALONE (2 players: the one bot's reply, 0.6 s on
    Normal) after a play that scored nothing; after a score, MINE_SCORE_HOLD (0.6 s) from its "+N" landed and its row
    counted up (issue #16 "Payoff": 0.55 s from the landing, over the count,
    did not let the score land as a reward; fr_62: nor did 0.35 s after the count)."""
    from game.scenes.table.pace import BEAT_ALONE, MINE_SCORE_HOLD
    from game.settings import Settings
    scale = Settings(speed="normal").time_scale
    for think, scoring in ((0.0, True), (0.0, False), (0.6, True), (0.5, False)):
        beat = (MINE_SCORE_HOLD if scoring else BEAT_ALONE)["normal"] * scale
        gaps = _bot_beats(think, scoring)
        assert gaps, (think, scoring)
        assert all(0.94 * beat <= x <= 1.06 * beat for x in gaps), (think, scoring, gaps)


def test_a_click_held_on_the_boneyard_keeps_drawing_until_a_tile_fits():
    """Drawing was one click per tile. A click held on the
    boneyard (as Enter or A held) draws one tile a beat until one fits."""
    import pygame

    from tests.game.table.test_keyboard_and_hint import _draws_landed, _multi_draw_table
    app, table = _multi_draw_table()
    waits = sum(1 for b in table.director.beats if b.name == "await_draw")
    n = _draws_landed(table)
    pos = table.boneyard.centre
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    for _k in range(60 * 4):  # held: no button-up yet
        frame(app)
    assert _draws_landed(table) == n + waits
    assert table.human_turn and table.game.drawn >= 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app)
    assert not table.draws.yard_held


def _yard_click(app, table, held_frames: int = 0) -> None:
    """A click on the boneyard through the real event path: the pointer there, the
    button down, held ``held_frames`` frames (a slow click), then up."""
    pos = table.boneyard.centre
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    for _k in range(held_frames):
        frame(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_one_click_on_the_boneyard_draws_one_tile():
    """One click on the boneyard drew two tiles with Auto-draw off (it drew until a
    tile fitted). One click is one tile, a quick click or a slow one (the button held
    a quarter second while the tile flies); the next tile waits for the next click."""
    from tests.game.table.test_keyboard_and_hint import _draws_landed, _multi_draw_table
    for held in (0, 15):
        app, table = _multi_draw_table()
        assert not app.settings.auto_draw
        n, yard = _draws_landed(table), table.view.boneyard
        _yard_click(app, table, held)
        for _k in range(60 * 3):  # long after the tile landed: nothing more comes
            frame(app)
        assert _draws_landed(table) == n + 1, held
        assert table.view.boneyard == yard - 1 and table.awaiting_draw, held
        _yard_click(app, table)  # the next click: the next tile
        said = set()
        for _k in range(60 * 3):
            frame(app)
            if table.view.note.left > 0:
                said.add(table.view.note.words(table.names, table.human))
        assert _draws_landed(table) == n + 2, held
        # said alone: "You drew 2: [0|3]" read as two tiles drawn by that click
        assert said and all(w.startswith("You drew [") for w in said), said


def test_two_clicks_in_one_flight_draw_two_tiles_not_more():
    """A second click while the first tile flies draws the next one when it lands
    (kept, not lost); a third in the same flight draws nothing more."""
    from tests.game.table.test_keyboard_and_hint import _draws_landed, _multi_draw_table
    app, table = _multi_draw_table()
    waits = sum(1 for b in table.director.beats if b.name == "await_draw")
    n = _draws_landed(table)
    _yard_click(app, table)
    frame(app)
    assert table.draw_flying
    _yard_click(app, table)
    _yard_click(app, table)
    for _k in range(60 * 3):
        frame(app)
    assert _draws_landed(table) == n + min(2, waits)


def test_auto_draw_still_draws_without_a_press():
    from tests.game.table.test_keyboard_and_hint import _draws_landed, _multi_draw_table
    app, table = _multi_draw_table()
    app.settings.auto_draw = True
    n = _draws_landed(table)
    for _k in range(60 * 4):
        frame(app)
        if table.human_turn:
            break
    assert table.human_turn and _draws_landed(table) > n


def test_the_score_rows_landing_light_leaves_the_panel_under_it_clean():
    """The points landing on a score row lit an additive blob that
    read as a muddy brown disc over the panel's title and score. Now only a thin ring
    opens: the panel inside it (where the digits and title are) is never tinted."""
    from types import SimpleNamespace

    import pygame
    import pytweening

    from game.scenes.table.payoff import BoardPayoff
    fake = SimpleNamespace(vp=SimpleNamespace(scale=1.0))
    brown = (40, 26, 14)
    for p in (0.0, 0.1, 0.3, 0.5, 0.8, 0.99):
        surf = pygame.Surface((200, 200))
        surf.fill(brown)
        radii = BoardPayoff.row_pop(fake, surf, (100, 100), p)
        rad = radii[0]  # the ring opens (8 + 26 px, eased)
        assert rad == round(8 + 26 * pytweening.easeOutCubic(p))
        inside = [(100 + dx, 100 + dy) for dx in range(-rad + 4, rad - 3, 2)
                  for dy in range(-rad + 4, rad - 3, 2) if dx * dx + dy * dy < (rad - 3) ** 2]
        assert all(surf.get_at(q)[:3] == brown for q in inside), p
        assert surf.get_at((100, 100 - rad))[:3] != brown or p > 0.95  # the ring shows
