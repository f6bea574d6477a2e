"""The move lines over the status
panel lay on the board's tiles (the 6|6) and their plates clipped the status line's.
At the player's turns through a hand, 2 and 4 players, 100 % and 200 % text, no line
of the earlier moves or of the status overlaps a board tile or another line."""

from __future__ import annotations

import pytest

from tests.game_harness import frame, run_until, table_app


@pytest.mark.parametrize("players,scale,seed", [(2, 1.0, 4), (2, 2.0, 6), (4, 1.0, 3),
                                                (4, 2.0, 3)])
def test_move_lines_never_on_a_tile_or_each_other(players, scale, seed):
    import pygame

    from game.present.words import say
    from game.scenes.table.status import earlier_moves
    from game.ui import record_text
    app, table = table_app(players=players, seed=seed, text_scale=scale)
    g = table.game
    surf = pygame.Surface(app.screen.get_size())
    vp = app.vp
    seen = turns = 0
    run_until(app, lambda: table.human_turn)
    hand = g.hand_no
    while turns < 14:
        run_until(app, lambda: table.human_turn or g.phase != "play" or g.hand_no != hand)
        if g.phase != "play" or g.hand_no != hand:
            break
        for _k in range(90):  # the camera at rest
            frame(app)
            if not table.board.moving:
                break
        shown = {say(m, table.names, table.human) for m in earlier_moves(table)}
        status = {t for t, _tn in table.painter.fit_status(table.painter.status_lines())}
        with record_text() as log:
            table.painter.draw(surf)
        # (the status's own two lines share one panel: hud's business)
        earlier = [d.rect.inflate(0, 2 * vp.length(1)) for d in log if d.text in shown]
        lines = [d.rect for d in log if d.text in status]
        tiles = [r for r in (table.board.tile_rect(t) for t, _p in g.layout.placed) if r]
        for i, a in enumerate(earlier + lines):
            hit = a.collidelist(tiles)
            assert hit < 0, (turns, a, tiles[hit])
            if i < len(earlier):
                assert a.collidelist(earlier[i + 1:] + lines) < 0, (turns, a, earlier, lines)
        seen += len(shown)
        turns += 1
        if table.awaiting_draw:
            table.draw_from_boneyard()
            continue
        tiles_ok = table.playable_tiles()
        if not tiles_ok:
            frame(app)
            continue
        tile = tiles_ok[0]
        table.try_play(tile, table.legal_spots(tile)[0])
    assert turns >= 3
    if players == 4:
        assert seen >= 2, seen  # the earlier lines were there to be checked
