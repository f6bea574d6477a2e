"""Issue 16, "Board and tiles": in 4 players West's rack stood next to the
boneyard, both wooden boxes of face-down tiles, and they read as two stacks of the same
thing; and the team score on both opponents' badges read as if each had it. Now the
boneyard is a dark well in the cloth with a brass edge (no wooden rack), farther from
West's rack, and in partnerships each badge says "Team N"."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.numbers import score as score_text
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


def _colour_gap(a, b) -> int:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3]))


@pytest.mark.parametrize("theme", ["classic", "colorblind", "contrast"])
def test_the_boneyard_is_no_second_rack_beside_west(theme):
    from game.ui.theme import set_theme
    set_theme(theme)
    try:
        app, table = table_app(players=4, seed=5)
        run_until(app, lambda: table.human_turn, max_frames=6000)
        surf = pygame.Surface(app.screen.get_size())
        table.painter.draw(surf)
        bone = table.painter.boneyard
        racks = bone.racks.rects()
        west = racks[1]  # the seat on the player's left
        tray = app.vp.rect(bone.tray)
        assert tray.left - west.right >= app.vp.length(40), (west, tray)
        # the floor of each, beside the tiles: the rack's wood, the well's dark cloth
        wood = surf.get_at((west.left + app.vp.length(3), west.centery))
        well = surf.get_at((tray.left + app.vp.length(4), tray.centery))
        assert _colour_gap(wood, well) >= 60 or sum(wood[:3]) == sum(well[:3]) == 0 and \
            theme == "contrast", (wood, well)
        # an edge in brass round the well (a rack has none)
        well_r = tray.inflate(app.vp.length(4), app.vp.length(4))  # as drawn round it
        edge = surf.get_at((well_r.left, well_r.centery + app.vp.length(20)))
        assert edge[0] > edge[2] + 40, edge
    finally:
        set_theme("classic")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_partnerships_show_each_teams_score_once(lang):
    """The team's score on both partners' badges read as each seat's
    score, and "Team 35" on every plate read as a team's number: in partnerships no
    plate wears a badge; the score panel says each team's score once."""
    app, table = table_app(players=4, seed=7)
    i18n.set_language(lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=6000)
        entry = table.game.seat_entry(table.human)
        table.view.scores[entry] = table.view.scores[entry] + 35  # the teams differ
        surf = pygame.Surface(app.screen.get_size())
        with record_text() as log:
            table.painter.draw(surf)
        assert all(table.painter.labels[s].badge is None for s in range(4))
        panel = app.vp.rect(table.painter.hud.anchors["scores"])
        numbers = sorted(d.text for d in log if panel.contains(d.rect)
                         and d.text.lstrip("\u2212-").isdigit())
        teams = sorted(score_text(round(x)) for x in table.view.scores)
        assert numbers == teams, (numbers, teams)
        # without partnerships too, the scores are said once, in the panel (the plates
        # say the names only)
        app2, table2 = table_app(players=3, seed=7)
        run_until(app2, lambda: table2.human_turn, max_frames=6000)
        table2.view.scores[1] = table2.view.scores[1] + 15  # the seats differ
        with record_text() as log:
            table2.painter.draw(pygame.Surface(app2.screen.get_size()))
        assert all(table2.painter.labels[s].badge is None for s in range(3))
        panel = app2.vp.rect(table2.painter.hud.anchors["scores"])
        numbers = sorted(d.text for d in log if panel.contains(d.rect)
                         and d.text.lstrip("\u2212-").isdigit())
        assert numbers == sorted(score_text(round(x)) for x in table2.view.scores)
    finally:
        i18n.set_language("en")

