"""Auto-draw (a new player's default): a turn with no play draws by itself, each tile
flying in on its own, a clear beat apart but brisk (never two in the air at once,
about 0.3 s a tile at Normal), the prompt saying once what happens and how many so far
("No play — drawing: 3"; no "You drew 3: [2|4]" line under it), then the tile that
fits is named ("You drew [3|5]: play it"), and every tile drawn stays marked new in
the hand until the player's next play (a run's tiles that did not fit lost their
mark as their glow faded)."""

from __future__ import annotations

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
    prompts = [lines[-1][0] for _c, _n, lines in seen if lines]
    counted = [p for p in prompts if p.startswith("No play — drawing: ")]
    drawn = [c for (c, n, _l), (_c2, n2, _l2) in zip(seen, seen[1:]) if n and not n2]
    assert len(drawn) >= 2  # a run of draws (this seed: the player draws five)
    counts = [int(p.rsplit(" ", 1)[1]) for p in counted]
    assert counts == sorted(counts) and set(counts) == set(range(1, len(drawn) + 1)), counts
    for _c, _n, lines in seen:  # said once: no note of each tile under the count
        if lines and lines[-1][0] in counted:
            assert len(lines) == 1 or not lines[0][0].startswith("You drew"), lines
    gaps = [b - a for a, b in zip(drawn, drawn[1:])]
    assert max(gaps) <= 0.36 and min(gaps) >= 0.25, gaps  # a beat apart, brisk
    # the turn then names the tile that fits
    lines = status_lines(table, table.names)
    assert lines[-1][0].startswith("You drew") and lines[-1][0].endswith("play it")


def test_every_tile_drawn_stays_marked_until_the_next_play():
    table, seen = _auto_draw_turn(SEED)
    app, v = table.app, table.view
    hand = v.hands[table.human]
    for _k in range(240):  # the glows fade; the marks stay
        frame(app)
    assert len(v.drawn_new) >= 2 and v.drawn_new <= set(hand)
    playable = set(table.controller.playable_tiles())
    dead = [t for t in v.drawn_new if t not in playable]
    assert dead  # (this seed: tiles drawn that do not fit)
    rects = dict(table.hand_tile_rects(table.human))

    def top_strip(tile):
        app.draw()
        r = rects[tile]
        return [tuple(app.screen.get_at((x, r.y + dy))[:3])
                for x in range(r.x + 4, r.right - 4, 2) for dy in range(1, 8)]

    marked, kept = top_strip(dead[0]), set(v.drawn_new)
    v.drawn_new, v.fresh = set(), {}
    assert top_strip(dead[0]) != marked  # a mark of its own, playable or not
    v.drawn_new = kept
    table.apply(Move.from_code(table.game.legal_codes()[0]))
    for _k in range(120):
        frame(app)
    assert not (v.drawn_new & set(v.hands[table.human]))  # gone with the next play
