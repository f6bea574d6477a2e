"""Issue 16 (payoff): the bots react ("opponents have no personality; the
avatars never react"): a short speech bubble beside a bot's plate when it scores 15+, it
goes out, the player scores 20+ or it is stuck; phrases from a seeded RNG; never over a
word or a tile; shown under reduced motion too (no pop)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.present.words import Msg
from game.render.reactions import PHRASES, SAY_SECONDS, Reactions
from game.scenes.table.payoff import react
from game.ui.text import record_text
from tests.game_harness import frame, frames, run_until, table_app


def test_the_same_game_says_the_same_things():
    said = [[Reactions(7).react(1, "big", 0.0) for _k in range(1)] for _r in range(2)]
    assert said[0] == said[1]
    a, b = Reactions(7), Reactions(7)
    seq = [(a.react(1, m, 0.0), b.react(1, m, 0.0)) for m in PHRASES for _k in range(3)]
    assert all(x == y for x, y in seq)
    other = Reactions(8)
    assert [other.react(1, m, 0.0) for m in PHRASES for _k in range(3)] != [x for x, _y in seq]
    assert all(len(p) >= 4 for p in PHRASES.values())


def _view(**kw):
    v = SimpleNamespace(last_move=None, status=None, banner="", passes={}, deals=1)
    v.__dict__.update(kw)
    return v


GAME2 = SimpleNamespace(players=2, seat_entry=lambda s: s,
                        rules=SimpleNamespace(points_divisor=1))


def _play(seat, points):
    return Msg("play", seat, {"points": points, "total": points})


def test_each_moment_is_read_once_off_the_view():
    r = Reactions(3)
    react(r, _view(last_move=_play(1, 5)), GAME2, 0, 1.0)
    assert r.said == {}  # 5 points: nothing to say
    v = _view(last_move=_play(1, 15))
    react(r, v, GAME2, 0, 2.0)
    assert r.said[1][0] in PHRASES["big"] and r.said[1][1] == 2.0
    react(r, v, GAME2, 0, 2.5)  # the same play a frame later: said once
    assert r.said[1][1] == 2.0
    react(r, _view(last_move=_play(0, 20)), GAME2, 0, 3.0)
    assert r.said[1][0] in PHRASES["player_big"] and 0 not in r.said
    react(r, _view(banner="domino", status=Msg("domino", 1)), GAME2, 0, 4.0)
    assert r.said[1][0] in PHRASES["out"]
    react(r, _view(passes={1: 0.5}, status=Msg("passes", 1)), GAME2, 0, 5.0)
    assert r.said[1][0] in PHRASES["blocked"]
    react(r, _view(passes={0: 0.5}), GAME2, 0, 6.0)  # the player passing: no bubble
    assert r.said[1][1] == 5.0 and 0 not in r.said
    sniff61 = SimpleNamespace(players=2, seat_entry=lambda s: s,
                              rules=SimpleNamespace(points_divisor=5))
    s61 = Reactions(3)
    react(s61, _view(last_move=_play(1, 3)), sniff61, 0, 1.0)  # a total of 15
    assert s61.said[1][0] in PHRASES["big"]
    demo = Reactions(3)
    react(demo, _view(last_move=_play(1, 30)), GAME2, None, 1.0)
    assert demo.said == {}  # a demo: nobody to talk to
    assert r.live(5.0 + SAY_SECONDS) == {}  # and a few beats later it is gone


def _bubbles(app, table, phrases):
    with record_text() as log:
        app.draw()
    return [d for d in log if d.text in phrases], [d for d in log if d.text not in phrases]


def _tiles(table):
    v, board = table.view, table.painter.board
    return [r for r in (board.tile_rect(t) for t, _c in v.layout.placed) if r is not None] \
        if v.layout is not None else []


def _bubbles_clear(players: int, still: bool = False):
    app, table = table_app(players=players, seed=5, reduced_motion=still)
    try:
        run_until(app, lambda: table.human_turn)
        for _turn in range(3):  # a few tiles on the board
            c = table.game.legal_codes()[0]
            table.try_play(c >> 8, c & 255)
            run_until(app, lambda: table.human_turn or table.game.phase != "play")
            if table.game.phase != "play":
                break
        bots = [s for s in range(players) if s != table.human]
        # one bubble at a time: each bot's in turn, clear of words and tiles
        for s, m in zip(bots, ("big", "out", "blocked")):
            said = {table.painter.reactions.react(s, m, table.time)}
            frame(app) if still else [frame(app) for _k in range(20)]
            bubbles, others = _bubbles(app, table, said)
            assert len(bubbles) == 1, (players, s, [b.text for b in bubbles])
            tiles = _tiles(table)
            for b in bubbles:
                assert b.rect.collidelist(tiles) < 0, b.text
                hits = [o.text for o in others if o.rect.colliderect(b.rect)]
                assert not hits, (b.text, hits)
                assert app.vp.rect((28, 28, 1224, 664)).contains(b.rect)
            table.time += SAY_SECONDS
            assert _bubbles(app, table, said)[0] == []  # a few beats, then gone
        return table
    finally:
        table.worker.close()


def test_a_bubble_shows_beside_each_bot_never_over_words_or_tiles_then_goes():
    for players in (2, 3, 4):
        _bubbles_clear(players)


def test_under_reduced_motion_the_bubble_is_simply_there():
    _bubbles_clear(2, still=True)  # its words readable on its first frame, no pop


def test_the_bots_react_in_a_real_game():
    """The table's hook feeds the reactions from the real view: over a few hands of
    play a bot says something."""
    app, table = table_app(players=2, seed=4)
    try:
        run_until(app, lambda: table.human_turn)
        heard = set()
        for _turn in range(80):
            run_until(app, lambda: table.human_turn or table.game.phase != "play"
                      or len(app.stack) > 1, max_frames=3000)
            heard |= {p for p, _t in table.painter.reactions.said.values()}
            if heard or table.game.phase == "over" or len(app.stack) > 1:
                break
            tiles = table.playable_tiles()
            if not tiles:
                table.draw_from_boneyard()
                continue
            table.try_play(tiles[0], table.legal_spots(tiles[0])[0])
            for _k in range(30):
                frame(app)
                heard |= {p for p, _t in table.painter.reactions.said.values()}
        assert heard and heard <= {p for ps in PHRASES.values() for p in ps}
    finally:
        table.worker.close()
    assert pygame.get_init()


def test_a_bubble_never_covers_the_thinking_line_or_the_last_play_under_the_plate():
    """Seen in the real window: under North's plate, "thinking.." pushed the last play's
    marks ("drew 1 · [3|6] +15") down under the bubble."""
    app, table = table_app(players=2, seed=5)
    try:
        bot = 1 - table.human
        for _turn in range(12):  # until North has a last play shown and thinks again
            run_until(app, lambda: table.human_turn)
            if table.view.last_action.get(bot) is not None:
                break
            c = table.game.legal_codes()[0]
            table.try_play(c >> 8, c & 255)
        assert table.view.last_action.get(bot) is not None
        c = table.game.legal_codes()[0]
        table.try_play(c >> 8, c & 255)  # North's turn next: it thinks
        run_until(app, lambda: table.view.turn == bot and table.game.phase == "play")
        phrase = table.painter.reactions.react(bot, "big", table.time - 0.5)  # popped
        keep = table.pending
        table.pending = keep if keep is not None else object()  # North is thinking
        try:
            bubbles, others = _bubbles(app, table, {phrase})
        finally:
            table.pending = keep
        dots = table.painter.labels[bot].dots  # (North thinks: its dots on its plate)
        assert bubbles and dots is not None
        for b in bubbles:
            assert not [o.text for o in others if o.rect.colliderect(b.rect)]
            assert not b.rect.colliderect(dots)
    finally:
        table.worker.close()


def test_a_bubble_reads_on_a_solid_plate_at_the_chips_size_while_it_is_up():
    """A new player found the bots' words faint green on green and small: a bubble's
    words are at least the chips' size (at 100 % and 200 % text), on a solid cream
    plate (the felt does not show through) for all but its last fade."""
    from game.render.table_sizes import chip_size
    from game.ui import THEME
    from game.ui.text import contrast_ratio
    for scale in (1.0, 2.0):
        app, table = table_app(players=2, seed=5, text_scale=scale)
        try:
            run_until(app, lambda t=table: t.human_turn)
            said = {table.painter.reactions.react(1, "big", table.time)}
            table.time += SAY_SECONDS - 0.6  # late in its life, before its fade
            bubbles, _others = _bubbles(app, table, said)
            assert len(bubbles) == 1
            b = bubbles[0]
            with record_text() as log:
                table.text.draw(app.screen, "+15", chip_size(table.text), THEME.ink_dark,
                                (0, 0), "topleft", True)
            if scale == 1.0:
                chip = log[0].px
            # at 100 %: the chips' size or more; at 200 %: never under that (a phrase is
            # one line, as wide as a bubble beside a plate may be)
            assert b.px >= chip, (scale, b.px, chip)
            inside = (b.rect.left - 3, b.rect.centery)
            assert tuple(app.screen.get_at(inside))[:3] == tuple(THEME.panel[:3])
            assert contrast_ratio(THEME.ink_dark, THEME.panel) >= 7.0
        finally:
            table.worker.close()


@pytest.mark.parametrize("players", [2, 4])
def test_a_bubble_never_covers_a_scores_sum(players, monkeypatch):
    """A bot's speech bubble sat on the winning "5 + 3 + 5 + 2 = 15": with a score's
    sum shown just where a bot's bubble would go, the bubble goes elsewhere (or says
    nothing), never over the sum's plate."""
    app, table = table_app(players=players, seed=5, reduced_motion=True)
    try:
        run_until(app, lambda: table.human_turn)
        v, painter = table.view, table.painter
        checked = 0
        for s in [s for s in range(players) if s != table.human]:
            said = {painter.reactions.react(s, "big", table.time)}
            bubbles, _others = _bubbles(app, table, said)
            assert bubbles
            where = bubbles[0].rect.center  # the sum put where this bubble goes
            v.tally, v.tally_done = [5, 3, 5, 2], True
            monkeypatch.setattr(painter, "payoff_points", lambda _v, w=where: (w, None))
            bubbles, _others = _bubbles(app, table, said)
            box = painter.sum_box
            assert box is not None and box.collidepoint(where)
            assert not any(b.rect.colliderect(box) for b in bubbles), (players, s, box)
            checked += 1
            v.tally, v.tally_done = [], False
            monkeypatch.undo()
            table.time += SAY_SECONDS
        assert checked
    finally:
        table.worker.close()


def test_a_new_deal_leaves_no_bubble_of_the_last_hand():
    """A bot's "I'm out first!" still stood beside it as it led the next hand (the
    table's clock stops while the summary is up, so the bubble had not aged out): a
    new deal clears every bubble, once the table shows it (the engine deals ahead of the
    screen: the bubble stays while the last hand is still on it)."""
    app, table = table_app(players=2, seed=5, reduced_motion=True)
    try:
        run_until(app, lambda: table.human_turn)
        table.painter.reactions.react(1, "out", table.time)
        assert table.painter.reactions.live(table.time)
        table.game._end_hand("blocked", None, [])  # the engine's own hand end
        dealt = table.view.deals
        table._advance()  # the engine deals the next hand
        assert table.game.phase == "play"
        run_until(app, lambda: table.view.deals == dealt + 1)  # the table shows the deal
        frames(app, 1)  # a frame drawn: the bubbles read off the view
        assert table.painter.reactions.live(table.time) == {}
    finally:
        table.worker.close()
