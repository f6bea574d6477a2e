"""The scoreboard's title at 200 % text: it was cut to "to 100"
/ "do 100" / "目标 250 分" and lost the rules' name, then said the short name ("Sniff:
to 100", read as a name cut). Now the whole title stays at 2, 3 and 4 players, at
(nearly) the names' size; the short name only where the whole one cannot fit."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _
from game.render.score_title import MIN_SHRINK, fit_title
from game.ui import record_text
from tests.game_harness import table_app


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
@pytest.mark.parametrize("ruleset,name,short", [("american", "American Sniff", "Sniff"),
                                                ("sniff61", "Sniff 61", "Sniff 61")])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_200_the_score_titles_rules_name_stays(lang, ruleset, name, short, players):
    app, table = table_app(players=players, ruleset=ruleset, seed=3, text_scale=2.0,
                           language=lang)
    try:
        with record_text() as log:
            app.draw()
        panel = app.vp.rect(table.painter.scores.rect)
        target = str(table.game.target)
        title = [d for d in log if panel.contains(d.rect) and target in d.text
                 and d.rect.y < panel.y + app.vp.length(40)]
        assert len(title) == 1, [d.text for d in log if panel.contains(d.rect)]
        t = title[0]
        if players == 3 and lang == "pl" and name != short:
            # (3 players: the three entries share the panel with the Total box and its
            # "+15" beside it; "Sniff amerykański: do 200" does not fit even smaller)
            assert _(name) in t.text or _(short) in t.text, t.text
        else:
            assert _(name) in t.text, t.text  # the rules' whole name stays
        assert t.text.index(target) > 0  # not the target alone
        # the seats' names (on their plates: the panel's rows show the seats' faces)
        names = [d for d in log if d.text in table.names]
        assert names
        assert t.px >= MIN_SHRINK * max(n.px for n in names) - 1, (t, names)
        assert panel.contains(t.rect)
    finally:
        i18n.set_language("en")
        table.worker.close()


def test_the_title_keeps_its_words_whole_before_giving_up_its_name():
    room = {"American Sniff: to 100": 1.06, "Sniff: to 100": 0.6,
            "Daily deal: to 100": 1.6, "Sniff 61: to 100": 1.1}
    assert fit_title("Sniff 61: to 100", room.get) == "Sniff 61: to 100"  # a bit smaller
    assert fit_title("American Sniff: to 100", room.get) == "American Sniff: to 100"
    room["American Sniff: to 100"] = 1.4  # too long even a little smaller
    assert fit_title("American Sniff: to 100", room.get) == "Sniff: to 100"
    assert fit_title("Daily deal: to 100", lambda t: 1.6 if ":" in t else 0.3) == "to 100"
    assert fit_title("Sniff: to 100", room.get) == "Sniff: to 100"
