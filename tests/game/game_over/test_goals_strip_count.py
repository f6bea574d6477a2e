"""The game over's goals strip: its heading's number and its list agree at every frame
(fz_79: "6 goals reached!" stood over the 2 goals come in so far; the rest, and the
"+3 more", came in one by one after it)."""

from __future__ import annotations

import re

import pytest

from game.goals import GOALS
from game.scenes.game_over.goals import STRIP_ROWS
from game.scenes.game_over.scene import CARD_AFTER
from game.ui.text import record_text
from tests.persistence.test_progress import _over


def _listed(words: list[str], names: set[str]) -> tuple[int | None, int]:
    """The heading's number (None: no heading) and the goals the list shows."""
    head = [int(m.group(1)) for w in words if (m := re.match(r"(\d+) goals? reached!", w))]
    more = [int(m.group(1)) for w in words if (m := re.match(r"\+(\d+) more", w))]
    assert len(head) <= 1 and len(more) <= 1
    return (head[0] if head else None), sum(w in names for w in words) + sum(more)


@pytest.mark.parametrize("count", [2, 6])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_heading_counts_the_goals_listed_at_every_frame(count, scale):
    app, over = _over(True)
    app.set_text_scale(scale)
    try:
        ids = [g.id for g in GOALS][:count]
        names = {g.name for g in GOALS if g.id in ids}
        over.queue_goals(ids)
        seen = set()
        while over.t < CARD_AFTER + 5.0:
            over.update(1 / 30)
            with record_text() as log:
                over.goals.draw(app.screen, app.vp, app.fonts, over.t, False)
            head, shown = _listed([d.text for d in log], names)
            if shown:
                assert head == shown, (over.t, head, shown)  # "6" over 2 listed: fz_79
            else:
                assert head is None  # no "6 goals reached!" over an empty list
            seen.add(shown)
        assert max(seen) == count  # all of them in the end, named or "+N more"
        if count > STRIP_ROWS:  # and counted up as they came in
            assert {1, 2, STRIP_ROWS, count} <= seen
    finally:
        app.set_text_scale(1.0)
