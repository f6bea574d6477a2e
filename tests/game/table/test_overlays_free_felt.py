"""Nothing covers what the player reads: the sum of the counted ends, the "+N", the
hand's banners ("Domino!", "Blocked", "North goes out") and the plate under them ("You
went out: +15 in the race") sit in free felt, never over a tile, a count disc, a glow
or spot ring, the hands or the boneyard: over 300 board states of random seeded games
(both rulesets, 2-4 players, 100 % and 200 % text), on the table and in the replay and
the review (the table's painter). The obstacles are taken from the renderers as drawn,
not from the placement's own list."""

from __future__ import annotations

import random

import pygame

from engine import Game
from engine.events import Play
from engine.moves import Move
from game.config import GameConfig
from game.present.going_out import GoingOut
from game.present.view import Callout
from game.scenes.table.scene import TableScene
from tests.game_harness import make_app

#: The states checked per ruleset, player count and text size (12 of them: 300 states).
PER_CASE = 25
#: The banners a state is shown with, in turn: (the view's banner, its words, big).
BANNERS = (("domino", "Domino!", True), ("blocked", "Blocked", False),
           ("domino", "North goes out", False))


def _states(ruleset: str, players: int):
    """Board states of random seeded games after each play: (game, layout, points)."""
    seed = 0
    while True:
        g = Game(ruleset, players, seed=seed)
        g.deal()
        rnd = random.Random(seed)
        while g.phase == "play":
            events = g.play(Move.from_code(rnd.choice(g.legal_codes())))
            pts = sum(e.points for e in events if isinstance(e, Play))
            yield g, g.layout.copy(), pts
        seed += 1


def _show(table, g, lay, pts) -> None:
    """The table's view showing ``lay`` (its plays, its counted ends, a "+N")."""
    v, board = table.view, table.painter.board
    v.board = [(c >> 8, c & 255) for c in g.moves if c >= 0]
    v.layout, v.last_tile = lay, v.board[-1][0]
    v.tally = [val for kind, _pc, _t, val in lay.marks() if kind == "end"]
    n = max(pts, 5)
    v.callouts = [Callout(f"+{n}", n, v.last_tile)]
    board.sync(v.board, snap=True)


def obstacles(painter, v) -> list[tuple[str, pygame.Rect]]:
    """What the player reads, as drawn: each tile, count disc (or pill, or the sniff's
    whole mark), a lit disc's glow ring, each open end's spot ring, the hands' tiles and
    trays, the boneyard."""
    board, vp, lay = painter.board, painter.scene.app.vp, v.layout
    out = [("tile", board.tile_rect(t)) for t, _pc in lay.placed]
    glow = round(board.badge_radius * 1.7)  # the GlowRing drawn round a lit end
    for _kind, pc, _label, box in board.badge_boxes(lay):
        out.append(("disc", box if box is not None else board.whole_box(lay, lay.sniff)))
        c = board.badge_centre(lay, pc)
        if c is not None:
            out.append(("glow", pygame.Rect(round(c[0]) - glow, round(c[1]) - glow,
                                            2 * glow, 2 * glow)))
    out += [("ring", board.ring_box(pc, lay)) for pc, *_rest in lay.slots]
    for seat, hand in enumerate(painter.hands):
        out += [(f"hand {seat}", r) for _t, r in hand.rects(v.hands[seat])]
    racks = getattr(painter.boneyard, "racks", None)
    out += [("tray", r) for r in (racks.rects() if racks is not None else ())]
    out.append(("boneyard", vp.rect(painter.boneyard.rect)))
    return [(k, r) for k, r in out if r is not None]


def hud(painter) -> list[tuple[str, pygame.Rect]]:
    """The HUD's boxes: the seats' plates, the status line, the scores, the Total box."""
    vp = painter.scene.app.vp
    out = [(f"plate {s}", vp.rect(lab.rect)) for s, lab in enumerate(painter.labels)]
    return out + [(n, vp.rect(getattr(painter, n).rect)) for n in ("status", "scores",
                                                                    "total")]


def overlays(painter, v, k: int) -> list[tuple[str, pygame.Rect]]:
    """Each overlay's rect as the table places it: the sum, the "+N" (its whole rise),
    banner ``k`` of BANNERS and, under a going-out banner, what going out gained."""
    pl = painter.places
    at_sum, at_call = pl.payoff_points(v)
    out = [("sum", pl.sum_rect(v, at_sum)), ("+N", pl.call_rect(v, at_call))]
    banner, word, big = BANNERS[k % len(BANNERS)]
    players = painter.scene.players
    parts = tuple((s, 10 + 5 * s) for s in range(1, players))
    v.banner = banner
    v.going_out = (GoingOut(0, 15, parts, False) if painter.scene.game.rules.name == "american"
                   else GoingOut(0, 4, parts, True, 21))
    at = pl.banner_at(v, word, big)
    out.append((word, pl.banner_rect(v, word, big, at)))
    if banner == "domino":
        out.append(("going out", pl.going_out_rect(v, word, big, at)))
    v.banner, v.going_out = "", None
    return out


def _check(painter, v, k: int, scale: float, where: str) -> int:
    """Every overlay clear of every obstacle (and at 100 % text of the HUD's boxes too);
    the number of pairs checked."""
    blocks = obstacles(painter, v) + (hud(painter) if scale == 1.0 else [])
    n = 0
    for name, r in overlays(painter, v, k):
        for kind, o in blocks:
            assert not r.colliderect(o), (where, name, r, kind, o)
            n += 1
    return n


def test_overlays_cover_nothing_the_player_reads_on_300_boards():
    app = make_app()
    states = pairs = 0
    for scale in (1.0, 2.0):
        app.set_text_scale(scale)
        for ruleset in ("american", "sniff61"):
            for players in (2, 3, 4):
                cfg = GameConfig(ruleset=ruleset, players=players, levels=["easy"] * 4,
                                 seed=3)
                table = TableScene(app, cfg)
                app.stack[:] = [table]
                table.painter.draw(app.screen)  # the HUD laid out at this text size
                gen = _states(ruleset, players)
                for i in range(PER_CASE):
                    g, lay, pts = next(gen)
                    if i % 2:  # every other play: more games, fewer near-alike boards
                        g, lay, pts = next(gen)
                    _show(table, g, lay, pts)
                    where = (scale, ruleset, players, len(lay.placed))
                    pairs += _check(table.painter, table.view, i, scale, where)
                    states += 1
    assert states >= 300 and pairs > 10 * states, (states, pairs)


def test_replay_and_review_overlays_cover_nothing(tmp_path, monkeypatch):
    """The replay and the review draw with the table's painter: their overlays keep
    off the board, the hands and the boneyard at each step of a played hand."""
    from game.scenes.review.replay import ReplayScene
    from game.scenes.review.scene import ReviewScene
    from tests.game_harness import run_until, table_app
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))
    checked = 0
    for scale in (1.0, 2.0):
        app, table = table_app(players=3, seed=5, text_scale=scale, demo=True)
        run_until(app, lambda g=table.game: len(g.moves) >= 10, max_frames=20000)
        for cls in (ReplayScene, ReviewScene):
            sc = cls(app, table.game, table.config)
            app.push(sc)
            for i in range(6):
                if cls is ReplayScene:
                    sc.forward(animate=False)
                else:
                    sc.next()
                app.draw()
                v = sc.view
                if v.layout is None or not v.layout.placed:
                    continue
                _check(sc.painter, v, i, scale, (cls.__name__, scale, len(v.board)))
                checked += 1
            app.pop()
    assert checked >= 8, checked


def test_the_tutorials_banner_covers_nothing_on_its_board():
    """The tutorial's "Domino!" / "Blocked" (it sat at a fixed place near the foot of
    the play area): in free felt of the play area at every play step's board, clear of
    the tiles, discs, rings, the sniff's tag and the "+N" callout's room, at 100 % and
    200 % text."""
    from game import tutorial as tut
    from game.scenes.tutorial.scene import LAYOUT, TutorialScene
    from tests.game.tutorial.test_tutorial_callout import _covered
    steps = [s for _li, _si, s in tut.STEPS if s.kind != "info"]
    checked = 0
    for scale in (1.0, 2.0):
        app = make_app(["--tutorial"], text_scale=scale)
        for step in steps[::3]:
            sc = TutorialScene(app, start=tut.step_index(step.id))
            app.stack[:] = [sc]
            app.draw()
            v, place = sc.view, sc.table.callout
            area = app.vp.rect(LAYOUT)
            for word in ("Domino!", "Blocked"):
                x, y, k = place.banner(word, v.layout, area)
                w, h = place.banner_box(word, k)
                r = pygame.Rect(0, 0, round(w), round(h))
                r.center = (round(x), round(y))
                assert area.contains(r), (step.id, word, r)
                hit = [(what, o) for what, o in _covered(sc) if r.colliderect(o)]
                assert not hit, (scale, step.id, word, r, hit)
                checked += 1
    assert checked >= 20, checked
