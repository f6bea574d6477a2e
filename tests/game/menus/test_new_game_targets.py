"""A player found "target 100 is over in about 3 hands", and the New game screen gave no
word of a game's length. The target row says quick / standard / long, and the setup's
summary how many hands a game to the chosen target lasts, measured from bot games."""
# ruff: noqa: E402

from __future__ import annotations

import os
import statistics
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import i18n
from game.scenes.menus.new_game import TARGET_HANDS, target_choices, target_words
from tests.game.menus.test_game_menus import app, home, open_new_game  # noqa: F401


def test_every_target_offered_has_its_measured_length():
    for ruleset in ("american", "sniff61"):
        for players in (2, 3, 4):
            hands = TARGET_HANDS[(ruleset, players)]
            assert set(target_choices(ruleset, players)) <= set(hands)
            ts = sorted(hands)
            assert all(hands[a] <= hands[b] for a, b in zip(ts, ts[1:]))  # longer, more


def test_the_target_row_says_quick_standard_long(app):  # noqa: F811
    assert target_words("american", 2, 100) == "100 \u00b7 quick"
    assert target_words("american", 2, 250) == "250 \u00b7 standard"
    assert target_words("american", 2, 500) == "500 \u00b7 long"
    ng = open_new_game(app)
    row = [r for r in ng.rows.rows if r.label == "Target"][0]
    ng._set_target(100)
    assert row.text() == "100 \u00b7 quick"
    text = " ".join(ng.summary())
    n = TARGET_HANDS[(ng.ruleset, ng.players)][100]
    assert f"A game to 100 lasts about {n} hands." in text
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            assert "quick" not in row.text() and "100" in row.text()
            assert "lasts" not in " ".join(ng.summary())
        finally:
            i18n.set_language("en")


def test_the_lengths_are_what_bot_games_measure():
    """A quick re-measure (12 games, American 2 players) agrees with the table within
    two hands (the table: 40 games each, tools/target_lengths.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
    try:
        from target_lengths import hands_to_targets
    finally:
        sys.path.pop(0)
    targets = [100, 250]
    runs = [hands_to_targets("american", 2, targets, seed) for seed in range(1, 13)]
    for t in targets:
        med = statistics.median(r[t] for r in runs if t in r)
        assert abs(med - TARGET_HANDS[("american", 2)][t]) <= 2, (t, med)
