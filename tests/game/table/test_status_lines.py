"""Of the table's input and status: the status panel's two lines keep a key
reminder whole and never leave one word alone; Space draws as Enter does when there is
no play; the drawn tile flies over the seat plate; a bot's domino in 2 players gets the
Domino! banner before the summary."""

from __future__ import annotations

import pygame

from game.scenes.table.status import fit_status


def _font():
    pygame.font.init()
    return pygame.font.Font(None, 24)


# -- 1. the key reminder never splits ------------------------------------------
def test_the_hint_never_breaks_inside_its_key_reminder():
    """"(Enter /" on one line and "Space)" on the next."""
    font = _font()
    hint = ("Hint: 2|3 on the left end. The next player can score at most 15 "
            "after this (Enter / Space)")
    full = font.size(hint)[0]
    for width in range(full // 2 + 10, full, 3):
        lines = [t for t, _tn in fit_status([("North plays", "dim"), (hint, "ink")],
                                            font, width)]
        assert any("(Enter / Space)" in t for t in lines), (width, lines)
        assert not any(t.endswith("(Enter") or t.endswith("/") for t in lines), lines


# -- 2. no lone word on a wrapped status line -----------------------------------
def test_a_wrapped_status_line_leaves_no_lone_word():
    """"... od strony 3: suma" / "8" at 200 % Polish."""
    font = _font()
    status = "Północ kładzie 3|3 na lewym końcu od strony 3: suma 8"
    full = font.size(status)[0]
    for width in range(full // 2 + 10, full, 2):
        lines = [t for t, _tn in fit_status([(status, "ink")], font, width)]
        assert len(lines) == 2, (width, lines)
        assert all(" " in t for t in lines), (width, lines)
        assert all(font.size(t)[0] <= width for t in lines), (width, lines)


# -- 3. Space draws when there is no play; the status says it once -----------
def _awaiting_draw():
    from engine.moves import Move as M
    from tests.game_harness import run_until, table_app
    for seed in range(1, 60):
        app, table = table_app(players=2, seed=seed, speed="fast")
        for _turn in range(14):
            run_until(app, lambda t=table: t.awaiting_draw or t.human_turn or t.hold,
                      max_frames=4000)
            if table.awaiting_draw or not table.human_turn:
                break
            table.apply(M.from_code(table.game.legal_codes()[0]))
        if table.awaiting_draw:
            return app, table
    raise AssertionError("no seed left the human with no play")


def test_space_draws_as_enter_does_when_there_is_no_play():
    """Enter drew, Space did nothing but say "No play" again."""
    from tests.game_harness import frame, key
    app, table = _awaiting_draw()
    key(pygame.K_SPACE)
    frame(app)
    assert not table.awaiting_draw  # the draw went (its tile flies)


def test_no_play_is_said_once():
    """A note "No play: draw from the boneyard" over the same words below."""
    from tests.game_harness import click, frame
    app, table = _awaiting_draw()
    click((640, 300))  # on the felt, not the boneyard
    frame(app)
    lines = [t for t, _tn in table.painter.status_lines()]
    assert sum("boneyard" in t for t in lines) == 1, lines


# -- 4. a 2-player bot domino gets its banner and reveal beat ---------------------
def test_a_two_player_bot_domino_holds_its_banner_before_the_summary():
    """The summary came ~1 s after North's last tile; the
    "Domino!" banner showed 1.4 s (no deduction beat from a player at 0) against 3.8 s
    in 4 players."""
    from engine.moves import Move as M
    from tests.game_harness import frame, table_app
    app, table = table_app(players=2, seed=5, speed="normal")
    t, banner_at = 0.0, None
    for _k in range(60 * 600):
        frame(app)
        t += 1 / 60
        if table.awaiting_draw:
            table.draw_from_boneyard()
        elif table.human_turn and not table.director.busy and table.game.legal_codes():
            table.apply(M.from_code(table.game.legal_codes()[-1]))
        if table.view.banner == "domino" and banner_at is None:
            banner_at = t
        if app.top is not table:
            break
    assert app.top is not table and banner_at is not None
    assert table.game.log[-1].seat != table.human  # the bot went out
    assert t - banner_at >= 2.8, t - banner_at
