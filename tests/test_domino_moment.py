"""Round 5, "Domino!" is a moment, not a flat pill: a big warm gold banner that bounces
in (over, under, settled), confetti and light bursting out of it when the player's side
dominoes (none for another side or under reduced motion)."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import test_fx

from engine import Game
from game.present import TableView
from game.present.words import Msg
from game.render import fx
from game.render.fx_burst import BannerBurst
from game.scenes.table_payoff import BoardPayoff, ours
from game.ui.text import contrast_ratio

#: The module-wide fonts fixture, shared with tests/test_fx.py.
fonts = test_fx.fonts


def test_the_domino_banner_bounces_in_and_settles(fonts):
    c = fx.DominoCallout(fonts, (640, 300), "Domino!").start()
    scales = []
    while c.t < c.pop + c.settle + 0.2:
        scales.append(c.scale())
        c.t += 1 / 60
    top = scales.index(max(scales))
    assert max(scales) > 1.2 and scales[0] < 0.5  # it pops from small past full size
    assert min(scales[top:]) < 0.99  # dips under full size: a bounce, not a glide
    assert scales[-1] == 1.0
    still = fx.DominoCallout(fonts, (640, 300), "Domino!", reduced_motion=True).start()
    assert still.scale() == 1.0


def test_the_domino_banner_is_warm_gold_and_readable(fonts):
    c = fx.DominoCallout(fonts, (640, 300), "Domino!")
    plate = c._render()
    w, h = plate.get_size()
    r, g, b, _a = plate.get_at((w // 2, h - h // 5 + 2))  # below the words, inside
    assert r > 200 and g > 150 and b < 120, (r, g, b)  # gold, not the dark pill
    assert contrast_ratio(c.text_color(), c.plate_color()) >= 4.5
    c.start().t = 1.0  # settled
    assert c.rect().h >= 50 and c.rect().w >= 200  # big


def _table_view():
    v = TableView.empty(2, False, 0, [0, 0])
    v.banner, v.banner_t = "domino", 0.3
    return v


class _VP:
    scale = 1.0


def test_confetti_bursts_out_of_the_banner_only_for_our_side():
    rect = pygame.Rect(500, 200, 280, 80)
    for mine, expect in ((True, True), (False, False)):
        surf = pygame.Surface((1280, 720))
        surf.fill((20, 90, 50))
        before = pygame.image.tobytes(surf, "RGB")
        BoardPayoff(_VP(), None).banner_burst(surf, _table_view(), rect, mine, False)
        assert (pygame.image.tobytes(surf, "RGB") != before) is expect
    surf = pygame.Surface((1280, 720))
    before = pygame.image.tobytes(surf, "RGB")
    BoardPayoff(_VP(), None).banner_burst(surf, _table_view(), rect, True, True)  # still
    assert pygame.image.tobytes(surf, "RGB") == before


def test_the_burst_flies_out_and_falls_then_ends():
    rect = pygame.Rect(500, 200, 280, 80)
    b = BannerBurst(rect).start()
    b.t = 0.05
    near = b.positions()
    b.t = 0.8
    far = b.positions()
    spread = max(abs(x - rect.centerx) for x, _y in far)
    assert spread > max(abs(x - rect.centerx) for x, _y in near) + 100
    assert any(y < rect.top for _x, y in far)  # flew up out of the plate
    b.t = b.duration
    assert not b.alive and b.positions() == []
    assert not BannerBurst(rect, reduced_motion=True).start().alive


def test_ours_is_the_player_or_a_partner():
    g = Game("american", 4, seed=1)
    partner = next(s for s in range(1, 4) if g.seat_entry(s) == g.seat_entry(0))
    other = next(s for s in range(1, 4) if g.seat_entry(s) != g.seat_entry(0))
    assert ours(g, 0, Msg("domino", 0)) and ours(g, 0, Msg("domino", partner))
    assert not ours(g, 0, Msg("domino", other)) and not ours(g, None, Msg("domino", 0))


def test_the_reach_banner_names_who_reached_the_target():
    from game.scenes.table_payoff import banner_words
    g = Game("american", 2, target=100, seed=1)
    names = ["You", "North"]
    assert banner_words("reach:1", None, g, names, 0) == ("North reaches 100!", True, False)
    assert banner_words("reach:0", None, g, names, 0) == ("You reach 100!", True, True)
    assert banner_words("blocked", None, g, names, 0)[1:] == (False, False)
