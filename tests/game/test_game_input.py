"""The human plays hands through posted mouse, keyboard and controller events."""

from __future__ import annotations

import pygame

from engine.tiles import HI, LO
from tests.game_harness import click, key, pad_button, post, run_until, table_app


def _waiting(table):
    """The human is to play, or the hand is over (summary shown) or the game is."""
    return lambda: table.human_turn or table.app.top is not table


def _tile_center(table, tile):
    return dict(table.hand_tile_rects(table.human))[tile].center


def _spot_pos(table, pc):
    x, y = table._point_pos(pc)
    return (round(x), round(y))


def _play_hand(app, table, play_one, max_turns=60):
    """Run the loop; at each of the human's turns call ``play_one()``; stop when the
    hand ends. Returns the number of human turns played."""
    game = table.game
    hand = game.hand_no if game.hand_no >= 0 else 0
    turns = 0
    while turns < max_turns:
        run_until(app, _waiting(table))
        if app.top is not table or game.hand_no > hand or game.phase != "play":
            break
        before = len(game.moves)
        mine = list(table.shown_hands[table.human])
        play_one()
        run_until(app, lambda b=before: len(game.moves) > b or game.phase != "play", 30)
        played = game.moves[before] >> 8 if len(game.moves) > before else None
        assert played in mine
        turns += 1
    return turns


def test_a_hand_played_with_the_mouse():
    app, table = table_app(players=2, seed=11)
    game = table.game
    drags = []

    def play_one():
        tiles = table.playable_tiles()
        tile = tiles[0]
        spots = table.legal_spots(tile)
        pc = spots[-1]
        if len(drags) % 2 == 0:  # click the tile, then the ring
            before = len(game.moves)
            click(_tile_center(table, tile))
            app.frame(1 / 60)
            # one click lifts the tile and never plays it: not the turn's only move, not
            # a drawn tile the table lifted already, not a tile with one spot
            assert table.sel == tile and len(game.moves) == before
            click(_spot_pos(table, pc))
        else:  # drag it onto the ring
            start, end = _tile_center(table, tile), _spot_pos(table, pc)
            post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
            post(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))
            post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
            post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        drags.append((tile, pc))
        app.frame(1 / 60)
        assert game.moves and game.moves[-1] == tile << 8 | pc or game.phase != "play" \
            or tile << 8 | pc in game.moves

    turns = _play_hand(app, table, play_one)
    assert turns >= 2
    assert app.top.name in ("summary", "game_over")


def test_hovering_shows_the_spots_and_their_points():
    app, table = table_app(players=2, seed=4)
    game = table.game
    run_until(app, lambda: table.human_turn)
    if game.layout.empty:  # let the human lead so that spots have points to show
        tile = table.playable_tiles()[0]
        click(_tile_center(table, tile))
        app.frame(1 / 60)
        if not game.moves:  # (one legal spot: the click played it there)
            click(_spot_pos(table, table.legal_spots(tile)[0]))
            app.frame(1 / 60)
        assert game.moves
        run_until(app, lambda: table.human_turn)
    tile = table.playable_tiles()[0]
    post(pygame.MOUSEMOTION, pos=_tile_center(table, tile), rel=(0, 0), buttons=(0, 0, 0))
    app.frame(1 / 60)
    assert table.hover == tile
    preview = table.preview(tile)
    assert set(preview) == set(table.legal_spots(tile))
    for pc, pts in preview.items():
        lay = game.layout.copy()
        assert pts == game.rules.points(lay.apply(tile << 8 | pc))


def test_a_wrong_click_gives_feedback_and_changes_nothing():
    app, table = table_app(players=2, seed=21)
    game = table.game
    run_until(app, lambda: table.human_turn)
    if game.layout.empty:  # the human leads: any tile
        key(pygame.K_RETURN)
        key(pygame.K_RETURN)
        app.frame(1 / 60)
        assert game.moves
        run_until(app, lambda: table.human_turn)
    # find a tile of the hand and an attach point it does not fit
    pair = None
    for tile in table.shown_hands[table.human]:
        for pc, pips, _v, _c in game.layout.slots:
            if pips not in (LO[tile], HI[tile]):
                pair = (tile, pc)
                break
        if pair and pair[0] in table.playable_tiles():
            break
    assert pair is not None
    tile, pc = pair
    before = (list(game.moves), list(game.hands), list(game.scores))
    table.select(tile)
    click(_spot_pos(table, pc))
    app.frame(1 / 60)
    assert (list(game.moves), list(game.hands), list(game.scores)) == before
    text, _color, left = table.toast
    assert left > 0 and "shows" in text  # the engine's reason, in plain words
    assert tile in table.shake
    # and the screen shows it: the status line on the warning's red plate
    from game.render.hud import BAD_PLATE
    surf = app.screen
    r = app.vp.rect(table.map.anchor("status"))
    colours = {tuple(surf.get_at((x, y)))[:3] for x in range(r.left, r.right, 3)
               for y in range(r.top, r.bottom, 2)}
    assert BAD_PLATE in colours


def test_a_hand_played_with_the_keyboard():
    app, table = table_app(players=3, seed=5)

    def play_one():
        key(pygame.K_RIGHT)  # choose a tile
        key(pygame.K_DOWN)  # next spot (wraps around)
        key(pygame.K_RETURN)  # play

    turns = _play_hand(app, table, play_one)
    assert turns >= 2


def test_escape_puts_a_selection_back_as_the_menu_opens():
    app, table = table_app(players=2, seed=8)
    run_until(app, lambda: table.human_turn)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)  # lifts the focused tile
    app.frame(1 / 60)
    assert table.sel is not None
    key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    assert table.sel is None and app.top.name == "pause"  # one press (fz_128)


def test_a_hand_played_with_a_controller_plugged_in_and_out():
    app, table = table_app(players=4, seed=9)
    game = table.game
    state = {"n": 0}

    def play_one():
        state["n"] += 1
        if state["n"] == 2:  # a pad arrives and leaves mid-game: nothing is lost
            snap = (list(game.moves), table.sel)
            post(pygame.CONTROLLERDEVICEADDED, device_index=0, instance_id=0)
            post(pygame.CONTROLLERDEVICEREMOVED, instance_id=0)
            app.frame(1 / 60)
            assert (list(game.moves), table.sel) == snap and table.human_turn
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        pad_button(pygame.CONTROLLER_BUTTON_A)

    turns = _play_hand(app, table, play_one)
    assert turns >= 2


def test_hint_selects_the_suggested_move():
    app, table = table_app(players=2, seed=12)
    run_until(app, lambda: table.human_turn)
    key(pygame.K_h)
    run_until(app, lambda: table.hint_pending is None and table.hint_text.startswith("Hint"),
              600)
    assert table.sel in table.playable_tiles()
    assert "Hint" in table.hint_text


def test_summary_continue_deals_the_next_hand():
    app, table = table_app(players=2, seed=11)
    game = table.game

    def play_one():
        pad_button(pygame.CONTROLLER_BUTTON_A)  # select the first playable tile
        pad_button(pygame.CONTROLLER_BUTTON_A)  # play it at its first spot

    _play_hand(app, table, play_one)
    if app.top.name == "summary":
        run_until(app, lambda: app.top.shown >= len(app.top.lines), 200)
        key(pygame.K_RETURN)
        run_until(app, lambda: app.top is table and game.hand_no == 1, 200)
        assert game.phase in ("play", "over")


def test_a_tile_chosen_by_keyboard_focuses_its_best_scoring_ring():
    """Playtest: with [2|5] chosen the arrow sat on a +0 ring while a +20 ring
    was open. The first focused ring is the best-scoring one (ties: screen order)."""
    found = None
    for seed in range(1, 40):
        app, table = table_app(players=2, seed=seed)
        game = table.game
        for _turn in range(12):
            run_until(app, _waiting(table))
            if app.top is not table or game.phase != "play" or not table.human_turn:
                break
            for tile in table.playable_tiles():
                spots = table.legal_spots(tile)
                pts = table.preview(tile)
                if len(spots) > 1 and pts[spots[0]] < max(pts.values()):
                    found = (tile, spots, pts)
                    break
            if found:
                break
            before = len(game.moves)
            key(pygame.K_RIGHT)
            key(pygame.K_RETURN)  # lifts
            key(pygame.K_RETURN)  # plays
            run_until(app, lambda b=before, g=game: len(g.moves) > b or g.phase != "play", 30)
        if found:
            break
    assert found is not None, "no position with a better ring than the first"
    tile, spots, pts = found
    playable = table.playable_tiles()
    for _ in range(len(playable) + 1):  # from the focus the keyboard turn began with
        key(pygame.K_RIGHT)
        app.frame(1 / 60)
        if table.controller.key_focus == tile:
            break
    if table.sel is None:
        key(pygame.K_RETURN)  # lifts it
        app.frame(1 / 60)
    assert table.sel == tile
    best = max(pts.values())
    assert pts[table.controller.focus_spot()] == best
    assert table.controller.focus_spot() == next(pc for pc in spots if pts[pc] == best)


def test_dragging_a_tile_makes_it_the_chosen_one():
    """Issue 16: [2|4] chosen with the keyboard, then [3|6] dragged from the rack: the
    caption still said "[2|4] chosen" and [2|4] stayed lit all through the drag. A drag
    chooses the dragged tile: the caption, the light and the rings are its own."""
    from game.scenes.table.status import status_lines
    from game.texts import tile_label

    found = None
    for seed in range(1, 40):
        app, table = table_app(players=2, seed=seed)
        game = table.game
        run_until(app, _waiting(table))
        if app.top is table and table.human_turn and game.drawn < 0 \
                and len(table.playable_tiles()) >= 2:
            found = (app, table)
            break
    assert found is not None, "no opening turn with two playable tiles"
    app, table = found
    first, other = table.playable_tiles()[:2]
    for _ in range(len(table.playable_tiles()) + 1):  # choose ``first`` with the keys
        if table.controller.key_focus == first:
            break
        key(pygame.K_RIGHT)
        app.frame(1 / 60)
    if table.sel is None:
        key(pygame.K_RETURN)  # lifts it
        app.frame(1 / 60)
    assert table.sel == first
    start = _tile_center(table, other)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 80), rel=(0, -80), buttons=(1, 0, 0))
    app.frame(1 / 60)
    ctl = table.controller
    assert ctl.drag is not None and ctl.drag["moved"]
    assert table.sel == other
    caption = status_lines(table, table.names)[-1][0]
    assert tile_label(other) in caption and tile_label(first) not in caption
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 80), button=1)  # dropped nowhere
    app.frame(1 / 60)
    assert ctl.drag is None and table.sel == other  # still chosen: its rings stay shown
