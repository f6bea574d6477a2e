"""The hand summary over the table (issue 16, screens #3): its cover hides the table's
HUD beside the panel (no score or Total box reads through), and the coach's line has
room above the buttons in a 4-player hand."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.events import HandEnd
from game.i18n import _
from game.present.coach import coach_report
from game.scenes.table.summary import SummaryScene
from game.ui.text import contrast_ratio, record_text
from tests.game_harness import run_until, table_app


def summary_scene(players):
    """A hand's summary (seat 1 went out) over a table of ``players`` at the player's
    turn, its analysis not yet back: ``(app, table, scene)``."""
    app, table = table_app(players=players, seed=3)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    if players == 4:
        ev = HandEnd("domino", 1, (7, 0, 7, 13), (-10, -15), (40, 60),
                     ((0, 1), (), (2,), (27, 3)))
    else:
        ev = HandEnd("domino", 1, (7, 0), (-10, 15), (40, 60), ((0, 1), ()))
    return app, table, SummaryScene(app, table, ev)


def analysis(done: bool):
    """A stand-in for the coach's analysis, back (``done``) or not."""
    return SimpleNamespace(done=done, problem="", decisions=[], poll=lambda: False,
                           report=coach_report([], 5), cancel=lambda: None)


def _summary(players):
    app, table, s = summary_scene(players)
    s.analysis = analysis(True)
    return app, table, s


@pytest.mark.parametrize("players", [2, 4])
def test_nothing_of_the_hud_reads_through_the_cover(players):
    app, table, s = _summary(players)
    with record_text(contrast=True) as under:
        app.draw()
    app.push(s)
    s.t = 5.0
    app.draw()
    surf = app.screen
    panel = app.vp.rect(s.panel)
    checked = 0
    for d in under:
        r = d.rect.clip(surf.get_rect())
        if r.colliderect(panel) or r.w < 4 or r.h < 4:
            continue
        px = [surf.get_at((x, y)) for y in range(r.top, r.bottom, 2)
              for x in range(r.left, r.right, 2)]
        lo = min(px, key=lambda c: c.r + c.g + c.b)
        hi = max(px, key=lambda c: c.r + c.g + c.b)
        # under the cover a text is at most a faint shape, far from readable
        assert contrast_ratio(lo, hi) < 1.3, (d.text, d.rect, contrast_ratio(lo, hi))
        checked += 1
    assert checked >= 3  # the scores, the seat labels ... are beside the panel


def test_the_coach_line_has_room_above_the_buttons_in_4_players():
    app, table, s = _summary(4)
    app.push(s)
    s.t = 5.0
    app.draw()
    with record_text(contrast=True) as log:  # the summary's own texts
        s.draw(app.screen)
    coach = [d for d in log if d.text.startswith(_("Coach: {summary}").split("{")[0])]
    assert coach
    vp = app.vp
    top = min(vp.rect(b.rect).top for b in s.buttons)
    gap = top - coach[0].rect.bottom
    assert gap >= vp.length(12), gap
    above = [d.rect.bottom for d in log if d.rect.bottom <= coach[0].rect.top + 2
             and d.rect.colliderect(vp.rect(s.panel))]
    assert above and coach[0].rect.top - max(above) >= vp.length(8)
    assert vp.rect(s.panel).contains(vp.rect(s.buttons[0].rect))


def test_the_hand_phrases_meet_nothing_at_200_percent():
    """Each hand's words ("went out: no tiles left", "7 pips, rounded down to 5") stay
    clear of the names, the tiles and the result pills at 200 % text in Polish."""
    app, table, s = _summary(2)
    try:
        app.set_language("pl")
        app.set_text_scale(2.0)
        s.resize()
        app.push(s)
        s.t = 5.0
        app.draw()
        with record_text(contrast=True) as log:
            s.draw(app.screen)
        phrases = {line[2] for line in s.lines if line[0] == "hand"}
        results = {line[3] for line in s.lines if line[0] == "hand" and line[3]}
        said = [d for d in log if d.text in phrases]
        pills = [d for d in log if d.text in results]
        names = [d for d in log if d.text in table.names[:2]
                 and d.rect.x < app.vp.point((400, 0))[0]][:2]  # the hands' rows
        assert len(said) == 2 and pills and len(names) == 2
        for d in said:
            for o in pills + names:
                assert not d.rect.colliderect(o.rect), (d.text, o.text)
        # the lines grew with the text; the panel and its buttons still fit the window
        assert s.painter.ks > 1.4
        assert app.vp.rect((0, 0, 1280, 720)).contains(app.vp.rect(s.panel))
        assert all(app.vp.rect(s.panel).contains(app.vp.rect(b.rect)) for b in s.buttons)
        # the buttons in two rows of wider buttons, none over another or the coach's line
        assert s.painter.two_rows and len({b.rect.y for b in s.buttons}) == 2
        for i, b in enumerate(s.buttons):
            assert not any(b.rect.colliderect(c.rect) for c in s.buttons[i + 1:])
            assert b.rect.y >= s.painter.coach_y(s.panel) + 30 * s.painter.ks
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
