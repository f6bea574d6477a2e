"""A calmer HUD: the leader tag only
until the lead is played; no chip on a panel's border or over another; each seat
card keeps its portrait and its words inside its border at 200 % text."""

from __future__ import annotations

import pytest

from game.i18n import _
from tests.game_harness import run_until, table_app


def _leader_word() -> str:
    return _("leader")


@pytest.mark.parametrize("players, seed", [(2, 3), (2, 4), (4, 3)])
def test_the_leader_tag_goes_once_the_lead_is_played(players, seed):
    """"· leader" stayed on the player's card all hand."""
    app, table = table_app(players=players, seed=seed)
    v = table.view
    run_until(app, lambda: v.leader >= 0 and v.shuffle < 0 and any(v.hands)
              and not v.board, max_frames=4000)
    assert v.leader >= 0
    word = _leader_word()
    assert word in table.painter.label_texts(v.leader)[1]  # before the lead: said
    if v.leader == table.human:  # the player leads: plays its first tile
        run_until(app, lambda: table.human_turn, max_frames=4000)
        tile = table.playable_tiles()[0]
        table.try_play(tile, table.legal_spots(tile)[0])
    run_until(app, lambda: bool(v.board), max_frames=4000)
    run_until(app, lambda: table.human_turn, max_frames=8000)
    assert v.board
    for seat in range(players):  # after it: on no card
        assert word not in table.painter.label_texts(seat)[1], (players, seed, seat)


def _record_chips(table, surf):
    """Draw the table; the seat bubbles drawn, as ``[(seat words, rect)]``."""
    import game.scenes.table.chips as tp  # (where the table draws the chips)
    drawn = []
    real = tp.draw_last_action

    def record(surf, vp, text, label_rect, act, *a, **kw):
        box = real(surf, vp, text, label_rect, act, *a, **kw)
        if box is not None:
            drawn.append((label_rect, box))
        return box
    tp.draw_last_action = record
    try:
        table.painter.draw(surf)
    finally:
        tp.draw_last_action = real
    return drawn


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_chip_on_a_panel_border_or_over_another(players, scale):
    """West's "drew 4 · [0|3]" sat on the boneyard panel's top border. Every
    seat's chip keeps CLEAR px off every panel, off every other seat's plate and off
    every other chip, inside the felt."""
    import pygame

    from game.present.view import LastAction
    from game.render.seat_marks import CLEAR
    from game.ui.viewport import FELT
    from tests.game_harness import frame

    app, table = table_app(players=players, seed=5, text_scale=scale)
    frame(app)
    vp = app.vp
    for act in (LastAction(tile=9), LastAction(drew=4, tile=3),
                LastAction(drew=8, tile=27, points=15), LastAction(passed=True)):
        for seat in range(players):
            table.view.last_action[seat] = act
        table.view.last_move = None
        surf = pygame.Surface(app.screen.get_size())
        drawn = _record_chips(table, surf)
        assert len(drawn) == players
        panels = table.painter.panels()
        plates = [table.painter.label_rect(s) for s in range(players)]
        felt = vp.rect(FELT)
        margin = vp.length(CLEAR) - 1
        for n, (plate, box) in enumerate(drawn):
            assert felt.contains(box), (act, box)
            for p in panels:
                assert not box.colliderect(p.inflate(2 * margin, 2 * margin)), (act, box, p)
            for other in plates:
                if other != plate:
                    assert not box.colliderect(other), (act, box, other)
            for _p, b in drawn[n + 1:]:
                assert not box.colliderect(b), (act, box, b)


def test_a_play_the_log_line_says_is_not_said_again_by_its_chip():
    """The mover's chip "[5|5] +15" repeated the log line "You play
    [5|5] ...: total 15, +15" and the "+15" in the air. While a log line says the
    player's play their chip says only the draw before it, if any; a bot's play is
    not said in a line (it lasted ~0.8 s): its chip says it from the moment it lands."""
    import pygame

    from engine.moves import Move
    from game import ui
    from game.present.view import LastAction
    from game.present.words import Msg
    from game.render.seat_marks import marker_text
    from game.texts import tile_label
    from tests.game_harness import frame

    app, table = table_app(players=2, seed=5)
    frame(app)
    v = table.view
    for drew in (0, 2):
        v.last_action[0] = LastAction(drew=drew, tile=27, points=15, done=True)
        v.last_action[1] = LastAction(tile=9, done=True)
        v.last_move = Msg("play", 0, {"move": Move(27), "total": 15, "points": 15})
        with ui.record_text() as log:
            table.painter.draw(pygame.Surface(app.screen.get_size()))
        words = [d.text for d in log]
        assert "15" in table.painter.status_lines()[0][0]  # the line says your play
        assert marker_text(v.last_action[0])[0] not in words  # yours: said by the log
        assert (_("drew {n}").format(n=2) in words) == bool(drew)  # the draw: still said
        # North's play, the latest move or not, is its chip's, never a line's
        v.last_move = Msg("play", 1, {"move": Move(9), "total": 15, "points": 0})
        with ui.record_text() as log:
            table.painter.draw(pygame.Surface(app.screen.get_size()))
        words = [d.text for d in log]
        assert marker_text(v.last_action[1])[0] in words
        assert tile_label(9) in marker_text(v.last_action[1])[0]


def _table200(lang, players, seed=3):
    from tests.game_harness import play_to_undo
    app, table = table_app(players=players, seed=seed, text_scale=2.0, language=lang)
    play_to_undo(app, table, after_bots=True)  # the player's chip under its card too
    return app, table


#: Seats whose portrait may give way at 200 % (none: Polish 4 players lost the side
#: seats' portraits while the plates said "Zachód (Łatwy)"; they say the name only now).
SIDE_LIMIT: set = set()


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_cards_keep_their_portraits_at_200_percent(lang, players, monkeypatch):
    """In Chinese at 200 % the North card lost its portrait
    (its two lines too low for Chinese, its one line too long beside it); en and pl
    kept it. Every bot's card draws its portrait in all three languages."""
    import pygame

    import game.render.seat_label as hud  # the plates' portraits
    from game import i18n
    app, table = _table200(lang, players)
    try:
        drawn = []
        real = hud.draw_avatar

        def spy(surf, name, centre, *a, **kw):
            drawn.append(centre)
            return real(surf, name, centre, *a, **kw)
        monkeypatch.setattr(hud, "draw_avatar", spy)
        table.painter.draw(pygame.Surface(app.screen.get_size()))
        plates = {s: table.painter.label_rect(s) for s in range(players) if s != table.human}
        across = min(plates, key=lambda s: plates[s].top)
        want = [across] if (lang, players) in SIDE_LIMIT else list(plates)
        for seat in want:
            assert any(plates[seat].collidepoint(c) for c in drawn), (lang, players, seat)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_nothing_crosses_a_cards_border_at_200_percent(lang, players):
    """In Polish at 200 % the "Ty / 6 kamieni / zaczyna" card's "+5"
    chip overlapped its bottom border. Every text is inside a card or clear of it,
    every chip clear of every card."""
    import pygame

    from game import i18n, ui
    from game.present.view import LastAction
    from game.render.seat_marks import TIP
    app, table = _table200(lang, players)
    try:
        for seat in range(players):
            table.view.last_action[seat] = LastAction(drew=2, tile=27, points=15, done=True)
        table.view.last_move = None
        surf = pygame.Surface(app.screen.get_size())
        with ui.record_text() as log:
            chips = _record_chips(table, surf)
        # (a plate with its score badge across its top edge: one card)
        plates = [table.painter.labels[s].card() for s in range(players)]
        for d in log:
            for p in plates:
                if d.rect.colliderect(p):
                    assert p.contains(d.rect), (lang, players, d.text, d.rect, p)
        assert len(chips) == players
        reach = 2 * (app.vp.length(TIP) + 2)  # its pointer, and 2 px more
        for _own, box in chips:
            for p in plates:  # the chip and its pointer's tip clear of every border
                assert not box.inflate(reach, reach).colliderect(p), (lang, players, box, p)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_no_chip_on_the_boards_discs_or_tiles(seed):
    """At 200 % a seat's "drew 3 · [3|3]" chip covered the board's end discs. In a
    4-player hand played turn by turn, every seat's chip keeps off the board's tiles and
    end discs (the other tests keep them off the panels and plates). (Where the board
    reaches a plate at 200 %, the rings and "+N" spots may still be under a chip: East's
    column has no room left between the line's end and its rack.)"""
    import pygame

    from game.present.view import LastAction
    app, table = table_app(players=4, seed=seed, text_scale=2.0)
    try:
        checked = 0
        run_until(app, lambda t=table: t.human_turn, max_frames=8000)
        for _turn in range(6):
            run_until(app, lambda t=table: t.human_turn or t.game.phase != "play",
                      max_frames=8000)
            if not table.human_turn:
                break  # the hand is over
            v = table.view
            saved = dict(v.last_action)
            for s in range(4):
                v.last_action[s] = LastAction(drew=3, tile=27, points=15)
            v.last_move = None
            drawn = _record_chips(table, pygame.Surface(app.screen.get_size()))
            marks = table.painter.board.blocks(v.layout)  # its tiles and end discs
            for _plate, box in drawn:
                hit = box.collidelist(marks)
                assert hit < 0, (seed, _turn, box, marks[hit])
                checked += 1
            v.last_action.clear()
            v.last_action.update(saved)
            tile = table.playable_tiles()[0]
            table.try_play(tile, table.legal_spots(tile)[0])
        assert checked >= 8
    finally:
        table.worker.close()
