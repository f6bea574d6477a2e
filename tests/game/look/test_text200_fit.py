"""Of the 200 % text checks: the
seat's last-action bubble under the player's own label keeps inside the window's frame,
labels in Polish grow instead of shrinking back, the boneyard's tiles keep to their tray,
Options keeps no blank gap after scrolling, and the Polish wording reads naturally."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import _


def test_polish_says_where_a_tile_goes_in_plain_words():
    i18n.set_language("pl")
    try:
        where = _("on the {pips} end of {tile}").format(pips=1, tile="[1|4]")
        bone = _("Boneyard {n}").format(n=14)
    finally:
        i18n.set_language("en")
    assert where == "do [1|4] od strony 1"
    assert bone == "Talon 14"


def _table(players: int, lang: str = "en", scale: float = 2.0):
    from tests.game_harness import run_until, table_app
    app, table = table_app(players=players, seed=3, text_scale=scale, language=lang)
    run_until(app, lambda: table.human_turn, max_frames=4000)
    return app, table


#: The window's usable edge inside the wooden frame (design px at 1280x720).
FRAME_BOTTOM = 692


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_last_action_bubble_under_you_keeps_inside_the_frame(players, lang):
    from game.present.view import LastAction
    from game.render.seat_marks import draw_last_action
    app, table = _table(players, lang)
    try:
        p = table.painter
        act = LastAction(drew=2, tile=9, points=5)
        box = draw_last_action(app.screen, app.vp, table.text, p.label_rect(0), act)
        assert box is not None
        assert box.bottom <= app.vp.rect((0, FRAME_BOTTOM, 1, 1)).top, box
        # under the label, not over it
        assert box.top >= p.label_rect(0).bottom, (box, p.label_rect(0))
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")


def _row_tops(rows) -> list[float]:
    tops, y = [], 0.0
    for r in rows.rows:
        tops.append(y)
        y += rows._height(r) + rows.gap
    return tops


@pytest.mark.parametrize("path", ["scale_down", "to_end"])
def test_options_leave_no_blank_gap_above_the_first_row(path, tmp_path, monkeypatch):
    """o09.png: after scrolling (then the text size changed, or at the list's end) the
    list's top row started above the area and was left out: a blank gap under the
    title. The list always starts at a row's top."""
    from game.actions import Action, Input
    from game.scenes.options.scene import OptionsScene
    from tests.game_harness import make_app
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language="en")
    try:
        opts = OptionsScene(app)
        app.push(opts)
        app.set_text_scale(2.0)
        opts.draw(app.screen)
        rows = opts.rows
        for _k in range(len(rows.rows) + 2):  # down to the list's end
            opts.handle(Input(Action.DOWN))
            opts.draw(app.screen)
            if path == "to_end":
                scroll = rows.scroll
                assert any(abs(scroll - t) < 1 for t in _row_tops(rows)), scroll
        if path == "scale_down":
            rows.focus(next(i for i, r in enumerate(rows.rows)
                            if getattr(r, "label", "") == "Text size"))
            opts.draw(app.screen)
            app.set_text_scale(1.0)
            opts.draw(app.screen)
            # (the list may scroll between two rows' tops to hold the row
            # changed in place; the rows above it then spread up to the area's top)
            first = next(i for i in range(len(rows.rows)) if rows.visible(i))
            assert abs(rows.row_rect(first).top - rows.area.top) <= 2, (
                rows.scroll, rows.row_rect(first), rows.area)
            assert rows.visible(rows.index)
    finally:
        app.set_text_scale(1.0)


def _label_texts(lang: str, scale: float, players: int):
    from game.ui.text import record_text
    app, table = _table(players, lang, scale)
    try:
        with record_text() as log:
            app.draw()
        labels = [table.painter.label_rect(s) for s in range(players)]
        # the leader tag is shown on a bot's plate (the player's own plate is its face
        # alone: the prompt says "You start")
        _label_texts.lead_pending = not table.view.board and any(
            table.painter.label_texts(s)[1] for s in range(players) if s != table.human)
        return [(s, d) for d in log for s, r in enumerate(labels)
                if d.px and r.contains(d.rect)]
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["pl", "en", "zh_CN"])
def test_seat_labels_grow_at_200_percent_in_every_language(lang, players):
    """pl02_table.png: "6 kamieni · wychodzi" and "Północ (Średni)  6 kamieni" shrank
    back to about 100 % to fit their plates; they take another line instead."""
    small = _label_texts(lang, 1.0, players)
    big = _label_texts(lang, 2.0, players)
    base = max(d.px for _s, d in small)
    # (a 4-player side seat leading in Polish needed four lines, "Wschód" / "(Łatwy)" /
    # "4 kamienie" / "wychodzi", where its column has room for three: the plate says the
    # name and "zaczyna" now, every seat at its full size)
    known: set = set()
    short = [(d.text, d.px) for s, d in big if d.px < 1.6 * base and s not in known]
    assert not short, (base, short)
    words = " ".join(d.text for _s, d in big)
    i18n.set_language(lang)
    try:
        leader = _("leader")
    finally:
        i18n.set_language("en")
    # the leader said until the lead is played, then no more
    assert (leader in words) == _label_texts.lead_pending, (words, _label_texts.lead_pending)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_boneyard_keeps_its_tiles_in_its_tray_and_its_count_off_the_tray_line(lang,
                                                                                  players):
    """z01_table200.png: at 200 % the stack spread outside its dashed tray and the count's
    plate covered the tray's line."""
    from game.render.tiles import stack_rects
    app, table = _table(players, lang)
    try:
        bone = table.painter.boneyard
        tray = app.vp.rect(table.map.anchor("boneyard"))
        label = _("Boneyard {n}").format(n=table.view.boneyard_count)
        stack, boxes = bone.parts(label)
        for r in stack_rects(stack, table.view.boneyard_count, app.vp.length(18)):
            assert tray.contains(r), (r, tray)
        for _t, b in boxes:  # the count (and its plate) wholly under the tray
            assert b.top >= tray.bottom, (b, tray)
        panel = app.vp.rect(bone.rect)
        assert all(panel.contains(b) for _t, b in boxes)
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")


def _options_texts(lang: str, scale: float, tmp_path, monkeypatch):
    from game.scenes.options.scene import OptionsScene
    from game.ui.text import record_text
    from tests.game_harness import make_app
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / f"{lang}{scale}"))
    app = make_app(language=lang)
    app.set_language(lang)
    try:
        opts = OptionsScene(app)
        app.push(opts)
        app.set_text_scale(scale)
        opts.draw(app.screen)
        with record_text() as log:
            opts.draw(app.screen)
        return opts, {d.text: d for d in log if d.px}
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")


@pytest.mark.parametrize("lang", ["pl", "en", "zh_CN"])
def test_options_back_and_row_labels_grow_at_200_percent(lang, tmp_path, monkeypatch):
    """o07.png: "Wstecz" and "Automatyczne dobieranie" shrank back to about 100 %."""
    _o, small = _options_texts(lang, 1.0, tmp_path, monkeypatch)
    opts, big = _options_texts(lang, 2.0, tmp_path, monkeypatch)
    i18n.set_language(lang)
    try:
        back = _("Back")
        labels = [r.shown_label for r in opts.rows.rows if hasattr(r, "shown_label")
                  and r.shown_label in small and opts.rows.visible(opts.rows.rows.index(r))]
        # a label on two lines is drawn line by line
        labels = [t for lab in labels for t in ([lab] if lab in big else
                                                [w for w in big if w and w in lab])]
    finally:
        i18n.set_language("en")
    assert big[back].px >= 1.6 * small[back].px, (big[back].px, small[back].px)
    assert labels
    base = {t: next(small[lab].px for lab in small if t in lab) for t in labels}
    short = [(t, base[t], big[t].px) for t in labels if big[t].px < 1.6 * base[t]]
    assert not short, short
    # the grown Back button keeps clear of the title
    assert opts.back_button_rect().right < opts.shown_title_box().left


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["pl", "en", "zh_CN"])
def test_the_hint_button_grows_with_the_text(lang, players):
    """pl02_table.png: "Podpowiedź (H)" shrank back to about 100 % in its corner; the
    button grows through the HUD layout (left to the hand tray, and up), its words on two
    lines where one would shrink; Undo stays above it."""
    from game.ui.text import record_text

    def hint_texts(scale):
        app, table = _table(players, lang, scale)
        try:
            hint = next(b for b in table.buttons if b.label == "Hint (H)")
            hint.hover = True  # an icon: its word shows under the mouse
            with record_text() as log:
                app.draw()
            r = app.vp.rect(hint.rect)
            r = r.inflate(0, app.vp.length(6))  # (raised a little under the mouse)
            return (app, table, hint, [d for d in log if d.px and r.contains(d.rect)])
        finally:
            app.set_text_scale(1.0)
            i18n.set_language("en")

    _a, _t, _h, small = hint_texts(1.0)
    app, table, hint, big = hint_texts(2.0)
    base = max(d.px for d in small)

    def grown(d) -> bool:
        # 1.6 times its 100 % size; or, where the button's room binds (a single word
        # too long for it, its key moved onto a keycap), filling that room at 1.3 times
        fills = d.box is not None and (d.rect.w >= 0.85 * (d.box.w - 20)
                                       or d.rect.h >= 0.7 * d.box.h)
        return d.px >= 1.6 * base or (d.shrunk and fills and d.px >= 1.3 * base)

    assert big and all(grown(d) for d in big), (base, [(d.text, d.px) for d in big])
    r = pygame.Rect(hint.rect)
    assert r.right <= 1256 and r.bottom <= FRAME_BOTTOM
    # (clear of the tray as drawn: its right end makes room at large text)
    assert not r.colliderect(table.painter.hud.rects["hand_0"])
    assert not r.colliderect(pygame.Rect(table.undo_button.rect))


@pytest.mark.parametrize("players", [2, 4])
def test_two_status_lines_at_200_percent_sit_on_one_panel_between_the_frames(players):
    """z03_table200.png: the two status lines, each on its own plate, ran into the play
    area's edge and the hand tray; at large text they sit on one edged panel centred on
    the strip between the two frames, every word inside it."""
    from game.ui.text import record_text
    app, table = _table(players)
    try:
        st = table.painter.status
        r = app.vp.rect(st.rect)
        # (the tray as laid out at this text size: it keeps its height at large
        # text, its top risen by what the grown key bar took from its foot)
        lay, tray = table.map.anchor("layout"), table.painter.hud.rects["hand_0"]
        anchor = table.map.anchor("hand_0")
        rise = anchor.top - tray.top
        assert 0 <= rise <= 16 and tray.h == anchor.h, (tray, anchor)
        # between the play area and the hand tray: at most a few px over the play
        # area's foot (and as far as the tray rose), and its foot above the tray (it
        # ends above the chosen tile, which rises out of the tray:
        # tests/game/table/test_hud_frame.py)
        assert r.top >= lay.bottom - 8 - rise and r.bottom <= tray.top, (r, lay, tray)
        surf = app.screen
        surf.fill((0, 0, 0))
        with record_text() as log:
            st.draw(surf, [("Your turn: pick a tile, then a spot", "focus"),
                           ("North plays [1|5] on the 1 end of [0|1]: total 5, +5", "dim")])
        drawn = [d for d in log if d.text]
        assert len(drawn) == 2 and all(r.contains(d.rect) for d in drawn)
        # one panel: the plate colour runs unbroken from the first line to the second
        x = drawn[1].rect.left + 2  # beside the shorter first line
        assert x < drawn[0].rect.left
        top, bottom = drawn[0].rect.top, drawn[1].rect.bottom
        gap = [y for y in range(top, bottom) if surf.get_at((x, y))[:3] == (0, 0, 0)]
        assert not gap, gap[:3]
    finally:
        app.set_text_scale(1.0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_pause_dialog_ends_above_the_hand_tray(players):
    """esc01.png / mm01.png: the hand's tiles peeked out under the pause dialog's edge.
    The dialog, its entries and its words end above the table's hand tray."""
    from game.scenes.menus.pause import PauseScene
    from game.ui.text import record_text
    app, table = _table(players, scale=1.0)
    pause = PauseScene(app)
    app.push(pause)
    app.draw()
    with record_text() as log:
        pause.draw(app.screen)
    tray = table.map.anchor("hand_0")
    panel = pygame.Rect(PauseScene.PANEL)
    assert panel.bottom < tray.top, (panel, tray)
    dialog = app.vp.rect(panel)
    for b in pause.menu.buttons:
        assert panel.contains(b.rect), b.rect
    mine = [d for d in log if d.text]
    assert len(mine) >= 7 and all(dialog.contains(d.rect) for d in mine)


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_a_side_seats_thinking_line_keeps_off_the_boneyard_and_racks(lang):
    """In Chinese at 200 %, 4 players, West's "思考中..." under its plate lay over the
    boneyard's panel. At large text a bot's "thinking..." takes its plate's tile-count
    line (the rack's backs show the count), inside the plate."""
    from game.ui.text import record_text
    app, table = _table(4, lang)
    try:
        p = table.painter
        surf = pygame.Surface(app.screen.get_size())
        panels = p.panels()
        for seat in (1, 3):
            name, tiles = p.label_texts(seat)
            thinking = _("thinking") + "..."
            with record_text() as log:
                p.labels[seat].draw(surf, name, tiles, True, thinking, score=0)
            # (now three dots after the name, no words: "myśli..." read as cut off)
            said = [d.rect for d in log if d.text == name] + [p.labels[seat].dots]
            assert said[-1] is not None and not any(d.text == thinking for d in log), seat
            plate = p.label_rect(seat)
            for d in said:
                assert plate.contains(d), (seat, d, plate)
                assert d.collidelist(panels) < 0, (seat, d)
    finally:
        app.set_text_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["pl", "en", "zh_CN"])
@pytest.mark.parametrize("scale", [1.5, 1.75, 2.0])
def test_options_labels_keep_one_line_and_the_values_their_place(lang, scale, tmp_path,
                                                                  monkeypatch):
    """At 200 % "Głośność efektów" (and at 175 % "Automatyczne dobieranie")
    took two lines in Options. The labels' column grows to the left at large text:
    each label on one line at its full size, the list centred (a click on the text
    size's arrow still hits it after the change: tests/game/menus/
    test_options_text_size_click.py)."""
    from game.widgets.rows import ButtonRow, HeadingRow

    small_opts, _s = _options_texts(lang, 1.0, tmp_path, monkeypatch)
    opts, big = _options_texts(lang, scale, tmp_path, monkeypatch)
    rows = opts.rows
    labelled = [r for r in rows.rows if not isinstance(r, (HeadingRow, ButtonRow))]
    assert not [r.shown_label for r in labelled if id(r) in rows._wrapped]
    i18n.set_language(lang)
    try:
        shown = [r.shown_label for r in labelled if rows.visible(rows.rows.index(r))]
    finally:
        i18n.set_language("en")
    assert shown and all(t in big for t in shown), [t for t in shown if t not in big]
    for t in shown:
        assert not big[t].shrunk, t
    i = 1  # a row with arrows: its values' column as wide as at 100 %
    a = [rows.arrow_rects(rows.row_rect(i))[k] for k in (0, 1)]
    b = [small_opts.rows.arrow_rects(small_opts.rows.row_rect(i))[k] for k in (0, 1)]
    assert a[1].right - a[0].left == b[1].right - b[0].left, (a, b)
    # fv_116: the list grew left only and sat off-centre; it is centred under the
    # title at every size, inside the felt, clear of the Back button
    assert abs(rows.area.centerx - 640) <= 1 and rows.area.right + 18 <= 1240, rows.area
    assert rows.area.left >= 60
    assert not opts.back_button_rect().colliderect(rows.area)


@pytest.mark.parametrize("lang", ["pl", "en", "zh_CN"])
def test_the_menus_buttons_grow_rather_than_shrink_their_words(lang, tmp_path,
                                                                monkeypatch):
    """Sweep (menu at 200 %): "Statystyki" shrank in its small button (smaller
    than its neighbours' words) and the Tutorial card's "Naucz się grać: 7 lekcji" to
    about 130 %. At large text the cards and small buttons grow wider, out from the
    middle: the small buttons' words not shrunk, at one size; nothing overlaps."""
    from game.scenes.menus.menu_layout import SMALL
    from game.ui.text import record_text
    from game.ui.viewport import FELT
    from tests.game_harness import make_app
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language=lang)
    app.set_language(lang)
    try:
        app.set_text_scale(2.0)
        menu = app.scene("menu")
        app.push(menu)
        app.draw()
        with record_text() as log:
            app.draw()
        words = [_(label) for label in SMALL]
        drawn = [d for d in log if d.text in words]
        assert len(drawn) == len(SMALL), [d.text for d in log]
        # one size, grown (the buttons' height caps them at about 130 % with the icon)
        assert max(d.px for d in drawn) - min(d.px for d in drawn) <= 1, [
            (d.text, d.px) for d in drawn]
        assert min(d.px for d in drawn) >= 1.3 * 24
        tutorial = [d for d in log if d.text.startswith(_("Learn to play")[:5])]
        for d in tutorial:  # (21 px at 100 %)
            assert d.px >= 1.2 * 21, (d.text, d.px)
        rects = [pygame.Rect(r) for r in menu.rects.values()]
        for i, a in enumerate(rects):
            assert pygame.Rect(FELT).contains(a), a
            for b in rects[i + 1:]:
                assert a == b or not a.colliderect(b), (a, b)
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")


@pytest.mark.parametrize("lang", ["pl", "en", "zh_CN"])
def test_the_rules_section_names_grow_and_the_panels_clear_the_controls_line(
        lang, tmp_path, monkeypatch):
    """Sweep (rules at 200 %): the section list's names stayed at their 100 %
    size (16 px in Polish: "Rozdawanie i kto zaczyna" set the size of all), and the
    grown controls line ran over the panels' foot. At large text the list is wider
    and both panels end above the controls line."""
    from game.scenes.rules.scene import SECTIONS
    from game.ui.text import record_text
    from tests.game_harness import make_app
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language=lang)
    app.set_language(lang)
    try:
        px = {}
        for k in (1.0, 2.0):
            app.set_text_scale(k)
            rules = app.scene("rules")
            app.push(rules)
            app.draw()
            with record_text() as log:
                app.draw()
            names = {_(t) for t, _b in SECTIONS}
            side = app.vp.rect(rules.SIDEBAR)
            px[k] = [d.px for d in log if d.text in names and side.contains(d.rect)]
            assert len(px[k]) == len(SECTIONS)
            hints = [d for d in log if d.text == _(rules.hints)]
            assert hints
            for r in (rules.SIDEBAR, rules.PANEL):
                assert app.vp.rect(r).bottom <= hints[0].rect.top, (r, hints[0].rect)
            app.pop()
        assert min(px[2.0]) >= 1.4 * min(px[1.0]), px
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
