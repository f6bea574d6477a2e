"""The hand summary reads as a result screen, not a spreadsheet: the side that won the
hand has its rows lit (the player's win on a gold ribbon), the 4-player rows go by side
(the player's side first, in its colours), each row shows its pips becoming points
("16 pips → −15") and the count-up lands with a sound."""

from __future__ import annotations

from types import SimpleNamespace

from engine import Game
from engine.events import HandEnd
from game.present.coach import coach_report
from game.present.tally import hand_tally
from game.scenes.table.scene import seat_names
from game.scenes.table.summary import SummaryScene, summary_lines
from game.scenes.table.summary_look import ours, winning_entries
from game.scenes.table.summary_words import race_words
from tests.game_harness import run_until, table_app


def test_four_player_rows_go_by_side_the_players_first():
    g = Game("american", 4, seed=0)
    ev = HandEnd("domino", 1, (7, 0, 8, 13), (-10, -25), (40, 60),
                 ((0, 1), (), (2, 3), (27, 3)))
    rows = [x[1] for x in summary_lines(g, seat_names(4, 0), ev, 0) if x[0] == "hand"]
    assert rows == [0, 2, 1, 3]  # You, North, then West, East
    assert [x[1] for x in summary_lines(Game("american", 3, seed=0), seat_names(3, 0),
            HandEnd("domino", 0, (0, 3, 8), (0, -5, -10), (5, 0, 0), ((), (1,), (2,))), 0)
            if x[0] == "hand"] == [0, 1, 2]


def test_the_winning_side_is_the_one_that_went_out_or_lost_least():
    g = Game("american", 4, seed=0)
    out = hand_tally(g, HandEnd("domino", 2, (7, 0, 0, 13), (-5, -15), (40, 60),
                                ((0, 1), (), (), (27, 3))))
    assert winning_entries(out, g) == {0} and ours(out, g, 0)  # North is the partner
    block = hand_tally(g, HandEnd("blocked", None, (17, 8, 3, 2), (-20, -10), (10, 20),
                                  ((5, 6), (1,), (0,), (1,))))
    assert winning_entries(block, g) == {1} and not ours(block, g, 0)
    two = Game("american", 2, seed=0)
    even = hand_tally(two, HandEnd("blocked", None, (5, 5), (-5, -5), (10, 10),
                                   ((1, 3), (0, 5))))
    assert winning_entries(even, two) == set()  # all lost the same: nobody lit


def test_the_race_says_who_leads_after_the_hand():
    g = Game("american", 2, seed=0)
    names = seat_names(2, 0)
    t = hand_tally(g, HandEnd("domino", 0, (0, 12), (0, -10), (50, 20), ((), (5, 6))))
    assert race_words(g, names, t, 0) == ("You lead by 30", True)
    t = hand_tally(g, HandEnd("domino", 1, (4, 0), (-5, 0), (55, 60), ((3,), ())))
    assert race_words(g, names, t, 0) == ("North leads by 5", False)
    four = Game("american", 4, seed=0)
    names4 = seat_names(4, 0)
    t = hand_tally(four, HandEnd("domino", 1, (4, 0, 3, 0), (-10, 0), (40, 45),
                                 ((3,), (), (1, 2), ())))
    words, ours_ = race_words(four, names4, t, 0)
    assert not ours_ and words.endswith(" lead by 5") and "+" in words  # a pair: plural
    assert race_words(four, names4, t, 1) == ("Your side leads by 5", True)


def _scene(ev, players=2, speed="normal"):
    app, table = table_app(players=players, seed=3, speed=speed)
    run_until(app, lambda: table.human_turn, max_frames=6000)
    s = SummaryScene(app, table, ev)
    s.analysis = SimpleNamespace(done=True, problem="", decisions=[], poll=lambda: False,
                                 report=coach_report([], 5), cancel=lambda: None)
    app.push(s)
    return app, table, s


def test_the_players_win_sits_on_a_gold_ribbon_and_the_count_lands_with_a_chime():
    app, table, s = _scene(HandEnd("domino", 0, (0, 27), (0, -25), (80, 30),
                                   ((), (5, 6))))
    try:
        assert s.painter.won and s.painter.winners == {0}
        heard = len(app.audio.played)
        s.update(0.3)
        assert s.count_progress < 1.0 and s.animating()
        s.update(s.count_end)  # the count-up lands: the hand's win heard, once
        s.update(0.1)
        cues = app.audio.played[heard:]
        assert cues == ["hand_end"], cues
        app.draw()
        # the ribbon's gold under the headline (its middle, left of the words)
        vp = app.vp
        title = next(x for x in s.lines if x[0] == "title")
        w = table.text.get(title[1], 30, (0, 0, 0), True).get_width()
        x = vp.point((640, 0))[0] - w // 2 - vp.length(14)
        y = vp.point((0, s.panel.y + 20 + 4 * s.painter.ks))[1] + vp.length(16)
        r, g, b = app.screen.get_at((x, y))[:3]
        assert r > 200 and g > 150 and b < 140, (r, g, b)
    finally:
        table.worker.close()


def test_another_sides_win_is_plain_and_lands_softly():
    app, table, s = _scene(HandEnd("domino", 1, (4, 0), (-5, 0), (55, 60), ((3,), ())))
    try:
        assert not s.painter.won and s.painter.winners == {1}
        heard = len(app.audio.played)
        s.update(s.count_end + 0.1)
        cues = app.audio.played[heard:]
        assert not any(c.startswith("score") for c in cues) and "focus" in cues, cues
    finally:
        table.worker.close()


def test_a_gain_lands_with_the_score_chime_sized_to_it():
    from game.scenes.table.summary_look import land_sound
    played = []
    audio = SimpleNamespace(play=played.append,
                            score=lambda p, d=1: played.append(f"score:{p}") or "s")
    g = Game("american", 2, seed=0)
    won = SimpleNamespace(change=(20, -10), winner=None, seat=0, how="domino")
    land_sound(audio, won, g, 0)
    assert played == ["score:20"]
    sniff = Game("sniff61", 2, seed=0)  # Sniff 61's 4 points ring as the 20 they were
    land_sound(audio, SimpleNamespace(change=(4, 0), winner=None, seat=0, how="domino"),
               sniff, 0)
    assert played[-1] == "score:20"
