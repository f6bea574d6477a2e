"""Issue 16, 4 players: each opponent's name plate sits right by its rack.
The racks fit their tiles, and the tiles stood in the middle of their hand
anchors: North's rack ~170 px right of its plate, West's and East's ~100 px under
theirs, so the eye could not tie a plate to its tiles. Now an opponent's tiles lie from
the end of their anchor nearest the plate (the map's hand property "align")."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.maps import load_map, table_map_name
from game.render.seat_marks import bubble_height
from tests.game_harness import run_until, table_app


def _gap(plate: pygame.Rect, rack: pygame.Rect) -> tuple[int, bool]:
    """The empty felt between a plate and its rack, and whether they face each other
    (side by side with overlapping rows, or one over the other with overlapping
    columns)."""
    if rack.left >= plate.right:  # the rack right of the plate
        return rack.left - plate.right, rack.top < plate.bottom and plate.top < rack.bottom
    if rack.top >= plate.bottom:  # under it
        return rack.top - plate.bottom, rack.left < plate.right and plate.left < rack.right
    if plate.top >= rack.bottom:  # over it (a plate under its rack)
        return plate.top - rack.bottom, rack.left < plate.right and plate.left < rack.right
    return -1, True  # overlapping


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("tiles", [1, 3, 5, 9])
def test_each_opponents_rack_sits_right_by_its_plate(players, tiles, scale):
    app, table = table_app(players=players, seed=3, text_scale=scale)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        p = table.painter
        v = table.view
        pool = [t for t in range(28) if all(t not in h for h in v.hands)]
        for seat in range(1, players):
            v.hands[seat] = (list(v.hands[seat]) + pool)[:tiles]
        p.draw(pygame.Surface(app.screen.get_size()))
        vp = app.vp
        near = bubble_height(vp, table.text) + vp.length(20)  # the last-action bubble
        racks = p.boneyard.racks.rects()
        for seat in range(1, players):
            plate, rack = p.label_rect(seat), racks[seat]
            gap, facing = _gap(plate, rack)
            assert facing and 0 <= gap <= near, (seat, plate, rack, gap, near)
            # and it keeps off every plate and its score badge
            for o in range(players):
                lab = p.labels[o]
                for box in (p.label_rect(o), lab.badge):
                    assert box is None or not rack.colliderect(box), (seat, o, rack, box)
            # the rack holds its tiles
            for _t, r in p.hands[seat].rects(v.hands[seat]):
                assert rack.contains(r), (seat, rack, r)
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_maps_lay_opponents_tiles_from_the_plates_end(players):
    m = load_map(table_map_name(players))
    assert m.prop("hand_0", "align") == "centre"  # the player's own tray: centred
    for seat in range(1, players):
        assert m.prop(f"hand_{seat}", "align") == "start"
