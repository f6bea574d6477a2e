"""The table's text budget (issue 31): while the game waits for the player's move the
status says one line and no sentence names a move (each seat's last action is its
chip); the hand's log is the history drawer, opened and closed by key, mouse and pad."""

from __future__ import annotations

import pygame
import pytest

from game.present.words import say
from game.ui import record_text
from tests.game_harness import click, frame, key, pad_button, table_with_earlier_moves

#: The most words the status panel may say on the player's turn (one prompt line).
PROMPT_WORDS = 10


def _drawn(app):
    app.invalidate()
    with record_text() as log:
        app.draw()
    return [d.text for d in log]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_word_budget_holds_on_the_players_turn(players):
    from game.scenes.table.status import status_lines
    app, table = table_with_earlier_moves(players - 2, players=players)
    lines = status_lines(table, table.names)
    assert len(lines) == 1 and len(lines[0][0].split()) <= PROMPT_WORDS, lines
    shown = _drawn(app)
    for _seat, msg in table.director.recent:  # no move told in a sentence
        assert say(msg, table.names, table.human) not in shown
    assert not any("\u00d7" in t for t in shown), shown  # no "5×2": a double reads "5+5"


def _open(app, table, how):
    if how == "key":
        key(pygame.K_l)
    elif how == "pad":
        pad_button(pygame.CONTROLLER_BUTTON_LEFTSTICK)
    else:
        frame(app)  # (the button placed under Menu)
        click(app.vp.rect(table.history_button.rect).center)
    frame(app)


@pytest.mark.parametrize("how", ["key", "mouse", "pad"])
def test_the_history_drawer_opens_closes_and_lists_every_move(how):
    app, table = table_with_earlier_moves(2, players=4)
    _open(app, table, how)
    drawer = app.top
    assert drawer is not table and drawer.name == "history"
    shown = _drawn(app)
    # (the History side drawer of the 200 % HUD rework (polish) shows one row a move:
    # a play as who and the tile, "East [1|5]", its points in a column of their own,
    # "+10", not the log's sentence "East plays [1|5] next to [1|1]: total 10, +10")
    from game.scenes.table.history import history_entries
    from game.texts import tile_label
    moves = table.director.recent
    rows = history_entries(table)
    assert moves and len(rows) == len(moves), (moves, rows)
    for (seat, msg), (words, points) in zip(moves, rows):
        assert words in shown, (words, shown)
        if msg.key == "play":
            assert words.startswith(table.names[seat]), words
            assert tile_label(msg.data["move"].tile) in words, words
            assert points == int(msg.data.get("points") or 0)
        else:
            assert words == say(msg, table.names, table.human)
        if points:
            assert f"+{points}" in shown, (points, shown)
    assert any(points for _w, points in rows)  # (this deal: North's play scores 5)
    if how == "key":
        key(pygame.K_l)  # the same key closes it
    elif how == "pad":
        pad_button(pygame.CONTROLLER_BUTTON_B)
    else:
        click((5, 5))  # outside its panel
    frame(app)
    assert app.top is table


def test_esc_closes_the_drawer_and_the_table_plays_on():
    app, table = table_with_earlier_moves(2, players=4)
    key(pygame.K_l)
    frame(app)
    assert app.top.name == "history"
    key(pygame.K_ESCAPE)
    frame(app)
    assert app.top is table and table.human_turn


def test_the_drawer_keeps_every_move_of_a_long_hand():
    """The director kept the last 12 log lines; the drawer lists the whole hand."""
    from game.present.director import RECENT_KEPT
    assert RECENT_KEPT >= 28 * 3  # a hand's plays, draws and passes


def test_history_has_a_key_a_pad_button_and_a_rebinding_row():
    from game.actions import _PAD_BUTTONS, DEFAULT_KEYS, Action
    from game.scenes.options.scene import ACTION_LABELS
    assert DEFAULT_KEYS["history"] == ["l"]
    assert Action.HISTORY in _PAD_BUTTONS.values()
    assert "history" in ACTION_LABELS
