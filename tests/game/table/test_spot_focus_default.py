"""A tile picked with the keys or the pad is focused at first on its best-scoring spot
(most points; ties: the first in the order Up / Down go through), so Enter at once never
plays a +0 where a +10 was there; and the focus stays on that spot if the spots' order
on the screen changes under it (a camera still moving as the turn begins)."""

from __future__ import annotations

import pytest

from engine.moves import Move
from game.actions import Action, Input
from tests.game_harness import run_until, table_app


def _turns(players, seeds, turns=10):
    """``(table, controller)`` at each of the player's turns of seeded games (the
    first hand), the tiles the player has played being the engine's first legal."""
    for seed in seeds:
        app, table = table_app(players=players, seed=seed)
        try:
            for _turn in range(turns):
                g = table.game
                run_until(app, lambda t=table, g=g: (t.human_turn or t.awaiting_draw)
                          and not t.busy or (g.phase != "play" and g.hand_no >= 0))
                if g.phase != "play":
                    break
                if table.awaiting_draw:
                    table.draw_from_boneyard()
                    continue
                yield table, table.controller
                if len(g.hand_tiles(table.human)) <= 1:
                    break
                table.apply(Move.from_code(g.legal_codes()[0]))
        finally:
            table.worker.close()


@pytest.mark.parametrize("source", ["key", "pad"])
def test_a_tile_picked_with_the_keys_is_focused_on_its_best_spot(source):
    """Stepping through the tiles with Left / Right: each one's focus is its spot
    scoring most (the first such in the Up / Down order); Enter then plays it."""
    checked = better = 0
    for table, ctl in _turns(2, range(1, 15)):
        playable = ctl.playable_tiles()
        if ctl.sel is None:
            table.handle(Input(Action.CONFIRM, source=source))  # lifts the resting tile
        for _ in playable:
            table.handle(Input(Action.RIGHT, source=source))
            tile = ctl.sel
            spots = ctl.legal_spots(tile)
            pts = ctl.preview(tile)
            best = max(pts[pc] for pc in spots)
            assert pts[ctl.focus_spot()] == best, (tile, spots, pts, ctl.focus_spot())
            assert ctl.focus_spot() == next(pc for pc in spots if pts[pc] == best)
            checked += 1
            better += len({pts[pc] for pc in spots}) > 1 and pts[spots[0]] < best
        if better >= 2 and checked >= 20:
            break
    # (cases where the first spot on the screen scores less than another one)
    assert checked >= 20 and better >= 2, (checked, better)


def test_enter_at_once_plays_the_best_spot():
    """Enter (it lifts the resting tile), Right, then Enter: the move played scores the
    most any spot of that tile does."""
    played = 0
    for table, ctl in _turns(2, range(1, 30), turns=6):
        tile = None
        if ctl.sel is None:
            table.handle(Input(Action.CONFIRM))
        for _ in ctl.playable_tiles():  # a tile whose spots score differently
            table.handle(Input(Action.RIGHT))
            pts = ctl.preview(ctl.sel)
            if len(set(pts.values())) > 1:
                tile = ctl.sel
                break
        if tile is None:
            continue
        best = max(pts.values())
        before = len(table.game.layout.placed)
        table.handle(Input(Action.CONFIRM))
        lay = table.game.layout
        assert len(lay.placed) == before + 1
        code = table.game.moves[-1]
        assert code >> 8 == tile and pts[code & 255] == best, (tile, pts, code & 255)
        played += 1
        if played >= 3:
            break
    assert played >= 3, played


def test_the_focus_stays_on_its_spot_when_the_spots_order_changes():
    """The spots reordered under the focus (as a moving camera can): the focus is the
    same spot, and Down / Up go on from it."""
    checked = 0
    for table, ctl in _turns(2, range(1, 15)):
        for tile in [t for t in ctl.playable_tiles() if len(ctl.legal_spots(t)) > 1]:
            ctl.select(tile)
            focus = ctl.focus_spot()
            order = ctl.legal_spots(tile)
            real = type(ctl).legal_spots
            ctl.legal_spots = lambda t, real=real, c=ctl: list(reversed(real(c, t)))
            try:
                assert ctl.focus_spot() == focus, (tile, order)
                table.handle(Input(Action.DOWN))
                table.handle(Input(Action.UP))
                assert ctl.focus_spot() == focus
            finally:
                del ctl.legal_spots
            checked += 1
        if checked >= 6:
            break
    assert checked >= 6, checked
