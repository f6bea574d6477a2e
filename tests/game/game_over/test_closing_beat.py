"""A game won mid-hand gets its climax. The winning play lands and scores on the board, then "You reach 10!" /
"North reaches 10!" holds over the board with its cue (the fanfare only when the
player's side wins), then that hand's summary, whose Continue opens the game-over
screen, and no goals card ever covers the game-over's result. All on the game's own
(fake) clock."""

from __future__ import annotations

import pygame

from game.goals import GOALS
from game.persistence import Persistence
from game.present.view import Callout, TableView
from game.scenes.game_over.scene import CARD_AFTER, PANEL, GameOverScene
from game.scenes.records.goals_earned import GoalsEarnedScene
from game.scenes.table.payoff import BoardPayoff
from game.scenes.table.summary import SummaryScene
from game.stats import Stats
from tests.game_harness import DT, frame, run_until, table_app


class _VP:
    scale = 1.0

    @staticmethod
    def rect(r):
        return pygame.Rect(r)


def test_the_closing_cue_plays_once_when_the_reach_banner_shows():
    """The fanfare when the player's side reaches the target, the plain cue when
    another side does; once, as the banner shows (the "+N" landed), never before."""
    from game.present.director import CALLOUT_FLIGHT
    for mine, cue in ((True, "domino"), (False, "hand_end")):
        pay = BoardPayoff(_VP(), None, None)
        v = TableView.empty(2, False, 0, [0, 0])
        v.banner, v.banner_t = "reach:0", 0.0
        c = Callout("+15", 15, 0, t=0.3, entry=0)
        v.callouts[:] = [c]
        heard = []
        for k in range(60):
            c.t = v.banner_t = 0.3 + k / 60
            if c.t >= 1.0:
                v.callouts.clear()
            got = pay.closing_cue(v, mine, False)
            if got is not None:
                heard.append((got, c.t))
        assert [h[0] for h in heard] == [cue]
        assert heard[0][1] >= CALLOUT_FLIGHT[1]
        v.banner = ""
        assert pay.closing_cue(v, mine, False) is None


def _mid_hand_app(tmp_path):
    """A 2-player table to 10 whose game ends on a play mid-hand (not at a hand's end),
    played on until that play is fed to the director; the goals all but one earned."""
    for seed in range(1, 40):
        app, table = table_app(seed=seed, speed="normal")
        app.stats = Stats(tmp_path / f"stats{seed}.json")
        app.stats.goals.progress["games10"] = 9  # the game earns "Regular"
        for g in GOALS:
            if g.id != "games10":
                app.stats.goals.earned[g.id] = "2026-01-01"
        app.persistence = Persistence(None, lambda a=app: a.stats)
        table.game.target = 10
        hands = []

        def step(table=table, app=app, hands=hands):
            if table.game.outcome is not None:
                return True
            if app.top is table and table.human_turn:
                c = table.game.legal_codes()[0]
                table.try_play(c >> 8, c & 255)
            elif isinstance(app.top, SummaryScene):
                hands.append(1)
                if app.top.shown >= len(app.top.lines):
                    app.top.close()
            return False
        run_until(app, step, max_frames=20000)
        if table.game.phase == "play" or not any(
                type(e).__name__ == "HandEnd" for e in (table.game.log or [])[-2:]):
            return app, table
        app.quit() if hasattr(app, "quit") else None
    raise AssertionError("no game won mid-hand")


def final_summary(app, seconds: float = 14) -> SummaryScene:
    """Frames until the summary of the hand a play won (before the game over)."""
    for _k in range(round(seconds / DT)):
        frame(app)
        assert not any(isinstance(sc, GameOverScene) for sc in app.stack)
        if isinstance(app.top, SummaryScene):
            return app.top
    raise AssertionError("no summary of the final hand")


def to_game_over(app, seconds: float = 14) -> GameOverScene:
    """Frames until the game-over screen, through the final hand's summary (its
    Continue pressed once it takes input)."""
    s = final_summary(app, seconds)
    s.guard = 0.0
    s.finish_count()
    s.close()
    assert isinstance(app.top, GameOverScene)
    return app.top


def test_a_game_won_mid_hand_closes_on_the_board_then_its_summary_then_game_over(tmp_path):
    app, table = _mid_hand_app(tmp_path)
    winner = table.game.outcome.winner
    mine = winner == table.human_entry
    t, banner_at, over_at, cue_at = 0.0, None, None, None
    start = len(app.audio.played)
    while over_at is None and t < 12:
        frame(app)
        t += DT
        if isinstance(app.top, SummaryScene):  # the final hand's summary, one Continue
            assert app.top.ev is None and app.top.final and cue_at is not None
            over_at = t
            to_game_over(app)
            break
        if banner_at is None and table.view.banner == f"reach:{winner}":
            banner_at = t
        heard = app.audio.played[start:]
        if cue_at is None and ("domino" in heard or "hand_end" in heard):
            cue_at = t
            assert ("domino" in heard) == mine  # the fanfare only for the player's side
    assert banner_at is not None and cue_at is not None and over_at is not None
    # "North wins" holds >= 2.8 s over the final board from the "+N" landing
    assert over_at - cue_at >= 2.8, over_at - cue_at
    over = app.top
    assert isinstance(over, GameOverScene)
    for _k in range(round((CARD_AFTER + 1.0) / DT)):
        frame(app)
        assert app.top is over  # no card over the result, ever
        assert not any(isinstance(sc, GoalsEarnedScene) for sc in app.stack)
    assert over.goals is not None and over.goals.shown
    assert not over.goals.rect(app.fonts, over.t, False).colliderect(PANEL)


def test_a_click_skips_the_closing_beat_to_the_game_over(tmp_path):
    from tests.game_harness import click
    app, table = _mid_hand_app(tmp_path)
    start = len(app.audio.played)
    for _k in range(round(8 / DT)):
        frame(app)
        heard = app.audio.played[start:]
        if "domino" in heard or "hand_end" in heard:
            break
    assert table.view.banner.startswith("reach")
    assert not any(isinstance(sc, GameOverScene) for sc in app.stack)
    from game.present.director import WIN_SKIP_AFTER  # (a press sooner hurried the "+N")
    beats = table.director.beats
    while beats and beats[0].name == "reach" and beats[0].t < WIN_SKIP_AFTER:
        frame(app)
    click((640, 400))
    for _k in range(6):
        frame(app)
    assert isinstance(app.top, SummaryScene) and app.top.final  # the final hand's summary


def test_a_press_hurrying_the_winning_play_still_lets_the_win_be_read(tmp_path):
    """Playtest: "You win!" showed about half a second before the summary covered it: a
    press to hurry the winning play's "+N" ran every beat to its end, the win's banner
    too. The skip now stops at the banner; it holds (>= 1.5 s at Normal speed) with no
    more input, and a press once it has been seen skips it."""
    from game.present.director import WIN_SKIP_AFTER
    from tests.game_harness import click
    for again in (False, True):
        app, table = _mid_hand_app(tmp_path / str(again))
        assert table.busy and not table.view.banner.startswith("reach")
        click((640, 400))  # hurry the winning play
        frame(app)
        t, shown, pressed = 0.0, None, None
        while not isinstance(app.top, SummaryScene) and t < 10:
            frame(app)
            t += DT
            if shown is None and table.view.banner.startswith("reach"):
                shown = t
            if again and pressed is None and shown is not None \
                    and t - shown > WIN_SKIP_AFTER + 0.1:
                click((640, 400))  # seen: a press more skips to the summary
                pressed = t
        assert shown is not None and isinstance(app.top, SummaryScene), table.view.banner
        if pressed is not None:
            assert t - pressed < 0.2  # the skip is still at hand
        else:
            assert t - shown >= 1.5, t - shown  # the win holds to be read


def test_the_win_banner_says_who_won_and_which_play_did_it(tmp_path):
    """A game won mid-hand has no hand summary: over the final board the banner
    says who won, a line under it which play did it ("North reached 10 with a 10"),
    that play stays lit; the game-over screen says it again."""
    from game.scenes.table.payoff import banner_words
    from game.scenes.table.win import reached_words
    app, table = _mid_hand_app(tmp_path)
    g, v = table.game, table.view
    play = [e for e in g.log if type(e).__name__ == "Play"][-1]
    seen = None
    for _k in range(round(6 / DT)):
        frame(app)
        if isinstance(app.top, SummaryScene):
            break
        if v.banner.startswith("reach") and table.painter.payoff.banner_clock(
                v, False) is not None:
            seen = (banner_words(v.banner, v.status, g, table.names, table.human)[0],
                    reached_words(g, table.names, table.human, v.closing), v.lit[0],
                    v.lit[1])
    assert seen is not None
    title, line, lit_tile, lit_left = seen
    who = table.names[play.seat]
    assert title in ("You win!", f"{who} wins")
    words = "You" if play.seat == table.human else who
    assert line == f"{words} reached 10 with a {play.points}"
    assert lit_tile == play.move.tile and lit_left > 1e6  # lit until the screen covers it
    over = to_game_over(app)
    assert over.reached == line
