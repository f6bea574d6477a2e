"""ga_87: on Colours, Right pressed six times wrapped back to "Classic" with no sign
anything had changed. One rule for every stepper in the Options form (as in the New
game form): Left/Right stop at the ends, the arrow there drawn disabled; a toggle
still flips with Enter or a click on its value."""
# ruff: noqa: F811

from __future__ import annotations

import pygame

from game.scenes.options.scene import OptionsScene
from game.settings import THEMES
from game.widgets.rows import ChoiceRow, ToggleRow
from tests.game.menus.test_game_menus import app, home, key  # noqa: F401 - fixtures


def test_right_on_colours_stops_at_the_last_scheme(app):
    opts = OptionsScene(app)
    app.push(opts)
    key(app, pygame.K_RIGHT, n=1)
    rows = opts.rows.rows
    colours = next(i for i, r in enumerate(rows) if r.label == "Colours")
    opts.rows.focus(colours)
    first = app.settings.theme
    assert first == list(THEMES)[0]
    for _ in range(len(THEMES) + 2):
        key(app, pygame.K_RIGHT)
    assert app.settings.theme == list(THEMES)[-1] != first  # never back to the first
    assert not rows[colours].can_step(1) and rows[colours].can_step(-1)
    app.set_theme(first)


def test_every_stepper_in_options_stops_at_both_ends(app):
    rows = [r for r in OptionsScene(app).rows.rows if isinstance(r, ChoiceRow)]
    assert len(rows) >= 10
    for row in rows:
        put = []
        row.set = put.append
        for end, d in ((row.values[-1], 1), (row.values[0], -1)):
            row.get = lambda end=end: end
            assert not row.can_step(d), row.label  # its arrow drawn disabled
            assert not row.step(d) and put == [], row.label
            assert row.can_step(-d) and row.step(-d) and put, row.label
            put.clear()


def test_a_toggle_still_flips_with_enter(app):
    row = next(r for r in OptionsScene(app).rows.rows
               if isinstance(r, ToggleRow) and r.label == "Undo allowed")
    was = app.settings.undo_allowed
    assert row.activate() and app.settings.undo_allowed is (not was)
    assert row.activate() and app.settings.undo_allowed is was
