"""On the real table: each hand's summary shows what every seat scored in play (the
sum of its scoring plays the engine logged), and the race moves by the hands' totals;
a game won mid-hand (RULES.md 1.8) shows that final hand's summary, whose one Continue
opens the game-over screen."""

from __future__ import annotations

import pytest

from engine.events import Deal, HandEnd, Play
from game.scenes.game_over.scene import GameOverScene
from game.scenes.table.summary import SummaryScene
from game.scenes.table.win import win_title
from game.ui.numbers import signed
from game.ui.text import record_text
from tests.game.game_over.test_closing_beat import _mid_hand_app, final_summary
from tests.game_harness import frame, run_until, table_app


def _hand_plays(log: list, end) -> list:
    """The Play events of the hand ``end`` (a HandEnd in ``log``, or None: the last
    hand) closes."""
    stop = next(i for i, e in enumerate(log) if e is end) if end is not None else len(log)
    start = max(i for i, e in enumerate(log[:stop]) if isinstance(e, Deal))
    return [e for e in log[start:stop] if isinstance(e, Play)]


def _check_rows(s: SummaryScene, log: list) -> None:
    """The summary's rows against the engine's log: each seat's points in play are its
    scoring plays' sum, and the seats' totals add up to the race rows' change."""
    game = s.table.game
    plays = _hand_plays(log, s.ev)
    rows = {x[1]: x for x in s.lines if x[0] == "hand"}
    for seat in range(game.players):
        made = sum(p.points for p in plays if p.seat == seat)
        assert s.tally.in_play[seat] == made
        assert rows[seat][4] == (signed(made) if made else "0")
    for e, line in enumerate(x for x in s.lines if x[0] == "score"):
        whole = sum(s.tally.total(seat) for seat in range(game.players)
                    if game.seat_entry(seat) == e)
        assert whole == s.tally.scores[e] - s.tally.start[e]
        assert line[2].endswith(f"({signed(whole)})")


@pytest.mark.parametrize("ruleset,players,seed", [("american", 2, 3), ("sniff61", 3, 5),
                                                  ("american", 4, 8)])
def test_each_demo_hands_summary_shows_the_points_scored_in_play(ruleset, players, seed):
    app, table = table_app(players=players, ruleset=ruleset, seed=seed, demo=True)
    table.game.target = 120 if ruleset == "american" else 25
    seen: list = []
    try:
        def step():
            top = app.top
            if isinstance(top, SummaryScene) and not any(x is top for x in seen):
                seen.append(top)
                _check_rows(top, list(table.game.log))
            return isinstance(top, GameOverScene)
        run_until(app, step, max_frames=30000)
        assert len(seen) >= 2
        assert any(any(s.tally.in_play) for s in seen)
        # the race moved by the hands' totals, hand after hand, to the final scores
        for before, after in zip(seen, seen[1:]):
            assert after.tally.start == before.tally.scores
        assert seen[-1].tally.scores == table.game.outcome.scores
        assert sum(s.tally.change[0] for s in seen) == table.game.outcome.scores[0]
    finally:
        table.worker.close()


def test_a_game_won_mid_hand_shows_its_hands_summary_then_the_game_over(tmp_path):
    app, table = _mid_hand_app(tmp_path)
    game = table.game
    counted = app.games_finished
    s = final_summary(app)
    assert s.ev is None and s.final and s.tally.how == "target"
    assert not any(isinstance(x, HandEnd) for x in game.log[-2:])
    assert app.games_finished == counted + 1  # the game counts as it is won
    _check_rows(s, list(game.log))
    last = [e for e in game.log if isinstance(e, Play)][-1]
    title = s.lines[0][1]
    # (the headline says one thing: who won; how is the game over's "reached 100
    # with a 15")
    assert title == win_title(game, table.names, table.human, game.outcome.winner)[0]
    assert last.points > 0
    s.t = 10.0
    with record_text() as log:
        app.draw()
    said = [d.text for d in log]
    assert title in said and any("not counted" in x for x in said)
    for row in (x for x in s.lines if x[0] == "hand"):
        assert row[4] in said and row[5] in said
    # its one Continue opens the game over (not the next deal)
    run_until(app, lambda: s.guard <= 0, max_frames=600)
    s.finish_count()
    s.buttons[s.focus].on_click()
    assert s.buttons[s.focus] is s.button
    frame(app)
    assert isinstance(app.top, GameOverScene)
    assert game.hand_no == s.tally.hand_no  # no hand dealt after the game's end
