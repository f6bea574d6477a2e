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

