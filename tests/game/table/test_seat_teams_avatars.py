"""Seat labels (issue 16, screens): in a 4-player partnership game each label
has its partnership's colour (the score panel's swatch for that team too), readable
against the label in every theme; each bot seat has its portrait, the player none."""

from __future__ import annotations

import pygame
import pytest

from game.present.coach import coach_report
from game.render.avatars import AVATARS, draw_avatar
from game.ui import THEME
from game.ui.text import contrast_ratio
from game.ui.theme import THEME_NAMES, THEMES
from tests.game_harness import run_until, table_app


def _table(players, ruleset="american"):
    app, table = table_app(players=players, seed=3, ruleset=ruleset)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    app.draw()
    return app, table


def _edge_colour(app, label):
    r = app.vp.rect(label.rect)
    return tuple(app.screen.get_at((r.centerx, r.top + 1)))[:3]


def test_four_player_labels_wear_their_partnership_colour():
    app, table = _table(4)
    labels = table.painter.labels
    assert [lab.team for lab in labels] == [0, 1, 0, 1]
    assert table.painter.scores.teams
    turn = table.view.turn
    for seat, lab in enumerate(labels):
        if seat == turn:
            continue  # the seat to play wears the turn colour
        want = THEME.team_a if seat % 2 == 0 else THEME.team_b
        assert _edge_colour(app, lab) == tuple(want), seat
    # partners match, opponents differ
    assert THEME.team_a != THEME.team_b


def test_no_team_colours_without_partnerships():
    app, table = _table(3)
    assert all(lab.team is None for lab in table.painter.labels)
    assert not table.painter.scores.teams


@pytest.mark.parametrize("theme", THEME_NAMES)
def test_team_colours_read_against_the_labels_in_every_theme(theme):
    t = THEMES[theme]
    for c in (t.team_a, t.team_b):
        assert contrast_ratio(c, t.box) >= 3.0, (theme, c)  # a UI part's 3:1


def test_each_bot_seat_has_its_portrait():
    for players, want in ((2, ["you", "across"]), (3, ["you", "left", "right"]),
                          (4, ["you", "left", "across", "right"])):
        app, table = _table(players)
        assert [lab.avatar for lab in table.painter.labels] == want
        for lab in table.painter.labels:  # the portrait inside the label (the player's too)
            r = app.vp.rect(lab.rect)
            px = app.screen.get_at((r.x + app.vp.length(14) + r.h // 2 - 2, r.centery))
            assert tuple(px)[:3] != tuple(THEME.box)


def test_portraits_differ_and_stay_in_their_disc():
    surf = pygame.Surface((60, 60), pygame.SRCALPHA)
    imgs = []
    for kind in AVATARS:
        surf.fill((0, 0, 0, 0))
        r = draw_avatar(surf, kind, (30, 30), 40, (255, 255, 255), cache={})
        assert r.w == 40
        assert surf.get_at((30 - 19, 30 - 19)).a == 0  # the corner outside the disc
        imgs.append(pygame.image.tobytes(surf, "RGBA"))
    assert len(set(imgs)) == len(AVATARS)


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_thinking_stays_out_of_the_play_area_at_200_percent(lang):
    from game import i18n
    from game.ui.text import record_text
    app, table = table_app(players=4, seed=3, text_scale=2.0, language=lang)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        across = table.painter.labels[2]
        assert across.one_line  # the seat across on one line above the play area
        word = i18n._("thinking")
        layout = app.vp.rect(table.map.anchor("layout"))
        with record_text(contrast=True) as log:
            across.draw(app.screen, i18n._("North"), "5", True, word + "...")
        # (three dots after the name now, no words: "myśli..." read as cut off)
        said = [d.rect for d in log if i18n._("North") in d.text] + [across.dots]
        assert not any(word in d.text for d in log)
        assert across.dots is not None and not any(r.colliderect(layout) for r in said)
        assert app.vp.rect(across.rect).contains(across.dots)
    finally:
        i18n.set_language("en")


def test_the_summary_scores_wear_the_partnership_colours():
    from types import SimpleNamespace

    from engine.events import HandEnd
    from game.scenes.table.summary import SummaryScene
    app, table = _table(4)
    ev = HandEnd("domino", 1, (7, 0, 8, 13), (-10, -15), (40, 60), ((0, 1), (), (2,), (27, 3)))
    s = SummaryScene(app, table, ev)
    s.analysis = SimpleNamespace(done=True, problem="", decisions=[], poll=lambda: False,
                                 report=coach_report([], 5),
                                 cancel=lambda: None)
    app.push(s)
    s.t = 5.0
    from game.ui.text import record_text
    with record_text(contrast=True) as log:
        app.draw()
    found = set()
    for d in log:
        if "+" in d.text and d.rect.x > app.vp.length(150 + 40):
            px = tuple(app.screen.get_at((d.rect.x - app.vp.length(13), d.rect.centery)))[:3]
            found.add(px)
    assert tuple(THEME.team_a) in found and tuple(THEME.team_b) in found


def test_a_thinking_plate_keeps_one_size_while_the_bot_thinks():
    """Polish at 200 %, 4 players: North's one-line plate ("Północ  myśli...") is
    fitted to its width, and its dots counted 1 to 3 as the bot thought, so its words
    changed size with them (30 and 32 px, a flicker). It then read "thinking..." whole,
    which looked cut off: now the name and three dots, the name one size throughout."""
    from game import i18n
    from game.ui.text import record_text
    app, table = table_app(players=4, seed=3, text_scale=2.0, language="pl")
    try:
        word = i18n._("thinking")
        seen = set()
        for _k in range(12):
            table.pending = table.pending or object()  # a bot's answer awaited
            table.view.turn = 2
            table.time += 0.17
            with record_text() as log:
                table.painter.draw(app.screen)
            assert not any(word in d.text for d in log)
            assert table.painter.labels[2].dots is not None
            seen |= {(d.text, d.rect.h) for d in log if d.text == i18n._("North")}
        assert len(seen) == 1, seen
    finally:
        i18n.set_language("en")
