"""Statistics at 200 % text: the table's columns stood at fixed places (Polish
"Wygrane" all but met "Skuteczność" while "Gry" stood apart, and the narrow columns'
headings shrank to a scrap), and the headline cards' names came out at sizes of
their own ("Gry" twice the size of "Najlepsze rozdanie"). The columns are laid out by
what they hold, evenly apart, every heading and cell at one size; the five names at
one size."""

from __future__ import annotations

import pygame
import pytest

from engine.events import Outcome
from game import ui
from game.config import GameConfig
from game.i18n import _
from game.scenes.records.stats import COLUMNS, StatsScene
from game.stats import Stats
from tests.game_harness import make_app


def _scene(lang, k):
    app = make_app()
    app.set_language(lang)
    app.set_text_scale(k)
    app.stats = Stats()
    for players, level in ((2, "medium"), (3, "expert"), (4, "easy")):
        cfg = GameConfig(players=players, levels=[level] * 4)
        app.stats.record_game(cfg, Outcome(0, (100, 20, 5)[:2 if players != 3 else 3]), 0,
                              (30, "6-6@3-6:high"), 90, False, save=False)
    scene = StatsScene(app)
    app.push(scene)
    with ui.record_text() as log:
        app.frame(1 / 60)
        app.draw()
    return app, scene, log


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("k", [1.0, 2.0])
def test_the_tables_columns_are_evenly_apart_at_one_size(lang, k):
    try:
        app, scene, log = _scene(lang, k)
        heads = [_(c[0]) for c in COLUMNS]
        drawn = {d.text: d for d in log}
        assert all(h in drawn for h in heads), [h for h in heads if h not in drawn]
        # the table's lines as drawn: the headings' and each row's, seven texts each
        # (in the order of the columns, left to right)
        top = drawn[heads[0]].rect.top - 4
        lines: dict[int, set] = {}
        for d in log:  # (the frame and the draw: each text twice)
            if d.text and d.rect.top >= top and d.rect.bottom <= app.vp.point((0, 384))[1]:
                lines.setdefault(d.rect.centery // 4, set()).add(tuple(d.rect))
        lines = {y: [pygame.Rect(r) for r in rs] for y, rs in lines.items()}
        table = [sorted(rs, key=lambda r: r.x) for rs in lines.values() if len(rs) == 7]
        assert len(table) >= 3, (lang, k, [len(v) for v in lines.values()])
        spans = [(min(line[i].left for line in table), max(line[i].right for line in table))
                 for i in range(7)]
        gaps = [b[0] - a[1] for a, b in zip(spans, spans[1:])]
        assert min(gaps) >= app.vp.length(12), (lang, k, gaps)
        assert max(gaps) - min(gaps) <= max(app.vp.length(14), 0.25 * max(gaps)), (lang, k, gaps)
        sizes = {drawn[h].px for h in heads}
        assert len(sizes) == 1, (lang, k, sizes)  # one size for every heading
        # the headline cards' names: one size
        names = {label for _v, label in scene.headline()}
        band = app.vp.point((0, 198))[1]  # (the cards over the table)
        px = {d.px for d in log if d.text in names and d.rect.bottom <= band}
        assert len(px) == 1, (lang, k, px)
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
