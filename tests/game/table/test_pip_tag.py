"""The player's pips at risk, by the tray: a small tag says what the hand's end would
do with the tiles in hand now ("−15"), so the hand end's deduction is expected, not a
surprise penalty (the score box said 60, then the summary took 40 off). Its number is
the engine's own deduction, over many states and at real hand ends; it follows the
player's plays, keeps clear of the tiles and the tray's edge, and gives way to the
hand end's own "−N" as that flies."""

from __future__ import annotations

import random

import pytest

from engine import AMERICAN, SNIFF61, Game
from engine.events import HandEnd
from engine.moves import Move
from game.render.pip_tag import hand_cost, tag_words
from game.ui.text import record_text
from tests.conftest import random_step
from tests.game_harness import frame, run_until, table_app


def _costs(game: Game) -> list[int]:
    return [hand_cost(game.hand_tiles(s), game.rules)[1] for s in range(game.players)]


@pytest.mark.parametrize("ruleset,players", [("american", 2), ("american", 3),
                                             ("american", 4), ("sniff61", 2),
                                             ("sniff61", 3)])
def test_the_tags_number_is_the_engines_deduction_in_every_state(ruleset, players):
    """In every state of many random games, each seat's tag is what the engine takes
    off (or, Sniff 61, does not take off) that seat's score if the hand ends now; at
    each real hand end, the tags of the hands left are its ``change``."""
    deduct = ruleset == "american"
    states = ends = 0
    for seed in range(12):
        g = Game(ruleset, players, seed=seed)
        rng = random.Random(seed)
        for _step in range(400):
            if g.is_over:
                break
            if g.phase == "play":
                before = _costs(g)
                end = g.copy()
                events: list = []
                end._end_hand("blocked", None, events)  # the hand ended here
                ev = next(e for e in events if isinstance(e, HandEnd))
                for entry, change in enumerate(ev.change):
                    seats = [s for s in range(players) if g.seat_entry(s) == entry]
                    if deduct:  # each hand's own rounded pips, off its side's score
                        assert change == sum(before[s] for s in seats), (seed, entry)
                    elif ev.seat is None or g.seat_entry(ev.seat) != entry:
                        assert change == 0 == sum(before[s] for s in seats)
                states += 1
            for e in random_step(g, rng):
                if isinstance(e, HandEnd):  # a real end: the tags just before it
                    for entry, change in enumerate(e.change):
                        seats = [s for s in range(players) if g.seat_entry(s) == entry]
                        costs = [hand_cost(e.hands[s], g.rules)[1] for s in seats]
                        if deduct:
                            assert change == sum(costs), (seed, e)
                        elif e.seat is None or g.seat_entry(e.seat) != entry:
                            assert change == 0 == sum(costs)
                    ends += 1
    assert states > 300 and ends >= 12, (states, ends)


def test_the_tags_words():
    # [6|6] [5|5] = 22 pips: 20 off (2 rounds down); [1|2] 3 pips: 5 off; [0|1]: nothing
    from tests.conftest import TS
    assert tag_words(TS("6-6 5-5"), AMERICAN) == "\u221220"
    assert tag_words(TS("1-2"), AMERICAN) == "\u22125"
    assert tag_words(TS("0-1"), AMERICAN) == "0"
    assert tag_words(TS("6-6 5-5"), SNIFF61) == "22"  # Sniff 61: the pips held, no minus


def _tag_text(app, table):
    """The tag's words as drawn this frame (None: not drawn), and its rect."""
    table.painter.pip_tag.rect = None
    app.invalidate()
    with record_text() as log:
        app.draw()
    rect = table.painter.pip_tag.rect
    if rect is None:
        return None, None
    hits = [d for d in log if rect.contains(d.rect)]
    return (hits[0].text if hits else None), rect


@pytest.mark.parametrize("players,scale", [(2, 1.0), (4, 1.0), (2, 2.0)])
def test_the_tag_follows_the_players_hand_and_keeps_clear_of_it(players, scale):
    app, table = table_app(players=players, seed=5, text_scale=scale)
    rules = table.game.rules
    seen = set()
    for _turn in range(3):
        run_until(app, lambda: table.human_turn and not table.busy, max_frames=8000)
        for _k in range(30):
            frame(app)
        tiles = list(table.view.hands[table.human])
        words, rect = _tag_text(app, table)
        assert words == tag_words(tiles, rules) == tag_words(
            table.game.hand_tiles(table.human), rules)
        seen.add(words)
        hand = table.painter.hands[table.human]
        tray = app.vp.rect(hand.rect)
        assert tray.contains(rect)  # inside the tray, at its right end
        assert rect.right > tray.centerx
        for _t, r in hand.rects(tiles):
            assert not r.colliderect(rect), (r, rect)  # never over a tile
        table.apply(Move.from_code(table.game.legal_codes()[0]))
    assert len(seen) >= 2  # it changed as the player played


def test_the_tag_gives_way_to_the_hand_ends_own_count():
    app, table = table_app(players=2, seed=5)
    run_until(app, lambda: table.human_turn and not table.busy, max_frames=8000)
    assert _tag_text(app, table)[0] is not None
    from game.present.view import Deduction
    table.view.deductions = [Deduction(table.human, 0, 16, 15)]
    assert _tag_text(app, table) == (None, None)
