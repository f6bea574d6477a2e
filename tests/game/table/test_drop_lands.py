"""A tile dropped on a spot by a drag lands where it was shown, instead of snapping back
into the hand and flying out again)."""

from __future__ import annotations

from engine.moves import OPEN_CODE
from tests.game_harness import run_until, table_app


def _drop_or_click(dropped: bool):
    app, table = table_app(players=2, seed=4, speed="normal")
    for _turn in range(8):
        run_until(app, lambda: table.human_turn or app.top is not table, max_frames=4000)
        assert app.top is table
        codes = [c for c in table.game.legal_codes() if c & 255 != OPEN_CODE]
        if codes:
            break
        table.try_play(table.game.legal_codes()[0] >> 8, OPEN_CODE)
    tile, pc = codes[0] >> 8, codes[0] & 255
    ctl = table.controller
    pos = table.board.point_pos(pc)
    pos = (round(pos[0]), round(pos[1]))
    if dropped:
        ctl.drag = {"tile": tile, "pos": pos, "moved": True, "start": pos}
        ctl._release(pos)
    else:
        table.try_play(tile, pc)

    def flying():
        return next((f for f in table.view.flights if f.kind == "play" and f.tile == tile),
                    None)

    run_until(app, lambda: flying() is not None, max_frames=4000)
    flight = flying()
    p = table.painter
    ends = p.overlays.flight_ends(flight, p.hands, table.board, p.boneyard.centre)
    return table, flight, ends


def test_a_dropped_tile_lands_in_place():
    table, flight, (src, dst, v0, v1, u0, u1, _pl) = _drop_or_click(True)
    assert flight.dropped and table.view.drop_tile == -1
    assert src == dst and v0 == v1 and u0 == u1


def test_a_clicked_play_still_flies_from_the_hand():
    _table, flight, (src, dst, *_rest) = _drop_or_click(False)
    assert not flight.dropped
    assert abs(src[1] - dst[1]) > 50  # from the tray up to the board
