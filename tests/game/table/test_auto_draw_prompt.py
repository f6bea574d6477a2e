"""Auto-draw (a new player's default): a turn with no play draws by itself, each tile
flying in on its own at a brisk pace (never two in the air at once, about 0.3 s a tile
at Normal), the prompt saying what happens ("No play: drawing until a tile fits"),
then the tile that fits is named ("You drew [3|5]: play it")."""
# ruff: noqa: E402

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.moves import Move
from game.scenes.table.status import status_lines
from tests.game_harness import answer_at_once, frame, table_app


def _auto_draw_turn(seed: int):
    """Frames of the player's first run of draws: ``[(clock, flights, lines)]``."""
    app, table = table_app(players=2, seed=seed, speed="normal", auto_draw=True)
    answer_at_once(table)
    seen = []
    for _k in range(60 * 120):
        frame(app)
        if table.human_turn and not table.hold:
            if seen:
                return table, seen
            table.apply(Move.from_code(table.game.legal_codes()[0]))
            continue
        flying = [f for f in table.view.flights if f.kind == "draw" and f.seat == table.human]
        if flying or seen:
            seen.append((table.director.clock, len(flying), status_lines(table, table.names)))
    raise AssertionError("no run of draws")


#: A deal where the player's first draws are a run of five tiles.
SEED = 2


def test_auto_draw_says_what_happens_and_flies_each_tile_on_its_own():
    table, seen = _auto_draw_turn(SEED)
    assert max(n for _c, n, _l in seen) == 1  # one tile in the air at a time
    prompts = {lines[-1][0] for _c, _n, lines in seen if lines}
    assert "No play: drawing until a tile fits" in prompts
    drawn = [c for (c, n, _l), (_c2, n2, _l2) in zip(seen, seen[1:]) if n and not n2]
    assert len(drawn) >= 2  # a run of draws (this seed: the player draws five)
    gaps = [b - a for a, b in zip(drawn, drawn[1:])]
    assert max(gaps) <= 0.45, gaps  # brisk: about 0.3 s a tile at Normal
    # the turn then names the tile that fits
    lines = status_lines(table, table.names)
    assert lines[-1][0].startswith("You drew") and lines[-1][0].endswith("play it")
