"""Issue 16 payoff: the game-over screen's level strip and goals
strip crowded the panel (8 px from it) and the screen's edges. Each strip keeps a
margin of at least 16 design px to the result's panel and to the felt's edge, at 100 %
and 200 % text, and the Replay / Export pair spans the panel's width."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.game_over.goals import strip_rect
from game.scenes.game_over.level import level_rect
from game.scenes.game_over.scene import PANEL
from game.ui import Fonts
from game.ui.viewport import FELT

ROOM = 16


@pytest.fixture(scope="module")
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_strips_keep_a_margin_to_the_panel_and_the_felt(display, scale):
    fonts = Fonts()
    fonts.set_text_scale(scale)
    felt = pygame.Rect(FELT)
    level = level_rect(PANEL, fonts, 2)
    goals = strip_rect(PANEL, 3, fonts)
    assert level.left - felt.left >= ROOM and PANEL.left - level.right >= ROOM, level
    assert goals.left - PANEL.right >= ROOM and felt.right - goals.right >= ROOM, goals
    assert felt.contains(level) and felt.contains(goals)

