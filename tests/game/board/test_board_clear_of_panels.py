"""No tile or count disc ever lies under a panel round the felt (the boneyard, the
seats' plates and racks, the score panel, the Total box, the buttons), the camera
centring the layout as it moves: over random seeded games played on the table's board
as the table lays it out (each play added to the layout, the camera's calm moves), 2-4
players, 100 % and 200 % text. (A held tile's ghost may still reach past the play area
by up to 0.6 of a tile's width, as the camera keeps room for the cell just ahead of an
open end only: the table draws such a ghost over the panel, see
tests/game/table/test_ghost_over_panels.py; keeping the whole ghost in view cost 8-13 %
of the tiles' size, see bench/RESULTS.md.)"""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.moves import Move
from game.config import GameConfig
from game.scenes.table.scene import TableScene
from tests.game_harness import make_app

#: Hands played per case (each play of each hand checked).
HANDS = 6


def panels(table) -> list[tuple[str, object]]:
    """The panels round the felt as laid out now (screen rects)."""
    p, vp = table.painter, table.app.vp
    out = [("boneyard", vp.rect(p.boneyard.rect)), ("scores", vp.rect(p.scores.rect)),
           ("total", vp.rect(p.total.rect))]
    out += [(f"plate {s}", vp.rect(lab.rect)) for s, lab in enumerate(p.labels)]
    out += [(f"rack {s}", vp.rect(h.rect)) for s, h in enumerate(p.hands) if s]
    out += [(f"button {i}", vp.rect(b.rect)) for i, b in enumerate(table.all_buttons())]
    return out


def _seen(table, g) -> list[tuple[str, object]]:
    """Each tile and count disc on the board (screen rects)."""
    board, lay = table.painter.board, g.layout
    out = [("tile", board.tile_rect(t)) for t, _pc in lay.placed]
    board._mark_layout = lay
    out += [("disc", box) for _k, _pc, _l, box in board.badge_boxes(lay) if box is not None]
    return [(k, r) for k, r in out if r is not None]


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_on_the_board_goes_under_a_panel(players, scale):
    app = make_app(text_scale=scale)
    app.set_text_scale(scale)
    table = TableScene(app, GameConfig(players=players, levels=["easy"] * 4, seed=3))
    app.stack[:] = [table]
    board = table.painter.board
    checked = discs = 0
    for seed in range(HANDS):
        g = Game("american", players, seed=100 + seed)
        g.deal()
        rnd = random.Random(seed)
        hand = g.hand_no
        board.sync([], None, snap=True)  # a new hand
        while g.phase == "play" and g.hand_no == hand:
            g.play(Move.from_code(rnd.choice(g.legal_codes())))
            if g.hand_no != hand or not g.layout.placed:
                break
            v = table.view
            v.board, v.layout = list(g.layout.placed), g.layout
            table.painter.draw(app.screen)  # the HUD laid out, the floor set, the board synced
            board.sync(v.board, [s[0] for s in g.layout.slots])
            board.update(5.0)
            blocks = panels(table)
            for kind, r in _seen(table, g):
                for name, panel in blocks:
                    assert not r.colliderect(panel), (players, scale, seed, len(g.layout.placed),
                                                      kind, r, name, panel)
                checked += 1
                discs += kind == "disc"
    assert checked > 40 * HANDS and discs > 10 * HANDS, (checked, discs)
