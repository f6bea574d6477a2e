"""A key to the marks at the layout's ends on the table: beside the
Total box, a solid disc "adds 5 to the Total" and a hollow ring "play here, adds 0",
drawn as the board draws them, clear of every other box. Players
who need large text keep it, in short words ("adds 5" / "adds 0") at full size."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.i18n import _
from game.render.ring_key import DOUBLE_KEY, KEY_LINES, RING_KEY
from game.ui.text import record_text
from tests.game_harness import run_until, table_app


def key_words(i: int = 0):
    """A test of drawn words: one of the key's lines (``i``: 0 its words, 1 its short
    words), whatever number the board gave it."""
    pats = [re.compile(re.escape(_(k[i])).replace(re.escape("{n}"), r"-?\d+")
                       .replace(re.escape("{half}"), r"\d+") + "$")
            for k in KEY_LINES]
    return lambda text: any(p.match(text) for p in pats)


def mark_at(table):
    """The screen centre of an end's mark on the board now (one drawn: not a count
    under a held tile's ghost): a counted end's disc where there is one, else a hollow
    ring."""
    marks = [(k != "solid", box.center) for k, _p, lab, box
             in table.painter.board.shown_badges(table.view.layout) if box is not None and lab]
    return min(marks)[1] if marks else None


def point(monkeypatch, pos):
    """The mouse pointer at ``pos`` on the window (None: off it)."""
    monkeypatch.setattr("game.scenes.table.paint.mouse_at", lambda: pos)


def on_board(app, table):
    """Play on until the board holds a tile and it is the human's turn (the human
    leading: the first legal move)."""
    run_until(app, lambda: table.human_turn, max_frames=4000)
    if not table.view.board:
        table.apply(next(iter(table.game.legal_moves)))
        run_until(app, lambda: table.human_turn and len(table.view.board) > 0,
                  max_frames=8000)


@pytest.mark.parametrize("players,lang,k", [(2, "en", 1.0), (3, "pl", 1.0), (4, "zh_CN", 1.0),
                                           (2, "en", 2.0), (4, "en", 2.0), (2, "pl", 2.0),
                                           (4, "zh_CN", 2.0), (3, "pl", 1.5)])
def test_the_key_is_a_tooltip_beside_the_mark_pointed_at(players, lang, k, monkeypatch):
    """("a play there scores N" stood by the Total, the ring it explained
    far off): the key's one line is a tooltip right beside the mark pointed at, inside
    the play area, off the tiles and the HUD, its words at full size (at 200 % text too)."""
    app, table = table_app(players=players, seed=3, text_scale=k, language=lang)
    try:
        on_board(app, table)
        pos = mark_at(table)
        point(monkeypatch, pos)
        with record_text() as log:
            app.draw()
        hud, board = table.painter.hud, table.painter.board
        words = key_words(1 if hud.legend_short else 0)
        drawn = [d for d in log if words(d.text)]
        assert len(drawn) == 1  # the line about the disc pointed at
        d = drawn[0].rect
        px = drawn[0].px
        assert px >= 1.6 * 16 if k >= 2 else px >= (1.3 * 16 if k > 1 else 0)
        mark = next(box for _k, _p, lab, box in board.shown_badges(table.view.layout)
                    if box is not None and box.center == pos)
        # beside the mark: its nearest edge within about two rings of the mark's box
        near = board.badge_radius * 2 + app.vp.length(40)
        gap = max(0, d.left - mark.right, mark.left - d.right) + max(
            0, d.top - mark.bottom, mark.top - d.bottom)
        assert gap <= near, (d, mark)
        assert not d.colliderect(mark)
        assert board.camera.rect.contains(d), (d, board.camera.rect)
        for t, _p in table.view.layout.placed:
            assert not d.colliderect(board.tile_rect(t)), (t, d)
        for name, r in {**hud.rects, **hud.corner_rects}.items():
            assert not d.colliderect(app.vp.rect(r)), (name, r, d)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_key_says_what_an_end_counts_in_plain_words(lang):
    """"adds 5 to the Total" / "play here, adds 0" read as cryptic, and
    players read the red disc as "this play scores". The key says the disc
    is what the end counts toward the Total, the ring counts 0, and the "+N" chip is
    what a play there scores, each line in the player's language, the number in it."""
    i18n.set_language(lang)
    try:
        for long_words, short_words, _kind in RING_KEY:
            for w in (long_words, short_words):
                shown = _(w)
                if "{n}" in w or w[-1].isdigit():
                    assert ("{n}" if "{n}" in w else w[-1]) in shown  # the number it counts
                if lang != "en":
                    assert shown != w, (lang, w)
        disc, ring, chip = RING_KEY
        assert disc[2] == "disc" and "Total" in disc[0] and "end" in disc[0]
        assert "score" not in disc[0]
        assert ring[2] == "ring" and "play here" in ring[0]
        assert chip[2] == "chip" and "scores" in chip[0] and "play" in chip[0]
        # a double's "4+4" mark: the half to match, both halves and its count in the
        # words, toward the Total as an ordinary end's line says
        assert "match {half}" in DOUBLE_KEY[0] and "{half} + {half} = {n}" in DOUBLE_KEY[0]
        assert "Total" in DOUBLE_KEY[0] and DOUBLE_KEY[2] == "disc"
        assert "match {half}" in DOUBLE_KEY[1] and "{n}" in DOUBLE_KEY[1]
        for w in DOUBLE_KEY[:2]:
            shown = _(w)
            assert "{n}" in shown and "{half}" in shown, (lang, shown)
            if lang != "en":
                assert shown != w, (lang, w)
    finally:
        i18n.set_language("en")


def test_the_key_shows_only_about_the_mark_pointed_at(monkeypatch):
    """"this end: N toward the Total" / "play
    here: counts 0" stood beside the Total with nothing hovered and read like debug
    text. Now: no key unless the mouse is over an end's disc, a hollow ring or a "+N"
    chip, and then one line about that very mark (a spot with the keyboard focus: the
    Total box previews its move instead)."""
    app, table = table_app(players=2, seed=3)
    try:
        on_board(app, table)
        words = key_words()
        board, v = table.painter.board, table.view

        def shown(pos, focus_source=None):
            point(monkeypatch, pos)
            table.controller.source = focus_source
            with record_text() as log:
                app.draw()
            return [d.text for d in log if words(d.text)]

        assert shown(None) == []  # nothing pointed at: no key at all
        assert shown((5, 5)) == []  # the mouse elsewhere: none
        assert shown(app.vp.point((640, 600))) == []
        marks = [(k, lab, box) for k, _p, lab, box in board.badge_boxes(v.layout)
                 if box is not None and lab]
        assert marks
        for kind, label, box in marks:
            texts = shown(box.center)
            if kind == "solid" and "+" in label:  # a double's "4+4": both halves
                n = eval(label)
                assert texts == [_(DOUBLE_KEY[0]).format(n=n, half=n // 2)], (label, texts)
            elif kind == "solid":
                n = int(label)
                assert texts == [_(RING_KEY[0][0]).format(n=n)], (label, texts)
            else:
                assert texts == [_(RING_KEY[1][0])], (label, texts)
        ctl = table.controller
        tiles = [t for t in table.game.hand_tiles(table.human) if ctl.legal_spots(t)]
        ctl.sel = tiles[0]
        chips = ctl.preview(tiles[0])
        shown(None)  # a frame with it held: its "+N" chips stand off its ghosts
        for pc in ctl.legal_spots(tiles[0]):
            pts = chips.get(pc, 0)
            if not pts:  # a spot scoring nothing has no chip (its ring alone says so)
                continue
            box = board.spot_label_box(pc, f"+{pts}")
            assert shown(box.center) == [_(RING_KEY[2][0]).format(n=pts)]
        assert shown(None) == []  # a tile chosen with the mouse: still nothing
        # the keyboard's focus on a spot: its move is in the Total box ("2 -> 5",
        # "+5"), so no line about it beside the board
        assert shown(None, "key") == []
        assert table.painter.previewed == (ctl.sel, ctl.focus_spot())
        ctl.auto_sel = ctl.sel  # the focus the turn began with (no key pressed): none
        assert shown(None, "key") == []
    finally:
        i18n.set_language("en")


def test_the_key_shows_only_the_boards_own_values(monkeypatch):
    """The key's fixed example values ("this end:
    5", "+5 a play there scores 5") read as real offers, before any tile was down and
    while every ring showed +0. Now: nothing before the first tile; with tiles down,
    the disc's line carries a real end's count, and with a tile chosen, the chip's
    line the best "+N" on the board."""
    app, table = table_app(players=2, seed=3)
    try:
        painter = table.painter
        v = table.view
        # nothing on the board: no key, whatever the tutor would teach
        from game.render.ring_key import key_values
        assert key_values(painter.board, type("V", (), {"layout": None})(), {}) == {}
        on_board(app, table)
        point(monkeypatch, mark_at(table))
        words = key_words()
        with record_text() as log:
            app.draw()
        drawn = [d.text for d in log if words(d.text)]
        assert drawn
        counts = {label for k, _p, label, box in painter.board.badge_boxes(v.layout)
                  if k == "solid" and box is not None}
        disc = [t for t in drawn if re.match(
            re.escape(_(RING_KEY[0][0])).replace(re.escape("{n}"), "(.+)") + "$", t)]
        if counts:  # a counted end on the board: its own number, not an example 5
            n = re.search(r"-?\d+", disc[0]).group()
            assert any(n == str(eval(c)) for c in counts), \
                (disc, counts)
        else:
            assert not disc
        ctl = table.controller
        tiles = [t for t in table.game.hand_tiles(table.human) if ctl.legal_spots(t)]
        if tiles:  # a tile chosen: its best "+N" chip pointed at says its real points
            ctl.sel = tiles[0]
            pts = ctl.preview(tiles[0])
            best = max(pts.values())
            pc = next(pc for pc in ctl.legal_spots(tiles[0]) if pts.get(pc, 0) == best)
            app.draw()  # a frame with it held: its "+N" chips stand off its ghosts
            point(monkeypatch, painter.board.spot_label_box(pc, f"+{best}").center)
            with record_text() as log:
                app.draw()
            texts = [d.text for d in log if words(d.text)]
            assert texts == [_(RING_KEY[2][0]).format(n=best)], (texts, best)
    finally:
        i18n.set_language("en")


def test_the_pointer_asks_only_until_a_key_is_pressed():
    """The tooltip stayed up over the board after a switch to the keyboard
    (and over the Domino! banner). The pointer is live from its last move until the next
    key or pad press, and live again once it moves."""
    from game.render.ring_key import LivePointer

    p = LivePointer()
    assert p.now(None, 0) is None
    assert p.now((400, 300), 0) == (400, 300)  # moved onto the window
    assert p.now((400, 300), 0) == (400, 300)  # resting there still asks
    assert p.now((400, 300), 1) is None  # a key press: the keyboard asks now
    assert p.now((400, 300), 1) is None
    assert p.now((401, 300), 1) == (401, 300)  # the mouse moved again
    assert p.now((401, 300), 3) is None


def test_a_chips_tooltip_keeps_off_its_ring(monkeypatch):
    """Issue 16: "+10 a play there scores 10" sat on the very ring it was about,
    beside the "+10" chip pointed at (the tooltip kept off the chip alone). What the
    tooltip keeps off is the chip and its spot's ring, and its plate covers neither."""
    import game.render.total_box as hud_mod
    from game.render.ring_key import pointed_mark

    boxes = []
    real = hud_mod.draw_key_tip

    def spy(*a, **kw):
        boxes.append(real(*a, **kw))
        return boxes[-1]

    monkeypatch.setattr(hud_mod, "draw_key_tip", spy)
    app, table = table_app(players=2, seed=3)
    on_board(app, table)
    board, ctl = table.painter.board, table.controller
    checked = 0
    for tile in [t for t in table.game.hand_tiles(table.human) if ctl.legal_spots(t)]:
        ctl.sel = tile
        chips = ctl.preview(tile)
        for pc, pts in chips.items():
            if not pts:
                continue
            app.draw()  # (the board lays its marks out as it draws)
            chip = board.spot_label_box(pc, f"+{pts}")
            x, y = board.spot_pos(pc)
            r = board.badge_radius + app.vp.length(6)  # the ring as drawn
            ring = pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
            for hit in (pointed_mark(board, table.view, chip.center, chips),
                        pointed_mark(board, table.view, None, chips, pc)):
                assert hit[3].contains(chip) and hit[3].contains(ring), (pc, hit[3], ring)
            point(monkeypatch, chip.center)
            boxes.clear()
            app.draw()
            assert len(boxes) == 1
            assert not boxes[0].colliderect(ring) and not boxes[0].colliderect(chip)
            checked += 1
    assert checked >= 1


def test_a_tooltip_goes_when_a_tile_is_played(monkeypatch):
    """Issue 16: "this end: 2 toward the Total" stayed up, left from the click
    that played a tile, the pointer resting there. A play ends the pointer's asking
    until it moves again."""
    app, table = table_app(players=2, seed=3)
    on_board(app, table)
    words = key_words()
    point(monkeypatch, mark_at(table))
    with record_text() as log:
        app.draw()
    assert [d.text for d in log if words(d.text)]  # resting on a mark: its line
    table.apply(next(iter(table.game.legal_moves)))  # a play, the pointer unmoved
    with record_text() as log:
        app.draw()
    assert not [d.text for d in log if words(d.text)]


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_a_doubles_tag_in_the_key_shows_its_count_on_a_pill(scale):
    """Pointing at a double's "4+4" tag, the key's mark was an empty red disc
    (the "4+4" did not fit in it). The key draws the tag as the board does: a pill as
    wide as its words, within the key's column (its widest mark, the "+5" chip)."""
    from game.render.ring_key import draw_ring_key, key_mark, key_width
    from game.render.text import TextCache
    from tests.game_harness import make_app
    app = make_app()
    app.fonts.set_text_scale(scale)
    try:
        vp = app.vp
        surf = pygame.Surface((1280, 720))
        box = pygame.Rect(100, 100, 600, vp.length(40))
        with record_text() as log:
            draw_ring_key(surf, vp, TextCache(app.fonts), box, (len(KEY_LINES) - 1,),
                          scale > 1, 18, {"disc": ("4+4", 8)})
        tags = [d for d in log if d.text == "4+4"]
        assert tags, [d.text for d in log]
        column = pygame.Rect(box.x, box.y, vp.length(key_width(scale, scale > 1)), box.h)
        assert column.contains(tags[0].rect), (tags[0].rect, column)
        assert tags[0].rect.w > vp.length(key_mark(scale)) * 0.8  # wider than the disc
        words = [d for d in log if "match 4" in d.text]  # its long or short words
        assert words and all(not w.rect.colliderect(tags[0].rect) for w in words)
    finally:
        app.fonts.set_text_scale(1.0)


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("label,n", [("+10", 10), ("+25", 25), ("+5", 5)])
@pytest.mark.parametrize("short", [False, True])
def test_a_chips_number_and_its_words_never_overlap(lang, scale, label, n, short):
    """At 200 % text the key's "+10" chip drew its number over the words
    beside it ("+10" across 得分): the chip is as wide as its number at full size, and
    the words start after it, in the tooltip's plate."""
    from game.render.hud import TEXT
    from game.render.ring_key import draw_key_tip, draw_ring_key
    from game.render.text import TextCache
    from tests.game_harness import make_app
    app = make_app(language=lang)
    i18n.set_language(lang)
    app.fonts.set_text_scale(scale)
    try:
        vp = app.vp
        surf = pygame.Surface((1280, 720))
        values = {"chip": (label, n)}
        text = TextCache(app.fonts)
        box = pygame.Rect(100, 100, 600, vp.length(40))
        with record_text() as log:
            draw_ring_key(surf, vp, text, box, (2,), short, TEXT, values)
        chip = [d for d in log if d.text == label]
        words = [d for d in log if d.text != label]
        assert chip and words
        assert chip[0].px >= max(w.px for w in words) - 0.5  # at its full size, as the words
        assert all(not w.rect.colliderect(chip[0].rect) for w in words), (chip, words)

        class Board:  # a board with nothing on it, for the tooltip's place
            vp = app.vp

            def blocks(self, _layout):
                return []

        with record_text() as log:
            tip = draw_key_tip(surf, vp, text, Board(), None,
                               (2, values, None, pygame.Rect(300, 300, 40, 40)), short, TEXT,
                               pygame.Rect(0, 0, 1280, 720))
        for d in log:
            assert tip.contains(d.rect), (d.text, d.rect, tip)
        chip = [d for d in log if d.text == label]
        words = [d for d in log if d.text != label]
        assert all(not w.rect.colliderect(chip[0].rect) for w in words), (chip, words)
    finally:
        app.fonts.set_text_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("ruleset,lang", [("american", "en"), ("sniff61", "pl"),
                                          ("american", "zh_CN")])
def test_the_sniffs_diamond_says_what_it_is(monkeypatch, ruleset, lang):
    """Issue 16: the orange diamond on the sniff's corner was never explained. The
    mouse over it: a tooltip beside it says what the sniff is, in words a player knows
    (American: the first double, it can grow on all four sides; Sniff 61: a tile at
    its side never grows), with the diamond drawn in it; elsewhere it is not said."""
    from game.render.ring_key import SNIFF61_KEY, SNIFF_KEY
    app, table = table_app(players=2, seed=3, ruleset=ruleset, demo=True)
    try:
        i18n.set_language(lang)
        run_until(app, lambda: table.view.layout is not None and table.view.layout.sniff
                  >= 0 and len(table.view.layout.placed) >= 2, max_frames=40000)
        board = table.painter.board
        box = board.sniff_mark_box(table.view.layout)
        assert box is not None
        want = _((SNIFF61_KEY if ruleset == "sniff61" else SNIFF_KEY)[0])
        other = _((SNIFF_KEY if ruleset == "sniff61" else SNIFF61_KEY)[0])

        def said(pos):
            point(monkeypatch, pos)
            with record_text() as log:
                app.draw()
            return [d for d in log if d.text in (want, other)]

        shown = said(box.center)
        assert [d.text for d in shown] == [want], [d.text for d in shown]
        assert not shown[0].rect.colliderect(box)  # beside the diamond, not on it
        assert board.camera.rect.contains(shown[0].rect)
        assert said(None) == [] and said((5, 5)) == []
    finally:
        i18n.set_language("en")
