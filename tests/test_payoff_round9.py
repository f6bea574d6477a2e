"""Round 9 payoff: a game in which undo was used says so at its first undo and on its
game-over screen (r7b CLARITY 1-2, bug 1: "Win streak 0" beside a win, goals "Not yet",
nothing told the player)."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game_harness import frame, run_until, table_app
from test_progress import _over, _texts

from game.scenes.game_over import PANEL

UNDO_LINE = "Undo was used: this game counts for no records or goals"


def test_an_undo_game_over_says_it_counts_for_nothing_and_shows_no_figures():
    app, over = _over(True, assisted=True)
    drawn = _texts(app, over, 2.0)
    joined = " ".join(drawn)
    assert "Undo was used:" in joined and "records or goals" in joined
    for words in ("Win streak", "Best play", "Best hand", "+25", "2 / 2", "New best!"):
        assert words not in drawn, words  # no figure contradicting the Statistics
    panel = app.vp.rect(PANEL)
    assert all(panel.contains(d.rect) for d in drawn.values())
    plain = _texts(*_over(True), 2.0)  # a game without undo keeps its cards
    assert "Win streak" in plain and not any("Undo was used" in w for w in plain)


def _to_undo(app, table) -> bool:
    """Play the human's first legal moves until one can be taken back."""
    g = table.game
    hand = g.hand_no
    for _turn in range(30):
        run_until(app, lambda: table.human_turn or g.hand_no != hand or g.phase == "over")
        if g.hand_no != hand or g.phase != "play" or not table.human_turn:
            return False
        if table.can_undo():
            return True
        tiles = table.playable_tiles()
        if not tiles:
            table.draw_from_boneyard()
            continue
        table.try_play(tiles[0], table.legal_spots(tiles[0])[0])
    return False


def test_the_first_undo_says_the_game_no_longer_counts_and_later_ones_do_not():
    app, table = table_app(players=2, seed=11, undo_allowed=True)
    try:
        run_until(app, lambda: table.human_turn)
        assert _to_undo(app, table)
        assert not table.assisted
        table.undo()
        frame(app)
        note = table.view.note
        assert note.words() == "Undo used: this game won't count for records or goals"
        assert note.left >= 4.0 and table.assisted
        # the status line shows it to the player
        from game.ui.text import record_text
        with record_text() as log:
            app.draw()
        assert any("won't count" in d.text for d in log)
        assert _to_undo(app, table)
        table.undo()
        frame(app)
        assert table.view.note.words() == "Move taken back"
    finally:
        table.worker.close()
