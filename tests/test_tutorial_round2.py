"""Round 2 of the tutorial and Rules screens (issue 16, playtest): the step's card is
sized to its content with the step's goal; the Rules screen's picture cards hold a
picture as large as the card allows with its caption right under it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from game_harness import DT, key, make_app  # noqa: E402

from game import tutorial as tut  # noqa: E402
from game.scenes.tutorial import TutorialScene  # noqa: E402
from game.scenes.tutorial_coach import CARD_MAX  # noqa: E402
from game.ui import record_text  # noqa: E402


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))


def frames(app, n=1):
    for _ in range(n):
        app.frame(DT)


def _card_texts(app, sc):
    rect = sc.panels.coach.layout()["rect"]
    with record_text() as seen:
        app.draw()
    return rect, [t for t in seen if rect.colliderect(t.rect)]


def test_the_step_card_is_sized_to_what_it_says_with_the_goal():
    """Round 2, item 3: the card was a 1196x128 box with one line in it (tut1.png). It
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
    body = [t for t in texts if t.text.startswith("Open the game")]
    assert body and rect.right - body[0].rect.right < app.vp.length(400)  # little slack
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
    assert any(w.startswith("Numbers on solid discs") for w in words)


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
