"""A new player: "at 200 % the hand tiles are smaller than at 100 %". The grown key bar
took its room from the tray's foot (tiles 111 px tall against 122). Text size never
shrinks the player's tiles: the tray keeps its height, its tiles inside its rack, the
status panel still above the chosen (lifted) tile."""

from __future__ import annotations

import pytest

from tests.game_harness import run_until, table_app


def _tiles(players: int, scale: float):
    app, table = table_app(players=players, seed=3, text_scale=scale)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        app.draw()
        p = table.painter
        rects = [r for _t, r in p.hands[0].rects(table.view.hands[0])]
        return (rects, p.boneyard.racks.rects()[0],
                app.vp.rect(p.hud.rects["status"]) if scale > 1 else None)
    finally:
        app.set_text_scale(1.0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hand_tiles_at_200_percent_are_no_smaller_than_at_100(players):
    small, _rack, _st = _tiles(players, 1.0)
    big, rack, status = _tiles(players, 2.0)
    assert small and big
    h100 = max(r.h for r in small)
    h200 = min(r.h for r in big)
    assert h200 >= h100, (h100, h200)
    for r in big:  # inside the tray's rack, under the status panel
        assert rack.contains(r), (r, rack)
        assert status.bottom <= r.top, (status, r)
