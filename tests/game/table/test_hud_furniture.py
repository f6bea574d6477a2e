"""The table's furniture: name plates and the score
panel are wooden plaques with a brass edge, the hands' trays wooden racks; at 200 %
the player's own plate keeps clear of its rack (it overlapped by ~8 px)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.render.furniture import BRASS, draw_plate, rack_face
from tests.game_harness import run_until, table_app


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_at_200_percent_the_players_plate_keeps_clear_of_its_rack(lang):
    app, table = table_app(players=2, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        app.draw()
        painter = table.painter
        plate = painter.label_rect(0)
        rack = painter.boneyard.racks.rects()[0]
        assert plate.right < rack.left, (plate, rack)
    finally:
        i18n.set_language("en")


def test_a_plate_is_bevelled_wood_with_a_brass_edge():
    pygame.init()
    surf = pygame.Surface((200, 60))
    surf.fill((0, 90, 40))
    r = pygame.Rect(10, 10, 180, 40)
    draw_plate(surf, r, 8)
    assert tuple(surf.get_at((r.centerx, r.top)))[:3] == BRASS  # the brass edge
    top = surf.get_at((r.centerx, r.top + 6))
    foot = surf.get_at((r.centerx, r.bottom - 6))
    assert sum(top[:3]) > sum(foot[:3])  # lit from above: bevelled, not a flat box
    assert tuple(surf.get_at((r.centerx, r.bottom + 1)))[:3] != (0, 90, 40)  # its shadow
    # no felt shows through the face (a grain line drawn with alpha punched holes)
    assert all(surf.get_at((x, y))[1] < 90 or surf.get_at((x, y))[0] > 60
               for x in range(r.x + 12, r.right - 12) for y in range(r.y + 4, r.bottom - 4))


def test_the_players_rack_has_a_ledge_with_brass_studs():
    pygame.init()
    face = rack_face((400, 100), 12, True)
    assert face.get_at((200, 50))[3] == 255  # a solid rack, not a see-through box
    mid = face.get_at((200, 40))
    ledge = face.get_at((200, 100 - 12))
    assert sum(ledge[:3]) > sum(mid[:3])  # the ledge stands out of the recess
    studs = [x for x in range(0, 60) if tuple(face.get_at((x, 100 - 12)))[:3] == BRASS]
    assert studs
