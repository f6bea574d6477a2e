"""Tile sets: drawn by the one tile painter from palette data wherever
tiles are drawn (table, tutorial); chosen in Options' "Tiles" row, where a set above
the player's level shows the level it needs and is never chosen."""

from __future__ import annotations

import pygame
import pytest

from game.levels import xp_for_level
from game.render.tiles import TileArt
from game.stats import Stats
from game.ui import THEME, set_theme
from game.ui.text import contrast_ratio
from game.ui.tilesets import TILE_SET_IDS, apply_tiles, tile_colours
from tests.game_harness import make_app, run_until, table_app


@pytest.fixture(autouse=True)
def _ivory_after():
    yield
    apply_tiles("ivory")
    set_theme("classic")


def _centre_of_pip(art: TileArt, set_id: str, pips: int = 1) -> tuple:
    """``(pip colour, face colour)`` of a 1|1 face: the pixel round the left half's
    centre furthest from the face colour beside it."""
    apply_tiles(set_id)
    face = art.face(pips, pips, False, 80)
    body = tuple(face.get_at((20, 60)))[:3]
    around = [tuple(face.get_at((x, y)))[:3] for x in range(26, 48) for y in range(24, 46)]
    hole = max(around, key=lambda c: sum(abs(a - b) for a, b in zip(c, body)))
    return hole, body


def test_each_set_paints_its_body_and_pips():
    art = TileArt()
    hole, body = {}, {}
    for set_id in TILE_SET_IDS:
        hole[set_id], body[set_id] = _centre_of_pip(art, set_id)
    assert sum(body["ivory"]) > 600 and sum(hole["ivory"]) < 120
    assert sum(body["onyx"]) < 200 and sum(hole["onyx"]) > 600  # black, white pips
    r, g, b = body["wood"]
    assert r > g > b and sum(hole["wood"]) > 600
    r, g, b = hole["coloured"]  # the one is red in coloured pips
    assert r > 120 and g < 80 and b < 80
    apply_tiles("coloured")
    assert len(set(tile_colours()["pips"][1:])) == 6  # each number its own colour


@pytest.mark.parametrize("theme", ["classic", "colorblind", "contrast"])
def test_every_sets_pips_read_against_its_face(theme):
    set_theme(theme)
    for set_id in TILE_SET_IDS:
        c = tile_colours(set_id)
        for n in range(1, 7):
            assert contrast_ratio(c["pips"][n], c["top"]) >= 4.5, (theme, set_id, n)
            assert contrast_ratio(c["pips"][n], c["bottom"]) >= 4.5, (theme, set_id, n)
    set_theme("contrast")
    assert set(tile_colours("coloured")["pips"]) == {THEME.pip}  # plain black there


def _ivory(surf: pygame.Surface, rect) -> int:
    """How many (sampled) pixels in ``rect`` are ivory-light (a tile's face in ivory;
    onyx faces are black)."""
    rect = pygame.Rect(rect).clip(surf.get_rect())
    return sum(1 for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)
               if sum(tuple(surf.get_at((x, y)))[:3]) > 640)


def test_the_table_draws_the_hand_in_the_set_in_use():
    app, table = table_app(players=3, seed=5)  # East leads: a tile on the board
    run_until(app, lambda: table.human_turn, max_frames=4000)
    hand = pygame.Rect(340, 600, 600, 110)  # the player's hand along the bottom
    board = pygame.Rect(300, 200, 680, 300)  # the layout (its layer is cached)
    app.screen.fill((0, 0, 0))
    table.draw(app.screen)
    ivory = _ivory(app.screen, hand), _ivory(app.screen, board)
    apply_tiles("onyx")
    table.draw(app.screen)
    onyx = _ivory(app.screen, hand), _ivory(app.screen, board)
    # the hand, and the board's cached layer (its rings and words stay light)
    assert ivory[0] > 1000 and onyx[0] < ivory[0] * 0.3, (ivory, onyx)
    assert ivory[1] > 500 and onyx[1] < ivory[1] * 0.6, (ivory, onyx)


def test_the_tutorial_draws_its_tiles_in_the_set_in_use():
    from game.scenes.tutorial.board import HAND
    from game.scenes.tutorial.scene import TutorialScene
    app = make_app()
    tut = TutorialScene(app, start=4, autoplay=False)  # a lesson with a tile in hand
    app.push(tut)
    run_until(app, lambda: len(tut.view.hands[0]) > 0, max_frames=600)
    app.screen.fill((0, 0, 0))
    tut.draw(app.screen)
    ivory = _ivory(app.screen, HAND)
    apply_tiles("onyx")
    tut.draw(app.screen)
    onyx = _ivory(app.screen, HAND)
    assert ivory > 300 and onyx < ivory * 0.3, (ivory, onyx)


def _tiles_row(app):
    from game.scenes.options.scene import OptionsScene
    from game.scenes.options.tiles import TilesRow
    sc = OptionsScene(app)
    return sc, next(r for r in sc.rows.rows if isinstance(r, TilesRow))


def test_a_locked_set_is_shown_with_its_level_and_never_chosen():
    app = make_app()
    app.stats = Stats(None)
    sc, row = _tiles_row(app)
    assert row.text() == "Ivory"
    row.step(1)
    assert row.text() == "Coloured pips - locked: Level 3" and row.locked()
    assert app.settings.tiles == "ivory" and THEME.tiles == "ivory"
    row.step(1)
    assert row.text() == "Onyx - locked: Level 5"
    sc.exit()
    assert app.settings.tiles == "ivory"


def test_a_set_unlocked_by_the_level_is_chosen_at_once():
    app = make_app()
    app.stats = Stats(None)
    app.stats.xp = xp_for_level(5)
    sc, row = _tiles_row(app)
    row.step(1)
    assert row.text() == "Coloured pips" and app.settings.tiles == "coloured"
    row.step(1)
    assert not row.locked() and app.settings.tiles == "onyx" and THEME.tiles == "onyx"
    row.step(1)  # wood needs level 8: shown, the tiles stay onyx
    assert row.locked() and app.settings.tiles == "onyx" and THEME.tiles == "onyx"
    app.set_theme("colorblind")  # a theme change keeps the tile set
    assert THEME.tiles == "onyx"
