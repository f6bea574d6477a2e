"""Hover vs focus on a button:
a button under the mouse looked exactly like the focused default one, so two yellow
"primary" buttons showed at once. Now hover is lighter and raised, the focused one
keeps the yellow fill and the focus ring."""

from __future__ import annotations

import pygame
import pytest

from game.ui import THEME
from game.ui.buttons import Button
from game.ui.theme import set_theme
from tests.game_harness import make_app


def _render(app, hover: bool, focused: bool) -> pygame.Surface:
    surf = pygame.Surface(app.screen.get_size())
    surf.fill((20, 60, 30))
    b = Button("Review", (200, 200, 176, 52), lambda: None)
    b.hover, b.focused = hover, focused
    b.draw(surf, app.vp, app.fonts)
    return surf


def _fill(app, surf) -> tuple:
    """The plate's fill: a pixel inside it, left of the words, clear of edge and lip."""
    r = app.vp.rect(pygame.Rect(200, 200, 176, 52))
    return tuple(surf.get_at((r.x + app.vp.length(12), r.y + app.vp.length(14))))[:3]


@pytest.mark.parametrize("theme", ["classic", "colorblind", "contrast"])
def test_hover_looks_lighter_and_raised_not_like_the_focused_default(theme):
    app = make_app()
    try:
        set_theme(theme)
        plain = _render(app, False, False)
        hover = _render(app, True, False)
        focus = _render(app, False, True)
        fill_plain, fill_hover, fill_focus = (_fill(app, s) for s in (plain, hover, focus))
        assert fill_focus[:3] == tuple(THEME.focus)[:3]
        assert fill_hover != fill_focus  # never a second yellow "primary"
        assert sum(fill_hover) >= sum(fill_plain)  # lighter (or as light: white stays)
        # raised: its top edge higher than the plain button's
        r = app.vp.rect(pygame.Rect(200, 200, 176, 52))
        x = r.centerx - r.w // 3

        def top(s):
            return next(y for y in range(r.y - 10, r.bottom)
                        if tuple(s.get_at((x, y)))[:3] != (20, 60, 30))
        assert top(hover) < top(plain)
        assert pygame.image.tobytes(hover, "RGB") != pygame.image.tobytes(focus, "RGB")
    finally:
        set_theme("classic")
