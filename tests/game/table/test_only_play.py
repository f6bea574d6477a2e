"""When the player has exactly one legal play, the status line says so and names it
("Your only play: [1|4]": the tile, its one ring lit on the board shows where - the
line's "on the 4 end of [4|4]" was more words to read, issue 31), instead of "pick a tile, then a ring"
(issue 16: a fresh player searched the hand for a choice that was not there)."""

from __future__ import annotations

from engine.moves import Move
from game.scenes.table.status import status_lines
from game.texts import tile_label
from tests.game_harness import frame, run_until, table_app


def _turns(seeds=range(1, 30), turns=12):
    """(table, number of legal plays) at each of the human's turns, a few games long."""
    for seed in seeds:
        app, table = table_app(players=2, seed=seed, speed="instant")
        try:
            for _turn in range(turns):
                run_until(app, lambda t=table: t.human_turn or t.awaiting_draw or t.hold
                          or t.game.phase == "over", max_frames=4000)
                if not table.human_turn:
                    break
                frame(app)
                yield table, table.game.legal_codes()
                table.apply(Move.from_code(table.game.legal_codes()[0]))
        finally:
            table.worker.close()
            app.quit()


def test_the_only_play_is_said_and_a_choice_is_not():
    seen_one = seen_more = False
    for table, codes in _turns():
        if table.game.layout.empty or table.game.drawn >= 0 or table.controller.hint_text:
            continue
        todo = status_lines(table, table.names)[-1][0]
        if len(codes) == 1:
            want = "Your only play: " + tile_label(Move.from_code(codes[0]).tile)
            assert todo == want, todo
            seen_one = True
        else:
            assert not todo.startswith("Your only play"), todo
            seen_more = True
        if seen_one and seen_more:
            return
    assert seen_one and seen_more, (seen_one, seen_more)
