"""What the table says (issue 16 #1, #9): moves in words a player knows, the leader and
a tie for the lead said in words, every line following a change of language, and a
dragged tile shown as it will lie (#14)."""

from __future__ import annotations

import re

import pytest

from engine.moves import BRANCH_A, BRANCH_B, HIGH, LOW, OPEN_CODE, A, B, Move
from engine.tiles import parse_tile
from game import i18n
from game.present.words import Msg, move_text, say
from tests.game_harness import run_until, table_app

ENGINE_WORDS = re.compile(r"low end|high end|\bside a\b|\bside b\b|branch-a|branch-b|\(low\)|\(high\)",
                          re.I)
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _mv(tile: str, anchor: str | None, side: int) -> Move:
    t = parse_tile(tile)
    if anchor is None:
        return Move.from_code(t << 8 | OPEN_CODE)
    return Move.from_code(t << 8 | parse_tile(anchor) << 3 | side)


@pytest.mark.parametrize("tile,anchor,side,expect", [
    ("3-6", "4-6", HIGH, "on the 6 end of [4|6]"),
    ("1-4", "4-6", LOW, "on the 4 end of [4|6]"),
    ("2-6", "6-6", A, "next to [6|6]"),
    ("2-6", "6-6", B, "next to [6|6]"),
    ("2-6", "6-6", BRANCH_A, "on the top or bottom of [6|6]"),
    ("2-6", "6-6", BRANCH_B, "on the top or bottom of [6|6]"),
])
def test_a_play_is_said_in_words_a_player_knows(tile, anchor, side, expect):
    mv = _mv(tile, anchor, side)
    line = say(Msg("play", 1, {"move": mv, "total": 10, "points": 10, "sniff":
                              parse_tile("6-6")}), ["You", "North"], 0)
    assert expect in line and line.startswith("North plays [")
    assert not ENGINE_WORDS.search(line), line
    assert expect in move_text(mv, parse_tile("6-6"))
    assert not ENGINE_WORDS.search(move_text(mv))


def test_a_double_that_is_not_the_sniff_is_played_on_its_end():
    """Issue 16: "You play [4|6] on the open side of [4|4]" read as engine notation. A
    crosswise double's open side shows its pips: it is said as an end like any other."""
    mv = _mv("5-6", "5-5", B)
    line = move_text(mv, sniff=parse_tile("6-6"))
    assert "on the 5 end of [5|5]" in line and "side" not in line, line
    said = say(Msg("play", 0, {"move": mv, "total": 15, "points": 15,
                               "sniff": parse_tile("6-6")}), ["You", "North"], 0)
    assert said == "You play [5|6] on the 5 end of [5|5]: total 15, +15", said


def test_a_tie_for_the_lead_is_said():
    assert say(Msg("lead_draw"), ["You", "North"], 0) == "Drawing for the lead"
    assert "tie" in say(Msg("lead_tie"), ["You", "North"], 0).lower()


def test_every_line_of_the_table_follows_a_language_change():
    app, table = table_app(players=2, seed=3, demo=True)
    run_until(app, lambda: table.view.last_move is not None
              and table.view.last_move.key == "play", max_frames=4000)
    seen = {}
    for lang in ("zh_CN", "pl", "en"):
        i18n.set_language(lang)
        lines = [t for t, _tone in table.painter.status_lines()]
        labels = [table.painter.label_texts(s) for s in range(2)]
        rows = table.painter.score_rows()
        text = " ".join(lines + [a + b for a, b in labels] + [r[0] for r in rows])
        seen[lang] = text
        if lang == "zh_CN":
            assert CJK.search(text), text
        else:
            assert not CJK.search(text), (lang, text)
        assert not ENGINE_WORDS.search(text), text
    assert len(set(seen.values())) == 3


def test_the_hint_line_follows_a_language_change():
    app, table = table_app(players=2, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    ctl = table.controller
    mv = Move.from_code(table.game.legal_codes()[0])

    class Hint:
        move, reason = mv, "it scores"

        def result(self):
            return self

    i18n.set_language("zh_CN")
    ctl.ahead.answer = Hint()  # the hint worked out (ahead, in the worker)
    ctl._take_hint()
    zh = ctl.hint_text
    i18n.set_language("pl")
    pl = ctl.hint_text
    assert CJK.search(zh) and pl and not CJK.search(pl), (zh, pl)
    assert not ENGINE_WORDS.search(pl)


def test_a_dragged_tile_over_a_spot_is_shown_as_it_will_lie():
    """Issue 16 #14: a dragged tile was shown upright, then laid flat."""
    import pygame

    from engine.moves import OPEN_CODE as OPEN
    app, table = table_app(players=2, seed=4)
    checked = 0
    for _turn in range(6):
        run_until(app, lambda: table.human_turn or app.top is not table, max_frames=4000)
        if app.top is not table:
            break
        ctl = table.controller
        codes = [c for c in table.game.legal_codes() if c & 255 != OPEN]
        code = codes[0] if codes else table.game.legal_codes()[0]
        tile, pc = code >> 8, code & 255
        if pc != OPEN:
            pos = table.board.point_pos(pc)
            ctl.sel = tile
            ctl.drag = {"tile": tile, "pos": (round(pos[0]), round(pos[1])), "moved": True,
                        "start": pos}
            drawn = []
            real = table.painter.overlays.draw_drag
            table.painter.overlays.draw_drag = lambda *a, out=drawn, **k: out.append((a, k))
            table.painter._draw_drag(pygame.Surface((1280, 720)), tile)
            table.painter.overlays.draw_drag = real
            ctl.drag = None
            (_s, _t, at, unit, vertical, first, second), _k = drawn[0]
        table.try_play(tile, pc)
        run_until(app, lambda t=tile: table.board.placement(t) is not None
                  and not table.view.flights, max_frames=4000)
        if pc != OPEN:
            pl = table.board.placement(tile)
            assert (vertical, first, second) == (pl.vertical, pl.first, pl.second)
            cx, cy = table.board.camera.to_screen(pl.cx, pl.cy)
            # drawn where it lands (the camera may have eased a little since)
            assert abs(at[0] - cx) < 3 * unit and abs(at[1] - cy) < 3 * unit
            checked += 1
    assert checked >= 2


def test_a_hint_is_drawn_the_frame_it_arrives():
    """The table drew only while something moved: a hint that arrived after the wait
    stayed "Thinking of a hint..." on screen until the mouse moved."""
    import time
    app, table = table_app(players=2, seed=21)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    for _ in range(30):
        app.frame(1 / 60)
    table.controller.request_hint()
    deadline = time.monotonic() + 20
    while table.controller.hint_pending is not None and time.monotonic() < deadline:
        before = app.draws
        app.frame(1 / 60)
        if table.controller.hint_pending is None:
            assert app.draws == before + 1
        time.sleep(0.005)
    assert table.controller.hint_text.startswith("Hint:")
