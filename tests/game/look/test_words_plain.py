"""Issue 16 ("use words and pictures a player understands"): the last fresh
player tripped on "straight side", "side branch", "1×2" and "open end". The rules'
jargon is gone from every visible text; the sniff's four places are named as the tile
lies in plain words ("next to [6|6]", "on the top or bottom of [6|6]"), the
tutorial's words match its picture, the board puts no words beside the sniff's spots
(the held tile's ghosts show them), and a double's "4+4" mark is said as the 4 to match
and both halves counted."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from engine.errors import IllegalMoveError
from engine.layout import Layout
from engine.moves import BRANCH_A, BRANCH_B, A, B, Move
from engine.tiles import parse_tile
from game import i18n
from game import tutorial as tut
from game.i18n import _
from game.present.words import where_text
from game.render.geometry import LayoutGeometry
from game.render.ring_key import draw_key_tip, pointed_mark
from game.resources import asset_path
from game.scenes.tutorial.scene import TutorialScene
from game.texts import engine_reason
from game.ui.text import record_text
from tests.game_harness import DT, make_app

#: The rules' words a new player did not know (issue 16).
JARGON = re.compile(r"straight side|side branch|\bbranch(es)?\b|spinner|open end|\barms?\b"
                    r"|\blayout\b|crossways", re.I)
#: The sniff's jargon: the tutorial and the rules teach it, the table, the hint and
#: the review never say it.
SNIFF_JARGON = re.compile(r"long side|sniff's|end of the sniff|spinner", re.I)


@pytest.fixture(autouse=True)
def _english(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _msgids() -> list[str]:
    """Every player-visible English text: the msgids of the game's catalog."""
    text = open(asset_path("locale", "sniff.pot"), encoding="utf-8").read()
    out = []
    for block in text.split("\n\n"):
        m = re.search(r'^msgid ((?:".*"\n?)+)', block, re.M)
        if m:
            out.append("".join(re.findall(r'"(.*)"', m.group(1))))
    return [s for s in out if s]


def test_no_visible_text_speaks_the_rules_jargon():
    said = [s for s in _msgids() if JARGON.search(s)]
    assert not said, said


def _mv(tile: str, anchor: str, side: int) -> Move:
    return Move.from_code(parse_tile(tile) << 8 | parse_tile(anchor) << 3 | side)


@pytest.mark.parametrize("inline", [False, True])
def test_the_sniffs_places_are_named_as_the_tile_lies(inline):
    """The line goes on next to the sniff; the two places that open later are its top
    and bottom (the American sniff's ends, the Sniff 61 sniff's long sides): plain
    words with the tile named, no "long side" or "end of the sniff"."""
    six = parse_tile("6-6")
    sides = [where_text(_mv("2-6", "6-6", s), six, inline) for s in (A, B)]
    ends = [where_text(_mv("2-6", "6-6", s), six, inline) for s in (BRANCH_A, BRANCH_B)]
    assert sides == ["next to [6|6]"] * 2 and ends == ["on the top or bottom of [6|6]"] * 2, (
        sides, ends)
    assert not any(SNIFF_JARGON.search(w) for w in sides + ends)


def test_the_hint_says_the_sniffs_places_plainly():
    """A move's words (the hint's once, fq_58: "on a long side of the sniff"; the
    history's) name the sniff's place in plain words."""
    from game.present.words import move_text
    six = parse_tile("6-6")
    for side in (A, B, BRANCH_A, BRANCH_B):
        line = move_text(_mv("2-6", "6-6", side), six)
        assert "[6|6]" in line and not SNIFF_JARGON.search(line), line


def test_the_engines_refusals_on_the_sniff_are_plain():
    lay = Layout(False)
    lay.play("4-4")
    with pytest.raises(IllegalMoveError) as early:
        lay.play("2-4@4-4:branch-a")
    lay.play("4-6@4-4:a")
    lay.play("1-4@4-4:b")
    lay.play("1-1@1-4:low")
    with pytest.raises(IllegalMoveError) as later:
        lay.play("1-2@1-1:branch-a")
    said = [engine_reason(early.value), engine_reason(later.value)]
    assert said == ["Not yet: the sniff's other two sides open once both rings beside it "
                    "are covered.",
                    "Only the sniff takes tiles on all four sides, and [1|1] is not the "
                    "sniff."], said
    assert not any(JARGON.search(s) for s in said)


def _geometry(step_id: str):
    step = tut.STEPS[tut.step_index(step_id)][2]
    setup, plays = tut.figure_plays(step)
    lay = Layout(False)
    for p in setup:
        lay.play(p)
    return step, lay, LayoutGeometry(list(lay.placed), False)


def test_the_tutorials_sniff_words_match_its_picture():
    """Lesson 3 says where the sniff's places are on screen ("left and right", "top and
    bottom"): true of the figure as the board lays it out (examples.json)."""
    step, lay, geo = _geometry("sniff-cover-branch")
    assert "on the top or bottom of [4|4]" in step.text
    sniff = lay.sniff
    assert geo.tiles[sniff].vertical  # across a line that runs left to right
    for side in (A, B):
        assert geo.exits[sniff << 3 | side].dy == 0  # its long sides: left and right
    for side in (BRANCH_A, BRANCH_B):
        assert geo.exits[sniff << 3 | side].dx == 0  # its ends: top and bottom
    # "top or bottom": the step takes [2|4] on either end, as the words offer
    session = tut.StepSession(step)
    tile = session.wanted.tile
    assert {side for side in (BRANCH_A, BRANCH_B)
            if session.accepts(tile << 8 | sniff << 3 | side)} == {BRANCH_A, BRANCH_B}
    first = tut.STEPS[tut.step_index("sniff-open-4-4")][2]
    both = tut.STEPS[tut.step_index("sniff-both-sides")][2]
    assert "next to it first, left and right" in first.after
    assert "top and bottom open" in both.after


#: Marks a step may name only once they are on the table.
LATER_MARKS = re.compile(r"outline|diamond|corner mark|disc|tag|\d\+\d", re.I)


def test_no_step_names_a_mark_before_it_is_on_the_table():
    """"Open with [4|4] ... it is outlined, with a corner mark" was said over an
    empty table. A step whose table is empty before the play names no mark yet."""
    for _li, _si, step in tut.STEPS:
        if step.kind != "figure":
            continue
        setup, _plays = tut.figure_plays(step)
        if not setup:
            assert not LATER_MARKS.search(step.text), (step.id, step.text)


def _tutorial(step_id: str):
    app = make_app(["--size", "1280x720", "--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index(step_id))
    app.push(sc)
    for _k in range(30):
        app.frame(DT)
    return app, sc


def test_the_board_puts_no_words_beside_the_sniffs_spots():
    """The sniff's ends where the chosen tile can go: its ghosts there, no caption
    ("end of the sniff" was jargon on the felt): the words drawn with the tile chosen
    are those drawn without it, but for the table's own lines."""
    app, sc = _tutorial("sniff-cover-branch")
    board = sc.table.board
    sc.sel = None
    with record_text() as log:
        app.draw()
    sc.sel = parse_tile("2-4")
    with record_text() as held:
        app.draw()
    legal = sc.legal_spots(sc.sel)
    assert len(legal) == 2 and board.camera.rect.collidepoint(board.spot_pos(legal[0]))
    on_board = [d.text for d in held if board.camera.rect.contains(d.rect)
                and not any(d.text == e.text for e in log)]
    assert not [w for w in on_board if SNIFF_JARGON.search(w) or not any(
        c.isdigit() for c in w)], on_board


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_a_doubles_tag_is_said_as_both_halves(lang):
    """The "4+4" mark of a double at an end: the tooltip about it says the 4 to match
    and both halves counting, 4 + 4 = 8 (not "this end: 8 toward the Total", which
    read 8 as the number to match)."""
    from game.render.ring_key import DOUBLE_KEY
    app, sc = _tutorial("doubles-covered")
    i18n.set_language(lang)
    board = sc.table.board
    v = SimpleNamespace(layout=sc.session.layout)
    app.draw()
    tags = [box for kind, _pc, lab, box in board.badge_boxes(v.layout)
            if kind == "solid" and lab == "4+4" and box is not None]
    assert tags, board.badge_boxes(v.layout)
    hit = pointed_mark(board, v, tags[0].center)
    assert hit is not None and hit[0] == 3, hit
    with record_text() as log:
        draw_key_tip(app.screen, app.vp, sc.text, board, v.layout, hit, False, 20,
                     board.camera.rect)
    want = _(DOUBLE_KEY[0]).format(half=4, n=8)
    assert want in [d.text for d in log], [d.text for d in log]
    if lang == "en":
        assert want == "this end: match 4; 4 + 4 = 8 toward the Total"


def _po(lang: str) -> dict[str, str]:
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    sys.path.insert(0, str(root / "tools"))
    from make_catalogs import parse_po
    text = (root / "assets" / "locale" / lang / "LC_MESSAGES" / "sniff.po").read_text(
        encoding="utf-8")
    return {e.msgid: e.msgstr[0] for e in parse_po(text) if e.msgid and e.msgstr}


@pytest.mark.parametrize("lang,side,end", [("pl", "bok", "gór"), ("zh_CN", "边", "上端")])
def test_polish_and_chinese_name_the_sniffs_places_one_way(lang, side, end):
    """The same two words in every text about the sniff's places, as in English and as
    the table says them ("next to [5|5]", "on the top or bottom of [5|5]"): beside it,
    then its top and bottom."""
    cat = _po(lang)
    sides = [m for m in cat if re.search(r"next to (\[|\{tile\}|it\b)", m)]
    tops = [m for m in cat if re.search(r"top (or|and) bottom", m)]
    assert len(sides) >= 5 and len(tops) >= 5, (sides, tops)
    for m in sides:
        assert re.search(side, cat[m]), (m, cat[m])
    for m in tops:
        assert re.search(end, cat[m]), (m, cat[m])
