"""Payoff effects (game/render/fx.py): timing, easing, reduced motion, readable text."""

from __future__ import annotations

import pygame
import pytest

from game import ui
from game.render import fx
from game.render.confetti import Confetti

DT = 1 / 60


@pytest.fixture(scope="module")
def fonts():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    yield ui.Fonts()
    pygame.display.quit()


def run(effect, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        effect.update(DT)


def luminance(rgb) -> float:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_callout_size_grows_with_points_and_jumps_at_20():
    sizes = [fx.callout_size(p) for p in range(0, 80, 5)]
    assert sizes == sorted(sizes)
    assert fx.callout_size(20) - fx.callout_size(15) >= 8  # bigger from 20
    assert fx.callout_size(5) >= fx.MIN_TEXT_PX
    assert [fx.score_tier(p) for p in (5, 15, 20, 25, 30, 60)] == \
        ["small", "small", "medium", "medium", "big", "big"]


def test_score_callout_pops_settles_and_ends(fonts):
    c = fx.ScoreCallout(fonts, 25, (640, 300))
    assert not c.alive  # nothing until start()
    assert c.start() is c and c.alive
    scales = []
    for _ in range(round(c.duration / DT) + 2):
        scales.append(c.scale())
        c.update(DT)
    assert scales[0] < 0.6                      # starts small...
    assert max(scales) > 1.1                    # ...overshoots...
    settled = round((c.pop + c.settle) / DT) + 1
    assert all(abs(s - 1.0) < 1e-9 for s in scales[settled:])  # ...and settles at 1
    assert not c.alive


def test_bigger_scores_draw_bigger(fonts):
    rects = []
    for points in (10, 20, 40):
        c = fx.ScoreCallout(fonts, points, (640, 300)).start()
        run(c, 0.6)
        rects.append(c.rect())
    assert rects[0].h < rects[1].h < rects[2].h
    assert rects[1].h >= rects[0].h * 1.25


def test_reduced_motion_only_fades(fonts):
    c = fx.ScoreCallout(fonts, 30, (640, 300), reduced_motion=True).start()
    first = c.rect()
    alphas = []
    while c.alive:
        assert c.scale() == 1.0 and c.rect() == first  # no movement, no scaling
        alphas.append(c.opacity())
        c.update(DT)
    assert alphas[0] < 0.2 and max(alphas) == 1.0 and alphas[-1] < 0.2
    ring = fx.GlowRing((100, 100), 20, reduced_motion=True).start()
    radii = set()
    while ring.alive:
        radii.add(ring.current_radius())
        ring.update(DT)
    assert radii == {20.0}
    confetti = Confetti(pygame.Rect(0, 0, 1280, 720), reduced_motion=True).start()
    assert not confetti.alive and not confetti.particles
    surf = pygame.Surface((1280, 720))
    confetti.draw(surf)
    assert pygame.transform.average_color(surf)[:3] == (0, 0, 0)


def test_callout_text_is_big_enough_and_readable(fonts):
    try:
        with ui.record_text() as log:
            for theme in ui.THEME_NAMES:
                ui.set_theme(theme)
                for effect in (fx.ScoreCallout(fonts, 5, (640, 300)),
                               fx.DominoCallout(fonts, (640, 400), "Domino!")):
                    effect.start()
                    run(effect, 0.6)
                    surf = pygame.Surface((1280, 720))
                    surf.fill((255, 255, 255))  # the worst backdrop for a dark plate
                    effect.draw(surf)
                    text_rect = log[-1].rect
                    assert text_rect.h >= fx.MIN_TEXT_PX
                    # the plate at its alpha over white, against the text colour
                    plate = effect.plate_color()
                    shown = tuple(round(p * 240 / 255 + 255 * 15 / 255) for p in plate)
                    assert contrast(effect.text_color(), shown) >= 4.5, theme
                    # and really drawn: text colour pixels inside the logged rect
                    sub = surf.subsurface(text_rect)
                    assert any(sub.get_at((x, y))[:3] == effect.text_color()
                               for x in range(text_rect.w) for y in range(text_rect.h))
    finally:
        ui.set_theme("classic")
    assert {entry.text for entry in log} == {"+5", "Domino!"}


def test_confetti_flies_and_falls_then_ends():
    area = pygame.Rect(0, 0, 1280, 720)
    c = Confetti(area, count=60, seed=3).start()
    assert c.alive and len(c.particles) == 60
    run(c, 0.6)
    ys = [p[1] for p in c.particles]
    assert min(ys) < area.h * 0.6  # burst up
    surf = pygame.Surface(area.size)
    c.draw(surf)
    assert pygame.transform.average_color(surf)[:3] != (0, 0, 0)
    run(c, c.duration)
    assert not c.alive
    # the same seed makes the same burst
    a = Confetti(area, count=10, seed=5).start()
    b = Confetti(area, count=10, seed=5).start()
    assert a.particles == b.particles


def test_glow_ring_swells_and_lights_its_spot():
    ring = fx.GlowRing((50, 50), 20).start()
    r0 = ring.current_radius()
    run(ring, 0.35)
    assert r0 < ring.current_radius()
    surf = pygame.Surface((100, 100))
    ring.draw(surf)
    r, g, b, _ = surf.get_at((50 + 20, 50))
    assert r > 150 and r > b  # warm light on the ring
    assert surf.get_at((50, 50))[:3] == (0, 0, 0)  # the end itself stays readable
    run(ring, ring.duration)
    assert not ring.alive


def test_fx_layer_hosts_and_drops_effects(fonts):
    layer = fx.FxLayer()
    assert not layer.alive
    short = layer.add(fx.GlowRing((10, 10), 5, duration=0.2))
    long = layer.add(fx.ScoreCallout(fonts, 10, (100, 100)))
    layer.add(Confetti(pygame.Rect(0, 0, 100, 100), reduced_motion=True))  # never shown
    assert layer.effects == [short, long]
    run(layer, 0.3)
    assert layer.effects == [long]
    layer.draw(pygame.Surface((200, 200)))
    layer.finish()
    assert not layer.alive


def test_score_sizes_agree_with_the_sound(fonts):
    from game.audio import score_size

    for points in range(0, 80, 5):
        assert fx.score_tier(points) == score_size(points)
    # Sniff 61: +4 points is a total of 20
    assert fx.ScoreCallout(fonts, 4, (0, 0), divisor=5).tier == "medium"
    assert fx.ScoreCallout(fonts, 4, (0, 0), divisor=5).text == "+4"


def test_large_text_makes_callouts_bigger_in_order_within_bounds():
    pygame.font.init()
    normal, large = ui.Fonts(), ui.Fonts()
    large.set_text_scale(2.0)
    heights = {}
    for name, fonts in (("normal", normal), ("large", large)):
        heights[name] = []
        for points in (5, 20, 60):
            c = fx.ScoreCallout(fonts, points, (640, 300)).start()
            run(c, 0.6)
            heights[name].append(c.rect().h)
    assert heights["large"] == sorted(heights["large"]) and len(set(heights["large"])) == 3
    assert all(a < b for a, b in zip(heights["normal"], heights["large"]))
    biggest = large.get(fx.MAX_TEXT_PX / 2.0, True)  # a font of MAX_TEXT_PX px
    assert heights["large"][-1] <= biggest.get_height() * 1.5
