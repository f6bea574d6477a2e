"""Of the tutorial and Rules screens (issue 16): the step's card is
sized to its content with the step's goal; the Rules screen's picture cards hold a
picture as large as the card allows with its caption right under it."""

from __future__ import annotations

import re

import pygame
import pytest

from game import tutorial as tut
from game.scenes.tutorial import panels as tut_panels
from game.scenes.tutorial.coach import CARD_MAX
from game.scenes.tutorial.scene import TutorialScene
from game.ui import record_text
from tests.game_harness import frames, key, make_app


def _card_texts(app, sc):
    rect = sc.panels.coach.layout()["rect"]
    with record_text(contrast=True) as seen:
        app.draw()
    return rect, [t for t in seen if rect.colliderect(t.rect)]


def test_the_step_card_is_sized_to_what_it_says_with_the_goal():
    """Item 3: the card was a 1196x128 box with one line in it (tut1.png). It
    is as wide as its longest line and as tall as its lines, and names the step's goal
    ("Goal: play [1|4]", then a ticked "Done")."""
    app = make_app(["--tutorial"], speed="instant")
    sc = TutorialScene(app, start=tut.step_index("scoring-open-1-4"))
    app.push(sc)
    frames(app)
    rect, texts = _card_texts(app, sc)
    full = app.vp.rect((40, 90, *CARD_MAX))
    assert rect.w < full.w * 0.8 and rect.h < full.h  # not the whole band
    words = [t.text for t in texts]
    assert "Count the ends" in words and "Goal: play [1|4]" in words
    assert [t for t in texts if t.text.startswith("Start the game")]
    for t in texts:
        assert rect.contains(t.rect), t.text
        assert t.px is None or t.px >= 16
        assert t.contrast is None or t.contrast >= 4.5, (t.text, t.contrast)
    key(pygame.K_h)
    key(pygame.K_RETURN)
    frames(app, 3)
    rect2, texts = _card_texts(app, sc)
    assert rect2.w == rect.w  # the explanation does not make it jump
    words = [t.text for t in texts]
    assert "Done" in words and not any(w.startswith("Goal") for w in words)
    body = [t for t in texts if t.text.startswith("The solid discs are the line's two ends")]
    assert body and rect2.right - body[0].rect.right < app.vp.length(400)  # little slack


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_step_card_holds_its_texts_at_200_percent(lang):
    app = make_app(["--tutorial"], speed="instant", text_scale=2.0, language=lang)
    for step_id in ("welcome", "scoring-open-1-4", "drawing-draw", "hand-end-partners"):
        sc = TutorialScene(app, start=tut.step_index(step_id))
        app.reset(sc)
        frames(app)
        rect, texts = _card_texts(app, sc)
        assert rect.h <= app.vp.length(CARD_MAX[1]) + 1
        assert texts
        for t in texts:
            assert rect.contains(t.rect), (lang, step_id, t.text)
        # the body fills its lines: not squeezed into a box shorter than its font
        size = sc.panels.coach.layout()["size"]
        body = [t for t in texts if t.px and t.rect.top > rect.top + app.vp.length(40)]
        assert body and all(t.px >= app.fonts.px(size) - 1 for t in body), (lang, step_id)


def test_rules_picture_cards_hold_a_large_picture_with_its_caption_under_it():
    """Item 4: the diagrams floated in tall, mostly empty cards with the
    caption pinned to the bottom (rules_sniff2.png). Each picture is as large as its
    card allows (or the largest tile size), the caption right under it, and the card
    no taller than title + picture + caption."""
    from game.scenes.rules.figures import PIC_PAD, UNIT_MAX, diagram_cards
    from game.scenes.rules.scene import DIAGRAMS_61, DIAGRAMS_AMERICAN, RulesScene
    app = make_app(["--size", "1280x720"])
    scene = RulesScene(app)
    app.push(scene)
    inner_w = scene.PANEL[2] - 60
    for diagrams in (DIAGRAMS_AMERICAN, DIAGRAMS_61):
        cards, height = diagram_cards(app, diagrams, inner_w)
        assert {id(c["diagram"]) for c in cards} == {id(d) for d in diagrams}
        for c in cards:
            d = c["diagram"]
            x, y, w, h = c["rect"]
            px, py, pw, ph = c["picture"]
            unit = c["unit"]
            # as large as the card allows: the width is used up, or the cap is reached
            assert unit == pytest.approx(UNIT_MAX) or d.box[2] * unit >= pw - 2 * PIC_PAD - 1
            assert d.box[3] * unit <= ph  # and it fits
            kx, ky, kw, kh = c["caption"]
            if c.get("align") != "midleft":
                # the caption right under the picture band, whose slack is small
                assert ky == pytest.approx(py + ph)
                assert y + h - (ky + kh) < 20
                tallest = max(o["diagram"].box[3] for o in cards if o["rect"][1] == y)
                assert tallest * unit >= ph - 2 * PIC_PAD - 1
            else:  # words beside a tall picture, the card as tall as the picture
                assert ph == h and kx >= px + pw
        assert height > 0
    # drawn: every caption sits inside its card
    scene.jump(4, instant=True)
    with record_text(contrast=True) as seen:
        app.draw()
    caps = [t for t in seen if t.text.startswith(("4 + 1 = 5", "0 + 10 = 10"))]
    assert len(caps) == 2
    titles = [t for t in seen if t.text in ("The first tile, [1|4]", "Sniff [5|5], one long side open")]
    assert len(titles) == 2 and all(t.rect.bottom < c.rect.top for t in titles for c in caps)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_rules_section_names_share_one_size(lang):
    """Item 6: at 200 % text in Polish one long section name was shrunk alone
    and looked like a different kind of button: every name is drawn at one size."""
    from game.scenes.rules.scene import SECTIONS, RulesScene
    app = make_app(["--size", "1280x720"], text_scale=2.0, language=lang)
    scene = RulesScene(app)
    app.push(scene)
    frames(app)
    names = list(SECTIONS)
    with record_text(contrast=True) as seen:
        app.draw()
    side = app.vp.rect(scene.SIDEBAR)
    labels = [t for t in seen if side.contains(t.rect)]
    assert len(labels) == len(names)
    assert len({t.px for t in labels}) == 1, [(t.text, t.px) for t in labels]
    assert all(t.box.contains(t.rect) for t in labels)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_figure_steps_side_column_is_as_tall_as_its_sum(scale):
    """Item 6: on a figure step the side column held three short lines in a
    300 px tall box; it is as tall as the sum it holds, the texts inside it. A staged
    hand (scores, the other hands) keeps the full column. The card's title is never
    drawn smaller than its body."""
    from game.scenes.tutorial.panels import SIDE
    app = make_app(["--tutorial"], speed="instant", text_scale=scale)
    sc = TutorialScene(app, start=tut.step_index("scoring-double-1-1"))
    app.push(sc)
    frames(app)
    key(pygame.K_h)
    key(pygame.K_RETURN)
    frames(app, 3)
    side = app.vp.rect(sc.panels.side_rect())
    assert side.h < app.vp.length(SIDE[3]) * 0.7
    with record_text(contrast=True) as seen:
        app.draw()
    inside = [t for t in seen if side.colliderect(t.rect)]
    assert any(t.text == "= 6" for t in inside)
    assert all(side.contains(t.rect) for t in inside), [t.text for t in inside]
    lay = sc.panels.coach.layout()
    title = next(t for t in seen if t.text == "A total that does not score")
    body = [t for t in seen if t.text.startswith("A double at an end")]
    assert body and title.px >= body[0].px
    sc.load(tut.step_index("drawing-draw"))
    x, y, w, h = sc.panels.side_rect()  # the full column, level with the figure box
    assert (x, w, y + h) == (SIDE[0], SIDE[2], SIDE[1] + SIDE[3])
    assert y == min(SIDE[1], sc.table.layout[1])
    assert lay["rect"].h <= app.vp.length(132) + 1


def test_rules_say_the_opening_sums_the_engine_makes():
    """Item 2: the Rules screen words the opening double as the tutorial does,
    with the sums the engine's layout makes."""
    from engine.layout import Layout
    from game.scenes.rules.scene import SECTIONS
    scoring = dict(SECTIONS)["Scoring"]
    text = next(t for k, t in scoring if k == "b" and t.startswith("The first tile"))
    for tile, want in (("1-4", 5), ("2-2", 4)):
        lay = Layout(False)
        lay.play(tile)
        assert lay.total == want
        a, b = tile.split("-")
        assert f"[{a}|{b}]: {a} + {b} = {want}" in text


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_the_welcome_is_no_wall_of_legend(lang):
    """Issue 16: the welcome page was a key to the table's marks (solid discs, hollow
    rings, the sniff's outline and tag) before the player had placed a tile. It keeps
    its few friendly words and one plain tile; no mark and no rule line is drawn."""
    app = make_app(["--tutorial"], speed="instant", text_scale=2.0, language=lang)
    sc = TutorialScene(app, start=0)
    app.push(sc)
    frames(app)
    info = app.vp.rect(tut_panels.INFO)
    with record_text(contrast=True) as seen:
        app.draw()
    assert not [t.text for t in seen if info.colliderect(t.rect)]  # no key, no tag
    assert [b for b in sc.legend_page.boards if b[1].placed]  # the one picture


def test_each_mark_is_named_by_the_first_step_that_shows_it():
    """The legend moved into the lessons: the solid discs in lesson 1's first step, the
    double's count (its solid "4") with the opening double (the first step that shows
    one), the "0" only after it; the sniff's outline and diamond in lesson 3, the first that
    draws them (tests/game/tutorial/test_tutorial_order.py)."""
    first = tut.STEPS[tut.step_index("scoring-open-1-4")][2]
    assert "solid discs" in first.after and "adds them up" in first.after
    two = tut.step_index("doubles-opening-2-2")
    assert "the solid 4 under it" in tut.STEPS[two][2].after  # its count, as drawn
    zero = tut.step_index("scoring-zero")
    assert zero > two and "solid 0" in tut.STEPS[zero][2].after
    sniff = tut.STEPS[tut.step_index("sniff-open-4-4")][2]
    assert "outline" in sniff.after and "diamond" in sniff.after
    # the table's places are spots and ghosts now, not "rings" (nor "long sides")
    for _li, _si, step in tut.STEPS:
        for text in (step.text, step.after):
            assert not re.search(r"\bring|long side", text), (step.id, text)


def test_the_card_keeps_its_width_from_the_goal_to_done():
    """The card does not jump while the play's beats run: the goal chip turns to
    "Done" once the play has landed and added up (never while the tile flies), in a
    card as wide before as after."""
    app = make_app(["--tutorial"], speed="normal")
    sc = TutorialScene(app, start=tut.step_index("drawing-draw"))
    app.push(sc)
    frames(app)
    widths = {sc.panels.coach.layout()["rect"].w}
    for _ in range(3):
        sc.draw_tile()
        for _ in range(120):
            frames(app)
            if not sc.busy and sc.drawing is None:
                break
        widths.add(sc.panels.coach.layout()["rect"].w)
    mv = sc.session.wanted
    sc.select(mv.tile)
    assert sc.try_play(mv.tile, mv.code & 255)
    frames(app, 2)
    assert sc.busy and sc.view.flights and sc.panels.coach.goal() == ("Goal: play [3|4]", False)
    widths.add(sc.panels.coach.layout()["rect"].w)
    for _ in range(400):
        frames(app)
        if sc.explained:
            break
    assert sc.panels.coach.goal() == ("Done", True)
    widths.add(sc.panels.coach.layout()["rect"].w)
    for _ in range(400):
        frames(app)
        if sc.done:
            break
    widths.add(sc.panels.coach.layout()["rect"].w)
    assert len(widths) == 1, widths


COLOUR_WORDS = re.compile(r"\b(red|green|blue|yellow|orange|gold|golden)\b", re.I)


def test_the_tutorial_names_no_colour():
    """The colours differ by theme (the colour-blind theme's count discs are yellow,
    high contrast's white): the tutorial's words name marks by their shape (a solid
    disc, a hollow ring, an outline and a diamond), never by a colour."""
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    sys.path.insert(0, str(root / "tools"))
    try:
        from extract_strings import extract_file
    finally:
        sys.path.remove(str(root / "tools"))
    files = sorted((root / "game" / "tutorial").glob("*.py")) + sorted(
        (root / "game" / "scenes" / "tutorial").glob("*.py"))
    texts = [m.msgid for f in files for m, _line in extract_file(f)]
    assert any("solid discs" in t for t in texts)  # the lessons' texts are read
    assert not [t for t in texts if COLOUR_WORDS.search(t)]
