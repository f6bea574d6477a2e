"""Of the table's Undo: a click on Undo (or U) while a bot's play is shown was
ignored without a word (the button was off until the table was at rest; a click on
it only hurried the animation on). Now it acts at once, as a good app's Undo does:
the play shown lands, and the player's last move and the bots' after it are taken
back (the game's first Undo still asks first). The Menu button works then too."""

from __future__ import annotations

import pygame

from game.widgets import ConfirmScene
from tests.game_harness import click, confirm_undo, frame, key, run_until, table_app


def _bot_play_shown(seed_from: int = 1):
    """A 2-player table at Normal speed, Undo allowed, where the human has played and
    the bot's reply (a play) is being shown: ``(app, table, moves before the human's
    play, the position then)``."""
    for seed in range(seed_from, seed_from + 30):
        app, table = table_app(players=2, seed=seed, speed="normal", undo_allowed=True)
        g = table.game
        for _turn in range(6):
            run_until(app, lambda t=table: t.human_turn or t.awaiting_draw or t.hold
                      or t.game.phase == "over", max_frames=6000)
            if not table.human_turn:
                break
            before, hand = len(g.moves), sorted(g.hand_tiles(table.human))
            tiles = table.playable_tiles()
            table.try_play(tiles[0], table.legal_spots(tiles[0])[0])
            if g.phase != "play" or g.turn == table.human:
                continue  # (no bot reply to watch: the hand ended, or the bot passed)
            for _k in range(6000):  # until the bot's tile is on its way
                frame(app)
                if len(g.moves) > before + 1 or g.phase != "play":
                    break
            if g.phase == "play" and table.director.busy and g.turn == table.human \
                    and len(g.moves) == before + 2 and g.drawn < 0:
                return app, table, before, hand
        table.worker.close()
    raise AssertionError("no seed gave a bot's play to watch")


def _undo_center(table):
    return table.app.vp.rect(table.undo_button.rect).center


def test_a_click_on_undo_while_the_bots_play_is_shown_takes_back_at_once():
    app, table, before, hand = _bot_play_shown()
    try:
        g = table.game
        assert table.button_enabled(table.undo_button)  # lit, clickable
        table.painter.reactions.said = {1: ("Ha! Right on the ends.", table.time)}
        click(_undo_center(table))
        frame(app)
        assert isinstance(app.top, ConfirmScene)  # at once: the game's first Undo asks
        confirm_undo(app)
        assert len(g.moves) == before and sorted(g.hand_tiles(table.human)) == hand
        assert table.human_turn and not table.director.busy
        assert not table.painter.reactions.said  # North's words on its play went with it
        # the next one, later in the game, takes back at once, no question
        tiles = table.playable_tiles()
        table.try_play(tiles[0], table.legal_spots(tiles[0])[0])
        for _k in range(6000):
            frame(app)
            if len(g.moves) > before + 1 or g.phase != "play" or g.turn != table.human:
                break
        if g.phase == "play" and table.director.busy and len(g.moves) == before + 2 \
                and g.turn == table.human and g.drawn < 0:
            key(pygame.K_u)
            frame(app)
            assert app.top is table and len(g.moves) == before and table.human_turn
    finally:
        table.worker.close()


def test_the_menu_button_opens_the_menu_while_a_bots_play_is_shown():
    app, table, _before, _hand = _bot_play_shown()
    try:
        menu = next(b for b in table.buttons if b.icon == "menu")
        click(app.vp.rect(menu.rect).center)
        frame(app)
        assert app.top is not table and type(app.top).__name__ != "ConfirmScene"
    finally:
        table.worker.close()
