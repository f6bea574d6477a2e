"""A new player (fr_62): after their scoring play (the "+10" lit, the row counted up)
the bot had played about 0.35 s after the count landed: the reward barely registered.
The player's own scoring play now keeps a breath after its count lands before the next
bot's tile starts (about 0.6 s at Normal, more at Slow, less at Fast); a play of theirs
that scores nothing waits only the usual beat. On the table's own clock, 2 players, the
bot answering at once."""

from __future__ import annotations

import functools

from engine.moves import Move
from game.scenes.table.pace import BEAT_ALONE, MINE_SCORE_HOLD, SCORE_HOLD, at_rest
from game.scenes.table.summary import SummaryScene
from tests.game_harness import Seen, answer_at_once, frame, table_app


@functools.cache
def _breaths(game_speed: str = "normal", seed: int = 2, want: int = 3, limit=60 * 400):
    """{"scored": [...], "quiet": [...]}: seconds from the player's play at rest (its
    "+N" landed and its row counted, when it scored) to the bot's tile leaving its rack,
    after a play of the player's that scored / scored nothing; and the time scale."""
    app, table = table_app(players=2, seed=seed, speed="normal", game_speed=game_speed,
                           levels=("easy",) * 2, auto_draw=True)
    g = table.game

    answer_at_once(table)  # the pace is the table's, not the worker's
    out: dict = {"scored": [], "quiet": []}
    mine, rest_at, seen = None, None, Seen()
    for _k in range(limit):
        if g.phase == "over" or min(len(v) for v in out.values()) >= want:
            break
        if isinstance(app.top, SummaryScene):
            app.top.close()
            mine = rest_at = None
        if table.human_turn:  # the player takes the best-scoring play (scores often)
            best = max(g.legal_codes(), key=lambda c: table.game.rules.points(
                table.game.layout.copy().apply(c)))
            table.apply(Move.from_code(best))
            mine, rest_at = ("scored" if table._human_scored else "quiet"), None
        frame(app)
        if mine is not None and rest_at is None and at_rest(table):
            rest_at = table.time
        for f in table.view.flights:
            if f.kind == "play" and f.seat != table.human and seen.first(f):
                if mine is not None and rest_at is not None:
                    out[mine].append(table.time - rest_at)
                mine = rest_at = None
    return out, app.settings.time_scale


def test_the_players_score_is_given_a_breath_before_the_bot_plays():
    out, scale = _breaths()
    assert out["scored"] and out["quiet"], out
    # after the count lands: about 1.0 s (was 0.35 s, then 0.6 s), 0.9-1.15 s at Normal
    assert all(0.9 * scale <= x <= 1.15 * scale for x in out["scored"]), out
    # a play of the player's that scores nothing: the usual beat (2 players: the one
    # bot's reply, BEAT_ALONE), nothing added
    assert all(x <= (BEAT_ALONE["normal"] + 0.1) * scale for x in out["quiet"]), out
    assert min(out["scored"]) > max(out["quiet"]), out


def test_the_breath_scales_with_the_game_speed():
    assert MINE_SCORE_HOLD["fast"] < MINE_SCORE_HOLD["normal"] < MINE_SCORE_HOLD["slow"]
    for speed in MINE_SCORE_HOLD:  # longer than a bot's score holds, at every speed
        assert MINE_SCORE_HOLD[speed] > SCORE_HOLD[speed]
    fast, _s = _breaths("fast", want=2)
    slow, _s = _breaths("slow", want=2)
    normal, _s = _breaths()
    assert fast["scored"] and slow["scored"], (fast, slow)
    assert max(fast["scored"]) < min(normal["scored"]) <= max(normal["scored"]) < min(
        slow["scored"]), (fast, normal, slow)


def test_no_breath_when_the_animations_are_instant():
    app, table = table_app(players=2, seed=3, speed="instant")
    table._scored = table._human_scored = True
    assert table.pause() == 0.0
