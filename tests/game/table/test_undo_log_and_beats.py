"""Of the table: an undo takes its moves out of the log too; a bot's draw and
chained plays keep their readable beat; the next hand starts on a clear table."""

from __future__ import annotations

from tests.game_harness import confirm_undo, frame, play_to_undo, run_until, table_app


def _played_tiles(table) -> set:
    return {t for t, _c in table.game.layout.placed}


def test_undo_takes_the_moves_back_out_of_every_log_line():
    """After U the log still listed the bots' plays taken back."""
    from game.present.words import say
    from game.scenes.table.status import earlier_moves, status_lines
    for seed in range(3, 12):
        app, table = table_app(players=4, seed=seed, undo_allowed=True)
        if play_to_undo(app, table, after_bots=True):
            break
        table.worker.close()
    else:
        raise AssertionError("no hand with bot plays to take back came up")
    before = [m for _s, m in table.director.recent]
    assert any(m.key == "play" and m.seat != table.human for m in before)
    table.undo()
    confirm_undo(app)  # the first Undo asks first
    frame(app)
    frame(app)
    on_board = _played_tiles(table)
    for _seat, m in table.director.recent:
        if m.key == "play":
            assert m.data["move"].tile in on_board, say(m, table.names, table.human)
    for m in earlier_moves(table):
        if m.key == "play":
            assert m.data["move"].tile in on_board
    last = table.view.last_move
    assert last is None or last.key != "play" or last.data["move"].tile in on_board
    for act in table.view.last_action.values():
        assert act.tile < 0 or act.tile in on_board
    names = table.names
    taken = [say(m, names, table.human) for m in before
             if m.key == "play" and m.data["move"].tile not in on_board]
    assert taken
    lines = [t for t, _tone in status_lines(table, names)]
    assert not any(t in line for t in taken for line in lines), (taken, lines)


def test_no_bot_draws_or_plays_while_my_score_is_on_screen():
    """North drew while the player's "+20" was still on screen: no bot
    moves before the player's "+N" has landed on the score."""
    from game.present.director import CALLOUT_FLIGHT
    app, table = table_app(players=2, seed=6, speed="fast")
    g = table.game
    checked = 0
    for _turn in range(60):
        run_until(app, lambda: table.human_turn or g.phase == "over", max_frames=20000)
        if g.phase == "over" or checked >= 3:
            break
        codes = g.legal_codes()
        best = max(codes, key=lambda c: _points_of(g, c))
        table.try_play(best >> 8, best & 255)
        if not table._human_scored:
            continue
        steps = len(table.steps)
        seen = False
        for _k in range(600):
            frame(app)
            # until my "+N" has landed on its row (its fade may share the
            # screen with the next move, test_pace_count_up)
            if any(c.t < CALLOUT_FLIGHT[1] for c in table.view.callouts):
                seen = True
                assert len(table.steps) == steps, "a bot moved under my +N"
            elif seen:
                break
        checked += seen
    assert checked >= 1


def _points_of(g, code) -> int:
    from engine.moves import Move
    g2 = g.copy() if hasattr(g, "copy") else None
    if g2 is None:
        return 0
    events = g2.play(Move.from_code(code))
    return sum(getattr(e, "points", 0) for e in events)


def test_the_earlier_moves_are_legible_and_clear_of_the_board():
    """The 4-player earlier-moves lines were tiny and pressed
    against the layout. On the player's turn each bot's move since then is the chip by
    its plate now: its words at least 16 px at 100 % text, never over a tile; and no
    log line tells a move over the status panel."""
    import pygame

    from game.present.words import say
    from game.render.seat_marks import marker_text
    from game.scenes.table.status import earlier_moves
    from game.ui import record_text
    shown = 0
    for seed in (3, 4, 5):
        app, table = table_app(players=4, seed=seed)
        g = table.game
        run_until(app, lambda t=table: t.human_turn)
        for _turn in range(8):
            run_until(app, lambda t=table, g=g: t.human_turn or g.phase != "play",
                      max_frames=20000)
            if g.phase != "play" or not table.human_turn:
                break
            seats = {m.seat for m in earlier_moves(table)}
            if table.director.recent and table.director.recent[-1][0] != table.human:
                seats.add(table.director.recent[-1][0])
            chips = {marker_text(table.view.last_action.get(s))[0] for s in seats} - {""}
            told = {say(m, table.names, table.human) for s, m in table.director.recent
                    if s != table.human}  # (a bot's move in words)
            surf = pygame.Surface(app.screen.get_size())
            with record_text() as log:
                table.painter.draw(surf)
            tiles = [r for r in (table.board.tile_rect(t) for t, _c in table.view.board) if r]
            drawn = {d.text for d in log}
            assert chips <= drawn, (chips - drawn)
            assert not told & drawn, told & drawn
            for d in log:
                if d.text in chips:
                    shown += 1
                    assert d.px >= 16, (d.text, d.px)
                    assert d.rect.collidelist(tiles) < 0, d.text
            tile = table.playable_tiles()[0] if table.playable_tiles() else None
            if tile is None:
                table.draw_from_boneyard()
                continue
            table.try_play(tile, table.legal_spots(tile)[0])
        table.worker.close()
    assert shown >= 6


def test_the_next_hands_lead_draw_starts_on_a_clear_table():
    """The lead draw was drawn over the last hand's board, and the
    "Blocked" banner over "You lead ..."."""
    from engine.events import LeadDraw
    from engine.game import Game
    from engine.moves import Move
    from game.present import Director, TableView, Timing
    g = Game("american", 2, seed=3)
    g.deal()
    for _k in range(4):
        g.play(Move.from_code(g.legal_codes()[0]))
    view = TableView.empty(2, g.layout.inline, 0, [0, 0])
    view.board = list(g.layout.placed)
    view.layout = g.layout.copy()
    view.hands = [g.hand_tiles(0), g.hand_tiles(1)]
    view.banner, view.last_move = "blocked", None
    d = Director(view, Timing(1.0))
    d.feed([LeadDraw((((0, 5), (1, 9)),), 1)])
    d.update(0.05)
    assert view.lead_tiles == [(0, 5), (1, 9)]
    assert view.board == [] and not view.layout.placed and view.banner == ""
    assert view.hands == [[], []]


def test_the_written_sum_adds_up_to_the_total_and_is_whole_quickly():
    """The written-out sum read "10 + 0 + 0" under a Total of 15 for
    seconds (a term a time on a slow machine). Over random games (2, 3, 4 players, both
    rulesets) the sum adds up to the play's Total, and reads whole ("= N") within 0.75 s
    of the tile landing."""
    import random

    from engine.events import Play
    from engine.game import Game
    from engine.moves import Move
    from game.present import Director, TableView, Timing
    checked = 0
    for rules in ("american", "sniff61"):
        for players in (2, 3, 4):
            for seed in range(4):
                g = Game(rules, players, seed=seed)
                g.deal()
                rng = random.Random(seed)
                while g.phase == "play":
                    before = list(g.layout.placed)
                    events = g.play(Move.from_code(rng.choice(g.legal_codes())))
                    for ev in events:
                        if not (isinstance(ev, Play) and ev.points):
                            continue
                        lay = g.layout.copy()
                        v = TableView.empty(players, lay.inline, 0, [0] * len(g.scores))
                        v.board, v.layout = list(before), lay
                        v.hands = [[ev.move.tile] if s == ev.seat else []
                                   for s in range(players)]
                        d = Director(v, Timing(1.0))
                        d.feed([ev], {0: lay})
                        while v.last_tile != ev.move.tile:
                            d.update(1 / 60)
                        landed = d.clock
                        while not v.tally_done:
                            assert d.busy
                            d.update(1 / 60)
                        assert sum(v.tally) == ev.total, (rules, players, v.tally, ev.total)
                        assert d.clock - landed <= 0.75 + 1e-6, (v.tally, d.clock - landed)
                        checked += 1
    assert checked >= 40


def test_after_the_player_passes_each_bot_play_keeps_a_readable_beat():
    """After the player passed, North's chained plays went by in about a
    second. A move that makes the player pass holds the next bot's move longer."""
    from engine.events import Pass, Play
    app, table = table_app(players=2, seed=5, speed="normal")
    run_until(app, lambda: table.human_turn)
    base = table.pause()
    real = table.game.play

    def play_and_pass(move):  # the bot's move leaves the player with no play
        events = real(move)
        return [*events, Pass(table.human)] if any(isinstance(e, Play) for e in events) \
            else events
    tile = table.playable_tiles()[0]
    table.try_play(tile, table.legal_spots(tile)[0])
    table.game.play = play_and_pass
    run_until(app, lambda: table.pending is None and len(table.steps) >= 3
              or table.human_turn and len(table.steps) >= 3)
    assert table._human_passed
    assert table.pause() >= base + table.PASS_HOLD["normal"] * table.scale - 1e-9
    table.worker.close()
