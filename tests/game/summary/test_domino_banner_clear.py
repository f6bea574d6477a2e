"""The going-out moment reads clearly: "Domino!" and the plate of what going out did
sit in free felt, clear of the seats' plates, the tiles, the hands, the boneyard, and a
bot's speech bubble never lands on them (a bubble once sat over "Domino!"). Over
board states of seeded games: both rulesets, 2-4 players, 100 % and 200 % text."""

from __future__ import annotations

from engine.events import HandEnd
from game.config import GameConfig
from game.present.going_out import going_out
from game.present.words import Msg
from game.scenes.table.payoff import banner_blocks, draw_reactions
from game.scenes.table.scene import TableScene
from tests.game.table.test_overlays_free_felt import _show, _states, obstacles
from tests.game_harness import make_app

#: Board states per ruleset, player count and text size.
PER_CASE = 6


def _going_out(players: int, entries: int):
    pips = tuple(0 if s == 1 else 7 + 3 * s for s in range(players))
    change = tuple(0 if e == 1 % entries else -10 for e in range(entries))
    ev = HandEnd("domino", 1, pips, change, (40,) * entries, tuple(() for _ in pips))
    return going_out(ev, [(s, 10) for s in range(players) if s != 1])


def _recording(draw, got: dict):
    """``draw`` (the bubbles' painter) noting where each bubble went in ``got``."""
    def record(*a, **k):
        out = draw(*a, **k)
        got.update(out)
        return out
    return record


def test_the_domino_banner_and_the_bubbles_keep_clear_of_each_other_and_the_table():
    app = make_app()
    checked = bubbles = 0
    try:
        for scale in (1.0, 2.0):
            app.set_text_scale(scale)
            for ruleset in ("american", "sniff61"):
                for players in (2, 3, 4):
                    cfg = GameConfig(ruleset=ruleset, players=players,
                                     levels=["easy"] * 4, seed=3)
                    table = TableScene(app, cfg)
                    app.stack[:] = [table]
                    painter, v = table.painter, table.view
                    painter.draw(app.screen)  # the HUD laid out at this text size
                    gen = _states(ruleset, players)
                    for i in range(PER_CASE):
                        for _skip in range(1 + i % 3):
                            g, lay, pts = next(gen)
                        _show(table, g, lay, pts)
                        v.callouts = []
                        v.banner, v.banner_t = "domino", 1.0
                        v.status = Msg("domino", 1)
                        v.going_out = _going_out(players, 2 if g.teams else players)
                        mine = banner_blocks(painter, v)
                        assert mine, "the banner is placed"
                        where = (scale, ruleset, players, len(lay.placed))
                        blocks = obstacles(painter, v)
                        blocks += [(f"plate {s}", app.vp.rect(lab.rect))
                                   for s, lab in enumerate(painter.labels)]
                        for r in mine:
                            for kind, o in blocks:
                                assert not r.colliderect(o), (where, r, kind, o)
                                checked += 1
                        # each bot says something at the moment: never over the banner
                        for seat in range(players):
                            if seat == table.human:
                                continue
                            painter.reactions.said = {seat: ("Nice!", table.time)}
                            got = {}
                            draw = painter.reactions.draw
                            painter.reactions.draw = _recording(draw, got)
                            try:
                                draw_reactions(app.screen, painter, table)
                            finally:
                                painter.reactions.draw = draw
                            for r in got.values():
                                bubbles += 1
                                assert r.collidelist(mine) < 0, (where, seat, r, mine)
                        v.banner, v.going_out = "", None
    finally:
        app.set_text_scale(1.0)
    assert checked > 500 and bubbles > 20, (checked, bubbles)
