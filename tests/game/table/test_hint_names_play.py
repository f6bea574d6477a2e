"""A hint that passes up points names the play that would have scored them ("Passing up 10 now sets up more points later" did not say which)."""

from __future__ import annotations

from engine.bots.hint import reason_for
from engine.tiles import NAME
from game import i18n
from game.texts import hint_reason


def _positions():
    import random

    from engine.game import Game
    from engine.moves import Move
    for seed in range(40):
        g = Game("american", 2, seed=seed)
        g.deal()
        rng = random.Random(seed)
        while g.phase == "play":
            yield g
            g.play(Move.from_code(rng.choice(g.legal_codes())))


def test_skipping_points_names_the_tile_that_would_score_them():
    found = 0
    for g in _positions():
        view = g.view(g.turn)
        for code in g.legal_codes():
            r = reason_for(view, code)
            if r.startswith("skips") and r.endswith("for more later"):
                tile = r.split()[2]
                assert tile in {NAME[c >> 8] for c in g.legal_codes()}
                a, b = tile.split("-")
                text = hint_reason(r)
                assert f"[{a}|{b}]" in text and r.split()[1].rstrip(":") in text, text
                found += 1
        if found >= 3:
            break
    assert found


def test_the_words_in_polish_and_chinese_name_it_too():
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            text = hint_reason("skips 10: 5-5 for more later")
            assert "[5|5]" in text and "10" in text, text
        finally:
            i18n.set_language("en")
