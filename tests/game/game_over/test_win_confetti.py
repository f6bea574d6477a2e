"""A win's paper falls for seconds after the
first burst, stepped by the real frame time; a loss has none. Issue 16 ("the
confetti looks like noise"): it is one burst from both sides and a sprinkle from the
top that fades out after about 3 s, not paper for 7 s."""

from __future__ import annotations

from game.scenes.game_over.scene import PANEL
from tests.game.game_over.test_game_over_look import _over


def _pieces_on_panel(app, over) -> int:
    panel = app.vp.rect(PANEL)
    return sum(1 for paper in (over.confetti, over.rain) if paper is not None
               for x, y, *_rest in paper.particles
               if paper.alive and panel.collidepoint(x, y) and paper.t >= _rest[-1])


def test_a_win_s_confetti_falls_for_seconds_then_fades_out():
    app, _table, over = _over((252, 188), 0)
    app.push(over)
    seen = {}
    for frame in range(int(6.0 * 30)):  # 30 fps: the real frame time steps it
        over.update(1 / 30)
        t = (frame + 1) / 30
        if abs(t - round(t)) < 1e-6:
            seen[round(t)] = _pieces_on_panel(app, over)
    assert seen[1] > 0 and all(seen[s] >= 10 for s in (2, 3)), seen
    assert seen[4] == 0 and seen[5] == 0, seen  # gone after ~3 s
    assert not over.confetti.alive and not over.rain.alive  # the screen may go still
    over.draw(app.screen)


def test_a_loss_has_no_confetti():
    app, _table, over = _over((120, 252), 1)
    app.push(over)
    for _frame in range(90):
        over.update(1 / 30)
    assert over.confetti is None and over.rain is None


def test_reduced_motion_keeps_the_words_and_the_fanfare_but_no_paper():
    app, _table, over = _over((252, 188), 0)
    app.settings.reduced_motion = True
    heard = []
    app.audio.play = lambda name, *a, **k: heard.append(name)
    app.push(over)
    for _frame in range(60):
        over.update(1 / 30)
    assert "win" in heard  # the fanfare still plays
    assert over.confetti is None and over.rain is None
    from game.ui.text import record_text
    with record_text() as log:
        over.draw(app.screen)
    drawn = {d.text for d in log}
    assert "You win!" in drawn and "252 : 188" in drawn
