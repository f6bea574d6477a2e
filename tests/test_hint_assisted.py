"""Round 13 polish 5: a game in which the player asked for a hint that chose between
plays is assisted, as one with undo is: it counts for no record or goal, the first
such hint says so in a toast, and the game-over screen's plate says so."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game_harness import frame, run_until, table_app
from test_progress import _over, _texts


def _hinted_table():
    """A table at the human's first turn with a choice of plays, a hint asked."""
    for seed in range(7, 30):
        app, table = table_app(players=2, seed=seed, auto_draw=True)
        run_until(app, lambda t=table: t.human_turn)
        if len(table.game.legal_codes()) > 1:
            break
        table.worker.close()
    assert not table.assisted
    table.request_hint()
    run_until(app, lambda: table.hint_pending is None)
    frame(app)
    return app, table


def test_a_hint_makes_the_game_assisted_and_says_so_once():
    app, table = _hinted_table()
    try:
        assert table.controller.hint_move is not None
        assert table.assisted  # records and goals skip it, as with undo
        words = "Hint used: this game won't count for records or goals"
        from game.ui.text import record_text
        with record_text() as log:
            app.draw()
        assert any(words in d.text for d in log), " | ".join(d.text for d in log)
        # the game's keeper saves it assisted (a Continue keeps it so)
        from game.persistence import Snapshot
        snap = Snapshot.of(table.game, table.config, game_id="x", assisted=table.assisted)
        assert snap.assisted
    finally:
        table.worker.close()


def test_the_game_over_plate_names_undo_or_hint():
    app, over = _over(True, assisted=True)
    joined = " ".join(_texts(app, over, 2.0))
    assert "Undo or Hint was used:" in joined
