"""Every text grows with the text-size setting (issue 16, screens #1): each text drawn on
the table (2, 3 and 4 players), the replay and Options at 100 % is drawn at least 1.6x as
large at 200 %, inside its box, and the table's HUD boxes do not overlap each other, the
play area or the hand tray.

Documented exceptions (the reason each is not 1.6x):
- texts of 30 px or more at 100 % (screen titles, the hand summary's title): already
  display size; they grow as far as their place allows;
- the hand summary of a 4-player hand: every hand's tiles, the rounding and the scores
  fill the window at 100 %, so its lines keep their height and the text grows about
  1.3-1.5x (not done: a summary that scrolls at large text); in 2 and 3 players the
  lines grow with the text;
- the hand summary's five buttons: in two rows of wider buttons they grow with the
  text (2 players); where the panel has no room for a second row (3 and 4 players at
  200 %) they stay in one row, as wide as the panel allows (1.3-1.45x);
- "Hint (H)" in Polish ("Podpowiedź (H)"): its corner is as wide as the tray leaves;
- the score panel rows' names in 3 and 4 players ("West", "You + North"): each row
  shares the panel's width with its faces, its score and (4 players) its race bar, the
  three entries side by side in 3 players: they grow at least NAME_GROWTH (1.25x),
  one size for every row (in 2 players they grow with the text).
"""

from __future__ import annotations

import pygame
import pytest

from game.config import GameConfig
from game.ui.text import record_text
from tests.game_harness import make_app, run_until

#: The growth every text reaches at 200 %.
GROWTH = 1.6
#: The HUD's text size at 100 % (px): the table's prompt and chips are drawn larger at
#: 100 % (game/render/table_sizes.py) and at 200 % as the HUD's grown size, so they
#: must grow to GROWTH times this and by ENLARGED_GROWTH themselves.
HUD_PX, ENLARGED_GROWTH = 16, 1.25
#: Texts this large at 100 % are display size already (titles).
DISPLAY_PX = 30
#: The score panel rows' names in 3 and 4 players (see the module's note).
NAME_GROWTH = 1.25


def _texts(scale: float, players: int, screen: str, monkeypatch, tmp_path):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    from game.scenes.table.scene import TableScene
    app = make_app(language="en")
    cfg = GameConfig(ruleset="american", players=players, levels=["medium"] * 4, seed=3)
    table = TableScene(app, cfg)
    app.push(table)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    app.set_text_scale(scale)
    scene = table
    if screen == "replay":
        from game.scenes.review.replay import ReplayScene
        scene = ReplayScene(app, table.game, table.config)
    elif screen == "summary":
        from engine.events import HandEnd
        from game.scenes.table.summary import SummaryScene
        if players == 2:
            ev = HandEnd("domino", 1, (7, 0), (-10, 15), (40, 60), ((0, 1), ()))
        else:
            ev = HandEnd("domino", 1, (7, 0, 13), (-10, 15, -15), (40, 60, 5),
                         ((0, 1), (), (27, 3)))
        scene = SummaryScene(app, table, ev)
    elif screen == "options":
        from game.scenes.options.scene import OptionsScene
        scene = OptionsScene(app)
    if scene is not table:
        app.push(scene)
        scene.enter()
    app.draw()
    with record_text() as log:
        scene.draw(app.screen)
    return app, scene, {d.text: d for d in log}


CASES = [("table", 2), ("table", 3), ("table", 4), ("replay", 4), ("replay", 3),
         ("options", 2), ("summary", 2), ("summary", 3)]
#: The summary's buttons (see the module's note).
BUTTONS = {"Review", "See the board", "Replay hand", "Export game", "Continue"}


@pytest.mark.parametrize("screen,players", CASES)
def test_every_text_grows_with_the_text_size(screen, players, monkeypatch, tmp_path):
    _app, _s, small = _texts(1.0, players, screen, monkeypatch, tmp_path / "a")
    app, scene, big = _texts(2.0, players, screen, monkeypatch, tmp_path / "b")
    try:
        short = []
        painter = getattr(scene, "painter", None)
        rows = set()
        if screen in ("table", "replay") and players > 2 and painter is not None:
            rows = {row[0] for row in painter.score_rows()}
        for text, d in small.items():
            b = big.get(text)
            if b is None or not d.px or not b.px or d.px >= DISPLAY_PX:
                continue
            if screen == "summary" and text in BUTTONS:
                continue
            panel = app.vp.rect(painter.scores.rect) if rows else None
            if text in rows and panel.contains(b.rect):
                if b.px < NAME_GROWTH * d.px:
                    short.append(f"{text!r} (score row): {d.px} -> {b.px} px")
                continue
            least = (GROWTH * d.px if d.px <= HUD_PX
                     else max(GROWTH * HUD_PX, ENLARGED_GROWTH * d.px))
            if b.px < least:
                short.append(f"{text!r}: {d.px} -> {b.px} px")
            if b.box is not None:
                assert b.box.inflate(4, 4).contains(b.rect), (text, b.rect, b.box)
        assert not short, "\n".join(short)
        assert len(small) >= 8
    finally:
        app.set_text_scale(1.0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_grown_hud_overlaps_nothing(players, monkeypatch, tmp_path):
    app, table, _big = _texts(2.0, players, "table", monkeypatch, tmp_path)
    try:
        hud = table.painter.hud
        m = table.map
        boxes = dict(hud.rects)
        boxes["hint"] = next(b.rect for b in table.buttons if b.label == "Hint (H)")
        # (the tray itself, its foot over the grown key bar, as tall as at 100 %:
        # its top risen by as much, never shrinking the player's tiles)
        tray = boxes.pop("hand_0")
        anchor = m.anchor("hand_0")
        assert tray.h == anchor.h and anchor.top - 16 <= tray.top <= anchor.top, tray
        assert anchor.left <= tray.left and tray.right <= anchor.right
        keep_off = [m.anchor("layout"), tray]
        names = list(boxes)
        for i, n in enumerate(names):
            r = boxes[n]
            assert 24 <= r.left and r.right <= 1256 and 24 <= r.top and r.bottom <= 696, n
            for o in keep_off:
                if n == "status" and o is not tray:  # (over the play area's foot by
                    # as much as the tray rose: the board keeps above its lines)
                    o = pygame.Rect(o.x, o.y, o.w, o.h - (anchor.top - tray.top))
                assert not r.colliderect(o.inflate(-8, -8)), (n, r, o)
            for q in names[i + 1:]:
                assert not r.colliderect(boxes[q]), (n, r, q, boxes[q])
        # the side hands' tiles are never under a label
        for seat in range(1, players):
            for _t, tr in table.hands[seat].rects(table.view.hands[seat]):
                for n, r in boxes.items():
                    assert not app.vp.rect(r).colliderect(tr), (n, seat)
        # the Menu button grew, and clicks find it where it is drawn
        menu = next(b for b in table.buttons if b.label == "Menu (Esc)")
        assert menu.rect.w > m.anchor("btn_menu").w and menu.rect == hud.rects["menu"]
    finally:
        app.set_text_scale(1.0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_100_percent_the_hud_is_the_maps(players, monkeypatch, tmp_path):
    app, table, _small = _texts(1.0, players, "table", monkeypatch, tmp_path)
    m = table.map
    for name, r in table.painter.hud.rects.items():
        # the Total box sits in the top row where the map has that place for it (3 and
        # 4 players: the play area reaches up beside it)
        if name == "total" and "total_top" in m.anchors:
            name = "total_top"
        anchor = m.anchor("btn_menu" if name == "menu" else name)
        assert r == anchor, (name, r, anchor)
    # (was ``== (players > 2)``: the 2-player table's Total box is in the top row at
    # 100 % text too, its play area reaching up under it when a line grows up and down)
    assert "total_top" in m.anchors


def _confirm(scale: float, lang: str, monkeypatch, tmp_path):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    from game.scenes.table.undo import UNDO_QUESTION
    from game.widgets import ConfirmScene
    app = make_app(language=lang)
    app.set_text_scale(scale)
    dlg = ConfirmScene(app, UNDO_QUESTION, lambda: None, yes="Undo")
    app.push(dlg)
    app.draw()
    with record_text() as log:
        dlg.draw(app.screen)
    return app, dlg, log


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_yes_no_dialog_grows_with_its_text(lang, monkeypatch, tmp_path):
    """At 200 % the yes/no dialog kept its 100 % panel and shrank its question to
    fit it. Now the question and the buttons' words grow 1.6x, inside the panel, the
    buttons under the question; a click on a grown button hits it."""
    from game.actions import Action, Input
    from game.i18n import _
    from game.scenes.table.undo import UNDO_QUESTION
    _a, _d, small = _confirm(1.0, lang, monkeypatch, tmp_path / "a")
    small = list(small)
    app, dlg, big = _confirm(2.0, lang, monkeypatch, tmp_path / "b")
    try:
        vp = app.vp
        labels = {_(b.text) for b in dlg.menu.buttons}
        words = [d for d in big if d.text not in labels]
        assert words and "".join(d.text for d in words).replace(" ", "") == \
            _(UNDO_QUESTION).replace(" ", "")
        px_small = max(d.px for d in small if d.px and d.text not in labels)
        for d in words:
            assert d.px >= GROWTH * px_small, (d.text, d.px, px_small)
        panel = vp.rect(dlg.layout()[0])
        assert app.screen.get_rect().contains(panel)
        assert all(panel.contains(d.rect) for d in words)
        b_small = {d.text: d.px for d in small}
        for b in dlg.menu.buttons:
            r = vp.rect(b.rect)
            assert panel.contains(r) and all(r.top >= d.rect.bottom for d in words)
            d = next(d for d in big if d.text == _(b.text))
            assert d.px >= GROWTH * b_small[_(b.text)], (b.text, d.px)
        hit = []
        dlg.menu.buttons[0].on_click = lambda: hit.append(0)
        dlg.handle(Input(Action.PRESS, pos=vp.rect(dlg.menu.buttons[0].rect).move(0, 0)
                         .midbottom[:1] + (vp.rect(dlg.menu.buttons[0].rect).bottom - 3,)))
        assert hit == [0]
    finally:
        app.set_text_scale(1.0)


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("seed", [3, 5])
def test_the_log_lines_keep_their_sizes(scale, seed, monkeypatch, tmp_path):
    """At 200 % a log line came out larger than the status panel's own lines (fitted to
    their height). The log is drawn only while a bot plays now (the player's own play
    over "West to play"; a bot's play is its chip; on the player's turn one prompt
    line, each seat's last action its chip): there the prompt keeps the size one line
    alone has and the news over it is no larger (at 100 % a notch smaller: the prompt
    flickered large / small when the two were one size), unless a line too wide for
    its room had to shrink; back at the player's turn no move is told in a line."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    from game.present.words import say
    from game.scenes.table.scene import TableScene
    from game.scenes.table.status import news_shown
    app = make_app(language="en")
    table = TableScene(app, GameConfig(ruleset="american", players=4,
                                       levels=["medium"] * 4, seed=seed))
    app.push(table)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        tile = table.playable_tiles()[0]
        table.try_play(tile, table.legal_spots(tile)[0])
        # the player's move told in the status panel over what the table waits for now
        run_until(app, lambda: news_shown(table) and table.view.last_move.seat == table.human
                  and len(table.painter.status_lines()) == 2, max_frames=4000)
        app.set_text_scale(scale)
        app.draw()
        news = say(table.view.last_move, table.names, table.human)
        both = table.painter.status_lines()
        status = [t for t, _tn in table.painter.fit_status(both)]
        if scale > 1.0:  # at large text the tray keeps its tiles' size, the panel over it
            # one line: what the table waits for now (the move: the player's chip)
            assert status == [both[-1][0]], status
        else:
            assert len(status) == 2 and status[0] == news, status
        with record_text() as log:
            table.draw(app.screen)
        lines = [d for d in log if d.text in status]
        assert {d.text for d in lines} == set(status), [d.text for d in lines]
        top = max(d.px for d in lines)
        prompt = next(d for d in lines if d.text == status[-1])
        assert prompt.px >= top - 1, (prompt.text, prompt.px, top)
        for d in lines:
            narrow = d.box is not None and d.rect.w >= d.box.w - app.vp.length(24)
            least = top - 1 if scale > 1.0 else 16  # the news a notch under the prompt
            assert d.px >= least or narrow, (d.text, d.px, top)
        app.set_text_scale(1.0)
        run_until(app, lambda: table.human_turn, max_frames=4000)
        app.set_text_scale(scale)
        app.draw()
        told = {say(m, table.names, table.human) for _s, m in table.director.recent}
        with record_text() as log:
            table.draw(app.screen)
        assert len(table.painter.status_lines()) == 1
        assert not told & {d.text for d in log}, told & {d.text for d in log}
    finally:
        app.set_text_scale(1.0)
        table.worker.close()
