"""Issue 16, "going out feels unrewarded": a domino is the player's gain.
The "Domino!" beat and the hands turning up come first; then the others' pips count
and fly to the scores they change; only then do the words say what going out gained
("You went out" over "North loses 15"), true to each rule book:
American Sniff takes the others' rounded pips off their scores (RULES.md 1.7), Sniff
61 scores them for the side that went out, ÷ 5 (RULES.md 3), flying to its row, which
counts up with the score sound."""

from __future__ import annotations

from engine.events import HandEnd
from game.present import TableView
from game.present.director import Director

NAMES = ["You", "West", "North", "East"]


def _run(ev, players: int, entries: int):
    """Feed the hand end ``ev`` and step the timeline at 60 fps: (director, the clock
    the words came at, the sounds heard with their clocks, what they said)."""
    v = TableView.empty(players, False, 0, [50] * entries)
    heard: list = []
    d = Director(v, sound=lambda n: heard.append((n, d.clock)),
                 score_sound=lambda p: heard.append((f"score:{p}", d.clock)),
                 on_hand_end=lambda _e: None)
    d.feed([ev])
    came, told, chips = None, None, []
    for _frame in range(60 * 20):
        d.update(1 / 60)
        if v.deductions and not chips:
            chips = [(c.seat, c.entry, c.amount, c.gain) for c in v.deductions]
        if came is None and v.going_out is not None:
            came, told = d.clock, v.going_out
        if d.held:
            break
    return d, came, heard, told, chips


def _at(d, name: str) -> float:
    return next(c for n, c in d.landed if n == name)


def test_american_going_out_is_told_as_the_gain_after_the_pips_fly():
    ev = HandEnd("domino", 0, (0, 12, 8), (0, -10, -10), (50, 40, 40),
                 ((), (12,), (20,)))
    d, came, heard, told, chips = _run(ev, 3, 3)
    assert told is not None, d.landed
    # the beat before the words: the hands turned up, the pips flew and landed first
    assert came >= _at(d, "turn_up") and came >= _at(d, "deduct_fly") - 1e-9
    assert came >= _at(d, "turn_up") + 1.5  # read after the tiles told it
    names = NAMES[:1] + ["West", "East"]
    # plainly, as the summary says it: the others' scores go down, not the player's up
    assert told.headline(names, 0) == "You went out!"
    assert told.source(names, 0) == "West loses 10, East loses 10"
    # the rule: taken off the others (each chip flies to its own score, counting down)
    assert chips == [(1, 1, 10, False), (2, 2, 10, False)]
    assert d.view.scores == [50, 40, 40]
    # the words hold before the summary covers the table
    assert _at(d, "hand_end") - came >= 1.2


def test_another_seat_going_out_is_told_with_its_name():
    ev = HandEnd("domino", 1, (7, 0), (-5, 0), (45, 50), ((7,), ()))
    _d, _came, _heard, told, _chips = _run(ev, 2, 2)
    assert told.headline(["You", "North"], 0) == "North went out"
    assert told.source(["You", "North"], 0) == "Your tiles left \u22125"


def test_a_partner_s_pips_cost_the_pair_in_the_gain():
    # South goes out; West 12 (-10) + East 9 (-10) off theirs, North 8 (-10) off ours
    ev = HandEnd("domino", 0, (0, 12, 8, 9), (-10, -20), (40, 30),
                 ((), (12,), (8,), (9,)))
    _d, _came, _heard, told, _chips = _run(ev, 4, 2)
    assert told.gain == 10
    assert told.headline(NAMES, 0) == "You went out!"
    assert told.source(NAMES, 0) == "West loses 10, North loses 10, East loses 10"


def test_sniff61_going_out_scores_the_others_pips_on_the_scorer_s_row():
    ev = HandEnd("domino", 0, (0, 12, 9), (4, 0, 0), (54, 50, 50), ((), (12,), (9,)))
    d, came, heard, told, chips = _run(ev, 3, 3)
    # each hand's pips fly to the scorer's row (entry 0), not off their own
    assert chips == [(1, 0, 12, True), (2, 0, 9, True)]
    sound = next(c for n, c in heard if n == "score:4")  # the row counts up, scored
    assert sound >= _at(d, "deduct_count")
    assert came >= sound - 1e-9
    names = ["You", "West", "East"]
    assert told.headline(names, 0) == "You went out: +4"
    assert told.source(names) == "West 12 + East 9 = 21 pips \u00f7 5"
    assert d.view.scores == [54, 50, 50]


def test_the_table_shows_the_gain_under_the_domino_banner(tmp_path, monkeypatch):
    """The words are drawn under "Domino!" (never off the window, also at 200 % text)
    once told, and a Sniff 61 chip flying to the scorer's row reads as pips ("12
    pips"), never a "-12" off the hand's own score."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    from game.present.going_out import GoingOut
    from game.present.view import Deduction
    from game.present.words import Msg
    from game.ui.text import record_text
    from tests.game_harness import table_app
    for scale in (1.0, 2.0):
        app, table = table_app(players=3, ruleset="sniff61", seed=1, text_scale=scale)
        try:
            v = table.view
            v.banner, v.banner_t, v.status = "domino", 2.0, Msg("domino", 0)
            with record_text() as log:
                table.painter.draw(app.screen)
            assert not [d for d in log if "went out: +" in d.text]  # not told yet
            v.going_out = GoingOut(0, 4, ((1, 12), (2, 9)), True, 21)
            v.deductions = [Deduction(1, 0, 12, 12, 12, True, gain=True)]
            v.banner_t = 3.0
            table.painter.draw(app.screen)  # it fades in from when it was told
            v.banner_t = 3.5
            with record_text() as log:
                table.painter.draw(app.screen)
            drawn = {d.text: d for d in log}
            head = drawn["You went out: +4"]
            src = drawn["West 12 + East 9 = 21 pips \u00f7 5"]
            word = drawn["Domino!"]
            assert word.rect.bottom <= head.rect.top < src.rect.top
            screen = app.screen.get_rect()
            assert screen.contains(head.rect) and screen.contains(src.rect)
            assert "12 pips" in drawn and "\u221212" not in drawn
        finally:
            table.worker.close()


def test_sniff61_a_blocked_hand_won_by_the_fewest_pips_is_told_too():
    ev = HandEnd("blocked", 0, (19, 30), (6, 0), (25, 29), ((19,), (30,)))
    d, came, _heard, told, chips = _run(ev, 2, 2)
    assert chips == [(1, 0, 30, True)]  # North's pips fly to the winner's row
    assert told.headline(["You", "North"], 0) == "Fewest pips: +6"
    assert told.source(["You", "North"]) == "North 30 = 30 pips \u00f7 5"
    assert came >= _at(d, "deduct_fly") - 1e-9


def test_the_summary_title_of_our_going_out_says_our_whole_hand():
    """The summary's title frames the going out from the player's side: the others'
    pips taken off (their rows' "−10") are what it gained ("the others lose 20")."""
    from engine import Game
    from game.scenes.table.summary import summary_lines
    g = Game("american", 3, seed=0)
    names = ["You", "West", "East"]
    ev = HandEnd("domino", 0, (0, 12, 8), (0, -10, -10), (50, 40, 40), ((), (), ()))
    lines = summary_lines(g, names, ev, 0)
    assert lines[0][1] == "You went out: the others lose 20"
    assert [x[3] for x in lines if x[0] == "hand"] == ["", "\u221210", "\u221210"]


def test_going_out_says_where_the_race_stands_after_it():
    """The player's domino is a payoff: "You went out!", what it cost North, and the
    lead it leaves ("You lead by 30"), true to the scores after the hand (RULES.md
    1.7: North's pips off North's score, nothing added to the player's)."""
    ev = HandEnd("domino", 0, (0, 12), (0, -10), (50, 20), ((), (12,)))
    _d, _came, _heard, told, chips = _run(ev, 2, 2)
    names = ["You", "North"]
    assert told.headline(names, 0) == "You went out!"
    assert told.source(names, 0) == "North loses 10"
    assert told.race(names, 0) == "You lead by 30" and told.race_ours(0)
    assert chips == [(1, 1, 10, False)]  # the "-10" flies to North's score
    behind = HandEnd("domino", 0, (0, 12), (0, -10), (20, 25), ((), (12,)))
    assert _run(behind, 2, 2)[3].race(names, 0) == "North leads by 5"
    level = HandEnd("domino", 0, (0, 12), (0, -10), (30, 30), ((), (12,)))
    assert _run(level, 2, 2)[3].race(names, 0) == "Tied at 30"
    # partners: the side's lead, by the side's name
    pair = HandEnd("domino", 2, (5, 12, 0, 9), (-5, -20), (40, 10),
                   ((5,), (12,), (), (9,)))
    assert _run(pair, 4, 2)[3].race(NAMES, 0) == "Your side leads by 30"


def test_a_blocked_hand_is_told_as_a_race_result():
    """American Sniff's blocked hand: every hand's rounded pips fly off its own score,
    and the words say why and who came off best (not a fine on the player alone)."""
    ev = HandEnd("blocked", None, (17, 3, 8), (-15, -5, -10), (35, 45, 40),
                 ((5, 6), (1, 2), (8,)))
    d, _came, _heard, told, chips = _run(ev, 3, 3)
    names = ["You", "West", "East"]
    assert told is not None, d.landed
    assert sorted(c[:3] for c in chips) == [(0, 0, 15), (1, 1, 5), (2, 2, 10)]
    assert told.headline(names, 0) == "Everyone loses the pips left in hand"
    assert told.source(names, 0) == "Your tiles left \u221215, West loses 5, East loses 10"
    assert told.race(names, 0) == "West came off best" and not told.race_ours(0)
    assert d.view.scores == [35, 45, 40]
    mine = HandEnd("blocked", None, (2, 13, 8), (0, -15, -10), (50, 45, 40),
                   ((1, 1), (6, 7), (8,)))
    told = _run(mine, 3, 3)[3]
    assert told.race(names, 0) == "You came off best" and told.race_ours(0)
