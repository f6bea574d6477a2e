"""The game-over screen's celebration: confetti,
rain and the record cards' light never land on a word or a card of the panel (they fall
behind it and in the margins); a win gets trophies and the final score counts up; a
loss's "New best!" shows without a burst of light."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from engine.game import Outcome
from game.render.confetti import Confetti
from game.render.fx_burst import SparkBurst
from game.scenes.game_over.progress import Progress, ProgressCards
from game.scenes.game_over.scene import GameOverScene
from game.scenes.game_over.trophy import COUNT_SPAN, counted, trophy_rects
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


def _over(scores, winner, new=True):
    app, table = table_app(players=2, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    g = table.game
    fake = SimpleNamespace(outcome=Outcome(winner, scores, g.teams), teams=g.teams,
                           rules=g.rules, target=g.target, seed=1)
    wrap = SimpleNamespace(game=fake, names=table.names, human_entry=table.human_entry,
                           config=table.config, text=table.text)
    over = GameOverScene(app, wrap)
    # a fresh profile's game: the best play and the best hand are new records
    over.cards = ProgressCards(Progress("medium", 1, 2, 1, 20, 50, new, new),
                               over.cards.area if over.cards else pygame.Rect(310, 0, 660, 78),
                               over.celebrate)
    app.push(over)
    return app, over


def _frame(app, over):
    surf = app.screen
    app.stack[0].draw(surf)
    with record_text() as log:
        over.draw(surf)
    return surf.copy(), log


def _fx_pixels(app, over, monkeypatch):
    """The pixels the confetti, rain and sparks change, and the panel's texts."""
    lit, log = _frame(app, over)
    with monkeypatch.context() as m:
        m.setattr(Confetti, "draw", lambda self, surf: None)
        m.setattr(SparkBurst, "draw", lambda self, surf: None)
        plain, _log = _frame(app, over)
    same = pygame.mask.from_threshold(lit, (0, 0, 0), (1, 1, 1, 255), plain, 1)
    same.invert()  # the pixels that differ
    return same, log


@pytest.mark.parametrize("scores,winner", [((105, 95), 0), ((75, 115), 1)])
def test_no_celebration_pixel_lands_on_a_word_or_a_card(scores, winner, monkeypatch):
    app, over = _over(scores, winner)
    seen = 0
    for t in (0.6, 1.1, 1.5, 2.2, 3.0):
        over.t = t - 1 / 60
        over.update(1 / 60)
        diff, log = _fx_pixels(app, over, monkeypatch)
        seen += diff.count()
        vp = app.vp
        keep = [d.rect for d in log]
        for card in over.cards.rects():  # a card, but for its rounded corners
            keep += [vp.rect(card.inflate(-24, 0)), vp.rect(card.inflate(0, -24))]
        keep += [vp.rect(b.rect) for b in over.menu.buttons]
        for r in keep:
            r = r.clip(app.screen.get_rect())
            if r.w <= 0 or r.h <= 0:
                continue
            sub = pygame.mask.Mask(r.size, fill=True)
            hits = diff.overlap_area(sub, r.topleft)
            assert hits == 0, (t, r, hits)
    if winner == 0:
        assert seen > 500  # the celebration does show (in the margins)


def test_a_loss_has_no_burst_on_its_new_best():
    app, over = _over((75, 115), 1)
    assert not over.cards.cheer
    over.t = 1.4
    over.draw(app.screen)
    assert over.cards._bursts == {}


def test_the_final_score_counts_up_and_settles():
    a, b = COUNT_SPAN
    assert counted(105, 0.0) == 0
    mid = counted(105, (a + b) / 2)
    assert 0 < mid < 105
    assert counted(105, b) == 105 and counted(105, 0.0, still=True) == 105
    app, over = _over((105, 95), 0)
    app.settings.speed = "normal"
    app.settings.reduced_motion = False
    over.t = (a + b) / 2
    assert over.headline(counting=True) != "105 : 95"
    over.t = b
    assert over.headline(counting=True) == "105 : 95"
    app.settings.reduced_motion = True
    over.t = 0.0
    assert over.headline(counting=True) == "105 : 95"


def test_a_win_has_trophies_beside_its_title():
    title = pygame.Rect(540, 100, 200, 60)
    rs = trophy_rects(title, pygame.Rect(320, 90, 640, 80), 66, 22)
    assert len(rs) == 2
    assert rs[0].right <= title.left and rs[1].left >= title.right
    assert not trophy_rects(pygame.Rect(330, 100, 620, 60), pygame.Rect(320, 90, 640, 80),
                            66, 22)  # a title as wide as the panel: no room, none
    app, over = _over((105, 95), 0)
    over.t = 1.5
    over.update(0.0)
    over.draw(app.screen)
    gold = 0
    for x in range(300, 560, 2):
        for y in range(80, 180, 2):
            c = app.screen.get_at((x, y))
            gold += c.r > 200 and 150 < c.g < 215 and c.b < 110
    assert gold > 30


def test_a_loss_is_gentle_but_not_flat():
    for scores, winner, lit in (((75, 115), 1, True), ((105, 95), 0, False)):
        app, over = _over(scores, winner)
        over.t = 1.5
        over.draw(app.screen)
        r, g, b, _a = app.screen.get_at(app.vp.point((450, 146)))  # beside the title
        assert (r > 34 + 6 and r > b) is lit, (scores, (r, g, b))  # a soft warm light


def test_a_negative_score_reads_with_a_real_minus_and_a_plain_separator():
    """Once "105 – -5" (an en dash, then a hyphen). Now "105 : −5" (U+2212)."""
    from game.ui.numbers import score, score_pair, signed
    app, over = _over((105, -5), 0)
    assert over.headline() == "105 : \u22125"
    assert score(-35) == "\u221235" and score(0) == "0" and score(40) == "40"
    assert signed(10) == "+10" and signed(0) == "0" and signed(-10) == "\u221210"
    assert score_pair(-5, 105) == "\u22125 : 105"
    assert "-" not in over.headline() and "\u2013" not in over.headline()
