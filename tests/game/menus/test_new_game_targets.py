"""A player found "target 100 is over in about 3 hands", and the New game screen gave no
word of a game's length. The target row says quick / standard / long, and the setup's
summary how many hands a game to the chosen target lasts, measured from bot games."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

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
            assert all(1 <= lo <= hi for lo, hi in hands.values())


def test_the_target_row_says_quick_standard_long(app):  # noqa: F811
    assert target_words("american", 2, 100) == "100 \u00b7 quick"
    assert target_words("american", 2, 250) == "250 \u00b7 standard"
    assert target_words("american", 2, 500) == "500 \u00b7 very long"
    ng = open_new_game(app)
    row = [r for r in ng.rows.rows if r.label == "Target"][0]
    ng._set_target(100)
    assert row.text() == "100 \u00b7 quick"
    text = " ".join(ng.summary())
    lo, hi = TARGET_HANDS[(ng.ruleset, ng.players)][100]
    assert f"A game to 100 lasts about {lo}\u2013{hi} hands." in text
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        try:
            assert "quick" not in row.text() and "100" in row.text()
            assert "lasts" not in " ".join(ng.summary())
        finally:
            i18n.set_language("en")


WORDS = ("quick", "short", "standard", "long", "very long")


def test_every_target_gets_one_honest_word():
    """150 and 200 are not both "quick" beside 100: the shortest is quick, the others
    below the rule book's short, the rule book's standard, above it long, the longest
    very long; the words never go backwards as the target grows, in both rulesets."""
    assert target_words("american", 2, 150) == "150 \u00b7 short"
    assert target_words("american", 2, 200) == "200 \u00b7 short"
    assert target_words("american", 2, 400) == "400 \u00b7 long"
    assert target_words("sniff61", 2, 31) == "31 \u00b7 quick"
    assert target_words("sniff61", 2, 61) == "61 \u00b7 standard"
    assert target_words("sniff61", 2, 121) == "121 \u00b7 very long"
    for ruleset in ("american", "sniff61"):
        for players in (2, 3, 4):
            choices = target_choices(ruleset, players)
            kinds = [target_words(ruleset, players, t).split(" \u00b7 ", 1)[1]
                     for t in choices]
            assert all(k in WORDS for k in kinds), kinds
            ranks = [WORDS.index(k) for k in kinds]
            assert ranks == sorted(ranks), (ruleset, players, kinds)
            assert kinds.count("quick") == 1 and kinds.count("standard") == 1
            assert kinds.count("very long") == 1


def test_the_lengths_are_what_bot_games_measure():
    """A quick re-measure (24 games, American 2 players, an Easy and a Medium player
    against Medium bots) agrees with the table: most games end inside its range (the
    table: 200 games each of three tables, tools/target_lengths.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
    try:
        from target_lengths import hands_to_targets
    finally:
        sys.path.pop(0)
    targets = [100, 250]
    runs = [hands_to_targets("american", 2, targets, seed, mix) for seed in range(1, 13)
            for mix in (("easy", "medium"), ("medium", "medium"))]
    for t in targets:
        lo, hi = TARGET_HANDS[("american", 2)][t]
        hands = [r[t] for r in runs if t in r]
        inside = sum(lo <= h <= hi for h in hands)
        assert inside >= 0.6 * len(hands), (t, sorted(hands), (lo, hi))
        assert lo <= statistics.median(hands) <= hi, (t, sorted(hands))


def test_few_quick_games_end_sooner_than_the_range_says():
    """A quick game over in 2 hands under "About 3\u20135 hands" (the range's low end
    was the 20th percentile: one game in five ended sooner). In a fresh measure (60
    games per ruleset and player count, an Easy and a Medium player against Medium
    bots) at most one quick game in eight ends before the range's low end, or after
    its high end."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
    try:
        from target_lengths import hands_to_targets
    finally:
        sys.path.pop(0)
    for ruleset, quick in (("american", 100), ("sniff61", 31)):
        for players in (2, 3, 4):
            lo, hi = TARGET_HANDS[(ruleset, players)][quick]
            hands = [hands_to_targets(ruleset, players, [quick], seed, mix)[quick]
                     for seed in range(301, 331)
                     for mix in (("easy", "medium"), ("medium", "medium"))]
            sooner, later = sum(h < lo for h in hands), sum(h > hi for h in hands)
            assert sooner <= len(hands) / 8, (ruleset, players, sorted(hands), (lo, hi))
            assert later <= len(hands) / 8, (ruleset, players, sorted(hands), (lo, hi))


def test_switching_the_rules_keeps_each_rulesets_target(app):  # noqa: F811
    """Rules to Sniff 61 and back gave 250 for the 100 chosen: each ruleset keeps the
    target chosen in it, here and on the next visit (the settings keep both)."""
    from game import storage
    ng = open_new_game(app)
    ng._set_target(100)
    ng._set_ruleset("sniff61")
    assert ng.effective_target() == 61  # 100 is no Sniff 61 target
    ng._set_target(41)
    ng._set_ruleset("american")
    assert ng.effective_target() == 100
    ng._set_ruleset("sniff61")
    assert ng.effective_target() == 41
    ng.on_back()
    saved = storage.load_settings()[0].new_game
    assert saved["ruleset"] == "sniff61" and saved["target"] == 41
    assert saved["targets"] == {"american": 100}
    again = open_new_game(app)
    again._set_ruleset("american")
    assert again.effective_target() == 100


def test_every_stepper_on_the_form_stops_at_its_ends(app):  # noqa: F811
    """One form, one behaviour: no row wraps round; at an end its arrow is off."""
    ng = open_new_game(app)
    for i, row in enumerate(ng.rows.rows):
        if not hasattr(row, "values"):
            continue
        assert row.wrap is False, row.label
        ng.rows.focus(i)
        first, last = row.values[0], row.values[-1]
        while row.step(-1):
            pass
        assert row.get() == first and not row.can_step(-1) and row.can_step(1), row.label
        while row.step(1):
            pass
        assert row.get() == last and not row.can_step(1) and row.can_step(-1), row.label
        assert not row.step(1) and row.get() == last  # no wrap round to the first


def test_a_target_with_no_measured_length_says_nothing():
    from game.scenes.menus.new_game import about_hands, target_hands
    assert target_hands("american", 2, 123) == "" == about_hands("american", 2, 123)
    assert about_hands("american", 2, 100) == "About 2\u20135 hands"
