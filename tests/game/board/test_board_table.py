"""The play table (board brief, issue 16): what the board, the hand and the status line
show in the real scene, under SDL's dummy drivers."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

from tests.game_harness import run_until, table_app


def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))


def test_a_refused_spot_note_follows_a_change_of_language(tmp_path, monkeypatch):
    _home(tmp_path, monkeypatch)
    app, table = table_app(players=2, seed=3, speed="instant")
    try:
        run_until(app, lambda: table.human_turn)
        if table.game.layout.empty:  # the human leads: open, then wait for the turn again
            table.try_play(table.playable_tiles()[0], table.controller.open_points()[0])
            run_until(app, lambda: table.human_turn)
        tiles = table.playable_tiles()
        tile = tiles[0]
        bad = next((pc for pc, _p, _v, _c in table.game.layout.slots
                    if pc not in table.legal_spots(tile)), None)
        if bad is None:  # a tile that fits nowhere instead
            table.controller.refuse(tile, "unused")
        else:
            assert not table.try_play(tile, bad)
        seen = {}
        for lang in ("en", "pl", "zh_CN", "en"):
            app.set_language(lang)
            text = table.painter.status_lines()[0][0]
            seen.setdefault(lang, text)
            assert text == table.toast[0]
        assert seen["en"] != seen["pl"] != seen["zh_CN"] != seen["en"]
        assert any("\u4e00" <= ch <= "\u9fff" for ch in seen["zh_CN"]), seen["zh_CN"]
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in seen["pl"])
    finally:
        app.set_language("en")
        table.worker.close()



def test_the_frame_after_the_last_beat_is_drawn(tmp_path, monkeypatch):
    """The table redraws once a beat lands even when nothing moves after it: the deal's
    end shows the turn prompt at once, not the stale "Dealing" until the next input."""
    from tests.game_harness import frame
    _home(tmp_path, monkeypatch)
    app, table = table_app(players=2, seed=5, speed="normal")
    shown = []
    draw = table.painter.draw

    def spy(surf):
        draw(surf)
        shown.append(table.painter.status_lines()[0][0] if table.painter.status_lines()
                     else "")
    monkeypatch.setattr(table.painter, "draw", spy)
    try:
        run_until(app, lambda: table.human_turn)
        for _k in range(5):
            frame(app)
        assert shown and shown[-1] == table.painter.status_lines()[0][0], shown[-3:]
        assert "Dealing" not in shown[-1]
    finally:
        table.worker.close()


def test_the_sniff_counted_whole_is_a_tag_not_a_badge_disc(tmp_path, monkeypatch):
    """The sniff alone (both straight sides open) reads as its count ("6" for [3|3], a
    red pill tucked by the tile), not as one more open end: no disc by an open end.
    (With one straight side open it is an end double's disc.)"""
    import random

    import pygame

    from engine import Game
    from engine.tiles import LO
    from game.ui import THEME
    _home(tmp_path, monkeypatch)
    app, table = table_app(players=2, seed=2)
    bv = table.board
    found = 0
    try:
        for seed in range(60):
            g = Game("american", 2, seed=seed)
            rng = random.Random(seed)
            g.deal()
            hand = g.hand_no
            while g.phase == "play" and g.hand_no == hand:
                g.push_code(rng.choice(g.legal_codes()))
                if g.hand_no != hand or not any(m[1] is None for m in g.layout.marks()) \
                        or bv.sniff_end(g.layout) is not None:
                    continue
                bv.sync(list(g.layout.placed), [s[0] for s in g.layout.slots], snap=True)
                surf = pygame.Surface((1280, 720))
                surf.fill((0, 90, 40))
                bv.draw_badges(surf, g.layout)
                tag = bv.whole_box(g.layout, g.layout.sniff)
                colours = {tuple(surf.get_at((x, y)))[:3]
                           for x in range(tag.left, tag.right)
                           for y in range(tag.top, tag.bottom)}
                # red like every count (a newcomer did not see what the opening
                # double's dark "2+2" plate counted), a pill smaller than a disc
                assert tuple(THEME.badge)[:3] in colours
                assert tag.h < 2 * bv.badge_radius and tag.w > tag.h  # a pill
                text = bv.whole_text(g.layout.sniff)
                assert text == str(2 * LO[g.layout.sniff])  # both halves, once
                found += 1
                break
            if found >= 5:
                break
        assert found >= 3
    finally:
        table.worker.close()


def test_the_domino_deduction_sits_past_the_tiles_flies_or_only_fades(tmp_path, monkeypatch):
    """The "-N" starts beside the hand's tiles (never over them), flies to its score
    row; under reduced motion it stays where it is and fades out."""
    import pygame

    from game.present.view import Deduction
    _home(tmp_path, monkeypatch)
    for players in (2, 3, 4):
        app, table = table_app(players=players, seed=1)
        try:
            p = table.painter
            v = table.view
            for seat in range(1, players):
                v.hands[seat] = [3, 7, 12]
                d = Deduction(seat, seat, 17, 15, 15, True)
                size = (60, 40)
                (x, y), alpha = p.deduction_pos(d, False, size)
                plate = pygame.Rect(0, 0, *size)
                plate.center = (round(x), round(y))
                tiles = [r for _t, r in table.hand_tile_rects(seat)]
                assert plate.collidelist(tiles) < 0, (players, seat, plate, tiles)
                assert app.screen.get_rect().contains(plate)
                d.t = 1.0
                end, _a = p.deduction_pos(d, False, size)
                row = p.score_row_point(seat)
                assert abs(end[0] - row[0]) < 2 and abs(end[1] - row[1]) < 2
                d.t = 0.5
                mid, alpha = p.deduction_pos(d, True, size)  # reduced motion
                assert mid == (x, y) and 100 < alpha < 160
        finally:
            table.worker.close()
