"""The game-over screen as a reward or a kind loss (issue 16, screens #7): a win says
"You win!" and the final score big ("252 : 188"), with the margin; a loss says who won,
the score, and a kind line (how close it was); the table's HUD does not read through."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.game import Outcome
from game.scenes.game_over.scene import GameOverScene
from game.ui.text import contrast_ratio, record_text
from tests.game_harness import run_until, table_app


def _over(scores, winner, players=2):
    app, table = table_app(players=players, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    g = table.game
    fake = SimpleNamespace(outcome=Outcome(winner, scores, g.teams), teams=g.teams,
                           rules=g.rules, target=g.target, seed=1)
    wrap = SimpleNamespace(game=fake, names=table.names, human_entry=table.human_entry,
                           config=table.config, text=table.text)
    over = GameOverScene(app, wrap)
    return app, table, over


def _drawn(app, over):
    app.push(over)
    over.update(1.0)
    with record_text(contrast=True) as under:
        app.stack[0].draw(app.screen)
    with record_text(contrast=True) as log:
        over.draw(app.screen)
    return under, {d.text: d for d in log}


def test_a_win_is_big_and_clear():
    app, table, over = _over((252, 188), 0)
    _under, drawn = _drawn(app, over)
    assert "You win!" in drawn and drawn["You win!"].px >= 36  # 54 design (it bounces)
    score = "252 : 188"
    assert score in drawn and drawn[score].px >= 34
    assert "You won by 64 points. Well played!" in drawn


@pytest.mark.parametrize("scores,line", [
    ((238, 252), "So close: 14 points short. Another game?"),
    ((120, 252), "Good game. Ready for a rematch?")])
def test_a_loss_is_clear_and_kind(scores, line):
    app, table, over = _over(scores, 1)
    under, drawn = _drawn(app, over)
    # a loss says it once, in words, the winner's score first (a dignified
    # "North wins — 252 to 238"), not the winner's name over the player's score first
    assert f"North wins \u2014 {scores[1]} to {scores[0]}" in drawn
    assert f"{scores[0]} : {scores[1]}" not in drawn
    assert line in drawn
    # nothing of the table's HUD reads through the cover beside the panel
    surf = app.screen
    panel = app.vp.rect((290, 60, 700, 600))
    checked = 0
    for d in under:
        r = d.rect.clip(surf.get_rect())
        if r.colliderect(panel) or r.w < 4 or r.h < 4:
            continue
        px = [surf.get_at((x, y)) for y in range(r.top, r.bottom, 2)
              for x in range(r.left, r.right, 2)]
        lo = min(px, key=lambda c: c.r + c.g + c.b)
        hi = max(px, key=lambda c: c.r + c.g + c.b)
        assert contrast_ratio(lo, hi) < 1.3, (d.text, contrast_ratio(lo, hi))
        checked += 1
    assert checked >= 3


def test_the_final_scores_race_to_the_target():
    """Issue 16: each row's score races along a track to the target as it counts
    up (whole at once under reduced motion)."""
    app, table, over = _over((200, 100), 0)
    app.push(over)
    app.settings.speed = "normal"
    app.settings.reduced_motion = False
    target = table.game.target
    vp = app.vp

    def filled(row_y):  # the track's lit share under the row drawn at design y
        over.draw(app.screen)
        y = vp.point((0, row_y))[1]
        xs = range(vp.point((442, 0))[0], vp.point((838, 0))[0])
        return sum(app.screen.get_at((x, y)).r > 150 for x in xs) / len(xs)
    rows = [d for d in _drawn(app, over)[1].values() if d.text in ("You", "North")]
    ys = sorted(app.vp.to_design(d.rect.topleft)[1] for d in rows)
    over.t = 0.3
    early = [filled(y + 35) for y in ys]
    over.t = 2.0
    late = [filled(y + 35) for y in ys]
    assert all(a < b for a, b in zip(early, late)), (early, late)
    for share, score in zip(late, (200, 100)):
        assert abs(share - score / target) < 0.08, (late, target)


def test_a_team_win_says_you_and_your_partner_as_the_table_does():
    """One form on both screens: "You and North win!" (the table's banner), never
    "You + North win!"."""
    from game.scenes.table.win import win_title
    app, table, over = _over((252, 188), 0, players=4)
    assert over.title == "You and North win!"
    assert over.title == win_title(table.game, table.names, table.human, 0)[0]
    _app, _table, lost = _over((188, 252), 1, players=4)
    assert lost.title.startswith("West and East win") and "+" not in lost.title


def test_the_tables_win_banner_never_shows_round_the_game_over_panel(tmp_path):
    """The table's "North wins" banner and its "reached 10 with a 10" plate, wider than
    the game-over panel, showed their letters either side of it: from the game over's
    first frame the screen round the panel is as if the table had no banner."""
    import pygame

    from game.scenes.game_over.scene import PANEL, GameOverScene
    from tests.game.game_over.test_closing_beat import _mid_hand_app, to_game_over
    from tests.game_harness import DT
    app, table = _mid_hand_app(tmp_path)
    over = to_game_over(app)
    assert isinstance(over, GameOverScene) and table.view.banner.startswith("reach")
    over.rain = over.confetti = None  # (the paper falls at random)
    panel = app.vp.rect(PANEL)
    for t in (0.0, 0.2, 2.0):
        while over.t < t:
            over.update(DT)
        app.draw()
        with_banner = app.screen.copy()
        payoff = table.painter.payoff  # the same frame, the banner's drawing left out
        payoff.draw_banner = payoff.banner_burst = lambda *a, **k: None
        app.draw()
        del payoff.draw_banner, payoff.banner_burst
        bare = app.screen.copy()
        # round the panel: the banner's rows, left and right of it
        for side in (pygame.Rect(0, panel.y, panel.x, panel.h),
                     pygame.Rect(panel.right, panel.y, app.screen.get_width() - panel.right,
                                 panel.h)):
            a = pygame.image.tobytes(with_banner.subsurface(side), "RGB")
            b = pygame.image.tobytes(bare.subsurface(side), "RGB")
            assert a == b, t
