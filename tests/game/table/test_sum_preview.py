"""A spot's "+15" came with no sum until the tile was dropped: players could not see
why (the ends they saw seemed to add to 5). Now the ONE spot the held tile is over (or
the keys' focus is on) shows that play's sum before it is played ("5 + 5 + 5 = 15"),
from the engine's counted ends after the move, where the real sum comes, as a preview
(a see-through, dashed plate); none where the play scores nothing."""

from __future__ import annotations

import pygame

from game.present.scoring import end_terms, play_terms
from tests.conftest import random_turns
from tests.game_harness import frame, run_until, table_app, turn_with_a_play


def test_a_plays_sum_is_the_engines_counted_ends_after_it_and_none_when_it_scores_nothing():
    seen = {"none": 0, "sum": 0, "zero": 0}
    for ruleset in ("american", "sniff61"):
        for seed in range(6):
            for g, codes in random_turns(ruleset, 2, seed):
                for code in codes:
                    after = g.layout.copy()
                    total = after.apply(code)
                    terms = play_terms(g.layout, code >> 8, code & 255, g.rules.points)
                    if not g.rules.points(total):
                        assert terms is None, (seed, code, terms)
                        seen["none"] += 1
                        continue
                    ends = [(t, v) for k, _p, t, v in after.marks() if k == "end"]
                    want = [x for t, v in ends if v for x in end_terms(t, v)]
                    assert terms == want + [0] * sum(1 for _t, v in ends if not v), terms
                    assert sum(terms) == total and terms[0] != 0, (terms, total)
                    seen["sum"] += 1
                    seen["zero"] += 0 in terms
    assert seen["none"] > 50 and seen["sum"] > 20 and seen["zero"] > 2, seen


def _focused(app, table, scoring: bool):
    """Hold a tile and put the keys' focus on a spot of it that scores (or not);
    False where no such spot comes within a few turns."""
    ctl = table.controller
    for _k in range(10):
        tiles = turn_with_a_play(app, table)
        for tile in tiles:
            pts = ctl.preview(tile)
            for i, pc in enumerate(ctl.legal_spots(tile)):
                if bool(pts.get(pc, 0)) == scoring:
                    ctl.sel, ctl.auto_sel, ctl.spot_idx, ctl.source = tile, None, i, "key"
                    return tile, pc
        from engine.moves import Move
        table.apply(Move.from_code(table.game.legal_codes()[0]))
    return None


def _focused_tables(seeds, scoring: bool):
    """(app, table, (tile, spot)) of each 2-player game of ``seeds`` where a spot that
    scores (or not) came into the keys' focus (:func:`_focused`), a frame drawn."""
    for seed in seeds:
        app, table = table_app(players=2, seed=seed)
        got = _focused(app, table, scoring=scoring)
        if got is not None:
            frame(app)
            yield app, table, got


def test_the_focused_scoring_spot_shows_its_sum_as_a_preview_clear_of_the_ghosts():
    found = 0
    for app, table, (tile, pc) in _focused_tables(range(2, 12), scoring=True):
        p = table.painter
        assert p.previewed == (tile, pc)
        terms = play_terms(table.view.layout, tile, pc, table.game.rules.points)
        box = p.sum_box
        assert terms and box is not None, (tile, pc, terms, box)
        assert not table.view.tally  # (a preview: no sum made yet)
        # clear of the held tile's ghosts and their "+N" chips
        from game.render.ghosts import held_ghosts
        ghosts = list(held_ghosts(p.board).values())
        assert ghosts and box.collidelist(ghosts) < 0, (box, ghosts)
        # drawn as a preview: its plate see-through (the felt shows in its middle row
        # between the words' ends), a dashed edge
        mid = [app.screen.get_at((x, box.centery))[:3] for x in range(box.left + 2,
                                                                    box.left + 6)]
        from game.ui import THEME
        assert all(c != tuple(THEME.box[:3]) for c in mid), mid
        # the very sum the play then writes, term for term, in the same order
        from engine.moves import Move
        from game.scenes.table.sum_preview import previewed_terms
        shown = previewed_terms(p, table.view)
        assert sorted(shown) == sorted(terms), (shown, terms)
        table.apply(Move.from_code(tile << 8 | pc))
        run_until(app, lambda t=table: t.view.tally_done)
        assert table.view.tally == shown, (table.view.tally, shown)
        found += 1
        if found >= 5:
            break
    assert found >= 4, found


def test_no_sum_preview_for_a_spot_that_scores_nothing_nor_without_a_focus():
    found = 0
    for app, table, got in _focused_tables(range(2, 10), scoring=False):
        assert table.painter.previewed == got and table.painter.sum_box is None
        table.controller.source = "mouse"  # held, pointing at nothing: no spot previewed
        pygame.mouse.set_pos((2, 2))
        frame(app)
        assert table.painter.sum_box is None or table.view.tally
        found += 1
        if found >= 3:
            break
    assert found >= 2, found
