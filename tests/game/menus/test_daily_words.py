"""The daily card promises only what an offline game keeps: the
same tiles all day and your own best to beat, no "everyone" to compare with."""

from __future__ import annotations

import pytest

from game.scenes.menus.daily_intro import DailyIntroScene
from tests.game_harness import make_app


@pytest.mark.parametrize("lang, word, banned", [("en", "best", "everyone"),
                                                ("pl", "najlepszy", "wszystkich"),
                                                ("zh_CN", "最好", "所有玩家")])
def test_the_daily_card_offers_your_best_not_everyone(lang, word, banned, tmp_path,
                                                      monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app(language=lang)
    app.set_language(lang)
    try:
        line = DailyIntroScene(app, "2026-12-01", lambda: None).lines()[1]
        assert word in line and banned not in line
    finally:
        app.set_language("en")
