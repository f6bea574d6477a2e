"""History shows the whole game, not just this hand (a new player could not see why
their team's score fell from 35 to 10 between hands): each earlier hand is one row
with what its end did to each side and the scores after it, the engine's own
(``HandEnd.change`` and ``HandEnd.scores``); the shown hand's own end, once it ended,
is its last row; the drawer still fits at 100 % and 200 % text."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.events import Deal, HandEnd
from engine.game import DEAL, OVER, Game
from engine.moves import Move
from game import i18n
from game.scenes.table.history_hands import hand_rows, sides
from game.ui.numbers import signed
from game.ui.text import record_text
from tests.game.table.test_history_side_drawer import _opened_drawer, _table_after


def _played(players: int, hands: int, seed: int = 11) -> Game:
    """An engine game played with each turn's first legal move for ``hands`` hands
    (the last one ended, not dealt again)."""
    g = Game("american", players, seed=seed, log=True)
    done = 0
    while g.phase != OVER and done < hands:
        if g.phase == DEAL:
            g.deal()
        g.play(Move.from_code(g.legal_codes()[0]))
        if g.phase in (DEAL, OVER):
            done += 1
    return g


def _names(n):
    return ["You", "North"] if n == 2 else ["You", "West", "North", "East"][:n]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_earlier_hands_rows_are_the_engines_hand_ends(players):
    g = _played(players, 3)
    ends = [e for e in g.log if isinstance(e, HandEnd)]
    assert len(ends) == 3
    g.deal()  # the fourth hand is on: the three before are earlier hands
    table = SimpleNamespace(game=g, names=_names(players))
    earlier, this = hand_rows(table)
    assert this is None
    assert [r.hand for r in earlier] == [1, 2, 3]
    for row, ev in zip(earlier, ends):
        assert row.event is ev
        assert row.change == " / ".join(signed(c) for c in ev.change)
        assert row.after == sides(ev.scores)
        assert len(ev.change) == (2 if players == 4 else players)  # 4p: the teams
        assert row.words.startswith(f"Hand {row.hand} \u00b7 ")
        if ev.how == "domino":
            assert _names(players)[ev.seat] in row.words
        else:
            assert "Blocked" in row.words
    # some hand end took points off (the rows are not all "0")
    assert any(c < 0 for ev in ends for c in ev.change)


def test_the_shown_hands_own_end_is_its_last_row():
    g = _played(4, 2)
    ends = [e for e in g.log if isinstance(e, HandEnd)]
    table = SimpleNamespace(game=g, names=_names(4))
    earlier, this = hand_rows(table)
    assert [r.event for r in earlier] == ends[:1]
    assert this is not None and this.event is ends[1] and this.hand == 2


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("scale,lang", [(1.0, "en"), (2.0, "pl"), (2.0, "zh_CN")])
def test_the_drawer_shows_earlier_hands_and_fits(players, scale, lang):
    app, table = _table_after(players, scale, lang, turns=3)
    try:
        past = _played(players, 2, seed=5)
        old = [e for e in past.log if isinstance(e, (Deal, HandEnd))]
        table.game.log[0:0] = old  # two hands were played before this one
        ends = [e for e in old if isinstance(e, HandEnd)]
        drawer = _opened_drawer(app, table)
        earlier, this = drawer.hands()
        assert this is None
        if drawer._room() >= 5:  # the last hand's result is shown (its two lines)
            assert earlier and earlier[-1].event is ends[-1]
        else:  # a short drawer (200 % text, a tall score panel): the hand's moves win
            assert not earlier and drawer.visible()[0]
        if scale == 1.0:
            assert earlier, "at 100 % text the drawer has the room"
        vp = app.vp
        panel = vp.rect(drawer.panel())
        with record_text() as log:
            drawer.draw(app.screen)
        words = [d for d in log if d.text]
        for row in earlier:
            for part in (row.words, row.change, row.after):
                hit = [d for d in words if d.text == part]
                assert hit, part
                assert all(panel.contains(d.rect) for d in hit), (part, panel)
        for d in words:  # everything inside the drawer, none over another
            assert panel.contains(d.rect), (d.text, d.rect, panel)
        for i, a in enumerate(words):
            for b in words[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.text, b.text)
        # the player's hand and the buttons stay clear of it
        for b in table.all_buttons():
            if b.rect.w > 1:
                assert not panel.colliderect(vp.rect(b.rect)), b.label
    finally:
        i18n.set_language("en")
        table.worker.close()
