"""The held play's sum preview ("1 + 3 + 1 + 5 = 10") covers nothing of what the held
tile shows nor the seats' chips: no ghost, no ghost's preview disc, no last-action chip
(ga_92, 4 players at 200 %: North's "[0|3]" chip lay over its first terms). Over many
held states: 2 and 4 players, 100 % and 200 % text, every scoring spot of every tile
that fits on several turns."""

from __future__ import annotations

import pytest

from engine.moves import Move
from game.render.ghosts import held_ghosts
from tests.game_harness import frame, table_app, turn_with_a_play


@pytest.mark.parametrize("players,scale", [(2, 1.0), (2, 2.0), (4, 1.0), (4, 2.0)])
def test_the_sum_preview_keeps_off_ghosts_previews_and_chips(players, scale):
    seen = 0
    for seed in range(2, 8):
        app, table = table_app(players=players, seed=seed, text_scale=scale)
        ctl = table.controller
        for _turn in range(4):
            tiles = turn_with_a_play(app, table)
            if not tiles:
                break
            for tile in tiles:
                pts = ctl.preview(tile)
                for i, pc in enumerate(ctl.legal_spots(tile)):
                    if not pts.get(pc, 0):
                        continue
                    ctl.sel, ctl.auto_sel, ctl.spot_idx, ctl.source = tile, None, i, "key"
                    frame(app)
                    p = table.painter
                    box = p.sum_box
                    if box is None or table.view.tally:
                        continue
                    keep = list(held_ghosts(p.board).values())
                    keep += p.board.preview_rects(table.view.layout)
                    keep += p.chip_rects
                    assert box.collidelist(keep) < 0, (seed, tile, pc, box, keep)
                    seen += 1
            ctl.sel, ctl.auto_sel = None, None
            table.apply(Move.from_code(table.game.legal_codes()[0]))
    assert seen >= 6, seen
