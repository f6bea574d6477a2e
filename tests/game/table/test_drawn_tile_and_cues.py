"""Of the table's input and turn cues: presses under way from a draw never play
the drawn tile (it shows selected, its rings lit, first); a click selects a tile with one
legal spot, a second click plays it; a keyboard turn starts with the focus on a tile; Space confirms as Enter
does; the turn cue stays lit while the player must draw; a hint never goes stale."""

from __future__ import annotations

import pygame

from engine.moves import Move
from game.scenes.table.paint import SHRINK_ONE
from tests.game.table.test_draw_guard_and_cues import _draw_until_it_fits, _human_draw_with_choice
from tests.game_harness import click, frame, key, run_until, table_app, wait


# -- 1. the draw's presses never play the drawn tile ---------------------------------
def test_the_drawn_tile_lands_selected_with_its_rings():
    app, table = _human_draw_with_choice(1)
    assert table.sel == table.game.drawn
    assert table.controller.focus_spot() is not None


def _human_draw_with_one_spot():
    """A fast 2-player table where the human drew by hand a tile with one legal spot
    (seed 6 gives it today: tried first, the others after it if the game changes)."""
    for seed in (6, *range(1, 6), *range(7, 80)):
        app, table = table_app(players=2, seed=seed, speed="fast")
        for _turn in range(14):
            run_until(app, lambda t=table: t.awaiting_draw or t.human_turn or t.hold,
                      max_frames=4000)
            if not table.human_turn or table.awaiting_draw:
                break
            table.apply(Move.from_code(table.game.legal_codes()[0]))
        if not table.awaiting_draw or not _draw_until_it_fits(app, table):
            continue
        g = table.game
        if g.drawn >= 0 and len(table.legal_spots(g.drawn)) == 1:
            return app, table
    raise AssertionError("no seed gave the human a drawn tile with one spot")


def test_a_slow_mash_after_a_draw_never_plays_a_one_spot_tile():
    """Enter pressed again and again went on to select and play the
    drawn [6|6]. A mash under way never plays it."""
    app, table = _human_draw_with_one_spot()
    g = table.game
    before = len(g.moves)
    for _k in range(8):  # 2.4 s of Enter, one press every 0.3 s
        key(pygame.K_RETURN)
        wait(app, 0.3)
    assert len(g.moves) == before and table.sel == g.drawn
    wait(app, 0.5)  # the mash is over: a fresh press plays it on the lit ring
    spot = table.controller.focus_spot()
    key(pygame.K_RETURN)
    frame(app)
    assert len(g.moves) == before + 1 and g.moves[before] & 255 == spot


def test_a_press_soon_after_the_landing_never_plays():
    app, table = _human_draw_with_choice(1)
    g = table.game
    before = len(g.moves)
    wait(app, 0.45)
    key(pygame.K_SPACE)
    frame(app)
    key(pygame.K_RETURN)
    frame(app)
    assert len(g.moves) == before


# -- 2. two clicks when there is one choice; focus at once for the keyboard ---------
def _human_turn(seed=11, players=2):
    app, table = table_app(players=players, seed=seed)
    run_until(app, lambda: table.human_turn)
    return app, table


def test_clicking_a_tile_with_one_legal_spot_selects_it_and_a_second_click_plays_it():
    """A tile with a single legal end still needed a click on the ring.
    Then one click played it at once (misplays). Now the first click
    selects it (its ring lit), a second click on it plays it there."""
    for seed in range(1, 40):
        app, table = _human_turn(seed)
        ctl = table.controller
        one = [t for t in ctl.playable_tiles() if len(ctl.legal_spots(t)) == 1]
        if not one:
            continue
        tile = one[0]
        spot = ctl.legal_spots(tile)[0]
        g = table.game
        before = len(g.moves)
        rect = dict(table.hand_tile_rects(table.human))[tile]
        click(rect.center)
        frame(app)
        assert len(g.moves) == before  # selected only
        assert ctl.sel == tile and ctl.focus_spot() == spot
        click(rect.center)
        frame(app)
        assert len(g.moves) > before and g.moves[before] == tile << 8 | spot
        return
    raise AssertionError("no seed gave a tile with one legal spot")


def test_a_keyboard_turn_begins_with_the_focus_on_a_tile():
    """Space / Enter did nothing until an arrow was pressed: the focus rests on a tile
    at once (nothing lifted), Enter lifts it, Space (or Enter) plays it."""
    app, table = _human_turn()
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)  # the first turn, played with the keyboard
    key(pygame.K_RETURN)
    frame(app)
    g = table.game
    n = len(g.moves)
    assert n >= 1
    run_until(app, lambda: table.human_turn and len(g.moves) > n)
    if not table.playable_tiles() or g.drawn >= 0:
        return
    ctl = table.controller
    assert table.sel is None and ctl.key_focus in table.playable_tiles()  # no arrow needed
    before = len(g.moves)
    key(pygame.K_RETURN)
    frame(app)
    assert len(g.moves) == before and table.sel in table.playable_tiles()
    key(pygame.K_SPACE)
    frame(app)
    assert len(g.moves) == before + 1


def test_a_mouse_turn_begins_with_nothing_selected():
    app, table = _human_turn()
    assert table.sel is None


# -- 3. the turn cue while the player must draw -------------------------------------
def test_the_turn_cue_stays_lit_while_the_player_must_draw():
    """The "You" plate and the score panel's marker went
    dark while the player had to draw."""
    from tests.game.table.test_table_payoff import _human_draw_table
    app, table = _human_draw_table()
    assert table.awaiting_draw
    assert table.view.turn == table.human
    rows = table.painter.score_rows()
    assert rows[table.human_entry][2]


# -- 4. the hint never goes stale ------------------------------------------------------
def test_the_hint_clears_when_the_player_picks_another_tile():
    """The hint still described the [0|2] play after Right."""
    app, table = _human_turn()
    ctl = table.controller
    if len(ctl.playable_tiles()) < 2:
        return
    table.request_hint()
    run_until(app, lambda: table.hint_pending is None)
    frame(app)
    assert ctl.hint_move is not None and table.hint_text
    key(pygame.K_RIGHT)
    frame(app)
    assert table.sel != ctl.hint_move.tile if ctl.hint_move else True
    assert table.hint_text == "" and ctl.hint_move is None


# -- 5. flights over everything, a bot's flight brisk ---------------------------------
def test_a_bots_flight_leaves_its_rack_at_once():
    """The bot's tile never sits over the Total box under the top rack: it rises out of
    the rack on a short lift of its own (the eye at the seat as it leaves), then its
    flight is short and never slower in its first half than in its second."""
    from engine import Game
    from engine.events import Play
    from game.present import Director, TableView, Timing
    g = Game("american", 2, seed=5)
    g.deal()
    bot = 1
    view = TableView.empty(2, g.rules.inline_sniff, 0, g.scores)
    view.hands = [sorted(g.hand_tiles(s)) for s in range(2)]
    d = Director(view, Timing(1.0, False))
    mv = Move.from_code(g.legal_codes()[0])
    d._play(Play(bot, mv, 0, 0, (0, 0)), None, None)
    names = [b.name for b in d.beats]
    lift, beat = d.beats[names.index("play") - 1], d.beats[names.index("play")]
    assert lift.name == "lift" and 0.05 <= lift.duration <= 0.15  # out of the rack at once
    # long enough to be followed from its seat (0.3 s read as a tile popping onto the
    # board; with 2 players 0.46 s, its reply came too fast to follow), short enough
    # never to linger under the rack (the easing below)
    assert 0.3 < beat.duration <= 0.5 and lift.duration + beat.duration <= 0.65
    assert beat.easing(1 / 2) >= 0.5 - 1e-9 and beat.easing(1 / 3) >= 0.2


def test_a_mouse_click_leaves_the_hint_button_unlit():
    """The Hint button stayed lit yellow after a click."""
    app, table = _human_turn()
    hint = table.buttons[0]
    centre = app.vp.rect(hint.rect).center
    click(centre)
    frame(app)
    assert not hint.hover


# -- 4. the hint line is never the smallest text on the table -------------------------
def _hint_px(lang: str, scale: float):
    from game import ui
    app, table = table_app(players=2, seed=11, text_scale=scale, language=lang)
    run_until(app, lambda: table.human_turn)
    table.request_hint()
    run_until(app, lambda: table.hint_pending is None)
    app.invalidate()
    with ui.record_text() as log:
        table.painter.draw(app.screen)
    lines = [t for t, _tn in table.painter.fit_status(table.painter.status_lines())]
    drawn = [x for x in log if x.text in lines]
    return app, drawn, table.painter.status.lines_fit(2)


def test_the_hint_wraps_rather_than_shrinks():
    """The hint was ~11 px, under a larger log line.
    It keeps the table's line size (wrapping onto the panel's two lines)."""
    for lang, scale in (("pl", 2.0), ("en", 1.0), ("pl", 1.0), ("zh_CN", 2.0)):
        app, drawn, two = _hint_px(lang, scale)
        assert drawn, lang
        for x in drawn:  # as big as a short line (the news line) gets in that box
            short = app.fonts.fit(21, "Your turn", x.box.w, False, x.box.h).point_size
            # (at large text the tray keeps its tiles' size and the panel over it holds
            # one line: a long hint stays on it down to SHRINK_ONE of that size, larger
            # than the two wrapped lines there (each ~0.6); the floor was short - 1)
            floor = short - 1 if two else SHRINK_ONE * short - 1
            assert x.px is not None and x.px >= floor, (lang, scale, x.text, x.px, short)
            assert x.px >= 16 * min(scale, 1.1), (lang, scale, x.text, x.px)  # (100 %: 16)


def test_a_click_during_an_animation_leaves_the_hint_button_unlit():
    app, table = table_app(players=2, seed=11, speed="normal")
    run_until(app, lambda: table.busy)
    hint = table.buttons[0]
    click(app.vp.rect(hint.rect).center)
    frame(app)
    assert not hint.hover


def test_esc_on_a_turn_that_began_focused_opens_the_pause_menu():
    """With the turn begun focused on a tile (keyboard), the first Esc only
    dropped that focus, so Esc seemed not to open the menu. A focus the player did not
    choose is nothing to back out of: Esc opens the pause menu. A tile the player chose
    is put back as Esc opens the menu (one press: fz_128)."""
    app, table = _human_turn()
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)  # the first turn, played with the keyboard
    key(pygame.K_RETURN)
    frame(app)
    g = table.game
    n = len(g.moves)
    run_until(app, lambda: table.human_turn and len(g.moves) > n)
    if not table.playable_tiles() or g.drawn >= 0:
        return
    assert table.controller.key_focus in table.playable_tiles()  # focused at once
    key(pygame.K_ESCAPE)
    frame(app)
    assert app.top.name == "pause"
    key(pygame.K_ESCAPE)  # resume
    frame(app)
    assert app.top is table
    key(pygame.K_RETURN)  # a choice of the player's own ...
    frame(app)
    assert table.sel is not None
    key(pygame.K_ESCAPE)  # ... is put back as the menu opens
    frame(app)
    assert app.top.name == "pause" and table.sel is None
