"""The hand summary (issue 16, screens): "See the board" shows the board alone
(no "Domino!" banner over it) with "Back to the summary" on the felt, clear of the rail
and the hand tray; the summary says the rounding rule its picture follows."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from engine import Game
from engine.events import HandEnd
from game.present.coach import coach_report
from game.scenes.table.scene import seat_names
from game.scenes.table.summary import SummaryScene, summary_lines
from tests.game_harness import run_until, table_app


def _summary(players=4):
    app, table = table_app(players=players, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    ev = {4: HandEnd("domino", 1, (7, 0, 8, 13), (-10, -15), (40, 60),
                     ((0, 1), (), (2,), (27, 3))),
          3: HandEnd("domino", 1, (7, 0, 13), (-5, 0, -15), (40, 60, 5),
                     ((0, 1), (), (27, 3))),
          2: HandEnd("domino", 1, (7, 0), (-5, 0), (40, 60), ((0, 1), ()))}[players]
    table.view.banner, table.view.banner_t = "domino", 1.0
    s = SummaryScene(app, table, ev)
    s.analysis = SimpleNamespace(done=True, problem="", decisions=[], poll=lambda: False,
                                 report=coach_report([], 5),
                                 cancel=lambda: None)
    app.push(s)
    return app, table, s


def test_see_the_board_hides_the_banner_and_keeps_the_button_on_the_felt():
    app, table, s = _summary()
    calls = []
    real = table.painter.overlays.draw_banner
    table.painter.overlays.draw_banner = lambda *a, **k: (calls.append(a[1]), real(*a, **k))
    s.toggle_board()
    assert s.board_shown
    app.draw()
    assert calls, "the table still asks for its banner (and it draws nothing)"
    m = table.map
    r = pygame.Rect(s.back_button.rect)
    hint, tray = m.anchor("btn_hint"), m.anchor("hand_0")
    assert r.right <= hint.right and r.bottom <= hint.bottom  # inside the felt, not the rail
    assert not r.colliderect(tray)  # the human's last tiles stay in sight
    s.toggle_board()
    assert not table.painter.overlays.hide_banner
    s.toggle_board()
    s.close()
    assert not table.painter.overlays.hide_banner  # the next hand's banner shows again


def test_the_banner_region_shows_the_board_alone():
    app, table, s = _summary()
    region = pygame.Rect(0, 0, 300, 70)  # where the banner sits (centred over the board)
    region.center = tuple(round(c) for c in table.painter.banner_point(
        table.view, "Domino!", True))
    s.toggle_board()
    app.draw()
    alone = pygame.image.tobytes(app.screen.subsurface(region), "RGB")
    table.painter.overlays.hide_banner = False
    app.draw()
    with_banner = pygame.image.tobytes(app.screen.subsurface(region), "RGB")
    assert alone != with_banner  # hide_banner is what keeps "Domino!" off the board


def test_the_summary_says_the_rounding_rule():
    """Each hand says its pips in words beside the rounded amount taken off (issue 16
    defect 12: one header "pips left -> rounded to the nearest 5 (1-2 down, 3-4 up) ->
    points" over a table of arrows read like debug output)."""
    g = Game("american", 4, seed=0)
    g.hand_no = 0
    ev = HandEnd("domino", 1, (7, 0, 8, 2), (-15, 0), (40, 60), ((), (), (), ()))
    lines = summary_lines(g, seat_names(4, 0), ev)
    rows = {x[1]: (x[2], x[3]) for x in lines if x[0] == "hand"}
    assert rows[0] == ("7 pips", "\u22125")
    assert rows[1] == ("went out", "")
    assert rows[2] == ("8 pips", "\u221210")
    assert rows[3] == ("2 pips", "0")
    # no table header over them, no maths rule: one short plain line, the Rules
    # screen's (each row's "8 pips → −10" shows the rounding)
    legend = [x[1] for x in lines if x[0] == "legend"]
    assert legend == ["Going out: the others lose their tiles' pips, rounded to 5"], legend
    g = Game("sniff61", 3, seed=0)
    ev = HandEnd("domino", 2, (12, 11, 0), (0, 0, 5), (10, 3, 20), ((), (), ()))
    legend = [x for x in summary_lines(g, seat_names(3, 0), ev) if x[0] == "legend"]
    assert legend and "/ 5, rounded to the nearest point" in legend[0][1]


def test_the_legend_fits_a_four_player_summary():
    app, table, s = _summary(4)
    assert s.painter.heights(s.lines, s.painter.ks) <= s.panel.h


@pytest.mark.parametrize("lang,k", [("en", 1.0), ("pl", 1.0), ("pl", 2.0), ("zh_CN", 2.0)])
def test_the_quiet_summary_buttons_share_one_text_size(lang, k):
    from game import ui
    app, table, s = _summary(4)
    try:
        app.set_language(lang)
        app.set_text_scale(k)
        s.resize()
        with ui.record_text() as log:
            app.draw()
        words = {b.text for b in s.buttons if b is not s.button}
        sizes = {d.rect.h for d in log if d.text in words}
        assert len([d for d in log if d.text in words]) == len(words)
        assert max(sizes) - min(sizes) <= 2, sizes  # one size for the quiet buttons
        primary = [d.rect.h for d in log if d.text == s.button.text]
        assert primary and primary[0] >= max(sizes)  # Continue's words, the largest
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_legend_keeps_its_size_at_200_percent(lang):
    from game import ui
    app, table, s = _summary(2)  # (a 4-player hand at 200 %: see the report)
    try:
        app.set_language(lang)
        app.set_text_scale(2.0)
        s.resize()
        legend = [x for x in s.lines if x[0] == "hand"][0][2]  # a hand's words
        with ui.record_text() as log:
            app.draw()
        drawn = [d for d in log if d.text == legend]
        full = app.fonts.get(21).get_height()
        assert drawn and drawn[0].rect.h >= 0.6 * full, (drawn[0].rect.h, full)
        assert app.vp.rect(s.panel).contains(drawn[0].rect)
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")


def test_h_then_enter_on_the_summary_continues():
    """A player who presses H (the hint key) out of habit and then Enter on the
    hand summary got the board and then the summary back, never the next hand. H
    does nothing on the summary; Enter continues. The board stays one button away."""
    from game.actions import Action, Input
    app, table, s = _summary()
    s.guard = 0.0
    s.handle(Input(Action.HINT))
    assert not s.board_shown
    s.handle(Input(Action.CONFIRM))
    assert app.top is not s  # the summary closed: the next hand is dealt
    app, table, s = _summary()
    s.guard = 0.0
    s.board_button.on_click()  # "See the board" still shows it, and any key brings it back
    assert s.board_shown
    s.handle(Input(Action.HINT))
    assert not s.board_shown


def test_a_zero_deduction_is_neutral_not_red():
    """"You dominoed", then 0 pips -> 0 -> 0, that last 0 drawn in red as a
    loss. A deduction of 0 is drawn in the neutral ink; a real one stays red."""
    from game.ui import THEME, record_text
    app, table, s = _summary(2)
    painter = s.painter if hasattr(s, "painter") else None
    assert painter is not None
    surf = pygame.Surface(app.screen.get_size())
    with record_text() as log:
        painter.result(surf, 480, 300, "0")
    zero = [d for d in log if d.text == "0"]
    assert zero and all(tuple(d.color)[:3] != tuple(THEME.bad)[:3] for d in zero)
    with record_text() as log:
        painter.result(surf, 480, 300, "\u221210")
    assert any(d.text == "\u221210" and tuple(d.color)[:3] == tuple(THEME.bad)[:3]
               for d in log)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_back_to_the_summary_is_clear_of_the_tray_the_buttons_and_the_seats(players, scale):
    """The button overlapped the
    hand tray's right edge and the Hint button."""
    app, table, s = _summary(players)
    app.set_text_scale(scale)
    s.resize()
    s.toggle_board()
    app.draw()
    r = pygame.Rect(s.back_button.rect)
    m = table.map
    tray = m.anchor("hand_0").inflate(24, 16)  # the rack is drawn round its anchor
    assert not r.colliderect(tray)
    assert not r.colliderect(table.hint_button.rect)
    assert not r.colliderect(table.undo_button.rect)
    for i in range(1, players):
        assert not r.colliderect(m.anchor(f"hand_{i}").inflate(8, 8))
    assert not r.colliderect(m.anchor("status"))
    assert pygame.Rect(30, 30, 1220, 660).contains(r) and r.w >= 180
    app.set_text_scale(1.0)
