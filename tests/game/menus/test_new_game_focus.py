"""A newcomer's New game form (fp_136, fp_39): the focus starts on Start and Down
wrapped round to Rules, where Left/Right switched the game to Sniff 61 unseen; and the
Start button out of focus was a pale peach that read as switched off. Now the focus
stops at the form's ends, and Start out of focus is a strong orange."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.actions import Action, Input
from game.ui import THEME
from game.widgets.rows import ButtonRow
from tests.game.menus.test_game_menus import app, frames, home, open_new_game  # noqa: F401


def test_down_from_start_stays_on_start_and_never_changes_the_rules(app):  # noqa: F811
    ng = open_new_game(app)
    rows = ng.rows
    last = len(rows.rows) - 1
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


def test_start_out_of_focus_looks_active(app):  # noqa: F811
    ng = open_new_game(app)
    ng.rows.focus(0)  # Rules in focus, Start not
    frames(app)
    app.draw()
    i = len(ng.rows.rows) - 1
    r = app.vp.rect(ng.rows.row_rect(i))
    px = app.screen.get_at((r.x + app.vp.length(20), r.centery))[:3]
    # as strong a colour as the accent that marks what acts (the old peach, max - min
    # 126, read as off), and far from the off rows' grey
    assert max(px) - min(px) >= 180, px
    assert sum(abs(a - b) for a, b in zip(px, THEME.disabled)) > 120, px
