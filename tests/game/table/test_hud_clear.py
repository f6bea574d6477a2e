"""The table's HUD said too much in too many places, and some of it overlapped:

- the tile the player drew was said twice, on two stacked lines ("You drew [2|4]" over
  "Your turn: play the [2|4] you drew"), the lower one on the hand tray's top edge: it
  is one line now, and the status lines (one or two) keep clear of the tray (its dark
  pad's top edge at 100 %, the wooden rack and the tiles in it, a chosen tile lifted),
  of the board's tiles and of each other, at 100 % and 200 % text, 2-4 players;
- a bot's play was said in a line for about 0.8 s while its chip by its plate hid
  it: the chip shows it from the moment it lands until the seat acts again, and the
  line no longer says it;
- in a window of another shape (1000x600) the key bar hung off the table into the
  letterbox band: it keeps inside the table, each key on one line;
- at 200 % in 4 players the History button sat on West's plate."""

from __future__ import annotations

import pygame
import pytest

from engine.moves import Move
from game.i18n import _
from game.present.view import Note
from game.texts import tile_label
from game.ui import record_text
from tests.game_harness import frame, key, make_app, run_until, table_app

#: The top edge of the dark pad the player's hand tray lies in, as the table's map
#: draws it (design px, 1280x720): at 100 % the tray's edge starts there.
PAD_TOP = 544


def _drawn(app, table) -> list:
    with record_text() as log:
        table.painter.draw(pygame.Surface(app.screen.get_size()))
    return log


def _tray(app, table) -> list[pygame.Rect]:
    """The hand tray as drawn (screen px): its wooden rack, the player's tiles in it (a
    chosen one lifted out of it) and, at 100 %, the dark pad from its top edge."""
    p = table.painter
    vp = app.vp
    rack = p.boneyard.racks.rects()[0]
    out = [rack]
    ctl = table.controller
    hand = p.hands[table.human]
    out += [r for _t, r in hand.rects(table.view.hands[table.human], sel=ctl.sel,
                                      hover=ctl.hover)]
    if app.fonts.text_scale < 1.01:
        top = vp.point((0, PAD_TOP))[1]
        out.append(pygame.Rect(rack.x, top, rack.w, rack.bottom - top))
    return out


def _board_tiles(table) -> list[pygame.Rect]:
    lay = table.view.layout
    if lay is None:
        return []
    board = table.painter.board
    return [r for r in (board.tile_rect(t) for t, _p in lay.placed) if r is not None]


def _check_clear(app, table, where) -> int:
    """The status lines drawn now keep clear of the tray, the board's tiles and each
    other; returns how many lines were drawn."""
    p = table.painter
    lines = [t for t, _tn in p.fit_status(p.status_lines())]
    log = _drawn(app, table)
    drawn = [d for d in log if d.text in lines and app.vp.rect(p.status.rect).inflate(
        0, app.vp.length(60)).colliderect(d.rect)]
    assert len(drawn) == len(lines), (where, lines, [d.text for d in drawn])
    tray, tiles = _tray(app, table), _board_tiles(table)
    for i, d in enumerate(drawn):
        assert d.rect.collidelist(tray) < 0, (where, d.text, d.rect, tray[d.rect.collidelist(
            tray)])
        assert d.rect.collidelist(tiles) < 0, (where, d.text, d.rect)
        for other in drawn[i + 1:]:
            assert not d.rect.colliderect(other.rect), (where, d.text, other.text)
    return len(drawn)


@pytest.mark.parametrize("players, seed", [(2, 3), (2, 8), (3, 5), (4, 3), (4, 11)])
def test_the_status_lines_keep_clear_of_the_tray_the_board_and_each_other(players, seed):
    app, table = table_app(players=players, seed=seed)
    pairs = 0
    try:
        for turn in range(4):
            run_until(app, lambda: (table.human_turn and not table.busy
                                    and not table.director.effects) or table.hold,
                      max_frames=8000)
            if not table.human_turn:
                break
            for scale in (1.0, 2.0):
                app.set_text_scale(scale)
                app.draw()
                where = (players, seed, turn, scale)
                assert _check_clear(app, table, where) == 1
                # a note over the prompt (a refusal, "Move taken back"): two lines
                table.view.note = Note(lambda: _("Move taken back"), "ink", 2.5)
                pairs += _check_clear(app, table, where + ("note",)) == 2
                # a chosen tile lifted out of the tray under them
                tile = table.playable_tiles()[0]
                table.controller.select(tile, sound=False)
                _check_clear(app, table, where + ("chosen",))
                table.controller.select(None, sound=False)
                table.view.note = Note()
            app.set_text_scale(1.0)
            table.apply(Move.from_code(table.game.legal_codes()[0]))
    finally:
        app.set_text_scale(1.0)
        table.worker.close()
    assert pairs >= 2


def _drawn_tile_table():
    from tests.game.table.test_draw_guard_and_cues import _human_draw_with_choice
    return _human_draw_with_choice(1)


def test_the_tile_the_player_drew_is_said_once_in_one_line_clear_of_the_tray():
    app, table = _drawn_tile_table()
    try:
        g = table.game
        assert g.drawn >= 0 and table.human_turn
        assert table.view.note.left > 0  # the draw's note still stands
        for scale in (1.0, 2.0):
            app.set_text_scale(scale)
            app.draw()
            lines = table.painter.status_lines()
            want = _("You drew {tile}: play it").format(tile=tile_label(g.drawn))
            assert lines == [(want, "focus")], lines
            assert _check_clear(app, table, ("drawn", scale)) == 1
    finally:
        app.set_text_scale(1.0)
        table.worker.close()


def _bot_play_landed(players=2, seed=3):
    """A table the moment a bot's play has landed (before the player's turn comes)."""
    app, table = table_app(players=players, seed=seed, speed="normal")
    for _k in range(30):
        run_until(app, lambda: table.human_turn and not table.busy or (
            table.view.last_move is not None and table.view.last_move.key == "play"
            and table.view.last_move.seat != table.human), max_frames=20000)
        v = table.view
        if v.last_move is not None and v.last_move.key == "play" \
                and v.last_move.seat != table.human and not table.human_turn:
            return app, table
        table.apply(Move.from_code(table.game.legal_codes()[0]))
        frame(app)
    raise AssertionError("no bot's play landed")


def test_a_bots_play_shows_at_its_seat_the_moment_it_lands_not_in_a_line():
    from game.render.seat_marks import marker_text
    app, table = _bot_play_landed()
    try:
        v = table.view
        seat = v.last_move.seat
        act = v.last_action[seat]
        assert act.tile == v.last_move.data["move"].tile
        words = marker_text(act)[0]
        assert tile_label(act.tile) in words
        log = _drawn(app, table)
        plate = table.painter.label_rect(seat)
        chip = [d for d in log if d.text == words]
        assert chip, (words, [d.text for d in log])
        assert any(abs(d.rect.centerx - plate.centerx) < plate.w for d in chip)
        # the line does not say it (the chip does, until the seat acts again)
        from game.present.words import say
        said = say(v.last_move, table.names, table.human)
        assert said not in [t for t, _tn in table.painter.status_lines()]
        # and it stays through the player's turn
        run_until(app, lambda: table.human_turn and not table.busy, max_frames=20000)
        log = _drawn(app, table)
        if v.last_action.get(seat) is act:
            assert [d for d in log if d.text == marker_text(act)[0]]
    finally:
        table.worker.close()


@pytest.mark.parametrize("size", ["1000x600", "1280x720"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_key_bar_stays_inside_the_table_each_key_on_one_line(size, scale):
    from game.config import GameConfig
    from game.scenes.table.keys import draw_key_bar, key_bar_items
    from game.scenes.table.scene import TableScene
    app = make_app(["--size", size], text_scale=scale)
    table = TableScene(app, GameConfig(ruleset="american", players=2,
                                       levels=["medium", "medium"], seed=3))
    app.push(table)
    try:
        run_until(app, lambda: table.human_turn and not table.busy, max_frames=4000)
        key(pygame.K_RIGHT)  # the keyboard in use: the key bar and the keycaps
        frame(app)
        app.invalidate()
        with record_text() as log:
            app.draw()
        bar = draw_key_bar(app.screen, table)
        assert bar is not None
        inside = app.vp.rect((0, 0, 1280, 720)).clip(app.screen.get_rect())
        assert inside.contains(bar), (size, scale, bar, inside)
        text = "   ·   ".join(key_bar_items(table))
        lines = [d for d in log if d.text == text]
        assert len(lines) == 1 and bar.contains(lines[0].rect), [d.text for d in log]
        # each corner button's word and key on one line (no "Menu" / "(Esc)" wrapped)
        for b in table.all_buttons():
            if not hasattr(b, "words"):
                continue
            r = app.vp.rect(b.rect).inflate(app.vp.length(30), app.vp.length(30))
            got = [d for d in log if r.colliderect(d.rect) and d.text == b.words()]
            assert len(got) == 1, (b.label, [d.text for d in log if r.colliderect(d.rect)])
            assert got[0].rect.h < 1.8 * got[0].px, (b.label, got[0].rect)
    finally:
        table.worker.close()


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("players", [3, 4])
def test_the_history_button_keeps_off_the_plates_at_200_percent(players, lang):
    """At 200 % with a plate across the table (4 players) the History button, under the
    Menu button, sat on West's plate: the plate keeps under it now."""
    from game import i18n
    app, table = table_app(players=players, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn and not table.busy, max_frames=6000)
        app.draw()
        vp = app.vp
        btn = vp.rect(table.history_button.rect)
        plates = [lab.card() for lab in table.painter.labels]
        assert btn.collidelist(plates) < 0, (btn, plates)
        others = [vp.rect(b.rect) for b in table.all_buttons() if b is not table.history_button]
        assert btn.collidelist(others) < 0
        assert not btn.colliderect(vp.rect(table.painter.scores.rect))
    finally:
        table.worker.close()
        i18n.set_language("en")
