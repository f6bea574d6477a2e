"""The hand summary: focus goes back to Continue after Review, Replay hand or
See the board; a key pressed as the hand ends does not skip
the tally, and a first press during the count-up only finishes it; the
rounding picture's column stays put from hand to hand; the way the hand
ended is said in plain words."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from engine.events import HandEnd
from game.actions import Action, Input
from game.present.coach import coach_report
from game.scenes.table.summary import SummaryScene
from tests.game_harness import frame, key, run_until, table_app


def _summary(players=2, speed="instant", ev=None):
    app, table = table_app(players=players, seed=3, speed=speed)
    run_until(app, lambda: table.human_turn, max_frames=4000)  # a hand dealt to replay
    if ev is None:
        ev = HandEnd("domino", 1, (7, 0), (-10, 0), (40, 60), ((0, 1), ()))
    table.game.hand_no = 0
    s = SummaryScene(app, table, ev)
    s.analysis = SimpleNamespace(done=True, problem="", decisions=[], poll=lambda: False,
                                 pending=[],
                                 report=coach_report([], 5),
                                 cancel=lambda: None)
    app.push(s)
    return app, table, s


def test_focus_returns_to_continue_after_replay_and_review():
    app, table, s = _summary()
    table.human = 0
    for opener, button in ((s.replay, s.replay_button), (s.review, s.review_button)):
        s.set_focus(s.buttons.index(button))
        opener()
        assert app.top is not s
        app.pop()
        assert app.top is s
        assert s.buttons[s.focus] is s.button and s.button.focused
        assert not button.focused


def test_focus_returns_to_continue_after_see_the_board():
    app, table, s = _summary()
    s.set_focus(s.buttons.index(s.board_button))
    s.handle(Input(Action.CONFIRM))
    assert s.board_shown
    s.handle(Input(Action.CONFIRM))  # back to the summary
    assert not s.board_shown
    assert s.buttons[s.focus] is s.button
    s.handle(Input(Action.CONFIRM))  # and Enter now deals the next hand
    assert app.top is table


def test_enter_at_the_hand_end_does_not_skip_the_tally():
    app, table, s = _summary(speed="normal")
    for _ in range(50):  # Enter / Space mashed over the first 0.8 s: ignored
        key(pygame.K_RETURN if _ % 2 else pygame.K_SPACE)
        frame(app)
    assert app.top is s and s.count_progress < 1.0
    run_until(app, lambda: s.guard <= 0, 200)
    assert app.top is s and s.count_progress < 1.0
    key(pygame.K_RETURN)  # a first press only finishes the count-up
    frame(app)
    assert app.top is s and s.count_progress == 1.0
    key(pygame.K_RETURN)  # the next one continues
    frame(app)
    assert app.top is table


def _chain_lefts(players, hands, pips, scale=1.0):
    """Where each hand's words end and its tiles start (screen x)."""
    from game import ui
    teams = 2 if players == 4 else players
    ev = HandEnd("domino", 1, tuple(pips), (-10,) + (0,) * (teams - 1),
                 (40,) * teams, tuple(tuple(h) for h in hands))
    app, table, s = _summary(players, ev=ev)
    if scale != 1.0:
        app.set_text_scale(scale)
        s.resize()
    try:
        with ui.record_text() as log:
            app.draw()
        words = {line[2] for line in s.lines if line[0] == "hand"}
        out = [d.rect.right for d in log if d.text in words]
        assert len(out) == len(words), [d.text for d in log]
        return out + [app.vp.point((s.painter.columns()[0], 0))[0] + 10000]
    finally:
        app.set_text_scale(1.0)


def test_the_rounding_column_is_the_same_for_every_hand():
    """The pips chain started at x 686 / 476 / 566 as the longest hand
    changed; the hands' words end at the same x, the tiles start at the same x, whatever
    the hand and the player count."""
    cases = [
        (2, [(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), ()], [60, 0]),
        (2, [(0, 1), ()], [1, 0]),
        (2, [(27,), ()], [12, 0]),
        (3, [(0, 1, 2, 3, 4), (), (5, 6)], [13, 0, 7]),
        (4, [(0, 1), (), (2,), (27, 3)], [7, 0, 8, 13]),
        (4, [(0, 1, 2, 3, 4, 5, 6), (), (7, 8, 9), (10,)], [40, 0, 9, 3]),
    ]
    for scale in (1.0, 2.0):
        xs, tiles = set(), set()
        for players, hands, pips in cases:
            got = _chain_lefts(players, hands, pips, scale)
            xs.update(got[:-1])
            tiles.add(got[-1])
        assert max(xs) - min(xs) <= 1, (scale, sorted(xs))  # (1 px: a centred word)
        assert len(tiles) == 1, tiles


def test_going_out_is_said_in_plain_words():
    """"Hand 2: You dominoed" was jargon; it says the player went out,
    in English, Polish and Chinese (never the untranslated English)."""
    from engine import Game
    from game.i18n import set_language
    from game.scenes.table.scene import seat_names
    from game.scenes.table.summary import summary_lines
    expect = {"en": ("You went out", "North went out"),
              # (the short headline, as the table's plate says it, so that it keeps
              # its size at 200 % text: test_summary_headline)
              "pl": ("Ty: domino", "Północ: domino"),
              "zh_CN": ("出完了手牌", "出完了手牌")}
    try:
        for lang, (you, north) in expect.items():
            set_language(lang)
            for seat, want in ((0, you), (1, north)):
                for ruleset in ("american", "sniff61"):
                    g = Game(ruleset, 2, seed=0)
                    g.hand_no = 1
                    change = (0, 0) if ruleset == "american" else ((2, 0) if seat == 0
                                                                  else (0, 2))
                    ev = HandEnd("domino", seat, (0, 9) if seat == 0 else (9, 0),
                                 change, (10, 3), ((), ()))
                    lines = summary_lines(g, seat_names(2, 0), ev)
                    text = "\n".join(str(x) for x in lines)
                    assert "dominoed" not in text.lower() and "dominoing" not in text
                    assert want in lines[0][1], (lang, lines[0][1])
    finally:
        set_language("en")
