"""The tutorial's felt was a flat fill while the table's is woven and lit
(game.felt); the tutorial's backdrop now uses game.felt too."""

from __future__ import annotations

import pygame


def test_the_tutorial_felt_is_woven_and_lit_like_the_tables():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    try:
        from game.scenes.tutorial.panels import Backdrop
        s = Backdrop().design_surface()
        from game.maps import load_map
        table_like = load_map("menu.tmx").design_surface()  # finished by game.felt
        spots = [(x, y) for x in (50, 120, 1160, 1230) for y in (60, 200, 520, 660)]
        assert all(s.get_at(p) == table_like.get_at(p) for p in spots), [
            (p, s.get_at(p), table_like.get_at(p)) for p in spots]
    finally:
        pygame.quit()
