"""The window stayed black for seconds at launch. Now the first
frame (the table's rail and cloth) is on screen before the fonts, the sounds, the saves
and the first scene load."""

from __future__ import annotations

import pygame


def test_a_first_frame_is_shown_before_anything_else_loads(monkeypatch):
    from game import app as app_mod
    from game.__main__ import build_parser
    from game.ui import THEME
    seen = {}
    real_fonts, real_flip = app_mod.Fonts, pygame.display.flip
    flips = []
    monkeypatch.setattr(pygame.display, "flip", lambda *a: (flips.append(1), real_flip(*a)))

    def fonts(*a, **k):  # the first thing loaded after the window opens
        s = pygame.display.get_surface()
        seen["centre"] = tuple(s.get_at((s.get_width() // 2, s.get_height() // 2)))[:3]
        seen["corner"] = tuple(s.get_at((2, 2)))[:3]
        seen["flips"] = len(flips)
        return real_fonts(*a, **k)

    monkeypatch.setattr(app_mod, "Fonts", fonts)
    app = app_mod.App(build_parser().parse_args([]))
    try:
        assert seen["flips"] >= 1  # shown, not only drawn
        assert seen["centre"] == tuple(THEME.felt[:3])  # the cloth
        assert seen["corner"] == app_mod.SPLASH_RAIL  # the rail round it
    finally:
        pygame.quit()
        del app
