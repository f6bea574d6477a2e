"""ga_08: a step's card with a third line (the "Shown: ..." after H, or a refusal)
grew down over the figure box's border: the box leaves room for that line, so the
card never runs into the table's border, at 100 % and 200 % text."""

from __future__ import annotations

import pytest

from engine.tiles import parse_tile
from game import tutorial as tut
from game.i18n import _
from game.scenes.tutorial.scene import TutorialScene
from game.tutorial import tile_label
from game.ui import THEME
from tests.game_harness import frames, make_app

TABLE_STEPS = [i for i, (_li, _si, s) in enumerate(tut.STEPS) if s.kind != "info"]


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_three_line_card_stays_above_the_figure_box(scale):
    app = make_app(["--size", "1280x720"])
    app.set_text_scale(scale)
    sc = TutorialScene(app, start=TABLE_STEPS[0], progress=tut.Progress())
    app.reset(sc)
    frames(app, 2)
    assert len(TABLE_STEPS) > 5
    for i in TABLE_STEPS:
        if sc.index != i:
            sc.load(i)
            frames(app, 2)
        sc.say(_("Shown: {tile} goes where the arrow points. Play it there.").format(
            tile=tile_label(parse_tile("3-6"))), THEME.ink_dark)
        frames(app, 1)
        card = sc.panels.coach.layout()["rect"]
        assert card.bottom + app.vp.length(4) <= sc.table.area().top, (
            sc.step.id, card, sc.table.area())
