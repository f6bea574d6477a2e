"""The tooltip about a board mark ("this end: 3 toward the Total", "+10 a play there
scores 10") was drawn over tiles when the four places right beside the mark were taken
(a crowded corner of the line). It goes in free felt now, the nearest place to the mark:
never over a tile, an end's disc or tag, a spot's ring, a "+N" chip, a ghost, a hand,
the boneyard or the HUD. Checked over many states of seeded games."""

from __future__ import annotations

import pygame
import pytest

import game.render.total_box as hud_mod
from engine.moves import Move
from game.render.ghosts import held_ghosts
from tests.game_harness import run_until, table_app


def _what_it_keeps_off(table, chips) -> list[tuple[str, pygame.Rect]]:
    """Everything the player reads that a tooltip may not cover, named."""
    p, v = table.painter, table.view
    board, vp = p.board, table.app.vp
    lay = v.layout
    out = [("tile", board.tile_rect(t)) for t, _pc in lay.placed]
    for _kind, _pc, label, box in board.badge_boxes(lay):
        if box is None:
            box = board.whole_box(lay, lay.sniff)
        out.append((f"mark {label}", box))
    out += [("ring", board.ring_box(pc, lay)) for pc, *_r in lay.slots]
    out += [(f"chip +{n}", board.spot_label_box(pc, f"+{n}")) for pc, n in chips.items() if n]
    out += [("ghost", r) for r in held_ghosts(board).values()]
    out.append(("boneyard", vp.rect(p.boneyard.rect)))
    for hand, tiles in zip(p.hands, v.hands):
        out.append(("hand", vp.rect(hand.rect)))
        out += [("hand tile", r) for _t, r in hand.rects(tiles)]
    out += [("status", vp.rect(p.status.rect)), ("total", vp.rect(p.total.rect)),
            ("scores", vp.rect(p.scores.rect))]
    return [(name, r) for name, r in out if r is not None]


def _tips(app, table, monkeypatch):
    """Every tooltip the player can raise now, each with what it was about: the mouse
    on each end's mark, and with each playable tile chosen, on each "+N" chip."""
    boxes = []
    real = hud_mod.draw_key_tip
    monkeypatch.setattr(hud_mod, "draw_key_tip",
                        lambda *a, **kw: boxes.append(real(*a, **kw)) or boxes[-1])
    ctl, board = table.controller, table.painter.board
    where = {"pos": None}
    monkeypatch.setattr("game.scenes.table.paint.mouse_at", lambda: where["pos"])

    def shown(pos, chips):
        where["pos"] = (1, 1)  # (moved: the pointer asks again)
        app.draw()
        where["pos"] = pos
        boxes.clear()
        app.draw()
        return [(b, _what_it_keeps_off(table, chips)) for b in boxes]

    out = []
    ctl.sel = None
    app.draw()
    for _k, _pc, label, box in board.badge_boxes(table.view.layout):
        if box is not None and label:
            out += [(f"mark {label}", b, keep) for b, keep in shown(box.center, {})]
    for tile in [t for t in table.game.hand_tiles(table.human) if ctl.legal_spots(t)]:
        ctl.sel = tile
        chips = ctl.preview(tile)
        app.draw()  # (the board lays its chips out off the held tile's ghosts)
        for pc in ctl.legal_spots(tile):
            if chips.get(pc):
                chip = board.spot_label_box(pc, f"+{chips[pc]}")
                out += [("chip", b, keep) for b, keep in shown(chip.center, chips)]
    ctl.sel = None
    return out


@pytest.mark.parametrize("ruleset,players,seed,scale", [
    ("american", 2, 3, 1.0), ("american", 3, 5, 1.0), ("american", 4, 2, 1.0),
    ("american", 4, 7, 1.0), ("american", 2, 4, 2.0), ("american", 4, 3, 2.0),
    ("sniff61", 2, 5, 1.0), ("sniff61", 3, 8, 1.5)])
def test_a_marks_tooltip_never_covers_what_the_player_reads(ruleset, players, seed, scale,
                                                             monkeypatch):
    app, table = table_app(players=players, seed=seed, text_scale=scale, ruleset=ruleset)
    seen = turns = 0
    run_until(app, lambda: table.human_turn or table.awaiting_draw, max_frames=6000)
    hand = table.game.hand_no
    for _turn in range(40):
        run_until(app, lambda: table.game.hand_no != hand or table.game.phase != "play" or (
            (table.human_turn or table.awaiting_draw) and not table.busy), max_frames=6000)
        if table.game.hand_no != hand or table.game.phase != "play":
            break
        if table.awaiting_draw:
            table.draw_from_boneyard()
            continue
        if table.view.layout is not None and table.view.layout.placed:
            for what, box, keep in _tips(app, table, monkeypatch):
                for name, r in keep:
                    assert not box.colliderect(r), (players, seed, turns, what, name, box, r)
                seen += 1
            turns += 1
        codes = table.game.legal_codes()
        table.apply(Move.from_code(codes[len(codes) // 2]))
        if turns >= 10:
            break
    assert turns >= 3 and seen >= 10, (turns, seen)
