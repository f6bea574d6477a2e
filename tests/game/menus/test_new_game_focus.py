"""A newcomer's New game form (fp_136, fp_39): Down from Start wrapped round to Rules,
where Left/Right switched the game to Sniff 61 unseen; and the Start button out of
focus was a pale peach that read as switched off. Now the focus stops at the form's
ends, and Start out of focus is a strong orange. The focus opens on Start (a form
that opened on a settings row read as waiting for a change); Up reaches the settings,
and Enter starts the game from any row."""

from __future__ import annotations

from game.actions import Action, Input
from game.ui import THEME
from game.widgets.rows import ButtonRow
from tests.game.menus.test_game_menus import app, frames, home, open_new_game  # noqa: F401


def test_the_focus_opens_on_start_and_enter_starts_from_any_row(app):  # noqa: F811
    ng = open_new_game(app)
    assert isinstance(ng.rows.current, ButtonRow) and ng.rows.current.label == "Start"
    for _ in range(len(ng.rows.rows) - 2):  # up to Players
        ng.handle(Input(Action.UP))
    assert ng.rows.current.label == "Players"
    ng.handle(Input(Action.RIGHT))  # the first thing a player changes: 2 -> 3
    assert ng.players == 3 and ng.rows.current.label == "Players"
    ng.handle(Input(Action.CONFIRM))
    from game.scenes.table.scene import TableScene
    assert isinstance(app.top, TableScene) and app.top.config.players == 3


def test_down_from_start_stays_on_start_and_never_changes_the_rules(app):  # noqa: F811
    ng = open_new_game(app)
    rows = ng.rows
    last = len(rows.rows) - 1
    for _ in range(last + 2):  # down to Start
        ng.handle(Input(Action.DOWN))
    assert rows.index == last and isinstance(rows.current, ButtonRow)  # on Start
    ruleset = ng.ruleset
    ng.handle(Input(Action.DOWN))
    assert rows.index == last, rows.current.label
    ng.handle(Input(Action.RIGHT))  # (on Rules this switched the game's rules)
    assert ng.ruleset == ruleset
    for _ in range(last + 3):  # up to the first row, and no further round
        ng.handle(Input(Action.UP))
    assert rows.index == 0
    ng.handle(Input(Action.UP))
    assert rows.index == 0


def _sat(px) -> int:
    return max(px) - min(px)


def test_the_focused_row_is_the_lit_one_and_start_out_of_focus_is_not_off(app):  # noqa: F811
    """A strong orange Start out of focus looked more active than the focused row
    above it (a pale cream with a thin ring): now the focused row is the lit one
    (a warm yellow fill, the ring and a marker), Start out of focus a plain row with
    an orange edge, never the off rows' grey."""
    ng = open_new_game(app)
    ng.rows.focus(3)  # Target in focus, Start not
    frames(app)
    app.draw()
    vp = app.vp
    start = vp.rect(ng.rows.row_rect(len(ng.rows.rows) - 1))
    focused = vp.rect(ng.rows.row_rect(3))
    px_start = app.screen.get_at((start.x + vp.length(40), start.y + vp.length(8)))[:3]
    px_focus = app.screen.get_at((focused.x + vp.length(150), focused.y + vp.length(8)))[:3]
    assert _sat(px_focus) > _sat(px_start) + 40, (px_focus, px_start)
    assert sum(abs(a - b) for a, b in zip(px_start, THEME.disabled)) > 120, px_start
    edge = app.screen.get_at((start.x + vp.length(1), start.centery))[:3]
    assert sum(abs(a - b) for a, b in zip(edge, THEME.accent)) < 40, edge  # its orange edge
    # the ring (focus yellow) round the focused row only
    ring_y = focused.y - vp.length(4)
    assert app.screen.get_at((focused.centerx, ring_y))[:3] == THEME.focus
    assert app.screen.get_at((start.centerx, start.y - vp.length(4)))[:3] != THEME.focus
    # and the marker at its left
    mark = app.screen.get_at((focused.x + vp.length(12), focused.centery))[:3]
    assert sum(abs(a - b) for a, b in zip(mark, THEME.accent)) < 40, mark
