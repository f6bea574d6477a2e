"""While the hand is dealt, the tiles already in the tray hold the places the
rest fly to (each lands in its own final slot); the tray never re-centres under a tile in
flight, and no two tiles in a hand overlap at any frame of the deal."""

import pytest

from tests.game_harness import run_until, table_app


def _overlaps(rects):
    return [(a, b) for i, (_ta, a) in enumerate(rects) for _tb, b in rects[i + 1:]
            if a.clip(b).w > 2 and a.clip(b).h > 2]


@pytest.mark.parametrize("players", [2, 4])
def test_dealt_tiles_hold_their_final_slots_and_never_overlap(players):
    app, table = table_app(players=players, seed=11, speed="normal")
    v = table.view
    painted = []  # the room each hand was painted with, frame by frame
    for hand in table.hands:
        def spy(*a, _draw=hand.draw, **kw):
            painted.append(kw.get("room", 0))
            return _draw(*a, **kw)
        hand.draw = spy
    run_until(app, lambda: v.deal_room > 0, max_frames=600)
    k = v.deal_room
    seen_landed = 0
    while v.deal_room > 0:
        painted.clear()
        app.frame(1 / 60)
        if v.deal_room == 0:
            break
        assert painted and set(painted) == {k}  # the table paints the tray for the deal
        for seat in range(players):
            hand = table.hands[seat]
            rects = hand.rects(v.hands[seat], room=v.deal_room)
            assert not _overlaps(rects), (seat, len(v.hands[seat]))
            # each landed tile sits at the point its flight aimed for: slot i of the deal
            for i, (_tile, r) in enumerate(rects):
                assert r.center == pytest.approx(hand.slot_point(i, v.deal_room), abs=1)
            # and the flights in the air aim at empty slots past the landed tiles
            for f in v.flights:
                if f.kind == "deal" and f.seat == seat:
                    assert f.slot >= len(v.hands[seat]) and f.count == v.deal_room
        seen_landed = max(seen_landed, len(v.hands[0]))
    assert seen_landed >= k - 1  # the loop saw the deal, not just its end
    assert len(v.hands[0]) == k  # dealt: the tray laid out for the hand it holds


def test_a_landed_tile_does_not_move_while_the_rest_are_dealt():
    app, table = table_app(players=2, seed=5, speed="normal")
    v = table.view
    run_until(app, lambda: v.deal_room > 0 and len(v.hands[0]) >= 1, max_frames=600)
    hand = table.hands[0]
    first = v.hands[0][0]
    where = dict(hand.rects(v.hands[0], room=v.deal_room))[first]
    while v.deal_room > 0:
        now = dict(hand.rects(v.hands[0], room=v.deal_room))[first]
        assert now == where  # before the fix it re-centred as each tile landed
        app.frame(1 / 60)
