"""Of the table: the keyboard never stalls after a draw (Enter plays the drawn
tile on the focused ring once the mash is over; Esc opens the menu), the hint is the review's evaluation,
a confirm pressed while it thinks is kept, its words read as a coach's."""

from __future__ import annotations

import pygame

from tests.game.table.test_draw_guard_and_cues import _human_draw_with_choice
from tests.game_harness import frame, key, wait


def test_a_deliberate_enter_after_a_draw_plays_on_the_focused_ring():
    """A "freeze" a player met: the drawn [0|4] fitted both ends, and Enter after Enter
    only repeated "pick an end". The drawn tile shows selected as it lands,
    its best ring focused; a press after a pause plays there."""
    app, table = _human_draw_with_choice(2)
    g = table.game
    before = len(g.moves)
    assert table.sel == g.drawn  # selected as it landed: its rings lit
    spot = table.controller.focus_spot()
    assert spot is not None
    wait(app, 0.8)
    key(pygame.K_RETURN)  # a fresh, deliberate press: played on the lit ring
    frame(app)
    assert len(g.moves) == before + 1 and g.moves[before] & 255 == spot


def test_enter_after_the_pick_an_end_note_plays():
    """Mashing keeps asking for an end; the next press after a pause is an answer."""
    app, table = _human_draw_with_choice(2)
    g = table.game
    before = len(g.moves)
    for _k in range(60):  # one second of Enter: no end is chosen for the player
        key(pygame.K_RETURN)
        frame(app)
    assert len(g.moves) == before and table.sel == g.drawn
    spot = table.controller.focus_spot()
    wait(app, 0.5)
    key(pygame.K_RETURN)
    frame(app)
    assert len(g.moves) == before + 1 and g.moves[before] & 255 == spot


def test_escape_with_the_drawn_tile_selected_opens_the_menu():
    """The drawn tile is the only play: Esc does not just drop it (it would come back
    with the next Enter), it opens the menu the button names."""
    app, table = _human_draw_with_choice(1)
    wait(app, 0.8)
    assert table.sel == table.game.drawn  # selected as it landed
    key(pygame.K_ESCAPE)
    frame(app)
    assert app.top is not table and app.top.name == "pause"


# -- the hint ------------------------------------------------------------------------
def _human_turn_table(players=2, seed=11):
    from tests.game_harness import run_until, table_app
    app, table = table_app(players=players, seed=seed)
    run_until(app, lambda: table.human_turn)
    return app, table


def _hint_arrives(app, table) -> None:
    from tests.game_harness import run_until
    run_until(app, lambda: table.hint_pending is None)


def test_the_hint_is_the_reviews_evaluation_without_a_clock(monkeypatch):
    """The hint runs the review's own evaluation (its seed and worlds, no clock: a
    hint on a 0.35 s clock was later called a blunder by the coach); it is worked out
    ahead, so it is not slow to show (test_hint_trust)."""
    import engine.bots as bots
    from engine import Game
    from game.bots_worker import hint_move
    from game.present.review_job import REVIEW_ITERATIONS, SEED
    real, asked = bots.hint, {}

    def spy(view, **budget):
        asked.update(budget)
        return real(view, **budget)
    monkeypatch.setattr(bots, "hint", spy)
    g = Game("american", 3, seed=3)
    g.deal()
    h = hint_move(g.view(g.turn), SEED, REVIEW_ITERATIONS)
    assert h.move.code in g.legal_codes()
    assert asked == {"seed": SEED, "time_budget": None, "iterations": REVIEW_ITERATIONS}


def test_enter_while_the_hint_thinks_plays_the_hint():
    app, table = _human_turn_table()
    g = table.game
    before = len(g.moves)
    table.request_hint()
    assert table.hint_pending is not None
    key(pygame.K_RETURN)  # pressed while "Thinking of a hint...": kept
    frame(app)
    _hint_arrives(app, table)
    frame(app)
    assert len(g.moves) > before  # the human's move is in (and maybe the bot's reply)
    assert table.controller.hint_move is None and not table.controller.hint_go


def test_space_plays_a_shown_hint_as_enter_does():
    app, table = _human_turn_table()
    g = table.game
    before = len(g.moves)
    table.request_hint()
    _hint_arrives(app, table)
    frame(app)
    mv = table.controller.hint_move
    assert mv is not None and len(g.moves) == before
    from game.texts import tile_label
    assert tile_label(mv.tile) in table.hint_text  # the tile named; the keys not (one line)
    key(pygame.K_SPACE)
    frame(app)
    assert len(g.moves) > before and g.moves[before] == mv.code


def test_space_confirms_a_focused_ring_as_enter_does():
    """Space on a focused ring plays, as Enter does."""
    app, table = _human_turn_table()
    g = table.game
    before = len(g.moves)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)  # lifts the focused tile
    frame(app)
    tile, spot = table.sel, table.controller.focus_spot()
    assert tile is not None and spot is not None
    key(pygame.K_SPACE)
    frame(app)
    assert len(g.moves) > before and g.moves[before] == tile << 8 | spot


def test_space_with_nothing_focused_plays_nothing():
    app, table = _human_turn_table()
    g = table.game
    before = len(g.moves)
    table.controller.sel = None
    key(pygame.K_SPACE)
    frame(app)
    assert len(g.moves) == before


def test_hint_reasons_read_as_a_coach_speaks():
    from game import i18n
    from game.texts import hint_reason
    i18n.set_language("en")
    said = {
        "leaves at most 5 to score": "The next player can score at most 5 after this.",
        "sheds the 3-5": "Gets rid of your [3|5] early.",
        "keeps 1s and 5s to follow": "Leaves an end open that your other tiles can follow (1 and 5).",
        "leaves nothing to score": "The next player cannot score after this.",
        "scores 10": "It scores 10 right now.",
        "goes out": "It is your last tile: you go out.",
        "blocks 4s": "The next player has no 4 to play on.",
        # none of either: "no 4 or 5", not "no 4 and 5"
        "blocks 4s and 5s": "The next player has no 4 or 5 to play on.",
        "blocks 1s, 4s and 5s": "The next player has no 1, 4 or 5 to play on.",
    }
    for reason, words in said.items():
        assert hint_reason(reason) == words
    for lang in ("pl", "zh_CN"):
        i18n.set_language(lang)
        for reason, words in said.items():
            assert hint_reason(reason) != words and hint_reason(reason).strip()
    i18n.set_language("en")


# -- the status lines ----------------------------------------------------------------
def test_the_status_lines_keep_one_order():
    """What to do now, nearest the hand: on the player's turn it is the one line
    (issue 31: the bot's last move is its seat's chip, not a line over it)."""
    app, table = _human_turn_table()
    lines = table.painter.status_lines()
    assert len(lines) == 1 and lines[0][1] == "focus", lines
    assert "Your turn" in lines[0][0]


def test_a_hint_takes_the_instructions_place():
    """The hint took the place of the bot's last move; it takes the place of the
    instruction, still the one line on the player's turn."""
    app, table = _human_turn_table()
    table.request_hint()
    _hint_arrives(app, table)
    frame(app)
    lines = table.painter.status_lines()
    assert len(lines) == 1 and lines[0][0].startswith("Hint:"), lines


def test_after_a_draw_the_instruction_is_below_the_news():
    from tests.game.table.test_table_payoff import _human_draw_table
    app, table = _human_draw_table()
    lines = table.painter.status_lines()
    assert "boneyard" in lines[-1][0], lines
    assert _draw_until_fits(app, table)
    lines = table.painter.status_lines()
    assert "you drew" in lines[-1][0].lower() and lines[-1][1] == "focus", lines


def _draw_until_fits(app, table) -> bool:
    for _k in range(600):
        if table.human_turn:
            return True
        if table.awaiting_draw:
            key(pygame.K_RETURN)
        frame(app)
    return False


# -- drawing: one tile a press, brisk ------------------------------------------------
def _multi_draw_table():
    """A table waiting for the human's draw, with at least two draws to come."""
    from tests.game.table.test_table_payoff import _to_a_human_draw
    from tests.game_harness import search_seeds

    def attempt(seed):
        found = _to_a_human_draw(seed)
        if found is None:
            return None
        app, table = found
        # (the beats come from the engine's Draw events)
        waits = sum(1 for b in table.director.beats if b.name == "await_draw")
        return (app, table) if waits >= 2 else None

    found = search_seeds("two human draws", range(1, 60), attempt)
    if found is None:
        raise AssertionError("no seed gave the human two draws in a row")
    return found


def _draws_landed(table) -> int:
    return sum(1 for name, _t in table.director.landed if name == "draw")


def test_a_press_during_a_draws_flight_queues_the_next_draw():
    app, table = _multi_draw_table()
    n = _draws_landed(table)
    key(pygame.K_RETURN)  # the first draw
    frame(app)
    frame(app)
    assert table.draw_flying and not table.awaiting_draw
    key(pygame.K_RETURN)  # during its flight: the next draw is queued, not lost
    for _k in range(60):
        frame(app)
    assert _draws_landed(table) >= n + 2


def test_holding_enter_keeps_drawing_until_a_tile_fits():
    app, table = _multi_draw_table()
    waits = sum(1 for b in table.director.beats if b.name == "await_draw")
    n = _draws_landed(table)
    post = pygame.event.post
    post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                            scancode=0))  # held: no key-up yet
    for _k in range(60 * 4):
        frame(app)
    assert _draws_landed(table) == n + waits
    post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="",
                            scancode=0))
    frame(app)
    assert not app.input.holding(app.input.keymap[pygame.K_RETURN])


def test_a_draws_flight_is_short():
    from engine.events import Draw
    from game.present import Director, TableView, Timing
    view = TableView.empty(2, False, 0, [0, 0])
    d = Director(view, Timing(1.0, False))
    d._draw(Draw(0, 5))
    total = sum(b.duration for b in d.beats)
    # a visible 0.45 s slide, still brisk when drawing many
    assert total <= 0.55, total


# -- pacing --------------------------------------------------------------------------
def test_your_turn_waits_for_the_score_popup():
    """The bot's +20 still rose while "Your turn" was already up: the turn's
    words come once the popup is over."""
    app, table = _human_turn_table()
    table.director.effect(1.0, lambda p: None)  # a score popup still running
    lines = [t for t, _tone in table.painter.status_lines()]
    assert not any("Your turn" in t for t in lines), lines
    for _k in range(70):
        frame(app)
    lines = [t for t, _tone in table.painter.status_lines()]
    assert any("Your turn" in t for t in lines), lines


def test_a_flying_tile_passes_over_the_total_box():
    """A flight under the HUD read as a glitch."""
    app, table = _human_turn_table()
    order = []
    painter = table.painter
    real_fl, real_total = painter.overlays.draw_flights, painter.total.draw

    def flights(*a, **kw):
        order.append("flights")
        return real_fl(*a, **kw)

    def total(*a, **kw):
        order.append("total")
        return real_total(*a, **kw)
    painter.overlays.draw_flights = flights
    painter.total.draw = total
    painter.draw(app.screen)
    assert order == ["total", "flights"], order
