"""A stray glow ring sat beside the
sniff, over the felt and a tile, away from every badge: where the sniff's "counted
whole" tag would be, though with one straight side open the sniff is drawn as the
"N+N" disc at that side and has no tag. Every place the board reports for a mark (the
glow rings, the sparks, the callout and the plates' keep-out areas use them) is on a
badge as drawn, and every counted end's glow ring sits on its badge."""

from __future__ import annotations

import pygame
import pytest

import game.render.overlays as overlays
from game.present.view import TableView
from game.render.text import TextCache
from game.render.tiles import TileArt
from tests.game.board.test_board_glow_on_badge import record_rings
from tests.game_harness import make_app, random_boards


def _drawn(bv, lay) -> list[pygame.Rect]:
    """The badges as drawn (the sniff's tag only when it is drawn)."""
    out = []
    for _k, _pc, _l, box in bv.badge_boxes(lay):
        if box is None:
            box = bv.whole_box(lay, lay.sniff)
        if box is not None:
            out.append(box)
    return out


def _near(pos, boxes, slack) -> bool:
    return any(b.inflate(2 * slack, 2 * slack).collidepoint(pos) for b in boxes)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_no_mark_is_reported_where_nothing_is_drawn(monkeypatch, scale):
    app = make_app()
    fonts = app.fonts
    old = fonts.text_scale
    seen = record_rings(monkeypatch)
    sniff_ends = 0
    try:
        fonts.set_text_scale(scale)
        ov = overlays.Overlays(app.vp, TextCache(fonts), TileArt())
        surf = pygame.Surface((1280, 720))
        for players in (2, 4):
            for bv, seed, lay in random_boards(app, players, range(20)):
                boxes = _drawn(bv, lay)
                end = bv.sniff_end(lay)
                if end is not None:  # no tag is drawn: the whole is the disc at `end`
                    whole = next((m[0] for m in bv.marks(lay) if m[3] is None), None)
                    tag = bv.whole_box(lay, lay.sniff)
                    assert whole is None or not tag.collidepoint(whole), (seed, whole, tag)
                    disc = next(b for _k, pc, _l, b in bv.badge_boxes(lay) if pc == end)
                    assert whole is None or _near(whole, [disc], round(disc.w * 1.5)), \
                        (players, seed, whole, disc)
                counted = [pc for kind, pc, _t, _v in lay.marks() if kind == "end"]
                if not counted:
                    continue
                sniff_ends += bv.sniff_end(lay) is not None and None in counted
                v = TableView(players, False)
                v.layout = lay
                v.lit = (lay.placed[-1][0], 1.0)
                v.lit_age = {pc: 0.2 for pc in counted}
                seen.clear()
                ov.draw_glows(surf, v, bv, True)
                assert len(seen) == len(counted)
                for pos in seen:  # each ring on a badge's centre
                    assert any(abs(pos[0] - b.centerx) <= 1 and abs(pos[1] - b.centery) <= 1
                               for b in boxes), (players, seed, pos, boxes)
    finally:
        fonts.set_text_scale(old)
    assert sniff_ends >= 5, sniff_ends
