"""A grown seat plate keeps its lines together and its turn arrow by the name
(at 200 % Polish "Ty" and "6 kamieni" stood far
apart in a plate grown for three lines, the turn arrow floating between them)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.render.hud import TEXT
from game.ui.text import record_text
from game.ui.theme import THEME
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("lang", ["pl", "en", "zh_CN"])
def test_two_lines_in_a_tall_plate_sit_together_with_the_arrow_by_the_name(lang):
    app, table = table_app(players=2, seed=3, language=lang, text_scale=2.0)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        label = table.painter.hud.widgets["label_0"]
        r = app.vp.rect(label.rect)
        surf = pygame.Surface(app.vp.size if hasattr(app.vp, "size") else (1280, 720))
        surf.fill(THEME.felt)
        name, tiles = i18n._("You"), "6"
        # (the player's own plate draws its face alone; the grown plate's two lines are
        # what is tested here, as any seat's plate draws them)
        label.own = False
        with record_text() as log:
            label.draw(surf, name, tiles, turn=True)
        drawn = sorted((d for d in log if d.text in (name, tiles)), key=lambda d: d.rect.y)
        assert [d.text for d in drawn] == [name, tiles]
        line = app.fonts.get(TEXT, True).get_linesize()
        gap = drawn[1].rect.centery - drawn[0].rect.centery
        assert gap <= 1.15 * line, (gap, line, r)
        # the pair is centred in the plate
        mid = (drawn[0].rect.top + drawn[1].rect.bottom) / 2
        assert abs(mid - r.centery) <= 4
        # the turn arrow points at the name's line, not at the space between lines
        # (left of the player's own portrait, whose ring is lit too)
        ys = [y for y in range(r.top, r.bottom) for x in range(r.x, r.x + app.vp.length(14))
              if tuple(surf.get_at((x, y)))[:3] == THEME.focus]
        assert ys
        arrow_y = (min(ys) + max(ys)) / 2
        assert abs(arrow_y - drawn[0].rect.centery) <= 0.3 * line, (arrow_y, drawn[0].rect)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_portraits_are_faces_not_specks(players, monkeypatch):
    """The portraits were ~30 px. At 100 % they are a little
    taller than their plate (40+ px) and touch no other box of the HUD. Every
    seat has one, the player's own included, 56+ px (a portrait, as card-table apps)."""
    from game.render import seat_label as hud_mod  # the plates' portraits
    app, table = table_app(players=players, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    drawn = []
    real = hud_mod.draw_avatar

    def spy(surf, kind, centre, d, *a, **k):
        r = real(surf, kind, centre, d, *a, **k)
        drawn.append(r)
        return r
    monkeypatch.setattr(hud_mod, "draw_avatar", spy)
    app.draw()
    hud = table.painter.hud
    assert len(drawn) == players
    plates = [app.vp.rect(hud.rects[f"label_{s}"]) for s in range(players)]
    for r in drawn:
        assert r.w >= 56, r
        own = next(p for p in plates if p.colliderect(r))
        assert abs(r.centery - own.centery) <= 1
        for name, box in {**hud.rects, **hud.corner_rects}.items():
            b = app.vp.rect(box)
            if b != own:
                assert not r.colliderect(b), (name, b, r)


def test_a_plates_words_split_into_the_lines_that_keep_them_largest():
    """A plate's words: the name alone, name over a count, a " · " part on a line of its
    own, a name's "(level)" under it; on one line in a short plate; the largest option
    when none keeps the floor."""
    import pygame

    app, table = table_app(players=2, seed=3)
    label = table.painter.labels[1]
    vp = app.vp
    tall = pygame.Rect(0, 0, vp.length(400), vp.length(120))
    assert label.lines("North", "", tall, tall.h) == [("North", True)]
    assert label.lines("North", "5 tiles", tall, tall.h) == [("North", True),
                                                            ("5 tiles", False)]
    narrow = pygame.Rect(0, 0, vp.length(60), vp.length(120))
    got = label.lines("North", "5 tiles · leader", narrow, narrow.h)
    assert got == [("North", True), ("5 tiles", False), ("leader", False)]
    got = label.lines("East (Easy)", "5 tiles", narrow, narrow.h)
    assert got == [("East", True), ("(Easy)", True), ("5 tiles", False)]
    short = pygame.Rect(0, 0, vp.length(400), vp.length(30))
    assert label.lines("North", "5 tiles", short, short.h) == [("North  5 tiles", False)]
    tiny = pygame.Rect(0, 0, 4, 4)  # nothing keeps the floor: the largest option
    assert label.lines("North", "5 tiles", tiny, 4) == [("North", True), ("5 tiles", False)]
