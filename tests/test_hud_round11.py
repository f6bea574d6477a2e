"""Round 11's calmer HUD (r9a LOOKS 2, r9b LOOKS 4, bugs 8, 9, 14): the leader tag only
until the lead is played; no chip on a panel's border or over another; each seat
card keeps its portrait and its words inside its border at 200 % text."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from game_harness import run_until, table_app

from game.i18n import _


def _leader_word() -> str:
    return _("{tiles} · leader").format(tiles="").replace("·", "").strip()


@pytest.mark.parametrize("players, seed", [(2, 3), (2, 4), (4, 3)])
def test_the_leader_tag_goes_once_the_lead_is_played(players, seed):
    """r9b bug 14: "· leader" stayed on the player's card all hand."""
    app, table = table_app(players=players, seed=seed)
    v = table.view
    run_until(app, lambda: v.leader >= 0 and v.shuffle < 0 and any(v.hands)
              and not v.board, max_frames=4000)
    assert v.leader >= 0
    word = _leader_word()
    assert word in table.painter.label_texts(v.leader)[1]  # before the lead: said
    if v.leader == table.human:  # the player leads: plays its first tile
        run_until(app, lambda: table.human_turn, max_frames=4000)
        tile = table.playable_tiles()[0]
        table.try_play(tile, table.legal_spots(tile)[0])
    run_until(app, lambda: bool(v.board), max_frames=4000)
    run_until(app, lambda: table.human_turn, max_frames=8000)
    assert v.board
    for seat in range(players):  # after it: on no card
        assert word not in table.painter.label_texts(seat)[1], (players, seed, seat)
